import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { mailOutbox, users } from '../src/db/schema';
import { bearer, createTestContext, registerUser, type TestContext, testConfig } from './support/app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A local SMTP server that keeps what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received };
}

describe('mail over SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    smtp = await startSmtp();
    app = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Lootmarket <mail@lootmarket.test>',
      }),
      database: ctx.database,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
    await ctx?.close();
  });

  it('delivers the verification mail and marks it sent in the outbox', async () => {
    const user = await registerUser(app, 'smtp');
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('mail@lootmarket.test');
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.data).toContain('Subject: Confirm your email for Lootmarket');
    expect(mail?.data).toMatch(/http:\/\/lootmarket\.test\/api\/auth\/verify-email\?token=/);

    const admin = await registerUser(app, 'smtpadmin');
    await ctx.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.userId));
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/outbox?to=${user.email}`,
      headers: bearer(admin.token),
    });
    expect(outbox.json().mails[0].sentAt).toEqual(expect.any(String));
  });

  it('keeps the mail in the outbox, unsent, when the SMTP server is gone', async () => {
    const offline = await buildApp({
      // Nothing listens on port 9 (discard) here: the connection is refused.
      config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:9' }),
      database: ctx.database,
      logger: false,
    });
    try {
      const user = await registerUser(offline, 'nosmtp');
      const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toEqual(expect.any(String));
    } finally {
      await offline.close();
    }
  });
});
