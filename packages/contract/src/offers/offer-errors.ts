/**
 * Codes of the add-product and edit-offer rules (spec §5) and of photo uploads. They are spread into
 * ERROR_DEFINITIONS (errors/error-codes.ts); the message ids are the i18n catalogue's
 * `errors.offerForm.*`, the texts spec §5 word for word.
 */
export const OFFER_ERROR_DEFINITIONS = {
  OFFER_GAME_INVALID: {
    status: 400,
    messageId: 'errors.offerForm.gameInvalid',
    message: 'Select a valid game.',
  },
  OFFER_CATEGORY_INVALID: {
    status: 400,
    messageId: 'errors.offerForm.categoryInvalid',
    message: 'Select a valid category.',
  },
  OFFER_SERVER_INVALID: {
    status: 400,
    messageId: 'errors.offerForm.serverInvalid',
    message: 'Select a valid server.',
  },
  OFFER_TITLE_REQUIRED: {
    status: 400,
    messageId: 'errors.offerForm.titleRequired',
    message: 'Title is required.',
  },
  OFFER_DESCRIPTION_REQUIRED: {
    status: 400,
    messageId: 'errors.offerForm.descriptionRequired',
    message: 'Description is required.',
  },
  OFFER_DELIVERY_TIME_REQUIRED: {
    status: 400,
    messageId: 'errors.offerForm.deliveryTimeRequired',
    message: 'Select a delivery time.',
  },
  OFFER_PRICE_INVALID: { status: 400, messageId: 'errors.offerForm.priceInvalid', message: 'Invalid price.' },
  OFFER_QUANTITY_INVALID: {
    status: 400,
    messageId: 'errors.offerForm.quantityInvalid',
    message: 'Invalid quantity.',
  },
  // Ours: the bundle size (units of the good in one unit of stock) is not in the spec's form.
  OFFER_BUNDLE_SIZE_INVALID: {
    status: 400,
    messageId: 'errors.offerForm.bundleSizeInvalid',
    message: 'Enter how many units one purchase holds: a whole number from 1.',
  },
  // Ours: the warranty is not in the spec's form (issue 21).
  OFFER_WARRANTY_INVALID: {
    status: 400,
    messageId: 'errors.offerForm.warrantyInvalid',
    message: 'Choose a warranty of 14, 30, 60 or 90 days; this category carries none.',
  },
  EXTERNAL_CONTACTS_NOT_ALLOWED: {
    status: 400,
    messageId: 'errors.offerForm.externalContacts',
    message: 'Sharing external contacts in text is not allowed.',
  },
  OFFER_TOO_MANY_IMAGES: {
    status: 400,
    messageId: 'errors.offerForm.tooManyImages',
    message: 'Max 5 images.',
  },
  OFFER_NO_CHANGES: {
    status: 400,
    messageId: 'errors.offerForm.noChanges',
    message: 'No changes detected. Nothing to save.',
  },
  // Not in the spec's catalogue (ids under errors.photos are ours).
  PHOTO_UNSUPPORTED_TYPE: {
    status: 415,
    messageId: 'errors.photos.unsupportedType',
    message: 'Only JPEG, PNG or WebP images can be uploaded.',
  },
  PHOTO_TOO_LARGE: {
    status: 413,
    messageId: 'errors.photos.tooLarge',
    message: 'An image may be at most 5 MB.',
  },
  // Ours: a moderation take-down locks the offer until staff lift it; the answer carries their reason.
  OFFER_LOCKED_BY_MODERATION: {
    status: 409,
    messageId: 'errors.offers.lockedByModeration',
    message: 'Moderators took this offer down. It stays inactive until they lift the take-down.',
  },
} as const;

/** Per-field codes of the offer form: the same texts, shown next to the field that is wrong. */
export const OFFER_FIELD_ERROR_DEFINITIONS = {
  gameInvalid: { messageId: 'errors.offerForm.gameInvalid', message: 'Select a valid game.' },
  categoryInvalid: { messageId: 'errors.offerForm.categoryInvalid', message: 'Select a valid category.' },
  serverInvalid: { messageId: 'errors.offerForm.serverInvalid', message: 'Select a valid server.' },
  titleRequired: { messageId: 'errors.offerForm.titleRequired', message: 'Title is required.' },
  descriptionRequired: {
    messageId: 'errors.offerForm.descriptionRequired',
    message: 'Description is required.',
  },
  deliveryTimeRequired: {
    messageId: 'errors.offerForm.deliveryTimeRequired',
    message: 'Select a delivery time.',
  },
  priceInvalid: { messageId: 'errors.offerForm.priceInvalid', message: 'Invalid price.' },
  quantityInvalid: { messageId: 'errors.offerForm.quantityInvalid', message: 'Invalid quantity.' },
  bundleSizeInvalid: {
    messageId: 'errors.offerForm.bundleSizeInvalid',
    message: 'Enter how many units one purchase holds: a whole number from 1.',
  },
  warrantyInvalid: {
    messageId: 'errors.offerForm.warrantyInvalid',
    message: 'Choose a warranty of 14, 30, 60 or 90 days; this category carries none.',
  },
  externalContacts: {
    messageId: 'errors.offerForm.externalContacts',
    message: 'Sharing external contacts in text is not allowed.',
  },
  tooManyImages: { messageId: 'errors.offerForm.tooManyImages', message: 'Max 5 images.' },
} as const;
