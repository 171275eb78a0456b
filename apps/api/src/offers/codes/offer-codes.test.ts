import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  type RegisteredUser,
  registerUser,
  type TestContext,
} from '../../../test/support/app';
import { databaseKinds } from '../../../test/support/databases';
import { gameCategories, games } from '../../catalog/catalog.schema';
import { seedDemoData } from '../../seed/seed';
import { offerCodes, offers } from '../offers.schema';
import { CodeCipher } from './code-cipher';
import { claimOfferCode, revealOrderCode } from './offer-codes.service';

const kinds = await databaseKinds();
const KEY = randomBytes(32);

describe('the code cipher', () => {
  it('round-trips a code bound to its offer, and nothing else decrypts it', () => {
    const cipher = new CodeCipher(KEY);
    const offerId = crypto.randomUUID();
    const stored = cipher.encrypt('ABCD-EFGH-IJKL', offerId);
    expect(stored).not.toContain('ABCD');
    expect(cipher.decrypt(stored, offerId)).toBe('ABCD-EFGH-IJKL');
    expect(cipher.encrypt('ABCD-EFGH-IJKL', offerId)).not.toBe(stored);
    expect(() => cipher.decrypt(stored, crypto.randomUUID())).toThrow();
    expect(() => new CodeCipher(randomBytes(32)).decrypt(stored, offerId)).toThrow();
    expect(cipher.fingerprint('x', offerId)).toBe(cipher.fingerprint('x', offerId));
  });
});

describe.each(kinds)('automatic delivery codes on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let keysGame: { slug: string };
  const cipher = new CodeCipher(KEY);

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name, {
      OFFER_CODES_KEY: KEY.toString('base64'),
      UPLOADS_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'lootmarket-codes-')), 'uploads'),
    });
    await seedDemoData(ctx.database.db);
    owner = await registerUser(ctx.app, 'keyseller');
    other = await registerUser(ctx.app, 'other');
    const [row] = await ctx.database.db
      .select({ slug: games.slug })
      .from(games)
      .innerJoin(gameCategories, eq(gameCategories.gameId, games.id))
      .where(eq(gameCategories.category, 'keys'))
      .limit(1);
    keysGame = { slug: row?.slug ?? '' };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function keysOffer(category = 'keys', game = keysGame.slug) {
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/v1/games/${game}` })).json().game;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      headers: bearer(owner.token),
      payload: {
        game,
        category,
        server: detail.servers[0]?.slug ?? null,
        title: 'Game key, global',
        description: 'Delivered automatically after payment.',
        deliveryTime: 'instant',
        price: '29.99',
        quantity: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().offer.id as string;
  }
  const upload = (offerId: string, codes: unknown, token = owner.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${offerId}/codes`,
      headers: bearer(token),
      payload: { codes },
    });

  it.runIf(available)('stores codes encrypted, skips repeats and makes stock the unsold count', async () => {
    const offerId = await keysOffer();
    const first = await upload(offerId, ['AAAA-1111', 'BBBB-2222', 'AAAA-1111']);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ unsold: 2, sold: 0, duplicates: 1 });
    const again = await upload(offerId, ['BBBB-2222', 'CCCC-3333']);
    expect(again.json()).toEqual({ unsold: 3, sold: 0, duplicates: 1 });

    const stored = await ctx.database.db.select().from(offerCodes).where(eq(offerCodes.offerId, offerId));
    for (const row of stored) expect(row.secretCiphertext).not.toMatch(/AAAA|BBBB|CCCC/);
    const offer = (await ctx.app.inject({ method: 'GET', url: `/api/v1/offers/${offerId}` })).json().offer;
    expect(offer.quantity).toBe(3);
    expect(offer.automaticDelivery).toBe(true);

    // The stock follows the codes: typing another number is refused.
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/offers/${offerId}`,
      headers: bearer(owner.token),
      payload: { quantity: 50 },
    });
    expect(errorCode(edit)).toBe('OFFER_QUANTITY_INVALID');
  });

  it.runIf(available)('hands each order the oldest unsold code once, then none', async () => {
    const offerId = await keysOffer();
    await upload(offerId, ['FIRST-CODE']);
    await upload(offerId, ['SECOND-CODE']);
    const { db } = ctx.database;
    const orderA = crypto.randomUUID();
    const orderB = crypto.randomUUID();
    const a = await db.transaction((tx) => claimOfferCode(tx, cipher, offerId, orderA));
    const b = await db.transaction((tx) => claimOfferCode(tx, cipher, offerId, orderB));
    expect(a?.secret).toBe('FIRST-CODE');
    expect(b?.secret).toBe('SECOND-CODE');
    expect(await db.transaction((tx) => claimOfferCode(tx, cipher, offerId, crypto.randomUUID()))).toBeNull();
    expect(await revealOrderCode(db, cipher, orderA)).toBe('FIRST-CODE');
    const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer?.stock).toBe(0);
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/offers/${offerId}/codes`,
      headers: bearer(owner.token),
    });
    expect(status.json()).toEqual({ unsold: 0, sold: 2 });
  });

  it.runIf(available)(
    'withdraws unsold codes, and only the owner of a code category may upload',
    async () => {
      const offerId = await keysOffer();
      await upload(offerId, ['X-1', 'X-2']);
      const stranger = await upload(offerId, ['X-3'], other.token);
      expect(stranger.statusCode).toBe(403);
      const withdrawn = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/offers/${offerId}/codes`,
        headers: bearer(owner.token),
      });
      expect(withdrawn.json()).toEqual({ unsold: 0, sold: 0 });

      const goldOffer = await keysOffer('gold', 'world-of-warcraft');
      const gold = await upload(goldOffer, ['NOPE']);
      expect(gold.statusCode).toBe(400);
      expect(errorCode(gold)).toBe('OFFER_CATEGORY_INVALID');
      for (const bad of [[], [''], 'not a list', Array.from({ length: 1001 }, (_, i) => `K${i}`)]) {
        expect((await upload(offerId, bad)).statusCode).toBe(400);
      }
      const guest = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/offers/${offerId}/codes`,
        payload: { codes: ['A'] },
      });
      expect(guest.statusCode).toBe(401);
    },
  );
});
