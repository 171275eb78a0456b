import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingRegistrations, users } from '../src/auth/auth.schema';
import { REGISTRATION_MAILS_PER_HOUR } from '../src/auth/registration.service';
import { listOutbox } from '../src/mail/mailer';
import {
  bearer,
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

describe.each(kinds)('registration by mail on $notice', ({ name, available }) => {
  let ctx: TestContext;
  beforeAll(async () => {
    if (available) ctx = await createTestContext(name);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function requestRegistration(who: { name: string; email: string }, password = TEST_PASSWORD) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...who, password, repeatPassword: password, humanCheck: await solveHumanCheck(ctx.app) },
    });
  }

  function confirm(payload: Record<string, unknown>, cookie?: string, headers: Record<string, string> = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/confirm',
      payload,
      headers,
      ...(cookie ? { cookies: { lootmarket_registration: cookie } } : {}),
    });
  }

  const mailsTo = (email: string) => listOutbox(ctx.database.db, { to: email, limit: 20 });
  const pendingFor = (email: string) =>
    ctx.database.db
      .select()
      .from(pendingRegistrations)
      .where(sql`lower(${pendingRegistrations.email}) = lower(${email})`);
  const usersWith = (email: string) =>
    ctx.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);

  /** What a caller can compare between two answers: status, body, and the cookies' names and attributes. */
  function visible(response: LightMyRequestResponse) {
    return {
      status: response.statusCode,
      body: response.json(),
      cookies: response.cookies.map(({ value: _value, ...attributes }) => attributes),
    };
  }

  it.runIf(available)(
    'answers an e-mail that has an account exactly as a new one, and mails its owner instead',
    async () => {
      const existing = await registerUser(ctx.app, 'owner');
      const fresh = uniqueUser('fresh');
      const usersBefore = (await ctx.database.db.select({ id: users.id }).from(users)).length;

      const forNew = await requestRegistration(fresh);
      const forExisting = await requestRegistration({
        name: uniqueUser('squatter').name,
        email: existing.email.toUpperCase(),
      });
      expect(forNew.statusCode).toBe(202);
      expect(visible(forExisting)).toEqual(visible(forNew));
      expect(forNew.json()).toEqual({ status: 'confirmationMailSent' });

      // No account either way; only the new address has a registration waiting.
      expect((await ctx.database.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
      expect(await pendingFor(fresh.email)).toHaveLength(1);
      expect(await pendingFor(existing.email)).toHaveLength(0);

      const [confirmMail] = await mailsTo(fresh.email);
      expect(confirmMail).toMatchObject({ kind: 'registration-confirm' });
      expect(confirmMail?.text).toContain('http://lootmarket.test/register/confirm/#token=');
      const [ownerMail] = await mailsTo(existing.email);
      expect(ownerMail).toMatchObject({
        kind: 'registration-existing-account',
        subject: 'You already have a Lootmarket account',
      });
      expect(ownerMail?.text).toContain('http://lootmarket.test/login/');
      expect(ownerMail?.text).not.toContain('token');

      // The squatter's password opens nothing: the owner's account is untouched.
      expect((await login(ctx.app, existing.email, TEST_PASSWORD)).statusCode).toBe(200);
    },
  );

  it.runIf(available)('takes comparable work for a new e-mail and for one that has an account', async () => {
    const owners = await Promise.all([registerUser(ctx.app, 'timed1'), registerUser(ctx.app, 'timed2')]);
    const durations: Record<'fresh' | 'existing', number[]> = { fresh: [], existing: [] };
    for (let round = 0; round < 4; round += 1) {
      for (const kind of ['fresh', 'existing'] as const) {
        const who =
          kind === 'fresh'
            ? uniqueUser('timedfresh')
            : { name: uniqueUser('timedx').name, email: owners[round % 2]?.email as string };
        const payload = {
          ...who,
          password: TEST_PASSWORD,
          repeatPassword: TEST_PASSWORD,
          humanCheck: await solveHumanCheck(ctx.app),
        };
        // CPU time of this process (the password hash runs on its thread pool), not wall time: other
        // processes busy on the same cores do not move it.
        const started = process.cpuUsage();
        const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
        const used = process.cpuUsage(started);
        durations[kind].push(used.user + used.system);
        expect(response.statusCode).toBe(202);
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    // Both paths hash the password (the bulk of the work): without that, the new path took several
    // times as long. A loose bound: the work differs a little (the new path writes a row and a mail).
    const ratio = median(durations.fresh) / median(durations.existing);
    expect(ratio, JSON.stringify(durations)).toBeGreaterThan(1 / 3);
    expect(ratio, JSON.stringify(durations)).toBeLessThan(3);
  });

  it.runIf(available)(
    'creates nothing usable until the link is confirmed, and a GET of the link creates nothing',
    async () => {
      const who = uniqueUser('waiting');
      const requested = await requestRegistration(who);
      expect(requested.statusCode).toBe(202);
      expect(errorCode(await login(ctx.app, who.email))).toBe('INVALID_CREDENTIALS');
      const token = await registrationTokenFromMail(ctx.app, who.email);

      // Mail scanners fetch links: the page is served as any page, and no GET confirms anything.
      const before = await snapshotDatabase(ctx.database);
      await ctx.app.inject({ method: 'GET', url: '/register/confirm/' });
      const getConfirm = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/auth/register/confirm?token=${token}`,
      });
      expect(getConfirm.statusCode).toBe(404);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(await usersWith(who.email)).toHaveLength(0);

      const confirmed = await confirm({ token }, registrationCookie(requested));
      expect(confirmed.statusCode).toBe(201);
      expect(confirmed.json().user).toMatchObject({
        email: who.email,
        username: who.name,
        emailVerified: true,
      });
      expect((await login(ctx.app, who.email)).statusCode).toBe(200);
      expect(await pendingFor(who.email)).toHaveLength(0);
    },
  );

  it.runIf(available)(
    'asks another browser (another device, a scanner, anyone signed in) for the password chosen at registration',
    async () => {
      const who = uniqueUser('otherdevice');
      const requested = await requestRegistration(who);
      const token = await registrationTokenFromMail(ctx.app, who.email);
      const someoneElse = await registerUser(ctx.app, 'someoneelse');
      const admin = await registerUser(ctx.app, 'regadmin');
      await ctx.database.db
        .update(users)
        .set({ roles: ['user', 'admin'] })
        .where(eq(users.id, admin.userId));
      const otherRegistration = await requestRegistration(uniqueUser('othercookie'));

      const before = await snapshotDatabase(ctx.database);
      const attempts = [
        { payload: { token } },
        { payload: { token }, cookie: registrationCookie(otherRegistration) },
        { payload: { token }, headers: bearer(someoneElse.token) },
        { payload: { token }, headers: bearer(admin.token) },
      ];
      for (const { payload, cookie, headers } of attempts) {
        const response = await confirm(payload, cookie, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toEqual({
          code: 'REGISTRATION_PASSWORD_REQUIRED',
          message: 'Enter the password you chose when you registered.',
        });
      }
      const wrong = await confirm({ token, password: 'the squatter guessed' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toMatchObject({
        code: 'REGISTRATION_PASSWORD_REQUIRED',
        fields: { password: 'invalid' },
      });
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const right = await confirm({ token, password: TEST_PASSWORD });
      expect(right.statusCode).toBe(201);
      expect(right.json().user).toMatchObject({ email: who.email, emailVerified: true });
      expect(registrationCookie(requested)).not.toBe(registrationCookie(otherRegistration));
    },
  );

  it.runIf(available)(
    'gives a free variant of the username when it was taken while the mail waited',
    async () => {
      const wanted = uniqueUser('samename').name;
      const first = { name: wanted, email: uniqueUser('firstcomer').email };
      const second = { name: wanted, email: uniqueUser('secondcomer').email };
      const firstRequest = await requestRegistration(first);
      // A waiting registration reserves no name: the second asks for the same one and is not refused.
      const secondRequest = await requestRegistration(second);
      expect(secondRequest.statusCode).toBe(202);

      const secondDone = await confirm(
        { token: await registrationTokenFromMail(ctx.app, second.email) },
        registrationCookie(secondRequest),
      );
      expect(secondDone.json().user.username).toBe(wanted);
      const firstDone = await confirm(
        { token: await registrationTokenFromMail(ctx.app, first.email) },
        registrationCookie(firstRequest),
      );
      expect(firstDone.statusCode).toBe(201);
      const variant: string = firstDone.json().user.username;
      expect(variant).toMatch(new RegExp(`^${wanted.slice(0, 25)}_[0-9a-f]{6}$`));
      expect(variant.length).toBeLessThanOrEqual(32);

      // A name an account already has is refused at once, with the field named (usernames are public).
      const taken = await requestRegistration({
        name: wanted.toUpperCase(),
        email: uniqueUser('late').email,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ code: 'USERNAME_TAKEN', fields: { name: 'invalid' } });
    },
  );

  it.runIf(available)(
    'refuses a link that expired, was used, lost to another confirmation, or whose address got an account',
    async () => {
      const expired = uniqueUser('expired');
      const expiredRequest = await requestRegistration(expired);
      await ctx.database.db
        .update(pendingRegistrations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(pendingRegistrations.email, expired.email));

      // Two requests for one address: the first confirmed, the other's link is dead.
      const twice = uniqueUser('twice');
      const firstOfTwo = await requestRegistration(twice);
      const firstToken = await registrationTokenFromMail(ctx.app, twice.email);
      const secondOfTwo = await requestRegistration({ ...twice, name: uniqueUser('twice2').name });
      const secondToken = await registrationTokenFromMail(ctx.app, twice.email);
      expect(secondToken).not.toBe(firstToken);
      expect((await confirm({ token: secondToken }, registrationCookie(secondOfTwo))).statusCode).toBe(201);

      // An address that got an account meanwhile (here, straight into the table).
      const overtaken = uniqueUser('overtaken');
      const overtakenRequest = await requestRegistration(overtaken);
      const overtakenToken = await registrationTokenFromMail(ctx.app, overtaken.email);
      await ctx.database.db.insert(users).values({
        id: crypto.randomUUID(),
        username: uniqueUser('overtaker').name,
        email: overtaken.email,
        emailVerified: true,
      });

      const before = await snapshotDatabase(ctx.database);
      const expiredAnswer = await confirm(
        { token: await registrationTokenFromMail(ctx.app, expired.email) },
        registrationCookie(expiredRequest),
      );
      expect(expiredAnswer.statusCode).toBe(400);
      expect(expiredAnswer.json().error).toEqual({
        code: 'REGISTRATION_LINK_INVALID',
        message: 'This link is no longer valid. Please register again.',
      });
      expect(errorCode(await confirm({ token: firstToken }, registrationCookie(firstOfTwo)))).toBe(
        'REGISTRATION_LINK_INVALID',
      );
      expect(errorCode(await confirm({ token: secondToken }, registrationCookie(secondOfTwo)))).toBe(
        'REGISTRATION_LINK_INVALID',
      );
      const overtakenAnswer = await confirm({ token: overtakenToken }, registrationCookie(overtakenRequest));
      expect(overtakenAnswer.statusCode).toBe(409);
      expect(overtakenAnswer.json().error).toEqual({
        code: 'EMAIL_ALREADY_REGISTERED',
        message: 'This email is already registered. Please log in.',
      });
      expect(errorCode(await confirm({ token: 'x'.repeat(43) }))).toBe('REGISTRATION_LINK_INVALID');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.runIf(available)('answers 400 with field codes for bad confirmations and changes nothing', async () => {
    const before = await snapshotDatabase(ctx.database);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { token: 'required' }],
      [{ token: 'short' }, { token: 'tooShort' }],
      [{ token: 'x'.repeat(201) }, { token: 'tooLong' }],
      [{ token: 42 }, { token: 'invalid' }],
      [{ token: 'x'.repeat(43), password: 'p'.repeat(129) }, { password: 'tooLong' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/confirm',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    `mails one address at most ${REGISTRATION_MAILS_PER_HOUR} times an hour, answering alike beyond that`,
    async () => {
      const owner = await registerUser(ctx.app, 'spammed');
      const target = uniqueUser('spamtarget');
      const answers: string[] = [];
      for (let attempt = 0; attempt <= REGISTRATION_MAILS_PER_HOUR; attempt += 1) {
        for (const email of [target.email, owner.email]) {
          const response = await requestRegistration({ name: uniqueUser('spammer').name, email });
          answers.push(`${response.statusCode} ${response.body}`);
        }
      }
      expect(new Set(answers)).toEqual(new Set(['202 {"status":"confirmationMailSent"}']));
      expect(await mailsTo(target.email)).toHaveLength(REGISTRATION_MAILS_PER_HOUR);
      expect(await pendingFor(target.email)).toHaveLength(REGISTRATION_MAILS_PER_HOUR);
      // The owner's own sign-up mail counts too: registration mails of either kind, per address.
      const ownerMails = (await mailsTo(owner.email)).map((m) => m.kind);
      expect(ownerMails).toHaveLength(REGISTRATION_MAILS_PER_HOUR);
      expect(ownerMails.at(-1)).toBe('registration-confirm');
      expect(new Set(ownerMails.slice(0, -1))).toEqual(new Set(['registration-existing-account']));
    },
  );

  it.runIf(available && name === 'postgres')(
    'lets one of two racing confirmations of a link win',
    async () => {
      const who = uniqueUser('race');
      const requested = await requestRegistration(who);
      const token = await registrationTokenFromMail(ctx.app, who.email);
      const cookie = registrationCookie(requested);
      const answers = await Promise.all([confirm({ token }, cookie), confirm({ token }, cookie)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
      expect(await usersWith(who.email)).toHaveLength(1);
    },
  );
});
