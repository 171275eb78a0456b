import { formatDateTime, formatPrice } from '@lootmarket/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '@lootmarket/i18n/locale-detection';

// What every mail shares, in the reader's language (users.locale, auth/account-locale.ts): the
// greeting, the sign-off, and money and times laid out as the app lays them out for that language.
// Each mail keeps its own copy per language next to it (account-mails.ts, withdrawal-mails.ts,
// dispute-mails.ts, auth/password-reset.mail.ts).

/** A recipient of a mail: where it goes, the name it greets, the language it is written in. */
export interface MailRecipient {
  email: string;
  username: string;
  locale: Locale;
}

/** A user as a recipient: in their language (users.locale), else English. */
export function recipientOf(user: { email: string; username: string; locale: Locale | null }): MailRecipient {
  return { email: user.email, username: user.username, locale: user.locale ?? DEFAULT_LOCALE };
}

/** The first line; the body goes on after it as a letter does in that language. */
export const GREETING: Record<Locale, (name: string) => string> = {
  en: (name) => `Hi ${name},`,
  pl: (name) => `Cześć ${name},`,
  'pt-BR': (name) => `Olá, ${name},`,
  de: (name) => `Hallo ${name},`,
  ru: (name) => `Здравствуйте, ${name}!`,
  ja: (name) => `${name} さん`,
  zh: (name) => `${name}，您好：`,
};

export const SIGNATURE = 'Lootmarket';

/** An amount in minor units, as the app shows it in this language ('$50.00', '50,00 $', '50,00 US$'). */
export function mailMoney(amountMinor: bigint, currency: string, locale: Locale): string {
  return formatPrice(amountMinor, currency, locale);
}

/** A moment, in UTC so that every reader of the mail reads the same clock: 'Nov 27, 2026, 2:03 PM UTC'. */
export function mailTime(at: Date, locale: Locale): string {
  return `${formatDateTime(at, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

/** A mail's text: its lines, a greeting first and the sign-off last. */
export function letter(recipient: MailRecipient, body: readonly string[]): string {
  return [GREETING[recipient.locale](recipient.username), '', ...body, '', SIGNATURE, ''].join('\n');
}
