import {
  CATEGORIES,
  DELIVERY_TIMES,
  type DeliveryTimeId,
  formatMinorAsDecimal,
  isOfferCurrency,
  type MarketOffer,
  type MarketQuery,
  type MarketResponse,
  OFFER_CURRENCY_SORT_WEIGHTS,
  type OfferCurrency,
} from '@lootmarket/contract';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import { gameServers, games } from '../catalog/catalog.schema';
import type { DbOrTx } from '../db/database';
import { escapeLike } from '../db/like';
import { AppError } from '../errors/app-error';
import { photoUrls } from '../photos/photo-urls';
import { offers, sellerStats } from './offers.schema';

/**
 * The comparable price of an offer across currencies. The same expression is indexed (migration
 * 0001, offers_market_price_idx), so it must stay character for character what the index holds.
 */
export const comparablePrice = sql<number>`(${offers.priceMinor} * (case ${offers.currency} ${sql.raw(
  Object.entries(OFFER_CURRENCY_SORT_WEIGHTS)
    .map(([currency, weight]) => `when '${currency}' then ${weight}`)
    .join(' '),
)} else 10000 end))`;

const automaticCategories: ReadonlySet<string> = new Set(
  CATEGORIES.filter((category) => category.automaticDelivery).map((category) => category.slug),
);

function deliveryWithin(max: DeliveryTimeId): DeliveryTimeId[] {
  const limit = DELIVERY_TIMES.find((time) => time.id === max)?.minutes ?? 0;
  return DELIVERY_TIMES.filter((time) => time.minutes <= limit).map((time) => time.id);
}

function money(priceMinor: number, currency: string) {
  const code: OfferCurrency = isOfferCurrency(currency) ? currency : 'USD';
  return { price: formatMinorAsDecimal(priceMinor, code), priceMinor, currency: code };
}

/**
 * Market search (spec §2, /games/{game_slug}/{category}/): active offers of one game and category,
 * filtered, sorted by price, one page, with totals over every match. Two statements: the page and
 * one aggregate pass for total, lowest and highest price and quantity.
 */
export async function searchMarket(
  db: DbOrTx,
  gameSlug: string,
  category: string,
  query: MarketQuery,
): Promise<MarketResponse> {
  // One round trip resolves the game, checks it has the category and finds the server filter's id.
  const [game] = await db
    .select({
      id: games.id,
      slug: games.slug,
      name: games.name,
      // Written out qualified: drizzle leaves columns of a one-table select unqualified, and inside a
      // subquery an unqualified "id" would name the inner table's column.
      hasCategory: sql<boolean>`exists (select 1 from "game_categories" gc where gc."game_id" = "games"."id" and gc."category" = ${category} and not gc."hidden")`,
      serverId: query.server
        ? sql<
            string | null
          >`(select gs."id" from "game_servers" gs where gs."game_id" = "games"."id" and gs."slug" = ${query.server} and not gs."hidden")`
        : sql<null>`null`,
    })
    .from(games)
    // A game or category staff hid (src/admin) has no market page.
    .where(and(eq(games.slug, gameSlug), eq(games.hidden, false)))
    .limit(1);
  if (!game?.hasCategory) throw new AppError('NOT_FOUND');

  const conditions: SQL[] = [
    eq(offers.gameId, game.id),
    eq(offers.category, category),
    eq(offers.active, true),
  ];
  // An unknown server matches nothing, like any other filter that fits no offer.
  if (query.server) conditions.push(game.serverId ? eq(offers.serverId, game.serverId) : sql`false`);
  // Offers of a server staff hid are off the market (offer-listing.ts; the game and the category were
  // checked above): not listed, and not for sale.
  else
    conditions.push(
      sql`not exists (select 1 from "game_servers" gs where gs."id" = "offers"."server_id" and gs."hidden")`,
    );
  if (query.product) conditions.push(sql`${offers.title} ilike ${`%${escapeLike(query.product)}%`}`);
  if (query.delivery) conditions.push(inArray(offers.deliveryTime, deliveryWithin(query.delivery)));
  if (query.inStock) conditions.push(gt(offers.stock, 0));
  const where = and(...conditions);
  const order = query.sort === 'price_desc' ? desc : asc;

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: offers.id,
        title: offers.title,
        deliveryTime: offers.deliveryTime,
        priceMinor: offers.priceMinor,
        currency: offers.currency,
        stock: offers.stock,
        category: offers.category,
        photos: offers.photos,
        serverSlug: gameServers.slug,
        serverName: gameServers.name,
        serverRegion: gameServers.region,
        sellerName: users.username,
        positiveFeedbackPercent: sellerStats.positiveFeedbackPercent,
        itemsSold: sellerStats.itemsSold,
      })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.sellerId))
      .leftJoin(gameServers, eq(gameServers.id, offers.serverId))
      .leftJoin(sellerStats, eq(sellerStats.userId, offers.sellerId))
      .where(where)
      .orderBy(order(comparablePrice), order(offers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        quantity: sql<string | null>`sum(${offers.stock})::text`,
        lowest: sql<
          string | null
        >`(array_agg(${offers.priceMinor}::text || ' ' || ${offers.currency} order by ${comparablePrice} asc, ${offers.id} asc))[1]`,
        highest: sql<
          string | null
        >`(array_agg(${offers.priceMinor}::text || ' ' || ${offers.currency} order by ${comparablePrice} desc, ${offers.id} desc))[1]`,
      })
      .from(offers)
      .where(where),
  ]);

  const parseMoney = (value: string | null | undefined) => {
    if (!value) return null;
    const [minor, currency] = value.split(' ');
    return money(Number(minor), currency ?? 'USD');
  };
  const offersOut: MarketOffer[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    server:
      row.serverSlug && row.serverName
        ? { slug: row.serverSlug, name: row.serverName, region: row.serverRegion }
        : null,
    deliveryTime: row.deliveryTime as DeliveryTimeId,
    ...money(Number(row.priceMinor), row.currency),
    quantity: row.stock,
    automaticDelivery: automaticCategories.has(row.category),
    photoUrl: row.photos[0] ? photoUrls(row.photos[0]).smallUrl : null,
    seller: {
      username: row.sellerName,
      positiveFeedbackPercent: Number(row.positiveFeedbackPercent ?? 100),
      itemsSold: row.itemsSold ?? 0,
    },
  }));
  return {
    game: { slug: game.slug, name: game.name },
    category: category as MarketResponse['category'],
    offers: offersOut,
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    lowestPrice: parseMoney(totals?.lowest),
    highestPrice: parseMoney(totals?.highest),
    totalQuantity: Number(totals?.quantity ?? 0),
  };
}
