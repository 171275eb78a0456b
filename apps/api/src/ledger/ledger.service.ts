import { createHash } from 'node:crypto';
import type {
  LedgerAccountKind,
  LedgerCurrency,
  LedgerErrorCode,
  LedgerTransferKind,
  WalletBalancesDto,
  WalletBreakdown,
} from '@lootmarket/contract';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { uniqueViolation } from '../auth/users.service';
import type { DbOrTx } from '../db/database';
import { escrowSplitIds, escrowTransferIds } from './ledger.ids';
import { ledgerAccounts, ledgerTransfers } from './ledger.schema';

// The ledger's TypeScript face. Every money movement is ONE call of the SQL function
// ledger_create_transfers (src/db/functions/ledger_create_transfers.sql), which locks, checks and writes in one
// round trip; this file only builds its input and parses its answer. Amounts are bigint here and
// decimal strings on the wire: the parsing happens in this file and nowhere else.

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

export interface LedgerError {
  code: LedgerErrorCode;
  /** The 0-based leg of the batch the refusal is about, when it is about one. */
  index: number | null;
}

export type LedgerResult<T> = { ok: true; value: T } | { ok: false; error: LedgerError };

export interface TransferRequest {
  /** Chosen by the caller (a UUID): sending the same request again replays it. */
  id: string;
  kind: LedgerTransferKind;
  /** Required for single and pending; a post or void inherits them from its pending. */
  debitAccountId?: bigint;
  creditAccountId?: bigint;
  /** Single, pending: the amount. Post: at most the pending amount (default all). Void: omit. */
  amount?: bigint;
  currency?: LedgerCurrency;
  pendingId?: string;
  /** Pending only: after this many seconds it can no longer be posted, only voided. */
  timeoutSeconds?: number;
  orderId?: string;
  withdrawalId?: string;
}

export interface Transfer {
  id: string;
  kind: LedgerTransferKind;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  currency: LedgerCurrency;
  pendingId: string | null;
  timeoutSeconds: number | null;
  expiresAt: Date | null;
  orderId: string | null;
  withdrawalId: string | null;
  createdAt: Date;
}

/** Clearing accounts stand for money outside the platform and may go below zero; the rest may not. */
const GUARDED: Record<LedgerAccountKind, boolean> = {
  user_wallet: true,
  platform_fee: true,
  provider_clearing: false,
  payout_clearing: false,
  // The platform's losses it covers (a lost chargeback after proven delivery): below zero by the losses.
  platform_cover: false,
};

/**
 * The account of a kind, currency and (for wallets) user, created empty on first use. Safe under
 * concurrency: the unique owner key makes a racing twin find the same row.
 */
export async function createAccount(
  db: DbOrTx,
  input: { kind: LedgerAccountKind; currency: LedgerCurrency; userId?: string; shard?: number },
): Promise<LedgerAccount> {
  const userId = input.userId ?? null;
  const shard = input.shard ?? 0;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ kind: input.kind, currency: input.currency, guarded: GUARDED[input.kind], userId, shard })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, input.kind),
        eq(ledgerAccounts.currency, input.currency),
        userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.shard, shard),
      ),
    );
  if (!existing) throw new Error(`ledger account ${input.kind}/${input.currency} neither created nor found`);
  return existing;
}

/** A user's wallet in one currency (created empty on first use). */
export function walletAccount(db: DbOrTx, userId: string, currency: LedgerCurrency): Promise<LedgerAccount> {
  return createAccount(db, { kind: 'user_wallet', currency, userId });
}

/** The platform's account of a kind in one currency and shard (created empty on first use). */
export function platformAccount(
  db: DbOrTx,
  kind: Exclude<LedgerAccountKind, 'user_wallet'>,
  currency: LedgerCurrency,
  shard = 0,
): Promise<LedgerAccount> {
  return createAccount(db, { kind, currency, shard });
}

/**
 * Every purchase credits the platform fee account; one row would make all purchases of a currency
 * queue on its lock (held until commit). The fee is spread over this many shards instead. With 16,
 * two of 8 concurrent buyers met on a shard in about a third of the purchases (row-lock waits were a
 * quarter of the busy backends' samples in the purchase benchmark); 128 brings that to about 5 %. The
 * platform's fee balance is the sum over the shards (platformBalances), so the number can grow at any time: a
 * pending keeps the shard it was held on.
 */
export const FEE_SHARDS = 128;

/** The fee shard of an order: fixed by its id, so a retried hold names the same account. */
export function feeShardOf(orderId: string): number {
  return createHash('sha1').update(orderId).digest().readUInt16BE(0) % FEE_SHARDS;
}

/** The fee account an order's escrow credits. Account ids never change: callers may cache them. */
export function feeAccountForOrder(
  db: DbOrTx,
  currency: LedgerCurrency,
  orderId: string,
): Promise<LedgerAccount> {
  return platformAccount(db, 'platform_fee', currency, feeShardOf(orderId));
}

/** A platform account kind's balances in one currency, summed over its shards. */
export async function platformBalances(
  db: DbOrTx,
  kind: Exclude<LedgerAccountKind, 'user_wallet'>,
  currency: LedgerCurrency,
): Promise<{ available: bigint; upcoming: bigint }> {
  const shards = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, currency),
        isNull(ledgerAccounts.userId),
      ),
    );
  return shards
    .map(balancesOf)
    .reduce(
      (total, b) => ({ available: total.available + b.available, upcoming: total.upcoming + b.upcoming }),
      { available: 0n, upcoming: 0n },
    );
}

/**
 * Locks these accounts in ascending id order (as ledger_create_transfers does), for a caller that must
 * read a balance and then move money on it in the same transaction (no spend can come in between).
 */
export function lockAccounts(tx: DbOrTx, ids: readonly bigint[]): Promise<LedgerAccount[]> {
  return tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]))
    .orderBy(asc(ledgerAccounts.id))
    .for('no key update');
}

export async function getAccount(db: DbOrTx, id: bigint): Promise<LedgerAccount | null> {
  const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return account ?? null;
}

/**
 * Available: what the owner may spend or withdraw now (posted credits minus posted and pending
 * debits). Upcoming: what is held for them in escrow (pending credits).
 */
export function balancesOf(account: LedgerAccount): { available: bigint; upcoming: bigint } {
  return {
    available: account.creditsPosted - account.debitsPosted - account.debitsPending,
    upcoming: account.creditsPending,
  };
}

/** A seller's available and upcoming balance in one currency (zero when they have no wallet yet). */
export async function sellerBalances(
  db: DbOrTx,
  userId: string,
  currency: LedgerCurrency,
): Promise<{ available: bigint; upcoming: bigint }> {
  const account = await findWalletAccount(db, userId, currency);
  return account ? balancesOf(account) : { available: 0n, upcoming: 0n };
}

export interface WalletBreakdownAmounts {
  available: bigint;
  inEscrow: bigint;
  outgoing: bigint;
  upcoming: bigint;
  /** Completed sales' nets reserved until their warranty ends (pending credits apart from upcoming). */
  reserved: bigint;
  total: bigint;
}

/**
 * Where a wallet's money is, in parts that add up (the contract's walletBreakdownSchema): available,
 * the owner's purchases in escrow, what is on its way out (withdrawals, refunds to a card), their
 * sales in escrow (upcoming), their completed sales' reserves held until a warranty ends (`reserved`,
 * which the orders domain sums: sellerReservedTotal; pending credits like upcoming), and the total.
 * The pending debits are split by what their open holds credit: a seller's wallet or the fee account
 * for an order (escrow), anything else (payout or provider clearing) is outgoing. No account: all zero.
 */
export async function walletBreakdown(
  db: DbOrTx,
  account: LedgerAccount | null,
  reserved = 0n,
): Promise<WalletBreakdownAmounts> {
  if (!account) return { available: 0n, inEscrow: 0n, outgoing: 0n, upcoming: 0n, reserved: 0n, total: 0n };
  const balances = balancesOf(account);
  const { available } = balances;
  const upcoming = balances.upcoming - reserved;
  let inEscrow = 0n;
  // Most wallets hold nothing: no need to read their history.
  if (account.debitsPending > 0n) {
    const result = await db.execute(sql`
      select coalesce(sum(t.amount), 0)::text as in_escrow
        from ledger_transfers t
        join ledger_accounts c on c.id = t.credit_account_id
       where t.debit_account_id = ${account.id.toString()}::bigint
         and t.kind = 'pending' and t.order_id is not null
         and c.kind in ('user_wallet', 'platform_fee')
         and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)`);
    const [row] = (result as unknown as { rows: Array<{ in_escrow: string }> }).rows;
    inEscrow = BigInt(row?.in_escrow ?? '0');
  }
  const outgoing = account.debitsPending - inEscrow;
  return {
    available,
    inEscrow,
    outgoing,
    upcoming,
    reserved,
    total: available + inEscrow + outgoing + upcoming + reserved,
  };
}

/** A breakdown as the contract carries it (decimal strings of minor units). */
export function toWalletBreakdownDto(amounts: WalletBreakdownAmounts): WalletBreakdown {
  return {
    available: amounts.available.toString(),
    inEscrow: amounts.inEscrow.toString(),
    outgoing: amounts.outgoing.toString(),
    upcoming: amounts.upcoming.toString(),
    reserved: amounts.reserved.toString(),
    total: amounts.total.toString(),
  };
}

/** A user's wallet in one currency, or null when they have none. */
export async function findWalletAccount(
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
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.userId, userId),
      ),
    );
  return account ?? null;
}

/**
 * Imports history (TigerBeetle's `imported` transfers): every transfer `work` makes in this
 * transaction is dated `at` instead of now (never later than now; ledger_create_transfers reads the
 * transaction-local setting). For the demo seed, whose orders were placed and resolved months ago:
 * their money moved then, and the wallet's rows say so. Not for live movements.
 */
export async function importingAt<T>(tx: DbOrTx, at: Date, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('lootmarket.ledger_imported_at', ${at.toISOString()}, true)`);
  try {
    return await work();
  } finally {
    await tx.execute(sql`select set_config('lootmarket.ledger_imported_at', '', true)`);
  }
}

/** Every wallet a user has, with its balances, by currency (for the back office's user view). */
export async function userWalletBalances(
  db: DbOrTx,
  userId: string,
): Promise<Array<{ currency: LedgerCurrency; available: bigint; upcoming: bigint }>> {
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'user_wallet'), eq(ledgerAccounts.userId, userId)))
    .orderBy(asc(ledgerAccounts.currency));
  return accounts.map((account) => ({
    currency: account.currency as LedgerCurrency,
    ...balancesOf(account),
  }));
}

/**
 * An account's transfers, newest first, for a wallet's transactions table. Keyset pagination: pass
 * the last transfer id of a page as `after` to get the next one (compared in the database, whose
 * timestamps are finer than a JS Date's).
 */
export async function accountTransfers(
  db: DbOrTx,
  accountId: bigint,
  page: { limit: number; after?: string },
): Promise<Transfer[]> {
  const touches = or(
    eq(ledgerTransfers.debitAccountId, accountId),
    eq(ledgerTransfers.creditAccountId, accountId),
  );
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(
      page.after
        ? and(
            touches,
            sql`(${ledgerTransfers.createdAt}, ${ledgerTransfers.id}) <
                (select c.created_at, c.id from ledger_transfers c where c.id = ${page.after})`,
          )
        : touches,
    )
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
    .limit(page.limit);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as LedgerTransferKind,
    currency: row.currency as LedgerCurrency,
  }));
}

/**
 * The stored transfers of these ids (those that exist, in no particular order): what a compensating
 * transfer reads to send money back the way a posted one took it (same accounts, same amount).
 */
export async function transfersById(db: DbOrTx, ids: readonly string[]): Promise<Transfer[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.id, [...ids]));
  return rows.map((row) => ({
    ...row,
    kind: row.kind as LedgerTransferKind,
    currency: row.currency as LedgerCurrency,
  }));
}

/** The balances as the contract carries them (decimal strings of minor units). */
export function toWalletBalancesDto(
  currency: LedgerCurrency,
  balances: { available: bigint; upcoming: bigint },
): WalletBalancesDto {
  return { currency, available: balances.available.toString(), upcoming: balances.upcoming.toString() };
}

/**
 * A linked batch: every leg applies, or none does. The same batch sent again answers the same and
 * changes nothing; the same ids with other fields answer exists_with_different_fields.
 */
export function createTransfers(
  db: DbOrTx,
  legs: readonly TransferRequest[],
): Promise<LedgerResult<Transfer[]>> {
  return runLedgerCall(
    db,
    sql`select ledger_create_transfers(${JSON.stringify(legs.map(toWire))}::jsonb) as result`,
  );
}

/** One single-phase transfer, posted at once. */
export async function transfer(
  db: DbOrTx,
  input: {
    id: string;
    debitAccountId: bigint;
    creditAccountId: bigint;
    amount: bigint;
    currency: LedgerCurrency;
    orderId?: string;
    withdrawalId?: string;
  },
): Promise<LedgerResult<Transfer>> {
  const result = await createTransfers(db, [{ ...input, kind: 'single' }]);
  return result.ok ? { ok: true, value: result.value[0] as Transfer } : result;
}

export interface EscrowHold {
  orderId: string;
  currency: LedgerCurrency;
  buyerAccountId: bigint;
  sellerAccountId: bigint;
  /** Normally `feeAccountForOrder(...)`: any platform_fee account of the currency is accepted. */
  feeAccountId: bigint;
  /** What the seller receives on release (price minus fee). */
  net: bigint;
  /** The platform's fee; 0 leaves out the fee leg. */
  fee: bigint;
  /**
   * Money arriving for the hold in the same call (a card or crypto payment that settles): first a
   * `single` transfer of `amount` (the order's total) from this account (provider clearing) into the
   * buyer's wallet, so every account of both movements is locked once, in id order.
   */
  arrival?: { id: string; debitAccountId: bigint; amount: bigint };
}

/** The legs of a hold, as ledger_create_transfers takes them: the arrival, the net, the fee. */
function escrowHoldLegs(hold: EscrowHold): TransferRequest[] {
  const ids = escrowTransferIds(hold.orderId);
  const legs: TransferRequest[] = [];
  if (hold.arrival) {
    legs.push({
      id: hold.arrival.id,
      kind: 'single',
      debitAccountId: hold.arrival.debitAccountId,
      creditAccountId: hold.buyerAccountId,
      amount: hold.arrival.amount,
      currency: hold.currency,
      orderId: hold.orderId,
    });
  }
  legs.push({
    id: ids.holdNet,
    kind: 'pending',
    debitAccountId: hold.buyerAccountId,
    creditAccountId: hold.sellerAccountId,
    amount: hold.net,
    currency: hold.currency,
    orderId: hold.orderId,
  });
  if (hold.fee !== 0n) {
    legs.push({
      id: ids.holdFee,
      kind: 'pending',
      debitAccountId: hold.buyerAccountId,
      creditAccountId: hold.feeAccountId,
      amount: hold.fee,
      currency: hold.currency,
      orderId: hold.orderId,
    });
  }
  return legs;
}

/**
 * Pay for an order: the buyer's money is reserved in two pending legs, buyer → seller (net) and
 * buyer → platform fee. The buyer's available balance drops at once; the seller sees it as upcoming.
 * The hold is the SQL function order_hold (src/db/functions/order_hold.sql), THE hold of every order
 * (the wallet purchase alone and in groups calls it too). Leg ids derive from the order, so paying
 * twice for one order replays the first hold: order_hold writes only a new, clean hold and otherwise
 * answers nothing, and the same statement then sends the same legs to ledger_create_transfers, which
 * answers as it always did (the stored legs, `exists_with_different_fields`, `exceeds_credits`, …).
 */
export function holdEscrow(db: DbOrTx, hold: EscrowHold): Promise<LedgerResult<Transfer[]>> {
  const ids = escrowTransferIds(hold.orderId);
  const held = {
    order_id: hold.orderId,
    currency: hold.currency,
    seller_net: hold.net.toString(),
    fee: hold.fee.toString(),
    hold_net_id: ids.holdNet,
    hold_fee_id: ids.holdFee,
    buyer_account: hold.buyerAccountId.toString(),
    seller_account: hold.sellerAccountId.toString(),
    fee_account: hold.feeAccountId.toString(),
    ...(hold.arrival
      ? {
          arrival_id: hold.arrival.id,
          arrival_account: hold.arrival.debitAccountId.toString(),
          arrival_amount: hold.arrival.amount.toString(),
        }
      : {}),
  };
  const legs = escrowHoldLegs(hold).map(toWire);
  return runLedgerCall(
    db,
    sql`select coalesce(order_hold(${JSON.stringify([held])}::jsonb, true),
                        ledger_create_transfers(${JSON.stringify(legs)}::jsonb)) as result`,
  );
}

/**
 * The buyer confirmed (or the order auto-released): post both pending legs, so the seller's net and
 * the platform's fee become available. Exactly one of release and refund can ever succeed for an
 * order: both resolve the same pendings, which resolve once.
 */
export function releaseEscrow(db: DbOrTx, orderId: string): Promise<LedgerResult<Transfer[]>> {
  const ids = escrowTransferIds(orderId);
  return resolveEscrow(db, 'post_pending', [
    { id: ids.releaseNet, pendingId: ids.holdNet },
    { id: ids.releaseFee, pendingId: ids.holdFee },
  ]);
}

/**
 * A warranted order's reserve is released (its warranty ended): post the net leg its completion left
 * pending (order_release posted only the fee), so the seller's net becomes available. Same id as the
 * net leg of a plain release: the net resolves once, whichever path posts it; a retry replays.
 */
export function releaseEscrowReserve(db: DbOrTx, orderId: string): Promise<LedgerResult<Transfer[]>> {
  const ids = escrowTransferIds(orderId);
  // The order named like order_release's postings, so the order's transfers are found together.
  return resolveEscrow(db, 'post_pending', [{ id: ids.releaseNet, pendingId: ids.holdNet, orderId }]);
}

/**
 * The order failed or an admin refunded it: void both pending legs, the buyer gets it all back.
 * `then`: legs of the same batch after the voids (a card refund's hold on the money just returned),
 * so every touched account is locked once, in id order, by one call.
 */
export function refundEscrow(
  db: DbOrTx,
  orderId: string,
  then: readonly TransferRequest[] = [],
): Promise<LedgerResult<Transfer[]>> {
  const ids = escrowTransferIds(orderId);
  return resolveEscrow(
    db,
    'void_pending',
    [
      { id: ids.refundNet, pendingId: ids.holdNet },
      { id: ids.refundFee, pendingId: ids.holdFee },
    ],
    then,
  );
}

/**
 * A dispute settled by a split (a partial refund): the seller's leg posted for `sellerNet` and the fee
 * leg for `fee` (voided when 0; a hold without fee has none), each for at most its pending amount, so
 * the rest of both returns to the buyer's wallet. The amounts are THE rounding of a split (the SQL
 * function order_split_amounts). `then`: legs of the same batch after these (a card refund's hold on
 * the buyer's part). Like release and refund it resolves the two pendings, once: exactly one of
 * release, refund and split succeeds for an order.
 */
export async function splitEscrow(
  db: DbOrTx,
  orderId: string,
  amounts: { sellerNet: bigint; fee: bigint },
  then: readonly TransferRequest[] = [],
): Promise<LedgerResult<Transfer[]>> {
  const holds = escrowTransferIds(orderId);
  const ids = escrowSplitIds(orderId);
  const [feeHold] = await transfersById(db, [holds.holdFee]);
  const legs: TransferRequest[] = [
    { id: ids.splitNet, kind: 'post_pending', pendingId: holds.holdNet, amount: amounts.sellerNet },
  ];
  if (feeHold) {
    legs.push(
      amounts.fee > 0n
        ? { id: ids.splitFee, kind: 'post_pending', pendingId: holds.holdFee, amount: amounts.fee }
        : { id: ids.splitFee, kind: 'void_pending', pendingId: holds.holdFee },
    );
  }
  return createTransfers(db, [...legs, ...then]);
}

async function resolveEscrow(
  db: DbOrTx,
  kind: 'post_pending' | 'void_pending',
  legs: { id: string; pendingId: string; orderId?: string }[],
  then: readonly TransferRequest[] = [],
): Promise<LedgerResult<Transfer[]>> {
  const wire = legs.map((leg) =>
    toWire({ id: leg.id, kind, pendingId: leg.pendingId, ...(leg.orderId ? { orderId: leg.orderId } : {}) }),
  );
  // One round trip: keep the legs whose pending exists (a hold without fee has no fee leg). Pendings
  // are immutable, so reading them before the function locks anything is safe. No pending at all:
  // null || then is null, an empty batch (not found), and `then` is not written either.
  const result = await runLedgerCall(
    db,
    sql`select ledger_create_transfers(coalesce(
          (select jsonb_agg(e.leg order by e.ord)
             from jsonb_array_elements(${JSON.stringify(wire)}::jsonb) with ordinality as e(leg, ord)
            where exists (select 1 from ledger_transfers t where t.id = (e.leg ->> 'pending_id')::uuid))
          || ${JSON.stringify(then.map(toWire))}::jsonb,
          '[]'::jsonb)) as result`,
  );
  if (!result.ok && result.error.code === 'empty_batch') {
    return { ok: false, error: { code: 'pending_transfer_not_found', index: null } };
  }
  return result;
}

type WireLeg = Record<string, string | number>;

function toWire(leg: TransferRequest): WireLeg {
  const wire: WireLeg = { id: leg.id, kind: leg.kind };
  if (leg.debitAccountId !== undefined) wire.debit_account_id = leg.debitAccountId.toString();
  if (leg.creditAccountId !== undefined) wire.credit_account_id = leg.creditAccountId.toString();
  if (leg.amount !== undefined) wire.amount = leg.amount.toString();
  if (leg.currency !== undefined) wire.currency = leg.currency;
  if (leg.pendingId !== undefined) wire.pending_id = leg.pendingId;
  if (leg.timeoutSeconds !== undefined) wire.timeout_seconds = leg.timeoutSeconds;
  if (leg.orderId !== undefined) wire.order_id = leg.orderId;
  if (leg.withdrawalId !== undefined) wire.withdrawal_id = leg.withdrawalId;
  return wire;
}

interface WireTransfer {
  id: string;
  kind: LedgerTransferKind;
  debit_account_id: string;
  credit_account_id: string;
  amount: string;
  currency: LedgerCurrency;
  pending_id: string | null;
  timeout_seconds: number | null;
  expires_at: string | null;
  order_id: string | null;
  withdrawal_id: string | null;
  created_at: string;
}

type WireAnswer =
  | { ok: true; transfers: WireTransfer[] }
  | { ok: false; code: LedgerErrorCode; index: number | null };

function fromWire(t: WireTransfer): Transfer {
  return {
    id: t.id,
    kind: t.kind,
    debitAccountId: BigInt(t.debit_account_id),
    creditAccountId: BigInt(t.credit_account_id),
    amount: BigInt(t.amount),
    currency: t.currency,
    pendingId: t.pending_id,
    timeoutSeconds: t.timeout_seconds,
    expiresAt: t.expires_at === null ? null : new Date(t.expires_at),
    orderId: t.order_id,
    withdrawalId: t.withdrawal_id,
    createdAt: new Date(t.created_at),
  };
}

async function runLedgerCall(db: DbOrTx, query: SQL): Promise<LedgerResult<Transfer[]>> {
  let answer: WireAnswer;
  try {
    const result = (await db.execute(query)) as unknown as { rows: { result: WireAnswer | string }[] };
    const raw = result.rows[0]?.result;
    answer = typeof raw === 'string' ? (JSON.parse(raw) as WireAnswer) : (raw as WireAnswer);
  } catch (error) {
    // A twin id racing on other accounts is not serialized by the account locks; the primary key
    // refuses the second insert. Same accounts would have queued and replayed, so the bodies differ.
    // (Inside a caller's transaction that transaction is now aborted and must roll back.)
    if (uniqueViolation(error) === 'ledger_transfers_pkey') {
      return { ok: false, error: { code: 'exists_with_different_fields', index: null } };
    }
    throw error;
  }
  if (!answer.ok) return { ok: false, error: { code: answer.code, index: answer.index } };
  return { ok: true, value: answer.transfers.map(fromWire) };
}
