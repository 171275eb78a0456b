import { findUserById } from '../auth/users.service';
import type { Tx } from '../db/database';
import { type MailRecipient, recipientOf } from '../mail/mail-copy';
import type { OutgoingMail } from '../mail/mailer';
import type { OrderDeps } from './orders.service';

/**
 * A mail to one party of an order (a dispute's or a claim's reminder, a claim opened), in their
 * language, queued in the caller's transaction and sent after its commit. Nothing without a mailer
 * (tests that pass none) or without the account.
 */
export async function queuePartyMail(
  tx: Tx,
  userId: string,
  deps: Pick<OrderDeps, 'notifier' | 'mail'>,
  build: (recipient: MailRecipient, publicOrigin: string) => OutgoingMail,
): Promise<void> {
  if (!deps.mail) return;
  const { mailer, publicOrigin, db } = deps.mail;
  const user = await findUserById(tx, userId);
  if (!user) return;
  const mailId = await mailer.enqueue(tx, build(recipientOf(user), publicOrigin));
  deps.notifier.afterCommit(tx, () => mailer.deliver(db(), [mailId]));
}
