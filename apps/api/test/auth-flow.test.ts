import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/auth/auth.schema';
import { hashToken } from '../src/auth/tokens';
import {
  bearer,
  clientStatus,
  createTestContext,
  errorCode,
  login,
  registerUser,
  registrationCookie,
  registrationTokenFromMail,
  snapshotDatabase,
  solveHumanCheck,
  TEST_PASSWORD,
  type TestContext,
  uniqueUser,
} from './support/app';
import { databaseKinds } from './support/databases';

const kinds = await databaseKinds();

describe.each(kinds)('accounts and sessions on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (available) ctx = await createTestContext(name);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function outboxFor(email: string) {
    const [admin] = await Promise.all([registerUser(ctx.app, 'outboxadmin')]);
    await ctx.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.userId));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/outbox?to=${encodeURIComponent(email)}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().mails as Array<{ to: string; subject: string; text: string; kind: string }>;
  }

  it.runIf(available)(
    'registers, verifies the email from the outbox, signs in, enables TOTP, signs out and in with TOTP',
    async () => {
      const { app } = ctx;
      const who = uniqueUser('flow');

      // Register: the answer says only that a mail went out; no session, no account yet
      const requested = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          ...who,
          password: TEST_PASSWORD,
          repeatPassword: TEST_PASSWORD,
          humanCheck: await solveHumanCheck(app),
        },
      });
      expect(requested.statusCode).toBe(202);
      expect(requested.json()).toEqual({ status: 'confirmationMailSent' });
      expect(String(requested.headers['set-cookie'])).toMatch(
        /lootmarket_registration=.*Path=\/api\/v1\/auth\/register.*HttpOnly.*SameSite=Strict/i,
      );
      expect(String(requested.headers['set-cookie'])).not.toContain('lootmarket_session');
      expect(await ctx.database.db.select().from(users).where(eq(users.email, who.email))).toHaveLength(0);

      // The link in the mail (from the outbox) points at the web page, token in the fragment
      const mails = await outboxFor(who.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.kind).toBe('registration-confirm');
      expect(mails[0]?.text).toMatch(/http:\/\/lootmarket\.test\/register\/confirm\/#token=[A-Za-z0-9_-]+/);
      const linkToken = await registrationTokenFromMail(app, who.email);

      // The page confirms with the token from the same browser: account made, e-mail verified, signed in
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/confirm',
        payload: { token: linkToken },
        cookies: { lootmarket_registration: registrationCookie(requested) },
      });
      expect(confirmed.statusCode).toBe(201);
      expect(confirmed.json()).toMatchObject({
        status: 'authenticated',
        messageId: 'success.accountCreatedLoggingIn',
        user: { username: who.name, email: who.email, emailVerified: true, roles: ['user'] },
      });
      expect(confirmed.headers['set-cookie']).toEqual(
        expect.arrayContaining([expect.stringMatching(/lootmarket_session=.*HttpOnly.*SameSite=Lax/i)]),
      );
      expect(await clientStatus(app, confirmed.json().token)).toBe(200);
      // A link works once.
      const again = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/confirm',
        payload: { token: linkToken },
        cookies: { lootmarket_registration: registrationCookie(requested) },
      });
      expect(again.statusCode).toBe(400);
      expect(errorCode(again)).toBe('REGISTRATION_LINK_INVALID');

      // Log in
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          email: who.email.toUpperCase(),
          password: TEST_PASSWORD,
          humanCheck: await solveHumanCheck(app),
        },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().status).toBe('authenticated');
      const token: string = signedIn.json().token;
      const cookie = /lootmarket_session=([^;]+)/.exec(String(signedIn.headers['set-cookie']))?.[1];
      expect(cookie).toBe(token);

      // readToken on the same origin, from the cookie
      const read = await app.inject({
        method: 'GET',
        url: '/api/auth/readToken',
        cookies: { lootmarket_session: token },
      });
      expect(read.json()).toEqual({ token });
      expect((await app.inject({ method: 'GET', url: '/api/auth/readToken' })).json()).toEqual({
        token: null,
      });
      const crossSite = await app.inject({
        method: 'GET',
        url: '/api/auth/readToken',
        cookies: { lootmarket_session: token },
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.json()).toEqual({ token: null });

      // /api/v1/client with either header
      for (const headers of [bearer(token), { 'x-auth-token': `Bearer ${token}` }]) {
        const client = await app.inject({ method: 'GET', url: '/api/v1/client', headers });
        expect(client.statusCode).toBe(200);
        expect(client.json()).toMatchObject({
          username: who.name,
          email: who.email,
          emailVerified: true,
          roles: ['user'],
          twoFactorEnabled: false,
        });
        expect(client.json().memberSince).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }

      // Enable TOTP
      const setup = await app.inject({
        method: 'POST',
        url: '/api/v1/account/two-factor/setup',
        headers: bearer(token),
        payload: { currentPassword: TEST_PASSWORD },
      });
      expect(setup.statusCode).toBe(200);
      const { secret, qrCodeDataUrl, otpauthUrl } = setup.json();
      expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      expect(otpauthUrl).toContain('otpauth://totp/');
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/v1/account/two-factor/confirm',
        headers: bearer(token),
        payload: { code: await generate({ secret }), currentPassword: TEST_PASSWORD },
      });
      expect(confirm.statusCode).toBe(200);
      const recoveryCodes: string[] = confirm.json().recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      const afterEnable = await app.inject({ method: 'GET', url: '/api/v1/client', headers: bearer(token) });
      expect(afterEnable.json().twoFactorEnabled).toBe(true);

      // Log out: the token stops working and the cookie is cleared
      const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(204);
      expect(String(logout.headers['set-cookie'])).toMatch(/lootmarket_session=;/);
      const revoked = await app.inject({ method: 'GET', url: '/api/v1/client', headers: bearer(token) });
      expect(revoked.statusCode).toBe(401);
      expect(errorCode(revoked)).toBe('UNAUTHENTICATED');

      // Log in with TOTP: password first, then a fresh code (the confirming step is spent)
      const first = await login(app, who.email, TEST_PASSWORD);
      expect(first.json().status).toBe('twoFactorRequired');
      expect(first.headers['set-cookie']).toBeUndefined();
      const second = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/two-factor',
        payload: {
          challengeToken: first.json().challengeToken,
          code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
        },
      });
      expect(second.statusCode).toBe(200);
      const client = await app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: bearer(second.json().token),
      });
      expect(client.json()).toMatchObject({ email: who.email, twoFactorEnabled: true });

      // A recovery code also works, once
      const third = await login(app, who.email, TEST_PASSWORD);
      const withRecovery = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/two-factor',
        payload: { challengeToken: third.json().challengeToken, code: recoveryCodes[0] },
      });
      expect(withRecovery.statusCode).toBe(200);
    },
  );

  it.runIf(available)('answers 400 with per-field errors for bad payloads and changes nothing', async () => {
    const before = await snapshotDatabase(ctx.database);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { name: 'x', email: 'not-an-email', password: 'short', repeatPassword: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid data – please check the form.',
      fields: { name: 'tooShort', email: 'invalidEmail', password: 'tooShort', repeatPassword: 'required' },
    });

    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: {} });
    expect(missing.json().error.fields).toMatchObject({
      name: 'required',
      email: 'required',
      password: 'required',
    });

    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        ...uniqueUser('mm'),
        password: TEST_PASSWORD,
        repeatPassword: `${TEST_PASSWORD}!`,
        humanCheck: await solveHumanCheck(ctx.app),
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toMatchObject({
      code: 'PASSWORDS_DO_NOT_MATCH',
      message: 'Passwords do not match.',
      fields: { repeatPassword: 'passwordsDoNotMatch' },
    });

    const noHumanCheck = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...uniqueUser('nh'), password: TEST_PASSWORD, repeatPassword: TEST_PASSWORD },
    });
    expect(noHumanCheck.statusCode).toBe(400);
    expect(errorCode(noHumanCheck)).toBe('HUMAN_CHECK_TOKEN_MISSING');

    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        ...uniqueUser('fg'),
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
        humanCheck: Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: {} })).toString(
          'base64',
        ),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(errorCode(forged)).toBe('HUMAN_CHECK_FAILED');

    const malformedJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformedJson.statusCode).toBe(400);
    expect(errorCode(malformedJson)).toBe('VALIDATION_FAILED');
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.c</email>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(errorCode(wrongType)).toBe('VALIDATION_FAILED');

    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)('accepts a human-check proof only once', async () => {
    const proof = await solveHumanCheck(ctx.app);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        ...uniqueUser('once'),
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
        humanCheck: proof,
      },
    });
    expect(first.statusCode).toBe(202);
    const before = await snapshotDatabase(ctx.database);
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        ...uniqueUser('twice'),
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
        humanCheck: proof,
      },
    });
    expect(replay.statusCode).toBe(400);
    expect(errorCode(replay)).toBe('HUMAN_CHECK_FAILED');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    'spends a proof on a failed sign-in: the same proof cannot try again, not even with the right password',
    async () => {
      const user = await registerUser(ctx.app, 'spent');
      const signIn = (email: string, password: string, humanCheck: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email, password, humanCheck },
        });
      const sessionsBefore = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user.userId));

      const proof = await solveHumanCheck(ctx.app);
      const wrong = await signIn(user.email, 'not the password', proof);
      expect(wrong.statusCode).toBe(401);
      expect(errorCode(wrong)).toBe('INVALID_CREDENTIALS');
      const replay = await signIn(user.email, TEST_PASSWORD, proof);
      expect(replay.statusCode).toBe(400);
      expect(errorCode(replay)).toBe('HUMAN_CHECK_FAILED');

      // An unknown e-mail spends its proof too.
      const other = await solveHumanCheck(ctx.app);
      expect(errorCode(await signIn('nobody.here@example.com', TEST_PASSWORD, other))).toBe(
        'INVALID_CREDENTIALS',
      );
      expect(errorCode(await signIn(user.email, TEST_PASSWORD, other))).toBe('HUMAN_CHECK_FAILED');

      expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual(
        sessionsBefore,
      );
      // A fresh proof signs in.
      expect((await login(ctx.app, user.email)).statusCode).toBe(200);
    },
  );

  it.runIf(available)('spends a proof on a refused sign-up: it cannot serve a second one', async () => {
    const taken = await registerUser(ctx.app, 'takenname');
    const proof = await solveHumanCheck(ctx.app);
    const who = uniqueUser('retry');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        ...who,
        name: taken.username,
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
        humanCheck: proof,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('USERNAME_TAKEN');
    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...who, password: TEST_PASSWORD, repeatPassword: `${TEST_PASSWORD}!`, humanCheck: proof },
    });
    expect(errorCode(mismatch)).toBe('HUMAN_CHECK_FAILED');
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...who, password: TEST_PASSWORD, repeatPassword: TEST_PASSWORD, humanCheck: proof },
    });
    expect(replay.statusCode).toBe(400);
    expect(errorCode(replay)).toBe('HUMAN_CHECK_FAILED');
  });

  it.runIf(available)(
    'answers 401 for missing, tampered, expired and revoked tokens and changes nothing',
    async () => {
      const user = await registerUser(ctx.app, 'tok');
      const tampered = `${user.token.slice(0, -2)}${user.token.endsWith('AA') ? 'BB' : 'AA'}`;
      const expiredUser = await registerUser(ctx.app, 'exp');
      await ctx.database.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(sessions.tokenHash, hashToken(expiredUser.token)));
      const revokedUser = await registerUser(ctx.app, 'rev');
      await ctx.database.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.tokenHash, hashToken(revokedUser.token)));

      const before = await snapshotDatabase(ctx.database);
      const attempts: Array<Record<string, string>> = [
        {},
        bearer(tampered),
        bearer(expiredUser.token),
        bearer(revokedUser.token),
        { authorization: user.token },
        { authorization: `Basic ${user.token}` },
        { 'x-auth-token': tampered },
      ];
      for (const headers of attempts) {
        const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/client', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Token not found – please login.',
        });
      }
      // The cookie alone authenticates nothing outside readToken (cross-site forms change nothing).
      const cookieOnly = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        cookies: { lootmarket_session: user.token },
      });
      expect(cookieOnly.statusCode).toBe(401);
      const cookieRead = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/readToken',
        cookies: { lootmarket_session: expiredUser.token },
      });
      expect(cookieRead.json()).toEqual({ token: null });
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const stillGood = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: bearer(user.token),
      });
      expect(stillGood.statusCode).toBe(200);
    },
  );

  it.runIf(available)(
    'answers 401 for a wrong password or a wrong TOTP code and changes nothing but the counts',
    async () => {
      const user = await registerUser(ctx.app, 'wrong');
      const setup = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/two-factor/setup',
        headers: bearer(user.token),
        payload: { currentPassword: TEST_PASSWORD },
      });
      const { secret } = setup.json();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/two-factor/confirm',
        headers: bearer(user.token),
        payload: { code: await generate({ secret }), currentPassword: TEST_PASSWORD },
      });
      const first = await login(ctx.app, user.email, TEST_PASSWORD);
      const { challengeToken } = first.json();

      // A wrong code is counted (the challenge's attempts, the account's failures), nothing else.
      const counted = { login_challenges: ['attempts'], account_attempt_limits: '*' } as const;
      const before = await snapshotDatabase(ctx.database, counted);
      const goodCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const wrongCode = String((Number(goodCode) + 1) % 1_000_000).padStart(6, '0');
      const wrongTotp = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/two-factor',
        payload: { challengeToken, code: wrongCode },
      });
      expect(wrongTotp.statusCode).toBe(401);
      expect(errorCode(wrongTotp)).toBe('TWO_FACTOR_CODE_INVALID');
      const wrongChallenge = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/two-factor',
        payload: { challengeToken: `${challengeToken}x`, code: goodCode },
      });
      expect(wrongChallenge.statusCode).toBe(401);
      const wrongPassword = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          email: user.email,
          password: 'not the password',
          humanCheck: await solveHumanCheck(ctx.app),
        },
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(errorCode(wrongPassword)).toBe('INVALID_CREDENTIALS');
      const unknownEmail = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          email: 'nobody@example.com',
          password: TEST_PASSWORD,
          humanCheck: await solveHumanCheck(ctx.app),
        },
      });
      expect(unknownEmail.statusCode).toBe(401);
      expect(errorCode(unknownEmail)).toBe('INVALID_CREDENTIALS');
      expect(await snapshotDatabase(ctx.database, counted)).toEqual(before);

      // The right code still works afterwards.
      const right = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/two-factor',
        payload: { challengeToken, code: goodCode },
      });
      expect(right.statusCode).toBe(200);
    },
  );
});
