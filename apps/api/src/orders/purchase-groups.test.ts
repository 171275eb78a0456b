import { orderPath } from '@lootmarket/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds, TEST_POSTGRES_URL } from '../../test/support/databases';
import { idempotencyKeys } from '../idempotency/idempotency.schema';
import { escrowTransferIds } from '../ledger/ledger.ids';
import { ledgerTransfers } from '../ledger/ledger.schema';
import { FEE_SHARDS, platformAccount, walletAccount } from '../ledger/ledger.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { notifications } from '../notifications/notifications.schema';
import { orders } from './orders.schema';
import {
  balances,
  checkout,
  createTestOffer,
  fundWallet,
  groupPurchaseItem,
  newKey,
  offerStock,
  ordersTestContext,
  placeGroup,
} from './orders.test-support';
import { type Grouped, RequestGroups } from './purchase-groups';

/** A promise and the hands to settle it from outside. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('RequestGroups', () => {
  /** Groups that record what they were given and finish when the test says so. */
  function recordingGroups(options: { maxInFlight: number; maxGroup: number }) {
    const groups: string[][] = [];
    const gates: Array<() => void> = [];
    const requestGroups = new RequestGroups<{ id: string; keys: string[] }, string>(
      options,
      (request) => request.keys,
      async (group: Grouped<{ id: string; keys: string[] }, string>[]) => {
        groups.push(group.map((entry) => entry.request.id));
        const gate = deferred();
        gates.push(gate.release);
        await gate.promise;
        for (const entry of group) entry.resolve(`done ${entry.request.id}`);
      },
    );
    const openAll = async () => {
      while (gates.length > 0) {
        gates.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
    return { requestGroups, groups, openAll };
  }

  it('starts a request at once and alone when a slot is free', async () => {
    const { requestGroups, groups, openAll } = recordingGroups({ maxInFlight: 2, maxGroup: 8 });
    const answer = requestGroups.submit({ id: 'a', keys: ['a'] });
    expect(groups).toEqual([['a']]);
    await openAll();
    await expect(answer).resolves.toBe('done a');
  });

  it('groups what arrives while every slot is busy, oldest first, up to maxGroup', async () => {
    const { requestGroups, groups, openAll } = recordingGroups({ maxInFlight: 1, maxGroup: 3 });
    const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => requestGroups.submit({ id, keys: [id] }));
    expect(groups).toEqual([['a']]);
    expect(requestGroups.queued).toBe(5);
    await openAll();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => `done ${id}`));
    expect(groups).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']]);
  });

  it('never puts two requests with a shared key in one group; the later keeps its place in line', async () => {
    const { requestGroups, groups, openAll } = recordingGroups({ maxInFlight: 1, maxGroup: 8 });
    const answers = [
      requestGroups.submit({ id: 'first', keys: ['x'] }),
      requestGroups.submit({ id: 'b1', keys: ['buyer 1', 'offer 1'] }),
      requestGroups.submit({ id: 'b1-again', keys: ['buyer 1', 'offer 2'] }),
      requestGroups.submit({ id: 'b2', keys: ['buyer 2', 'offer 1'] }),
      requestGroups.submit({ id: 'b3', keys: ['buyer 3', 'offer 3'] }),
    ];
    await openAll();
    await Promise.all(answers);
    expect(groups).toEqual([['first'], ['b1', 'b3'], ['b1-again', 'b2']]);
  });

  it('answers every request of a group that throws, and goes on with the next groups', async () => {
    let calls = 0;
    const requestGroups = new RequestGroups<string, string>(
      { maxInFlight: 1, maxGroup: 8 },
      (request) => [request],
      async (group) => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
        for (const entry of group) entry.resolve(entry.request);
      },
    );
    const failed = requestGroups.submit('a');
    const next = requestGroups.submit('b');
    await expect(failed).rejects.toThrow('the database went away');
    await expect(next).resolves.toBe('b');
  });

  it('refuses options that could never run a request', () => {
    expect(
      () =>
        new RequestGroups(
          { maxInFlight: 0, maxGroup: 1 },
          () => [],
          async () => {},
        ),
    ).toThrow(RangeError);
  });
});

const kinds = await databaseKinds();

describe.each(kinds)('wallet purchases placed in groups on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let sellers: RegisteredUser[];
  let buyers: RegisteredUser[];

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    sellers = await Promise.all(Array.from({ length: 4 }, (_, i) => registerUser(ctx.app, `gseller${i}`)));
    buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => registerUser(ctx.app, `gbuyer${i}`)));
  }, 120_000);
  afterAll(async () => {
    if (ctx) expect(await ledgerInvariantViolations(ctx.database.db)).toEqual([]);
    await ctx?.close();
  });
  const db = () => ctx.database.db;
  const sellerOf = (i: number) => sellers[i % sellers.length] as RegisteredUser;

  it.skipIf(!available)(
    'concurrent purchases of different buyers and offers: several orders share one transaction, each exactly as alone',
    async () => {
      const offerIds = await Promise.all(
        buyers.map((_, i) => createTestOffer(db(), sellerOf(i).userId, { priceMinor: 1999n, stock: 5 })),
      );
      for (const buyer of buyers) await fundWallet(db(), buyer.userId, 10_000n);
      // The accounts a running market has: every seller's wallet and every fee shard. (A purchase whose
      // account is missing runs alone and creates it.)
      for (const seller of sellers) await walletAccount(db(), seller.userId, 'USD');
      for (let shard = 0; shard < FEE_SHARDS; shard += 1)
        await platformAccount(db(), 'platform_fee', 'USD', shard);
      // The yardstick: one purchase alone, nothing else under way.
      const alone = await checkout(ctx.app, (buyers[0] as RegisteredUser).token, {
        offerId: offerIds[0] as string,
        quantity: 1,
        paymentMethod: 'wallet',
      });
      expect(alone.statusCode).toBe(201);
      const yardstick = alone.json().order;

      const keys = buyers.map(() => newKey());
      const responses = await Promise.all(
        buyers.map((buyer, i) =>
          checkout(
            ctx.app,
            buyer.token,
            { offerId: offerIds[(i + 1) % offerIds.length] as string, quantity: 2, paymentMethod: 'wallet' },
            keys[i],
          ),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
      const placed = responses.map((r) => r.json().order);
      const ids = placed.map((order) => order.id as string);

      // Grouped: fewer transactions than orders (rows written by one transaction share its xmin). PGlite
      // runs one statement at a time, so requests seldom overlap there: the server is where it counts.
      const rows = await db()
        .select({ id: orders.id, tx: sql<string>`${orders}.xmin::text` })
        .from(orders)
        .where(inArray(orders.id, ids));
      expect(rows.length).toBe(buyers.length);
      if (name === 'postgres') expect(new Set(rows.map((row) => row.tx)).size).toBeLessThan(buyers.length);

      for (const [i, order] of placed.entries()) {
        // The same amounts as the purchase alone (twice the quantity), the same holds, the same claim.
        expect(order.status).toBe('pending');
        expect(order.quantity).toBe(2);
        expect(order.subtotal).toBe(String(BigInt(yardstick.subtotal) * 2n));
        expect(order.offerId).toBe(offerIds[(i + 1) % offerIds.length]);
        const holds = await db()
          .select({ id: ledgerTransfers.id, amount: ledgerTransfers.amount, kind: ledgerTransfers.kind })
          .from(ledgerTransfers)
          .where(eq(ledgerTransfers.orderId, order.id));
        const expected = escrowTransferIds(order.id);
        expect(new Set(holds.map((hold) => hold.id))).toEqual(new Set([expected.holdNet, expected.holdFee]));
        expect(holds.every((hold) => hold.kind === 'pending')).toBe(true);
        expect(holds.reduce((sum, hold) => sum + hold.amount, 0n)).toBe(BigInt(order.totalPrice));
        const [claim] = await db()
          .select({ statusCode: idempotencyKeys.statusCode })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.key, keys[i] as string));
        expect(claim?.statusCode).toBe(201);
      }
      // Each buyer paid its own total; each offer lost two units; each seller was told once per sale.
      for (const [i, buyer] of buyers.entries()) {
        const paid = BigInt(placed[i].totalPrice) + (i === 0 ? BigInt(yardstick.totalPrice) : 0n);
        expect((await balances(db(), buyer.userId)).available).toBe(10_000n - paid);
      }
      for (const [i, offerId] of offerIds.entries())
        expect(await offerStock(db(), offerId)).toBe(i === 0 ? 2 : 3);
      const told = await db()
        .select({ link: notifications.link })
        .from(notifications)
        .where(
          inArray(
            notifications.userId,
            sellers.map((seller) => seller.userId),
          ),
        );
      for (const id of ids) expect(told.filter((row) => row.link === orderPath(id)).length).toBe(1);
      // A replay of every key answers the stored order, once.
      const replays = await Promise.all(
        buyers.map((buyer, i) =>
          checkout(
            ctx.app,
            buyer.token,
            { offerId: offerIds[(i + 1) % offerIds.length] as string, quantity: 2, paymentMethod: 'wallet' },
            keys[i],
          ),
        ),
      );
      expect(replays.map((r) => r.json().order.id)).toEqual(ids);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
    120_000,
  );

  it.skipIf(!available)(
    'refusals among concurrent purchases get the answer they get alone, and nothing of theirs is written',
    async () => {
      const [rich, poor, own, late, ok1, ok2] = (await Promise.all(
        ['rich', 'poor', 'own', 'late', 'ok1', 'ok2'].map((who) => registerUser(ctx.app, `r${who}`)),
      )) as [RegisteredUser, RegisteredUser, RegisteredUser, RegisteredUser, RegisteredUser, RegisteredUser];
      const offerOf = (seller: RegisteredUser, stock = 5) =>
        createTestOffer(db(), seller.userId, { priceMinor: 500n, stock });
      const offersFor = {
        rich: await offerOf(sellerOf(0)),
        poor: await offerOf(sellerOf(1)),
        own: await createTestOffer(db(), own.userId, { priceMinor: 500n }),
        late: await offerOf(sellerOf(2), 0),
        ok1: await offerOf(sellerOf(3)),
        ok2: await offerOf(sellerOf(0)),
      };
      for (const buyer of [rich, own, late, ok1, ok2]) await fundWallet(db(), buyer.userId, 5_000n);
      const poorBefore = await balances(db(), poor.userId);
      const buy = (buyer: RegisteredUser, offerId: string) =>
        checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      // Twice over, so that some of them queue behind others and go into groups.
      const responses = await Promise.all(
        [0, 1].flatMap(() => [
          buy(rich, offersFor.rich),
          buy(poor, offersFor.poor),
          buy(own, offersFor.own),
          buy(late, offersFor.late),
          buy(ok1, offersFor.ok1),
          buy(ok2, offersFor.ok2),
        ]),
      );
      const answers = responses.map((r) => [r.statusCode, r.statusCode === 201 ? 'placed' : errorCode(r)]);
      const expected = [
        [201, 'placed'],
        [402, 'INSUFFICIENT_FUNDS'],
        [403, 'OWN_PRODUCT_PURCHASE'],
        [409, 'OUT_OF_STOCK'],
        [201, 'placed'],
        [201, 'placed'],
      ];
      expect(answers).toEqual([...expected, ...expected]);
      expect(await balances(db(), poor.userId)).toEqual(poorBefore);
      expect(await offerStock(db(), offersFor.poor)).toBe(5);
      expect(await offerStock(db(), offersFor.late)).toBe(0);
      expect(await offerStock(db(), offersFor.rich)).toBe(3);
      const refusedOrders = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(inArray(orders.offerId, [offersFor.poor, offersFor.own, offersFor.late]));
      expect(refusedOrders[0]?.n).toBe(0);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
    120_000,
  );

  it.skipIf(!available)(
    'the group statement refuses a group with a buyer or an offer twice, and writes nothing',
    async () => {
      const buyer = buyers[6] as RegisteredUser;
      const offerId = await createTestOffer(db(), sellerOf(1).userId, { priceMinor: 300n, stock: 1 });
      await fundWallet(db(), buyer.userId, 5_000n);
      const item = (i: number, buyerId: string) => ({
        ...groupPurchaseItem(i, buyerId, offerId, '300'),
        fee_shard: 0,
      });
      const before = await snapshotDatabase(ctx.database);
      const other = buyers[7] as RegisteredUser;
      await fundWallet(db(), other.userId, 5_000n);
      const afterFunding = await snapshotDatabase(ctx.database);
      for (const items of [
        [item(0, buyer.userId), item(1, other.userId)], // one offer, stock 1, twice
        [item(0, buyer.userId), { ...item(1, buyer.userId), offer_id: crypto.randomUUID() }], // one buyer twice
      ]) {
        await expect(placeGroup(db(), items)).rejects.toThrow();
      }
      expect(before).not.toEqual(afterFunding);
      expect(await snapshotDatabase(ctx.database)).toEqual(afterFunding);
      expect(await offerStock(db(), offerId)).toBe(1);
    },
  );
});

const postgres = kinds.find((kind) => kind.name === 'postgres');

describe.runIf(postgres?.available)('a group that meets a concurrent change on PostgreSQL', () => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyers: RegisteredUser[];

  beforeAll(async () => {
    ctx = await ordersTestContext('postgres');
    seller = await registerUser(ctx.app, 'cseller');
    buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => registerUser(ctx.app, `cbuyer${i}`)));
  }, 120_000);
  afterAll(async () => {
    if (ctx) expect(await ledgerInvariantViolations(ctx.database.db)).toEqual([]);
    await ctx?.close();
  });
  const db = () => ctx.database.db;

  it('a wallet emptied while its purchase waits for it: that purchase is refused, every other one placed', async () => {
    const offerIds = await Promise.all(
      buyers.map(() => createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 5 })),
    );
    for (const buyer of buyers) await fundWallet(db(), buyer.userId, 2_000n);
    const victim = buyers[3] as RegisteredUser;
    const wallet = await walletAccount(db(), victim.userId, 'USD');
    const payouts = await platformAccount(db(), 'payout_clearing', 'USD');
    const before = await balances(db(), victim.userId);
    expect(before.available).toBe(2_000n);

    // Another connection moves the victim's whole balance out (a transfer written as the ledger writes
    // one) and holds its transaction open while the purchases start.
    const blocker = new pg.Client({ connectionString: ctx.testDb.url ?? TEST_POSTGRES_URL });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(`select set_config('lootmarket.ledger_writer', 'on', true)`);
      await blocker.query(`update ledger_accounts set debits_posted = debits_posted + $2 where id = $1`, [
        wallet.id,
        before.available,
      ]);
      await blocker.query(`update ledger_accounts set credits_posted = credits_posted + $2 where id = $1`, [
        payouts.id,
        before.available,
      ]);
      await blocker.query(
        `insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind)
         values ($1, $2, $3, $4, 'USD', 'single')`,
        [crypto.randomUUID(), wallet.id, payouts.id, before.available],
      );
      const responses = Promise.all(
        buyers.map((buyer, i) =>
          checkout(ctx.app, buyer.token, {
            offerId: offerIds[i] as string,
            quantity: 1,
            paymentMethod: 'wallet',
          }),
        ),
      );
      // Until a statement waits for the victim's wallet: its purchase, in a group or alone, planned
      // on a snapshot where the money is still there.
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const { rows } = await blocker.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await blocker.query('commit');
      const answers = (await responses).map((r) => [
        r.statusCode,
        r.statusCode === 201 ? 'placed' : errorCode(r),
      ]);
      expect(answers).toEqual(
        buyers.map((buyer) => (buyer === victim ? [402, 'INSUFFICIENT_FUNDS'] : [201, 'placed'])),
      );
    } finally {
      await blocker.end();
    }
    expect((await balances(db(), victim.userId)).available).toBe(0n);
    expect(await offerStock(db(), offerIds[3] as string)).toBe(5);
    for (const buyer of buyers) {
      if (buyer !== victim) expect((await balances(db(), buyer.userId)).available).toBe(2_000n - 1_030n);
    }
  }, 120_000);
});
