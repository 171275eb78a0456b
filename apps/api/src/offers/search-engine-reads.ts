import { CATEGORY_SLUGS } from '@lootmarket/contract';
import { and, asc, avg, count, eq, inArray, max } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import { gameCategories, games } from '../catalog/catalog.schema';
import type { DbOrTx } from '../db/database';
import { offerListed } from './offer-listing';
import { offers, sellerReviews } from './offers.schema';

/**
 * What search engines are told of the catalog and the offers (apps/api/src/web: the sitemaps and a
 * public page's head), read only. The games and markets are paged with the last change of an offer
 * on sale in each, one query per page (a CROSS_DOMAIN_READS exception of .dependency-cruiser.cjs).
 */

const visibleGame = eq(games.hidden, false);
/** A market page answers 200 (web/page-status.ts): a visible game, a category it offers, not hidden. */
const visibleMarket = and(
  visibleGame,
  eq(gameCategories.hidden, false),
  inArray(gameCategories.category, [...CATEGORY_SLUGS]),
);
/** On sale: the offer page answers 200 (offerPageState's 'listed'). */
const onSale = and(eq(offers.active, true), offerListed);

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

export async function countSitemapGames(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games).where(visibleGame);
  return Number(row?.n ?? 0);
}

export async function countSitemapMarkets(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gameCategories)
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .where(visibleMarket);
  return Number(row?.n ?? 0);
}

export async function countOffersOnSale(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(offers).where(onSale);
  return Number(row?.n ?? 0);
}

/** Visible games by slug, each with the later of its creation and its offers' last change. */
export async function sitemapGames(db: DbOrTx, offset: number, limit: number) {
  const lastOffer = db
    .select({ gameId: offers.gameId, at: max(offers.updatedAt).as('at') })
    .from(offers)
    .where(onSale)
    .groupBy(offers.gameId)
    .as('last_offer');
  const rows = await db
    .select({ slug: games.slug, createdAt: games.createdAt, offersAt: lastOffer.at })
    .from(games)
    .leftJoin(lastOffer, eq(lastOffer.gameId, games.id))
    .where(visibleGame)
    .orderBy(asc(games.slug))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ slug: row.slug, lastmod: later(row.createdAt, toDate(row.offersAt)) }));
}

/** Visible markets by game slug and category, with the later of the game's creation and the offers' change. */
export async function sitemapMarkets(db: DbOrTx, offset: number, limit: number) {
  const lastOffer = db
    .select({ gameId: offers.gameId, category: offers.category, at: max(offers.updatedAt).as('at') })
    .from(offers)
    .where(onSale)
    .groupBy(offers.gameId, offers.category)
    .as('last_offer');
  const rows = await db
    .select({
      slug: games.slug,
      category: gameCategories.category,
      createdAt: games.createdAt,
      offersAt: lastOffer.at,
    })
    .from(gameCategories)
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .leftJoin(
      lastOffer,
      and(eq(lastOffer.gameId, gameCategories.gameId), eq(lastOffer.category, gameCategories.category)),
    )
    .where(visibleMarket)
    .orderBy(asc(games.slug), asc(gameCategories.category))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    slug: row.slug,
    category: row.category,
    lastmod: later(row.createdAt, toDate(row.offersAt)),
  }));
}

/** Offers on sale by id, with their last change. */
export async function offersOnSale(db: DbOrTx, offset: number, limit: number) {
  const rows = await db
    .select({ id: offers.id, updatedAt: offers.updatedAt })
    .from(offers)
    .where(onSale)
    .orderBy(asc(offers.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ id: row.id, lastmod: row.updatedAt }));
}

/**
 * An offer on sale as its page's head describes it (its game, its seller's name), with its seller's
 * reviews (how many, the average stars); undefined when it is not on sale.
 */
export async function offerForPageHead(db: DbOrTx, offerId: string) {
  const [row] = await db
    .select({
      id: offers.id,
      title: offers.title,
      description: offers.description,
      priceMinor: offers.priceMinor,
      currency: offers.currency,
      stock: offers.stock,
      photos: offers.photos,
      category: offers.category,
      sellerId: offers.sellerId,
      sellerName: users.username,
      gameSlug: games.slug,
      gameName: games.name,
      gameCoverPhotoId: games.coverPhotoId,
    })
    .from(offers)
    .innerJoin(games, eq(games.id, offers.gameId))
    .innerJoin(users, eq(users.id, offers.sellerId))
    .where(and(eq(offers.id, offerId), onSale))
    .limit(1);
  if (!row) return undefined;
  const [rating] = await db
    .select({ reviews: count(), stars: avg(sellerReviews.stars) })
    .from(sellerReviews)
    .where(eq(sellerReviews.sellerId, row.sellerId));
  return { ...row, reviews: Number(rating?.reviews ?? 0), averageStars: Number(rating?.stars ?? 0) };
}

/** A timestamp read through a subquery: a Date or the driver's text, whichever the driver gives. */
function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  const date = new Date(
    value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}
