export { DisputeAnswerForm, DisputeAnswerList } from './dispute-answers';
export {
  DisputeClock,
  type DisputeClockProps,
  DisputeClockSummary,
  type DisputeClockViewer,
} from './dispute-clock';
export { disputeClockMessages, evidenceGuidanceMessages } from './dispute-clock-messages';
export { EvidenceGuidance } from './evidence-upload';
export {
  orderMessages,
  ordersListMessages,
  paymentMethodMessages,
  transactionActionMessages,
} from './order-messages';
export { OrderDetailsView, OrderPage } from './order-page';
export { OrderTimeline, orderTimeline, orderTimelineMessages } from './order-timeline';
export {
  addDisputeEvidence,
  answerDispute,
  answerWarrantyClaim,
  checkout,
  downloadDisputeEvidence,
  openDispute,
  openWarrantyClaim,
  orderQueryKey,
  ordersQueryKey,
  useOrder,
  useOrderSummary,
  useOrders,
  usePayment,
} from './orders-api';
export { OrdersListPage, OrdersListView, readOrdersFilters, writeOrdersFilters } from './orders-list-page';
export { RatingForm } from './rating-form';
export { useFormatMoney } from './use-format-money';
export { useLiveOrder } from './use-live-order';
export { warrantyClaimMessages } from './warranty-claim-messages';
export { WarrantyClaimPanel, type WarrantyClaimPanelProps } from './warranty-claim-panel';
