// Purchases against PostgreSQL's own yardstick (the purchase budget): pgbench's built-in TPC-B and, from 8
// concurrent buyers, the money-moving transaction as the orders service runs it for the route: (1) a
// wallet purchase (placeWalletOrderOnce: ONE statement, its own transaction — the Idempotency-Key
// claimed, then order_place_wallet: stock taken, order, escrow legs, auto-release job, notification;
// purchases that arrive while two are in flight are placed together by one order_place_wallet_batch
// statement) and (2) the full lifecycle, that purchase then the confirmation as the route runs it
// (confirmOrderOnce: ONE statement, the key claimed and order_confirm called — the seller paid). For information, the same two through
// the full HTTP path (POST /api/v1/orders, …/confirm: auth, zod, the idempotency key claimed and its
// answer stored, the answer's order read). The load generator is the API itself
// (apps/api/src/orders/bench/purchase.bench-worker.ts). Runs alternate (TPC-B, API, TPC-B, API) so
// load drift hits both alike.
// Budgets: purchase ≥ 0.4× TPC-B; purchase + confirm ≥ 0.15× TPC-B (the HTTP rows have none).
//
// Needs the PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local `test`
// database) and pgbench on PATH. Both databases are created here and dropped at the end.
import { admin, api, initTpcb, requirePgbench, run, tpcbPerSecond, urlFor } from './support/pgbench.mjs';

const CLIENTS = 8;
const SECONDS = Number(process.env.PURCHASE_BENCH_SECONDS ?? 8);
const ROUNDS = 2;

async function apiPerSecond(database) {
  const { stdout } = await run('pnpm', ['exec', 'tsx', 'src/orders/bench/purchase.bench-worker.ts'], {
    cwd: api,
    env: {
      ...process.env,
      BENCH_DB_URL: urlFor(database),
      BENCH_SECONDS: String(SECONDS),
      BENCH_CLIENTS: String(CLIENTS),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line);
}

export default async function purchaseBench() {
  await requirePgbench();
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const apiDb = `lootmarket_bench_purchase_${suffix}`;
  const pgbenchDb = `lootmarket_bench_pgbench_p_${suffix}`;
  await admin(`create database "${apiDb}"`);
  await admin(`create database "${pgbenchDb}"`);
  try {
    await initTpcb(pgbenchDb, CLIENTS);
    const tpcb = [];
    const purchases = [];
    const lifecycles = [];
    const httpPurchases = [];
    const httpLifecycles = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      tpcb.push(await tpcbPerSecond(pgbenchDb, CLIENTS, SECONDS));
      const result = await apiPerSecond(apiDb);
      purchases.push(result.purchase);
      lifecycles.push(result.lifecycle);
      httpPurchases.push(result.httpPurchase);
      httpLifecycles.push(result.httpLifecycle);
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const baseline = { label: `pgbench TPC-B, ${CLIENTS} clients`, value: mean(tpcb) };
    const purchase = mean(purchases);
    const lifecycle = mean(lifecycles);
    return [
      {
        bench: 'purchase',
        metric: `wallet purchase (service, 1 statement, alone or grouped), ${CLIENTS} buyers`,
        value: purchase,
        unit: 'tx/s',
        baseline,
        budget: '≥ 0.4× TPC-B',
        ok: purchase >= 0.4 * baseline.value,
      },
      {
        bench: 'purchase',
        metric: `purchase + confirm (service, 2 statements), ${CLIENTS} buyers`,
        value: lifecycle,
        unit: 'tx/s',
        baseline,
        budget: '≥ 0.15× TPC-B',
        ok: lifecycle >= 0.15 * baseline.value,
      },
      {
        bench: 'purchase',
        metric: `wallet purchase via HTTP (info), ${CLIENTS} buyers`,
        value: mean(httpPurchases),
        unit: 'tx/s',
        baseline,
      },
      {
        bench: 'purchase',
        metric: `purchase + confirm via HTTP (info), ${CLIENTS} buyers`,
        value: mean(httpLifecycles),
        unit: 'tx/s',
        baseline,
      },
    ];
  } finally {
    await admin(`drop database if exists "${apiDb}" with (force)`);
    await admin(`drop database if exists "${pgbenchDb}" with (force)`);
  }
}
