import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { assertNotLocked, clearFailures, type LockRefusal, WrongAttempt } from '../auth/attempt-limits';
import type { Db, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { accountConfirmationCodes } from './account.schema';

/**
 * Confirming a sensitive account action by mail: the one factor of an account without a password that
 * a session (stolen from a browser, left signed in) does not give is its mailbox. Used by withdrawals
 * (accounts with neither a password nor two-factor sign-in) and by turning two-factor sign-in on
 * without a password (else a session thief could plant their own authenticator and withdraw with it).
 */
export type ConfirmedAction = (typeof accountConfirmationCodes.action.enumValues)[number];

/** What a code confirms: one action of one account with one subject, hashed by the action's owner
 * (a withdrawal's details, the authenticator being set up). Another subject is another action. */
export interface ConfirmedSubject {
  userId: string;
  action: ConfirmedAction;
  subjectHash: string;
}

/** How long a mailed code confirms its action. */
export const CONFIRMATION_CODE_TTL_MS = 15 * 60_000;
/** One code a minute per account and action: the mailbox is not a channel to flood. */
const RESEND_AFTER_SECONDS = 60;

function codeHash(userId: string, subjectHash: string, code: string): string {
  return createHash('sha256').update(`${userId}:${subjectHash}:${code.trim()}`, 'utf8').digest('hex');
}

const bySubject = (subject: ConfirmedSubject) =>
  and(
    eq(accountConfirmationCodes.userId, subject.userId),
    eq(accountConfirmationCodes.action, subject.action),
  );

/**
 * Mails a fresh six-digit code for `subject` to the account's verified address, replacing its earlier
 * code for the action; the database keeps only sha-256(user, subject, code). Refuses, writing nothing:
 * an unverified address (EMAIL_NOT_VERIFIED), the account's mailed codes locked by wrong ones
 * (`locked`, see attempt-limits.ts), a code for the action within the last minute (TOO_MANY_ATTEMPTS).
 * The mail is queued with the code and delivered after the commit.
 */
export async function mailConfirmationCode(
  db: Db,
  mailer: Mailer,
  account: { id: string; emailVerified: boolean },
  subject: ConfirmedSubject,
  mail: (code: string, expiresAt: Date) => OutgoingMail,
  locked?: LockRefusal,
): Promise<{ expiresAt: Date }> {
  if (!account.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  await assertNotLocked(db, subject.userId, 'confirmationCode', locked);
  const { mailId, expiresAt } = await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: accountConfirmationCodes.id })
      .from(accountConfirmationCodes)
      .where(
        and(
          bySubject(subject),
          gt(accountConfirmationCodes.createdAt, sql`now() - make_interval(secs => ${RESEND_AFTER_SECONDS})`),
        ),
      )
      .limit(1);
    if (recent) throw new AppError('TOO_MANY_ATTEMPTS');
    await tx.delete(accountConfirmationCodes).where(bySubject(subject));
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const expiresAt = new Date(Date.now() + CONFIRMATION_CODE_TTL_MS);
    await tx.insert(accountConfirmationCodes).values({
      id: crypto.randomUUID(),
      userId: subject.userId,
      action: subject.action,
      codeHash: codeHash(subject.userId, subject.subjectHash, code),
      expiresAt,
    });
    return { mailId: await mailer.enqueue(tx, mail(code, expiresAt)), expiresAt };
  });
  await mailer.deliver(db, [mailId]);
  return { expiresAt };
}

/**
 * Inside the transaction of the action it confirms: spends the account's code for `subject` if it is
 * right and unexpired (the delete is the guard: two requests with one code cannot both pass) and
 * forgets the account's wrong codes; else throws WrongAttempt (`wrong`), which countingWrongAttempts
 * counts after the rollback. The caller has checked the lock (assertNotLocked, `confirmationCode`)
 * before the transaction.
 */
export async function spendConfirmationCode(
  tx: Tx,
  subject: ConfirmedSubject,
  code: string,
  wrong: AppError,
): Promise<void> {
  const spent = await tx
    .delete(accountConfirmationCodes)
    .where(
      and(
        bySubject(subject),
        eq(accountConfirmationCodes.codeHash, codeHash(subject.userId, subject.subjectHash, code)),
        gt(accountConfirmationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: accountConfirmationCodes.id });
  if (spent.length === 0) throw new WrongAttempt('confirmationCode', wrong);
  await clearFailures(tx, subject.userId, 'confirmationCode');
}
