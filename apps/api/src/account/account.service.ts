import { assertNotLocked, clearFailures, recordFailure } from '../auth/attempt-limits';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { type ResolvedSession, revokeOtherSessions } from '../auth/sessions.service';
import {
  findUserById,
  isUsernameTaken,
  setPasswordHash,
  setUsername,
  type UserRow,
  uniqueViolation,
} from '../auth/users.service';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';

export async function changeUsername(db: Db, user: UserRow, username: string): Promise<UserRow> {
  if (username === user.username) return user;
  if (username.toLowerCase() !== user.username.toLowerCase() && (await isUsernameTaken(db, username))) {
    throw new AppError('USERNAME_TAKEN', { fields: { username: 'invalid' } });
  }
  try {
    const updated = await setUsername(db, user.id, username);
    if (!updated) throw new AppError('UNAUTHENTICATED');
    return updated;
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_lower_key') {
      throw new AppError('USERNAME_TAKEN', { fields: { username: 'invalid' } });
    }
    throw error;
  }
}

/** How recent a password-less account's sign-in must be to set up two-factor sign-in. */
const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/**
 * The owner's proof before a security change: the current password of an account that has one. Wrong
 * passwords count per account (attempt-limits.ts, scope `password`) and lock the check for a while;
 * the caller clears the count (clearFailures) in the transaction that makes the change.
 * `withoutPassword` says what an account without a password (provider sign-in only) gives instead:
 * a sign-in within RECENT_SIGN_IN_MS, or nothing here because a second factor follows.
 * Returns whether a password was checked.
 */
export async function proveAccountOwner(
  db: Db,
  session: ResolvedSession,
  currentPassword: string | undefined,
  withoutPassword: 'recentSignIn' | 'secondFactor',
): Promise<boolean> {
  const fresh = await findUserById(db, session.user.id);
  if (!fresh) throw new AppError('UNAUTHENTICATED');
  if (fresh.passwordHash === null) {
    if (withoutPassword === 'recentSignIn' && Date.now() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
      throw new AppError('RECENT_SIGN_IN_REQUIRED');
    }
    return false;
  }
  if (currentPassword === undefined) {
    throw new AppError('VALIDATION_FAILED', { fields: { currentPassword: 'required' } });
  }
  await assertNotLocked(db, fresh.id, 'password');
  if (!(await verifyPassword(fresh.passwordHash, currentPassword))) {
    throw await recordFailure(
      db,
      fresh.id,
      'password',
      new AppError('CURRENT_PASSWORD_WRONG', { fields: { currentPassword: 'invalid' } }),
    );
  }
  return true;
}

/** Needs the current password; on success every other session of the user ends. */
export async function changePassword(
  db: Db,
  session: ResolvedSession,
  input: { currentPassword: string; newPassword: string; repeatPassword: string },
): Promise<number> {
  if (input.newPassword !== input.repeatPassword) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH', { fields: { repeatPassword: 'passwordsDoNotMatch' } });
  }
  const fresh = await findUserById(db, session.user.id);
  // An account without a password has no current one to give (it signs in with a provider).
  if (!fresh?.passwordHash) {
    throw new AppError('CURRENT_PASSWORD_WRONG', { fields: { currentPassword: 'invalid' } });
  }
  await proveAccountOwner(db, session, input.currentPassword, 'secondFactor');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, fresh.id, passwordHash);
    await clearFailures(tx, fresh.id, 'password');
    return revokeOtherSessions(tx, fresh.id, session.sessionId);
  });
}
