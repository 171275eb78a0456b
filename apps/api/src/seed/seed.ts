import { CATEGORIES } from '@lootmarket/contract';
import { count } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import { hashPassword } from '../auth/passwords';
import { gameCategories, gameServers, games } from '../catalog/catalog.schema';
import type { Db, Tx } from '../db/database';
import { offers, sellerReviews, sellerStats } from '../offers/offers.schema';
import { seedDemoOrders } from '../orders/demo-orders';
import { DEMO_GAMES } from './data/games';
import { generateDemoOffers } from './data/offers';
import { DEMO_REVIEWS, DEMO_SELLERS } from './data/sellers';

/** Local demo only: both printed in apps/api/README.md. Change them before exposing the server. */
export const DEMO_ADMIN = {
  email: 'admin@lootmarket.local',
  username: 'admin',
  password: 'Lootmarket-admin-2026!',
} as const;
/** A support agent: sees users, tickets and disputes; cannot approve withdrawals or change fees or roles. */
export const DEMO_SUPPORT = {
  email: 'support@lootmarket.local',
  username: 'support',
  password: 'Lootmarket-support-2026!',
} as const;
/** A buyer with a funded USD wallet and a few orders (src/orders/demo-orders.ts), for the order pages. */
export const DEMO_BUYER = {
  email: 'buyer@lootmarket.local',
  username: 'demo_buyer',
  password: 'Lootmarket-buyer-2026!',
} as const;
/** What the demo buyer has left to spend after the demo orders: 250.00 USD. */
const DEMO_BUYER_BALANCE = 25_000n;
/** Every demo seller signs in with this one password (one argon2 hash, computed once per seed). */
export const DEMO_SELLER_PASSWORD = 'Lootmarket-seller-2026!';

/**
 * Every password the README publishes. No account outside a demo database may have one: the first
 * admin's hash (ADMIN_PASSWORD_HASH) and `pnpm admin:create` refuse them.
 */
export const PUBLISHED_DEMO_PASSWORDS: readonly string[] = [
  DEMO_ADMIN.password,
  DEMO_SUPPORT.password,
  DEMO_BUYER.password,
  DEMO_SELLER_PASSWORD,
];

export function demoSellerEmail(username: string): string {
  return `${username.toLowerCase()}@sellers.lootmarket.local`;
}

export interface SeedResult {
  inserted: boolean;
  counts: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const AUTOMATIC: ReadonlySet<string> = new Set(
  CATEGORIES.filter((category) => category.automaticDelivery).map((category) => category.slug),
);
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 15 columns. */
const BATCH = 1000;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Fills an empty database with the demo catalog, sellers with history, offers, the admin and the support
 * agent accounts,
 * in one transaction. A database that already has games is left alone, so every start may call it.
 */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(games);
  if ((existing?.n ?? 0) > 0) return { inserted: false, counts: {} };

  const [adminHash, supportHash, sellerHash, buyerHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_SUPPORT.password),
    hashPassword(DEMO_SELLER_PASSWORD),
    hashPassword(DEMO_BUYER.password),
  ]);
  const now = Date.now();
  const buyerId = crypto.randomUUID();
  return db.transaction(async (tx: Tx) => {
    const gameIds = new Map<string, string>();
    const serverIds = new Map<string, string>();
    const gameRows = DEMO_GAMES.map((game) => {
      const id = crypto.randomUUID();
      gameIds.set(game.slug, id);
      return {
        id,
        slug: game.slug,
        name: game.name,
        publisher: game.publisher,
        releaseYear: game.releaseYear,
        popularity: game.popularity,
        giftCard: game.giftCard ?? false,
        platforms: [...game.platforms],
        currencyName: game.currencyName ?? null,
        aliases: [...(game.aliases ?? [])],
      };
    });
    const gameId = (slug: string) => {
      const id = gameIds.get(slug);
      if (!id) throw new Error(`demo data names an unknown game: ${slug}`);
      return id;
    };
    const categoryRows = DEMO_GAMES.flatMap((game) =>
      game.categories.map((category, position) => ({ gameId: gameId(game.slug), category, position })),
    );
    const serverRows = DEMO_GAMES.flatMap((game) =>
      game.servers.map((server, position) => {
        const id = crypto.randomUUID();
        serverIds.set(`${game.slug}/${server.slug}`, id);
        return {
          id,
          gameId: gameId(game.slug),
          slug: server.slug,
          name: server.name,
          region: server.region ?? null,
          position,
        };
      }),
    );

    const sellerIds = new Map<string, string>();
    const sellerRows = DEMO_SELLERS.map((seller) => {
      const id = crypto.randomUUID();
      sellerIds.set(seller.username, id);
      return {
        id,
        username: seller.username,
        email: demoSellerEmail(seller.username),
        emailVerified: true,
        passwordHash: sellerHash,
        roles: ['user'],
        country: seller.country,
        memberSince: new Date(`${seller.memberSince}T12:00:00Z`),
        lastSeenAt: new Date(now - seller.lastSeenMinutesAgo * 60_000),
      };
    });
    const sellerId = (username: string) => {
      const id = sellerIds.get(username);
      if (!id) throw new Error(`demo data names an unknown seller: ${username}`);
      return id;
    };
    const statsRows = DEMO_SELLERS.map((seller) => ({
      userId: sellerId(seller.username),
      itemsSold: seller.itemsSold,
      positiveFeedbackPercent: seller.positivePercent,
      reviewsCount: DEMO_REVIEWS.filter((review) => review.sellerUsername === seller.username).length,
      averageAnswerMinutes: seller.averageAnswerMinutes,
      bio: seller.bio,
    }));
    const reviewRows = DEMO_REVIEWS.map((review) => ({
      id: crypto.randomUUID(),
      sellerId: sellerId(review.sellerUsername),
      authorId: null,
      authorName: review.buyerName,
      stars: review.stars,
      comment: review.comment,
      createdAt: new Date(now - review.daysAgo * DAY_MS),
    }));
    const offerRows = generateDemoOffers().map((offer) => {
      let serverId: string | null = null;
      if (offer.serverSlug) {
        serverId = serverIds.get(`${offer.gameSlug}/${offer.serverSlug}`) ?? null;
        if (!serverId)
          throw new Error(`demo offer names an unknown server: ${offer.gameSlug}/${offer.serverSlug}`);
      }
      const createdAt = new Date(now - offer.createdDaysAgo * DAY_MS);
      return {
        id: crypto.randomUUID(),
        sellerId: sellerId(offer.sellerUsername),
        gameId: gameId(offer.gameSlug),
        category: offer.category,
        serverId,
        title: offer.title,
        description: offer.description,
        deliveryTime: offer.deliveryTime,
        priceMinor: BigInt(offer.priceMinor),
        currency: offer.currency,
        stock: offer.stock,
        bundleSize: offer.bundleSize,
        warrantyDays: offer.warrantyDays,
        photos: [],
        active: offer.active,
        createdAt,
        updatedAt: createdAt,
      };
    });

    await tx.insert(games).values(gameRows);
    await tx.insert(gameCategories).values(categoryRows);
    if (serverRows.length > 0)
      await insertInBatches(serverRows, (batch) => tx.insert(gameServers).values(batch));
    await tx.insert(users).values([
      {
        id: crypto.randomUUID(),
        username: DEMO_ADMIN.username,
        email: DEMO_ADMIN.email,
        emailVerified: true,
        passwordHash: adminHash,
        roles: ['user', 'admin'],
        country: 'PL',
      },
      {
        id: crypto.randomUUID(),
        username: DEMO_SUPPORT.username,
        email: DEMO_SUPPORT.email,
        emailVerified: true,
        passwordHash: supportHash,
        roles: ['user', 'support'],
        country: 'DE',
      },
      {
        id: buyerId,
        username: DEMO_BUYER.username,
        email: DEMO_BUYER.email,
        emailVerified: true,
        passwordHash: buyerHash,
        roles: ['user'],
        country: 'US',
      },
      ...sellerRows,
    ]);
    await tx.insert(sellerStats).values(statsRows);
    await insertInBatches(reviewRows, (batch) => tx.insert(sellerReviews).values(batch));
    await insertInBatches(offerRows, (batch) => tx.insert(offers).values(batch));
    // The first seller with three active USD offers of a manually delivered category sells to the demo buyer.
    const usdOffers = offerRows.filter(
      (offer) =>
        offer.active && offer.currency === 'USD' && offer.stock > 0 && !AUTOMATIC.has(offer.category),
    );
    const demoSeller = usdOffers.find(
      (offer) => usdOffers.filter((other) => other.sellerId === offer.sellerId).length >= 3,
    )?.sellerId;
    const demoOrders = await seedDemoOrders(tx, {
      buyerId,
      offers: usdOffers.filter((offer) => offer.sellerId === demoSeller).slice(0, 3),
      walletBalance: DEMO_BUYER_BALANCE,
      autoReleaseMs: 3 * DAY_MS,
    });
    return {
      inserted: true,
      counts: {
        games: gameRows.length,
        categories: categoryRows.length,
        servers: serverRows.length,
        sellers: sellerRows.length,
        reviews: reviewRows.length,
        offers: offerRows.length,
        orders: demoOrders,
      },
    };
  });
}
