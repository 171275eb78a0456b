export { categoryMessages, deliveryTimeMessages } from './catalog-messages';
export { GAME_PAGE_TOP_OFFERS, GamePage, gamePageMessages, gamePageValueMessages } from './game-page';
export { marketQueryFromSearch, marketSearchParams, useGame, useMarket } from './market-api';
export { MarketOfferCard, MarketPage, marketMessages, marketValueMessages } from './market-page';
export { MarketOfferPrice, marketPriceMessages } from './market-price';
