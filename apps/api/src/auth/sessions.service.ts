import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { sessions, users } from '../db/schema';
import { generateToken, hashToken } from './tokens';
import type { UserRow } from './users.service';

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface ResolvedSession {
  sessionId: string;
  user: UserRow;
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

/** A live session: known hash, not revoked, not expired, user not banned. Anything else is no session. */
export async function resolveSession(db: DbOrTx, token: string): Promise<ResolvedSession | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.banned, false),
      ),
    )
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
