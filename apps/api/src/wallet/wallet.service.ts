import type {
  CategorySlug,
  LedgerCurrency,
  Wallet,
  WalletTransaction,
  WalletTransactionsResponse,
  walletTransactionsQuerySchema,
} from '@lootmarket/contract';
import { and, eq, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type DbOrTx, inSnapshot } from '../db/database';
import { escapeLike } from '../db/like';
import { AppError } from '../errors/app-error';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.schema';
import {
  findWalletAccount,
  type LedgerAccount,
  toWalletBreakdownDto,
  walletAccount,
  walletBreakdown,
} from '../ledger/ledger.service';
import { sellerReservedTotal } from '../orders/order-reserve';

/** The last movement of each of a user's wallets (a user has a handful: one query each). */
async function lastMovements(db: DbOrTx, accountIds: bigint[]): Promise<Map<string, Date>> {
  const found = new Map<string, Date>();
  for (const id of accountIds) {
    const [row] = await db
      .select({ at: max(ledgerTransfers.createdAt) })
      .from(ledgerTransfers)
      .where(or(eq(ledgerTransfers.debitAccountId, id), eq(ledgerTransfers.creditAccountId, id)));
    if (row?.at) found.set(id.toString(), new Date(row.at));
  }
  return found;
}

async function toWallet(db: DbOrTx, account: LedgerAccount, lastMovement: Date | undefined): Promise<Wallet> {
  // Reserves are pending credits: a wallet with none has none.
  const reserved =
    account.creditsPending > 0n && account.userId
      ? await sellerReservedTotal(db, account.userId, account.currency)
      : 0n;
  return {
    currency: account.currency as LedgerCurrency,
    balance: (account.creditsPosted - account.debitsPosted).toString(),
    ...toWalletBreakdownDto(await walletBreakdown(db, account, reserved)),
    lastUpdated: (lastMovement ?? account.createdAt).toISOString(),
    lastActivity: lastMovement?.toISOString() ?? null,
  };
}

/** Spec §3 Wallet: one per currency, with its balance in parts that add up, and last updated. */
export function listWallets(db: DbOrTx, userId: string): Promise<Wallet[]> {
  // One snapshot: each wallet's parts are read by several statements and must add up (inSnapshot).
  return inSnapshot(db, (tx) => readWallets(tx, userId));
}

async function readWallets(db: DbOrTx, userId: string): Promise<Wallet[]> {
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.userId, userId)))
    .orderBy(ledgerAccounts.currency);
  const last = await lastMovements(
    db,
    accounts.map((account) => account.id),
  );
  const wallets: Wallet[] = [];
  for (const account of accounts) wallets.push(await toWallet(db, account, last.get(account.id.toString())));
  return wallets;
}

/** "Create wallet by currency" (spec §2): an empty ledger account; a second one is refused. */
export async function createWallet(db: DbOrTx, userId: string, currency: LedgerCurrency): Promise<Wallet> {
  if (await findWalletAccount(db, userId, currency)) throw new AppError('WALLET_ALREADY_EXISTS');
  const account = await walletAccount(db, userId, currency);
  return toWallet(db, account, undefined);
}

type TransactionsQuery = z.output<typeof walletTransactionsQuerySchema>;

/**
 * The wallet's transactions table (spec §3: date, amount, status, action, product name, category,
 * price): one row per movement of the wallet in the ledger, each with the sign, amount, status and
 * date of the transfers it shows, so all rows together add up to available + upcoming (the test
 * checks it):
 *
 * - a hold (pending transfers of one order or withdrawal, e.g. an order's two legs to the seller and
 *   the fee account): dated when it was made; pending while open; posted → completed with the amount
 *   posted; voided → failed, amount 0 (nothing moved), except a purchase: its money did leave the
 *   buyer's available balance, so the purchase stays −total and its void is a row of its own:
 * - a refund: the void of a purchase's hold, or what a post for less (a split) released, +that
 *   amount, completed, dated by the resolution;
 * - single transfers (a deposit, a card payment's arrival, a reversal): completed at once, one row per
 *   batch.
 */
export async function walletTransactions(
  db: DbOrTx,
  userId: string,
  currency: LedgerCurrency,
  query: TransactionsQuery,
): Promise<WalletTransactionsResponse> {
  const account = await findWalletAccount(db, userId, currency);
  if (!account) throw new AppError('WALLET_NOT_FOUND');
  const id = account.id.toString();
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const base = sql`
    with legs as (
      -- The wallet's original transfers (single, pending), each with its resolution if any and the
      -- kind of the account on the other side (what the money went to or came from).
      select t.id, t.kind, t.amount, t.created_at, t.order_id, t.withdrawal_id,
             t.debit_account_id = ${id}::bigint as outgoing, o.kind as other_kind,
             r.id as resolution_id, r.kind as resolution, r.amount as resolved_amount,
             r.created_at as resolved_at
        from ledger_transfers t
        join ledger_accounts o
          on o.id = case when t.debit_account_id = ${id}::bigint then t.credit_account_id
                         else t.debit_account_id end
        left join ledger_transfers r on r.pending_id = t.id
       where (t.debit_account_id = ${id}::bigint or t.credit_account_id = ${id}::bigint)
         and t.kind in ('single', 'pending')
    ), classified as (
      select l.*, coalesce(l.order_id, l.withdrawal_id, l.id) as subject,
             case when l.withdrawal_id is not null then 'withdrawal'
                  when l.kind = 'pending' and l.outgoing and l.other_kind = 'provider_clearing'
                    then 'payment_refund'
                  when l.order_id is not null and l.outgoing then 'purchase'
                  when l.order_id is not null and l.other_kind = 'user_wallet' then 'sale'
                  when l.outgoing then 'withdrawal'
                  else 'deposit' end as action,
             -- A hold's legs are one row per subject; single transfers one row per batch (same instant).
             case when l.kind = 'pending' then 'hold'
                  else 'single ' || l.outgoing::text || ' ' || l.created_at::text end as batch
        from legs l
    ), moves as (
      select min(c.id::text)::uuid as transfer_id, c.subject, c.action,
             min(c.created_at) as date,
             bool_or(c.resolution is null) as open,
             bool_and(c.resolution = 'void_pending') as voided,
             case when c.batch = 'hold' and not bool_or(c.resolution is null) then max(c.resolved_at) end
               as resolved_at,
             bool_or(c.outgoing) as outgoing,
             c.batch = 'hold' as hold,
             sum(c.amount) as moved,
             coalesce(sum(c.resolved_amount) filter (where c.resolution = 'post_pending'), 0) as posted
        from classified c
       group by c.subject, c.action, c.batch
    ), movements as (
      select m.transfer_id, m.subject, m.action, m.date, m.resolved_at,
             case when not m.hold or m.open or m.action = 'purchase'
                    then case when m.outgoing then -m.moved else m.moved end
                  when m.voided then 0
                  else case when m.outgoing then -m.posted else m.posted end end as amount,
             case when not m.hold then 'completed'
                  when m.open then 'pending'
                  when m.voided and m.action <> 'purchase' then 'failed'
                  else 'completed' end as status
        from moves m
      union all
      -- A purchase's hold voided, or posted for less (a dispute settled by a split): what came back
      -- to the wallet is a credit of its own.
      select min(c.resolution_id::text)::uuid, c.subject, 'refund', min(c.resolved_at), null,
             sum(c.amount - case when c.resolution = 'post_pending' then c.resolved_amount else 0 end),
             'completed'
        from classified c
       where c.action = 'purchase' and c.kind = 'pending' and c.resolution is not null
       group by c.subject
      having sum(c.amount - case when c.resolution = 'post_pending' then c.resolved_amount else 0 end) > 0
    )
    select x.subject::text as id, x.transfer_id::text as transfer_id, x.date, x.resolved_at,
           x.amount::text as amount, x.status, x.action,
           o.offer_title as product_name, o.category, coalesce(o.total, w.amount)::text as price,
           o.id::text as order_id, w.id::text as withdrawal_id
      from movements x
      left join orders o on o.id = x.subject
      left join withdrawals w on w.id = x.subject`;
  const filters: ReturnType<typeof sql>[] = [];
  if (query.status) filters.push(sql`status = ${query.status}`);
  if (query.action) filters.push(sql`action = ${query.action}`);
  if (search) filters.push(sql`product_name ilike ${search}`);
  if (query.from) filters.push(sql`date >= ${query.from}::date`);
  if (query.to) filters.push(sql`date < ${query.to}::date + 1`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const offset = (query.page - 1) * query.pageSize;
  const result = await db.execute(sql`
    select x.*, count(*) over () as total from (${base}) x ${where}
     order by x.date desc, x.transfer_id desc limit ${query.pageSize} offset ${offset}`);
  type Row = {
    id: string;
    transfer_id: string;
    date: string | Date;
    resolved_at: string | Date | null;
    amount: string;
    status: WalletTransaction['status'];
    action: WalletTransaction['action'];
    product_name: string | null;
    category: string | null;
    price: string | null;
    order_id: string | null;
    withdrawal_id: string | null;
    total: string | number;
  };
  const rows = (result as unknown as { rows: Row[] }).rows;
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const counted = await db.execute(sql`select count(*)::int as n from (${base}) x ${where}`);
    total = Number((counted as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  }
  return {
    transactions: rows.map((row) => ({
      id: row.id,
      transferId: row.transfer_id,
      date: new Date(row.date).toISOString(),
      resolvedAt: row.resolved_at === null ? null : new Date(row.resolved_at).toISOString(),
      amount: row.amount,
      currency,
      status: row.status,
      action: row.action,
      productName: row.product_name,
      category: (row.category as CategorySlug | null) ?? null,
      price: row.price,
      orderId: row.order_id,
      withdrawalId: row.withdrawal_id,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
