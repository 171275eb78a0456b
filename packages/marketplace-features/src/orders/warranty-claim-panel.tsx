import {
  type OrderDetail,
  WARRANTY_CLAIM_DESCRIPTION_MAX_LENGTH,
  WARRANTY_CLAIM_NOTE_MAX_LENGTH,
  type WarrantyClaimAnswerRequest,
  type WarrantyClaimReason,
} from '@lootmarket/contract';
import { Alert, Badge, Button, Card, Field, RadioGroup, Textarea } from '@lootmarket/ui';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { DisputeClock } from './dispute-clock';
import { useFormatMoney } from './use-format-money';
import { warrantyClaimMessages as m } from './warranty-claim-messages';

export type WarrantyClaimPanelProps = {
  order: OrderDetail;
  busy: boolean;
  /** The buyer opens a claim; true when the server took it (the form is then cleared). */
  onOpen: (claim: { reason: WarrantyClaimReason; description: string }) => Promise<boolean>;
  /** The seller's or the buyer's answer to the open claim; true when the server took it. */
  onAnswer: (answer: WarrantyClaimAnswerRequest) => Promise<boolean>;
};

const REASONS: ReadonlyArray<[WarrantyClaimReason, MessageDescriptor]> = [
  ['recovered', m.reasonRecovered],
  ['banned', m.reasonBanned],
  ['credentials_changed', m.reasonCredentialsChanged],
  ['other', m.reasonOther],
];
const REASON_TEXT = Object.fromEntries(REASONS) as Record<WarrantyClaimReason, MessageDescriptor>;

/**
 * The warranty claim of a completed warranted order: the buyer's "Report a problem with this account"
 * form while the warranty runs; once a claim exists, its state, its clock, the seller's replacement or
 * refund and the buyer's answer to a replacement. Nothing when there is no claim and none may be opened.
 */
export function WarrantyClaimPanel({ order, busy, onOpen, onAnswer }: WarrantyClaimPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const claim = order.warrantyClaim;
  if (!claim && !order.can.claimWarranty) return null;
  const viewer = order.type === 'purchase' ? 'buyer' : 'seller';
  return (
    <Card
      asSection
      aria-labelledby="warranty-claim-title"
      className="lm:flex lm:flex-col lm:gap-4 lm:p-5"
      data-slot="warranty-claim"
      data-state={claim?.status ?? 'none'}
    >
      <h2 id="warranty-claim-title" className="lm:text-lg lm:font-semibold">
        {claim && !order.can.claimWarranty ? t(m.title) : t(m.openTitle)}
      </h2>
      {claim ? <ClaimState order={order} viewer={viewer} busy={busy} onAnswer={onAnswer} /> : null}
      {order.can.claimWarranty ? <OpenClaimForm order={order} busy={busy} onOpen={onOpen} /> : null}
    </Card>
  );
}

function ClaimState({
  order,
  viewer,
  busy,
  onAnswer,
}: {
  order: OrderDetail;
  viewer: 'buyer' | 'seller';
  busy: boolean;
  onAnswer: (answer: WarrantyClaimAnswerRequest) => Promise<boolean>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const claim = order.warrantyClaim;
  if (!claim) return null;
  const refund = claim.refund;
  return (
    <div className="lm:flex lm:flex-col lm:gap-3">
      <div className="lm:flex lm:flex-wrap lm:items-center lm:gap-2">
        <Badge
          variant={claim.status === 'refunded' ? 'success' : claim.status === 'open' ? 'warning' : 'neutral'}
        >
          {t(m.status, { status: claim.status })}
        </Badge>
        <span className="lm:text-sm lm:text-muted-foreground">
          {t(m.reasonLabel)}: {t(REASON_TEXT[claim.reason])}
        </span>
      </div>
      <p className="lm:text-sm lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">{claim.description}</p>
      {claim.replacementNote ? (
        <div className="lm:flex lm:flex-col lm:gap-1">
          <h3 className="lm:text-sm lm:font-medium">{t(m.replacement)}</h3>
          <p className="lm:text-sm lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">
            {claim.replacementNote}
          </p>
        </div>
      ) : null}
      {refund ? (
        <Alert variant="success">
          {viewer === 'buyer'
            ? t(m.refundedBuyer, { amount: money(refund.amount, order.currency) })
            : t(m.refundedSeller, {
                amount: money(refund.amount, order.currency),
                reserve: money(refund.fromReserve, order.currency),
                balance: money(refund.fromSellerBalance, order.currency),
                cover: money(refund.fromPlatformCover, order.currency),
                fee: money(refund.feeReturned, order.currency),
              })}
        </Alert>
      ) : null}
      {claim.decisionNote ? (
        <p className="lm:text-sm lm:text-muted-foreground">
          {t(m.decisionNote, { note: claim.decisionNote })}
        </p>
      ) : null}
      {claim.clock && claim.status === 'open' ? (
        <DisputeClock clock={claim.clock} viewer={viewer} headingLevel={3} subject="warranty_claim" />
      ) : null}
      {claim.actions.length > 0 ? (
        <ClaimAnswers order={order} actions={claim.actions} busy={busy} onAnswer={onAnswer} />
      ) : null}
    </div>
  );
}

function ClaimAnswers({
  order,
  actions,
  busy,
  onAnswer,
}: {
  order: OrderDetail;
  actions: NonNullable<OrderDetail['warrantyClaim']>['actions'];
  busy: boolean;
  onAnswer: (answer: WarrantyClaimAnswerRequest) => Promise<boolean>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const textual = actions.includes('replace')
    ? 'replace'
    : actions.includes('reject_replacement')
      ? 'reject'
      : null;
  const missing = tried && text.trim() === '';

  async function submitText(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (text.trim() === '') return;
    const answer: WarrantyClaimAnswerRequest =
      textual === 'replace'
        ? { action: 'replace', note: text.trim() }
        : { action: 'reject_replacement', message: text.trim() };
    if (await onAnswer(answer)) {
      setText('');
      setTried(false);
    }
  }

  return (
    <div className="lm:flex lm:flex-col lm:gap-3">
      {textual ? (
        <form
          noValidate
          onSubmit={(event) => void submitText(event)}
          className="lm:flex lm:flex-col lm:gap-3"
        >
          <Field
            label={t(textual === 'replace' ? m.replaceLabel : m.rejectLabel)}
            description={textual === 'replace' ? t(m.replaceHint) : undefined}
            required
            error={missing ? t(textual === 'replace' ? m.replaceRequired : m.rejectRequired) : undefined}
          >
            <Textarea
              value={text}
              maxLength={WARRANTY_CLAIM_NOTE_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          <div className="lm:flex lm:flex-wrap lm:gap-2">
            <Button type="submit" variant={textual === 'replace' ? 'primary' : 'secondary'} disabled={busy}>
              {t(textual === 'replace' ? m.replace : m.rejectReplacement)}
            </Button>
            {actions.includes('accept_replacement') ? (
              <Button
                type="button"
                disabled={busy}
                onClick={() => void onAnswer({ action: 'accept_replacement' })}
              >
                {t(m.acceptReplacement)}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      {actions.includes('refund') ? (
        <div>
          <Button
            type="button"
            variant={textual ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => void onAnswer({ action: 'refund' })}
          >
            {t(m.refund, { amount: money(order.totalPrice, order.currency) })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function OpenClaimForm({
  order,
  busy,
  onOpen,
}: {
  order: OrderDetail;
  busy: boolean;
  onOpen: (claim: { reason: WarrantyClaimReason; description: string }) => Promise<boolean>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [reason, setReason] = useState<WarrantyClaimReason>('recovered');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const endsAt = order.warranty?.endsAt;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (description.trim() === '') return;
    if (await onOpen({ reason, description: description.trim() })) {
      setDescription('');
      setTried(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="lm:flex lm:flex-col lm:gap-3">
      {endsAt ? (
        <p className="lm:text-sm lm:text-muted-foreground">
          {t(m.openIntro, { date: intl.formatDate(endsAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      ) : null}
      <RadioGroup
        legend={t(m.reason)}
        value={reason}
        onValueChange={(value) => setReason(value as WarrantyClaimReason)}
        options={REASONS.map(([value, label]) => ({ value, label: t(label) }))}
      />
      <Field
        label={t(m.description)}
        description={t(m.descriptionHint)}
        required
        error={tried && description.trim() === '' ? t(m.descriptionRequired) : undefined}
      >
        <Textarea
          value={description}
          maxLength={WARRANTY_CLAIM_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" disabled={busy}>
          {t(m.submit)}
        </Button>
      </div>
    </form>
  );
}
