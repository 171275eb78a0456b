import {
  CATEGORIES,
  CATEGORY_NAMES_EN,
  type CategorySlug,
  type GameDetail,
  type GameSummary,
  gameCategoryPath,
  isCategorySlug,
} from '@lootmarket/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { escapeLike } from '../db/like';
import { photoUrls } from '../photos/photo-urls';
import { gameCategories, gameServers, games } from './catalog.schema';

/**
 * Below these scores a name is no longer what the user meant: tuned so 'wrld of warcaft' finds World
 * of Warcraft while 'gold' does not drag in every game with an 'o' and an 'l'.
 */
const SIMILARITY_MIN = 0.25;
const WORD_SIMILARITY_MIN = 0.5;

type GameRow = typeof games.$inferSelect;

/** Staff hide games, categories and servers (src/admin): the public catalog leaves them out. */
const visibleGame = eq(games.hidden, false);

/** Byte order of the lower-cased name: the same on PGlite and on a server whatever its locale. */
const byName = sql`lower(${games.name}) collate "C"`;

const summaryColumns = {
  id: games.id,
  slug: games.slug,
  name: games.name,
  popularity: games.popularity,
  giftCard: games.giftCard,
  coverPhotoId: games.coverPhotoId,
} as const;

/** Categories of each game, in the game's own order; unknown slugs in old rows are left out. */
async function categoriesOf(db: DbOrTx, gameIds: string[]): Promise<Map<string, CategorySlug[]>> {
  const byGame = new Map<string, CategorySlug[]>();
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .select({ gameId: gameCategories.gameId, category: gameCategories.category })
    .from(gameCategories)
    .where(and(inArray(gameCategories.gameId, gameIds), eq(gameCategories.hidden, false)))
    .orderBy(asc(gameCategories.gameId), asc(gameCategories.position));
  for (const row of rows) {
    if (!isCategorySlug(row.category)) continue;
    const list = byGame.get(row.gameId) ?? [];
    list.push(row.category);
    byGame.set(row.gameId, list);
  }
  return byGame;
}

function toSummary(
  row: Pick<GameRow, 'id' | 'slug' | 'name' | 'popularity' | 'giftCard' | 'coverPhotoId'>,
  categories: CategorySlug[],
): GameSummary {
  return {
    slug: row.slug,
    name: row.name,
    // Null until staff upload a cover: the UI draws a generated one.
    imageUrl: row.coverPhotoId ? photoUrls(row.coverPhotoId).smallUrl : null,
    href: gameCategoryPath(row.slug, categories[0] ?? 'other'),
    categories,
    popularity: row.popularity,
    giftCard: row.giftCard,
  };
}

async function summaries(db: DbOrTx, rows: Array<Pick<GameRow, keyof typeof summaryColumns>>) {
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, categories.get(row.id) ?? []));
}

export interface ListGamesOptions {
  /** The N most popular games (most popular first); all games by name when absent. */
  top?: number | undefined;
  giftCards?: boolean | undefined;
}

export async function listGames(db: DbOrTx, options: ListGamesOptions = {}): Promise<GameSummary[]> {
  const where = and(
    visibleGame,
    options.giftCards === undefined ? undefined : eq(games.giftCard, options.giftCards),
  );
  const query = db.select(summaryColumns).from(games).where(where);
  const rows =
    options.top === undefined
      ? await query.orderBy(byName)
      : await query.orderBy(desc(games.popularity), byName).limit(options.top);
  return summaries(db, rows);
}

/**
 * Typo- and prefix-tolerant game search: a game one of whose aliases is the text first ("wow", "cs2",
 * "osrs": the catalogue's `aliases`), then names, addresses or aliases that start with it, then names
 * with a word starting with it, then by trigram similarity (pg_trgm, on both databases), the more
 * popular game breaking ties.
 */
export async function searchGames(db: DbOrTx, text: string, limit: number): Promise<GameSummary[]> {
  const query = text.trim().toLowerCase();
  const prefix = `${escapeLike(query)}%`;
  const wordPrefix = `% ${escapeLike(query)}%`;
  const name = sql`lower(${games.name})`;
  const isAlias: SQL<boolean> = sql`(${query} = any(${games.aliases}))`;
  const startsWith: SQL<boolean> = sql`(${name} like ${prefix} or ${games.slug} like ${prefix} or exists (select 1 from unnest(${games.aliases}) as alias(name) where alias.name like ${prefix}))`;
  const wordStartsWith: SQL<boolean> = sql`${name} like ${wordPrefix}`;
  const score = sql<number>`greatest(similarity(${name}, ${query}), word_similarity(${query}, ${name}))`;
  const rows = await db
    .select(summaryColumns)
    .from(games)
    .where(
      sql`not ${games.hidden} and (${isAlias} or ${startsWith} or ${wordStartsWith} or similarity(${name}, ${query}) > ${SIMILARITY_MIN} or word_similarity(${query}, ${name}) > ${WORD_SIMILARITY_MIN})`,
    )
    .orderBy(
      desc(isAlias),
      desc(startsWith),
      desc(wordStartsWith),
      desc(score),
      desc(games.popularity),
      byName,
    )
    .limit(limit);
  return summaries(db, rows);
}

export async function findGameBySlug(db: DbOrTx, slug: string): Promise<GameRow | undefined> {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.slug, slug), visibleGame))
    .limit(1);
  return game;
}

export async function gameServersOf(db: DbOrTx, gameId: string) {
  return db
    .select({
      id: gameServers.id,
      slug: gameServers.slug,
      name: gameServers.name,
      region: gameServers.region,
    })
    .from(gameServers)
    .where(and(eq(gameServers.gameId, gameId), eq(gameServers.hidden, false)))
    .orderBy(asc(gameServers.position), asc(gameServers.name));
}

export async function getGameDetail(db: DbOrTx, slug: string): Promise<GameDetail | null> {
  const game = await findGameBySlug(db, slug);
  if (!game) return null;
  const [categories, servers] = await Promise.all([categoriesOf(db, [game.id]), gameServersOf(db, game.id)]);
  return {
    ...toSummary(game, categories.get(game.id) ?? []),
    publisher: game.publisher,
    releaseYear: game.releaseYear,
    platforms: game.platforms,
    currencyName: game.currencyName,
    servers: servers.map(({ slug: serverSlug, name, region }) => ({ slug: serverSlug, name, region })),
  };
}

/** Does the game offer the category? (an offer may only be listed in one it does) */
export async function gameHasCategory(db: DbOrTx, gameId: string, category: string): Promise<boolean> {
  const [row] = await db
    .select({ category: gameCategories.category })
    .from(gameCategories)
    .where(
      and(
        eq(gameCategories.gameId, gameId),
        eq(gameCategories.category, category),
        eq(gameCategories.hidden, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listCategories(db: DbOrTx) {
  const rows = await db
    .select({ category: gameCategories.category, games: sql<number>`count(*)::int` })
    .from(gameCategories)
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .where(and(visibleGame, eq(gameCategories.hidden, false)))
    .groupBy(gameCategories.category);
  const counts = new Map(rows.map((row) => [row.category, Number(row.games)]));
  return CATEGORIES.map((category) => ({ ...category, games: counts.get(category.slug) ?? 0 }));
}

/** Spec §3 footer entries: every game, most popular first, with a link per category it offers. */
export async function footerGames(db: DbOrTx) {
  const rows = await db
    .select(summaryColumns)
    .from(games)
    .where(visibleGame)
    .orderBy(desc(games.popularity), byName);
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    title: row.name,
    links: (categories.get(row.id) ?? []).map((category) => ({
      href: gameCategoryPath(row.slug, category),
      category,
      label: CATEGORY_NAMES_EN[category],
    })),
  }));
}
