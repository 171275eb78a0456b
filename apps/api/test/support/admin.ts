import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { orders } from '../../src/orders/orders.schema';
import { bearer, createTestContext, type TestContext } from './app';
import type { DatabaseKind } from './databases';
import { registerStaff } from './staff';

export type Staff = Awaited<ReturnType<typeof registerStaff>>;

/** What an admin test works with once its `beforeAll` ran: the app and the three staff callers. */
export interface AdminTestSetup {
  readonly ctx: TestContext;
  readonly staff: Staff;
}

export interface AdminTestOptions {
  /** Builds the app (default: a plain test context on the database kind). */
  context?: (kind: DatabaseKind['name']) => Promise<TestContext>;
  /** Runs before staff are registered (e.g. seeding demo data that registration must not precede). */
  before?: (ctx: TestContext) => Promise<unknown>;
}

/**
 * The set-up the admin route tests share, for one database kind of `describe.each(databaseKinds)`:
 * a fresh app with a plain user, a support agent and an admin before the block's tests, closed after
 * them. Nothing is built when the kind is unavailable (its tests are skipped with `runIf`). Call it
 * before the block's own `beforeAll`, which then finds the app and the staff ready (hooks run in order).
 */
export function adminTestSetup(
  kind: DatabaseKind['name'],
  available: boolean,
  { context = createTestContext, before }: AdminTestOptions = {},
): AdminTestSetup {
  let ctx: TestContext | undefined;
  let staff: Staff | undefined;
  const setup: AdminTestSetup = {
    get ctx() {
      if (!ctx) throw new Error('the admin test set-up has not run (is the database kind available?)');
      return ctx;
    },
    get staff() {
      if (!staff) throw new Error('the admin test set-up has not run (is the database kind available?)');
      return staff;
    },
  };
  beforeAll(async () => {
    if (!available) return;
    ctx = await context(kind);
    await before?.(ctx);
    staff = await registerStaff(ctx.app, ctx.database);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return setup;
}

export type CallMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A request helper bound to the app: `call(method, url, token?, payload?)` sends it as the holder of
 * `token` (none or null: anonymous), with `payload` as its JSON body when given.
 */
export function caller(app: () => FastifyInstance) {
  return (method: CallMethod, url: string, token?: string | null, payload?: unknown) =>
    app().inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** GET and POST bound to the app, as the holder of `token` (none: a guest); see {@link caller}. */
export function getAndPost(app: () => FastifyInstance) {
  const call = caller(app);
  return {
    get: (url: string, token?: string) => call('GET', url, token),
    post: (url: string, token?: string, payload?: object) => call('POST', url, token, payload),
  };
}

type OrderRow = typeof orders.$inferInsert;

/**
 * A paid, pending order row of one unit of `total` minor units, without fees, for tests that need
 * orders in the table without going through checkout; `values` overrides any column.
 */
export function orderRow(
  values: Pick<OrderRow, 'buyerId' | 'sellerId' | 'gameId'> & Partial<OrderRow>,
  total = 500n,
): OrderRow {
  return {
    id: crypto.randomUUID(),
    category: 'gold',
    offerTitle: '1000 gold',
    offerDescription: 'Fast',
    automaticDelivery: false,
    quantity: 1,
    currency: 'USD',
    unitPrice: total,
    subtotal: total,
    buyerFee: 0n,
    sellerFee: 0n,
    sellerNet: total,
    total,
    paymentMethod: 'wallet',
    status: 'pending',
    escrow: 'held',
    ...values,
  };
}
