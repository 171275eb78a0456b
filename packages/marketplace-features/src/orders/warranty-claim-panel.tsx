import {
  DISPUTE_EVIDENCE_MAX_FILES,
  type DisputeEvidence,
  type OrderDetail,
  WARRANTY_CLAIM_DESCRIPTION_MAX_LENGTH,
  WARRANTY_CLAIM_NOTE_MAX_LENGTH,
  type WarrantyClaimAnswerRequest,
  type WarrantyClaimReason,
} from '@lootmarket/contract';
import { Alert, Badge, Button, Card, Field, RadioGroup, Textarea } from '@lootmarket/ui';
import { type FormEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { DisputeEvidenceList } from '../admin/dispute-evidence-list';
import type { AttachmentChoice } from '../attachments';
import { DisputeClock } from './dispute-clock';
import { EvidenceGuidance, EvidenceInput, EvidenceUploadForm } from './evidence-upload';
import { disputeEvidenceMessages as e } from './order-messages';
import { useFormatMoney } from './use-format-money';
import { warrantyClaimMessages as m } from './warranty-claim-messages';

export type WarrantyClaimPanelProps = {
  order: OrderDetail;
  busy: boolean;
  /**
   * The buyer opens a claim with the files chosen with it (none is fine); true when the server took it
   * (the form is then cleared; refused, it keeps what was typed and chosen).
   */
  onOpen: (claim: { reason: WarrantyClaimReason; description: string }, files: File[]) => Promise<boolean>;
  /** The seller's or the buyer's answer to the open claim; true when the server took it. */
  onAnswer: (answer: WarrantyClaimAnswerRequest) => Promise<boolean>;
  /** The buyer or the seller adds files to the open claim; true when the server took them. */
  onAddEvidence: (files: File[]) => Promise<boolean>;
  /** Downloads one of the claim's files. */
  onDownloadEvidence: (evidence: DisputeEvidence) => void;
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
export function WarrantyClaimPanel({
  order,
  busy,
  onOpen,
  onAnswer,
  onAddEvidence,
  onDownloadEvidence,
}: WarrantyClaimPanelProps) {
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
      {claim ? (
        <ClaimState
          order={order}
          viewer={viewer}
          busy={busy}
          onAnswer={onAnswer}
          onAddEvidence={onAddEvidence}
          onDownloadEvidence={onDownloadEvidence}
        />
      ) : null}
      {order.can.claimWarranty ? <OpenClaimForm order={order} busy={busy} onOpen={onOpen} /> : null}
    </Card>
  );
}

function ClaimState({
  order,
  viewer,
  busy,
  onAnswer,
  onAddEvidence,
  onDownloadEvidence,
}: {
  order: OrderDetail;
  viewer: 'buyer' | 'seller';
  busy: boolean;
  onAnswer: (answer: WarrantyClaimAnswerRequest) => Promise<boolean>;
  onAddEvidence: (files: File[]) => Promise<boolean>;
  onDownloadEvidence: (evidence: DisputeEvidence) => void;
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
      <ClaimEvidence
        claim={claim}
        busy={busy}
        onAddEvidence={onAddEvidence}
        onDownloadEvidence={onDownloadEvidence}
      />
      {claim.actions.length > 0 ? (
        <ClaimAnswers order={order} actions={claim.actions} busy={busy} onAnswer={onAnswer} />
      ) : null}
    </div>
  );
}

/**
 * The claim's files (who added each, its size and when; a button downloads it) and, for the buyer and
 * the seller while the claim is open, a form to add more.
 */
function ClaimEvidence({
  claim,
  busy,
  onAddEvidence,
  onDownloadEvidence,
}: {
  claim: NonNullable<OrderDetail['warrantyClaim']>;
  busy: boolean;
  onAddEvidence: (files: File[]) => Promise<boolean>;
  onDownloadEvidence: (evidence: DisputeEvidence) => void;
}) {
  const t = useIntl().formatMessage;
  const remaining = DISPUTE_EVIDENCE_MAX_FILES - claim.evidence.length;
  return (
    <section
      aria-labelledby="warranty-claim-evidence-title"
      className="lm:flex lm:flex-col lm:gap-2"
      data-slot="warranty-claim-evidence"
    >
      <h3 id="warranty-claim-evidence-title" className="lm:text-sm lm:font-medium">
        {t(m.evidenceTitle)}
      </h3>
      <DisputeEvidenceList
        evidence={claim.evidence}
        onDownload={onDownloadEvidence}
        label={t(m.evidenceTitle)}
      />
      {claim.canAddEvidence ? (
        <EvidenceUploadForm
          remaining={remaining}
          subject="warranty_claim"
          busy={busy}
          onAdd={onAddEvidence}
        />
      ) : claim.status === 'open' && remaining <= 0 ? (
        <p className="lm:text-sm lm:text-muted-foreground">
          {t(m.evidenceFull, { max: DISPUTE_EVIDENCE_MAX_FILES })}
        </p>
      ) : null}
    </section>
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
  onOpen: (claim: { reason: WarrantyClaimReason; description: string }, files: File[]) => Promise<boolean>;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [reason, setReason] = useState<WarrantyClaimReason>('recovered');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<AttachmentChoice[]>([]);
  const [fileProblem, setFileProblem] = useState<MessageDescriptor | null>(null);
  const [tried, setTried] = useState(false);
  const endsAt = order.warranty?.endsAt;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (description.trim() === '') return;
    const chosen = files.map((item) => item.file);
    if (await onOpen({ reason, description: description.trim() }, chosen)) {
      setDescription('');
      setFiles([]);
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
        description={t(m.whatHint)}
        required
        error={tried && description.trim() === '' ? t(m.descriptionRequired) : undefined}
      >
        <Textarea
          value={description}
          maxLength={WARRANTY_CLAIM_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <EvidenceGuidance category={order.category} />
      {fileProblem ? <Alert variant="error" live title={t(fileProblem)} /> : null}
      <EvidenceInput
        legend={t(e.disputeFiles)}
        hint={t(m.filesHint, { max: DISPUTE_EVIDENCE_MAX_FILES })}
        remaining={DISPUTE_EVIDENCE_MAX_FILES}
        subject="warranty_claim"
        files={files}
        onFilesChange={setFiles}
        onProblem={setFileProblem}
        disabled={busy}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {t(m.submit)}
        </Button>
      </div>
    </form>
  );
}
