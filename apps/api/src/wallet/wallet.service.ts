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
import type { DbOrTx } from '../db/database';
import { escapeLike } from '../db/like';
import { AppError } from '../errors/app-error';
import { ledgerAccounts, ledgerTransfers } from '../ledger/ledger.schema';
import { balancesOf, type LedgerAccount, walletAccount } from '../ledger/ledger.service';

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

function toWallet(account: LedgerAccount, lastUpdated: Date | undefined): Wallet {
  const { available, upcoming } = balancesOf(account);
  return {
    currency: account.currency as LedgerCurrency,
    balance: (account.creditsPosted - account.debitsPosted).toString(),
    available: available.toString(),
    upcoming: upcoming.toString(),
    lastUpdated: (lastUpdated ?? account.createdAt).toISOString(),
  };
}

/** Spec §3 Wallet: one per currency, with balance, available, upcoming and last updated. */
export async function listWallets(db: DbOrTx, userId: string): Promise<Wallet[]> {
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.userId, userId)))
    .orderBy(ledgerAccounts.currency);
  const last = await lastMovements(
    db,
    accounts.map((account) => account.id),
  );
  return accounts.map((account) => toWallet(account, last.get(account.id.toString())));
}

async function findWallet(
  db: DbOrTx,
  userId: string,
  currency: LedgerCurrency,
): Promise<LedgerAccount | null> {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'user_wallet'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return account ?? null;
}

/** "Create wallet by currency" (spec §2): an empty ledger account; a second one is refused. */
export async function createWallet(db: DbOrTx, userId: string, currency: LedgerCurrency): Promise<Wallet> {
  if (await findWallet(db, userId, currency)) throw new AppError('WALLET_ALREADY_EXISTS');
  const account = await walletAccount(db, userId, currency);
  return toWallet(account, undefined);
}

type TransactionsQuery = z.output<typeof walletTransactionsQuerySchema>;

/**
 * The wallet's transactions table (spec §3: date, amount, status, action, product name, category,
 * price): one row per order or withdrawal that touched the wallet, its amount the net effect on the
 * wallet, its status from the transfers (pending legs open → pending; posted → completed; voided →
 * failed). Built from the ledger's transfer log, so it always agrees with the balance.
 */
export async function walletTransactions(
  db: DbOrTx,
  userId: string,
  currency: LedgerCurrency,
  query: TransactionsQuery,
): Promise<WalletTransactionsResponse> {
  const account = await findWallet(db, userId, currency);
  if (!account) throw new AppError('WALLET_NOT_FOUND');
  const id = account.id.toString();
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  // One row per business event (order or withdrawal) of this account. The original legs (single /
  // pending) carry the amount; resolutions (post / void) decide the status.
  const base = sql`
    with legs as (
      -- A post or void names only its pending: the order or withdrawal comes from there.
      select t.*, coalesce(t.order_id, p.order_id) as of_order,
             coalesce(t.order_id, t.withdrawal_id, p.order_id, p.withdrawal_id) as subject
        from ledger_transfers t
        left join ledger_transfers p on p.id = t.pending_id
       where (t.debit_account_id = ${id}::bigint or t.credit_account_id = ${id}::bigint)
         and coalesce(t.order_id, t.withdrawal_id, p.order_id, p.withdrawal_id) is not null
    ), events as (
      select l.subject,
             min(l.created_at) as date,
             bool_or(l.of_order is not null) as is_order,
             -- Escrow and withdrawal holds tell what the event does to the wallet (a card payment's
             -- arrival from the provider is only the way in); without holds, the single transfers do.
             case when bool_or(l.kind = 'pending')
                  then sum(case when l.kind = 'pending' and l.credit_account_id = ${id}::bigint then l.amount
                                when l.kind = 'pending' then -l.amount else 0 end)
                  else sum(case when l.kind = 'single' and l.credit_account_id = ${id}::bigint then l.amount
                                when l.kind = 'single' then -l.amount else 0 end) end as amount,
             bool_or(l.kind = 'void_pending') as voided,
             bool_or(l.kind = 'pending') and not bool_or(l.kind in ('post_pending', 'void_pending')) as open,
             bool_or(l.kind = 'single' and l.credit_account_id = ${id}::bigint) as arrival
        from legs l group by l.subject
    )
    select e.subject::text as id, e.date, e.amount::text as amount,
           case when e.voided then 'failed' when e.open then 'pending' else 'completed' end as status,
           case when not e.is_order then 'withdrawal'
                when e.voided and o.buyer_id = ${userId}::uuid then 'refund'
                when o.seller_id = ${userId}::uuid then 'sale'
                when e.amount > 0 then 'deposit'
                else 'purchase' end as action,
           o.offer_title as product_name, o.category, coalesce(o.total, w.amount)::text as price,
           o.id::text as order_id, w.id::text as withdrawal_id
      from events e
      left join orders o on o.id = e.subject and e.is_order
      left join withdrawals w on w.id = e.subject and not e.is_order`;
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
     order by x.date desc, x.id desc limit ${query.pageSize} offset ${offset}`);
  type Row = {
    id: string;
    date: string | Date;
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
      date: new Date(row.date).toISOString(),
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
