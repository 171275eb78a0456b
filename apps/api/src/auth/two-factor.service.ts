import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@lootmarket/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { assertNotLocked, clearFailures, countingWrongAttempts, WrongAttempt } from './attempt-limits';
import { loginChallenges, recoveryCodes, totpCredentials } from './auth.schema';
import { hashToken } from './tokens';

const PERIOD_SECONDS = 30;
/** One step either side: phones drift. */
const EPOCH_TOLERANCE_SECONDS = 30;
const ISSUER = 'Lootmarket';
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Codes one sign-in challenge takes (right or wrong); then the password step starts over. */
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.trim().toLowerCase(), 'utf8').digest('hex');
}

function newRecoveryCode(): string {
  const pick = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

export async function startTwoFactorSetup(tx: DbOrTx, user: { id: string; email: string }) {
  const [existing] = await tx
    .select()
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, user.id))
    .limit(1);
  if (existing?.confirmedAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const secret = generateSecret();
  await tx
    .insert(totpCredentials)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secret, lastUsedStep: null, createdAt: sql`now()` },
    });
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/** The time step a fresh code matched, or null. A step at or before `afterStep` is a replay. */
async function matchTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => null);
  if (!result?.valid || !('epoch' in result)) return null;
  return Math.floor(result.epoch / PERIOD_SECONDS);
}

/**
 * The authenticator waiting for its first code, as a hash of its secret: what a code mailed to turn
 * two-factor sign-in on confirms (another setup, begun since, is another subject). Refuses when
 * there is none (TWO_FACTOR_NOT_ENABLED) or it is on already (TWO_FACTOR_ALREADY_ENABLED).
 */
export async function pendingSetupHash(db: DbOrTx, userId: string): Promise<string> {
  const [credential] = await db
    .select({ secret: totpCredentials.secret, confirmedAt: totpCredentials.confirmedAt })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .limit(1);
  if (!credential) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  if (credential.confirmedAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  return createHash('sha256').update(`totp-setup:${credential.secret}`, 'utf8').digest('hex');
}

/**
 * Turns two-factor sign-in on with a first code from the authenticator; returns the recovery codes.
 * `proveSetup` runs first, in `tx`, with the setup's hash (pendingSetupHash): the owner's proof bound
 * to this setup (the code mailed to an account without a password).
 */
export async function confirmTwoFactorSetup(
  tx: DbOrTx,
  userId: string,
  code: string,
  proveSetup: (setupHash: string) => Promise<void> = async () => {},
): Promise<string[]> {
  await proveSetup(await pendingSetupHash(tx, userId));
  const [credential] = await tx
    .select()
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .limit(1);
  if (!credential) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  const step = await matchTotp(credential.secret, code, credential.lastUsedStep);
  if (step === null) throw new AppError('VERIFICATION_FAILED', { fields: { code: 'invalid' } });
  await tx
    .update(totpCredentials)
    .set({ confirmedAt: sql`now()`, lastUsedStep: step })
    .where(eq(totpCredentials.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ id: crypto.randomUUID(), userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/**
 * Checks a second factor (authenticator code or unused recovery code) and spends it in `tx`.
 * Returns false, having written nothing, when the code is wrong.
 */
async function redeemSecondFactor(tx: DbOrTx, userId: string, code: string): Promise<boolean> {
  const [credential] = await tx
    .select()
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .limit(1);
  if (!credential?.confirmedAt) return false;
  const normalized = code.trim().toLowerCase();
  if (RECOVERY_CODE_PATTERN.test(normalized)) {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashRecoveryCode(normalized)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }
  const step = await matchTotp(credential.secret, normalized, credential.lastUsedStep);
  if (step === null) return false;
  // Guarded update: two requests racing with one code cannot both pass.
  const updated = await tx
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        sql`(${totpCredentials.lastUsedStep} is null or ${totpCredentials.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return updated.length > 0;
}

/**
 * Checks a second factor of `userId` (authenticator or recovery code) and, when it is right, runs
 * `then` in the same transaction that spends it. The account's wrong codes are counted across
 * challenges, sessions and addresses (attempt-limits.ts): while the account is locked every code is
 * refused unchecked, and a wrong code is refused with `wrong`, or with the lock it caused. A right
 * code clears the count. A refusal writes nothing but the count.
 */
export async function withSecondFactor<T>(
  db: Db,
  userId: string,
  code: string,
  wrong: AppError,
  then: (tx: Tx) => Promise<T>,
): Promise<T> {
  await assertNotLocked(db, userId, 'secondFactor');
  return countingWrongAttempts(db, userId, () =>
    db.transaction(async (tx) => {
      await spendSecondFactor(tx, userId, code, wrong);
      return then(tx);
    }),
  );
}

/**
 * Inside the transaction of the change it proves: spends a second factor of `userId` and clears the
 * account's wrong ones, or throws WrongAttempt (`wrong`) for countingWrongAttempts to count after the
 * rollback. The caller has checked the lock (assertNotLocked) before the transaction.
 */
export async function spendSecondFactor(
  tx: Tx,
  userId: string,
  code: string,
  wrong: AppError,
): Promise<void> {
  if (!(await redeemSecondFactor(tx, userId, code))) throw new WrongAttempt('secondFactor', wrong);
  await clearFailures(tx, userId, 'secondFactor');
}

/**
 * The live sign-in challenge of `challengeToken`, with one of its attempts taken. Attempts are taken
 * before the code is checked (one guarded UPDATE), so parallel requests cannot try more than
 * LOGIN_CHALLENGE_MAX_ATTEMPTS codes on one challenge; a spent challenge refuses even the right code.
 */
export async function takeChallengeAttempt(
  db: Db,
  challengeToken: string,
): Promise<{ id: string; userId: string }> {
  const [challenge] = await db
    .select({ id: loginChallenges.id, userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(challengeToken)),
        sql`${loginChallenges.expiresAt} > now()`,
      ),
    )
    .limit(1);
  if (!challenge) throw new AppError('TWO_FACTOR_CODE_INVALID');
  // A locked account refuses before the challenge loses an attempt.
  await assertNotLocked(db, challenge.userId, 'secondFactor');
  const taken = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.id, challenge.id),
        sql`${loginChallenges.attempts} < ${LOGIN_CHALLENGE_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ id: loginChallenges.id });
  if (taken.length === 0) throw new AppError('TWO_FACTOR_ATTEMPTS_EXHAUSTED');
  return challenge;
}

/**
 * Turns two-factor sign-in off; the code counts like a sign-in code (withSecondFactor). `also` runs in
 * the same transaction (the caller's own bookkeeping of the change).
 */
export async function disableTwoFactor(
  db: Db,
  userId: string,
  code: string,
  also: (tx: Tx) => Promise<void> = async () => {},
): Promise<void> {
  await withSecondFactor(
    db,
    userId,
    code,
    new AppError('VERIFICATION_FAILED', { fields: { code: 'invalid' } }),
    async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
      await also(tx);
    },
  );
}

/**
 * Removes an account's authenticator, recovery codes and pending two-factor sign-ins without a code, in
 * the caller's transaction (staff resetting a lost authenticator). Returns false when two-factor sign-in
 * was not on (nothing confirmed was removed).
 */
export async function removeTwoFactor(tx: DbOrTx, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .returning({ confirmedAt: totpCredentials.confirmedAt });
  if (!removed.some((row) => row.confirmedAt !== null)) return false;
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  return true;
}
