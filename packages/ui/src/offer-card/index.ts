export { OfferCard, type OfferCardProps } from './offer-card';
