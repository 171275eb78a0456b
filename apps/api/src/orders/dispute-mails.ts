import type { DisputeSilenceOutcome } from '@lootmarket/contract';
import { orderPath } from '@lootmarket/contract';
import type { OutgoingMail } from '../mail/mailer';
import { orderNumber } from './order-views';

// Mails are in English: the mail system keeps no language per account (apps/api/src/withdrawals/README.md).

interface Recipient {
  email: string;
  username: string;
}

const ON_SILENCE: Record<DisputeSilenceOutcome, string> = {
  refund: 'the buyer is refunded automatically',
  release: 'the payment is released to the seller automatically',
  staff: 'our support team decides the dispute',
};

/** "2026-11-27 14:03 UTC": one clock for every reader of the mail. */
function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The dispute clock's reminder to the awaited side, a few hours before its deadline passes. */
export function disputeReminderMail(
  recipient: Recipient,
  reminder: {
    orderId: string;
    side: 'buyer' | 'seller';
    deadlineAt: Date;
    onSilence: DisputeSilenceOutcome;
    publicOrigin: string;
  },
): OutgoingMail {
  const number = orderNumber(reminder.orderId);
  return {
    to: recipient.email,
    kind: 'dispute_answer_due',
    subject: `Please answer the dispute on order ${number} before ${utcTime(reminder.deadlineAt)}`,
    text: [
      `Hi ${recipient.username},`,
      '',
      reminder.side === 'seller'
        ? `the buyer of order ${number} opened a dispute and is waiting for your answer.`
        : `the seller of order ${number} answered your dispute and is waiting for yours.`,
      '',
      `Answer before ${utcTime(reminder.deadlineAt)}: if you stay silent, ${ON_SILENCE[reminder.onSilence]}.`,
      `Open the order: ${reminder.publicOrigin}${orderPath(reminder.orderId)}`,
      '',
      'Lootmarket',
      '',
    ].join('\n'),
  };
}

const CLAIM_ON_SILENCE: Record<DisputeSilenceOutcome, string> = {
  refund: 'the buyer is refunded automatically',
  release: 'the claim closes with the replacement',
  staff: 'our support team decides the claim',
};

/** A warranty claim's mails: to the seller at once when it opens; the reminder before a deadline. */
export function warrantyClaimMail(
  recipient: Recipient,
  claim: {
    orderId: string;
    publicOrigin: string;
  } & (
    | { kind: 'opened'; deadlineAt: Date; onSilence: DisputeSilenceOutcome }
    | { kind: 'reminder'; side: 'buyer' | 'seller'; deadlineAt: Date; onSilence: DisputeSilenceOutcome }
  ),
): OutgoingMail {
  const number = orderNumber(claim.orderId);
  const deadline = utcTime(claim.deadlineAt);
  const opened = claim.kind === 'opened';
  return {
    to: recipient.email,
    kind: opened ? 'warranty_claim_opened' : 'warranty_claim_answer_due',
    subject: opened
      ? `Warranty claim on order ${number}: answer before ${deadline}`
      : `Please answer the warranty claim on order ${number} before ${deadline}`,
    text: [
      `Hi ${recipient.username},`,
      '',
      opened || claim.side === 'seller'
        ? `the buyer of order ${number} opened a warranty claim: replace the account or refund it.`
        : `the seller of order ${number} handed over a replacement: confirm it works or tell us it does not.`,
      '',
      `Answer before ${deadline}: if you stay silent, ${CLAIM_ON_SILENCE[claim.onSilence]}.`,
      `Open the order: ${claim.publicOrigin}${orderPath(claim.orderId)}`,
      '',
      'Lootmarket',
      '',
    ].join('\n'),
  };
}
