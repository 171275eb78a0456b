export { checkoutMessages, paymentPageMessages } from './checkout-messages';
export { CheckoutPage, CheckoutView } from './checkout-page';
export { SandboxPaymentPage, SandboxPaymentView } from './payment-page';
