import { z } from 'zod';

/**
 * A chargeback: the payer disputed the card charge at the issuer (a Stripe Dispute). `status` is
 * Stripe's (warning_needs_response, warning_under_review, warning_closed, needs_response,
 * under_review, won, lost, prevented); `closed` once it is won, lost, warning_closed or prevented.
 * `amount` in the order currency's minor units. Recorded from Stripe's events; it moves no money.
 */
export const adminChargebackSchema = z.object({
  id: z.string(),
  status: z.string(),
  reason: z.string(),
  amount: z.string().regex(/^\d+$/),
  closed: z.boolean(),
  openedAt: z.string(),
  updatedAt: z.string(),
});
export type AdminChargeback = z.infer<typeof adminChargebackSchema>;
