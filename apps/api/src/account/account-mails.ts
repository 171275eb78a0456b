import type { OutgoingMail } from '../mail/mailer';
import { CONFIRMATION_CODE_TTL_MS } from './confirmation-codes.service';

// Mails are in English: the mail system keeps no language per account (apps/api/src/withdrawals/README.md).

/**
 * The code that turns two-factor sign-in on for an account without a password: it proves the mailbox,
 * and it tells the owner when someone else, signed in to the account, adds an authenticator.
 */
export function twoFactorSetupCodeMail(
  recipient: { email: string; username: string },
  code: string,
  publicOrigin: string,
): OutgoingMail {
  return {
    to: recipient.email,
    kind: 'two_factor_setup_code',
    subject: 'Your code to turn on two-factor sign-in at Lootmarket',
    text: [
      `Hi ${recipient.username},`,
      '',
      'two-factor sign-in is being turned on for your Lootmarket account, with a new authenticator app. Your code to confirm it:',
      '',
      `    ${code}`,
      '',
      `It works once, for this setup only, for ${CONFIRMATION_CODE_TTL_MS / 60_000} minutes. Never give it to anyone: Lootmarket staff never ask for it.`,
      '',
      'If this was not you, someone is signed in to your account and wants to add their own authenticator:',
      `1. Do not use or pass on this code, and sign out everywhere else in My account: ${publicOrigin}/profile/dashboard/`,
      `2. Write to support at ${publicOrigin}/contact-us/ if anything in your account changed.`,
      '',
      'Lootmarket',
      '',
    ].join('\n'),
  };
}
