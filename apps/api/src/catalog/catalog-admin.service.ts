import type {
  AdminGame,
  AdminGameInput,
  AdminGamePatch,
  AdminGamesQuery,
  AdminGamesResponse,
  AdminServerInput,
  AdminServerPatch,
  CategorySlug,
} from '@lootmarket/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AdminActionContext, recordAdminAction } from '../admin/audit.service';
import { uniqueViolation } from '../auth/users.service';
import type { DbOrTx, Tx } from '../db/database';
import { escapeLike } from '../db/like';
import { AppError } from '../errors/app-error';
import { activeOfferCountsByGame } from '../offers/offers.service';
import { photoUrls } from '../photos/photo-urls';
import { gameCategories, gameServers, games } from './catalog.schema';

type GameRow = typeof games.$inferSelect;

/** The back office's view of games: hidden ones included, with every category and server. */
export async function adminListGames(db: DbOrTx, query: AdminGamesQuery): Promise<AdminGamesResponse> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(sql`(${games.name} ilike ${pattern} or ${games.slug} ilike ${pattern})`);
  }
  if (query.hidden) conditions.push(eq(games.hidden, query.hidden === 'true'));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.sort.startsWith('-') ? desc : asc;
  const column = query.sort.endsWith('popularity') ? games.popularity : sql`lower(${games.name}) collate "C"`;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(games)
      .where(where)
      .orderBy(direction(column), asc(games.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.total ?? 0,
    games: await withParts(db, rows),
  };
}

async function withParts(db: DbOrTx, rows: GameRow[]): Promise<AdminGame[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [categoryRows, serverRows, activeOffers] = await Promise.all([
    db
      .select()
      .from(gameCategories)
      .where(inArray(gameCategories.gameId, ids))
      .orderBy(asc(gameCategories.position), asc(gameCategories.category)),
    db
      .select()
      .from(gameServers)
      .where(inArray(gameServers.gameId, ids))
      .orderBy(asc(gameServers.position), asc(gameServers.name)),
    activeOfferCountsByGame(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    publisher: row.publisher,
    releaseYear: row.releaseYear,
    popularity: row.popularity,
    giftCard: row.giftCard,
    platforms: row.platforms,
    currencyName: row.currencyName,
    aliases: row.aliases,
    imageUrl: row.coverPhotoId ? photoUrls(row.coverPhotoId).smallUrl : null,
    hidden: row.hidden,
    categories: categoryRows
      .filter((category) => category.gameId === row.id)
      .map((category) => ({
        category: category.category as CategorySlug,
        position: category.position,
        hidden: category.hidden,
      })),
    servers: serverRows
      .filter((server) => server.gameId === row.id)
      .map(({ id, slug, name, region, position, hidden }) => ({ id, slug, name, region, position, hidden })),
    activeOffers: activeOffers.get(row.id) ?? 0,
  }));
}

export async function adminGame(db: DbOrTx, gameId: string): Promise<AdminGame> {
  const [row] = await db.select().from(games).where(eq(games.id, gameId));
  if (!row) throw new AppError('NOT_FOUND');
  const [game] = await withParts(db, [row]);
  if (!game) throw new AppError('NOT_FOUND');
  return game;
}

/** A taken slug is the caller's mistake (409), not a fault. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === 'games_slug_key' || index === 'game_servers_game_slug_key') {
      throw new AppError('CATALOG_SLUG_TAKEN', { fields: { slug: 'invalid' }, cause: error });
    }
    throw error;
  }
}

const gameState = (row: GameRow) => {
  const { createdAt: _createdAt, ...state } = row;
  return state;
};

export async function createGame(tx: Tx, context: AdminActionContext, input: AdminGameInput) {
  const id = crypto.randomUUID();
  const [row] = await slugSafe(() =>
    tx
      .insert(games)
      .values({ id, ...input })
      .returning(),
  );
  if (!row) throw new AppError('NOT_FOUND');
  await recordAdminAction(tx, context, {
    action: 'game.create',
    targetType: 'game',
    targetId: id,
    before: null,
    after: gameState(row),
  });
  return adminGame(tx, id);
}

/**
 * Sets or removes a game's cover (a photo id the caller has stored; null removes it), audited as
 * game.cover. Returns the game and the cover it replaced, whose files the caller removes once this
 * transaction has committed.
 */
export async function setGameCover(
  tx: Tx,
  context: AdminActionContext,
  gameId: string,
  photoId: string | null,
): Promise<{ game: AdminGame; replaced: string | null }> {
  const [before] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  await tx.update(games).set({ coverPhotoId: photoId }).where(eq(games.id, gameId));
  await recordAdminAction(tx, context, {
    action: 'game.cover',
    targetType: 'game',
    targetId: gameId,
    before: { coverPhotoId: before.coverPhotoId },
    after: { coverPhotoId: photoId },
  });
  return { game: await adminGame(tx, gameId), replaced: before.coverPhotoId };
}

export async function updateGame(tx: Tx, context: AdminActionContext, gameId: string, patch: AdminGamePatch) {
  const [before] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  const [after] = await slugSafe(() => tx.update(games).set(patch).where(eq(games.id, gameId)).returning());
  if (!after) throw new AppError('NOT_FOUND');
  const changed = Object.keys(patch) as Array<keyof typeof patch>;
  await recordAdminAction(tx, context, {
    action: 'game.update',
    targetType: 'game',
    targetId: gameId,
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  });
  return adminGame(tx, gameId);
}

/** Adds a category to a game, or moves or hides/shows one it has. */
export async function upsertGameCategory(
  tx: Tx,
  context: AdminActionContext,
  gameId: string,
  category: CategorySlug,
  input: { position?: number | undefined; hidden?: boolean | undefined },
) {
  const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('update');
  if (!game) throw new AppError('NOT_FOUND');
  const [existing] = await tx
    .select()
    .from(gameCategories)
    .where(and(eq(gameCategories.gameId, gameId), eq(gameCategories.category, category)));
  if (existing) {
    const [after] = await tx
      .update(gameCategories)
      .set({ position: input.position ?? existing.position, hidden: input.hidden ?? existing.hidden })
      .where(and(eq(gameCategories.gameId, gameId), eq(gameCategories.category, category)))
      .returning();
    await recordAdminAction(tx, context, {
      action: 'category.update',
      targetType: 'category',
      targetId: `${gameId}/${category}`,
      before: { position: existing.position, hidden: existing.hidden },
      after: { position: after?.position, hidden: after?.hidden },
    });
  } else {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${gameCategories.position}), -1)::int` })
      .from(gameCategories)
      .where(eq(gameCategories.gameId, gameId));
    const position = input.position ?? (last?.position ?? -1) + 1;
    await tx.insert(gameCategories).values({ gameId, category, position, hidden: input.hidden ?? false });
    await recordAdminAction(tx, context, {
      action: 'category.create',
      targetType: 'category',
      targetId: `${gameId}/${category}`,
      before: null,
      after: { position, hidden: input.hidden ?? false },
    });
  }
  return adminGame(tx, gameId);
}

export async function createServer(
  tx: Tx,
  context: AdminActionContext,
  gameId: string,
  input: AdminServerInput,
) {
  const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  if (!game) throw new AppError('NOT_FOUND');
  const id = crypto.randomUUID();
  const [row] = await slugSafe(() =>
    tx
      .insert(gameServers)
      .values({ id, gameId, ...input })
      .returning(),
  );
  await recordAdminAction(tx, context, {
    action: 'server.create',
    targetType: 'server',
    targetId: id,
    before: null,
    after: row ? { ...row } : null,
  });
  return adminGame(tx, gameId);
}

export async function updateServer(
  tx: Tx,
  context: AdminActionContext,
  serverId: string,
  patch: AdminServerPatch,
) {
  const [before] = await tx.select().from(gameServers).where(eq(gameServers.id, serverId)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  const [after] = await slugSafe(() =>
    tx.update(gameServers).set(patch).where(eq(gameServers.id, serverId)).returning(),
  );
  if (!after) throw new AppError('NOT_FOUND');
  const changed = Object.keys(patch) as Array<keyof typeof patch>;
  await recordAdminAction(tx, context, {
    action: 'server.update',
    targetType: 'server',
    targetId: serverId,
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  });
  return adminGame(tx, before.gameId);
}
