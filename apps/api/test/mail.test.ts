import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { users } from '../src/auth/auth.schema';
import { mailOutbox } from '../src/mail/mail.schema';
import { bearer, registerUser, testConfig } from './support/app';
import { smtpTestSetup } from './support/smtp-app';

describe('mail over SMTP', () => {
  const mailing = smtpTestSetup();

  it('delivers the registration mail and marks it sent in the outbox', async () => {
    const user = await registerUser(mailing.app, 'smtp');
    expect(mailing.smtp.received).toHaveLength(1);
    const [mail] = mailing.smtp.received;
    expect(mail?.from).toBe('mail@lootmarket.test');
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.data).toMatch(/Subject: Confirm your email to create your Lootmarket\s+account/);
    // Quoted-printable may fold the link; unfolded, it is the confirmation page with the token in the fragment.
    const unfolded = (mail?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toMatch(/http:\/\/lootmarket\.test\/register\/confirm\/#token=[A-Za-z0-9_-]+/);

    const admin = await registerUser(mailing.app, 'smtpadmin');
    await mailing.ctx.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.userId));
    const outbox = await mailing.app.inject({
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
      database: mailing.ctx.database,
      logger: false,
    });
    try {
      const user = await registerUser(offline, 'nosmtp');
      const [row] = await mailing.ctx.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email));
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toEqual(expect.any(String));
    } finally {
      await offline.close();
    }
  });
});
