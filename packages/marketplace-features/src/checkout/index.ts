export { checkoutMessages, paymentPageMessages, refundClaimMessages } from './checkout-messages';
export { CheckoutPage, CheckoutView } from './checkout-page';
export { SandboxPaymentPage, SandboxPaymentView } from './payment-page';
export {
  SandboxRefundClaimPage,
  SandboxRefundClaimView,
  type SandboxRefundClaimViewProps,
} from './refund-claim-page';
