import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Idempotency keys of money-moving requests: the first request with a key stores its answer, a retry
 * with the same body gets that answer again, another body under the key is refused. Kept ≥ 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller and the operation ("<userId> POST /api/v1/orders"): keys of different users never meet. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body (and path parameters). */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    // The clean-up job deletes expired keys in run_at order.
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
