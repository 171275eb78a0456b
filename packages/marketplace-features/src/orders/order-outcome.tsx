import type { OrderListItem, OrderOutcome } from '@lootmarket/contract';
import { Badge, type BadgeVariantProps, OrderStatusBadge } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import {
  buyerOutcomeMessages,
  orderStatusMessages,
  type ShownOutcome,
  sellerOutcomeMessages,
} from './order-messages';

type Tone = NonNullable<BadgeVariantProps['variant']>;

/**
 * The status badge's tone for an outcome: a failed order is never shown as an error, since nothing
 * went wrong with the buyer's money (refunded, or never taken); a declined payment is a warning.
 */
const STATUS_TONE: Partial<Record<OrderOutcome, Tone>> = {
  refunded: 'neutral',
  declined: 'warning',
  expired: 'neutral',
  cancelled: 'neutral',
};

/** The sub-state badge's tone; a refund is good news for the buyer and plain information for the seller. */
function outcomeTone(outcome: ShownOutcome, buyer: boolean): Tone {
  switch (outcome) {
    case 'awaiting_payment':
      return 'info';
    case 'release_held':
    case 'disputed':
    case 'declined':
      return 'warning';
    case 'refunded':
    case 'partially_refunded':
      return buyer ? 'success' : 'info';
    case 'expired':
    case 'cancelled':
      return 'neutral';
  }
}

/** Whether the outcome says more than the status (in escrow and completed do not). */
export function isShownOutcome(outcome: OrderOutcome): outcome is ShownOutcome {
  return outcome !== 'in_escrow' && outcome !== 'completed';
}

/** The sub-state's words for this viewer: the buyer's ("Payment refunded") or the seller's ("Refunded to the buyer"). */
export function outcomeMessage(outcome: ShownOutcome, buyer: boolean) {
  return (buyer ? buyerOutcomeMessages : sellerOutcomeMessages)[outcome];
}

/**
 * The order's status (spec §4: in progress, completed, failed) and beside it what happened, in the
 * viewer's words: dispute open, payment refunded, payment declined, payment expired…
 */
export function OrderStatusBadges({
  order,
  className,
}: {
  order: Pick<OrderListItem, 'status' | 'outcome' | 'type'>;
  className?: string;
}) {
  const t = useIntl().formatMessage;
  const buyer = order.type === 'purchase';
  const outcome = order.outcome;
  return (
    <span
      className={className ?? 'lm:inline-flex lm:flex-wrap lm:items-center lm:gap-1'}
      data-slot="order-state"
    >
      <OrderStatusBadge
        status={order.status}
        tone={STATUS_TONE[outcome]}
        labels={{
          pending: t(orderStatusMessages.pending),
          completed: t(orderStatusMessages.completed),
          failed: t(orderStatusMessages.failed),
        }}
      />
      {isShownOutcome(outcome) ? (
        <Badge variant={outcomeTone(outcome, buyer)} data-outcome={outcome}>
          {t(outcomeMessage(outcome, buyer))}
        </Badge>
      ) : null}
    </span>
  );
}
