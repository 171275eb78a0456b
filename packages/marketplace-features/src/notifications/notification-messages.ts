import type { NotificationKind } from '@lootmarket/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const notificationPanelMessages = defineMessages({
  bell: {
    id: 'notifications.bell.label',
    defaultMessage:
      '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  },
  title: { id: 'notifications.panel.title', defaultMessage: 'Notifications' },
  tabAll: { id: 'notifications.tab.all', defaultMessage: 'All' },
  tabMessages: { id: 'notifications.tab.messages', defaultMessage: 'Messages' },
  tabSales: { id: 'notifications.tab.sales', defaultMessage: 'Sales' },
  tabPayments: { id: 'notifications.tab.payments', defaultMessage: 'Payments' },
  timeFilter: { id: 'notifications.filter.label', defaultMessage: 'Show' },
  filterNew: { id: 'notifications.filter.new', defaultMessage: 'New' },
  filterToday: { id: 'notifications.filter.today', defaultMessage: 'Today' },
  filterWeek: { id: 'notifications.filter.week', defaultMessage: 'This week' },
  filterMonth: { id: 'notifications.filter.month', defaultMessage: 'This month' },
  sound: { id: 'notifications.sound', defaultMessage: 'Sound' },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all as read' },
  empty: { id: 'notifications.empty', defaultMessage: 'No notifications here yet.' },
  loadMore: { id: 'notifications.loadMore', defaultMessage: 'Show older' },
  loadFailed: { id: 'notifications.loadFailed', defaultMessage: 'Could not load notifications.' },
  unread: { id: 'notifications.unread', defaultMessage: 'Unread' },
  reconnect: {
    id: 'notifications.connection.reconnect',
    defaultMessage: 'Reconnect',
    description: 'Button shown after the live updates gave up reconnecting; starts the attempts again.',
  },
});

/** Title and body of each kind; the server stores only kind and params, the reader's language words it. */
export const notificationKindMessages: Record<
  NotificationKind,
  { title: MessageDescriptor; body: MessageDescriptor }
> = {
  order_paid: defineMessages({
    title: { id: 'notifications.orderPaid.title', defaultMessage: 'Order paid' },
    body: {
      id: 'notifications.orderPaid.body',
      defaultMessage: 'Order {orderId} has been paid. Please deliver it to the buyer.',
    },
  }),
  order_delivered: defineMessages({
    title: { id: 'notifications.orderDelivered.title', defaultMessage: 'Order delivered' },
    body: {
      id: 'notifications.orderDelivered.body',
      defaultMessage: 'The seller delivered order {orderId}. Please check it and confirm.',
    },
  }),
  order_marked_delivered: defineMessages({
    title: { id: 'notifications.orderMarkedDelivered.title', defaultMessage: 'Marked as delivered' },
    body: {
      id: 'notifications.orderMarkedDelivered.body',
      defaultMessage: 'You marked order {orderId} as delivered. The buyer is asked to check it and confirm.',
    },
  }),
  order_completed: defineMessages({
    title: { id: 'notifications.orderCompleted.title', defaultMessage: 'Order completed' },
    body: {
      id: 'notifications.orderCompleted.body',
      defaultMessage: 'Order {orderId} is complete and the payment has been released.',
    },
  }),
  order_reserve_released: defineMessages({
    title: { id: 'notifications.orderReserveReleased.title', defaultMessage: 'Reserve released' },
    body: {
      id: 'notifications.orderReserveReleased.body',
      defaultMessage: 'The warranty of order {orderId} ended: {amount} is now available in your wallet.',
    },
  }),
  order_disputed: defineMessages({
    title: { id: 'notifications.orderDisputed.title', defaultMessage: 'Dispute opened' },
    body: {
      id: 'notifications.orderDisputed.body',
      defaultMessage: 'A dispute was opened on order {orderId}.',
    },
  }),
  order_failed: defineMessages({
    title: { id: 'notifications.orderFailed.title', defaultMessage: 'Order failed' },
    body: { id: 'notifications.orderFailed.body', defaultMessage: 'Order {orderId} failed.' },
  }),
  order_payment_declined: defineMessages({
    title: { id: 'notifications.orderPaymentDeclined.title', defaultMessage: 'Payment declined' },
    body: {
      id: 'notifications.orderPaymentDeclined.body',
      defaultMessage: 'The payment for order {orderId} was declined. Nothing was charged.',
    },
  }),
  order_payment_expired: defineMessages({
    title: { id: 'notifications.orderPaymentExpired.title', defaultMessage: 'Payment expired' },
    body: {
      id: 'notifications.orderPaymentExpired.body',
      defaultMessage: 'The payment for order {orderId} expired before it was completed. Nothing was charged.',
    },
  }),
  order_payment_refunded: defineMessages({
    title: { id: 'notifications.orderPaymentRefunded.title', defaultMessage: 'Your payment was refunded' },
    body: {
      id: 'notifications.orderPaymentRefunded.body',
      defaultMessage:
        '{to, select, wallet {Your payment of {amount} for order {orderId} was refunded to your wallet.} card {Your payment of {amount} for order {orderId} is on its way back to your card.} other {Your payment of {amount} for order {orderId} is on its way back as crypto.}}',
    },
  }),
  order_sale_refunded: defineMessages({
    title: { id: 'notifications.orderSaleRefunded.title', defaultMessage: 'Refunded to the buyer' },
    body: {
      id: 'notifications.orderSaleRefunded.body',
      defaultMessage: 'Order {orderId} was refunded to the buyer. You are not paid for it.',
    },
  }),
  dispute_answer_due: defineMessages({
    title: { id: 'notifications.disputeAnswerDue.title', defaultMessage: 'Your answer is due soon' },
    body: {
      id: 'notifications.disputeAnswerDue.body',
      defaultMessage:
        'The dispute on order {orderId} is waiting for your answer. {onSilence, select, refund {If you stay silent, the buyer is refunded automatically.} release {If you stay silent, the payment is released to the seller automatically.} other {If you stay silent, support decides.}}',
    },
  }),
  dispute_answered: defineMessages({
    title: { id: 'notifications.disputeAnswered.title', defaultMessage: 'New answer in a dispute' },
    body: {
      id: 'notifications.disputeAnswered.body',
      defaultMessage:
        '{side, select, seller {The seller} other {The buyer}} answered the dispute on order {orderId}.',
    },
  }),
  dispute_default_ruling: defineMessages({
    title: {
      id: 'notifications.disputeDefaultRuling.title',
      defaultMessage: 'Dispute decided by its deadline',
    },
    body: {
      id: 'notifications.disputeDefaultRuling.body',
      defaultMessage:
        '{ruling, select, refund {The seller did not answer in time: order {orderId} was refunded to the buyer.} release {The buyer did not answer in time: the payment for order {orderId} was released to the seller.} other {The deadline on order {orderId} passed: support will decide the dispute.}}',
    },
  }),
  dispute_deadline_extended: defineMessages({
    title: { id: 'notifications.disputeDeadlineExtended.title', defaultMessage: 'More time to answer' },
    body: {
      id: 'notifications.disputeDeadlineExtended.body',
      defaultMessage: 'Support extended your deadline to answer the dispute on order {orderId}.',
    },
  }),
  order_refund_proposed: defineMessages({
    title: { id: 'notifications.orderRefundProposed.title', defaultMessage: 'Partial refund proposed' },
    body: {
      id: 'notifications.orderRefundProposed.body',
      defaultMessage:
        'A partial refund of {amount} was proposed in the dispute about order {orderId}. Accept or reject it.',
    },
  }),
  order_refund_proposal_rejected: defineMessages({
    title: { id: 'notifications.orderRefundProposalRejected.title', defaultMessage: 'Proposal rejected' },
    body: {
      id: 'notifications.orderRefundProposalRejected.body',
      defaultMessage: 'Your partial refund of {amount} for order {orderId} was rejected.',
    },
  }),
  order_partially_refunded: defineMessages({
    title: { id: 'notifications.orderPartiallyRefunded.title', defaultMessage: 'Partly refunded' },
    body: {
      id: 'notifications.orderPartiallyRefunded.body',
      defaultMessage:
        '{to, select, wallet {{amount} for order {orderId} was refunded to your wallet.} card {{amount} for order {orderId} is on its way back to your card.} other {{amount} for order {orderId} is on its way back as crypto.}}',
    },
  }),
  warranty_claim_opened: defineMessages({
    title: { id: 'notifications.warrantyClaimOpened.title', defaultMessage: 'Warranty claim on a sale' },
    body: {
      id: 'notifications.warrantyClaimOpened.body',
      defaultMessage:
        'The buyer of order {orderId} opened a warranty claim. Replace the account or refund it before the deadline.',
    },
  }),
  warranty_claim_replaced: defineMessages({
    title: { id: 'notifications.warrantyClaimReplaced.title', defaultMessage: 'Replacement handed over' },
    body: {
      id: 'notifications.warrantyClaimReplaced.body',
      defaultMessage:
        'The seller of order {orderId} handed over a replacement. Check it, then confirm it or say it does not work.',
    },
  }),
  warranty_claim_refunded: defineMessages({
    title: { id: 'notifications.warrantyClaimRefunded.title', defaultMessage: 'Warranty claim refunded' },
    body: {
      id: 'notifications.warrantyClaimRefunded.body',
      defaultMessage: '{amount} for order {orderId} was refunded to your wallet under the warranty.',
    },
  }),
  warranty_claim_sale_refunded: defineMessages({
    title: { id: 'notifications.warrantyClaimSaleRefunded.title', defaultMessage: 'Warranty claim upheld' },
    body: {
      id: 'notifications.warrantyClaimSaleRefunded.body',
      defaultMessage: 'The warranty claim on order {orderId} was upheld: {amount} went back to the buyer.',
    },
  }),
  warranty_claim_closed: defineMessages({
    title: { id: 'notifications.warrantyClaimClosed.title', defaultMessage: 'Warranty claim closed' },
    body: {
      id: 'notifications.warrantyClaimClosed.body',
      defaultMessage:
        '{outcome, select, replaced {The warranty claim on order {orderId} was closed with the replacement.} other {Support rejected the warranty claim on order {orderId}.}}',
    },
  }),
  warranty_claim_answer_due: defineMessages({
    title: {
      id: 'notifications.warrantyClaimAnswerDue.title',
      defaultMessage: 'Warranty claim: answer soon',
    },
    body: {
      id: 'notifications.warrantyClaimAnswerDue.body',
      defaultMessage:
        'The warranty claim on order {orderId} is waiting for your answer. {onSilence, select, refund {If you stay silent, the buyer is refunded automatically.} release {If you stay silent, the claim closes with the replacement.} other {If you stay silent, support decides.}}',
    },
  }),
  order_sale_partially_refunded: defineMessages({
    title: {
      id: 'notifications.orderSalePartiallyRefunded.title',
      defaultMessage: 'Dispute settled by a split',
    },
    body: {
      id: 'notifications.orderSalePartiallyRefunded.body',
      defaultMessage:
        'The dispute about order {orderId} was settled: you were paid {amount}, the rest went back to the buyer.',
    },
  }),
  message_received: defineMessages({
    title: { id: 'notifications.messageReceived.title', defaultMessage: 'New message from {from}' },
    body: { id: 'notifications.messageReceived.body', defaultMessage: '{preview}' },
  }),
  withdrawal_approved: defineMessages({
    title: { id: 'notifications.withdrawalApproved.title', defaultMessage: 'Withdrawal approved' },
    body: {
      id: 'notifications.withdrawalApproved.body',
      defaultMessage: 'Your withdrawal of {amount} has been approved.',
    },
  }),
  withdrawal_rejected: defineMessages({
    title: { id: 'notifications.withdrawalRejected.title', defaultMessage: 'Withdrawal rejected' },
    body: {
      id: 'notifications.withdrawalRejected.body',
      defaultMessage: 'Your withdrawal of {amount} was rejected.',
    },
  }),
  withdrawal_payout_failed: defineMessages({
    title: { id: 'notifications.withdrawalPayoutFailed.title', defaultMessage: 'Withdrawal not paid out' },
    body: {
      id: 'notifications.withdrawalPayoutFailed.body',
      defaultMessage: 'Your withdrawal of {amount} could not be paid out. The amount is back in your wallet.',
    },
  }),
  withdrawal_payout_stalled: defineMessages({
    title: { id: 'notifications.withdrawalPayoutStalled.title', defaultMessage: 'Withdrawal delayed' },
    body: {
      id: 'notifications.withdrawalPayoutStalled.body',
      defaultMessage:
        'Your withdrawal of {amount} could not be paid out yet. The amount stays reserved while our team checks it.',
    },
  }),
  order_refunded: defineMessages({
    title: { id: 'notifications.orderRefunded.title', defaultMessage: 'Refund sent' },
    body: {
      id: 'notifications.orderRefunded.body',
      defaultMessage:
        'The refund of {amount} for order {orderId} was sent back to your original payment method.',
    },
  }),
  order_refund_refused: defineMessages({
    title: { id: 'notifications.orderRefundRefused.title', defaultMessage: 'Refund kept in your wallet' },
    body: {
      id: 'notifications.orderRefundRefused.body',
      defaultMessage:
        'The refund of {amount} for order {orderId} could not go back to your original payment method. It is in your wallet.',
    },
  }),
  ticket_answered: defineMessages({
    title: { id: 'notifications.ticketAnswered.title', defaultMessage: 'Ticket answered' },
    body: {
      id: 'notifications.ticketAnswered.body',
      defaultMessage: 'Support answered your ticket {ticketId}.',
    },
  }),
  offer_deactivated: defineMessages({
    title: { id: 'notifications.offerDeactivated.title', defaultMessage: 'Offer deactivated by moderators' },
    body: {
      id: 'notifications.offerDeactivated.body',
      defaultMessage: 'Your offer “{title}” was deactivated: {reason}',
    },
  }),
  offer_take_down_lifted: defineMessages({
    title: { id: 'notifications.offerTakeDownLifted.title', defaultMessage: 'Take-down lifted' },
    body: {
      id: 'notifications.offerTakeDownLifted.body',
      defaultMessage: 'You can activate your offer “{title}” again. Moderators wrote: {reason}',
    },
  }),
  offer_deleted: defineMessages({
    title: { id: 'notifications.offerDeleted.title', defaultMessage: 'Offer deleted by moderators' },
    body: {
      id: 'notifications.offerDeleted.body',
      defaultMessage: 'Your offer “{title}” and its photos were deleted: {reason}',
    },
  }),
};
