// The ledger's money movement against PostgreSQL's own yardstick (the ledger's speed budget): pgbench's
// built-in TPC-B and an escrow hold — one statement with two pending legs (buyer → seller net, buyer → the
// order's platform fee shard), exactly what holdEscrow sends (order_hold) — both at 8 concurrent
// clients, in the same run, on the same server. Runs alternate (TPC-B, hold, TPC-B, hold) so load drift hits
// both alike. Budget: the hold reaches at least 0.4× TPC-B transactions per second.
//
// Needs the PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local `test`
// database) and pgbench on PATH (Debian: postgresql-client). Both benchmark databases are created
// here and dropped at the end.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { admin, api, initTpcb, pg, requirePgbench, tpcbPerSecond, urlFor } from './support/pgbench.mjs';

const CLIENTS = 8;
const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 8);
const ROUNDS = 2;
const BUYERS = 2_000;
const SELLERS = 200;
/** As FEE_SHARDS in apps/api/src/ledger/ledger.service.ts: purchases spread over the fee shards. */
const FEE_SHARDS = 16;

/**
 * The api's migrations, applied as the server applies them (journal order, statement by statement),
 * then its live SQL functions (src/db/functions, applyLiveFunctions in src/db/database.ts).
 */
async function migrate(client) {
  const journal = JSON.parse(readFileSync(join(api, 'drizzle/meta/_journal.json'), 'utf8'));
  for (const entry of journal.entries) {
    const file = readFileSync(join(api, 'drizzle', `${entry.tag}.sql`), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) {
      if (statement.trim()) await client.query(statement);
    }
  }
  const functions = join(api, 'src/db/functions');
  const files = readdirSync(functions).filter((name) => name.endsWith('.sql'));
  for (const file of files.sort()) await client.query(readFileSync(join(functions, file), 'utf8'));
}

async function seedLedger(client) {
  await client.query(
    `insert into users (id, username, email)
     select gen_random_uuid(), 'bench_' || g, 'bench_' || g || '@bench.invalid' from generate_series(1, $1) g`,
    [BUYERS + SELLERS],
  );
  await client.query(
    `insert into ledger_accounts (currency, kind, guarded, user_id)
     select 'USD', 'user_wallet', true, id from users order by username`,
  );
  await client.query(
    `insert into ledger_accounts (currency, kind, guarded, shard)
     select 'USD', 'platform_fee', true, g from generate_series(0, $1 - 1) g
     union all select 'USD', 'provider_clearing', false, 0`,
    [FEE_SHARDS],
  );
  // Every buyer gets enough for any number of purchases in the run: failures would flatter the hold.
  const { rows } = await client.query(
    `select ledger_create_transfers(jsonb_agg(jsonb_build_object(
        'id', gen_random_uuid(), 'kind', 'single', 'currency', 'USD', 'amount', '100000000000',
        'debit_account_id', (select id from ledger_accounts where kind = 'provider_clearing')::text,
        'credit_account_id', id::text))) as result
       from ledger_accounts where kind = 'user_wallet'`,
  );
  if (!rows[0].result.ok) throw new Error(`funding failed: ${JSON.stringify(rows[0].result)}`);
  const wallets = await client.query(
    `select id::text as id from ledger_accounts where kind = 'user_wallet' order by id`,
  );
  const fee = await client.query(
    `select id::text as id from ledger_accounts where kind = 'platform_fee' order by shard`,
  );
  const ids = wallets.rows.map((r) => r.id);
  return { buyers: ids.slice(0, BUYERS), sellers: ids.slice(BUYERS), fees: fee.rows.map((r) => r.id) };
}

/** feeShardOf in the service: the order id picks the shard. */
const feeOf = (orderId, fees) =>
  fees[createHash('sha1').update(orderId).digest().readUInt16BE(0) % fees.length];

/** CLIENTS connections, each calling the hold back to back for SECONDS; holds per second. */
async function holdsPerSecond(url, accounts) {
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  let done = 0;
  let refused = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const orderId = randomUUID();
        const buyer = pick(accounts.buyers);
        const legs = [
          {
            id: randomUUID(),
            kind: 'pending',
            debit_account_id: buyer,
            credit_account_id: pick(accounts.sellers),
            amount: '2700',
            currency: 'USD',
            order_id: orderId,
          },
          {
            id: randomUUID(),
            kind: 'pending',
            debit_account_id: buyer,
            credit_account_id: feeOf(orderId, accounts.fees),
            amount: '300',
            currency: 'USD',
            order_id: orderId,
          },
        ];
        // As holdEscrow: THE hold (order_hold) writes a new hold; ledger_create_transfers only answers
        // what it leaves (a replay, a refusal), with the same legs.
        const hold = {
          order_id: orderId,
          currency: 'USD',
          seller_net: '2700',
          fee: '300',
          hold_net_id: legs[0].id,
          hold_fee_id: legs[1].id,
          buyer_account: buyer,
          seller_account: legs[0].credit_account_id,
          fee_account: legs[1].credit_account_id,
        };
        const { rows } = await client.query(
          'select coalesce(order_hold($1::jsonb, true), ledger_create_transfers($2::jsonb)) as result',
          [JSON.stringify([hold]), JSON.stringify(legs)],
        );
        if (rows[0].result.ok) done += 1;
        else refused += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  if (refused > 0)
    throw new Error(`${refused} holds were refused; the benchmark must measure successful holds`);
  return done / elapsed;
}

export default async function ledgerBench() {
  await requirePgbench();
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const ledgerDb = `lootmarket_bench_ledger_${suffix}`;
  const pgbenchDb = `lootmarket_bench_pgbench_${suffix}`;
  await admin(`create database "${ledgerDb}"`);
  await admin(`create database "${pgbenchDb}"`);
  try {
    const setup = new pg.Client({ connectionString: urlFor(ledgerDb) });
    await setup.connect();
    let accounts;
    try {
      await migrate(setup);
      accounts = await seedLedger(setup);
    } finally {
      await setup.end();
    }
    // TPC-B as pgbench defines it; scale = clients, as pgbench's documentation asks.
    await initTpcb(pgbenchDb, CLIENTS);

    const tpcb = [];
    const holds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      tpcb.push(await tpcbPerSecond(pgbenchDb, CLIENTS, SECONDS));
      holds.push(await holdsPerSecond(urlFor(ledgerDb), accounts));
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const baseline = mean(tpcb);
    const hold = mean(holds);
    return [
      {
        bench: 'ledger',
        metric: `escrow hold, one call, ${CLIENTS} clients`,
        value: hold,
        unit: 'tx/s',
        baseline: { label: `pgbench TPC-B, ${CLIENTS} clients`, value: baseline },
        budget: '≥ 0.4× TPC-B',
        ok: hold >= 0.4 * baseline,
      },
    ];
  } finally {
    await admin(`drop database if exists "${ledgerDb}" with (force)`);
    await admin(`drop database if exists "${pgbenchDb}" with (force)`);
  }
}
