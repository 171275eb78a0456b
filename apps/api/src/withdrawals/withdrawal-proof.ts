import {
  type ErrorCode,
  type WithdrawalProof,
  withdrawalProofFor,
  type withdrawalRequestSchema,
} from '@lootmarket/contract';
import type { z } from 'zod';
import { verifyPassword } from '../auth/passwords';
import { redeemSecondFactor } from '../auth/two-factor.service';
import { findUserById, isTwoFactorEnabled, type UserRow } from '../auth/users.service';
import type { DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { redeemConfirmationCode } from './confirmation-codes.service';

/** Wrong proofs an account may make before its withdrawals pause. */
const FREE_FAILURES = 5;
/** The first pause; each further wrong proof doubles it, up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 60_000;
const MAX_PAUSE_MS = 60 * 60_000;
/** An account with no wrong proof for this long starts again from zero. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** Above this many accounts, those past FORGET_AFTER_MS are dropped when the next failure comes. */
const PRUNE_ABOVE = 10_000;

/**
 * Wrong withdrawal proofs per account, with back-off, so the withdraw form cannot be used to guess
 * a password or a code: FREE_FAILURES wrong ones, then the account's withdrawals pause for 1 min,
 * 2, 4 … up to 1 h after each further wrong one; a right proof clears the count. While paused,
 * every request is refused before any proof is checked (the right one too).
 *
 * In memory, like the write limits (plugins/external/rate-limit.ts): a refused proof changes
 * nothing in the database. Each API process counts apart, so N processes allow N × the count.
 */
export class WithdrawalProofFailures {
  private readonly byAccount = new Map<string, { failures: number; lastAt: number; pausedUntil: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds the account's withdrawals stay paused; 0 when they are open. */
  pausedFor(userId: string): number {
    const entry = this.current(userId);
    return entry ? Math.max(0, entry.pausedUntil - this.now()) : 0;
  }

  recordFailure(userId: string): void {
    const now = this.now();
    if (this.byAccount.size > PRUNE_ABOVE) this.prune(now);
    const failures = (this.current(userId)?.failures ?? 0) + 1;
    const pause =
      failures < FREE_FAILURES ? 0 : Math.min(FIRST_PAUSE_MS * 2 ** (failures - FREE_FAILURES), MAX_PAUSE_MS);
    this.byAccount.set(userId, { failures, lastAt: now, pausedUntil: now + pause });
  }

  clear(userId: string): void {
    this.byAccount.delete(userId);
  }

  private current(userId: string) {
    const entry = this.byAccount.get(userId);
    if (entry && this.now() - entry.lastAt > FORGET_AFTER_MS) {
      this.byAccount.delete(userId);
      return undefined;
    }
    return entry;
  }

  private prune(now: number) {
    for (const [userId, entry] of this.byAccount) {
      if (now - entry.lastAt > FORGET_AFTER_MS) this.byAccount.delete(userId);
    }
  }
}

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
 * Step 1, before the withdrawal's transaction: the proof the account owes is there, and a password
 * is right (argon2 takes tens of milliseconds: never while a transaction holds locks). Only the
 * proof the account owes is looked at; a wrong one is counted and refused, nothing written.
 */
export async function checkPasswordProof(
  failures: WithdrawalProofFailures,
  account: WithdrawingAccount,
  input: ProofInput,
): Promise<void> {
  const given = input[account.proof];
  if (!given) throw proofRequired(account.proof);
  if (account.proof !== 'password') return;
  if (!(await verifyPassword(account.user.passwordHash, given))) {
    failures.recordFailure(account.user.id);
    throw new AppError('WITHDRAWAL_PASSWORD_WRONG', { fields: { password: 'invalid' } });
  }
  failures.clear(account.user.id);
}

/**
 * Step 2, inside the withdrawal's transaction: a code proof is spent with the withdrawal, so a
 * withdrawal refused afterwards (funds, method) rolls the spending back. A wrong code is counted and
 * refused, nothing written. `detailsHash`: the mailed code confirms exactly those details.
 */
export async function spendCodeProof(
  tx: Tx,
  failures: WithdrawalProofFailures,
  account: WithdrawingAccount,
  input: ProofInput,
  detailsHash: string,
): Promise<void> {
  const userId = account.user.id;
  if (account.proof === 'twoFactorCode') {
    if (!(await redeemSecondFactor(tx, userId, input.twoFactorCode ?? ''))) {
      failures.recordFailure(userId);
      throw new AppError('WITHDRAWAL_TWO_FACTOR_WRONG', { fields: { twoFactorCode: 'invalid' } });
    }
  } else if (account.proof === 'confirmationCode') {
    if (!(await redeemConfirmationCode(tx, userId, detailsHash, input.confirmationCode ?? ''))) {
      failures.recordFailure(userId);
      throw new AppError('WITHDRAWAL_CONFIRMATION_CODE_WRONG', { fields: { confirmationCode: 'invalid' } });
    }
  } else return;
  failures.clear(userId);
}
