import {
  CATEGORIES,
  type CategorySlug,
  DEFAULT_WARRANTY_DAYS,
  type DeliveryTimeId,
  editedOfferPriceMinor,
  type FieldErrorCode,
  formatMinorAsDecimal,
  isOfferCurrency,
  type Offer,
  type OfferCreateInput,
  type OfferCurrency,
  type OfferUpdateInput,
  offerErrorCode,
  SERVER_SCOPED_CATEGORIES,
  SUCCESS_MESSAGE_IDS,
  type UserRole,
} from '@lootmarket/contract';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import { gameServers, games } from '../catalog/catalog.schema';
import { findGameBySlug, gameHasCategory, gameServersOf } from '../catalog/catalog.service';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { avatarUrl, photoUrls } from '../photos/photo-urls';
import { categoryCarriesWarranty } from '../warranty/warranty-rules';
import { hasCodes } from './codes/offer-codes.service';
import { offerListed } from './offer-listing';
import { ownOfferForChange } from './offer-owner';
import { offers, sellerStats } from './offers.schema';

/** Who asks: null for a guest. */
export interface Viewer {
  id: string;
  roles: readonly UserRole[];
}

const automaticCategories: ReadonlySet<string> = new Set(
  CATEGORIES.filter((category) => category.automaticDelivery).map((category) => category.slug),
);

/** A refused offer form: the code of the first wrong field, and every wrong field. */
export function offerInputError(fields: Record<string, FieldErrorCode>): AppError {
  return new AppError(offerErrorCode(fields), { fields });
}

function fieldError(field: string, code: FieldErrorCode): AppError {
  return offerInputError({ [field]: code });
}

const offerViewColumns = {
  offer: offers,
  /** Its game, category and server are not hidden (offer-listing.ts): on the market. */
  listed: offerListed,
  gameSlug: games.slug,
  gameName: games.name,
  serverSlug: gameServers.slug,
  serverName: gameServers.name,
  serverRegion: gameServers.region,
  sellerName: users.username,
  sellerMemberSince: users.memberSince,
  sellerLastSeenAt: users.lastSeenAt,
  sellerAvatarPhotoId: users.avatarPhotoId,
  itemsSold: sellerStats.itemsSold,
  positiveFeedbackPercent: sellerStats.positiveFeedbackPercent,
  reviewsCount: sellerStats.reviewsCount,
  averageAnswerMinutes: sellerStats.averageAnswerMinutes,
};

function offerViews(db: DbOrTx) {
  return db
    .select(offerViewColumns)
    .from(offers)
    .innerJoin(games, eq(games.id, offers.gameId))
    .leftJoin(gameServers, eq(gameServers.id, offers.serverId))
    .innerJoin(users, eq(users.id, offers.sellerId))
    .leftJoin(sellerStats, eq(sellerStats.userId, offers.sellerId));
}

type OfferViewRow = Awaited<ReturnType<ReturnType<typeof offerViews>['where']>>[number];

function currencyOf(value: string): OfferCurrency {
  // The column's CHECK allows any ISO code; offers are only ever written through this service.
  return isOfferCurrency(value) ? value : 'USD';
}

function toOffer(row: OfferViewRow, viewer: Viewer | null): Offer {
  const { offer } = row;
  const currency = currencyOf(offer.currency);
  return {
    id: offer.id,
    game: { slug: row.gameSlug, name: row.gameName },
    category: offer.category as CategorySlug,
    server:
      row.serverSlug && row.serverName
        ? { slug: row.serverSlug, name: row.serverName, region: row.serverRegion }
        : null,
    title: offer.title,
    description: offer.description,
    deliveryTime: offer.deliveryTime as DeliveryTimeId,
    price: formatMinorAsDecimal(offer.priceMinor, currency),
    priceMinor: Number(offer.priceMinor),
    currency,
    quantity: offer.stock,
    bundleSize: offer.bundleSize,
    warrantyDays: offer.warrantyDays,
    photos: offer.photos.map(photoUrls),
    active: offer.active,
    automaticDelivery: automaticCategories.has(offer.category),
    seller: {
      id: offer.sellerId,
      username: row.sellerName,
      avatarUrl: avatarUrl(row.sellerAvatarPhotoId),
      positiveFeedbackPercent: Number(row.positiveFeedbackPercent ?? 100),
      itemsSold: row.itemsSold ?? 0,
      reviewsCount: row.reviewsCount ?? 0,
      averageAnswerMinutes: row.averageAnswerMinutes ?? null,
      lastSeenAt: row.sellerLastSeenAt?.toISOString() ?? null,
      memberSince: row.sellerMemberSince.toISOString(),
    },
    viewerIsOwner: viewer?.id === offer.sellerId,
    moderationLock:
      offer.moderationLockedAt && (viewer?.id === offer.sellerId || isModerator(viewer))
        ? { reason: offer.moderationReason ?? '', lockedAt: offer.moderationLockedAt.toISOString() }
        : null,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}

function isModerator(viewer: Viewer | null): boolean {
  return Boolean(viewer?.roles.some((role) => role === 'admin' || role === 'support'));
}

/** Guests and other users see active offers only; the owner and moderators see every offer. */
function canSee(offer: typeof offers.$inferSelect, viewer: Viewer | null): boolean {
  return offer.active || viewer?.id === offer.sellerId || isModerator(viewer);
}

async function loadOfferRow(db: DbOrTx, offerId: string) {
  const [row] = await offerViews(db).where(eq(offers.id, offerId)).limit(1);
  return row;
}

/**
 * One offer's page. An offer of a hidden game, category or server is off the market (staff hid it):
 * like the market, which lists none of them, it answers NOT_FOUND to buyers and guests, as an inactive
 * offer does; its seller and staff still see it.
 */
export async function getOffer(db: DbOrTx, offerId: string, viewer: Viewer | null): Promise<Offer> {
  const row = await loadOfferRow(db, offerId);
  if (!row || !canSee(row.offer, viewer)) throw new AppError('NOT_FOUND');
  if (!row.listed && viewer?.id !== row.offer.sellerId && !isModerator(viewer))
    throw new AppError('NOT_FOUND');
  return toOffer(row, viewer);
}

interface ResolvedOfferFields {
  gameId: string;
  category: CategorySlug;
  serverId: string | null;
  title: string;
  description: string;
  deliveryTime: DeliveryTimeId;
  priceMinor: bigint;
  currency: OfferCurrency;
  stock: number;
  warrantyDays: number | null;
}

interface OfferFieldsInput {
  game: string;
  category: CategorySlug;
  server?: string | null | undefined;
  title: string;
  description: string;
  deliveryTime: DeliveryTimeId;
  /** Null when the price has no minor units in `currency` (refused after the catalog's checks). */
  priceMinor: bigint | null;
  currency: OfferCurrency;
  quantity: number;
  /** Absent: the category's default (14 days where it carries a warranty, none elsewhere). */
  warrantyDays?: number | null | undefined;
}

/** The rules of spec §5 that need the catalog: the game exists, has the category and the server. */
async function resolveOfferFields(db: DbOrTx, input: OfferFieldsInput): Promise<ResolvedOfferFields> {
  const game = await findGameBySlug(db, input.game);
  if (!game) throw fieldError('game', 'gameInvalid');
  if (!(await gameHasCategory(db, game.id, input.category))) throw fieldError('category', 'categoryInvalid');
  const servers = await gameServersOf(db, game.id);
  let serverId: string | null = null;
  if (input.server) {
    const server = servers.find((candidate) => candidate.slug === input.server);
    if (!server) throw fieldError('server', 'serverInvalid');
    serverId = server.id;
  } else if (servers.length > 0 && SERVER_SCOPED_CATEGORIES.has(input.category)) {
    throw fieldError('server', 'serverInvalid');
  }
  const priceMinor = input.priceMinor;
  if (priceMinor === null) throw fieldError('price', 'priceInvalid');
  // The category's warranty rule, read under a share lock: a rule change in flight (which updates every
  // offer of the category) waits for this offer, or this offer for it.
  const warranted = await categoryCarriesWarranty(db, input.category);
  if (!warranted && input.warrantyDays !== undefined && input.warrantyDays !== null)
    throw fieldError('warrantyDays', 'warrantyInvalid');
  return {
    gameId: game.id,
    category: input.category,
    serverId,
    title: input.title,
    description: input.description,
    deliveryTime: input.deliveryTime,
    priceMinor,
    currency: input.currency,
    stock: input.quantity,
    warrantyDays: warranted ? (input.warrantyDays ?? DEFAULT_WARRANTY_DAYS) : null,
  };
}

/**
 * Refuses a banned seller a write that would put an offer on the market. A ban revokes every session,
 * so this only meets a request that began before the ban committed: the share lock on the account
 * waits for a ban in flight (it locks the row for update), and a ban that comes after waits for this
 * transaction, then takes the offer down with the others.
 */
async function assertSellerNotBanned(db: DbOrTx, sellerId: string) {
  const [seller] = await db
    .select({ banned: users.banned })
    .from(users)
    .where(eq(users.id, sellerId))
    .for('share');
  if (!seller || seller.banned) throw new AppError('ACCOUNT_BANNED');
}

export async function createOffer(db: DbOrTx, sellerId: string, input: OfferCreateInput): Promise<string> {
  await assertSellerNotBanned(db, sellerId);
  const fields = await resolveOfferFields(db, input);
  const id = crypto.randomUUID();
  // The bundle size is set here only: it is fixed once listed (offer.schemas.ts).
  await db
    .insert(offers)
    .values({ id, sellerId, ...fields, bundleSize: input.bundleSize, photos: [], active: true });
  return id;
}

/** The offer as the edit form would send it back unchanged. */
async function currentFields(db: DbOrTx, offer: typeof offers.$inferSelect): Promise<OfferFieldsInput> {
  const [game] = await db.select({ slug: games.slug }).from(games).where(eq(games.id, offer.gameId));
  const [server] = offer.serverId
    ? await db.select({ slug: gameServers.slug }).from(gameServers).where(eq(gameServers.id, offer.serverId))
    : [];
  const currency = currencyOf(offer.currency);
  return {
    game: game?.slug ?? '',
    category: offer.category as CategorySlug,
    server: server?.slug ?? null,
    title: offer.title,
    description: offer.description,
    deliveryTime: offer.deliveryTime as DeliveryTimeId,
    priceMinor: offer.priceMinor,
    currency,
    quantity: offer.stock,
    warrantyDays: offer.warrantyDays,
  };
}

const COMPARED: Array<keyof ResolvedOfferFields> = [
  'gameId',
  'category',
  'serverId',
  'title',
  'description',
  'deliveryTime',
  'priceMinor',
  'currency',
  'stock',
  'warrantyDays',
];

/**
 * Edit offer: the owner only; an edit that changes nothing is refused (spec §5). An edit never
 * switches an offer on: a taken-down offer may be mended while it stays locked.
 */
export async function updateOffer(db: DbOrTx, offerId: string, sellerId: string, patch: OfferUpdateInput) {
  const offer = await ownOfferForChange(db, offerId, sellerId);
  const current = await currentFields(db, offer);
  const merged: OfferFieldsInput = {
    game: patch.game ?? current.game,
    category: patch.category ?? current.category,
    server: patch.server === undefined ? current.server : patch.server,
    title: patch.title ?? current.title,
    description: patch.description ?? current.description,
    deliveryTime: patch.deliveryTime ?? current.deliveryTime,
    priceMinor: editedOfferPriceMinor(patch, { priceMinor: offer.priceMinor, currency: current.currency }),
    currency: patch.currency ?? current.currency,
    quantity: patch.quantity ?? current.quantity,
    // Another category starts from its own default unless the edit names a warranty.
    warrantyDays:
      patch.warrantyDays !== undefined
        ? patch.warrantyDays
        : patch.category !== undefined && patch.category !== current.category
          ? undefined
          : (current.warrantyDays ?? undefined),
  };
  // A new game takes its own servers: an old realm cannot carry over.
  if (patch.game !== undefined && patch.game !== current.game && patch.server === undefined)
    merged.server = null;
  const fields = await resolveOfferFields(db, merged);
  // With automatic delivery the stock is the number of unsold codes, not a number to type.
  if (fields.stock !== offer.stock && (await hasCodes(db, offerId)))
    throw fieldError('quantity', 'quantityInvalid');
  const unchanged = COMPARED.every((key) => fields[key] === (offer as unknown as ResolvedOfferFields)[key]);
  if (unchanged) throw new AppError('OFFER_NO_CHANGES');
  await db
    .update(offers)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(offers.id, offerId));
}

/**
 * The owner switches an offer on or off. On is refused while moderators hold it taken down
 * (OFFER_LOCKED_BY_MODERATION with their reason) or while a ban holds it (a request that began
 * before its seller's ban committed); the row lock orders this against a take-down in flight.
 */
export async function setOfferActive(db: DbOrTx, offerId: string, sellerId: string, active: boolean) {
  if (active) await assertSellerNotBanned(db, sellerId);
  const offer = await ownOfferForChange(db, offerId, sellerId);
  if (offer.active === active) return;
  if (active && offer.moderationLockedAt)
    throw new AppError('OFFER_LOCKED_BY_MODERATION', { reason: offer.moderationReason ?? '' });
  await db.update(offers).set({ active, updatedAt: new Date() }).where(eq(offers.id, offerId));
}

/** What another domain shows of an offer it refers to (a report, a ticket); undefined when gone. */
export async function offerBrief(db: DbOrTx, offerId: string) {
  const [offer] = await db
    .select({ id: offers.id, title: offers.title, sellerId: offers.sellerId, active: offers.active })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  return offer;
}

/**
 * What a guest finds at an offer's page (its HTTP status, src/web): `listed` (on the market, sold out
 * or not), `gone` (withdrawn by its seller, taken down by staff, or off the market: a hidden game,
 * category or server), or `unknown` (no such offer).
 */
export async function offerPageState(db: DbOrTx, offerId: string): Promise<'listed' | 'gone' | 'unknown'> {
  const [row] = await db
    .select({ active: offers.active, listed: offerListed })
    .from(offers)
    .where(eq(offers.id, offerId))
    .limit(1);
  if (!row) return 'unknown';
  return row.active && row.listed ? 'listed' : 'gone';
}

/** The titles of these offers by id (gone offers are missing). */
export async function offerTitles(db: DbOrTx, offerIds: Array<string | null>): Promise<Map<string, string>> {
  const ids = [...new Set(offerIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: offers.id, title: offers.title })
    .from(offers)
    .where(inArray(offers.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** How many active offers each of these games has (games without any are missing). */
export async function activeOfferCountsByGame(db: DbOrTx, gameIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ gameId: offers.gameId, n: count() })
    .from(offers)
    .where(and(inArray(offers.gameId, gameIds), eq(offers.active, true)))
    .groupBy(offers.gameId);
  return new Map(rows.map((row) => [row.gameId, Number(row.n)]));
}

/** A seller's latest offers with their game's name, and how many they have (the staff's user view). */
export async function latestOffersOfSeller(db: DbOrTx, sellerId: string, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ offer: offers, gameName: games.name })
      .from(offers)
      .innerJoin(games, eq(games.id, offers.gameId))
      .where(eq(offers.sellerId, sellerId))
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(limit),
    db.select({ total: count() }).from(offers).where(eq(offers.sellerId, sellerId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * A ban takes the seller's offers off the market (in the ban's transaction, after it locked the
 * account) and marks the ones it took; answers their ids for the ban's audit record.
 */
export async function takeDownOffersForBan(tx: DbOrTx, sellerId: string): Promise<string[]> {
  await lockSellerOffers(tx, sellerId);
  const taken = await tx
    .update(offers)
    .set({ active: false, takenDownByBan: true, updatedAt: sql`now()` })
    .where(and(eq(offers.sellerId, sellerId), eq(offers.active, true)))
    .returning({ id: offers.id });
  return taken.map((row) => row.id).sort();
}

/**
 * Locks every offer of a seller in id order, the order in which a group purchase locks its offers
 * (order_place_wallet_batch.sql): a ban's UPDATE of all of them takes the rows in whatever order it
 * scans them, and deadlocked with a group purchase holding two of them the other way round.
 */
async function lockSellerOffers(tx: DbOrTx, sellerId: string): Promise<void> {
  await tx
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.sellerId, sellerId))
    .orderBy(offers.id)
    .for('no key update');
}

/**
 * Lifting a ban puts back exactly the offers the ban took, except those moderators took down since
 * (they stay locked); offers the seller had switched off stay off. Answers the ids put back.
 */
export async function restoreOffersAfterBan(tx: DbOrTx, sellerId: string): Promise<string[]> {
  await lockSellerOffers(tx, sellerId);
  const restored = await tx
    .update(offers)
    .set({ active: true, takenDownByBan: false, updatedAt: sql`now()` })
    .where(
      and(eq(offers.sellerId, sellerId), eq(offers.takenDownByBan, true), isNull(offers.moderationLockedAt)),
    )
    .returning({ id: offers.id });
  // The ones a take-down holds are no longer the ban's: lifting the take-down leaves them to the seller.
  await tx
    .update(offers)
    .set({ takenDownByBan: false })
    .where(and(eq(offers.sellerId, sellerId), eq(offers.takenDownByBan, true)));
  return restored.map((row) => row.id).sort();
}

/** Deletes the row and answers the photo ids whose files the caller removes after commit. */
export async function deleteOffer(db: DbOrTx, offerId: string, sellerId: string): Promise<string[]> {
  const offer = await ownOfferForChange(db, offerId, sellerId);
  await db.delete(offers).where(eq(offers.id, offerId));
  return offer.photos;
}

/** My products: the seller's own offers, newest first, optionally active ones only. */
export async function listSellerOffers(
  db: DbOrTx,
  viewer: Viewer,
  options: { active?: boolean | undefined; page: number; pageSize: number },
) {
  const conditions: SQL[] = [eq(offers.sellerId, viewer.id)];
  if (options.active !== undefined) conditions.push(eq(offers.active, options.active));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    offerViews(db)
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return {
    offers: rows.map((row) => toOffer(row, viewer)),
    total: Number(total?.n ?? 0),
    page: options.page,
    pageSize: options.pageSize,
  };
}

export const OFFER_SUCCESS = {
  created: SUCCESS_MESSAGE_IDS.productSubmitted,
  updated: SUCCESS_MESSAGE_IDS.offerUpdated,
  deleted: SUCCESS_MESSAGE_IDS.offerAndImagesDeleted,
} as const;
