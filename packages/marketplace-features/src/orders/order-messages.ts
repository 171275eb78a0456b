import type { OrderOutcome, PaymentMethod, WalletTransactionAction } from '@lootmarket/contract';
import { orderStatusMessages } from '@lootmarket/i18n';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { withValuesAll } from '../lib/messages';

export { orderStatusMessages };

export const paymentMethodMessages: Record<PaymentMethod, MessageDescriptor> = defineMessages({
  wallet: { id: 'orders.method.wallet', defaultMessage: 'Wallet balance' },
  card: { id: 'orders.method.card', defaultMessage: 'Card' },
  crypto: { id: 'orders.method.crypto', defaultMessage: 'Crypto' },
});

export const transactionActionMessages: Record<WalletTransactionAction, MessageDescriptor> = defineMessages({
  purchase: { id: 'wallet.action.purchase', defaultMessage: 'Purchase' },
  sale: { id: 'wallet.action.sale', defaultMessage: 'Sale' },
  refund: { id: 'wallet.action.refund', defaultMessage: 'Refund' },
  withdrawal: { id: 'wallet.action.withdrawal', defaultMessage: 'Withdrawal' },
  deposit: { id: 'wallet.action.deposit', defaultMessage: 'Deposit' },
  payment_refund: { id: 'wallet.action.paymentRefund', defaultMessage: 'Refund to card or crypto' },
});

/** The sub-states shown beside the status (in escrow and completed say nothing the status does not). */
export type ShownOutcome = Exclude<OrderOutcome, 'in_escrow' | 'completed'>;

/** The sub-state in the buyer's words (orders list, order page). */
export const buyerOutcomeMessages: Record<ShownOutcome, MessageDescriptor> = defineMessages({
  awaiting_payment: { id: 'order.outcome.buyer.awaitingPayment', defaultMessage: 'Awaiting your payment' },
  release_held: { id: 'order.outcome.buyer.releaseHeld', defaultMessage: 'Under review' },
  disputed: { id: 'order.outcome.buyer.disputed', defaultMessage: 'Dispute open' },
  refunded: { id: 'order.outcome.buyer.refunded', defaultMessage: 'Payment refunded' },
  partially_refunded: { id: 'order.outcome.buyer.partiallyRefunded', defaultMessage: 'Partly refunded' },
  declined: { id: 'order.outcome.buyer.declined', defaultMessage: 'Payment declined' },
  expired: { id: 'order.outcome.buyer.expired', defaultMessage: 'Payment expired' },
  cancelled: { id: 'order.outcome.buyer.cancelled', defaultMessage: 'Cancelled' },
});

/** The sub-state in the seller's words. */
export const sellerOutcomeMessages: Record<ShownOutcome, MessageDescriptor> = defineMessages({
  awaiting_payment: {
    id: 'order.outcome.seller.awaitingPayment',
    defaultMessage: 'Awaiting the buyer’s payment',
  },
  release_held: { id: 'order.outcome.seller.releaseHeld', defaultMessage: 'Payout on hold' },
  disputed: { id: 'order.outcome.seller.disputed', defaultMessage: 'Dispute open' },
  refunded: { id: 'order.outcome.seller.refunded', defaultMessage: 'Refunded to the buyer' },
  partially_refunded: {
    id: 'order.outcome.seller.partiallyRefunded',
    defaultMessage: 'Partly refunded to the buyer',
  },
  declined: { id: 'order.outcome.seller.declined', defaultMessage: 'Buyer’s payment declined' },
  expired: { id: 'order.outcome.seller.expired', defaultMessage: 'Buyer’s payment expired' },
  cancelled: { id: 'order.outcome.seller.cancelled', defaultMessage: 'Cancelled' },
});

export const orderMessages = withValuesAll(
  defineMessages({
    title: { id: 'order.title', defaultMessage: 'Order' },
    loading: { id: 'order.loading', defaultMessage: 'Loading the order…' },
    type: { id: 'order.type', defaultMessage: 'Type' },
    awaitingPayment: { id: 'order.awaitingPayment', defaultMessage: 'Waiting for your payment.' },
    completePayment: { id: 'order.completePayment', defaultMessage: 'Complete the payment' },
    paidTitle: { id: 'order.paidTitle', defaultMessage: 'Payment received' },
    paidBuyer: {
      id: 'order.paidBuyer',
      defaultMessage:
        'Your money is held in escrow. Confirm delivery once you have received everything; the seller is paid only then.',
    },
    paidSeller: {
      id: 'order.paidSeller',
      defaultMessage: 'The buyer has paid. Deliver the order; you are paid when the buyer confirms delivery.',
    },
    autoConfirmAt: {
      id: 'order.autoConfirmAt',
      defaultMessage: 'Confirms automatically on {date} unless you open a dispute.',
    },
    moneyAvailableAt: {
      id: 'order.moneyAvailableAt',
      defaultMessage: 'Money available at {date} unless the buyer opens a dispute.',
    },
    releaseHeldBuyer: {
      id: 'order.releaseHeldBuyer',
      defaultMessage:
        "The seller's account is suspended, so your payment stays in escrow while our team reviews this order. If you did not get what you paid for, open a dispute.",
    },
    releaseHeldConfirmed: {
      id: 'order.releaseHeldConfirmed',
      defaultMessage:
        "You confirmed delivery on {date}. The seller's account is suspended, so the payment stays in escrow while our team reviews this order.",
    },
    releaseHeldSeller: {
      id: 'order.releaseHeldSeller',
      defaultMessage: 'Your account is suspended: this payment is held in escrow for staff review.',
    },
    completedTitle: { id: 'order.completedTitle', defaultMessage: 'Order completed' },
    completedBuyer: {
      id: 'order.completedBuyer',
      defaultMessage: 'You confirmed delivery and the seller has been paid.',
    },
    completedSeller: { id: 'order.completedSeller', defaultMessage: 'The money is in your wallet.' },
    failureDeclined: {
      id: 'order.failure.declined',
      defaultMessage: 'The payment was declined. Nothing was charged.',
    },
    failureExpired: {
      id: 'order.failure.expired',
      defaultMessage: 'The payment expired. Nothing was charged.',
    },
    failureCancelled: {
      id: 'order.failure.cancelled',
      defaultMessage: 'The order was cancelled. Nothing was charged.',
    },
    refundedTitleBuyer: { id: 'order.refunded.titleBuyer', defaultMessage: 'Your payment was refunded' },
    refundedLineBuyer: {
      id: 'order.refunded.lineBuyer',
      defaultMessage:
        '{to, select, wallet {Your payment of {amount} was refunded to your wallet.} card {Your payment of {amount} was refunded to your card.} other {Your payment of {amount} was refunded as crypto.}}',
    },
    refundedTitleSeller: { id: 'order.refunded.titleSeller', defaultMessage: 'Refunded to the buyer' },
    refundedLineSeller: {
      id: 'order.refunded.lineSeller',
      defaultMessage:
        'The buyer’s payment of {amount} was refunded to them. You are not paid for this order.',
    },
    disputeWon: { id: 'order.disputeWon', defaultMessage: 'Dispute decided in your favour.' },
    refundPending: {
      id: 'order.refund.pending',
      defaultMessage:
        '{method, select, card {The money is on its way back to your card.} other {The money is on its way back as crypto.}}',
    },
    refundedCard: {
      id: 'order.refund.refundedCard',
      defaultMessage: 'The money was returned to your card. Your bank may take a few days to show it.',
    },
    refundedCrypto: {
      id: 'order.refund.refundedCrypto',
      defaultMessage: 'Your crypto refund is ready: claim it to an address of your own.',
    },
    refundClaim: { id: 'order.refund.claim', defaultMessage: 'Claim the crypto refund' },
    helpTitle: { id: 'order.help.title', defaultMessage: 'Need help with this order?' },
    helpOpenTicket: { id: 'order.help.openTicket', defaultMessage: 'Open a ticket' },
    refundClaimed: {
      id: 'order.refund.claimedCrypto',
      defaultMessage: 'You claimed your crypto refund on {date}.',
    },
    refundRefused: {
      id: 'order.refund.refused',
      defaultMessage:
        'The refund could not go back to your original payment method, so the money is in your wallet.',
    },
    delivery: { id: 'order.delivery', defaultMessage: 'Delivery' },
    yourCode: { id: 'order.yourCode', defaultMessage: 'Your code' },
    yourCodeNumbered: { id: 'order.yourCodeNumbered', defaultMessage: 'Your code {index} of {total}' },
    copy: { id: 'order.copy', defaultMessage: 'Copy' },
    copied: { id: 'order.copied', defaultMessage: 'Copied' },
    deliveredAt: { id: 'order.deliveredAt', defaultMessage: 'Delivered on {date}.' },
    notDeliveredYet: {
      id: 'order.notDeliveredYet',
      defaultMessage: 'The seller has not marked the order as delivered yet. Talk to them in the chat.',
    },
    markDelivered: { id: 'order.markDelivered', defaultMessage: 'Mark as delivered' },
    openChat: { id: 'order.openChat', defaultMessage: 'Open the chat' },
    markDeliveredTitle: { id: 'order.markDeliveredTitle', defaultMessage: 'Mark this order as delivered?' },
    markDeliveredBody: {
      id: 'order.markDeliveredBody',
      defaultMessage:
        'The buyer is asked to check the delivery and confirm it. Do this only once everything has been handed over.',
    },
    deliveryNoteLabel: { id: 'order.deliveryNoteLabel', defaultMessage: 'Note for the buyer (optional)' },
    deliveryNoteHint: {
      id: 'order.deliveryNoteHint',
      defaultMessage: 'For example, where to find the items. At most {max} characters.',
    },
    deliveryNote: { id: 'order.deliveryNote', defaultMessage: 'Seller’s note: {note}' },
    confirmDelivery: { id: 'order.confirmDelivery', defaultMessage: 'Confirm delivery' },
    confirmTitle: { id: 'order.confirmTitle', defaultMessage: 'Confirm that you received your order?' },
    confirmBody: {
      id: 'order.confirmBody',
      defaultMessage: 'The seller is paid at once. After this you can no longer open a dispute.',
    },
    cancel: { id: 'order.cancel', defaultMessage: 'Cancel' },
    confirmed: { id: 'order.confirmed', defaultMessage: 'Delivery confirmed. The seller has been paid.' },
    openDispute: { id: 'order.openDispute', defaultMessage: 'Open a dispute' },
    disputeTitle: { id: 'order.disputeTitle', defaultMessage: 'Open a dispute' },
    disputeBody: {
      id: 'order.disputeBody',
      defaultMessage: 'The money stays in escrow while our support team looks at the order and decides.',
    },
    disputeReason: { id: 'order.disputeReason', defaultMessage: 'What went wrong?' },
    disputeReasonRequired: { id: 'order.disputeReasonRequired', defaultMessage: 'Describe the problem.' },
    disputeSubmit: { id: 'order.disputeSubmit', defaultMessage: 'Open dispute' },
    disputeOpen: {
      id: 'order.disputeOpen',
      defaultMessage: 'Dispute open since {date}. Support will release or refund the payment.',
    },
    disputeReleased: { id: 'order.disputeReleased', defaultMessage: 'Dispute decided: the seller was paid.' },
    disputeRefunded: {
      id: 'order.disputeRefunded',
      defaultMessage: 'Dispute decided: the buyer was refunded.',
    },
    disputeNote: { id: 'order.disputeNote', defaultMessage: 'Support’s note: {note}' },
    rateTitle: { id: 'order.rateTitle', defaultMessage: 'Rate the seller' },
    rateLegend: { id: 'order.rateLegend', defaultMessage: 'How was this order?' },
    rateStar: { id: 'order.rateStar', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
    rateRequired: { id: 'order.rateRequired', defaultMessage: 'Choose from 1 to 5 stars.' },
    rateComment: { id: 'order.rateComment', defaultMessage: 'Comment (optional)' },
    rateSubmit: { id: 'order.rateSubmit', defaultMessage: 'Send rating' },
    rated: { id: 'order.rated', defaultMessage: 'Thank you for your rating.' },
    yourRating: { id: 'order.yourRating', defaultMessage: 'Your rating' },
    buyerRating: { id: 'order.buyerRating', defaultMessage: 'The buyer’s rating' },
    ratedStars: { id: 'order.ratedStars', defaultMessage: 'Rated {stars} out of 5' },
    details: { id: 'order.details', defaultMessage: 'Transaction details' },
    orderId: { id: 'order.orderId', defaultMessage: 'Order ID' },
    date: { id: 'order.date', defaultMessage: 'Date' },
    item: { id: 'order.item', defaultMessage: 'Item' },
    game: { id: 'order.game', defaultMessage: 'Game' },
    category: { id: 'order.category', defaultMessage: 'Category' },
    quantity: { id: 'order.quantity', defaultMessage: 'Quantity' },
    price: { id: 'order.price', defaultMessage: 'Price' },
    method: { id: 'order.method', defaultMessage: 'Payment method' },
    seller: { id: 'order.seller', defaultMessage: 'Seller' },
    buyer: { id: 'order.buyer', defaultMessage: 'Buyer' },
    description: { id: 'order.description', defaultMessage: 'Description' },
    payment: { id: 'order.payment', defaultMessage: 'Payment' },
    subtotal: { id: 'order.subtotal', defaultMessage: 'Subtotal' },
    fees: { id: 'order.fees', defaultMessage: 'Service fee' },
    total: { id: 'order.total', defaultMessage: 'Total paid' },
    sellerFee: { id: 'order.sellerFee', defaultMessage: 'Platform fee' },
    sellerNet: { id: 'order.sellerNet', defaultMessage: 'You receive' },
    purchase: { id: 'order.type.purchase', defaultMessage: 'Purchase' },
    sale: { id: 'order.type.sale', defaultMessage: 'Sale' },
  }),
);

export const ordersListMessages = withValuesAll(
  defineMessages({
    title: { id: 'orders.title', defaultMessage: 'Orders' },
    purchases: { id: 'orders.purchases', defaultMessage: 'Purchases' },
    sales: { id: 'orders.sales', defaultMessage: 'Sales' },
    role: { id: 'orders.role', defaultMessage: 'Show' },
    search: { id: 'orders.search', defaultMessage: 'Search orders' },
    searchPlaceholder: { id: 'orders.searchPlaceholder', defaultMessage: 'Item or order ID' },
    searchSubmit: { id: 'orders.searchSubmit', defaultMessage: 'Search' },
    status: { id: 'orders.status', defaultMessage: 'Status' },
    allStatuses: { id: 'orders.allStatuses', defaultMessage: 'All statuses' },
    caption: { id: 'orders.caption', defaultMessage: 'Your orders' },
    item: { id: 'orders.item', defaultMessage: 'Item' },
    date: { id: 'orders.date', defaultMessage: 'Date' },
    quantity: { id: 'orders.quantity', defaultMessage: 'Quantity' },
    total: { id: 'orders.total', defaultMessage: 'Total price' },
    counterpart: { id: 'orders.counterpart', defaultMessage: 'With' },
    empty: { id: 'orders.empty', defaultMessage: 'No orders yet.' },
    emptyFiltered: { id: 'orders.emptyFiltered', defaultMessage: 'No orders match these filters.' },
    clearFilters: { id: 'orders.clearFilters', defaultMessage: 'Clear filters' },
    pagination: { id: 'orders.pagination', defaultMessage: 'Pages' },
    previous: { id: 'orders.previous', defaultMessage: 'Previous page' },
    next: { id: 'orders.next', defaultMessage: 'Next page' },
    page: { id: 'orders.page', defaultMessage: 'Page {page}' },
    count: { id: 'orders.count', defaultMessage: '{count, plural, one {# order} other {# orders}}' },
    moneyAvailable: { id: 'orders.moneyAvailable', defaultMessage: 'Money available at {date}' },
    autoConfirm: { id: 'orders.autoConfirm', defaultMessage: 'Confirms automatically on {date}' },
  }),
);

/** Dispute evidence on the order page: the files both sides handed in, and adding more. */
export const disputeEvidenceMessages = withValuesAll(
  defineMessages({
    title: { id: 'order.evidence.title', defaultMessage: 'Dispute evidence' },
    intro: {
      id: 'order.evidence.intro',
      defaultMessage:
        'Screenshots and documents the buyer and the seller handed in for support. Up to {max} files per dispute.',
    },
    empty: { id: 'order.evidence.empty', defaultMessage: 'No files have been added yet.' },
    meta: { id: 'order.evidence.meta', defaultMessage: '{side} · {size} · {date}' },
    download: { id: 'order.evidence.download', defaultMessage: 'Download {name}' },
    downloadFailed: {
      id: 'order.evidence.downloadFailed',
      defaultMessage: 'The file could not be downloaded. Please try again.',
    },
    addLegend: { id: 'order.evidence.addLegend', defaultMessage: 'Add evidence' },
    addHint: {
      id: 'order.evidence.addHint',
      defaultMessage:
        'You can add {remaining, plural, one {# more file} other {# more files}}: images (JPEG, PNG, WebP) or PDF, 5 MB each.',
    },
    upload: { id: 'order.evidence.upload', defaultMessage: 'Upload files' },
    added: { id: 'order.evidence.added', defaultMessage: 'Your files were added to the dispute.' },
    full: {
      id: 'order.evidence.full',
      defaultMessage: 'This dispute already holds the most files it can ({max}).',
    },
    disputeFiles: { id: 'order.evidence.disputeFiles', defaultMessage: 'Evidence (optional)' },
    disputeFilesHint: {
      id: 'order.evidence.disputeFilesHint',
      defaultMessage:
        'Up to {max} images (JPEG, PNG, WebP) or PDF files, 5 MB each. You and the seller can add more while the dispute is open.',
    },
  }),
);
