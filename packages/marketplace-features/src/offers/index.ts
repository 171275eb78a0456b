export { photoErrorMessages } from '@lootmarket/i18n';
export { EditOfferPage } from './edit-offer-page';
export { MyOffersPage, myOffersMessages } from './my-offers-page';
export { OfferForm, validateOfferForm } from './offer-form';
export { offerFormMessages } from './offer-form-messages';
export { OfferLockNotice, type OfferLockNoticeProps, offerLockMessages } from './offer-lock-notice';
export { OfferPage, offerPageMessages, offerPageValueMessages } from './offer-page';
export { offerQueryKey, useMyOffers, useOffer } from './offers-api';
export { RequireSignedIn } from './require-seller';
