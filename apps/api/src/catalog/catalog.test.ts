import { gameSearchResponseSchema, gamesListResponseSchema } from '@lootmarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, errorCode, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { seedDemoData } from '../seed/seed';

const kinds = await databaseKinds();

describe.each(kinds)('catalog API on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    await seedDemoData(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const searchNames = async (q: string) => {
    const response = await get(`/api/v1/games/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return gameSearchResponseSchema.parse(response.json()).games.map((game) => game.name);
  };

  it.runIf(available)('lists every game with its categories, by name', async () => {
    const response = await get('/api/v1/games');
    expect(response.statusCode).toBe(200);
    const { games } = gamesListResponseSchema.parse(response.json());
    expect(games).toHaveLength(87);
    // The home page says "over 80 games" (home.intro, every language): it stays true of the catalog we ship.
    expect(games.length).toBeGreaterThan(80);
    const names = games.map((game) => game.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const wow = games.find((game) => game.slug === 'world-of-warcraft');
    expect(wow?.categories).toContain('gold');
    expect(wow?.href).toBe(`/games/world-of-warcraft/${wow?.categories[0]}/`);
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it.runIf(available)('answers ?popular=N with the N most popular games, most popular first', async () => {
    const { games } = gamesListResponseSchema.parse((await get('/api/v1/games?popular=5')).json());
    expect(games).toHaveLength(5);
    const popularity = games.map((game) => game.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const all = gamesListResponseSchema.parse((await get('/api/v1/games')).json()).games;
    const top = Math.max(...all.map((game) => game.popularity));
    expect(games[0]?.popularity).toBe(top);

    const gift = gamesListResponseSchema.parse((await get('/api/v1/games/popular?giftCards=true')).json());
    expect(gift.games.length).toBeGreaterThan(0);
    expect(gift.games.length).toBeLessThanOrEqual(12);
    for (const game of gift.games) expect(game.giftCard).toBe(true);
  });

  it.runIf(available)('finds games despite typos and from a prefix', async () => {
    expect((await searchNames('wrld of warcaft'))[0]).toBe('World of Warcraft');
    expect((await searchNames('gen'))[0]).toBe('Genshin Impact');
    expect(await searchNames('GENSHIN')).toContain('Genshin Impact');
    expect((await searchNames('fortnight'))[0]).toBe('Fortnite');
    // A later word of the name counts as a prefix too.
    expect(await searchNames('impact')).toContain('Genshin Impact');
    // LIKE wildcards are taken literally, not as "anything".
    expect(await searchNames('%%')).toEqual([]);
    expect(await searchNames('qqqqzzzz')).toEqual([]);
  });

  it.runIf(available)("finds games by the names buyers type for them (the catalogue's aliases)", async () => {
    // An alias leads; a game whose name or alias starts with it follows.
    const wow = await searchNames('wow');
    expect(wow.slice(0, 2)).toEqual(['World of Warcraft', 'World of Warcraft Classic']);
    expect((await searchNames('cs2'))[0]).toBe('Counter-Strike 2');
    expect((await searchNames('OSRS'))[0]).toBe('Old School RuneScape');
    expect((await searchNames('fifa'))[0]).toBe('EA Sports FC 26');
    expect((await searchNames('poe'))[0]).toBe('Path of Exile');
    expect((await searchNames('genshn'))[0]).toBe('Genshin Impact');
    // Aliases are matched whole or as a prefix, never as a pattern.
    expect(await searchNames('_s2')).not.toContain('Counter-Strike 2');
  });

  it.runIf(available)('answers at most 8 suggestions, or fewer on request', async () => {
    expect((await searchNames('a')).length).toBeLessThanOrEqual(8);
    const two = await get('/api/v1/games/search?q=the&limit=2');
    expect(two.json().games.length).toBeLessThanOrEqual(2);
  });

  it.runIf(available)('refuses bad search input with VALIDATION_FAILED', async () => {
    for (const url of [
      '/api/v1/games/search',
      '/api/v1/games/search?q=',
      '/api/v1/games/search?q=%20%20',
      `/api/v1/games/search?q=${'x'.repeat(81)}`,
      '/api/v1/games/search?q=wow&limit=9',
      '/api/v1/games/search?q=wow&limit=abc',
      '/api/v1/games?popular=0',
      '/api/v1/games?giftCards=yes',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(errorCode(response), url).toBe('VALIDATION_FAILED');
    }
  });

  it.runIf(available)('shows one game with its categories and servers', async () => {
    const response = await get('/api/v1/games/world-of-warcraft');
    expect(response.statusCode).toBe(200);
    const { game } = response.json();
    expect(game.name).toBe('World of Warcraft');
    expect(game.servers.length).toBeGreaterThan(5);
    expect(game.servers[0]).toEqual({
      slug: expect.any(String),
      name: expect.any(String),
      region: expect.any(String),
    });
    expect(game.categories.length).toBeGreaterThan(1);

    const missing = await get('/api/v1/games/no-such-game');
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('NOT_FOUND');
    const malformed = await get('/api/v1/games/Not%20A%20Slug');
    expect(malformed.statusCode).toBe(400);
    expect(errorCode(malformed)).toBe('VALIDATION_FAILED');
  });

  it.runIf(available)('lists the categories with how many games offer each', async () => {
    const { categories } = (await get('/api/v1/categories')).json();
    const gold = categories.find((category: { slug: string }) => category.slug === 'gold');
    expect(gold).toMatchObject({ group: 'currency', automaticDelivery: false });
    expect(gold.games).toBeGreaterThan(5);
    const keys = categories.find((category: { slug: string }) => category.slug === 'keys');
    expect(keys.automaticDelivery).toBe(true);
  });

  it.runIf(available)('gives the footer one entry per game with a link per category', async () => {
    const { games } = (await get('/api/v1/games/footer')).json();
    expect(games).toHaveLength(87);
    // The home page says "over 80 games" (home.intro, every language): it stays true of the catalog we ship.
    expect(games.length).toBeGreaterThan(80);
    const wow = games.find((game: { title: string }) => game.title === 'World of Warcraft');
    expect(wow.links).toContainEqual({
      href: '/games/world-of-warcraft/gold/',
      category: 'gold',
      label: 'Gold',
    });
  });
});
