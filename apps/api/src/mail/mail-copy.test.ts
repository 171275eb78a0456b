import { SUPPORTED_LOCALES } from '@lootmarket/i18n/locale-detection';
import { describe, expect, it } from 'vitest';
import { twoFactorSetupCodeMail } from '../account/account-mails';
import { disputeReminderMail, warrantyClaimMail } from '../orders/dispute-mails';
import { confirmationCodeMail, withdrawalRequestedMail } from '../withdrawals/withdrawal-mails';
import type { WithdrawalRow } from '../withdrawals/withdrawals.service';
import { mailMoney, mailTime } from './mail-copy';

// Every mail is written in each language of the app: nothing of another language's copy left in it.

const ORIGIN = 'https://lootmarket.example';
/** Intl puts no-break spaces between an amount and its sign, and before AM/PM: read them as spaces. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const row = {
  id: '01a2b3c4-0000-7000-8000-000000000001',
  currency: 'EUR',
  amount: 5000n,
  fee: 150n,
  payout: 4850n,
  method: 'bank_transfer',
  vip: false,
  destination: 'DE89 3704 0044 0532 0130 00',
  createdAt: new Date('2026-11-27T14:03:00Z'),
} as WithdrawalRow;

function mailsIn(locale: (typeof SUPPORTED_LOCALES)[number]) {
  const recipient = { email: 'reader@example.com', username: 'Reader', locale };
  return [
    twoFactorSetupCodeMail(recipient, '123456', ORIGIN),
    withdrawalRequestedMail(recipient, row, ORIGIN),
    confirmationCodeMail(
      recipient,
      { currency: 'EUR', amount: '5000', method: 'paypal', destination: 'me@example.com', vip: true },
      '654321',
      ORIGIN,
    ),
    disputeReminderMail(recipient, {
      orderId: row.id,
      side: 'seller',
      deadlineAt: new Date('2026-11-28T09:30:00Z'),
      onSilence: 'refund',
      publicOrigin: ORIGIN,
    }),
    warrantyClaimMail(recipient, {
      orderId: row.id,
      publicOrigin: ORIGIN,
      kind: 'opened',
      deadlineAt: new Date('2026-11-28T09:30:00Z'),
      onSilence: 'refund',
    }),
    warrantyClaimMail(recipient, {
      orderId: row.id,
      publicOrigin: ORIGIN,
      kind: 'reminder',
      side: 'buyer',
      deadlineAt: new Date('2026-11-28T09:30:00Z'),
      onSilence: 'release',
    }),
  ];
}

describe('mails in the reader’s language', () => {
  const english = mailsIn('en');

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))('%s: every line of copy is its own', (locale) => {
    const mails = mailsIn(locale);
    mails.forEach((mail, i) => {
      const en = english[i];
      expect(mail.kind).toBe(en?.kind);
      expect(mail.subject).not.toBe(en?.subject);
      // Each English line that is words (not a code, a link or a sign-off) has no twin here.
      const lines = new Set(mail.text.split('\n'));
      const copied = (en?.text.split('\n') ?? []).filter(
        (line) => /[a-z]{4,} [a-z]{3,}/.test(line) && lines.has(line),
      );
      expect(copied).toEqual([]);
    });
  });

  it('lays money and times out as the app does for the language, in UTC', () => {
    expect(plain(mailMoney(5000n, 'EUR', 'de'))).toBe('50,00 €');
    expect(mailMoney(5000n, 'USD', 'en')).toBe('$50.00');
    expect(plain(mailTime(row.createdAt, 'en'))).toBe('Nov 27, 2026, 2:03 PM UTC');
    expect(mailTime(row.createdAt, 'de')).toBe('27.11.2026, 14:03 UTC');
    const [, requested] = mailsIn('de');
    expect(plain(requested?.text)).toContain('Betrag: 50,00 € (Gebühr 1,50 €, ausgezahlt 48,50 €)');
    expect(requested?.text).toContain('Methode: Banküberweisung');
    expect(requested?.text).toContain('•••• 3000');
    expect(requested?.text).not.toContain('3704');
  });
});
