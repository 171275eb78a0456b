import type { OrderDetail } from '@lootmarket/contract';
import { defineMessages, useIntl } from 'react-intl';
import { orderMessages } from './order-messages';

/** The timeline's words (their ids were first written for the admin's dispute page, which shows it too). */
export const orderTimelineMessages = defineMessages({
  timeline: { id: 'admin.disputeDetail.timeline', defaultMessage: 'Order timeline' },
  ordered: { id: 'admin.disputeDetail.ordered', defaultMessage: 'Ordered' },
  paid: { id: 'admin.disputeDetail.paid', defaultMessage: 'Paid' },
  delivered: { id: 'admin.disputeDetail.delivered', defaultMessage: 'Marked as delivered' },
  confirmed: { id: 'admin.disputeDetail.confirmed', defaultMessage: 'Delivery confirmed by the buyer' },
  disputeOpened: { id: 'admin.disputeDetail.disputeOpened', defaultMessage: 'Dispute opened by the buyer' },
  disputeResolved: { id: 'admin.disputeDetail.disputeResolved', defaultMessage: 'Dispute decided' },
  refundedToMethod: {
    id: 'admin.disputeDetail.refundedToMethod',
    defaultMessage: 'Refunded to the payment method',
  },
  completed: { id: 'admin.disputeDetail.completed', defaultMessage: 'Completed' },
  failed: { id: 'admin.disputeDetail.failed', defaultMessage: 'Failed' },
  refunded: { id: 'order.timeline.refunded', defaultMessage: 'Refunded to the buyer' },
});

export type OrderTimelineKey =
  | 'ordered'
  | 'paid'
  | 'delivered'
  | 'confirmed'
  | 'disputeOpened'
  | 'disputeResolved'
  | 'refundedToMethod'
  | 'completed'
  | 'refunded'
  | 'failed';

/** What happened to the order, oldest first, from the instants the order keeps. */
export function orderTimeline(order: OrderDetail): { key: OrderTimelineKey; at: string }[] {
  const events: [OrderTimelineKey, string | null | undefined][] = [
    ['ordered', order.date],
    ['paid', order.paidAt],
    ['delivered', order.deliveredAt],
    ['confirmed', order.confirmedAt],
    ['disputeOpened', order.dispute?.openedAt],
    ['disputeResolved', order.dispute?.resolvedAt],
    ['refundedToMethod', order.refund?.refundedAt],
    ['completed', order.completedAt],
    // A refund ends the order as failed; it reads as the refund it was, never as "failed".
    [order.failureReason === 'refunded' ? 'refunded' : 'failed', order.failedAt],
  ];
  return events
    .filter((event): event is [OrderTimelineKey, string] => Boolean(event[1]))
    .map(([key, at]) => ({ key, at }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The order's events as a list, each with its instant in the reader's locale (the order page, the admin's dispute). */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ol
      className="lm:flex lm:flex-col lm:gap-2 lm:border-s lm:border-border lm:ps-4"
      data-slot="order-timeline"
    >
      {orderTimeline(order).map((event) => (
        <li key={event.key} className="lm:flex lm:flex-col" data-event={event.key}>
          <span className="lm:font-medium">{t(orderTimelineMessages[event.key])}</span>
          <time dateTime={event.at} className="lm:text-sm lm:text-muted-foreground">
            {intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          {event.key === 'delivered' && order.deliveryNote ? (
            <span className="lm:text-sm lm:whitespace-pre-line lm:[overflow-wrap:anywhere]">
              {t(orderMessages.deliveryNote, { note: order.deliveryNote })}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
