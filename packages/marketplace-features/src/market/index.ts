export { categoryMessages, deliveryTimeMessages } from './catalog-messages';
export { marketQueryFromSearch, marketSearchParams, useGame, useMarket } from './market-api';
export { MarketPage, marketMessages, marketValueMessages } from './market-page';
