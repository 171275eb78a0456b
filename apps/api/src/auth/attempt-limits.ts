import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { accountAttemptLimits } from './auth.schema';

/**
 * The one home of per-account attempt limits: what is counted is the secret being guessed, one budget
 * per account and secret whatever the form that asks for it, so no form adds guesses to another's.
 * - `secondFactor`: authenticator and recovery codes (sign-in challenges, turning two-factor sign-in
 *   off, withdrawals of accounts with two-factor sign-in);
 * - `password`: the current password (My account's password change and two-factor changes,
 *   withdrawals of accounts with a password and no two-factor sign-in);
 * - `confirmationCode`: codes mailed to confirm an account action (withdrawals of accounts with
 *   neither, turning two-factor sign-in on without a password: src/account/confirmation-codes.service.ts).
 * Signing in with the password is limited per address only (RATE_LIMIT_AUTH_MAX): a per-account lock
 * there would let anyone who knows an e-mail address lock its owner out.
 */
export type AttemptScope = (typeof accountAttemptLimits.scope.enumValues)[number];

/**
 * Failures allowed per account before the step locks. The address limit (RATE_LIMIT_AUTH_MAX) alone
 * lets an attacker with many addresses guess on; these count in the database, across processes,
 * addresses, challenges and sessions.
 */
export const FREE_FAILURES: Record<AttemptScope, number> = {
  secondFactor: 10,
  password: 5,
  confirmationCode: 5,
};
/** The first lock; each further failure doubles it, up to MAX_LOCK_SECONDS. */
export const FIRST_LOCK_SECONDS = 60;
const MAX_LOCK_SECONDS = 24 * 60 * 60;
/** A day without a failure and the count starts over (a success clears it at once). */
const FORGET_AFTER = sql`interval '24 hours'`;

/** The refusal while a scope is locked; a form may name its own (withdrawals: WITHDRAWAL_PROOF_LOCKED). */
export type LockRefusal = (retryAfterSeconds: number) => AppError;

const accountLocked: LockRefusal = (retryAfterSeconds) =>
  new AppError('TOO_MANY_FAILED_ATTEMPTS', { retryAfterSeconds });

/** Seconds the account's lock on `scope` has left: the lock for the `failures`-th failure. */
function lockSeconds(scope: AttemptScope, failures: number): number {
  const over = failures - FREE_FAILURES[scope];
  if (over <= 0) return 0;
  return Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** Math.min(over - 1, 20));
}

/** Refuses (`locked`, TOO_MANY_FAILED_ATTEMPTS unless said; writing nothing) while the account's `scope` is locked. */
export async function assertNotLocked(
  db: DbOrTx,
  userId: string,
  scope: AttemptScope,
  locked: LockRefusal = accountLocked,
): Promise<void> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${accountAttemptLimits.lockedUntil} - now()))::int`,
    })
    .from(accountAttemptLimits)
    .where(
      and(
        eq(accountAttemptLimits.userId, userId),
        eq(accountAttemptLimits.scope, scope),
        gt(accountAttemptLimits.lockedUntil, sql`now()`),
      ),
    )
    .limit(1);
  if (row) throw locked(Math.max(1, row.seconds));
}

/**
 * Counts one failure; returns the refusal to answer with: `locked` (TOO_MANY_FAILED_ATTEMPTS unless
 * said) when this failure locked the account's `scope`, otherwise `otherwise`. Runs on its own (not
 * in the request's transaction), so the count stays when the request is refused.
 */
export async function recordFailure(
  db: DbOrTx,
  userId: string,
  scope: AttemptScope,
  otherwise: AppError,
  locked: LockRefusal = accountLocked,
): Promise<AppError> {
  // One statement: two processes counting at once both land (ON CONFLICT takes the row lock).
  const [counted] = await db
    .insert(accountAttemptLimits)
    .values({ userId, scope, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [accountAttemptLimits.userId, accountAttemptLimits.scope],
      set: {
        failures: sql`case when ${accountAttemptLimits.lastFailedAt} < now() - ${FORGET_AFTER} then 1 else ${accountAttemptLimits.failures} + 1 end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning({ failures: accountAttemptLimits.failures });
  const seconds = lockSeconds(scope, counted?.failures ?? 1);
  if (seconds === 0) return otherwise;
  // greatest(): failures counted at once by several processes never shorten each other's lock.
  await db
    .update(accountAttemptLimits)
    .set({
      lockedUntil: sql`greatest(coalesce(${accountAttemptLimits.lockedUntil}, now()), now() + ${seconds}::int * interval '1 second')`,
    })
    .where(and(eq(accountAttemptLimits.userId, userId), eq(accountAttemptLimits.scope, scope)));
  return locked(seconds);
}

/** A success: the account's failures on `scope` are forgotten. */
export async function clearFailures(db: DbOrTx, userId: string, scope: AttemptScope): Promise<void> {
  await db
    .delete(accountAttemptLimits)
    .where(and(eq(accountAttemptLimits.userId, userId), eq(accountAttemptLimits.scope, scope)));
}

/**
 * A wrong secret found inside a transaction: thrown there (so the transaction rolls back and writes
 * nothing) and counted after it by `countingWrongAttempts`, which answers `refusal` or the lock.
 */
export class WrongAttempt extends Error {
  constructor(
    readonly scope: AttemptScope,
    readonly refusal: AppError,
  ) {
    super(refusal.message);
    this.name = 'WrongAttempt';
  }
}

/**
 * Runs `work` (which holds its own transaction) and counts a WrongAttempt it throws, once that
 * transaction has rolled back: the count is all a refusal writes.
 */
export async function countingWrongAttempts<T>(
  db: DbOrTx,
  userId: string,
  work: () => Promise<T>,
  locked: LockRefusal = accountLocked,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WrongAttempt)) throw error;
    throw await recordFailure(db, userId, error.scope, error.refusal, locked);
  }
}
