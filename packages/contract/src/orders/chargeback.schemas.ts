import { z } from 'zod';

/**
 * A chargeback: the payer disputed the card charge at the issuer (a Stripe Dispute). `status` is
 * Stripe's (warning_needs_response, warning_under_review, warning_closed, needs_response,
 * under_review, won, lost, prevented); `closed` once it is won, lost, warning_closed or prevented.
 * `amount` in the order currency's minor units. Recorded from Stripe's events; it moves no money,
 * except a lost one after proven delivery, which the platform covers (`coveredAt`).
 */
export const adminChargebackSchema = z.object({
  id: z.string(),
  status: z.string(),
  reason: z.string(),
  amount: z.string().regex(/^\d+$/),
  closed: z.boolean(),
  openedAt: z.string(),
  updatedAt: z.string(),
  /**
   * Lost after proven delivery and covered by the platform (chargeback protection): when; the order
   * was released to its seller (or had been completed) and the loss booked to the platform. null: not.
   */
  coveredAt: z.string().nullable(),
});
export type AdminChargeback = z.infer<typeof adminChargebackSchema>;
