import {
  type ErrorCode,
  type WithdrawalProof,
  type withdrawalDetailsSchema,
  withdrawalProofFor,
  type withdrawalRequestSchema,
} from '@lootmarket/contract';
import type { z } from 'zod';
import { spendConfirmationCode } from '../account/confirmation-codes.service';
import {
  type AttemptScope,
  assertNotLocked,
  clearFailures,
  countingWrongAttempts,
  type LockRefusal,
  recordFailure,
} from '../auth/attempt-limits';
import { verifyPassword } from '../auth/passwords';
import { spendSecondFactor } from '../auth/two-factor.service';
import { findUserById, isTwoFactorEnabled, type UserRow } from '../auth/users.service';
import type { Db, DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { requestHashOf } from '../idempotency/idempotency.service';

/** A withdrawal's details as the API has parsed them. */
export type WithdrawalDetails = z.output<typeof withdrawalDetailsSchema>;

/** The details a code confirms, as one hash: another amount, method, destination or speed is another withdrawal. */
export function withdrawalDetailsHash(details: WithdrawalDetails): string {
  const { currency, amount, method, destination, vip } = details;
  return requestHashOf({ currency, amount, method, destination, vip });
}

/**
 * Wrong proofs count where every other guess of the same secret counts (attempt-limits.ts): a wrong
 * withdrawal password in the account's `password` budget (with My account's password checks), a wrong
 * authenticator or recovery code in its `secondFactor` budget (with sign-in and turning two-factor
 * sign-in off), a wrong mailed code in its `confirmationCode` budget. So the withdraw form adds no
 * guesses to the other forms, in one process or many, and a lock earned elsewhere pauses withdrawals.
 */
const PROOF_SCOPE = {
  password: 'password',
  twoFactorCode: 'secondFactor',
  confirmationCode: 'confirmationCode',
} as const satisfies Record<WithdrawalProof, AttemptScope>;

/** A locked proof, as the withdraw form says it: withdrawals are paused, with the seconds to wait. */
export const withdrawalsPaused: LockRefusal = (retryAfterSeconds) =>
  new AppError('WITHDRAWAL_PROOF_LOCKED', { retryAfterSeconds });

/** The account behind a withdrawal request: who it is and which proof it owes. */
export interface WithdrawingAccount {
  user: UserRow;
  proof: WithdrawalProof;
}

/**
 * Who may withdraw at all: a signed-in account that is not banned and whose e-mail is verified (the
 * address every withdrawal is reported to). Returns the proof the account owes.
 */
export async function withdrawingAccount(db: DbOrTx, userId: string): Promise<WithdrawingAccount> {
  const user = await findUserById(db, userId);
  if (!user || user.banned) throw new AppError('ACCOUNT_BANNED');
  if (!user.emailVerified) throw new AppError('WITHDRAWAL_EMAIL_NOT_VERIFIED');
  const proof = withdrawalProofFor({
    twoFactorEnabled: await isTwoFactorEnabled(db, userId),
    hasPassword: user.passwordHash !== null,
  });
  return { user, proof };
}

type ProofInput = Pick<
  z.output<typeof withdrawalRequestSchema>,
  'password' | 'twoFactorCode' | 'confirmationCode'
>;

const REQUIRED = {
  password: ['WITHDRAWAL_PASSWORD_REQUIRED', 'password'],
  twoFactorCode: ['WITHDRAWAL_TWO_FACTOR_REQUIRED', 'twoFactorCode'],
  confirmationCode: ['WITHDRAWAL_CONFIRMATION_CODE_REQUIRED', 'confirmationCode'],
} as const satisfies Record<WithdrawalProof, readonly [ErrorCode, keyof ProofInput]>;

/** The proof the account owes is missing: say which one (the client may hold a stale account view). */
export function proofRequired(proof: WithdrawalProof): AppError {
  const [code, field] = REQUIRED[proof];
  return new AppError(code, { fields: { [field]: 'required' } });
}

/**
 * Step 1, before the withdrawal's transaction: the budget of the proof the account owes is not locked
 * (else every request is refused unchecked, the right proof too: 429 WITHDRAWAL_PROOF_LOCKED), the
 * proof is there, and a password is right (argon2 takes tens of milliseconds: never while a transaction holds locks).
 * Only the proof the account owes is looked at; a wrong password is counted and refused, nothing else
 * written.
 */
export async function checkProof(db: Db, account: WithdrawingAccount, input: ProofInput): Promise<void> {
  const userId = account.user.id;
  await assertNotLocked(db, userId, PROOF_SCOPE[account.proof], withdrawalsPaused);
  const given = input[account.proof];
  if (!given) throw proofRequired(account.proof);
  if (account.proof !== 'password') return;
  if (!(await verifyPassword(account.user.passwordHash, given))) {
    throw await recordFailure(
      db,
      userId,
      'password',
      new AppError('WITHDRAWAL_PASSWORD_WRONG', { fields: { password: 'invalid' } }),
      withdrawalsPaused,
    );
  }
}

/**
 * Step 2, inside the withdrawal's transaction (run by `countingWrongProofs`): a code proof is spent
 * with the withdrawal, so a withdrawal refused afterwards (funds, method) rolls the spending back, and
 * the account's wrong guesses of the secret are forgotten with it. A wrong code throws WrongAttempt:
 * counted after the rollback, nothing else written. `detailsHash`: the mailed code confirms exactly
 * those details.
 */
export async function spendProof(
  tx: Tx,
  account: WithdrawingAccount,
  input: ProofInput,
  detailsHash: string,
): Promise<void> {
  const userId = account.user.id;
  if (account.proof === 'twoFactorCode') {
    await spendSecondFactor(
      tx,
      userId,
      input.twoFactorCode ?? '',
      new AppError('WITHDRAWAL_TWO_FACTOR_WRONG', { fields: { twoFactorCode: 'invalid' } }),
    );
  } else if (account.proof === 'confirmationCode') {
    await spendConfirmationCode(
      tx,
      { userId, action: 'withdrawal', subjectHash: detailsHash },
      input.confirmationCode ?? '',
      new AppError('WITHDRAWAL_CONFIRMATION_CODE_WRONG', { fields: { confirmationCode: 'invalid' } }),
    );
  } else {
    // The password was checked in step 1; the right one clears its count with the withdrawal.
    await clearFailures(tx, userId, 'password');
  }
}

/** Runs the withdrawal's transaction and counts a wrong code it found (spendProof), once rolled back. */
export function countingWrongProofs<T>(
  db: Db,
  account: WithdrawingAccount,
  work: () => Promise<T>,
): Promise<T> {
  return countingWrongAttempts(db, account.user.id, work, withdrawalsPaused);
}
