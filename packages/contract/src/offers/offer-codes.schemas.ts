import { z } from 'zod';
import { text } from '../validation/text';

/** The spec names no limits: enough for a batch of keys, small enough for one request. */
export const OFFER_CODES_MAX_PER_UPLOAD = 1000;
export const OFFER_CODE_MAX_LENGTH = 500;

/** Automatic delivery: the seller's secret codes (keys, gift-card codes), one per unit sold. */
export const offerCodesUploadRequestSchema = z.object({
  codes: z.array(text().trim().min(1).max(OFFER_CODE_MAX_LENGTH)).min(1).max(OFFER_CODES_MAX_PER_UPLOAD),
});
export type OfferCodesUploadRequest = z.infer<typeof offerCodesUploadRequestSchema>;

/** Counts only: stored codes are never sent back to anyone but the buyer of one. */
export const offerCodesStatusSchema = z.object({
  /** Codes waiting for a buyer: the offer's stock. */
  unsold: z.number().int(),
  sold: z.number().int(),
  /** Codes of this upload that were already stored for the offer and so skipped. */
  duplicates: z.number().int().optional(),
});
export type OfferCodesStatus = z.infer<typeof offerCodesStatusSchema>;
