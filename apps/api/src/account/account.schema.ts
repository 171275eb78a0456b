import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownedBy } from '../auth/auth.schema';
import { createdAt } from '../db/columns';

/**
 * A sensitive account action confirmed by mail (src/account/confirmation-codes.service.ts): a code
 * sent to the account's verified address for one action with one subject (a withdrawal's details,
 * the authenticator being set up). Single use; a new one replaces the last of the same action.
 */
export const accountConfirmationCodes = pgTable(
  'account_confirmation_codes',
  {
    id: uuid('id').primaryKey(),
    userId: ownedBy(),
    action: text('action', { enum: ['withdrawal', 'twoFactorSetup'] }).notNull(),
    /** sha-256 of the user, the subject's hash and the code (hex): the code confirms that subject only. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('account_confirmation_codes_action_check', sql`${t.action} IN ('withdrawal', 'twoFactorSetup')`),
    index('account_confirmation_codes_user_action_idx').on(t.userId, t.action, t.createdAt.desc()),
  ],
);
