import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { accountAttemptLimits } from '../db/schema';
import { AppError } from '../errors/app-error';

/**
 * What an account's failures are counted for: second factors (sign-in challenges, turning two-factor
 * sign-in off) and the current password asked for by My account (password change, two-factor changes).
 */
export type AttemptScope = (typeof accountAttemptLimits.scope.enumValues)[number];

/**
 * Failures allowed per account before the step locks. The address limit (RATE_LIMIT_AUTH_MAX) alone
 * lets an attacker with many addresses guess on; these count in the database, across processes,
 * addresses, challenges and sessions.
 */
export const FREE_FAILURES: Record<AttemptScope, number> = { secondFactor: 10, password: 5 };
/** The first lock; each further failure doubles it, up to MAX_LOCK_SECONDS. */
export const FIRST_LOCK_SECONDS = 60;
export const MAX_LOCK_SECONDS = 24 * 60 * 60;
/** A day without a failure and the count starts over (a success clears it at once). */
const FORGET_AFTER = sql`interval '24 hours'`;

/** Seconds the account's lock on `scope` has left: the lock for the `failures`-th failure. */
export function lockSeconds(scope: AttemptScope, failures: number): number {
  const over = failures - FREE_FAILURES[scope];
  if (over <= 0) return 0;
  return Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** Math.min(over - 1, 20));
}

function locked(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_FAILED_ATTEMPTS', { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
}

/** Refuses (TOO_MANY_FAILED_ATTEMPTS, writing nothing) while the account's `scope` is locked. */
export async function assertNotLocked(db: DbOrTx, userId: string, scope: AttemptScope): Promise<void> {
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
  if (row) throw locked(row.seconds);
}

/**
 * Counts one failure; returns the refusal to answer with: TOO_MANY_FAILED_ATTEMPTS when this failure
 * locked the account's `scope`, otherwise `otherwise`. Runs on its own (not in the request's
 * transaction), so the count stays when the request is refused.
 */
export async function recordFailure(
  db: DbOrTx,
  userId: string,
  scope: AttemptScope,
  otherwise: AppError,
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
