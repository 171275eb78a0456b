import type { LedgerCurrency, WithdrawalMethod } from '@lootmarket/contract';
import { CONFIRMATION_CODE_TTL_MS } from '../account/confirmation-codes.service';
import type { OutgoingMail } from '../mail/mailer';
import type { WithdrawalDetails } from './withdrawal-proof';
import { formatAmount, type WithdrawalRow } from './withdrawals.service';

// Mails are in English: the mail system keeps no language per account (apps/api/src/withdrawals/README.md).

const METHOD_NAMES: Record<WithdrawalMethod, string> = {
  bank_transfer: 'Bank transfer',
  paypal: 'PayPal',
  crypto: 'Crypto wallet',
  stripe: 'Stripe (connected account)',
};

/**
 * Enough of a destination for its owner to recognise it, not enough to reuse it: a PayPal address
 * keeps its first character and its domain, anything else its last four characters.
 */
function maskDestination(method: WithdrawalMethod, destination: string): string {
  const at = destination.lastIndexOf('@');
  if (method === 'paypal' && at > 0) return `${destination[0]}•••${destination.slice(at)}`;
  const compact = destination.replace(/\s+/g, '');
  return compact.length <= 4 ? '••••' : `•••• ${compact.slice(-4)}`;
}

/** "2026-11-27 14:03 UTC": one clock for every reader of the mail. */
function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

interface Recipient {
  email: string;
  username: string;
}

function ifNotYou(publicOrigin: string, reference: string): string {
  return [
    'If this was not you, someone is signed in to your account:',
    `1. Secure your account in My account (change your password, turn on two-factor sign-in): ${publicOrigin}/profile/dashboard/`,
    `2. Write to support at ${publicOrigin}/contact-us/ quoting ${reference}: staff review every withdrawal before it is paid out and can stop this one.`,
  ].join('\n');
}

/** Told to the owner on every withdrawal request, with what to do when it was not them. */
export function withdrawalRequestedMail(
  recipient: Recipient,
  row: WithdrawalRow,
  publicOrigin: string,
): OutgoingMail {
  const currency = row.currency as LedgerCurrency;
  const money = (amount: bigint) => formatAmount({ amount, currency });
  const reference = `withdrawal ${row.id}`;
  return {
    to: recipient.email,
    kind: 'withdrawal_requested',
    subject: `Withdrawal of ${money(row.amount)} requested on your Lootmarket account`,
    text: [
      `Hi ${recipient.username},`,
      '',
      'a withdrawal was requested from your Lootmarket wallet:',
      '',
      `Amount: ${money(row.amount)} (fee ${money(row.fee)}, paid out ${money(row.payout)})`,
      `Method: ${METHOD_NAMES[row.method as WithdrawalMethod]}${row.vip ? ' (VIP)' : ''}`,
      `To: ${maskDestination(row.method as WithdrawalMethod, row.destination)}`,
      `Requested: ${utcTime(row.createdAt)}`,
      `Reference: ${reference}`,
      '',
      `The amount is held in your wallet until our team has reviewed the request: ${publicOrigin}/profile/wallet/`,
      '',
      ifNotYou(publicOrigin, reference),
      '',
      'Lootmarket',
      '',
    ].join('\n'),
  };
}

/** The code that confirms one withdrawal of an account with neither a password nor two-factor sign-in. */
export function confirmationCodeMail(
  recipient: Recipient,
  details: WithdrawalDetails,
  code: string,
  publicOrigin: string,
): OutgoingMail {
  const amount = formatAmount({ amount: BigInt(details.amount), currency: details.currency });
  return {
    to: recipient.email,
    kind: 'withdrawal_confirmation_code',
    subject: 'Your code to confirm a Lootmarket withdrawal',
    text: [
      `Hi ${recipient.username},`,
      '',
      `your code to confirm the withdrawal of ${amount} (${METHOD_NAMES[details.method]}${details.vip ? ', VIP' : ''}) to ${maskDestination(details.method, details.destination)}:`,
      '',
      `    ${code}`,
      '',
      `It works once, for these details only, for ${CONFIRMATION_CODE_TTL_MS / 60_000} minutes. Never give it to anyone: Lootmarket staff never ask for it.`,
      '',
      ifNotYou(publicOrigin, 'this code request'),
      '',
      'Lootmarket',
      '',
    ].join('\n'),
  };
}
