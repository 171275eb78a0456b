import { z } from 'zod';
import { SLUG_PATTERN } from '../catalog/catalog.schemas';
import { CATEGORY_SLUGS, DELIVERY_TIME_IDS } from '../catalog/categories';
import type { ErrorCode, FieldErrorCode } from '../errors/error-codes';
import { hasExternalContacts } from '../moderation/external-contacts';
import { type DecimalAmount, parseDecimal } from '../money/amounts';
import { isWarrantyDays, type WarrantyDays } from '../orders/warranty';
import { text } from '../validation/text';
import {
  DEFAULT_OFFER_CURRENCY,
  OFFER_CURRENCY_CODES,
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_MAX_BUNDLE_SIZE,
  OFFER_MAX_QUANTITY,
  OFFER_TITLE_MAX_LENGTH,
  type OfferCurrency,
  offerPriceMinor,
} from './offer-rules';

const noExternalContacts = (value: string, ctx: z.core.$RefinementCtx<string>) => {
  if (hasExternalContacts(value)) {
    ctx.addIssue({ code: 'custom', input: value, params: { fieldCode: 'externalContacts' } });
  }
};

const offerTitle = text().trim().min(1).max(OFFER_TITLE_MAX_LENGTH).superRefine(noExternalContacts);
const offerDescription = text()
  .trim()
  .min(1)
  .max(OFFER_DESCRIPTION_MAX_LENGTH)
  .superRefine(noExternalContacts);
/**
 * A decimal amount in the offer's currency ("19.99"); numbers are taken as they are written. Parsed
 * here, once, to an exact decimal. What is no decimal at all (empty, "abc") is refused here, with
 * the other fields' problems; whether it fits the currency's minor units is checkPrice's question.
 */
const offerPrice = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const decimal = parseDecimal(String(value));
  if (decimal === null) {
    ctx.addIssue({ code: 'custom', input: value, params: { fieldCode: 'priceInvalid' } });
    return z.NEVER;
  }
  return decimal;
});
const offerQuantity = z.coerce.number().int().min(1).max(OFFER_MAX_QUANTITY);
const offerBundleSize = z.coerce.number().int().min(1).max(OFFER_MAX_BUNDLE_SIZE);
/**
 * The warranty the seller offers, in days: one of WARRANTY_DAYS, or null (absent: 14 in a category
 * that carries a warranty). The server refuses a number in a category without one (warrantyInvalid).
 */
const offerWarrantyDays = z
  .union([z.number(), z.string()])
  .nullable()
  .transform((value, ctx): WarrantyDays | null => {
    if (value === null || value === '') return null;
    const days = typeof value === 'string' ? Number(value) : value;
    if (!isWarrantyDays(days)) {
      ctx.addIssue({ code: 'custom', input: value, params: { fieldCode: 'warrantyInvalid' } });
      return z.NEVER;
    }
    return days;
  });

const offerFields = {
  /** The game's slug. */
  game: text().trim().min(1).max(80).regex(SLUG_PATTERN),
  category: z.enum(CATEGORY_SLUGS),
  /** The slug of one of the game's servers; required when the category needs one and the game has servers. */
  server: text().trim().max(80).regex(SLUG_PATTERN).nullable().optional(),
  title: offerTitle,
  description: offerDescription,
  deliveryTime: z.enum(DELIVERY_TIME_IDS),
  price: offerPrice,
  currency: z.enum(OFFER_CURRENCY_CODES).default(DEFAULT_OFFER_CURRENCY),
  /** Units in stock (spec §3 inStock). */
  quantity: offerQuantity,
  /**
   * How many of the good one unit of stock holds (10,000 gold); the market compares price per unit. Set
   * when the offer is listed and fixed after (not in the edit body): a buyer's checkout binds the price,
   * and the goods that price buys must not change under it either. Another bundle is another offer.
   */
  bundleSize: offerBundleSize.default(1),
  warrantyDays: offerWarrantyDays.optional(),
};

function checkPrice(
  value: { price?: DecimalAmount | null | undefined; currency?: OfferCurrency | undefined },
  ctx: z.core.$RefinementCtx<unknown>,
) {
  if (value.price === undefined) return;
  if (offerPriceMinor(value.price, value.currency ?? DEFAULT_OFFER_CURRENCY) === null) {
    ctx.addIssue({ code: 'custom', path: ['price'], params: { fieldCode: 'priceInvalid' } });
  }
}

/**
 * Add product (spec §5): the form and the server parse with this one schema. The body carries the
 * decimal `price` ("19.99"); the parsed result carries `priceMinor`, integer minor units of `currency`.
 */
export const offerCreateRequestSchema = z
  .object(offerFields)
  .superRefine(checkPrice)
  .transform(({ price, ...fields }) => ({
    ...fields,
    // checkPrice has refused a price that has no minor units.
    priceMinor: offerPriceMinor(price, fields.currency) as bigint,
  }));
export type OfferCreateRequest = z.input<typeof offerCreateRequestSchema>;
export type OfferCreateInput = z.output<typeof offerCreateRequestSchema>;

/**
 * Edit offer: any subset of the fields; the server checks the result as a whole. A new `price` comes
 * out as an exact decimal, parsed once here: without `currency` in the same body it is in the offer's
 * stored currency, which only the server knows; `editedOfferPriceMinor` (offer-rules) gives the
 * edited offer's minor units from it and the stored price. Checked here against the body's currency,
 * or USD when it names none.
 */
export const offerUpdateRequestSchema = z
  .object({
    game: offerFields.game.optional(),
    category: offerFields.category.optional(),
    server: offerFields.server,
    title: offerTitle.optional(),
    description: offerDescription.optional(),
    deliveryTime: offerFields.deliveryTime.optional(),
    price: offerPrice.optional(),
    currency: z.enum(OFFER_CURRENCY_CODES).optional(),
    quantity: offerQuantity.optional(),
    warrantyDays: offerWarrantyDays.optional(),
  })
  .superRefine(checkPrice)
  // checkPrice has refused a price that is not a decimal.
  .transform((patch) => patch as Omit<typeof patch, 'price'> & { price?: DecimalAmount });
export type OfferUpdateRequest = z.input<typeof offerUpdateRequestSchema>;
export type OfferUpdateInput = z.output<typeof offerUpdateRequestSchema>;

/** Which §5 message a wrong field shows. */
const FIELD_CODE_BY_FIELD: Record<string, FieldErrorCode> = {
  game: 'gameInvalid',
  category: 'categoryInvalid',
  server: 'serverInvalid',
  title: 'titleRequired',
  description: 'descriptionRequired',
  deliveryTime: 'deliveryTimeRequired',
  price: 'priceInvalid',
  currency: 'priceInvalid',
  quantity: 'quantityInvalid',
  bundleSize: 'bundleSizeInvalid',
  warrantyDays: 'warrantyInvalid',
  photos: 'tooManyImages',
};

/** The order the form lists its fields in: the first wrong one names the answer's error code. */
export const OFFER_FORM_FIELDS = [
  'game',
  'category',
  'server',
  'title',
  'description',
  'deliveryTime',
  'price',
  'quantity',
  'bundleSize',
  'warrantyDays',
  'photos',
] as const;

/** One §5 field code per wrong field of the offer form, from zod's issues. */
export function offerFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, FieldErrorCode> {
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    const key = field === 'currency' ? 'price' : field;
    const custom =
      issue.code === 'custom' ? (issue.params as { fieldCode?: FieldErrorCode })?.fieldCode : undefined;
    // A contact in the text outranks any other problem of that field: it is the one to fix.
    if (fields[key] && custom !== 'externalContacts') continue;
    if (custom) fields[key] = custom;
    else if (issue.code === 'too_big' && (key === 'title' || key === 'description')) fields[key] = 'tooLong';
    else fields[key] = FIELD_CODE_BY_FIELD[key] ?? 'invalid';
  }
  return fields;
}

const ERROR_CODE_BY_FIELD_CODE: Partial<Record<FieldErrorCode, ErrorCode>> = {
  gameInvalid: 'OFFER_GAME_INVALID',
  categoryInvalid: 'OFFER_CATEGORY_INVALID',
  serverInvalid: 'OFFER_SERVER_INVALID',
  titleRequired: 'OFFER_TITLE_REQUIRED',
  descriptionRequired: 'OFFER_DESCRIPTION_REQUIRED',
  deliveryTimeRequired: 'OFFER_DELIVERY_TIME_REQUIRED',
  priceInvalid: 'OFFER_PRICE_INVALID',
  quantityInvalid: 'OFFER_QUANTITY_INVALID',
  bundleSizeInvalid: 'OFFER_BUNDLE_SIZE_INVALID',
  warrantyInvalid: 'OFFER_WARRANTY_INVALID',
  tooManyImages: 'OFFER_TOO_MANY_IMAGES',
  externalContacts: 'EXTERNAL_CONTACTS_NOT_ALLOWED',
};

/**
 * The one code of a refused offer form: a contact in the text wins (it is a rule, not a typo), then
 * the first wrong field in form order.
 */
export function offerErrorCode(fields: Record<string, FieldErrorCode>): ErrorCode {
  if (Object.values(fields).includes('externalContacts')) return 'EXTERNAL_CONTACTS_NOT_ALLOWED';
  for (const field of OFFER_FORM_FIELDS) {
    const code = fields[field];
    if (code) return ERROR_CODE_BY_FIELD_CODE[code] ?? 'VALIDATION_FAILED';
  }
  return 'VALIDATION_FAILED';
}

export const offerIdParamsSchema = z.object({ offerId: z.uuid() });

export const offerPhotoSchema = z.object({
  id: z.string(),
  /** 320 px wide WebP, for cards and thumbnails. */
  smallUrl: z.string(),
  /** 960 px wide WebP, for the offer page. */
  largeUrl: z.string(),
});
export type OfferPhoto = z.infer<typeof offerPhotoSchema>;

export const offerSellerSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** The seller's uploaded avatar (a small square WebP), or null: the UI draws the initials. */
  avatarUrl: z.string().nullable(),
  positiveFeedbackPercent: z.number(),
  itemsSold: z.number().int(),
  reviewsCount: z.number().int(),
  averageAnswerMinutes: z.number().int().nullable(),
  lastSeenAt: z.string().nullable(),
  memberSince: z.string(),
});
export type OfferSeller = z.infer<typeof offerSellerSchema>;

/** A moderation take-down: the offer stays inactive until staff lift it. */
export const offerModerationLockSchema = z.object({
  /** What staff told the seller, word for word. */
  reason: z.string(),
  lockedAt: z.string(),
});
export type OfferModerationLock = z.infer<typeof offerModerationLockSchema>;

export const offerSchema = z.object({
  id: z.string(),
  game: z.object({ slug: z.string(), name: z.string() }),
  category: z.enum(CATEGORY_SLUGS),
  server: z.object({ slug: z.string(), name: z.string(), region: z.string().nullable() }).nullable(),
  title: z.string(),
  description: z.string(),
  deliveryTime: z.enum(DELIVERY_TIME_IDS),
  /** The decimal amount ("19.99"), as the form shows it. */
  price: z.string(),
  /** Integer minor units of `currency` (cents). */
  priceMinor: z.number().int(),
  currency: z.enum(OFFER_CURRENCY_CODES),
  /** Units in stock (spec §3 inStock). */
  quantity: z.number().int(),
  /** How many of the good one unit of stock holds (10,000 gold); 1 for single goods. */
  bundleSize: z.number().int(),
  /**
   * The warranty the offer carries, in days (WARRANTY_DAYS), in a category whose warranty rule is on;
   * null elsewhere. Each order copies it at purchase.
   */
  warrantyDays: z.number().int().nullable(),
  photos: z.array(offerPhotoSchema),
  active: z.boolean(),
  /** The category's goods are codes handed over automatically on payment. */
  automaticDelivery: z.boolean(),
  seller: offerSellerSchema,
  /** True when the signed-in caller listed this offer (the page shows the owner notice). */
  viewerIsOwner: z.boolean(),
  /**
   * Set while moderators hold the offer taken down (its owner cannot activate it); shown to the owner
   * and to staff, null for everyone else.
   */
  moderationLock: offerModerationLockSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerResponseSchema = z.object({
  offer: offerSchema,
  /** The §8 success message to show (an i18n id), when the call changed something. */
  messageId: z.string().optional(),
});
export type OfferResponse = z.infer<typeof offerResponseSchema>;

export const offerDeleteResponseSchema = z.object({ deleted: z.literal(true), messageId: z.string() });

const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const myOffersQuerySchema = z.object({
  /** My products, "show active only". */
  active: queryBoolean.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const offerListResponseSchema = z.object({
  offers: z.array(offerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OfferListResponse = z.infer<typeof offerListResponseSchema>;
