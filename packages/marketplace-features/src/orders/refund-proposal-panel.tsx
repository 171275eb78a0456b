import {
  formatMinorAsDecimal,
  type OrderDetail,
  parseDecimalToMinor,
  type RefundProposal,
  type RefundProposalSide,
} from '@lootmarket/contract';
import { formatDateTime } from '@lootmarket/i18n';
import { Alert, Button, Card, Field, Input } from '@lootmarket/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { partialRefundMessages as m, proposalStatusMessages } from './partial-refund-messages';
import { useFormatMoney } from './use-format-money';

export type RefundProposalPanelProps = {
  order: OrderDetail;
  busy: boolean;
  /** Proposes what the buyer gets back (minor units, a decimal string); true when it was taken. */
  onPropose: (refund: string) => Promise<boolean>;
  /** Answers the other side's open proposal. */
  onAnswer: (proposalId: string, answer: 'accept' | 'reject') => void;
};

/**
 * A proposed amount, typed in the order's currency: the contract's parser (THE decimal → minor rule);
 * valid above 0 and below what the buyer paid.
 */
export function parseRefund(
  text: string,
  order: Pick<OrderDetail, 'currency' | 'totalPrice'>,
): bigint | null {
  const minor = parseDecimalToMinor(text, order.currency);
  return minor !== null && minor < BigInt(order.totalPrice) ? minor : null;
}

/**
 * Partial refunds of a dispute, for the buyer and the seller: the open proposal (the viewer's own,
 * waiting; or the other side's, with accept and reject), a form to propose (or counter), the earlier
 * proposals, and once settled, how the payment was split.
 */
export function RefundProposalPanel({ order, busy, onPropose, onAnswer }: RefundProposalPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useFormatMoney();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const mySide: RefundProposalSide = order.type === 'purchase' ? 'buyer' : 'seller';
  const total = money(order.totalPrice, order.currency);
  const open = order.refundProposals.find((proposal) => proposal.status === 'open');
  const earlier = order.refundProposals.filter((proposal) => proposal.status !== 'open');
  const parsed = parseRefund(text, order);
  const invalid = tried && parsed === null;

  if (!order.split && !order.can.proposeRefund && order.refundProposals.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (parsed === null) return;
    if (await onPropose(parsed.toString())) {
      setText('');
      setTried(false);
    }
  }

  return (
    <Card
      asSection
      aria-labelledby="partial-refund-title"
      className="lm:flex lm:flex-col lm:gap-4 lm:p-5"
      data-slot="partial-refund"
    >
      <h2 id="partial-refund-title" className="lm:text-lg lm:font-semibold">
        {t(m.title)}
      </h2>
      {order.split ? (
        <Alert variant="success">
          {mySide === 'buyer'
            ? t(m.settledBuyer, {
                by: order.split.decidedBy,
                refund: money(order.split.refund, order.currency),
                kept: money(order.split.kept, order.currency),
              })
            : t(m.settledSeller, {
                by: order.split.decidedBy,
                refund: money(order.split.refund, order.currency),
                sellerNet: money(order.split.sellerNet, order.currency),
                fee: money(order.split.fee, order.currency),
              })}
        </Alert>
      ) : null}
      {!order.split && order.can.proposeRefund ? (
        <p className="lm:text-sm lm:text-muted-foreground">{t(m.intro)}</p>
      ) : null}
      {open ? (
        <OpenProposal
          proposal={open}
          mine={open.side === mySide}
          mySide={mySide}
          amount={money(open.refund, order.currency)}
          busy={busy}
          canAnswer={order.can.proposeRefund}
          onAnswer={onAnswer}
        />
      ) : null}
      {order.can.proposeRefund ? (
        <form noValidate onSubmit={submit} className="lm:flex lm:flex-col lm:gap-3">
          <Field
            label={t(m.amount, { currency: order.currency })}
            description={t(m.amountHint, { total })}
            error={invalid ? t(m.amountInvalid, { total }) : undefined}
            required
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={text}
              placeholder={formatMinorAsDecimal(0, order.currency)}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              {t(open ? m.proposeInstead : m.propose)}
            </Button>
          </div>
        </form>
      ) : null}
      {earlier.length > 0 ? (
        <div className="lm:flex lm:flex-col lm:gap-2">
          <h3 className="lm:text-sm lm:font-semibold">{t(m.history)}</h3>
          <ul className="lm:flex lm:flex-col lm:gap-1 lm:text-sm">
            {earlier.map((proposal) => (
              <li key={proposal.id} className="lm:flex lm:flex-wrap lm:justify-between lm:gap-x-3">
                <span className="lm:[overflow-wrap:anywhere]">
                  {t(m.historyItem, {
                    who: proposal.side === mySide ? 'me' : proposal.side,
                    amount: money(proposal.refund, order.currency),
                    status: t(proposalStatusMessages[proposal.status]),
                  })}
                </span>
                <time dateTime={proposal.createdAt} className="lm:text-muted-foreground">
                  {formatDateTime(new Date(proposal.createdAt), intl.locale)}
                </time>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

function OpenProposal({
  proposal,
  mine,
  mySide,
  amount,
  busy,
  canAnswer,
  onAnswer,
}: {
  proposal: RefundProposal;
  mine: boolean;
  mySide: RefundProposalSide;
  amount: string;
  busy: boolean;
  canAnswer: boolean;
  onAnswer: RefundProposalPanelProps['onAnswer'];
}) {
  const t = useIntl().formatMessage;
  if (mine) return <Alert variant="info">{t(m.mineOpen, { amount })}</Alert>;
  return (
    <Alert variant="warning">
      <div className="lm:flex lm:flex-col lm:gap-3">
        <p>{t(mySide === 'buyer' ? m.theirsOpenBuyer : m.theirsOpenSeller, { amount })}</p>
        {canAnswer ? (
          <div className="lm:flex lm:flex-wrap lm:gap-2">
            <Button disabled={busy} onClick={() => onAnswer(proposal.id, 'accept')}>
              {t(m.accept, { amount })}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => onAnswer(proposal.id, 'reject')}>
              {t(m.reject)}
            </Button>
          </div>
        ) : null}
      </div>
    </Alert>
  );
}
