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
  checkout,
  downloadDisputeEvidence,
  openDispute,
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
