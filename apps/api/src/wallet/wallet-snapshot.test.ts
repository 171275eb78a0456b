import { walletListResponseSchema } from '@lootmarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import type { DbOrTx } from '../db/database';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { checkout, createTestOffer, fundWallet, ordersTestContext } from '../orders/orders.test-support';
import { listWallets } from './wallet.service';

// A wallet's parts are read by several statements (the account's counters, then the sum of its escrow
// holds). Found by the soak run (deploy/test/soak.soak.ts): GET /api/v1/wallets answered 500 while
// purchases committed between those statements, because the holds summed later included a purchase the
// counters read earlier did not, and `outgoing` came out negative. On the PostgreSQL server (PGlite runs
// one statement at a time), a purchase is committed by another connection exactly between the two.

const kinds = await databaseKinds();
const postgres = kinds.find((k) => k.name === 'postgres');
const PRICE = 1_000n; // the buyer pays 1,030

/** `db`, whose first raw statement (on it or in a transaction of it) waits for `between` to run first. */
function withPurchaseBetween(db: DbOrTx, between: () => Promise<void>): DbOrTx {
  let fired = false;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (property === 'execute')
          return async (...args: unknown[]) => {
            if (!fired) {
              fired = true;
              await between();
            }
            return (value as (...a: unknown[]) => unknown).apply(object, args);
          };
        if (property === 'transaction')
          return (work: (tx: DbOrTx) => Promise<unknown>, config?: unknown) =>
            (value as (w: unknown, c: unknown) => unknown).call(
              object,
              (tx: DbOrTx) => work(wrap(tx)),
              config,
            );
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return wrap(db);
}

describe.runIf(postgres?.available)('a wallet read while a purchase commits (PostgreSQL)', () => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let offerId: string;

  beforeAll(async () => {
    ctx = await ordersTestContext('postgres');
    seller = await registerUser(ctx.app, 'seller');
    buyer = await registerUser(ctx.app, 'buyer');
    await fundWallet(ctx.database.db, buyer.userId, 100_000n);
    offerId = await createTestOffer(ctx.database.db, seller.userId, { priceMinor: PRICE, stock: 10 });
    // One purchase held in escrow: the wallet has holds to sum.
    const first = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(first.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    if (ctx) expect(await ledgerInvariantViolations(ctx.database.db)).toEqual([]);
    await ctx?.close();
  });

  it('adds up as of one moment: the purchase committed meanwhile is in none of its parts', async () => {
    let purchased = 0;
    const wallets = await listWallets(
      withPurchaseBetween(ctx.database.db, async () => {
        const bought = await checkout(ctx.app, buyer.token, {
          offerId,
          quantity: 1,
          paymentMethod: 'wallet',
        });
        if (bought.statusCode === 201) purchased += 1;
      }),
      buyer.userId,
    );
    expect(purchased).toBe(1);
    const [usd] = walletListResponseSchema.parse({ wallets: JSON.parse(JSON.stringify(wallets)) }).wallets;
    expect(usd).toMatchObject({
      currency: 'USD',
      available: String(100_000n - 1_030n),
      inEscrow: '1030',
      outgoing: '0',
    });
    // Read again, it shows both purchases.
    const [now] = await listWallets(ctx.database.db, buyer.userId);
    expect(now).toMatchObject({ available: String(100_000n - 2_060n), inEscrow: '2060', outgoing: '0' });
  });
});
