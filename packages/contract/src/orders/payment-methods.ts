/**
 * Spec §1: credit card, wallet balance, crypto. In a module without zod, so a page that only shows
 * the offered methods (the site footer's payment logos) does not load zod.
 */
export const PAYMENT_METHODS = ['wallet', 'card', 'crypto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether `value` names one of the payment methods. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}
