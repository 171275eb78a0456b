import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';

/** A user's "last seen" (offer page, admin) is written at most this often. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
/** Users remembered in-process before old entries are dropped. */
const MAX_REMEMBERED = 50_000;

/**
 * Keeps `users.last_seen_at` up to date from authenticated requests without a write per request:
 * at most one UPDATE per user per LAST_SEEN_INTERVAL_MS. The session's own row (already read to
 * authenticate) answers most requests with no query at all; a burst of requests in one process is
 * caught by the in-process map before the first write lands; and the UPDATE only matches a row whose
 * value is older than the interval, so several processes write it once between them.
 */
export class LastSeenTracker {
  readonly #db: () => DbOrTx;
  readonly #log: FastifyBaseLogger;
  readonly #written = new Map<string, number>();

  constructor(db: () => DbOrTx, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  /** Records activity of `userId` whose stored value is `stored`; errors are logged, never thrown. */
  async touch(userId: string, stored: Date | null): Promise<void> {
    const now = Date.now();
    const known = Math.max(this.#written.get(userId) ?? 0, stored?.getTime() ?? 0);
    if (now - known < LAST_SEEN_INTERVAL_MS) return;
    this.#remember(userId, now);
    try {
      await this.#db()
        .update(users)
        .set({ lastSeenAt: new Date(now) })
        .where(
          and(
            eq(users.id, userId),
            or(isNull(users.lastSeenAt), lt(users.lastSeenAt, new Date(now - LAST_SEEN_INTERVAL_MS))),
          ),
        );
    } catch (error) {
      this.#written.delete(userId);
      this.#log.warn({ err: error, userId }, 'could not record last seen');
    }
  }

  #remember(userId: string, at: number) {
    if (this.#written.size >= MAX_REMEMBERED) {
      for (const [id, written] of this.#written) {
        if (at - written >= LAST_SEEN_INTERVAL_MS) this.#written.delete(id);
      }
      // Still full (that many users active within a minute): start over; the UPDATE's own condition
      // keeps it to one write per interval anyway.
      if (this.#written.size >= MAX_REMEMBERED) this.#written.clear();
    }
    this.#written.set(userId, at);
  }
}
