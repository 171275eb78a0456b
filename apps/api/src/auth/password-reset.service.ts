import type { Locale } from '@lootmarket/i18n/locale-detection';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../errors/app-error';
import { countRecentMails } from '../mail/mailer';
import { clearFailures } from './attempt-limits';
import { passwordResetTokens } from './auth.schema';
import type { AuthDeps } from './auth.service';
import {
  PASSWORD_RESET_MAIL_KINDS,
  passwordResetMail,
  passwordResetNoAccountMail,
} from './password-reset.mail';
import { hashPassword } from './passwords';
import { revokeAllSignIns } from './sessions.service';
import { generateToken, hashToken } from './tokens';
import { findUserByEmail, lockUser, setPasswordHash } from './users.service';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Reset mails of either kind to one address per hour; more requests are answered alike, unmailed. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 3;

/**
 * "Forgot password?", first half (no account enumeration). Both cases do the same work and get the
 * same answer: one row read, one mail queued. An address with an account gets a single-use link for an
 * hour; an address without one gets a note saying so (the owner may have used another address). The
 * human-check proof is spent first, whatever the outcome. Returns the ids of the mails to deliver.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; humanCheck?: string | undefined },
  meta: { ip: string; locale: Locale },
): Promise<string[]> {
  await deps.humanCheck.spend(deps.db, input.humanCheck, { action: 'password-reset', ip: meta.ip });
  const token = generateToken();
  const tokenHash = hashToken(token);
  return deps.db.transaction(async (tx): Promise<string[]> => {
    // Expired links are kept a day, so one opened late is told it expired rather than that it is unknown.
    await tx
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`));
    const recentMails = await countRecentMails(tx, {
      to: input.email,
      kinds: Object.values(PASSWORD_RESET_MAIL_KINDS),
      since: new Date(Date.now() - 60 * 60 * 1000),
    });
    // Past the limit nothing is stored or sent, whichever case this is: the address is not spammed.
    if (recentMails >= PASSWORD_RESET_MAILS_PER_HOUR) return [];
    const { publicOrigin: origin } = deps.config;
    const user = await findUserByEmail(tx, input.email);
    if (!user) {
      return [
        await deps.mailer.enqueue(
          tx,
          passwordResetNoAccountMail({ to: input.email, origin, locale: meta.locale }),
        ),
      ];
    }
    await tx.insert(passwordResetTokens).values({
      id: crypto.randomUUID(),
      userId: user.id,
      tokenHash,
      email: user.email,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    // To the account's own address as stored, not as typed (case may differ).
    return [
      await deps.mailer.enqueue(
        tx,
        passwordResetMail({ to: user.email, username: user.username, token, origin, locale: meta.locale }),
      ),
    ];
  });
}

/**
 * "Forgot password?", second half: the link's token sets a new password once. Every session and
 * pending two-factor sign-in of the account ends, the other reset links of the account die with this
 * one, and failed password guesses are forgotten. No session is started: the user signs in again,
 * so an account with two-factor sign-in still asks for its second factor (a mailbox alone opens
 * nothing). Returns the user's id (their live sockets are closed after commit).
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string; repeatPassword: string },
): Promise<string> {
  if (input.password !== input.repeatPassword) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH', { fields: { repeatPassword: 'passwordsDoNotMatch' } });
  }
  const tokenHash = hashToken(input.token);
  const [found] = await deps.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  if (!found || found.usedAt) throw new AppError('PASSWORD_RESET_LINK_INVALID');
  if (found.expiresAt.getTime() <= Date.now()) throw new AppError('PASSWORD_RESET_LINK_EXPIRED');
  // Hashed outside the transaction: the argon2 work holds no lock.
  const passwordHash = await hashPassword(input.password);

  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, found.userId);
    // The link was for the address the account had then; a changed address makes it useless.
    if (!user || user.email.toLowerCase() !== found.email.toLowerCase()) {
      throw new AppError('PASSWORD_RESET_LINK_INVALID');
    }
    // Claiming the token is the single use: of two resets racing, one finds it used. Expiry is checked
    // again by the database's clock, which is the one that wrote it.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.id, found.id),
          isNull(passwordResetTokens.usedAt),
          sql`${passwordResetTokens.expiresAt} > now()`,
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!claimed) throw new AppError('PASSWORD_RESET_LINK_INVALID');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await setPasswordHash(tx, user.id, passwordHash);
    await clearFailures(tx, user.id, 'password');
    await revokeAllSignIns(tx, user.id);
    return user.id;
  });
}
