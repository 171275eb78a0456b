import { randomBytes } from 'node:crypto';
import {
  type ClientUser,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type UserRole,
} from '@lootmarket/contract';
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { avatarUrl } from '../photos/photo-urls';
import { totpCredentials, users } from './auth.schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The usernames of those of these accounts that exist, by id: names beside another domain's rows. */
export async function usernamesById(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/**
 * SQL for another domain's query, so that it stays one statement: one of the accounts in these columns
 * of the caller's rows has a username or e-mail matching the ILIKE `pattern` (escaped by the caller).
 */
export function anAccountMatches(userIdColumns: readonly AnyColumn[], pattern: string): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} in (${sql.join([...userIdColumns], sql`, `)}) and (${users.username} ilike ${pattern} or ${users.email} ilike ${pattern}))`;
}

/** SQL for another domain's query: the account in this column of the caller's rows is banned. */
export function accountIsBanned(userIdColumn: AnyColumn): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userIdColumn} and ${users.banned})`;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/**
 * The wanted username if it is free, else the wanted one with a short random suffix: for accounts
 * made from a provider profile, and for a registration whose name was taken while it waited.
 */
export async function freeUsername(db: DbOrTx, wanted: string): Promise<string> {
  const cleaned = (wanted.replace(/[^A-Za-z0-9_.-]/g, '') || 'player')
    .slice(0, USERNAME_MAX_LENGTH)
    .padEnd(USERNAME_MIN_LENGTH, '_');
  if (!(await isUsernameTaken(db, cleaned))) return cleaned;
  const base = cleaned.slice(0, USERNAME_MAX_LENGTH - 7);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${base}_${randomBytes(3).toString('hex')}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  throw new Error('no free username');
}

/**
 * The account, locked for an update in the caller's transaction. FOR NO KEY UPDATE, not FOR UPDATE: the
 * id never changes, and a purchase's foreign-key check on its seller (FOR KEY SHARE) must not wait for
 * it. With FOR UPDATE a ban (account locked, then its offers) and a purchase (offer locked, then the
 * order's key check on the seller) deadlocked. Readers that must queue behind a ban (FOR SHARE) still do.
 */
export async function lockUser(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}

export async function insertUser(db: DbOrTx, user: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(user);
}

/** Whether any account has the admin role. */
export async function anyAdminExists(db: DbOrTx): Promise<boolean> {
  const found = await db.execute(sql`select 1 from ${users} where 'admin' = any(${users.roles}) limit 1`);
  return (found as unknown as { rows: unknown[] }).rows.length > 0;
}

/** A new username; the unique index answers a taken one (uniqueViolation 'users_username_lower_key'). */
export async function setUsername(
  db: DbOrTx,
  userId: string,
  username: string,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ username, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/** My account → Country (spec §3): an ISO 3166-1 alpha-2 code, or null. */
export async function setCountry(
  db: DbOrTx,
  userId: string,
  country: string | null,
): Promise<UserRow | undefined> {
  const [updated] = await db
    .update(users)
    .set({ country, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/**
 * Sets or removes the user's avatar (a photo id the caller has stored; null removes it). Returns the
 * user and the avatar it replaced, whose files the caller removes once this transaction has committed;
 * the row lock makes two uploads at once each replace exactly one.
 */
export async function setAvatarPhoto(
  tx: Tx,
  userId: string,
  photoId: string | null,
): Promise<{ user: UserRow; replaced: string | null } | null> {
  const [before] = await tx
    .select({ avatarPhotoId: users.avatarPhotoId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return null;
  const [user] = await tx
    .update(users)
    .set({ avatarPhotoId: photoId, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!user) return null;
  return { user, replaced: before.avatarPhotoId };
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Bans the account with a reason, or lifts the ban (null). */
export async function setBanned(tx: DbOrTx, userId: string, ban: { reason: string } | null): Promise<void> {
  await tx
    .update(users)
    .set({ banned: ban !== null, banReason: ban?.reason ?? null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setRoles(tx: DbOrTx, userId: string, roles: readonly string[]): Promise<void> {
  await tx
    .update(users)
    .set({ roles: [...roles], updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function isTwoFactorEnabled(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: totpCredentials.confirmedAt })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .limit(1);
  return Boolean(row?.confirmedAt);
}

export function toClientUser(user: UserRow, twoFactorEnabled: boolean): ClientUser {
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    roles: user.roles as UserRole[],
    country: user.country,
    memberSince: user.memberSince.toISOString(),
    phone: user.phone,
    phoneVerified: user.phoneVerified,
    twoFactorEnabled,
    hasPassword: user.passwordHash !== null,
    avatarUrl: avatarUrl(user.avatarPhotoId),
  };
}

export async function loadClientUser(db: DbOrTx, user: UserRow): Promise<ClientUser> {
  return toClientUser(user, await isTwoFactorEnabled(db, user.id));
}

/** Unique-index violations, told apart by index name (PGlite and node-postgres both report it). */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? 'unknown';
    current = candidate.cause;
  }
  return null;
}
