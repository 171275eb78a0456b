import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/database';
import { sessions, users } from './auth.schema';

/** A user's "last seen" (offer page, admin) and a session's "last used" are written at most this often. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
/** Keys remembered in-process before old entries are dropped. */
const MAX_REMEMBERED = 50_000;

/** Writes `at` for `id` unless the stored value is newer than `olderThan` (the UPDATE's own guard). */
type WriteActivity = (db: DbOrTx, id: string, at: Date, olderThan: Date) => Promise<unknown>;

/**
 * Keeps an activity timestamp up to date from authenticated requests without a write per request:
 * at most one UPDATE per key per LAST_SEEN_INTERVAL_MS. The row already read to authenticate answers
 * most requests with no query at all; a burst of requests in one process is caught by the in-process
 * map before the first write lands; and the UPDATE only matches a row whose value is older than the
 * interval, so several processes write it once between them.
 */
class ActivityTracker {
  readonly #db: () => DbOrTx;
  readonly #log: FastifyBaseLogger;
  readonly #write: WriteActivity;
  readonly #what: string;
  readonly #written = new Map<string, number>();

  constructor(db: () => DbOrTx, log: FastifyBaseLogger, write: WriteActivity, what: string) {
    this.#db = db;
    this.#log = log;
    this.#write = write;
    this.#what = what;
  }

  /** Records activity of `id` whose stored value is `stored`; errors are logged, never thrown. */
  async touch(id: string, stored: Date | null): Promise<void> {
    const now = Date.now();
    const known = Math.max(this.#written.get(id) ?? 0, stored?.getTime() ?? 0);
    if (now - known < LAST_SEEN_INTERVAL_MS) return;
    this.#remember(id, now);
    try {
      await this.#write(this.#db(), id, new Date(now), new Date(now - LAST_SEEN_INTERVAL_MS));
    } catch (error) {
      this.#written.delete(id);
      this.#log.warn({ err: error, id }, `could not record ${this.#what}`);
    }
  }

  #remember(id: string, at: number) {
    if (this.#written.size >= MAX_REMEMBERED) {
      for (const [key, written] of this.#written) {
        if (at - written >= LAST_SEEN_INTERVAL_MS) this.#written.delete(key);
      }
      // Still full (that many active within a minute): start over; the UPDATE's own condition keeps
      // it to one write per interval anyway.
      if (this.#written.size >= MAX_REMEMBERED) this.#written.clear();
    }
    this.#written.set(id, at);
  }
}

/** `users.last_seen_at`: shown on the seller's offers and in the back office. */
export function lastSeenTracker(db: () => DbOrTx, log: FastifyBaseLogger): ActivityTracker {
  return new ActivityTracker(
    db,
    log,
    (tx, userId, at, olderThan) =>
      tx
        .update(users)
        .set({ lastSeenAt: at })
        .where(and(eq(users.id, userId), or(isNull(users.lastSeenAt), lt(users.lastSeenAt, olderThan)))),
    'last seen',
  );
}

/** `sessions.last_used_at`: the idle timeout and "last used" in My account's list of sessions. */
export function sessionUseTracker(db: () => DbOrTx, log: FastifyBaseLogger): ActivityTracker {
  return new ActivityTracker(
    db,
    log,
    (tx, sessionId, at, olderThan) =>
      tx
        .update(sessions)
        .set({ lastUsedAt: at })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, olderThan))),
    'session use',
  );
}
