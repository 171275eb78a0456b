export * from './market.schemas';
export * from './offer.schemas';
export * from './offer-codes.schemas';
export * from './offer-errors';
export * from './offer-rules';
export * from './seller-reviews.schemas';
