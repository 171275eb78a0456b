import {
  CATEGORIES,
  DELIVERY_TIMES,
  type DeliveryTimeId,
  formatMinorAsDecimal,
  formatUnitPriceDecimal,
  isOfferCurrency,
  type MarketOffer,
  type MarketQuery,
  type MarketResponse,
  type MarketSort,
  marketPriceUnit,
  type OfferCurrency,
} from '@lootmarket/contract';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import { gameServers, games } from '../catalog/catalog.schema';
import type { DbOrTx } from '../db/database';
import { escapeLike } from '../db/like';
import { AppError } from '../errors/app-error';
import { avatarUrl, photoUrls } from '../photos/photo-urls';
import { usdPerMinorUnitSql } from '../rates/currency-rates';
import { currencyRates } from '../rates/rates.schema';
import { offers, sellerStats } from './offers.schema';

/**
 * THE market's order by price: what one unit of the good costs in US dollars, across currencies (the
 * staff's rates, src/rates, joined on the offer's currency) and bundle sizes (the bundle's price over
 * the units it holds). For ordering only: prices are shown in the offer's currency (and converted for
 * the viewer by the contract's convertMinor), and charged in it. Both statements of the search join
 * currency_rates, so a new rate reorders the market at once (the rates plugin clears the answer cache).
 */
export const comparablePrice = sql<string>`(${offers.priceMinor} * ${usdPerMinorUnitSql(offers.currency)} / ${offers.bundleSize})`;

/**
 * How far a seller's rating can be trusted: the lower bound of the 95 % Wilson interval of the share
 * of positive reviews (reviews × percent), 0 without reviews. 100 % of 3 reviews ranks below 99.4 %
 * of 1,234: a few lucky reviews do not outrank a long record.
 */
const ratingScore = sql<number>`(case when coalesce(${sellerStats.reviewsCount}, 0) = 0 then 0 else (
  (${sellerStats.positiveFeedbackPercent} / 100.0 + 1.9208 / ${sellerStats.reviewsCount}
   - 1.96 * sqrt((${sellerStats.positiveFeedbackPercent} / 100.0) * (1 - ${sellerStats.positiveFeedbackPercent} / 100.0) / ${sellerStats.reviewsCount}
                 + 0.9604 / (${sellerStats.reviewsCount}::numeric * ${sellerStats.reviewsCount})))
  / (1 + 3.8416 / ${sellerStats.reviewsCount})) end)`;

/** Minutes of the offer's delivery promise (DELIVERY_TIMES), for the fastest-first sort. */
const deliveryMinutes = sql<number>`(case ${offers.deliveryTime} ${sql.raw(
  DELIVERY_TIMES.map((time) => `when '${time.id}' then ${time.minutes}`).join(' '),
)} else 2147483647 end)`;

/** The price of one unit of the good in the offer's own currency: what offers_market_currency_unit_price_idx holds. */
const ownUnitPrice = sql<string>`(${offers.priceMinor}::numeric / ${offers.bundleSize})`;

/**
 * The ORDER BY of each market sort; the id last, so pages never overlap. The price sorts break ties of
 * the converted price by the offer's own unit price before the id, so that within one currency the
 * order is exactly the index's (see priceSortCandidates).
 */
function marketOrder(sort: MarketSort): SQL[] {
  switch (sort) {
    case 'price_desc':
      return [desc(comparablePrice), desc(ownUnitPrice), desc(offers.id)];
    case 'rating':
      return [desc(ratingScore), asc(comparablePrice), asc(offers.id)];
    case 'delivery':
      return [asc(deliveryMinutes), asc(comparablePrice), asc(offers.id)];
    default:
      return [asc(comparablePrice), asc(ownUnitPrice), asc(offers.id)];
  }
}

/**
 * The price sorts without sorting the whole category: a rate is the same for every offer of its
 * currency, so within one currency the converted order IS the order of the own unit price, which
 * offers_market_currency_unit_price_idx (game, category, currency, unit price, id; active) holds. The
 * first `take` matches of each currency (one short index walk per rate row) therefore contain the
 * first `take` of the whole market; the page query sorts only those. Inside the subquery "offers" is
 * the inner table, so the search's own conditions apply to it as they are.
 */
function priceSortCandidates(where: SQL | undefined, descending: boolean, take: number): SQL {
  const direction = descending ? sql.raw('desc') : sql.raw('asc');
  return sql`${offers.id} in (select candidate.id from ${currencyRates} rate cross join lateral (
    select ${offers.id} as id from ${offers}
    where ${where} and ${offers.currency} = rate.currency
    order by ${ownUnitPrice} ${direction}, ${offers.id} ${direction}
    limit ${take}) candidate)`;
}

const automaticCategories: ReadonlySet<string> = new Set(
  CATEGORIES.filter((category) => category.automaticDelivery).map((category) => category.slug),
);

function deliveryWithin(max: DeliveryTimeId): DeliveryTimeId[] {
  const limit = DELIVERY_TIMES.find((time) => time.id === max)?.minutes ?? 0;
  return DELIVERY_TIMES.filter((time) => time.minutes <= limit).map((time) => time.id);
}

function money(priceMinor: number, currency: string, bundleSize: number, priceUnit: number) {
  const code: OfferCurrency = isOfferCurrency(currency) ? currency : 'USD';
  return {
    price: formatMinorAsDecimal(priceMinor, code),
    priceMinor,
    currency: code,
    bundleSize,
    unitPrice: formatUnitPriceDecimal(priceMinor, code, bundleSize, priceUnit),
  };
}

/**
 * Market search (spec §2, /games/{game_slug}/{category}/): active offers of one game and category,
 * filtered, sorted (by price per unit of the good, best-rated seller or fastest delivery), one page,
 * with totals over every match. Two statements: the page and one aggregate pass for total, lowest and
 * highest price per unit, the smallest bundle (the unit prices are shown per: marketPriceUnit) and
 * the stock.
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

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: offers.id,
        title: offers.title,
        deliveryTime: offers.deliveryTime,
        priceMinor: offers.priceMinor,
        currency: offers.currency,
        stock: offers.stock,
        bundleSize: offers.bundleSize,
        category: offers.category,
        warrantyDays: offers.warrantyDays,
        photos: offers.photos,
        serverSlug: gameServers.slug,
        serverName: gameServers.name,
        serverRegion: gameServers.region,
        sellerName: users.username,
        positiveFeedbackPercent: sellerStats.positiveFeedbackPercent,
        itemsSold: sellerStats.itemsSold,
        reviewsCount: sellerStats.reviewsCount,
        sellerLastSeenAt: users.lastSeenAt,
        sellerAvatarPhotoId: users.avatarPhotoId,
      })
      .from(offers)
      .innerJoin(currencyRates, eq(currencyRates.currency, offers.currency))
      .innerJoin(users, eq(users.id, offers.sellerId))
      .leftJoin(gameServers, eq(gameServers.id, offers.serverId))
      .leftJoin(sellerStats, eq(sellerStats.userId, offers.sellerId))
      .where(
        query.sort === 'price_asc' || query.sort === 'price_desc'
          ? and(where, priceSortCandidates(where, query.sort === 'price_desc', query.page * query.pageSize))
          : where,
      )
      .orderBy(...marketOrder(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        quantity: sql<string | null>`sum(${offers.stock})::text`,
        smallestBundle: sql<string | null>`min(${offers.bundleSize})::text`,
        lowest: sql<
          string | null
        >`(array_agg(${offers.priceMinor}::text || ' ' || ${offers.currency} || ' ' || ${offers.bundleSize}::text order by ${comparablePrice} asc, ${offers.id} asc))[1]`,
        highest: sql<
          string | null
        >`(array_agg(${offers.priceMinor}::text || ' ' || ${offers.currency} || ' ' || ${offers.bundleSize}::text order by ${comparablePrice} desc, ${offers.id} desc))[1]`,
      })
      .from(offers)
      .innerJoin(currencyRates, eq(currencyRates.currency, offers.currency))
      .where(where),
  ]);

  const priceUnit = marketPriceUnit(Number(totals?.smallestBundle ?? 1));
  const parseMoney = (value: string | null | undefined) => {
    if (!value) return null;
    const [minor, currency, bundle] = value.split(' ');
    return money(Number(minor), currency ?? 'USD', Number(bundle ?? 1), priceUnit);
  };
  const offersOut: MarketOffer[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    server:
      row.serverSlug && row.serverName
        ? { slug: row.serverSlug, name: row.serverName, region: row.serverRegion }
        : null,
    deliveryTime: row.deliveryTime as DeliveryTimeId,
    ...money(Number(row.priceMinor), row.currency, row.bundleSize, priceUnit),
    quantity: row.stock,
    automaticDelivery: automaticCategories.has(row.category),
    warrantyDays: row.warrantyDays,
    photoUrl: row.photos[0] ? photoUrls(row.photos[0]).smallUrl : null,
    seller: {
      username: row.sellerName,
      avatarUrl: avatarUrl(row.sellerAvatarPhotoId),
      positiveFeedbackPercent: Number(row.positiveFeedbackPercent ?? 100),
      itemsSold: row.itemsSold ?? 0,
      reviewsCount: row.reviewsCount ?? 0,
      lastSeenAt: row.sellerLastSeenAt?.toISOString() ?? null,
    },
  }));
  return {
    game: { slug: game.slug, name: game.name },
    category: category as MarketResponse['category'],
    offers: offersOut,
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    priceUnit,
    lowestPrice: parseMoney(totals?.lowest),
    highestPrice: parseMoney(totals?.highest),
    totalQuantity: Number(totals?.quantity ?? 0),
  };
}
