import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens, sessions } from '../src/auth/auth.schema';
import { PASSWORD_RESET_MAILS_PER_HOUR } from '../src/auth/password-reset.service';
import { listOutbox } from '../src/mail/mailer';
import {
  bearer,
  clientStatus,
  createTestContext,
  errorCode,
  login,
  registerUser,
  registrationTokenFromMail,
  snapshotDatabase,
  solveHumanCheck,
  TEST_PASSWORD,
  type TestContext,
  uniqueUser,
} from './support/app';
import { databaseKinds } from './support/databases';
import { smtpTestSetup } from './support/smtp-app';
import { registerStaff } from './support/staff';

const kinds = await databaseKinds();
const NEW_PASSWORD = 'another horse battery';

async function askForReset(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset',
    payload: { email, humanCheck: await solveHumanCheck(app), ...extra },
  });
}

function confirmReset(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/password-reset/confirm', payload });
}

/** The token of the newest reset link mailed to an address. */
async function resetTokenFromMail(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await listOutbox(app.database.db, { to: email, limit: 1 });
  const token = /\/login\/reset\/#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}: ${mail?.kind ?? 'no mail'}`);
  return token;
}

/** What a caller can compare between two answers: status, body and cookies. */
function visible(response: LightMyRequestResponse) {
  return { status: response.statusCode, body: response.json(), cookies: response.cookies };
}

describe.each(kinds)('password reset by mail on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (available) ctx = await createTestContext(name);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const mailsTo = (email: string) => listOutbox(ctx.database.db, { to: email, limit: 20 });

  it.runIf(available)(
    'answers an address with an account exactly as one without, and mails each what fits',
    async () => {
      const owner = await registerUser(ctx.app, 'resetowner');
      const stranger = uniqueUser('resetnobody');

      const forOwner = await askForReset(ctx.app, owner.email.toUpperCase());
      const forStranger = await askForReset(ctx.app, stranger.email);
      expect(forOwner.statusCode).toBe(202);
      expect(forOwner.json()).toEqual({ status: 'resetMailSent' });
      expect(visible(forStranger)).toEqual(visible(forOwner));

      const [ownerMail] = await mailsTo(owner.email);
      expect(ownerMail).toMatchObject({ kind: 'password-reset', subject: 'Reset your Lootmarket password' });
      expect(ownerMail?.text).toMatch(/http:\/\/lootmarket\.test\/login\/reset\/#token=[A-Za-z0-9_-]{40,}/);
      expect(ownerMail?.text).toContain(owner.username);

      const [strangerMail] = await mailsTo(stranger.email);
      expect(strangerMail).toMatchObject({ kind: 'password-reset-no-account' });
      expect(strangerMail?.text).toContain('http://lootmarket.test/register/');
      expect(strangerMail?.text).not.toContain('token');

      // Only the hash is stored: the token of the mail is nowhere in the table.
      const token = await resetTokenFromMail(ctx.app, owner.email);
      const rows = await ctx.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, owner.userId));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
      expect(rows[0]?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    },
  );

  it.runIf(available)('writes the mail in the language of the page, else of the request', async () => {
    const owner = await registerUser(ctx.app, 'resetpl');
    expect((await askForReset(ctx.app, owner.email, { locale: 'pl' })).statusCode).toBe(202);
    expect((await mailsTo(owner.email))[0]).toMatchObject({ subject: 'Zresetuj hasło do Lootmarket' });

    const stranger = uniqueUser('resetja');
    const fromJapanese = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
      payload: { email: stranger.email, humanCheck: await solveHumanCheck(ctx.app), locale: 'xx' },
    });
    expect(fromJapanese.statusCode).toBe(202);
    expect((await mailsTo(stranger.email))[0]).toMatchObject({ subject: 'Lootmarket のパスワード再設定' });
  });

  it.runIf(available)(
    'sets the new password once, ends every session and refuses the old password',
    async () => {
      const owner = await registerUser(ctx.app, 'resetdone');
      const otherSignIn = (await login(ctx.app, owner.email)).json().token as string;
      expect(await clientStatus(ctx.app, owner.token)).toBe(200);
      await askForReset(ctx.app, owner.email);
      await askForReset(ctx.app, owner.email);
      const older = (await mailsTo(owner.email))[1]?.text ?? '';
      const token = await resetTokenFromMail(ctx.app, owner.email);

      const done = await confirmReset(ctx.app, {
        token,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 'passwordChanged' });
      // No session is started: the user signs in (with the second factor, if the account has one).
      expect(done.cookies).toEqual([]);

      expect(await clientStatus(ctx.app, owner.token)).toBe(401);
      expect(await clientStatus(ctx.app, otherSignIn)).toBe(401);
      const live = await ctx.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(sql`${sessions.userId} = ${owner.userId} and ${sessions.revokedAt} is null`);
      expect(live).toEqual([]);
      expect(errorCode(await login(ctx.app, owner.email, TEST_PASSWORD))).toBe('INVALID_CREDENTIALS');
      expect((await login(ctx.app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);

      // Single use, and the account's other links died with it.
      const again = await confirmReset(ctx.app, {
        token,
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
      });
      expect(again.statusCode).toBe(400);
      expect(errorCode(again)).toBe('PASSWORD_RESET_LINK_INVALID');
      const olderToken = /#token=([A-Za-z0-9_-]+)/.exec(older)?.[1] as string;
      expect(olderToken).not.toBe(token);
      const olderUse = await confirmReset(ctx.app, {
        token: olderToken,
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
      });
      expect(errorCode(olderUse)).toBe('PASSWORD_RESET_LINK_INVALID');
      expect((await login(ctx.app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    },
  );

  it.runIf(available)('refuses an expired link with its own code and changes nothing', async () => {
    const owner = await registerUser(ctx.app, 'resetlate');
    await askForReset(ctx.app, owner.email);
    const token = await resetTokenFromMail(ctx.app, owner.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, owner.userId));
    const before = await snapshotDatabase(ctx.database);
    const late = await confirmReset(ctx.app, { token, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(errorCode(late)).toBe('PASSWORD_RESET_LINK_EXPIRED');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
    expect(await clientStatus(ctx.app, owner.token)).toBe(200);
  });

  it.runIf(available)(
    'refuses a token of another purpose, and bad input, with stable codes and no change',
    async () => {
      const owner = await registerUser(ctx.app, 'resetbad');
      await askForReset(ctx.app, owner.email);
      const token = await resetTokenFromMail(ctx.app, owner.email);
      const waiting = uniqueUser('resetreg');
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          ...waiting,
          password: TEST_PASSWORD,
          repeatPassword: TEST_PASSWORD,
          humanCheck: await solveHumanCheck(ctx.app),
        },
      });
      const registrationToken = await registrationTokenFromMail(ctx.app, waiting.email);

      const before = await snapshotDatabase(ctx.database);
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { token: registrationToken, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
          'PASSWORD_RESET_LINK_INVALID',
        ],
        [
          { token: owner.token, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
          'PASSWORD_RESET_LINK_INVALID',
        ],
        [{ token, password: NEW_PASSWORD, repeatPassword: 'something else' }, 'PASSWORDS_DO_NOT_MATCH'],
        [{ token, password: 'short', repeatPassword: 'short' }, 'VALIDATION_FAILED'],
        [{ token, password: NEW_PASSWORD }, 'VALIDATION_FAILED'],
        [{ token: 'x', password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }, 'VALIDATION_FAILED'],
        [{}, 'VALIDATION_FAILED'],
      ];
      for (const [payload, code] of cases) {
        const refused = await confirmReset(ctx.app, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorCode(refused), JSON.stringify(payload)).toBe(code);
      }
      for (const payload of [{}, { email: 'not-an-address', humanCheck: await solveHumanCheck(ctx.app) }]) {
        const refused = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload });
        expect(refused.statusCode).toBe(400);
        expect(errorCode(refused)).toBe('VALIDATION_FAILED');
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      // The link still works after all that.
      const done = await confirmReset(ctx.app, {
        token,
        password: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
    },
  );

  it.runIf(available)('needs a human-check proof, and spends it, before anything else', async () => {
    const owner = await registerUser(ctx.app, 'resetbot');
    const before = await snapshotDatabase(ctx.database);
    const without = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: owner.email },
    });
    expect(without.statusCode).toBe(400);
    expect(errorCode(without)).toBe('HUMAN_CHECK_TOKEN_MISSING');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: owner.email, humanCheck: 'not-a-proof' },
    });
    expect(forged.statusCode).toBe(400);
    expect(errorCode(forged)).toMatch(/^HUMAN_CHECK_/);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);

    const proof = await solveHumanCheck(ctx.app);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: owner.email, humanCheck: proof },
    });
    expect(first.statusCode).toBe(202);
    const replayed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: owner.email, humanCheck: proof },
    });
    expect(replayed.statusCode).toBe(400);
    expect(errorCode(replayed)).toMatch(/^HUMAN_CHECK_/);
    expect(await mailsTo(owner.email)).toHaveLength(2);
  });

  it.runIf(available)('mails an address at most a few times an hour, answering alike beyond', async () => {
    const owner = await registerUser(ctx.app, 'resetspam');
    const stranger = uniqueUser('resetspamx');
    for (const email of [owner.email, stranger.email]) {
      const answers = [];
      for (let i = 0; i < PASSWORD_RESET_MAILS_PER_HOUR + 2; i += 1)
        answers.push(await askForReset(ctx.app, email));
      for (const answer of answers)
        expect(visible(answer)).toEqual(visible(answers[0] as LightMyRequestResponse));
    }
    // The registration mail plus the limit of reset mails; the stranger only the limit.
    expect(await mailsTo(owner.email)).toHaveLength(1 + PASSWORD_RESET_MAILS_PER_HOUR);
    expect(await mailsTo(stranger.email)).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
  });

  it.runIf(available)('shows support staff the outbox without the reset link, admins with it', async () => {
    const { support, admin } = await registerStaff(ctx.app, ctx.database);
    const owner = await registerUser(ctx.app, 'resetoutbox');
    await askForReset(ctx.app, owner.email);
    const token = await resetTokenFromMail(ctx.app, owner.email);
    const read = async (staff: { token: string }) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/outbox?to=${encodeURIComponent(owner.email)}`,
        headers: bearer(staff.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json().mails[0] as { kind: string; text: string; html: string };
    };
    const asSupport = await read(support);
    expect(asSupport.kind).toBe('password-reset');
    expect(`${asSupport.text}${asSupport.html}`).not.toContain(token);
    expect(asSupport.text).toContain('/login/reset/#token=[hidden]');
    const asAdmin = await read(admin);
    expect(asAdmin.text).toContain(`/login/reset/#token=${token}`);
  });

  it.runIf(available)('takes comparable work for an address with an account and one without', async () => {
    const owners = await Promise.all([
      registerUser(ctx.app, 'resettime1'),
      registerUser(ctx.app, 'resettime2'),
    ]);
    const durations: Record<'account' | 'none', number[]> = { account: [], none: [] };
    for (let round = 0; round < 6; round += 1) {
      for (const kind of ['account', 'none'] as const) {
        const email =
          kind === 'account' ? (owners[round % 2]?.email as string) : uniqueUser('resettimex').email;
        const humanCheck = await solveHumanCheck(ctx.app);
        const started = process.cpuUsage();
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/password-reset',
          payload: { email, humanCheck },
        });
        const used = process.cpuUsage(started);
        durations[kind].push(used.user + used.system);
        expect(response.statusCode).toBe(202);
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    // Both queue one mail; the account's path also writes the token row. A loose bound.
    const ratio = median(durations.account) / median(durations.none);
    expect(ratio, JSON.stringify(durations)).toBeGreaterThan(1 / 3);
    expect(ratio, JSON.stringify(durations)).toBeLessThan(3);
  });
});

describe('password reset mail over SMTP', () => {
  const mailing = smtpTestSetup();

  it('delivers the link in the reader language, and the link sets the password', async () => {
    const owner = await registerUser(mailing.app, 'smtpreset');
    const before = mailing.smtp.received.length;
    expect((await askForReset(mailing.app, owner.email, { locale: 'de' })).statusCode).toBe(202);
    // Through the outbox and a real SMTP session: more than vi.waitFor's default second on a loaded machine.
    await vi.waitFor(() => expect(mailing.smtp.received.length).toBe(before + 1), {
      timeout: 10_000,
      interval: 25,
    });
    const mail = mailing.smtp.received.at(-1);
    expect(mail?.to).toEqual([owner.email]);
    // Headers with non-ASCII text are encoded; the body is quoted-printable: unfold both.
    const unfolded = (mail?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toMatch(/Subject: =\?UTF-8\?/i);
    expect(unfolded).toContain('Passwort');
    const token = /http:\/\/lootmarket\.test\/login\/reset\/#token=([A-Za-z0-9_-]+)/.exec(unfolded)?.[1];
    expect(token).toBeDefined();

    const done = await confirmReset(mailing.app, {
      token,
      password: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await mailing.app.inject({ method: 'GET', url: '/api/v1/client', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(401);
    expect((await login(mailing.app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
