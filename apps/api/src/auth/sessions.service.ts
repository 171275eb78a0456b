import { and, desc, eq, gt, gte, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { loginChallenges, sessions, users } from './auth.schema';
import { generateToken, hashToken } from './tokens';
import type { UserRow } from './users.service';

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface ResolvedSession {
  sessionId: string;
  /** When the user signed in: My account asks a password-less account for a recent sign-in. */
  createdAt: Date;
  /** Last recorded use (at most a minute behind, see last-seen.ts). */
  lastUsedAt: Date;
  user: UserRow;
}

/** How long a session lives unused (SESSION_IDLE_MINUTES); its lifetime is fixed at creation. */
export interface SessionPolicy {
  idleMs: number;
}

export async function createSession(
  db: DbOrTx,
  userId: string,
  ttlMs: number,
  meta: SessionMeta = {},
): Promise<{ token: string; sessionId: string }> {
  const token = generateToken();
  const sessionId = crypto.randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, sessionId };
}

/** Not revoked, within its lifetime, and used within the idle timeout. */
function live(policy: SessionPolicy) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastUsedAt, sql`now() - ${Math.ceil(policy.idleMs / 1000)}::int * interval '1 second'`),
  );
}

/**
 * A live session: known hash, not revoked, not expired, not idle longer than the policy allows, user
 * not banned. Anything else is no session.
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  policy: SessionPolicy,
): Promise<ResolvedSession | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), live(policy), eq(users.banned, false)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere but here; returns how many sessions ended. */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/**
 * Ends every session and pending two-factor sign-in of an account, in the caller's transaction (a ban);
 * returns how many sessions ended.
 */
export async function revokeAllSignIns(tx: DbOrTx, userId: string): Promise<number> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  return revoked.length;
}

/** The token hash of one of the user's sessions once it is revoked (its sockets end with it). */
export async function revokedSessionTokenHash(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<string | undefined> {
  const [revoked] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNotNull(sessions.revokedAt)));
  return revoked?.tokenHash;
}

/** The token hashes of the user's other sessions revoked in the last five minutes (their sockets end). */
export async function recentlyRevokedOtherTokenHashes(
  db: DbOrTx,
  userId: string,
  keepSessionId: string,
): Promise<string[]> {
  const revoked = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, keepSessionId),
        isNotNull(sessions.revokedAt),
        gte(sessions.revokedAt, sql`now() - interval '5 minutes'`),
      ),
    );
  return revoked.map((row) => row.tokenHash);
}

/** The latest sign-ins of an account, revoked and expired ones too (the staff's user view). */
export async function recentSignIns(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

export interface ActiveSession {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The user's sessions that still sign in, most recently used first. */
export async function listActiveSessions(
  db: DbOrTx,
  userId: string,
  policy: SessionPolicy,
): Promise<ActiveSession[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(policy)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt), desc(sessions.id));
}

/**
 * Ends one live session of `userId`; returns its token hash (to close its sockets), or null when the
 * user has no such live session (someone else's, ended, unknown: the same answer).
 */
export async function revokeOwnSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  policy: SessionPolicy,
): Promise<string | null> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(policy)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked?.tokenHash ?? null;
}
