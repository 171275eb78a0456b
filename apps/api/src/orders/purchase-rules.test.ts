import { errorResponseSchema, orderSummarySchema } from '@lootmarket/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { users } from '../auth/auth.schema';
import { gameCategories, gameServers, games } from '../catalog/catalog.schema';
import { idempotencyKeys } from '../idempotency/idempotency.schema';
import { FEE_SHARDS, platformAccount, walletAccount } from '../ledger/ledger.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { offers } from '../offers/offers.schema';
import { orders } from './orders.schema';
import {
  checkout,
  fundWallet,
  groupPurchaseItem,
  newKey,
  offerStock,
  ordersTestContext,
  placeGroup,
} from './orders.test-support';

// What a purchase may take: the price the buyer was shown is bound in the statement that takes the
// stock; an offer of a hidden game, category or server is off the market; a banned seller's offers
// are not sold; a tiny order pays a fee. Every refusal on every path (wallet alone,
// wallet in a group, wallet for an offer that sells codes, card, crypto) with its code, and nothing
// written: no order, no stock, no money, no Idempotency-Key left to replay the refusal.

const kinds = await databaseKinds();

type Method = 'wallet' | 'card' | 'crypto';
const METHODS: Method[] = ['wallet', 'card', 'crypto'];

describe.each(kinds)('what a purchase may take on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let staff: Awaited<ReturnType<typeof registerStaff>>;

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    [seller, buyer] = await Promise.all([registerUser(ctx.app, 'rseller'), registerUser(ctx.app, 'rbuyer')]);
    staff = await registerStaff(ctx.app, ctx.database);
    await fundWallet(ctx.database.db, buyer.userId, 1_000_000n);
  }, 120_000);
  afterAll(async () => {
    if (ctx) expect(await ledgerInvariantViolations(ctx.database.db)).toEqual([]);
    await ctx?.close();
  });

  const db = () => ctx.database.db;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  /** A game of its own, with the categories gold and keys and one server, none of them hidden. */
  async function catalog() {
    const gameId = crypto.randomUUID();
    const serverId = crypto.randomUUID();
    const slug = `rules-${gameId.slice(0, 8)}`;
    await db().insert(games).values({ id: gameId, slug, name: 'Rules Game' });
    await db()
      .insert(gameCategories)
      .values([
        { gameId, category: 'gold' },
        { gameId, category: 'keys' },
      ]);
    await db().insert(gameServers).values({ id: serverId, gameId, slug: 'eu', name: 'Europe' });
    return { gameId, serverId, slug };
  }

  /** An offer on that game's server: gold (stock) or keys (codes the seller uploads). */
  async function catalogOffer(
    place: { gameId: string; serverId: string },
    kind: 'gold' | 'keys',
    priceMinor = 1000n,
  ): Promise<string> {
    const id = crypto.randomUUID();
    await db()
      .insert(offers)
      .values({
        id,
        sellerId: seller.userId,
        gameId: place.gameId,
        category: kind,
        serverId: place.serverId,
        title: `Rules ${kind}`,
        description: 'Delivered at once.',
        deliveryTime: '1h',
        priceMinor,
        currency: 'USD',
        stock: kind === 'gold' ? 10 : 0,
      });
    if (kind === 'keys') {
      const upload = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/offers/${id}/codes`,
        headers: bearer(seller.token),
        payload: { codes: [`K-${id.slice(0, 8)}-1`, `K-${id.slice(0, 8)}-2`, `K-${id.slice(0, 8)}-3`] },
      });
      expect(upload.statusCode).toBe(201);
    }
    return id;
  }

  const detailsOf = (response: { json: () => unknown }) =>
    errorResponseSchema.parse(response.json()).error.details;

  it.skipIf(!available)(
    'a price the buyer was not shown is refused with the price now on every path, nothing written; the same key at the new price buys',
    async () => {
      const place = await catalog();
      const gold = await catalogOffer(place, 'gold');
      const keys = await catalogOffer(place, 'keys');
      // The seller raises both prices after the buyer's summary showed 10.00.
      await db()
        .update(offers)
        .set({ priceMinor: 4120n })
        .where(inArray(offers.id, [gold, keys]));
      const before = await snapshotDatabase(ctx.database);
      const keysByRequest: string[] = [];
      for (const offerId of [gold, keys]) {
        for (const paymentMethod of METHODS) {
          const key = newKey();
          keysByRequest.push(key);
          const refused = await checkout(
            ctx.app,
            buyer.token,
            { offerId, quantity: 1, paymentMethod, unitPrice: '1000', currency: 'USD' },
            key,
          );
          expect([refused.statusCode, errorCode(refused)], `${offerId} ${paymentMethod}`).toEqual([
            409,
            'PRICE_CHANGED',
          ]);
          expect(detailsOf(refused)).toEqual({ unitPrice: '4120', currency: 'USD' });
        }
      }
      // The currency is part of the price: the same digits in another currency are another price.
      await db().update(offers).set({ currency: 'EUR', priceMinor: 1000n }).where(eq(offers.id, gold));
      const afterCurrency = await snapshotDatabase(ctx.database);
      const otherCurrency = await checkout(ctx.app, buyer.token, {
        offerId: gold,
        quantity: 1,
        paymentMethod: 'wallet',
        unitPrice: '1000',
        currency: 'USD',
      });
      expect([otherCurrency.statusCode, errorCode(otherCurrency)]).toEqual([409, 'PRICE_CHANGED']);
      expect(detailsOf(otherCurrency)).toEqual({ unitPrice: '1000', currency: 'EUR' });
      expect(await snapshotDatabase(ctx.database)).toEqual(afterCurrency);
      await db().update(offers).set({ currency: 'USD', priceMinor: 4120n }).where(eq(offers.id, gold));
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // The buyer saw the new price and confirms again with the same key: it buys, at that price.
      let i = 0;
      for (const offerId of [gold, keys]) {
        for (const paymentMethod of METHODS) {
          const key = keysByRequest[i++] as string;
          const body = { offerId, quantity: 1, paymentMethod, unitPrice: '4120', currency: 'USD' };
          const bought = await checkout(ctx.app, buyer.token, body, key);
          expect(bought.statusCode, `${offerId} ${paymentMethod}`).toBe(201);
          expect(bought.json().order).toMatchObject({ price: '4120', subtotal: '4120', fees: '124' });
          // The key now holds this purchase: the old price under it is another request.
          const stale = await checkout(ctx.app, buyer.token, { ...body, unitPrice: '1000' }, key);
          expect(errorCode(stale)).toBe('IDEMPOTENCY_KEY_REUSED');
        }
      }
      expect(await offerStock(db(), gold)).toBe(7);
      expect(await offerStock(db(), keys)).toBe(0);
    },
    120_000,
  );

  it.skipIf(!available)(
    'an offer of a hidden game, category or server is off the market: not sold on any path, not listed, its page gone for buyers',
    async () => {
      const place = await catalog();
      const gold = await catalogOffer(place, 'gold');
      const keys = await catalogOffer(place, 'keys');
      const hides = {
        game: (hidden: boolean) => db().update(games).set({ hidden }).where(eq(games.id, place.gameId)),
        category: (hidden: boolean) =>
          db().update(gameCategories).set({ hidden }).where(sql`${gameCategories.gameId} = ${place.gameId}`),
        server: (hidden: boolean) =>
          db().update(gameServers).set({ hidden }).where(eq(gameServers.id, place.serverId)),
      };
      // The market keeps an answer a moment (market-cache.ts): each look asks another page size.
      let look = 10;
      const listed = async () => {
        look += 1;
        const market = await get(`/api/v1/games/${place.slug}/gold/offers?pageSize=${look}`);
        return market.statusCode === 200 ? market.json().offers.map((o: { id: string }) => o.id) : [];
      };
      expect(await listed()).toEqual([gold]);
      for (const [what, hide] of Object.entries(hides)) {
        await hide(true);
        const before = await snapshotDatabase(ctx.database);
        for (const offerId of [gold, keys]) {
          for (const paymentMethod of METHODS) {
            const refused = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod });
            expect([refused.statusCode, errorCode(refused)], `${what} ${offerId} ${paymentMethod}`).toEqual([
              409,
              'OFFER_NOT_LISTED',
            ]);
          }
          const summary = await get(`/api/v1/orders/summary?offerId=${offerId}&quantity=1`, buyer.token);
          expect([summary.statusCode, errorCode(summary)]).toEqual([409, 'OFFER_NOT_LISTED']);
          // The offer page: gone for guests and buyers, as the market does not list it; its seller and
          // staff still see it.
          expect((await get(`/api/v1/offers/${offerId}`)).statusCode).toBe(404);
          expect(errorCode(await get(`/api/v1/offers/${offerId}`, buyer.token))).toBe('NOT_FOUND');
          expect((await get(`/api/v1/offers/${offerId}`, seller.token)).statusCode).toBe(200);
          expect((await get(`/api/v1/offers/${offerId}`, staff.support.token)).statusCode).toBe(200);
        }
        expect(await listed()).toEqual([]);
        expect(await snapshotDatabase(ctx.database)).toEqual(before);
        await hide(false);
      }
      // Back on the market: listed, its page open, and it sells.
      expect(await listed()).toEqual([gold]);
      expect((await get(`/api/v1/offers/${gold}`)).statusCode).toBe(200);
      const bought = await checkout(ctx.app, buyer.token, {
        offerId: gold,
        quantity: 1,
        paymentMethod: 'wallet',
      });
      expect(bought.statusCode).toBe(201);
    },
    120_000,
  );

  it.skipIf(!available)(
    "a banned seller's offers are not sold on any path, and nothing is written",
    async () => {
      const place = await catalog();
      const gold = await catalogOffer(place, 'gold');
      const keys = await catalogOffer(place, 'keys');
      // Banned, the offers still active: the purchase's own guard must refuse them, whatever else a ban
      // does to the seller's offers (src/admin takes them off the market).
      await db().update(users).set({ banned: true }).where(eq(users.id, seller.userId));
      try {
        const before = await snapshotDatabase(ctx.database);
        for (const offerId of [gold, keys]) {
          for (const paymentMethod of METHODS) {
            const refused = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod });
            expect([refused.statusCode, errorCode(refused)], `${offerId} ${paymentMethod}`).toEqual([
              409,
              'SELLER_BANNED',
            ]);
          }
          const summary = await get(`/api/v1/orders/summary?offerId=${offerId}&quantity=1`, buyer.token);
          expect([summary.statusCode, errorCode(summary)]).toEqual([409, 'SELLER_BANNED']);
        }
        expect(await snapshotDatabase(ctx.database)).toEqual(before);
      } finally {
        await db().update(users).set({ banned: false }).where(eq(users.id, seller.userId));
      }
      const bought = await checkout(ctx.app, buyer.token, {
        offerId: gold,
        quantity: 1,
        paymentMethod: 'card',
      });
      expect(bought.statusCode).toBe(201);
    },
    120_000,
  );

  it.skipIf(!available)(
    'the group statement leaves out every purchase a rule refuses, writes nothing of them, and places the rest',
    async () => {
      const place = await catalog();
      const [stale, hidden, banned, fine] = await Promise.all([
        catalogOffer(place, 'gold'),
        catalogOffer(place, 'gold'),
        catalogOffer(place, 'gold'),
        catalogOffer(place, 'gold'),
      ]);
      const others = await Promise.all(
        ['g1', 'g2', 'g3', 'g4'].map((who) => registerUser(ctx.app, `grp${who}`)),
      );
      for (const other of others) await fundWallet(db(), other.userId, 100_000n);
      const bannedSeller = await registerUser(ctx.app, 'grpbanned');
      await db().update(offers).set({ sellerId: bannedSeller.userId }).where(eq(offers.id, banned));
      // Every account exists (a purchase whose account is missing is left out for that reason alone).
      for (const who of [seller, bannedSeller]) await walletAccount(db(), who.userId, 'USD');
      for (let shard = 0; shard < FEE_SHARDS; shard += 1)
        await platformAccount(db(), 'platform_fee', 'USD', shard);
      await db().update(offers).set({ priceMinor: 1500n }).where(eq(offers.id, stale));
      await db().update(gameServers).set({ hidden: true }).where(eq(gameServers.id, place.serverId));
      await db()
        .update(offers)
        .set({ serverId: null })
        .where(inArray(offers.id, [stale, banned, fine]));
      await db().update(users).set({ banned: true }).where(eq(users.id, bannedSeller.userId));
      const items = [stale, hidden, banned, fine].map((offerId, i) =>
        groupPurchaseItem(i, (others[i] as RegisteredUser).userId, offerId, '1000'),
      );
      expect(await placeGroup(db(), items)).toEqual([3]);
      const written = await db()
        .select({ offerId: orders.offerId, price: orders.unitPrice })
        .from(orders)
        .where(inArray(orders.offerId, [stale, hidden, banned, fine]));
      expect(written).toEqual([{ offerId: fine, price: 1000n }]);
      const claims = await db()
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(
          inArray(
            idempotencyKeys.key,
            items.map((it) => it.key),
          ),
        );
      expect(claims.map((claim) => claim.key)).toEqual([items[3]?.key]);
      for (const [offerId, stock] of [
        [stale, 10],
        [hidden, 10],
        [banned, 10],
        [fine, 9],
      ] as const)
        expect(await offerStock(db(), offerId)).toBe(stock);
      await db().update(users).set({ banned: false }).where(eq(users.id, bannedSeller.userId));
      await db().update(gameServers).set({ hidden: false }).where(eq(gameServers.id, place.serverId));
    },
    120_000,
  );

  it.skipIf(!available)(
    'a one-unit order under 0.17 USD pays a fee, in the summary and when bought',
    async () => {
      const place = await catalog();
      const cheap = await catalogOffer(place, 'gold', 16n);
      const summary = orderSummarySchema.parse(
        (await get(`/api/v1/orders/summary?offerId=${cheap}&quantity=1`, buyer.token)).json(),
      );
      // 3 % of 0.16 is 0.0048: rounded up to 0.01 (half-up made it 0).
      expect(summary).toMatchObject({ unitPrice: '16', subtotal: '16', fees: '1', total: '17' });
      for (const paymentMethod of ['wallet', 'card'] as const) {
        const bought = await checkout(ctx.app, buyer.token, { offerId: cheap, quantity: 1, paymentMethod });
        expect(bought.statusCode).toBe(201);
        const [order] = await db().select().from(orders).where(eq(orders.id, bought.json().order.id));
        expect(order).toMatchObject({
          subtotal: 16n,
          buyerFee: 1n,
          sellerFee: 1n,
          sellerNet: 15n,
          total: 17n,
        });
      }
    },
  );
});
