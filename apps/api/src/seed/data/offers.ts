import { CATEGORIES, type CategorySlug, type DeliveryTimeId, type ProductGroup } from '@lootmarket/contract';
import {
  GAME_FLAVORS,
  type GameListingFlavor,
  GIFT_CARD_REGIONS,
  type ListPriced,
  type Priced,
} from './flavors';
import { DEMO_GAMES } from './games';
import { mulberry32, pickOne, pickSome, pickWeighted, type Random, randomInt } from './random';
import { DEMO_REFERENCE_DATE, DEMO_SELLER_FOCUS, DEMO_SELLERS } from './sellers';
import type { DemoGame, DemoOffer, DemoSeller, DemoServer } from './types';

export const DEFAULT_DEMO_OFFER_COUNT = 2400;
export const DEFAULT_DEMO_OFFER_SEED = 2026;
export const MAX_TITLE_LENGTH = 120;

export interface GenerateDemoOffersOptions {
  count?: number;
  seed?: number;
}

/** What a category builder decides; the generator adds game, server, seller and bookkeeping. */
interface Listing {
  title: string;
  description: string;
  usd: number;
  stock: number;
  deliveryTime: DeliveryTimeId;
  /** Units of the good in one unit of stock ("10k Gold" → 10,000); 1 when absent. */
  bundleSize?: number;
  /** The warranty the seller offers (accounts); the free minimum when absent in a warranted category. */
  warrantyDays?: number;
}

interface ListingContext {
  random: Random;
  game: DemoGame;
  flavor: GameListingFlavor;
  server: DemoServer | null;
  seller: DemoSeller;
  /** How the game is named in titles ('WoW', 'CS2'). */
  short: string;
  currency: string;
}

type ListingBuilder = (context: ListingContext) => Listing;

/** Categories where the buyer must pick a realm, region or platform when the game has them. */
const SERVER_SCOPED: ReadonlySet<CategorySlug> = new Set<CategorySlug>([
  'gold',
  'coins',
  'items',
  'account',
  'boosting',
  'services',
  'top_up',
  'gift_cards',
  'game_pass',
]);

/** How many listings a category draws compared with others of the same game (currency and accounts dominate). */
const CATEGORY_WEIGHT: Readonly<Record<CategorySlug, number>> = {
  gold: 3,
  coins: 3,
  account: 2.5,
  items: 2,
  boosting: 2,
  top_up: 2,
  gift_cards: 3,
  keys: 1.5,
  services: 1.2,
  coaching: 0.8,
  guides: 0.4,
  dlc: 1,
  game_pass: 1.5,
  twitch_drops: 0.5,
  prime_gaming: 0.5,
  offline_activation: 0.7,
  other: 0.4,
};

const GROUP_OF: ReadonlyMap<CategorySlug, ProductGroup> = new Map(CATEGORIES.map((c) => [c.slug, c.group]));
const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  'DE',
  'FR',
  'ES',
  'NL',
  'IT',
  'GR',
  'LT',
  'AT',
  'BE',
  'FI',
  'IE',
  'PT',
]);
const USD_PER_EUR = 1.08;
const MIN_PRICE_USD = 0.5;
const MAX_PRICE_USD = 2500;
const DAY_MS = 86_400_000;
/** Fresh or starter accounts sell near the bottom of a game's account price range. */
const STARTER_ACCOUNT = /starter|smurf|unranked|calibration-ready/i;
const PLATFORM_SERVERS: ReadonlySet<string> = new Set(['PC', 'PlayStation', 'Xbox']);

/** Games whose items move by Steam trade offer rather than inside the game. */
const STEAM_TRADED: ReadonlySet<string> = new Set([
  'counter-strike-2',
  'dota-2',
  'rust',
  'pubg-battlegrounds',
]);
const ROBLOX_EXPERIENCES: ReadonlySet<string> = new Set([
  'roblox',
  'grow-a-garden',
  'blox-fruits',
  'adopt-me',
  'murder-mystery-2',
  'pet-simulator-99',
]);
/** Top-ups credited to a player ID (UID) instead of a redeemable code. */
const TOP_UP_BY_ID: ReadonlySet<string> = new Set([
  'genshin-impact',
  'honkai-star-rail',
  'zenless-zone-zero',
  'wuthering-waves',
  'pubg-mobile',
  'free-fire',
  'mobile-legends',
  'call-of-duty-mobile',
  'clash-of-clans',
  'clash-royale',
  'brawl-stars',
  'black-desert',
]);

// ---------------------------------------------------------------------------------------------------------------
// Small text helpers

/** Joins title parts with dashes, dropping trailing parts until it fits the title limit. */
function fitTitle(parts: readonly (string | false | null | undefined)[]): string {
  const kept = parts.filter((part): part is string => typeof part === 'string' && part.length > 0);
  while (kept.length > 1 && kept.join(' – ').length > MAX_TITLE_LENGTH) kept.pop();
  const title = kept.join(' – ');
  if (title.length <= MAX_TITLE_LENGTH) return title;
  const cut = title.slice(0, MAX_TITLE_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** 2 to 5 sentences: the ones that must be there, then some of the optional ones. */
function describe(random: Random, required: readonly string[], optional: readonly string[]): string {
  const room = Math.max(0, randomInt(random, 3, 5) - required.length);
  return [...required, ...pickSome(random, optional, room)].slice(0, 5).join(' ');
}

function serverLabel(server: DemoServer): string {
  if (server.region === undefined || server.region === server.name) return server.name;
  // Short codes (EUW, NA) already say where they are.
  if (/^[A-Z]{2,5}$/.test(server.name)) return server.name;
  return `${server.name} (${server.region})`;
}

/** ' on Silvermoon (EU)' for realms, ' on the EUW server' for regions, ' on PlayStation' for platforms. */
function onServer(server: DemoServer | null): string {
  if (server === null) return '';
  if (PLATFORM_SERVERS.has(server.name)) return ` on ${server.name}`;
  if (server.region === undefined || server.region === server.name || /^[A-Z]{2,5}$/.test(server.name)) {
    return ` on the ${server.name} server`;
  }
  return ` on ${serverLabel(server)}`;
}

/**
 * Puts the game in front of a product name unless the name already says which game it is:
 * 'Dofus Ocre quest', '600 R6 Credits' and 'Red Dead Redemption 2 – Rockstar key' stay as they are.
 */
function withGame(context: ListingContext, text: string): string {
  const lower = text.toLowerCase();
  const firstWord = context.game.name.split(' ')[0] ?? '';
  const named =
    lower.includes(context.short.toLowerCase()) ||
    lower.includes(context.game.name.toLowerCase()) ||
    (firstWord.length >= 4 && lower.startsWith(firstWord.toLowerCase()));
  return named ? text : `${context.short} ${text}`;
}

function between(random: Random, [min, max]: readonly [number, number]): number {
  return min + (max - min) * random();
}

function pricedBetween(random: Random, [, min, max]: Priced): number {
  return between(random, [min, max]);
}

function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

function fillPlaceholders(random: Random, text: string, rank: string | undefined): string {
  return text.replaceAll('{rank}', rank ?? 'high rank').replaceAll('{n}', String(randomInt(random, 8, 160)));
}

function deliveryWords(deliveryTime: DeliveryTimeId): string {
  const words: Record<DeliveryTimeId, string> = {
    instant: 'instantly',
    '5m': 'within 5 minutes',
    '20m': 'within 20 minutes',
    '1h': 'within an hour',
    '5h': 'within 5 hours',
    '12h': 'within 12 hours',
    '1d': 'within a day',
    '2d': 'within 2 days',
    '3d': 'within 3 days',
    '7d': 'within a week',
  };
  return words[deliveryTime];
}

function pickDelivery(
  random: Random,
  options: readonly (readonly [DeliveryTimeId, number])[],
): DeliveryTimeId {
  return pickWeighted(random, options, ([, weight]) => weight)[0];
}

const AUTOMATIC_DELIVERY: readonly (readonly [DeliveryTimeId, number])[] = [
  ['instant', 86],
  ['5m', 9],
  ['20m', 5],
];

// ---------------------------------------------------------------------------------------------------------------
// Category builders

/** Trust sentences any listing may carry; the order count only where the seller really has it. */
function trustSentences(seller: DemoSeller): string[] {
  return [
    'Payment stays in escrow until you confirm delivery, so you are covered if anything goes wrong.',
    'If I cannot deliver within the listed time you get a full refund.',
    `Ask in the offer chat before buying if anything is unclear; I usually answer within ${seller.averageAnswerMinutes} minutes.`,
    seller.itemsSold >= 1000
      ? `More than ${formatCount(Math.floor(seller.itemsSold / 1000) * 1000)} completed orders here with ${seller.positivePercent}% positive feedback.`
      : seller.itemsSold >= 100
        ? `${formatCount(seller.itemsSold)} completed orders so far with ${seller.positivePercent}% positive feedback.`
        : 'I am new on the marketplace, so I take extra care with every order.',
  ];
}

const AMOUNT_SUFFIXES: Readonly<Record<string, number>> = { k: 1e3, K: 1e3, M: 1e6, B: 1e9 };

/** The amount a lot's name leads with ("10k Gold" → 10,000, "1B GP" → 10^9, "Mirror of Kalandra" → 1). */
export function lotBundleSize(name: string): number {
  const match = /^(\d[\d,]*)([kKMB])?\s/.exec(name);
  if (!match) return 1;
  return Number((match[1] ?? '1').replaceAll(',', '')) * (AMOUNT_SUFFIXES[match[2] ?? ''] ?? 1);
}

function currencyListing(context: ListingContext, lots: readonly Priced[] | undefined): Listing {
  const { random, flavor, server, short, currency } = context;
  const fallbackLots: Priced[] = [
    [`1k ${currency}`, 0.5, 1.5],
    [`10k ${currency}`, 4, 11],
    [`100k ${currency}`, 35, 95],
  ];
  const lot = pickOne(random, lots ?? fallbackLots);
  const method = pickOne(random, flavor.tradeMethods ?? ['face-to-face trade', 'in-game trade']);
  const where = server === null ? null : serverLabel(server);
  const usd = pricedBetween(random, lot);
  // Stock counts lots: plenty of small lots, only a handful of the big ones.
  const stock =
    usd > 100 ? randomInt(random, 1, 20) : usd > 20 ? randomInt(random, 5, 300) : randomInt(random, 20, 2000);
  const deliveryTime = pickDelivery(random, [
    ['5m', 20],
    ['20m', 40],
    ['1h', 25],
    ['5h', 10],
    ['instant', 5],
  ]);
  const title = pickOne(random, [
    () => fitTitle([lot[0], where, `fast ${method}`]),
    () =>
      fitTitle([
        withGame(context, lot[0]),
        where,
        deliveryTime === 'instant' ? 'instant delivery' : `delivery ${deliveryWords(deliveryTime)}`,
      ]),
    () => fitTitle([`Cheap ${lot[0]}${onServer(server)}`, 'hand-farmed', method]),
    () => fitTitle([`${lot[0]} ${where ?? short}`, `bulk stock, ${formatCount(stock)} units`, 'safe trade']),
  ])();
  const description = describe(
    random,
    [
      `Price is for ${lot[0]}${onServer(server)}; buy more units for bigger amounts.`,
      `Delivery by ${method}: leave your character name in the order chat and I start right away.`,
    ],
    [
      `All ${currency} is farmed by hand by our own team, no bots and no duped stock.`,
      'Please stay online at the meeting point until the trade is complete.',
      `Orders of 10 units or more are usually split into a few trades to keep your account safe.`,
      ...trustSentences(context.seller),
    ],
  );
  return { title, description, usd, stock, deliveryTime, bundleSize: lotBundleSize(lot[0]) };
}

const goldListing: ListingBuilder = (context) => currencyListing(context, context.flavor.currencyLots);
const coinsListing: ListingBuilder = (context) =>
  currencyListing(context, context.flavor.coinLots ?? context.flavor.currencyLots);

function upperRank(random: Random, ranks: readonly string[] | undefined): { rank?: string; share: number } {
  if (ranks === undefined || ranks.length === 0) return { share: random() };
  const index = randomInt(random, Math.floor(ranks.length * 0.3), ranks.length - 1);
  return { rank: ranks[index], share: ranks.length === 1 ? 1 : index / (ranks.length - 1) };
}

const accountListing: ListingBuilder = (context) => {
  const { random, flavor, server, short } = context;
  const accounts = flavor.accounts ?? {
    usd: [15, 250] as const,
    cores: [
      'high-level main with endgame gear',
      'starter account with rare cosmetics',
      'veteran account, {n} achievements',
    ],
    extras: ['full access', 'original email', 'no bans'],
  };
  const coreTemplate = pickOne(random, accounts.cores);
  const ranked = coreTemplate.includes('{rank}');
  const { rank, share } = upperRank(random, ranked ? flavor.ranks : undefined);
  const core = fillPlaceholders(random, coreTemplate, rank);
  const extras = pickSome(random, accounts.extras, randomInt(random, 1, 2));
  // Rank drives the price on ranked games; there, an unranked smurf or cosmetics-only account stays cheap.
  const curve = ranked
    ? 0.03 + 0.97 * share ** 5
    : STARTER_ACCOUNT.test(coreTemplate)
      ? 0.01 + 0.08 * random() ** 2
      : flavor.ranks === undefined
        ? random() ** 2.5
        : 0.02 + 0.3 * random() ** 3;
  const usd = accounts.usd[0] + (accounts.usd[1] - accounts.usd[0]) * curve * between(random, [0.85, 1.15]);
  const inlineServer = server !== null && server.name.length <= 6 ? ` ${server.name}` : '';
  const trailingServer = server !== null && inlineServer === '' ? serverLabel(server) : null;
  const title = fitTitle([
    `${short}${inlineServer} account`,
    `${core}, ${extras.join(', ')}`,
    trailingServer,
  ]);
  // Drawn where the sentence used to draw it, so the rest of the catalog stays the same: half the
  // accounts keep the free 14 days, the others offer 30, 60 or 90.
  const warrantyDays = pickOne(random, [14, 14, 14, 30, 30, 60, 90]);
  const description = describe(
    random,
    [
      `What you get: ${core}${onServer(server)}, ${extras.join(' and ')}.`,
      'Login details are handed over in the order chat right after payment, with everything needed to secure the account.',
    ],
    [
      'Screenshots of the profile and inventory are available in the chat before you buy.',
      'Please change the password and turn on two-factor authentication right after delivery.',
      'Levelled by hand, never shared, never banned.',
      `Comes with a ${warrantyDays}-day warranty against recovery.`,
      ...trustSentences(context.seller),
    ],
  );
  const deliveryTime = pickDelivery(random, [
    ['instant', 10],
    ['5m', 10],
    ['20m', 35],
    ['1h', 30],
    ['5h', 10],
    ['12h', 5],
  ]);
  return { title, description, usd, stock: 1, deliveryTime, warrantyDays };
};

function itemTransfer(game: DemoGame): string {
  if (STEAM_TRADED.has(game.slug)) return 'a Steam trade offer';
  if (ROBLOX_EXPERIENCES.has(game.slug)) return 'an in-game trade on a private server';
  if (game.platforms.length === 1 && game.platforms[0] === 'switch') return 'a Link Trade or island visit';
  return 'an in-game trade';
}

const itemsListing: ListingBuilder = (context) => {
  const { random, flavor, server, game } = context;
  const item = pickOne(random, flavor.items ?? [[`Rare ${game.name} item bundle`, 3, 25]]);
  const usd = pricedBetween(random, item);
  const where = server === null ? null : serverLabel(server);
  const transfer = itemTransfer(game);
  const deliveryTime = pickDelivery(random, [
    ['5m', 25],
    ['20m', 35],
    ['1h', 25],
    ['5h', 10],
    ['instant', 5],
  ]);
  const title = pickOne(random, [
    () => fitTitle([withGame(context, item[0]), where, 'fast trade']),
    () =>
      fitTitle([
        withGame(context, item[0]),
        where,
        deliveryTime === 'instant' ? 'instant delivery' : `delivered ${deliveryWords(deliveryTime)}`,
      ]),
    () => fitTitle([`${withGame(context, item[0])}${where === null ? '' : ` | ${where}`}`, 'in stock now']),
  ])();
  const description = describe(
    random,
    [`You get ${item[0]}${onServer(server)}, delivered by ${transfer}.`],
    [
      'Send your in-game name in the order chat after payment and I will invite you.',
      'Exactly the item in the title, no swaps or look-alikes.',
      'Bundles and bigger quantities are possible, just ask in the chat.',
      `Usually delivered ${deliveryWords(deliveryTime)}, often faster.`,
      ...trustSentences(context.seller),
    ],
  );
  const stock = usd > 100 ? randomInt(random, 1, 2) : randomInt(random, 1, 50);
  return { title, description, usd, stock, deliveryTime };
};

function longDelivery(random: Random, usd: number): DeliveryTimeId {
  if (usd < 20) return pickOne(random, ['5h', '12h', '1d'] as const);
  if (usd < 80) return pickOne(random, ['12h', '1d', '2d'] as const);
  return pickOne(random, ['2d', '3d', '7d'] as const);
}

function rankedBoost(context: ListingContext, ranks: readonly string[]): Listing {
  const { random, flavor, server, short } = context;
  const from = randomInt(random, 0, ranks.length - 2);
  const to = Math.min(ranks.length - 1, from + randomInt(random, 1, 5));
  const fromRank = ranks[from] ?? '';
  const toRank = ranks[to] ?? '';
  const steps = to - from;
  const height = (to + 1) / ranks.length;
  const usd = Math.min(300, Math.max(5, steps * between(random, [4, 8]) * (1 + 4 * height ** 3)));
  const duo = random() < 0.45;
  const streaming = random() < 0.5;
  const mode =
    short === 'LoL' || short === 'TFT'
      ? `${short} Elo boost`
      : flavor.rankLabel === undefined || flavor.rankLabel === 'rank'
        ? `${short} rank boost`
        : `${short} ${flavor.rankLabel} boost`;
  const title = fitTitle([
    `${mode} ${fromRank} → ${toRank}`,
    [duo ? 'duo queue' : 'solo', streaming ? 'streaming available' : null].filter(Boolean).join(', '),
    server === null ? null : serverLabel(server),
  ]);
  const top = ranks[ranks.length - 1] ?? toRank;
  const booster =
    flavor.rankLabel === undefined || flavor.rankLabel === 'rank'
      ? `a ${top} booster`
      : `a booster with ${top} ${flavor.rankLabel}`;
  const description = describe(
    random,
    [
      duo
        ? `You play together with ${booster} in duo queue from ${fromRank} to ${toRank}.`
        : `${booster.charAt(0).toUpperCase()}${booster.slice(1)} plays on your account from ${fromRank} to ${toRank}, with a VPN set to your region.`,
    ],
    [
      'Appear-offline mode is on for the whole boost and nobody on your friends list is contacted.',
      streaming
        ? 'Streaming of every game is available on request, so you can watch the progress.'
        : 'Progress updates with screenshots are posted in the order chat after every session.',
      'You can pause the boost at any time if you want to play yourself.',
      'Champion, agent or hero preferences are respected, just list them in the chat.',
      ...trustSentences(context.seller),
    ],
  );
  return {
    title,
    description,
    usd,
    stock: randomInt(random, 1, 10),
    deliveryTime: longDelivery(random, usd),
  };
}

/** How a boost or service is carried out; boosts may be self-play, services are done for the buyer. */
type Execution = 'piloted' | 'self-play' | 'done-for-you';

const EXECUTION_TAGS: Readonly<Record<Execution, readonly string[]>> = {
  piloted: ['piloted by a pro', 'hand-played, VPN', 'account sharing, offline mode'],
  'self-play': ['self-play', 'play with our team', 'self-play, you keep control'],
  'done-for-you': ['fast start', 'done by hand', 'experienced team'],
};

const EXECUTION_SENTENCES: Readonly<Record<Execution, string>> = {
  piloted: 'Played by hand on your account by an experienced player, with a VPN matching your region.',
  'self-play': 'Self-play: you join our group and play your own character the whole time.',
  'done-for-you':
    'Done by hand by an experienced player; we agree on every detail in the order chat before starting.',
};

function serviceListing(
  context: ListingContext,
  catalogue: readonly Priced[],
  kind: 'Boost' | 'Service',
): Listing {
  const { random, flavor, server } = context;
  const service = pickOne(random, catalogue);
  const { rank } = upperRank(random, flavor.ranks);
  const name = fillPlaceholders(random, service[0], rank);
  const usd = pricedBetween(random, service);
  const execution: Execution =
    kind === 'Boost'
      ? random() < 0.5
        ? 'piloted'
        : 'self-play'
      : random() < 0.5
        ? 'piloted'
        : 'done-for-you';
  const title = fitTitle([
    withGame(context, name),
    pickOne(random, EXECUTION_TAGS[execution]),
    server === null ? null : serverLabel(server),
  ]);
  const deliveryTime = longDelivery(random, usd);
  const description = describe(
    random,
    [`${kind}: ${name}${onServer(server)}.`, EXECUTION_SENTENCES[execution]],
    [
      `Estimated completion ${deliveryWords(deliveryTime)}, depending on your schedule.`,
      'No bots, no scripts and no third-party programs, ever.',
      'Progress screenshots are posted in the chat as we go.',
      ...trustSentences(context.seller),
    ],
  );
  return { title, description, usd, stock: randomInt(random, 1, 10), deliveryTime };
}

const boostingListing: ListingBuilder = (context) => {
  const { flavor, random, game } = context;
  const ranks = flavor.ranks;
  const boosts = flavor.boosts ?? [];
  if (ranks !== undefined && ranks.length > 1 && (boosts.length === 0 || random() < 0.65)) {
    return rankedBoost(context, ranks);
  }
  return serviceListing(
    context,
    boosts.length > 0
      ? boosts
      : [
          [`${game.name} campaign completion`, 15, 60],
          ['Levelling to max level', 15, 50],
        ],
    'Boost',
  );
};

const servicesListing: ListingBuilder = (context) =>
  serviceListing(
    context,
    context.flavor.services ?? [
      ['Daily and weekly tasks for 7 days', 10, 30],
      ['Achievement and collection farming', 15, 50],
    ],
    'Service',
  );

const coachingListing: ListingBuilder = (context) => {
  const { random, flavor } = context;
  const session = pickOne(random, flavor.coaching ?? [['1-on-1 coaching session (2 hours)', 15, 45]]);
  const usd = pricedBetween(random, session);
  const title = fitTitle([
    withGame(context, session[0]),
    pickOne(random, ['voice call in English', 'flexible schedule', 'beginners welcome']),
  ]);
  const description = describe(
    random,
    [
      `${session[0]} for ${context.game.name}.`,
      'We start with a short talk about your goals, then review your games together.',
    ],
    [
      'You get written notes with the three things to fix first after every session.',
      'Sessions are booked in the order chat; the stock is the number of sessions available this week.',
      'Sessions are held by voice call inside the game or the platform’s party chat, no outside apps needed.',
      ...trustSentences(context.seller),
    ],
  );
  const deliveryTime = pickOne(random, ['1h', '5h', '12h', '1d'] as const);
  return { title, description, usd, stock: randomInt(random, 1, 20), deliveryTime };
};

function codeListing(
  context: ListingContext,
  product: ListPriced,
  discount: readonly [number, number],
  stockRange: readonly [number, number],
  kindWords: string,
): Listing {
  const { random, server } = context;
  const usd = product[1] * (1 - between(random, discount));
  const where = server === null ? null : serverLabel(server);
  const deliveryTime = pickDelivery(random, AUTOMATIC_DELIVERY);
  const title = pickOne(random, [
    () => fitTitle([product[0], where, deliveryTime === 'instant' ? 'instant delivery' : 'fast delivery']),
    () => fitTitle([product[0], where, `${kindWords} delivered automatically`]),
    () => fitTitle([`${product[0]}${where === null ? '' : ` (${where})`}`, 'official code, best price']),
  ])();
  const description = describe(
    random,
    [
      `The ${kindWords} for ${product[0]}${where === null ? '' : ` (${where})`} is delivered ${deliveryWords(deliveryTime)} after payment and shows up on the order page.`,
    ],
    [
      'Codes are bought from official distributors and never resold twice.',
      where === null
        ? 'Check the platform in the title before buying; codes are tied to it.'
        : server !== null && PLATFORM_SERVERS.has(server.name)
          ? `Works only on ${server.name}, please check your platform before buying.`
          : `Redeemable only on ${where} accounts, please check your account region before buying.`,
      'If a code does not work, send a screenshot of the error in the chat and it is replaced.',
      'Delivery runs automatically around the clock, even when I am asleep.',
      ...trustSentences(context.seller),
    ],
  );
  return { title, description, usd, stock: randomInt(random, stockRange[0], stockRange[1]), deliveryTime };
}

const keysListing: ListingBuilder = (context) => {
  const product = pickOne(
    context.random,
    context.flavor.keys ?? [[`${context.game.name} – Steam key (Global)`, 29.99]],
  );
  return codeListing(context, [withGame(context, product[0]), product[1]], [0.05, 0.4], [1, 200], 'key');
};

const dlcListing: ListingBuilder = (context) => {
  const product = pickOne(
    context.random,
    context.flavor.dlc ?? [[`${context.game.name} – expansion DLC key`, 19.99]],
  );
  return codeListing(context, [withGame(context, product[0]), product[1]], [0.05, 0.35], [1, 200], 'DLC key');
};

const gamePassListing: ListingBuilder = (context) => {
  const product = pickOne(
    context.random,
    context.flavor.passes ?? [[`${context.game.name} membership – 12 Months`, 59.99]],
  );
  return codeListing(context, product, [0.02, 0.25], [5, 150], 'membership code');
};

const topUpListing: ListingBuilder = (context) => {
  const { random, flavor, game, server, currency } = context;
  const pack = pickOne(random, flavor.topUps ?? [[`1,000 ${currency}`, 9.99]]);
  const byId = TOP_UP_BY_ID.has(game.slug);
  if (!byId)
    return codeListing(
      context,
      [withGame(context, pack[0]), pack[1]],
      [0.03, 0.18],
      [10, 999],
      'top-up code',
    );
  const usd = pack[1] * (1 - between(random, [0.03, 0.2]));
  const where = server === null ? null : serverLabel(server);
  const deliveryTime = pickDelivery(random, [
    ['instant', 55],
    ['5m', 30],
    ['20m', 15],
  ]);
  const title = fitTitle([withGame(context, pack[0]), 'top-up by player ID', where, 'no login needed']);
  const description = describe(
    random,
    [
      `${pack[0]} credited straight to your account by player ID (UID)${onServer(server)}, no password needed.`,
      'Enter your player ID in the order form; double-check it, a top-up cannot be moved to another account.',
    ],
    [
      `Usually credited ${deliveryWords(deliveryTime)}.`,
      'First-purchase bonuses apply as in the official store when your account still has them.',
      'Top-ups go through the official store, nothing against the terms of service.',
      ...trustSentences(context.seller),
    ],
  );
  return { title, description, usd, stock: randomInt(random, 10, 999), deliveryTime };
};

const CURRENCY_SIGNS: Readonly<Record<string, (face: number) => string>> = {
  USD: (face) => `$${face}`,
  EUR: (face) => `€${face}`,
  GBP: (face) => `£${face}`,
  PLN: (face) => `${face} PLN`,
  BRL: (face) => `R$${face}`,
  TRY: (face) => `${face} TL`,
  JPY: (face) => `¥${formatCount(face)}`,
};

const giftCardListing: ListingBuilder = (context) => {
  const { random, flavor, game, server } = context;
  const cardName = flavor.giftCardName ?? `${game.name} Gift Card`;
  const region = server === null ? undefined : GIFT_CARD_REGIONS[server.slug];
  if (region === undefined || server === null) {
    const card = pickOne(random, flavor.giftCards ?? [['25 USD', 25]]);
    return codeListing(
      context,
      [`${cardName} ${card[0]}`, card[1]],
      [-0.06, 0.04],
      [5, 200],
      'gift card code',
    );
  }
  const face = pickOne(random, region.faces);
  const faceLabel = (CURRENCY_SIGNS[region.currency] ?? ((value: number) => `${value} ${region.currency}`))(
    face,
  );
  const usdFace = face * region.usdPerUnit;
  // Gift cards sell around face value: a small markup for convenience, sometimes a small discount.
  const listing = codeListing(
    context,
    [`${cardName} ${faceLabel}`, usdFace],
    [-0.08, 0.03],
    [5, 200],
    'gift card code',
  );
  return { ...listing, usd: Math.max(MIN_PRICE_USD, listing.usd) };
};

const offlineActivationListing: ListingBuilder = (context) => {
  const { random, game } = context;
  const usd = between(random, [2.5, 12]);
  const title = fitTitle([
    `${game.name} – Steam offline activation`,
    pickOne(random, ['lifetime access', 'all DLC included', 'play on your own PC']),
  ]);
  const description = describe(
    random,
    [
      `You get access to a Steam account that owns ${game.name} and activate it once on your PC to play in offline mode.`,
      'The account stays the seller’s: do not change its password, and play offline after the first login.',
    ],
    [
      'Step-by-step activation instructions are sent in the order chat.',
      'Cloud saves are not shared, your progress stays on your PC.',
      ...trustSentences(context.seller),
    ],
  );
  const deliveryTime = pickOne(random, ['20m', '1h', '5h'] as const);
  return { title, description, usd, stock: randomInt(random, 5, 100), deliveryTime };
};

function dropsListing(context: ListingContext, source: string): Listing {
  const { random, flavor, game } = context;
  const drop = pickOne(random, flavor.drops ?? [[`${source} reward bundle`, 1, 6]]);
  const usd = pricedBetween(random, drop);
  const title = fitTitle([withGame(context, drop[0]), 'added to your account']);
  const description = describe(
    random,
    [`${drop[0]} for ${game.name}, from a ${source} campaign, added to your own account.`],
    [
      'We link the reward to your account through the official campaign page; you keep it forever.',
      'Campaign rewards are limited, the stock shows what is left.',
      ...trustSentences(context.seller),
    ],
  );
  const deliveryTime = pickOne(random, ['1h', '5h', '12h'] as const);
  return { title, description, usd, stock: randomInt(random, 1, 30), deliveryTime };
}

const guidesListing: ListingBuilder = (context) => {
  const { random, flavor, game } = context;
  const guide = pickOne(random, flavor.guides ?? [[`${game.name} beginner to endgame guide (PDF)`, 2, 10]]);
  const usd = pricedBetween(random, guide);
  const title = fitTitle([
    withGame(context, guide[0]),
    pickOne(random, ['updated for the current patch', 'lifetime updates']),
  ]);
  const description = describe(
    random,
    [`${guide[0]}, written from hundreds of hours of my own play in ${game.name}.`],
    [
      'Delivered as a file on the order page right after payment.',
      'Free updates every patch; you get the new version in the order chat.',
      'Plain, step-by-step instructions with screenshots, no fluff.',
      ...trustSentences(context.seller),
    ],
  );
  const deliveryTime = pickOne(random, ['instant', '5m'] as const);
  return { title, description, usd, stock: randomInt(random, 50, 999), deliveryTime };
};

const otherListing: ListingBuilder = (context) =>
  serviceListing(context, context.flavor.other ?? [['Custom request, ask in the chat', 5, 30]], 'Service');

const BUILDERS: Readonly<Record<CategorySlug, ListingBuilder>> = {
  gold: goldListing,
  coins: coinsListing,
  account: accountListing,
  items: itemsListing,
  keys: keysListing,
  boosting: boostingListing,
  services: servicesListing,
  top_up: topUpListing,
  gift_cards: giftCardListing,
  coaching: coachingListing,
  guides: guidesListing,
  dlc: dlcListing,
  game_pass: gamePassListing,
  twitch_drops: (context) => dropsListing(context, 'Twitch Drops'),
  prime_gaming: (context) => dropsListing(context, 'Prime Gaming'),
  offline_activation: offlineActivationListing,
  other: otherListing,
};

// ---------------------------------------------------------------------------------------------------------------
// Generator

/** Rounds to prices sellers actually type: x.99, x.49, whole dollars, or plain cents for cheap things. */
function marketPriceMinor(random: Random, amount: number): number {
  const clamped = Math.min(MAX_PRICE_USD, Math.max(MIN_PRICE_USD, amount));
  if (clamped < 3) return Math.max(50, Math.round(clamped * 100));
  const whole = Math.floor(clamped);
  const cents = pickOne(random, [99, 99, 49, 95, 0, 50]);
  return Math.min(MAX_PRICE_USD * 100, Math.max(50, whole * 100 + cents));
}

function sellerAgeDays(seller: DemoSeller): number {
  return Math.max(1, Math.floor((Date.parse(DEMO_REFERENCE_DATE) - Date.parse(seller.memberSince)) / DAY_MS));
}

function sellerCandidates(game: DemoGame, category: CategorySlug): DemoSeller[] {
  const group = GROUP_OF.get(category);
  const takesGroup = (seller: DemoSeller) =>
    group !== undefined && (DEMO_SELLER_FOCUS[seller.username]?.groups.includes(group) ?? false);
  const focused = DEMO_SELLERS.filter((seller) => {
    const games = DEMO_SELLER_FOCUS[seller.username]?.games;
    return takesGroup(seller) && (games === undefined || games.includes(game.slug));
  });
  if (focused.length > 0) return focused;
  const byGroup = DEMO_SELLERS.filter(takesGroup);
  return byGroup.length > 0 ? byGroup : [...DEMO_SELLERS];
}

interface Slot {
  game: DemoGame;
  category: CategorySlug;
  weight: number;
}

function buildOffer(random: Random, { game, category }: Slot): DemoOffer {
  const flavor = GAME_FLAVORS[game.slug] ?? {};
  const server =
    SERVER_SCOPED.has(category) && game.servers.length > 0
      ? pickWeighted(random, game.servers, (candidate) => 1 / (1 + game.servers.indexOf(candidate) * 0.15))
      : null;
  const seller = pickWeighted(
    random,
    sellerCandidates(game, category),
    (candidate) => candidate.itemsSold ** 0.55 + 1,
  );
  const listing = BUILDERS[category]({
    random,
    game,
    flavor,
    server,
    seller,
    short: flavor.short ?? game.name,
    currency: game.currencyName ?? 'Gold',
  });
  const inEuro = EURO_COUNTRIES.has(seller.country) && random() < 0.7;
  const maxAge = Math.min(300, sellerAgeDays(seller));
  return {
    gameSlug: game.slug,
    category,
    serverSlug: server?.slug ?? null,
    title: listing.title,
    description: listing.description,
    deliveryTime: listing.deliveryTime,
    priceMinor: marketPriceMinor(random, inEuro ? listing.usd / USD_PER_EUR : listing.usd),
    currency: inEuro ? 'EUR' : 'USD',
    stock: Math.max(1, Math.round(listing.stock)),
    bundleSize: listing.bundleSize ?? 1,
    // Game accounts carry a warranty (the warranty rule seeded on by migration 0043); nothing else does.
    warrantyDays: category === 'account' ? (listing.warrantyDays ?? 14) : null,
    sellerUsername: seller.username,
    active: random() >= 0.08,
    createdDaysAgo: Math.floor(random() ** 1.6 * maxAge),
  };
}

/**
 * The demo catalog's offers, the same list for the same options. With the default count every
 * (game, category) pair gets at least one offer; the rest are spread by game popularity and category weight.
 */
export function generateDemoOffers(options: GenerateDemoOffersOptions = {}): DemoOffer[] {
  const count = Math.max(0, Math.floor(options.count ?? DEFAULT_DEMO_OFFER_COUNT));
  const random = mulberry32(options.seed ?? DEFAULT_DEMO_OFFER_SEED);
  const slots: Slot[] = DEMO_GAMES.flatMap((game) =>
    game.categories.map((category) => ({
      game,
      category,
      weight: game.popularity * CATEGORY_WEIGHT[category],
    })),
  );
  const offers: DemoOffer[] = [];
  if (count >= slots.length) for (const slot of slots) offers.push(buildOffer(random, slot));
  while (offers.length < count)
    offers.push(
      buildOffer(
        random,
        pickWeighted(random, slots, (slot) => slot.weight),
      ),
    );
  return offers;
}
