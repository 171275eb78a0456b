import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbOrTx } from '../db/database';
import { mailOutbox } from './mail.schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

export interface Mailer {
  /** Writes the mail to the outbox; call inside the transaction of the effect the mail reports. */
  enqueue(db: DbOrTx, mail: OutgoingMail): Promise<string>;
  /** After commit: delivers queued mails over SMTP when SMTP is configured (else they stay local). */
  deliver(db: DbOrTx, mailIds: readonly string[]): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  log: { error: (o: object, m: string) => void };
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async enqueue(db, mail) {
      const id = crypto.randomUUID();
      await db.insert(mailOutbox).values({
        id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        kind: mail.kind,
      });
      return id;
    },
    async deliver(db, mailIds) {
      if (!transport) return;
      for (const id of mailIds) {
        const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
        if (!mail || mail.sentAt) continue;
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.html ? { html: mail.html } : {}),
          });
          await db.update(mailOutbox).set({ sentAt: sql`now()`, error: null }).where(eq(mailOutbox.id, id));
        } catch (error) {
          // The mail stays in the outbox with its error, visible to the admin app.
          options.log.error({ err: error, mailId: id }, 'SMTP delivery failed');
          await db
            .update(mailOutbox)
            .set({ error: error instanceof Error ? error.message.slice(0, 500) : 'unknown' })
            .where(eq(mailOutbox.id, id));
        }
      }
    },
    close() {
      transport?.close();
    },
  };
}

export async function listOutbox(db: DbOrTx, filter: { to?: string | undefined; limit: number }) {
  const query = db.select().from(mailOutbox);
  const rows = await (filter.to
    ? query.where(sql`lower(${mailOutbox.to}) = ${filter.to.toLowerCase()}`)
    : query
  )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/**
 * A mail as staff without the admin role may read it: the tokens of its links (password reset,
 * registration, e-mail verification) are cut out, so reading the outbox never lets support staff
 * reset or confirm someone else's account. Admins read links whole: without SMTP the outbox is how
 * mail reaches anyone at all (development and demos).
 */
export function withLinkTokensHidden<T extends { text: string; html: string | null }>(mail: T): T {
  const hide = (body: string) => body.replace(/([#?&]token=)[^\s"'<&]+/g, '$1[hidden]');
  return { ...mail, text: hide(mail.text), html: mail.html === null ? null : hide(mail.html) };
}

/** How many mails of these kinds went to an address since a moment: the outbox is the record of mails sent. */
export async function countRecentMails(
  db: DbOrTx,
  filter: { to: string; kinds: readonly string[]; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.to}) = ${filter.to.toLowerCase()}`,
        inArray(mailOutbox.kind, [...filter.kinds]),
        gt(mailOutbox.createdAt, filter.since),
      ),
    );
  return row?.count ?? 0;
}

/** For names and other user text put into a mail's HTML body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
