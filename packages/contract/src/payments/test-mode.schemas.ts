import { z } from 'zod';
import { paymentMethodSchema } from '../orders/orders.schemas';
import { WITHDRAWAL_METHODS } from '../withdrawals/withdrawals.schemas';

/**
 * GET /api/v1/payments/test-mode (public): which payments and payouts go to the sandbox provider,
 * where no real money moves. The web app labels those pages "Test mode: no real money". A production
 * server runs with any of them only when its operator allowed it (ALLOW_SANDBOX_PAYMENTS=true).
 */
export const paymentTestModeSchema = z.object({
  /** Card payments go to the sandbox (its published test cards pay). */
  card: z.boolean(),
  /** Crypto payments go to the sandbox (its test invoices are confirmed on its page). */
  crypto: z.boolean(),
  /** The withdrawal methods on offer that the sandbox pays out: the balance goes, no money is sent. */
  withdrawalMethods: z.array(z.enum(WITHDRAWAL_METHODS)),
});
export type PaymentTestMode = z.infer<typeof paymentTestModeSchema>;

/**
 * GET /api/v1/payments/methods (public): the payment methods this server offers at checkout, in the
 * order the checkout lists them. The footer and the checkout name only these (spec §1 names PayPal and
 * Apple Pay in marketing text; no provider here takes them, so they are never listed).
 */
export const paymentMethodsResponseSchema = z.object({
  methods: z.array(paymentMethodSchema),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;
