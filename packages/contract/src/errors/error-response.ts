import { z } from 'zod';
import { ledgerAmountSchema, ledgerCurrencySchema } from '../ledger/ledger.schemas';
import { ERROR_CODES, FIELD_ERROR_CODES } from './error-codes';

export const errorCodeSchema = z.enum(ERROR_CODES);
export const fieldErrorCodeSchema = z.enum(FIELD_ERROR_CODES);

/**
 * Facts a client needs to act on a refusal. PRICE_CHANGED: the offer's unit price now, in minor units,
 * and its currency (the checkout shows them and asks the buyer to confirm again).
 */
export const errorDetailsSchema = z.object({
  unitPrice: ledgerAmountSchema.optional(),
  currency: ledgerCurrencySchema.optional(),
});
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

/** The one shape of every error answer: `{ error: { code, message, fields?, reason?, details? }, requestId }`. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), fieldErrorCodeSchema).optional(),
    /**
     * The reason staff gave for the decision behind the refusal, word for word (a moderation
     * take-down: OFFER_LOCKED_BY_MODERATION), for the client to show next to the message.
     */
    reason: z.string().optional(),
    details: errorDetailsSchema.optional(),
  }),
  requestId: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
