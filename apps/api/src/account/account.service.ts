import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions.service';
import { findUserById, isUsernameTaken, type UserRow, uniqueViolation } from '../auth/users.service';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';

export async function changeUsername(db: Db, user: UserRow, username: string): Promise<UserRow> {
  if (username === user.username) return user;
  if (username.toLowerCase() !== user.username.toLowerCase() && (await isUsernameTaken(db, username))) {
    throw new AppError('USERNAME_TAKEN', { fields: { username: 'invalid' } });
  }
  try {
    const [updated] = await db
      .update(users)
      .set({ username, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new AppError('UNAUTHENTICATED');
    return updated;
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_lower_key') {
      throw new AppError('USERNAME_TAKEN', { fields: { username: 'invalid' } });
    }
    throw error;
  }
}

/** Needs the current password; on success every other session of the user ends. */
export async function changePassword(
  db: Db,
  session: { sessionId: string; user: UserRow },
  input: { currentPassword: string; newPassword: string; repeatPassword: string },
): Promise<number> {
  if (input.newPassword !== input.repeatPassword) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH', { fields: { repeatPassword: 'passwordsDoNotMatch' } });
  }
  const fresh = await findUserById(db, session.user.id);
  if (!fresh || !(await verifyPassword(fresh.passwordHash, input.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_WRONG', { fields: { currentPassword: 'invalid' } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, fresh.id));
    return revokeOtherSessions(tx, fresh.id, session.sessionId);
  });
}
