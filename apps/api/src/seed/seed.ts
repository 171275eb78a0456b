import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { gameCategories, gameServers, games, users } from '../db/schema';
import { DEMO_GAMES } from './data/games';

export const DEMO_ADMIN = {
  email: 'admin@lootmarket.local',
  username: 'admin',
  /** Local demo only: printed in apps/api/README.md. Change it before exposing the server. */
  password: 'Lootmarket-admin-2026!',
} as const;

export interface SeedResult {
  inserted: boolean;
  counts: Record<string, number>;
}

/** Inserts the demo catalog, sellers and offers into an empty database; a second run does nothing. */
export async function seedDemoData(
  db: Db,
  _options: { log?: { info: (o: object, m: string) => void } } = {},
): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(games);
  if ((existing?.n ?? 0) > 0) return { inserted: false, counts: {} };

  const adminHash = await hashPassword(DEMO_ADMIN.password);
  return db.transaction(async (tx) => {
    const gameIds = new Map<string, string>();
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
      };
    });
    await tx.insert(games).values(gameRows);
    const categoryRows = DEMO_GAMES.flatMap((game) =>
      game.categories.map((category, position) => ({
        gameId: gameIds.get(game.slug) as string,
        category,
        position,
      })),
    );
    await tx.insert(gameCategories).values(categoryRows);
    const serverRows = DEMO_GAMES.flatMap((game) =>
      game.servers.map((server, position) => ({
        id: crypto.randomUUID(),
        gameId: gameIds.get(game.slug) as string,
        slug: server.slug,
        name: server.name,
        region: server.region ?? null,
        position,
      })),
    );
    if (serverRows.length > 0) await tx.insert(gameServers).values(serverRows);
    await tx.insert(users).values({
      id: crypto.randomUUID(),
      username: DEMO_ADMIN.username,
      email: DEMO_ADMIN.email,
      emailVerified: true,
      passwordHash: adminHash,
      roles: ['user', 'admin'],
      country: 'PL',
    });
    return {
      inserted: true,
      counts: { games: gameRows.length, categories: categoryRows.length, servers: serverRows.length },
    };
  });
}
