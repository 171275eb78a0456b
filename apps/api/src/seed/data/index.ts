export { DEMO_GAMES, toSlug } from './games';
export {
  DEFAULT_DEMO_OFFER_COUNT,
  DEFAULT_DEMO_OFFER_SEED,
  type GenerateDemoOffersOptions,
  generateDemoOffers,
  lotBundleSize,
  MAX_TITLE_LENGTH,
} from './offers';
export {
  DEMO_REFERENCE_DATE,
  DEMO_REVIEWS,
  DEMO_SELLER_FOCUS,
  DEMO_SELLERS,
  type DemoSellerFocus,
} from './sellers';
export type * from './types';
