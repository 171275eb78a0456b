import {
  isLocale,
  type Locale,
  matchLocale,
  parseAcceptLanguage,
  readLanguageCookie,
} from '@lootmarket/i18n/locale-detection';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { users } from './auth.schema';

// The language of what reaches a user outside the page (mails). The interface's language lives in
// the browser (the `lang` cookie and local storage, spec §9); the server keeps a copy per account,
// `users.locale`, taken from the user's own signed-in requests: the language they chose in the app,
// else (nothing chosen yet, nothing stored) the one their browser asks for, as the app itself would
// pick it. Mails are written in it (mail/mail-copy.ts `recipientOf`); an account that never made such a
// request reads English.

/**
 * The language a signed-in request says its user reads, when it should replace the stored one: the
 * `lang` cookie when it differs from it; with no cookie and nothing stored, Accept-Language's best
 * match. Otherwise null (nothing to write, so a request writes at most once per change).
 */
export function localeToRecord(
  stored: Locale | null,
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
): Locale | null {
  const chosen = readLanguageCookie(headers.cookie);
  if (isLocale(chosen)) return chosen === stored ? null : chosen;
  if (stored !== null) return null;
  const asked = parseAcceptLanguage(headers['accept-language']);
  return asked.length > 0 ? matchLocale(asked) : null;
}

/** Stores the user's language (a no-op when another request already stored it). */
export async function recordLocale(db: DbOrTx, userId: string, locale: Locale): Promise<void> {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), sql`${users.locale} is distinct from ${locale}`));
}
