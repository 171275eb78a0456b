import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/auth/auth.schema';
import {
  bearer,
  clientStatus,
  createTestContext,
  errorCode,
  login,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  solveHumanCheck,
  TEST_PASSWORD,
  type TestContext,
} from './support/app';
import { databaseKinds } from './support/databases';

const kinds = await databaseKinds();

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

/** Every route that needs a signed-in user, with a payload that passes validation. */
const USER_ROUTES: RouteCase[] = [
  { method: 'GET', url: '/api/v1/client' },
  { method: 'POST', url: '/api/v1/auth/logout' },
  { method: 'PATCH', url: '/api/v1/account/username', payload: { username: 'guest_attempt' } },
  { method: 'PATCH', url: '/api/v1/account/country', payload: { country: 'PL' } },
  {
    method: 'POST',
    url: '/api/v1/account/password',
    payload: {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another password',
      repeatPassword: 'another password',
    },
  },
  { method: 'POST', url: '/api/v1/account/verification-email' },
  { method: 'GET', url: '/api/v1/account/phone/verification' },
  { method: 'POST', url: '/api/v1/account/phone/verification', payload: { phone: '+48 600 700 800' } },
  { method: 'POST', url: '/api/v1/account/two-factor/setup', payload: { currentPassword: TEST_PASSWORD } },
  {
    method: 'POST',
    url: '/api/v1/account/two-factor/confirm',
    payload: { code: '123456', currentPassword: TEST_PASSWORD },
  },
  {
    method: 'POST',
    url: '/api/v1/account/two-factor/disable',
    payload: { code: '123456', currentPassword: TEST_PASSWORD },
  },
  { method: 'GET', url: '/api/v1/account/sessions' },
  { method: 'DELETE', url: `/api/v1/account/sessions/${crypto.randomUUID()}` },
  { method: 'POST', url: '/api/v1/account/sessions/sign-out-others' },
];

describe.each(kinds)('my account and authorization on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let admin: RegisteredUser;
  let support: RegisteredUser;

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
    owner = await registerUser(ctx.app, 'owner');
    other = await registerUser(ctx.app, 'other');
    admin = await registerUser(ctx.app, 'admin');
    support = await registerUser(ctx.app, 'support');
    await ctx.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.userId));
    await ctx.database.db
      .update(users)
      .set({ roles: ['user', 'support'] })
      .where(eq(users.id, support.userId));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(available)('refuses every account route to a guest and changes nothing', async () => {
    const before = await snapshotDatabase(ctx.database);
    for (const route of USER_ROUTES) {
      const response = await ctx.app.inject({ method: route.method, url: route.url, payload: route.payload });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)('lets only admin and support read the mail outbox', async () => {
    const url = '/api/v1/admin/outbox';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const asOwner = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(asOwner.statusCode).toBe(403);
    expect(errorCode(asOwner)).toBe('FORBIDDEN');
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `${url}?to=${owner.email}`,
      headers: bearer(admin.token),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().mails.map((m: { to: string }) => m.to)).toEqual([owner.email]);
    const asSupport = await ctx.app.inject({ method: 'GET', url, headers: bearer(support.token) });
    expect(asSupport.statusCode).toBe(200);
    expect(asSupport.json().mails.length).toBeGreaterThanOrEqual(4);
  });

  it.runIf(available)('changes only the caller’s username, and refuses a taken one', async () => {
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/username',
      headers: bearer(owner.token),
      payload: { username: `${owner.username}_new` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user.username).toBe(`${owner.username}_new`);
    owner.username = `${owner.username}_new`;
    const otherClient = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/client',
      headers: bearer(other.token),
    });
    expect(otherClient.json().username).toBe(other.username);

    const before = await snapshotDatabase(ctx.database);
    const taken = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/username',
      headers: bearer(owner.token),
      payload: { username: other.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorCode(taken)).toBe('USERNAME_TAKEN');
    const invalid = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/account/username',
      headers: bearer(owner.token),
      payload: { username: 'has spaces!' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ username: 'invalidFormat' });
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    'sets, changes and clears only the caller’s country, and refuses a code that is not ISO 3166-1 alpha-2',
    async () => {
      const setTo = (country: unknown) =>
        ctx.app.inject({
          method: 'PATCH',
          url: '/api/v1/account/country',
          headers: bearer(owner.token),
          payload: { country },
        });
      const set = await setTo('PL');
      expect(set.statusCode).toBe(200);
      expect(set.json().user.country).toBe('PL');
      const client = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: bearer(owner.token),
      });
      expect(client.json().country).toBe('PL');
      const otherClient = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: bearer(other.token),
      });
      expect(otherClient.json().country).toBeNull();
      expect((await setTo('BR')).json().user.country).toBe('BR');

      const before = await snapshotDatabase(ctx.database);
      // Lower case, a reserved code (UK), an alpha-3 code, a name, a number, a missing field: refused alike.
      for (const country of ['pl', 'UK', 'POL', 'Poland', 48, undefined]) {
        const refused = await setTo(country);
        expect(refused.statusCode, String(country)).toBe(400);
        expect(errorCode(refused), String(country)).toBe('VALIDATION_FAILED');
        expect(refused.json().error.fields, String(country)).toEqual({ country: expect.any(String) });
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const cleared = await setTo(null);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().user.country).toBeNull();
    },
  );

  it.runIf(available)(
    'changes the password with the current one and signs out the other sessions',
    async () => {
      const user = await registerUser(ctx.app, 'pw');
      const second = await login(ctx.app, user.email, TEST_PASSWORD);
      const secondToken: string = second.json().token;

      // A wrong current password is counted per account (attempt limits), nothing else changes.
      const counted = { account_attempt_limits: '*' } as const;
      const before = await snapshotDatabase(ctx.database, counted);
      const wrongCurrent = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/password',
        headers: bearer(user.token),
        payload: {
          currentPassword: 'not it at all',
          newPassword: 'brand new secret',
          repeatPassword: 'brand new secret',
        },
      });
      expect(wrongCurrent.statusCode).toBe(400);
      expect(errorCode(wrongCurrent)).toBe('CURRENT_PASSWORD_WRONG');
      const mismatch = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/password',
        headers: bearer(user.token),
        payload: {
          currentPassword: TEST_PASSWORD,
          newPassword: 'brand new secret',
          repeatPassword: 'brand new secreT',
        },
      });
      expect(errorCode(mismatch)).toBe('PASSWORDS_DO_NOT_MATCH');
      expect(await snapshotDatabase(ctx.database, counted)).toEqual(before);

      const changed = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/password',
        headers: bearer(user.token),
        payload: {
          currentPassword: TEST_PASSWORD,
          newPassword: 'brand new secret',
          repeatPassword: 'brand new secret',
        },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ revokedSessions: 1 });
      expect(await clientStatus(ctx.app, secondToken)).toBe(401);
      expect(await clientStatus(ctx.app, user.token)).toBe(200);
      const oldPassword = await login(ctx.app, user.email, TEST_PASSWORD);
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          email: user.email,
          password: 'brand new secret',
          humanCheck: await solveHumanCheck(ctx.app),
        },
      });
      expect(newPassword.statusCode).toBe(200);
    },
  );

  it.runIf(available)('resends the verification mail until the email is verified', async () => {
    const user = await registerUser(ctx.app, 'resend');
    // Sign-up confirms the e-mail now; accounts made before that (or by an e-mail change) may not have.
    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.userId));
    const resent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/verification-email',
      headers: bearer(user.token),
    });
    expect(resent.statusCode).toBe(202);
    const outbox = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/outbox?to=${user.email}`,
      headers: bearer(admin.token),
    });
    const mails: Array<{ text: string }> = outbox.json().mails;
    expect(mails).toHaveLength(2);
    // The newest link verifies through the JSON route too.
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1];
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token },
    });
    expect(verified.json()).toEqual({ emailVerified: true });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/verification-email',
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it.runIf(available)('answers phone verification with "temporarily unavailable"', async () => {
    const before = await snapshotDatabase(ctx.database);
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/phone/verification',
      headers: bearer(other.token),
      payload: { phone: '+48 600 700 800' },
    });
    expect(start.statusCode).toBe(503);
    expect(start.json().error).toEqual({
      code: 'PHONE_VERIFICATION_UNAVAILABLE',
      message: 'Phone verification is temporarily unavailable.',
    });
    const state = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/account/phone/verification',
      headers: bearer(other.token),
    });
    expect(state.json()).toEqual({ state: 'temporarilyUnavailable' });
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)('turns two-factor sign-in on and off only for its owner', async () => {
    const user = await registerUser(ctx.app, 'tfa');
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/setup',
      headers: bearer(user.token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    const { secret } = setup.json();

    // Another user's code does not confirm this user's setup, and a wrong code changes nothing.
    const before = await snapshotDatabase(ctx.database);
    const rightCode = await generate({ secret });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/confirm',
      headers: bearer(user.token),
      payload: { code: rightCode === '000000' ? '111111' : '000000', currentPassword: TEST_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorCode(wrong)).toBe('VERIFICATION_FAILED');
    const otherConfirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/confirm',
      headers: bearer(other.token),
      payload: { code: await generate({ secret }), currentPassword: TEST_PASSWORD },
    });
    expect(otherConfirm.statusCode).toBe(409);
    expect(errorCode(otherConfirm)).toBe('TWO_FACTOR_NOT_ENABLED');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);

    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/confirm',
      headers: bearer(user.token),
      payload: { code: await generate({ secret }), currentPassword: TEST_PASSWORD },
    });
    expect(confirm.statusCode).toBe(200);
    const setupAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/setup',
      headers: bearer(user.token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(errorCode(setupAgain)).toBe('TWO_FACTOR_ALREADY_ENABLED');

    const disable = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/disable',
      headers: bearer(user.token),
      payload: { code: confirm.json().recoveryCodes[3], currentPassword: TEST_PASSWORD },
    });
    expect(disable.statusCode).toBe(204);
    const client = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/client',
      headers: bearer(user.token),
    });
    expect(client.json().twoFactorEnabled).toBe(false);
    const signedIn = await login(ctx.app, user.email, TEST_PASSWORD);
    expect(signedIn.json().status).toBe('authenticated');
  });

  it.runIf(available)('signs out only the session that logs out', async () => {
    const user = await registerUser(ctx.app, 'multi');
    const other = await login(ctx.app, user.email, TEST_PASSWORD);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(user.token) });
    expect(await clientStatus(ctx.app, user.token)).toBe(401);
    const stillIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/client',
      headers: bearer(other.json().token),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it.runIf(available)('refuses a banned user’s sessions and sign-in', async () => {
    const user = await registerUser(ctx.app, 'banned');
    await ctx.database.db.update(users).set({ banned: true }).where(eq(users.id, user.userId));
    expect(await clientStatus(ctx.app, user.token)).toBe(401);
    const signedIn = await login(ctx.app, user.email, TEST_PASSWORD);
    expect(signedIn.statusCode).toBe(403);
    expect(errorCode(signedIn)).toBe('ACCOUNT_BANNED');
  });
});
