import {
  type AdminWithdrawal,
  type AdminWithdrawalListResponse,
  type adminWithdrawalListQuerySchema,
  feeOf,
  type LedgerCurrency,
  notificationMoneyParams,
  type Withdrawal,
  type WithdrawalListResponse,
  type WithdrawalMethod,
  type WithdrawalStatus,
  type withdrawalListQuerySchema,
} from '@lootmarket/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { users } from '../auth/auth.schema';
import type { DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { withdrawalFeeRule } from '../fees/fees';
import { jobs } from '../jobs/jobs.schema';
import { pendingJob, rescheduleJob } from '../jobs/jobs.service';
import { derivedTransferId } from '../ledger/ledger.ids';
import { ledgerAccounts } from '../ledger/ledger.schema';
import {
  balancesOf,
  createTransfers,
  type LedgerError,
  platformAccount,
  type TransferRequest,
  transfersById,
} from '../ledger/ledger.service';
import type { Notifier } from '../notifications/notifier';
import type { WithdrawalDetails } from './withdrawal-proof';
import { withdrawals } from './withdrawals.schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The durable job that pays an approved withdrawal out (subject: the withdrawal id). */
export const PAYOUT_JOB = 'withdrawal.payout' as const;

/** The ledger ids of a withdrawal: two holds (payout, fee), each posted (paid) or voided (rejected, failed). */
export function withdrawalTransferIds(withdrawalId: string) {
  return {
    holdPayout: derivedTransferId('withdrawal-hold-payout', withdrawalId),
    holdFee: derivedTransferId('withdrawal-hold-fee', withdrawalId),
    postPayout: derivedTransferId('withdrawal-post-payout', withdrawalId),
    postFee: derivedTransferId('withdrawal-post-fee', withdrawalId),
    voidPayout: derivedTransferId('withdrawal-void-payout', withdrawalId),
    voidFee: derivedTransferId('withdrawal-void-fee', withdrawalId),
    /** A paid withdrawal whose payout the provider cancelled afterwards: both posts reversed (new transfers). */
    reversePayout: derivedTransferId('withdrawal-reverse-payout', withdrawalId),
    reverseFee: derivedTransferId('withdrawal-reverse-fee', withdrawalId),
  };
}

function ledgerFailure(error: LedgerError): AppError {
  if (error.code === 'exceeds_credits') return new AppError('INSUFFICIENT_FUNDS');
  return new AppError('UNEXPECTED', { cause: new Error(`ledger refused: ${error.code}`) });
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    currency: row.currency as LedgerCurrency,
    amount: row.amount.toString(),
    fee: row.fee.toString(),
    payout: row.payout.toString(),
    method: row.method as WithdrawalMethod,
    destination: row.destination,
    vip: row.vip,
    status: row.status as WithdrawalStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * A withdrawal request: the whole amount is held at once (pending transfers wallet → payout
 * clearing for the payout, wallet → platform fee for the stated fee) in the caller's transaction.
 * Many concurrent requests against one balance queue on the wallet's row lock; the ledger refuses
 * any that would take it below zero.
 */
export async function requestWithdrawal(
  tx: Tx,
  userId: string,
  input: WithdrawalDetails,
  methodAvailable: (method: WithdrawalMethod, currency: LedgerCurrency) => boolean,
): Promise<WithdrawalRow> {
  if (!methodAvailable(input.method, input.currency)) throw new AppError('WITHDRAWAL_METHOD_UNAVAILABLE');
  const amount = BigInt(input.amount);
  const rule = await withdrawalFeeRule(tx);
  const fee = feeOf(amount, input.vip ? rule.vipFeeBps : rule.standardFeeBps);
  const payout = amount - fee;
  if (payout <= 0n) throw new AppError('WITHDRAWAL_AMOUNT_INVALID');
  const [wallet] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'user_wallet'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, input.currency),
      ),
    );
  if (!wallet) throw new AppError('WALLET_NOT_FOUND');
  const id = crypto.randomUUID();
  const [row] = await tx
    .insert(withdrawals)
    .values({
      id,
      userId,
      currency: input.currency,
      amount,
      fee,
      payout,
      method: input.method,
      destination: input.destination,
      vip: input.vip,
      status: 'pending_review',
    })
    .returning();
  if (!row) throw new Error('withdrawal insert returned nothing');
  const clearing = await platformAccount(tx, 'payout_clearing', input.currency);
  const feeAccount = await platformAccount(tx, 'platform_fee', input.currency);
  const ids = withdrawalTransferIds(id);
  const legs: TransferRequest[] = [
    {
      id: ids.holdPayout,
      kind: 'pending',
      debitAccountId: wallet.id,
      creditAccountId: clearing.id,
      amount: payout,
      currency: input.currency,
      withdrawalId: id,
    },
  ];
  if (fee > 0n) {
    legs.push({
      id: ids.holdFee,
      kind: 'pending',
      debitAccountId: wallet.id,
      creditAccountId: feeAccount.id,
      amount: fee,
      currency: input.currency,
      withdrawalId: id,
    });
  }
  const held = await createTransfers(tx, legs);
  if (!held.ok) throw ledgerFailure(held.error);
  return row;
}

/** Resolves a withdrawal's holds: post (paid) or void (rejected, failed). Each happens once. */
async function resolveHolds(tx: Tx, row: WithdrawalRow, kind: 'post_pending' | 'void_pending') {
  const ids = withdrawalTransferIds(row.id);
  const legs: TransferRequest[] = [
    { id: kind === 'post_pending' ? ids.postPayout : ids.voidPayout, kind, pendingId: ids.holdPayout },
  ];
  if (row.fee > 0n) {
    legs.push({ id: kind === 'post_pending' ? ids.postFee : ids.voidFee, kind, pendingId: ids.holdFee });
  }
  const result = await createTransfers(tx, legs);
  if (!result.ok) throw ledgerFailure(result.error);
}

async function lockWithdrawal(tx: Tx, withdrawalId: string): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Whether an `approved` withdrawal's automatic payout retries are over (no payout job waiting): an
 * admin may then approve it again (retry) or reject it (funds back). Call with the row locked.
 */
async function payoutStalled(tx: Tx, row: WithdrawalRow): Promise<boolean> {
  return row.status === 'approved' && (await pendingJob(tx, PAYOUT_JOB, row.id)) === null;
}

/**
 * Step 1 of an approval (its own short transaction): pending_review → approved by an admin who is
 * not the requester, and the payout job scheduled at once (in this transaction, so the payout is
 * durable from the commit on). An approved withdrawal whose automatic retries are over (or whose
 * payout stopped because the requester was banned) may be approved again: its attempts start over.
 * One whose payout is under way cannot.
 *
 * A banned requester's withdrawal is refused (WITHDRAWAL_REQUESTER_BANNED) unless the admin gives a
 * `banOverrideReason`: then `ban_override_at` lets the payout job pay it. The requester's row is read
 * FOR SHARE, so an approval and a ban of the same account queue: the approval sees the ban or the
 * ban comes after it (and the job holds the payout, see payouts.service.ts).
 */
export async function approveWithdrawal(
  tx: Tx,
  withdrawalId: string,
  adminId: string,
  options: { banOverrideReason?: string | undefined } = {},
  now = new Date(),
) {
  const row = await lockWithdrawal(tx, withdrawalId);
  if (row.userId === adminId) throw new AppError('WITHDRAWAL_SELF_APPROVAL');
  if (row.status !== 'pending_review' && !(await payoutStalled(tx, row)))
    throw new AppError('WITHDRAWAL_NOT_PENDING');
  const [requester] = await tx
    .select({ banned: users.banned })
    .from(users)
    .where(eq(users.id, row.userId))
    .for('share');
  const requesterBanned = requester?.banned ?? false;
  if (requesterBanned && !options.banOverrideReason) throw new AppError('WITHDRAWAL_REQUESTER_BANNED');
  const [approved] = await tx
    .update(withdrawals)
    .set({
      status: 'approved',
      decidedBy: adminId,
      decidedAt: row.decidedAt ?? now,
      payoutAttempts: 0,
      payoutError: null,
      banOverrideAt: requesterBanned ? now : null,
    })
    .where(eq(withdrawals.id, row.id))
    .returning();
  await rescheduleJob(tx, PAYOUT_JOB, row.id, now);
  return { before: row, after: approved ?? row, requesterBanned };
}

/**
 * Whether a payout may be made now: not while the requester is banned, unless an admin approved it
 * knowing so (the override). Checked by the payout job right before each provider call.
 */
export async function payoutHeldForBan(db: DbOrTx, row: WithdrawalRow): Promise<boolean> {
  if (row.banOverrideAt) return false;
  const [requester] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, row.userId));
  return requester?.banned ?? false;
}

/**
 * The provider answered (called outside any transaction): paid → post the holds; refused → void
 * them (funds back to the wallet). Under the row lock, and only from `approved`: whichever worker
 * comes second finds it settled and changes nothing, so the ledger moves once.
 */
export async function finishPayout(
  tx: Tx,
  withdrawalId: string,
  outcome: { ok: true; ref: string } | { ok: false; reason: string },
  notifier: Notifier,
  attempts: number,
): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(tx, withdrawalId);
  if (row.status !== 'approved') return row;
  await resolveHolds(tx, row, outcome.ok ? 'post_pending' : 'void_pending');
  const [done] = await tx
    .update(withdrawals)
    .set(
      outcome.ok
        ? {
            status: 'paid',
            paidAt: new Date(),
            providerRef: outcome.ref,
            payoutAttempts: attempts,
            payoutError: null,
          }
        : { status: 'failed', reason: outcome.reason, payoutAttempts: attempts, payoutError: null },
    )
    .where(eq(withdrawals.id, row.id))
    .returning();
  await notifyWithdrawal(tx, notifier, row, outcome.ok ? 'withdrawal_approved' : 'withdrawal_payout_failed');
  return done ?? row;
}

/**
 * The provider cancelled a payout after we had recorded it paid (a verified webhook: BTCPay
 * `PayoutUpdated` with `payoutState: Cancelled`): the seller was not paid. Under the row lock and
 * only from `paid`: both posted legs (payout to the clearing account, fee to the platform) are
 * reversed by NEW single transfers (the ledger is append-only) with ids derived from the withdrawal,
 * so the seller gets the whole amount back once however often the event comes; the withdrawal
 * becomes `failed` with the reason (admins see it in their queue, the seller in their list) and the
 * seller is told (`withdrawal_payout_failed`). `method` and `ref` name the payout (`provider_ref`).
 */
export async function reverseCancelledPayout(
  tx: Tx,
  method: WithdrawalMethod,
  ref: string,
  reason: string,
  notifier: Notifier,
): Promise<WithdrawalRow | null> {
  const [found] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.method, method), eq(withdrawals.providerRef, ref)));
  if (!found) return null;
  const row = await lockWithdrawal(tx, found.id);
  if (row.status !== 'paid') return null;
  const ids = withdrawalTransferIds(row.id);
  const posts = await transfersById(tx, [ids.postPayout, ids.postFee]);
  const legs: TransferRequest[] = posts
    .sort((a, b) => (a.id === ids.postPayout ? -1 : b.id === ids.postPayout ? 1 : 0))
    .map((post) => ({
      id: post.id === ids.postPayout ? ids.reversePayout : ids.reverseFee,
      kind: 'single',
      debitAccountId: post.creditAccountId,
      creditAccountId: post.debitAccountId,
      amount: post.amount,
      currency: post.currency,
      withdrawalId: row.id,
    }));
  if (!legs.some((leg) => leg.id === ids.reversePayout))
    throw new Error(`paid withdrawal ${row.id} has no posted payout transfer`);
  const result = await createTransfers(tx, legs);
  // Not the caller's fault (a webhook): a 500, so the provider delivers the event again later.
  if (!result.ok) throw new Error(`ledger refused the cancelled payout's reversal: ${result.error.code}`);
  const [failed] = await tx
    .update(withdrawals)
    .set({ status: 'failed', reason: reason.slice(0, 1000), paidAt: null })
    .where(eq(withdrawals.id, row.id))
    .returning();
  await notifyWithdrawal(tx, notifier, row, 'withdrawal_payout_failed');
  return failed ?? row;
}

/**
 * The seller is told what became of their withdrawal: paid out (`withdrawal_approved`), or the money
 * back in the wallet because an admin rejected it (`withdrawal_rejected`) or the provider refused or
 * cancelled the payout (`withdrawal_payout_failed`).
 */
function notifyWithdrawal(
  tx: Tx,
  notifier: Notifier,
  row: WithdrawalRow,
  kind: 'withdrawal_approved' | 'withdrawal_rejected' | 'withdrawal_payout_failed',
) {
  return notifier.notify(tx, row.userId, {
    kind,
    params: notificationMoneyParams(row.amount, row.currency),
    link: '/profile/wallet/',
  });
}

/** A payout call that did not finish (threw): counted and kept on the row while it is approved. */
export async function recordPayoutError(
  tx: Tx,
  withdrawalId: string,
  error: string,
  attempts: number,
): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(tx, withdrawalId);
  if (row.status !== 'approved') return row;
  const [updated] = await tx
    .update(withdrawals)
    .set({ payoutAttempts: attempts, payoutError: error.slice(0, 1000) })
    .where(eq(withdrawals.id, row.id))
    .returning();
  return updated ?? row;
}

/** The payout's automatic retries are over: the seller is told the amount stays held for an admin. */
export async function notifyPayoutStalled(tx: Tx, row: WithdrawalRow, notifier: Notifier): Promise<void> {
  await notifier.notify(tx, row.userId, {
    kind: 'withdrawal_payout_stalled',
    params: notificationMoneyParams(row.amount, row.currency),
    link: '/profile/wallet/',
  });
}

/**
 * An admin rejects with a reason: the holds are voided, the money is available again. From
 * pending_review, or from approved once the payout's automatic retries are over (the admin checked
 * at the provider that nothing was paid: Stripe transfer group `withdrawal_<id>`).
 */
export async function rejectWithdrawal(
  tx: Tx,
  withdrawalId: string,
  adminId: string,
  reason: string,
  notifier: Notifier,
) {
  const row = await lockWithdrawal(tx, withdrawalId);
  if (row.userId === adminId) throw new AppError('WITHDRAWAL_SELF_APPROVAL');
  if (row.status !== 'pending_review' && !(await payoutStalled(tx, row)))
    throw new AppError('WITHDRAWAL_NOT_PENDING');
  await resolveHolds(tx, row, 'void_pending');
  const [rejected] = await tx
    .update(withdrawals)
    .set({ status: 'rejected', reason, decidedBy: adminId, decidedAt: new Date() })
    .where(eq(withdrawals.id, row.id))
    .returning();
  await notifyWithdrawal(tx, notifier, row, 'withdrawal_rejected');
  return { before: row, after: rejected ?? row };
}

export async function listMyWithdrawals(
  db: DbOrTx,
  userId: string,
  query: z.output<typeof withdrawalListQuerySchema>,
): Promise<WithdrawalListResponse> {
  const where = query.status
    ? and(eq(withdrawals.userId, userId), eq(withdrawals.status, query.status))
    : eq(withdrawals.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return {
    withdrawals: rows.map(toWithdrawal),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

const requesters = alias(users, 'requester');
const deciders = alias(users, 'decider');

export async function adminWithdrawal(db: DbOrTx, withdrawalId: string): Promise<AdminWithdrawal> {
  const page = await adminRows(db, eq(withdrawals.id, withdrawalId), 1, 0);
  const row = page[0];
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function adminRows(db: DbOrTx, where: ReturnType<typeof eq>, limit: number, offset: number) {
  const rows = await db
    .select({
      withdrawal: withdrawals,
      requesterName: requesters.username,
      requesterBanned: requesters.banned,
      requesterBanReason: requesters.banReason,
      deciderName: deciders.username,
      account: ledgerAccounts,
      nextAttemptAt: jobs.runAt,
    })
    .from(withdrawals)
    .innerJoin(requesters, eq(requesters.id, withdrawals.userId))
    .leftJoin(
      jobs,
      and(
        eq(jobs.kind, PAYOUT_JOB),
        eq(jobs.subject, sql`${withdrawals.id}::text`),
        sql`${jobs.doneAt} is null`,
      ),
    )
    .leftJoin(deciders, eq(deciders.id, withdrawals.decidedBy))
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.kind, 'user_wallet'),
        eq(ledgerAccounts.userId, withdrawals.userId),
        eq(ledgerAccounts.currency, withdrawals.currency),
      ),
    )
    .where(where)
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(limit)
    .offset(offset);
  return rows.map(
    (row): AdminWithdrawal => ({
      ...toWithdrawal(row.withdrawal),
      requester: { id: row.withdrawal.userId, name: row.requesterName },
      requesterAvailable: row.account ? balancesOf(row.account).available.toString() : '0',
      decidedBy:
        row.withdrawal.decidedBy && row.deciderName
          ? { id: row.withdrawal.decidedBy, name: row.deciderName }
          : null,
      payoutAttempts: row.withdrawal.payoutAttempts,
      payoutError: row.withdrawal.payoutError,
      payoutNextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      requesterBanned: row.requesterBanned,
      requesterBanReason: row.requesterBanned ? row.requesterBanReason : null,
      banOverrideAt: row.withdrawal.banOverrideAt?.toISOString() ?? null,
    }),
  );
}

/** Withdrawals waiting for review, standard and VIP apart (the admin dashboard). */
export async function pendingWithdrawalCounts(db: DbOrTx): Promise<{ standard: number; vip: number }> {
  const rows = await db
    .select({ vip: withdrawals.vip, n: count() })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'pending_review'))
    .groupBy(withdrawals.vip);
  return {
    standard: Number(rows.find((row) => !row.vip)?.n ?? 0),
    vip: Number(rows.find((row) => row.vip)?.n ?? 0),
  };
}

/** The admin queue: standard and VIP apart, by status, oldest first. */
export async function adminWithdrawalQueue(
  db: DbOrTx,
  query: z.output<typeof adminWithdrawalListQuerySchema>,
): Promise<AdminWithdrawalListResponse> {
  const where = and(
    eq(withdrawals.vip, query.queue === 'vip'),
    eq(withdrawals.status, query.status),
  ) as ReturnType<typeof eq>;
  const [rows, [total]] = await Promise.all([
    adminRows(db, where, query.pageSize, (query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { withdrawals: rows, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
