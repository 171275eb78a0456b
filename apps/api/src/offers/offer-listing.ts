import { sql } from 'drizzle-orm';

/**
 * The offer row in scope (`"offers"`) is on the market: its game, its category in that game and its
 * server are not hidden by staff (src/catalog). The SQL function offer_listed (src/db/functions/offer_listed.sql) is the
 * one definition: the market search, the offer page and every purchase path ask it (the purchase
 * statements write its three NOT EXISTS out). A hidden game, category or server keeps its offers and
 * orders; they are only off the market: not listed, their page gone for buyers, not for sale.
 */
export const offerListed = sql<boolean>`offer_listed("offers"."game_id", "offers"."category", "offers"."server_id")`;

/** The offer row in scope (`"offers"`) belongs to a banned seller (users.banned, src/admin). */
export const offerSellerBanned = sql<boolean>`exists (select 1 from "users" u where u."id" = "offers"."seller_id" and u."banned")`;
