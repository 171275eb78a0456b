import { timestamp } from 'drizzle-orm/pg-core';

// UUIDs are made in JS (crypto.randomUUID): PGlite reports PostgreSQL 18 and the server runs 15, so the
// schema keeps to SQL both accept and no uuid extension is needed.
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
