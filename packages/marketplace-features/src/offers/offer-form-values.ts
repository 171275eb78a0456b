import {
  type CategorySlug,
  type DeliveryTimeId,
  type FieldErrorCode,
  formatMinorAsDecimal,
  type GameDetail,
  OFFER_MAX_PHOTOS,
  type Offer,
  type OfferCreateRequest,
  type OfferCurrency,
  type OfferUpdateRequest,
  offerCreateRequestSchema,
  offerFieldErrors,
  SERVER_SCOPED_CATEGORIES,
} from '@lootmarket/contract';

/** The add-product and edit-offer form as typed: every field a string, as its control holds it. */
export interface OfferFormValues {
  game: string;
  category: string;
  server: string;
  title: string;
  description: string;
  deliveryTime: string;
  price: string;
  currency: OfferCurrency;
  quantity: string;
  /** Units of the good one purchase delivers (10000 for 10k gold); 1 for single goods. */
  bundleSize: string;
  /** Warranty days ('14', '30', '60', '90') in a category that carries one; '' elsewhere. */
  warrantyDays: string;
}

export const EMPTY_OFFER_FORM: OfferFormValues = {
  game: '',
  category: '',
  server: '',
  title: '',
  description: '',
  deliveryTime: '',
  price: '',
  currency: 'USD',
  quantity: '1',
  bundleSize: '1',
  warrantyDays: '',
};

/** The form filled with an offer as stored, for its edit page. */
export function offerFormValues(offer: Offer): OfferFormValues {
  return {
    game: offer.game.slug,
    category: offer.category,
    server: offer.server?.slug ?? '',
    title: offer.title,
    description: offer.description,
    deliveryTime: offer.deliveryTime,
    price: formatMinorAsDecimal(offer.priceMinor, offer.currency),
    currency: offer.currency,
    quantity: String(offer.quantity),
    bundleSize: String(offer.bundleSize),
    warrantyDays: offer.warrantyDays === null ? '' : String(offer.warrantyDays),
  };
}

/** A whole-number field: an empty box is no number (the schema refuses it), not a default. */
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body the API takes, from the form as typed. */
export function offerRequest(values: OfferFormValues): OfferCreateRequest {
  return {
    game: values.game,
    category: values.category as CategorySlug,
    server: values.server || null,
    title: values.title,
    description: values.description,
    deliveryTime: values.deliveryTime as DeliveryTimeId,
    price: values.price,
    currency: values.currency,
    quantity: wholeNumber(values.quantity),
    bundleSize: wholeNumber(values.bundleSize),
    // Only where the category carries a warranty (the form clears it for another category).
    ...(values.warrantyDays ? { warrantyDays: wholeNumber(values.warrantyDays) } : {}),
  };
}

/**
 * What is set when an offer is listed and fixed after: the edit body has no such field (the contract's
 * offerUpdateRequestSchema). The bundle size: the checkout binds the price, and the goods that price
 * buys must not change under it; another bundle is another offer.
 */
export const OFFER_FIXED_FIELDS = ['bundleSize'] as const satisfies ReadonlyArray<
  Exclude<keyof OfferCreateRequest, keyof OfferUpdateRequest>
>;
export type OfferFixedField = (typeof OFFER_FIXED_FIELDS)[number];
type EditableField = Exclude<keyof OfferCreateRequest, OfferFixedField>;

const isEditable = (key: keyof OfferCreateRequest): key is EditableField =>
  !(OFFER_FIXED_FIELDS as readonly string[]).includes(key);

/**
 * The edit form's PATCH body: only the fields that differ from the offer as it was loaded, so an
 * edit never rewrites what the seller did not touch, and never a fixed one. Empty when nothing changed.
 */
export function offerPatch(values: OfferFormValues, initial: OfferFormValues): OfferUpdateRequest {
  const request = offerRequest(values);
  const before = offerRequest(initial);
  const changed = (Object.keys(request) as Array<keyof OfferCreateRequest>)
    .filter(isEditable)
    .filter((key) => String(request[key] ?? '') !== String(before[key] ?? ''));
  return Object.fromEntries(changed.map((key) => [key, request[key]])) as OfferUpdateRequest;
}

/**
 * The rules of spec §5, checked in the browser with the contract's schema plus the catalog (the
 * game's categories and servers), exactly as the server checks them.
 */
export function validateOfferForm(
  values: OfferFormValues,
  game: GameDetail | undefined,
  photoCount: number,
): Record<string, FieldErrorCode> {
  const parsed = offerCreateRequestSchema.safeParse(offerRequest(values));
  const fields = parsed.success ? {} : offerFieldErrors(parsed.error.issues);
  if (game && !fields.category && !game.categories.includes(values.category as CategorySlug))
    fields.category = 'categoryInvalid';
  if (game && !fields.server) {
    const needsServer =
      game.servers.length > 0 && SERVER_SCOPED_CATEGORIES.has(values.category as CategorySlug);
    if (values.server && !game.servers.some((server) => server.slug === values.server))
      fields.server = 'serverInvalid';
    else if (!values.server && needsServer) fields.server = 'serverInvalid';
  }
  if (values.game && !game && !fields.game) fields.game = 'gameInvalid';
  if (photoCount > OFFER_MAX_PHOTOS) fields.photos = 'tooManyImages';
  return fields;
}
