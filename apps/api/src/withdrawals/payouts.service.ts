import type { LedgerCurrency, WithdrawalMethod } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database';
import { backoffMs, completeJob, type JobRow, type LeasedJobHandler, retryJobAt } from '../jobs/jobs.service';
import type { Notifier } from '../notifications/notifier';
import type { PayoutProvider, PayoutResult } from '../payments/provider';
import { withdrawals } from './withdrawals.schema';
import {
  finishPayout,
  notifyPayoutStalled,
  payoutHeldForBan,
  recordPayoutError,
} from './withdrawals.service';

/**
 * How long a claimed payout is held by the worker calling the provider. Far above the provider's
 * own timeout (Stripe: 20 s), so two workers never call at once; if the process dies mid-call, the
 * payout is due again once the lease has run out.
 */
export const PAYOUT_LEASE_MS = 5 * 60 * 1000;

export interface PayoutDeps {
  db: () => Db;
  /** The notifier's transaction: notifications go out after the commit. */
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  notifier: Notifier;
  providerFor(method: WithdrawalMethod): PayoutProvider | null;
  /** Calls before the automatic retries stop (WITHDRAWAL_PAYOUT_MAX_ATTEMPTS). */
  maxAttempts: number;
  log: FastifyBaseLogger;
}

/** Why a payout job stopped without calling the provider (kept on the job row). */
export const HELD_FOR_BAN = 'held for staff review: the requester is banned';

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'payout call failed';

/**
 * The `withdrawal.payout` job: one payout attempt of an approved withdrawal.
 *
 * 1. The job runner claimed it in a short transaction (attempt counted, lease taken) and committed.
 *    A requester banned since the approval (no ban override on the withdrawal) stops it here: no
 *    provider call, the funds stay held for an admin (a ban that lands during the call itself is
 *    too late for this attempt; the provider call is the point of no return).
 * 2. The provider is called here, outside any transaction, idempotent on the withdrawal id.
 * 3. One transaction records the outcome: paid → holds posted, `paid`; refused → holds voided,
 *    `failed` (funds back, the seller told); the call threw (network, 5xx, provider down) → the error
 *    and the attempt count kept on the withdrawal, due again after a backoff, until `maxAttempts`:
 *    then the retries stop and the withdrawal stays `approved` with its funds held for an admin
 *    (approve again: retries start over; reject: funds back), and the seller is told
 *    (`withdrawal_payout_stalled`). An unknown outcome is never voided
 *    automatically: the provider may have paid.
 */
export async function runPayoutAttempt(deps: PayoutDeps, job: JobRow, now: Date): Promise<void> {
  const [row] = await deps.db().select().from(withdrawals).where(eq(withdrawals.id, job.subject));
  if (row?.status !== 'approved') {
    await completeJob(deps.db(), job.id);
    return;
  }
  if (await payoutHeldForBan(deps.db(), row)) {
    // Banned since the approval: no payout without staff review. The job stops; the withdrawal
    // stays approved with its funds held until an admin approves it with a ban override or rejects it.
    await completeJob(deps.db(), job.id, HELD_FOR_BAN);
    deps.log.warn({ withdrawalId: row.id }, 'payout held: the requester is banned; an admin must decide');
    return;
  }
  const provider = deps.providerFor(row.method as WithdrawalMethod);
  let outcome: PayoutResult | null = null;
  let failure = `no payout provider is configured for ${row.method}`;
  if (provider) {
    try {
      outcome = await provider.payout({
        withdrawalId: row.id,
        amount: row.payout,
        currency: row.currency as LedgerCurrency,
        method: row.method,
        destination: row.destination,
      });
    } catch (error) {
      failure = messageOf(error);
    }
  }
  await deps.transaction(async (tx) => {
    if (outcome) {
      await finishPayout(tx, row.id, outcome, deps.notifier, job.attempts);
      await completeJob(tx, job.id);
      return;
    }
    const current = await recordPayoutError(tx, row.id, failure, job.attempts);
    if (current.status !== 'approved') {
      await completeJob(tx, job.id, failure);
    } else if (job.attempts >= deps.maxAttempts) {
      // The retries are over: the seller learns that the money is held, not lost, until an admin decides.
      await completeJob(tx, job.id, failure);
      await notifyPayoutStalled(tx, current, deps.notifier);
    } else {
      await retryJobAt(tx, job.id, new Date(now.getTime() + backoffMs(job.attempts)), failure);
    }
  });
  if (!outcome) {
    deps.log.warn(
      { withdrawalId: row.id, attempts: job.attempts, maxAttempts: deps.maxAttempts, error: failure },
      job.attempts >= deps.maxAttempts
        ? 'payout failed; automatic retries are over, an admin must approve again or reject'
        : 'payout failed; will retry',
    );
  }
}

export function payoutJobHandler(deps: PayoutDeps): LeasedJobHandler {
  return { leaseMs: PAYOUT_LEASE_MS, run: (job, now) => runPayoutAttempt(deps, job, now) };
}
