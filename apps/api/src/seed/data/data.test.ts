import { CATEGORIES, DELIVERY_TIME_IDS, isCategorySlug } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import {
  DEMO_GAMES,
  DEMO_REFERENCE_DATE,
  DEMO_REVIEWS,
  DEMO_SELLERS,
  type DemoOffer,
  generateDemoOffers,
  lotBundleSize,
  MAX_TITLE_LENGTH,
} from './index';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EXTERNAL_CONTACT = /@|http|discord|telegram|t\.me|whatsapp/i;
const gamesBySlug = new Map(DEMO_GAMES.map((game) => [game.slug, game]));
const sellerNames = new Set(DEMO_SELLERS.map((seller) => seller.username));
const offers: DemoOffer[] = generateDemoOffers();

describe('demo games', () => {
  it('has at least 60 games with unique kebab-case slugs', () => {
    expect(DEMO_GAMES.length).toBeGreaterThanOrEqual(60);
    const slugs = DEMO_GAMES.map((game) => game.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  it('uses only contract categories, without repeats, and sane metadata', () => {
    for (const game of DEMO_GAMES) {
      expect(game.categories.length, game.slug).toBeGreaterThan(0);
      expect(new Set(game.categories).size, game.slug).toBe(game.categories.length);
      for (const category of game.categories)
        expect(isCategorySlug(category), `${game.slug}/${category}`).toBe(true);
      expect(game.popularity).toBeGreaterThanOrEqual(1);
      expect(game.popularity).toBeLessThanOrEqual(100);
      expect(game.platforms.length).toBeGreaterThan(0);
      expect(game.name.trim()).not.toBe('');
    }
  });

  it('gives games lower-case search aliases, each once, and the abbreviations buyers type', () => {
    for (const game of DEMO_GAMES) {
      const aliases = game.aliases ?? [];
      expect(new Set(aliases).size, game.slug).toBe(aliases.length);
      for (const alias of aliases) expect(alias, game.slug).toBe(alias.trim().toLowerCase());
    }
    const aliasesOf = (slug: string) => gamesBySlug.get(slug)?.aliases ?? [];
    expect(aliasesOf('world-of-warcraft')).toContain('wow');
    expect(aliasesOf('counter-strike-2')).toContain('cs2');
    expect(aliasesOf('old-school-runescape')).toContain('osrs');
    expect(aliasesOf('ea-sports-fc-26')).toContain('fifa');
  });

  it('gives every server a unique slug within its game', () => {
    for (const game of DEMO_GAMES) {
      const slugs = game.servers.map((server) => server.slug);
      expect(new Set(slugs).size, game.slug).toBe(slugs.length);
      for (const slug of slugs) expect(slug, game.slug).toMatch(SLUG);
    }
  });

  it('marks gift-card platforms and keeps them to gift-card style categories', () => {
    const steam = gamesBySlug.get('steam');
    expect(steam?.giftCard).toBe(true);
    expect(steam?.categories).toEqual(['gift_cards']);
    for (const game of DEMO_GAMES.filter((candidate) => candidate.giftCard)) {
      for (const category of game.categories) expect(['gift_cards', 'game_pass']).toContain(category);
    }
  });
});

describe('demo sellers and reviews', () => {
  it('has 40 sellers with unique names and plausible stats', () => {
    expect(DEMO_SELLERS).toHaveLength(40);
    expect(sellerNames.size).toBe(DEMO_SELLERS.length);
    for (const seller of DEMO_SELLERS) {
      expect(seller.country, seller.username).toMatch(/^[A-Z]{2}$/);
      expect(Date.parse(seller.memberSince), seller.username).toBeLessThan(Date.parse(DEMO_REFERENCE_DATE));
      expect(seller.positivePercent).toBeGreaterThan(0);
      expect(seller.positivePercent).toBeLessThanOrEqual(100);
      expect(Number.isInteger(seller.itemsSold)).toBe(true);
      expect(EXTERNAL_CONTACT.test(seller.bio), seller.username).toBe(false);
    }
  });

  it('has about 200 reviews, each for a known seller, never more than the seller sold', () => {
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(180);
    const perSeller = new Map<string, number>();
    for (const review of DEMO_REVIEWS) {
      expect(sellerNames.has(review.sellerUsername), review.sellerUsername).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(review.stars);
      expect(review.comment.trim()).not.toBe('');
      expect(EXTERNAL_CONTACT.test(review.comment), review.comment).toBe(false);
      perSeller.set(review.sellerUsername, (perSeller.get(review.sellerUsername) ?? 0) + 1);
    }
    for (const seller of DEMO_SELLERS) {
      expect(perSeller.get(seller.username) ?? 0, seller.username).toBeLessThanOrEqual(seller.itemsSold);
    }
    const lowRatings = DEMO_REVIEWS.filter((review) => review.stars <= 2).length;
    expect(lowRatings).toBeGreaterThan(0);
    expect(lowRatings / DEMO_REVIEWS.length).toBeLessThan(0.2);
  });
});

describe('generateDemoOffers', () => {
  it('sells currency in the bundles its titles name, everything else one by one', () => {
    expect(lotBundleSize('10k Gold')).toBe(10_000);
    expect(lotBundleSize('1M Gold')).toBe(1_000_000);
    expect(lotBundleSize('5B GP')).toBe(5_000_000_000);
    expect(lotBundleSize('1,000 V-Bucks')).toBe(1000);
    expect(lotBundleSize('100 Divine Orbs')).toBe(100);
    expect(lotBundleSize('Mirror of Kalandra')).toBe(1);
    const gold = offers.filter((offer) => offer.category === 'gold');
    expect(gold.some((offer) => offer.bundleSize >= 1000)).toBe(true);
    for (const offer of offers) {
      expect(Number.isSafeInteger(offer.bundleSize) && offer.bundleSize >= 1, offer.title).toBe(true);
      if (offer.category !== 'gold' && offer.category !== 'coins')
        expect(offer.bundleSize, offer.title).toBe(1);
    }
  });

  it('returns at least 2,000 offers by default', () => {
    expect(offers.length).toBeGreaterThanOrEqual(2000);
  });

  it('is deterministic, and the seed changes the result', () => {
    expect(generateDemoOffers()).toEqual(offers);
    expect(generateDemoOffers({ count: 50, seed: 7 })).toEqual(generateDemoOffers({ count: 50, seed: 7 }));
    expect(generateDemoOffers({ count: 50, seed: 8 })).not.toEqual(
      generateDemoOffers({ count: 50, seed: 7 }),
    );
    expect(generateDemoOffers({ count: 50 })).toHaveLength(50);
  });

  it('links every offer to an existing game, category, server and seller', () => {
    for (const offer of offers) {
      const game = gamesBySlug.get(offer.gameSlug);
      expect(game, offer.gameSlug).toBeDefined();
      expect(game?.categories, `${offer.gameSlug}/${offer.category}`).toContain(offer.category);
      if (offer.serverSlug !== null) {
        expect(
          game?.servers.map((server) => server.slug),
          offer.title,
        ).toContain(offer.serverSlug);
      }
      expect(sellerNames.has(offer.sellerUsername), offer.sellerUsername).toBe(true);
      expect(DELIVERY_TIME_IDS).toContain(offer.deliveryTime);
    }
  });

  it('asks for a server wherever the game has servers for currency, items and accounts', () => {
    for (const offer of offers) {
      const game = gamesBySlug.get(offer.gameSlug);
      if (game && game.servers.length > 0 && ['gold', 'coins', 'items', 'account'].includes(offer.category)) {
        expect(offer.serverSlug, offer.title).not.toBeNull();
      }
    }
  });

  it('has integer prices and stock in realistic ranges', () => {
    for (const offer of offers) {
      expect(Number.isInteger(offer.priceMinor), offer.title).toBe(true);
      expect(offer.priceMinor, offer.title).toBeGreaterThan(0);
      expect(offer.priceMinor, offer.title).toBeLessThanOrEqual(250_000);
      expect(Number.isInteger(offer.stock), offer.title).toBe(true);
      expect(offer.stock, offer.title).toBeGreaterThanOrEqual(1);
      if (offer.category === 'account') expect(offer.stock).toBe(1);
      expect(['USD', 'EUR']).toContain(offer.currency);
      expect(Number.isInteger(offer.createdDaysAgo) && offer.createdDaysAgo >= 0).toBe(true);
    }
    const prices = offers.map((offer) => offer.priceMinor);
    expect(Math.min(...prices)).toBeLessThanOrEqual(100);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(100_000);
  });

  it('writes titles and descriptions a buyer can read, without external contacts', () => {
    for (const offer of offers) {
      expect(offer.title.trim(), offer.description).not.toBe('');
      expect(offer.title.length, offer.title).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(EXTERNAL_CONTACT.test(offer.title), offer.title).toBe(false);
      expect(EXTERNAL_CONTACT.test(offer.description), offer.description).toBe(false);
      expect(offer.description, offer.title).not.toMatch(/\blorem\b|\bipsum\b/i);
      expect(`${offer.title} ${offer.description}`).not.toMatch(/undefined|\bNaN\b|\{rank\}|\{n\}/);
      // Abbreviations such as "incl." are not sentence ends.
      const sentences = offer.description.replaceAll('incl. ', 'incl ').split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      expect(sentences.length, offer.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, offer.description).toBeLessThanOrEqual(5);
    }
  });

  it('covers every (game, category) pair', () => {
    const covered = new Set(offers.map((offer) => `${offer.gameSlug}/${offer.category}`));
    const missing = DEMO_GAMES.flatMap((game) =>
      game.categories.map((category) => `${game.slug}/${category}`).filter((pair) => !covered.has(pair)),
    );
    expect(missing).toEqual([]);
  });

  it('delivers automatic categories mostly instantly and deactivates a small share', () => {
    const automatic = new Set(CATEGORIES.filter((category) => category.automaticDelivery).map((c) => c.slug));
    const automaticOffers = offers.filter((offer) => automatic.has(offer.category));
    const instant = automaticOffers.filter((offer) => offer.deliveryTime === 'instant').length;
    expect(instant / automaticOffers.length).toBeGreaterThan(0.6);
    const inactive = offers.filter((offer) => !offer.active).length / offers.length;
    expect(inactive).toBeGreaterThan(0.04);
    expect(inactive).toBeLessThan(0.12);
  });

  it('gives power sellers more offers than new sellers', () => {
    const count = (username: string) => offers.filter((offer) => offer.sellerUsername === username).length;
    const bySales = [...DEMO_SELLERS].sort((a, b) => b.itemsSold - a.itemsSold);
    const top = bySales.slice(0, 5).reduce((sum, seller) => sum + count(seller.username), 0);
    const bottom = bySales.slice(-5).reduce((sum, seller) => sum + count(seller.username), 0);
    expect(top).toBeGreaterThan(bottom * 5);
  });
});
