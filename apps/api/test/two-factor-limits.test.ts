import { RECOVERY_CODE_COUNT } from '@lootmarket/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConfirmationCodes } from '../src/account/account.schema';
import { FIRST_LOCK_SECONDS, FREE_FAILURES } from '../src/auth/attempt-limits';
import {
  accountAttemptLimits,
  loginChallenges,
  sessions,
  totpCredentials,
  users,
} from '../src/auth/auth.schema';
import { createSession } from '../src/auth/sessions.service';
import { LOGIN_CHALLENGE_MAX_ATTEMPTS } from '../src/auth/two-factor.service';
import { mailOutbox } from '../src/mail/mail.schema';
import {
  bearer,
  clientStatus,
  createTestContext,
  errorCode,
  login,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  TEST_PASSWORD,
  type TestContext,
} from './support/app';
import { databaseKinds } from './support/databases';

const kinds = await databaseKinds();

/**
 * Attempt limits on the second factor (no guessing codes) and proof before two-factor changes; without
 * a password, the mailbox proves the owner before two-factor sign-in is turned on).
 */
describe.each(kinds)('two-factor attempt limits and proof on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let address = 0;
  /** Each request from another address: the limits must hold whatever the address. */
  const nextAddress = () => {
    address += 1;
    return `10.${Math.floor(address / 250) % 250}.${address % 250}.7`;
  };

  beforeAll(async () => {
    if (!available) return;
    ctx = await createTestContext(name);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const db = () => ctx.database.db;

  async function enableTwoFactor(app: FastifyInstance, user: RegisteredUser) {
    const setup = await app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/setup',
      headers: bearer(user.token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/confirm',
      headers: bearer(user.token),
      payload: { code: await generate({ secret }), currentPassword: TEST_PASSWORD },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
  }

  async function challengeFor(user: RegisteredUser): Promise<string> {
    const first = await login(ctx.app, user.email);
    expect(first.json().status).toBe('twoFactorRequired');
    return first.json().challengeToken;
  }

  const signInCode = (challengeToken: string, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/two-factor',
      remoteAddress: nextAddress(),
      payload: { challengeToken, code },
    });

  /** A code the authenticator does not show now (nor a step either side). */
  async function wrongTotp(secret: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const near = new Set(
      await Promise.all([-30, 0, 30, 60].map((d) => generate({ secret, epoch: now + d }))),
    );
    for (let n = 0; ; n++) {
      const code = String((123_456 + n * 7919) % 1_000_000).padStart(6, '0');
      if (!near.has(code)) return code;
    }
  }

  const failures = async (userId: string, scope: 'secondFactor' | 'password' | 'confirmationCode') =>
    (
      await db()
        .select()
        .from(accountAttemptLimits)
        .where(and(eq(accountAttemptLimits.userId, userId), eq(accountAttemptLimits.scope, scope)))
    )[0] ?? null;

  /** The lock has run out: as if its time had passed. */
  const endLock = (userId: string, scope: 'secondFactor' | 'password') =>
    db()
      .update(accountAttemptLimits)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(accountAttemptLimits.userId, userId), eq(accountAttemptLimits.scope, scope)));

  it.runIf(available)(
    'a challenge takes five codes: after five wrong ones the right code is refused, changing nothing',
    async () => {
      const user = await registerUser(ctx.app, 'chal');
      const { secret, recoveryCodes } = await enableTwoFactor(ctx.app, user);
      const challengeToken = await challengeFor(user);
      const wrong = await wrongTotp(secret);
      for (let i = 0; i < LOGIN_CHALLENGE_MAX_ATTEMPTS; i++) {
        // Recovery codes count the same as authenticator codes.
        const refused = await signInCode(challengeToken, i % 2 === 0 ? wrong : 'aaaaa-bbbbb');
        expect(refused.statusCode).toBe(401);
        expect(refused.json().error).toMatchObject({
          code: 'TWO_FACTOR_CODE_INVALID',
          fields: { code: 'invalid' },
        });
      }

      const before = await snapshotDatabase(ctx.database);
      for (const code of [
        recoveryCodes[0] as string,
        await generate({ secret, epoch: Date.now() / 1000 + 30 }),
      ]) {
        const spent = await signInCode(challengeToken, code);
        expect(spent.statusCode).toBe(401);
        expect(errorCode(spent)).toBe('TWO_FACTOR_ATTEMPTS_EXHAUSTED');
        expect(spent.json().error.message).toBe(
          'Too many wrong codes for this sign-in. Please sign in again.',
        );
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      // The wrong ones were counted for the account too.
      expect((await failures(user.userId, 'secondFactor'))?.failures).toBe(LOGIN_CHALLENGE_MAX_ATTEMPTS);

      // Signing in again gives a new challenge; the right code there works and clears the count.
      const again = await signInCode(await challengeFor(user), recoveryCodes[0] as string);
      expect(again.statusCode, again.body).toBe(200);
      expect(await failures(user.userId, 'secondFactor')).toBeNull();
    },
  );

  it.runIf(available)(
    'wrong codes across challenges and addresses lock the account with a growing back-off',
    async () => {
      const user = await registerUser(ctx.app, 'lock');
      const { secret, recoveryCodes } = await enableTwoFactor(ctx.app, user);
      const wrong = await wrongTotp(secret);
      const free = FREE_FAILURES.secondFactor;
      // Two challenges' worth of wrong codes, each from another address: all merely wrong.
      let challenge = '';
      for (let i = 0; i < free; i++) {
        if (i % LOGIN_CHALLENGE_MAX_ATTEMPTS === 0) challenge = await challengeFor(user);
        const refused = await signInCode(challenge, i % 3 === 0 ? 'zzzzz-zzzzz' : wrong);
        expect(errorCode(refused)).toBe('TWO_FACTOR_CODE_INVALID');
      }
      // One more on a fresh challenge locks the account for the first lock time.
      challenge = await challengeFor(user);
      const locking = await signInCode(challenge, wrong);
      expect(locking.statusCode).toBe(429);
      expect(errorCode(locking)).toBe('TOO_MANY_FAILED_ATTEMPTS');
      expect(Number(locking.headers['retry-after'])).toBe(FIRST_LOCK_SECONDS);

      // Locked: the right code is refused unchecked, on this or a new challenge; nothing changes
      // (the challenge keeps its attempts, the recovery code stays unused).
      const fresh = await challengeFor(user);
      const before = await snapshotDatabase(ctx.database);
      for (const token of [challenge, fresh]) {
        const refused = await signInCode(token, recoveryCodes[1] as string);
        expect(refused.statusCode).toBe(429);
        expect(errorCode(refused)).toBe('TOO_MANY_FAILED_ATTEMPTS');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(FIRST_LOCK_SECONDS);
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      // Turning two-factor off from a signed-in session is locked by the same count.
      const disable = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/two-factor/disable',
        headers: bearer(user.token),
        payload: { code: recoveryCodes[1], currentPassword: TEST_PASSWORD },
      });
      expect(errorCode(disable)).toBe('TOO_MANY_FAILED_ATTEMPTS');

      // Once the lock has run out, the next wrong code locks it again for twice as long.
      await endLock(user.userId, 'secondFactor');
      const doubled = await signInCode(await challengeFor(user), wrong);
      expect(errorCode(doubled)).toBe('TOO_MANY_FAILED_ATTEMPTS');
      expect(Number(doubled.headers['retry-after'])).toBe(2 * FIRST_LOCK_SECONDS);
      await endLock(user.userId, 'secondFactor');
      const quadrupled = await signInCode(await challengeFor(user), 'qqqqq-qqqqq');
      expect(Number(quadrupled.headers['retry-after'])).toBe(4 * FIRST_LOCK_SECONDS);

      // After the lock, a right code signs in and forgets the failures: the next wrong code is just wrong.
      await endLock(user.userId, 'secondFactor');
      const right = await signInCode(await challengeFor(user), recoveryCodes[1] as string);
      expect(right.statusCode, right.body).toBe(200);
      expect(await failures(user.userId, 'secondFactor')).toBeNull();
      const afterReset = await signInCode(await challengeFor(user), wrong);
      expect(errorCode(afterReset)).toBe('TWO_FACTOR_CODE_INVALID');
      expect((await failures(user.userId, 'secondFactor'))?.failures).toBe(1);
    },
  );

  it.runIf(available)(
    'setting up, confirming and turning off two-factor sign-in need the current password',
    async () => {
      const user = await registerUser(ctx.app, 'proof');
      const post = (url: string, payload: Record<string, unknown>) =>
        ctx.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
      const counted = { account_attempt_limits: '*' } as const;

      // Without a password, or with a wrong one: refused, nothing but the failure count written.
      let before = await snapshotDatabase(ctx.database, counted);
      const missing = await post('/api/v1/account/two-factor/setup', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { currentPassword: 'required' },
      });
      const wrongSetup = await post('/api/v1/account/two-factor/setup', {
        currentPassword: 'not my password',
      });
      expect(wrongSetup.statusCode).toBe(400);
      expect(wrongSetup.json().error).toMatchObject({
        code: 'CURRENT_PASSWORD_WRONG',
        fields: { currentPassword: 'invalid' },
      });
      expect(await snapshotDatabase(ctx.database, counted)).toEqual(before);
      expect((await failures(user.userId, 'password'))?.failures).toBe(1);

      const setup = await post('/api/v1/account/two-factor/setup', { currentPassword: TEST_PASSWORD });
      expect(setup.statusCode).toBe(200);
      // A right password clears the count.
      expect(await failures(user.userId, 'password')).toBeNull();
      const { secret } = setup.json();

      before = await snapshotDatabase(ctx.database, counted);
      const code = await generate({ secret });
      for (const payload of [{ code }, { code, currentPassword: 'not my password' }]) {
        const refused = await post('/api/v1/account/two-factor/confirm', payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.fields).toHaveProperty('currentPassword');
      }
      expect(await snapshotDatabase(ctx.database, counted)).toEqual(before);
      const confirm = await post('/api/v1/account/two-factor/confirm', {
        code,
        currentPassword: TEST_PASSWORD,
      });
      expect(confirm.statusCode).toBe(200);
      const recovery = confirm.json().recoveryCodes[0] as string;

      // A right code with a wrong or missing password turns nothing off and does not spend the code.
      before = await snapshotDatabase(ctx.database, counted);
      for (const payload of [{ code: recovery }, { code: recovery, currentPassword: 'not my password' }]) {
        const refused = await post('/api/v1/account/two-factor/disable', payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.fields).toHaveProperty('currentPassword');
      }
      expect(await snapshotDatabase(ctx.database, counted)).toEqual(before);
      const disable = await post('/api/v1/account/two-factor/disable', {
        code: recovery,
        currentPassword: TEST_PASSWORD,
      });
      expect(disable.statusCode).toBe(204);
      expect(
        await db().select().from(totpCredentials).where(eq(totpCredentials.userId, user.userId)),
      ).toEqual([]);
    },
  );

  it.runIf(available)(
    'wrong current passwords are limited per account, across sessions and addresses',
    async () => {
      const user = await registerUser(ctx.app, 'pwlock');
      const second = (await login(ctx.app, user.email)).json().token as string;
      const tokens = [user.token, second];
      const attempt = (i: number, url: string, payload: Record<string, unknown>) =>
        ctx.app.inject({
          method: 'POST',
          url,
          remoteAddress: nextAddress(),
          headers: bearer(tokens[i % 2] as string),
          payload,
        });
      for (let i = 0; i < FREE_FAILURES.password; i++) {
        const url = i % 2 === 0 ? '/api/v1/account/two-factor/setup' : '/api/v1/account/password';
        const refused = await attempt(i, url, {
          currentPassword: `wrong ${i}`,
          newPassword: 'another long password',
          repeatPassword: 'another long password',
        });
        expect(errorCode(refused)).toBe('CURRENT_PASSWORD_WRONG');
      }
      const locking = await attempt(0, '/api/v1/account/two-factor/setup', {
        currentPassword: 'wrong again',
      });
      expect(locking.statusCode).toBe(429);
      expect(errorCode(locking)).toBe('TOO_MANY_FAILED_ATTEMPTS');
      expect(Number(locking.headers['retry-after'])).toBe(FIRST_LOCK_SECONDS);

      // Locked: even the right password is refused, on every route that asks for it, changing nothing.
      const before = await snapshotDatabase(ctx.database);
      const setup = await attempt(1, '/api/v1/account/two-factor/setup', { currentPassword: TEST_PASSWORD });
      expect(errorCode(setup)).toBe('TOO_MANY_FAILED_ATTEMPTS');
      const change = await attempt(0, '/api/v1/account/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'another long password',
        repeatPassword: 'another long password',
      });
      expect(errorCode(change)).toBe('TOO_MANY_FAILED_ATTEMPTS');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      await endLock(user.userId, 'password');
      const changed = await attempt(0, '/api/v1/account/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'another long password',
        repeatPassword: 'another long password',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await failures(user.userId, 'password')).toBeNull();
    },
  );

  /** An account made through a provider: no password, its address verified, signed in just now. */
  async function passwordlessAccount(options: { emailVerified?: boolean } = {}) {
    const userId = crypto.randomUUID();
    const email = `${userId}@example.com`;
    await db()
      .insert(users)
      .values({
        id: userId,
        username: `oauth_${userId.slice(0, 8)}`,
        email,
        emailVerified: options.emailVerified ?? true,
      });
    const { token, sessionId } = await createSession(db(), userId, 60 * 60 * 1000);
    const user: RegisteredUser = { token, userId, email, username: 'oauth' };
    const post = (url: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { user, sessionId, post };
  }
  const askSetupCode = '/api/v1/account/two-factor/confirmation-code';
  /** The code in the newest two-factor setup mail to `email`. */
  async function mailedSetupCode(email: string): Promise<string> {
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'two_factor_setup_code')))
      .orderBy(desc(mailOutbox.createdAt));
    const code = /^ {4}(\d{6})$/m.exec(mails[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    return code as string;
  }
  /** As if the last code had been mailed more than a minute ago: another may be asked for. */
  const ageCodes = (userId: string) =>
    db()
      .update(accountConfirmationCodes)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(accountConfirmationCodes.userId, userId));

  it.runIf(available)(
    'an account without a password: setup needs a recent sign-in and a mailed code, turning off the code alone',
    async () => {
      const { user, sessionId, post } = await passwordlessAccount();
      const { userId } = user;

      // Signed in 20 minutes ago: refused, nothing written.
      await db()
        .update(sessions)
        .set({ createdAt: sql`now() - interval '20 minutes'` })
        .where(eq(sessions.id, sessionId));
      const before = await snapshotDatabase(ctx.database);
      const stale = await post('/api/v1/account/two-factor/setup', {});
      expect(stale.statusCode).toBe(403);
      expect(errorCode(stale)).toBe('RECENT_SIGN_IN_REQUIRED');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      await db().update(sessions).set({ createdAt: sql`now()` }).where(eq(sessions.id, sessionId));
      const setup = await post('/api/v1/account/two-factor/setup', {});
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json();
      expect((await post(askSetupCode)).statusCode).toBe(202);
      const confirm = await post('/api/v1/account/two-factor/confirm', {
        code: await generate({ secret }),
        confirmationCode: await mailedSetupCode(user.email),
      });
      expect(confirm.statusCode, confirm.body).toBe(200);

      const wrong = await post('/api/v1/account/two-factor/disable', { code: 'wxyzw-wxyzw' });
      expect(errorCode(wrong)).toBe('VERIFICATION_FAILED');
      expect((await failures(userId, 'secondFactor'))?.failures).toBe(1);
      const off = await post('/api/v1/account/two-factor/disable', { code: confirm.json().recoveryCodes[2] });
      expect(off.statusCode).toBe(204);
      expect(await failures(userId, 'secondFactor')).toBeNull();
      expect(await clientStatus(ctx.app, user.token)).toBe(200);
    },
  );

  it.runIf(available)(
    'a fresh session alone cannot turn two-factor sign-in on without a password: the code mailed for this setup must come back',
    async () => {
      const { user, post } = await passwordlessAccount();
      const { userId } = user;
      const counted = { account_attempt_limits: '*' } as const;
      const setup = await post('/api/v1/account/two-factor/setup', {});
      expect(setup.statusCode).toBe(200);
      let { secret } = setup.json();

      // The authenticator's code alone, or with a code never mailed: refused, nothing written but the count.
      let before = await snapshotDatabase(ctx.database);
      const missing = await post('/api/v1/account/two-factor/confirm', { code: await generate({ secret }) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { confirmationCode: 'required' },
      });
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      before = await snapshotDatabase(ctx.database, counted);
      const guessed = await post('/api/v1/account/two-factor/confirm', {
        code: await generate({ secret }),
        confirmationCode: '123456',
      });
      expect(guessed.statusCode).toBe(400);
      expect(guessed.json().error).toMatchObject({
        code: 'CONFIRMATION_CODE_WRONG',
        fields: { confirmationCode: 'invalid' },
      });
      expect(await snapshotDatabase(ctx.database, counted)).toEqual(before);
      expect((await failures(userId, 'confirmationCode'))?.failures).toBe(1);
      expect(
        await db().select().from(totpCredentials).where(eq(totpCredentials.userId, userId)),
      ).toMatchObject([{ confirmedAt: null }]);

      // Mail me a code: to the verified address, stating what it confirms; the database keeps a hash.
      const asked = await post(askSetupCode);
      expect(asked.statusCode, asked.body).toBe(202);
      expect(Date.parse(asked.json().expiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
      const code = await mailedSetupCode(user.email);
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'two_factor_setup_code')));
      expect(mail?.subject).toBe('Your code to turn on two-factor sign-in at Lootmarket');
      expect(mail?.text).toContain('If this was not you');
      const stored = await db()
        .select()
        .from(accountConfirmationCodes)
        .where(eq(accountConfirmationCodes.userId, userId));
      expect(stored).toMatchObject([{ action: 'twoFactorSetup' }]);
      expect(JSON.stringify(stored)).not.toContain(code);
      // One a minute.
      before = await snapshotDatabase(ctx.database);
      const again = await post(askSetupCode);
      expect([again.statusCode, errorCode(again)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // The code confirms this setup only: after a new setup (another secret) it does not fit.
      const restarted = await post('/api/v1/account/two-factor/setup', {});
      ({ secret } = restarted.json());
      const stale = await post('/api/v1/account/two-factor/confirm', {
        code: await generate({ secret }),
        confirmationCode: code,
      });
      expect(errorCode(stale)).toBe('CONFIRMATION_CODE_WRONG');

      // A right code with a wrong authenticator code is not spent: nothing written.
      await ageCodes(userId);
      expect((await post(askSetupCode)).statusCode).toBe(202);
      const fresh = await mailedSetupCode(user.email);
      before = await snapshotDatabase(ctx.database);
      const wrongTotp = await post('/api/v1/account/two-factor/confirm', {
        code: (await generate({ secret })) === '000000' ? '111111' : '000000',
        confirmationCode: fresh,
      });
      expect(errorCode(wrongTotp)).toBe('VERIFICATION_FAILED');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const on = await post('/api/v1/account/two-factor/confirm', {
        code: await generate({ secret }),
        confirmationCode: fresh,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      // Spent, and the wrong guesses forgotten.
      expect(
        await db().select().from(accountConfirmationCodes).where(eq(accountConfirmationCodes.userId, userId)),
      ).toEqual([]);
      expect(await failures(userId, 'confirmationCode')).toBeNull();
    },
  );

  it.runIf(available)(
    'mailing a setup code: only to a password-less account, signed in recently, with a verified address and a setup under way',
    async () => {
      const refusedUnchanged = async (
        send: () => Promise<LightMyRequestResponse>,
        status: number,
        code: string,
      ) => {
        const before = await snapshotDatabase(ctx.database);
        const response = await send();
        expect([response.statusCode, errorCode(response)]).toEqual([status, code]);
        expect(await snapshotDatabase(ctx.database)).toEqual(before);
      };
      // A guest.
      await refusedUnchanged(
        () => ctx.app.inject({ method: 'POST', url: askSetupCode }),
        401,
        'UNAUTHENTICATED',
      );
      // An account with a password confirms with it.
      const withPassword = await registerUser(ctx.app, 'haspw');
      await refusedUnchanged(
        () => ctx.app.inject({ method: 'POST', url: askSetupCode, headers: bearer(withPassword.token) }),
        409,
        'CONFIRMATION_CODE_NOT_NEEDED',
      );
      // No setup under way.
      const idle = await passwordlessAccount();
      await refusedUnchanged(() => idle.post(askSetupCode), 409, 'TWO_FACTOR_NOT_ENABLED');
      // An address nobody has confirmed.
      const unverified = await passwordlessAccount({ emailVerified: false });
      expect((await unverified.post('/api/v1/account/two-factor/setup', {})).statusCode).toBe(200);
      await refusedUnchanged(() => unverified.post(askSetupCode), 403, 'EMAIL_NOT_VERIFIED');
      // A sign-in older than 15 minutes.
      const stale = await passwordlessAccount();
      expect((await stale.post('/api/v1/account/two-factor/setup', {})).statusCode).toBe(200);
      await db()
        .update(sessions)
        .set({ createdAt: sql`now() - interval '20 minutes'` })
        .where(eq(sessions.id, stale.sessionId));
      await refusedUnchanged(() => stale.post(askSetupCode), 403, 'RECENT_SIGN_IN_REQUIRED');
      // Two-factor sign-in already on.
      const on = await passwordlessAccount();
      const { secret } = (await on.post('/api/v1/account/two-factor/setup', {})).json();
      await on.post(askSetupCode);
      const turnedOn = await on.post('/api/v1/account/two-factor/confirm', {
        code: await generate({ secret }),
        confirmationCode: await mailedSetupCode(on.user.email),
      });
      expect(turnedOn.statusCode).toBe(200);
      await ageCodes(on.user.userId);
      await refusedUnchanged(() => on.post(askSetupCode), 409, 'TWO_FACTOR_ALREADY_ENABLED');
    },
  );

  it.runIf(available)(
    "wrong mailed codes count with the withdrawal form's: past five, setup and withdrawal codes lock",
    async () => {
      const { user, post } = await passwordlessAccount();
      const { secret } = (await post('/api/v1/account/two-factor/setup', {})).json();
      expect((await post(askSetupCode)).statusCode).toBe(202);
      const code = await mailedSetupCode(user.email);
      const guess = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < FREE_FAILURES.confirmationCode; i++) {
        const refused = await post('/api/v1/account/two-factor/confirm', {
          code: await generate({ secret }),
          confirmationCode: guess(i),
        });
        expect(errorCode(refused)).toBe('CONFIRMATION_CODE_WRONG');
      }
      const locking = await post('/api/v1/account/two-factor/confirm', {
        code: await generate({ secret }),
        confirmationCode: guess(FREE_FAILURES.confirmationCode),
      });
      expect([locking.statusCode, errorCode(locking)]).toEqual([429, 'TOO_MANY_FAILED_ATTEMPTS']);
      expect(Number(locking.headers['retry-after'])).toBe(FIRST_LOCK_SECONDS);

      // Locked: the right code is refused unchecked, no new code is mailed, here or for a withdrawal.
      await ageCodes(user.userId);
      const before = await snapshotDatabase(ctx.database);
      const right = await post('/api/v1/account/two-factor/confirm', {
        code: await generate({ secret }),
        confirmationCode: code,
      });
      expect(errorCode(right)).toBe('TOO_MANY_FAILED_ATTEMPTS');
      expect(errorCode(await post(askSetupCode))).toBe('TOO_MANY_FAILED_ATTEMPTS');
      const withdrawalCode = await post('/api/v1/withdrawals/confirmation-code', {
        currency: 'USD',
        amount: '5000',
        method: 'paypal',
        destination: 'seller.payouts@example.com',
      });
      expect([withdrawalCode.statusCode, errorCode(withdrawalCode)]).toEqual([
        429,
        'WITHDRAWAL_PROOF_LOCKED',
      ]);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.runIf(available)('a challenge counts its attempts in the database, not per process', async () => {
    const user = await registerUser(ctx.app, 'db');
    const { secret } = await enableTwoFactor(ctx.app, user);
    const challengeToken = await challengeFor(user);
    await signInCode(challengeToken, await wrongTotp(secret));
    const [row] = await db()
      .select({ attempts: loginChallenges.attempts })
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, user.userId));
    expect(row?.attempts).toBe(1);
  });
});
