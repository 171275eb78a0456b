import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { oauthAccounts, sessions, users } from '../src/auth/auth.schema';
import {
  bearer,
  createTestContext,
  errorCode,
  login,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  TEST_PASSWORD,
  type TestContext,
  testConfig,
} from './support/app';
import { databaseKinds } from './support/databases';

const kinds = await databaseKinds();

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

function setCookieLine(response: LightMyRequestResponse, name: string): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((line) => line.startsWith(`${name}=`)) ?? '';
}

describe.each(kinds)('GitHub, Discord and Google sign-in on $notice', ({ name, available }) => {
  const provider = new OAuth2Server();
  /** What GitHub's /user/emails answers next (our GitHub client asks it for the verified primary). */
  let githubEmails: unknown[] = [];
  let ctx: TestContext;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (!available) return;
    await provider.issuer.keys.generate('RS256');
    provider.service.addRoute('GET', '/userinfo/emails', (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(githubEmails));
    });
    await provider.start(0, '127.0.0.1');
    const base = provider.issuer.url as string;
    env = {};
    for (const id of ['GITHUB', 'DISCORD', 'GOOGLE']) {
      env[`OAUTH_${id}_CLIENT_ID`] = `${id.toLowerCase()}-client`;
      env[`OAUTH_${id}_CLIENT_SECRET`] = `${id.toLowerCase()}-secret`;
      env[`OAUTH_${id}_AUTHORIZE_URL`] = `${base}/authorize`;
      env[`OAUTH_${id}_TOKEN_URL`] = `${base}/token`;
      env[`OAUTH_${id}_USERINFO_URL`] = `${base}/userinfo`;
    }
    ctx = await createTestContext(name, env);
  });
  afterAll(async () => {
    await ctx?.close();
    if (provider.address()) await provider.stop();
  });

  /** The provider's page: it sends the browser straight back to our callback with a code. */
  async function throughProvider(authorizeUrl: string, profile: Record<string, unknown>) {
    provider.service.once('beforeUserinfo', (response: { body: unknown }) => {
      response.body = profile;
    });
    const authorize = new URL(authorizeUrl);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') as string);
    expect(back.origin).toBe('http://lootmarket.test');
    return back;
  }

  /** Walks the browser's path: start → provider's authorize page → our callback. */
  async function signIn(path: string, profile: Record<string, unknown>, tamperState = false) {
    const start = await ctx.app.inject({ method: 'GET', url: path });
    expect(start.statusCode).toBe(302);
    const oauthCookie = cookieValue(start, 'lootmarket_oauth');
    expect(oauthCookie).toBeTruthy();
    const back = await throughProvider(start.headers.location as string, profile);
    if (tamperState) back.searchParams.set('state', 'forged-state');
    return ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { lootmarket_oauth: oauthCookie as string },
    });
  }

  /**
   * My account's "Connect": the signed-in page asks the API (bearer), then the browser goes to the
   * provider and back, carrying the flow cookie and, as browsers do, the session cookie.
   */
  async function connect(
    token: string,
    providerName: string,
    profile: Record<string, unknown>,
    sessionCookie: string | null = token,
  ) {
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/account/sign-in-methods/${providerName}/connect`,
      headers: bearer(token),
    });
    expect(start.statusCode, start.body).toBe(200);
    const back = await throughProvider(start.json().authorizeUrl, profile);
    return ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: {
        lootmarket_oauth: cookieValue(start, 'lootmarket_oauth') as string,
        ...(sessionCookie ? { lootmarket_session: sessionCookie } : {}),
      },
    });
  }

  async function clientFromCookie(callback: LightMyRequestResponse) {
    const session = cookieValue(callback, 'lootmarket_session');
    expect(session).toBeTruthy();
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/readToken',
      cookies: { lootmarket_session: session as string },
    });
    const { token } = read.json();
    const client = await ctx.app.inject({ method: 'GET', url: '/api/v1/client', headers: bearer(token) });
    expect(client.statusCode).toBe(200);
    return client.json();
  }

  async function setEmailVerified(user: RegisteredUser, emailVerified: boolean) {
    await ctx.database.db.update(users).set({ emailVerified }).where(eq(users.id, user.userId));
  }

  const linksOf = (userId: string) =>
    ctx.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  const sessionsOf = async (userId: string) =>
    (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  /** Turns two-factor sign-in on through the API (an account with the test password); returns the authenticator secret and recovery codes. */
  async function enableTwoFactor(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/setup',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    const { secret } = setup.json();
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/two-factor/confirm',
      headers: bearer(token),
      payload: { code: await generate({ secret }), currentPassword: TEST_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes };
  }

  it.runIf(available)('lists the configured providers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({ providers: ['github', 'discord', 'google'] });
  });

  it.runIf(available)('creates an account on first Google sign-in and finds it again next time', async () => {
    const profile = {
      sub: 'google-1001',
      email: 'Gamer.One@example.com',
      email_verified: true,
      name: 'Gamer One',
    };
    const first = await signIn('/api/auth/oauth/google?returnTo=/profile/dashboard/', profile);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/profile/dashboard/');
    const user = await clientFromCookie(first);
    expect(user).toMatchObject({
      email: 'gamer.one@example.com',
      emailVerified: true,
      username: 'GamerOne',
      hasPassword: false,
    });

    const second = await signIn('/api/auth/oauth/google', profile);
    expect(second.headers.location).toBe('/');
    expect((await clientFromCookie(second)).userId).toBe(user.userId);
  });

  it.runIf(available)(
    'uses the verified primary e-mail GitHub lists, not the public profile one',
    async () => {
      githubEmails = [
        { email: 'old.public@example.com', primary: false, verified: false },
        { email: 'Octo.Primary@example.com', primary: true, verified: true },
      ];
      const callback = await signIn('/api/auth/oauth/github', {
        id: 583231,
        login: 'octocat',
        email: 'old.public@example.com',
      });
      expect(await clientFromCookie(callback)).toMatchObject({
        username: 'octocat',
        email: 'octo.primary@example.com',
        emailVerified: true,
      });
      githubEmails = [];
    },
  );

  it.runIf(available)(
    'links a verified provider e-mail to the account only when the account’s e-mail is verified too',
    async () => {
      const existing = await registerUser(ctx.app, 'linked');
      await setEmailVerified(existing, true);
      const callback = await signIn('/api/auth/oauth/discord', {
        id: '80351110224678912',
        username: 'linked_player',
        email: existing.email.toUpperCase(),
        verified: true,
      });
      expect(callback.headers.location).toBe('/');
      expect((await clientFromCookie(callback)).userId).toBe(existing.userId);
      expect(await linksOf(existing.userId)).toMatchObject([
        { provider: 'discord', providerUserId: '80351110224678912' },
      ]);
    },
  );

  it.runIf(available)(
    'refuses to hand an unverified account to a verified provider e-mail: nothing linked, no session',
    async () => {
      // The squatter registered the victim's address and never confirmed it.
      const squatted = await registerUser(ctx.app, 'squatted');
      await setEmailVerified(squatted, false);
      const sessionsBefore = await sessionsOf(squatted.userId);
      const before = await snapshotDatabase(ctx.database);
      for (const email of [squatted.email, squatted.email.toUpperCase()]) {
        const callback = await signIn('/api/auth/oauth/discord', {
          id: '41771983423143937',
          username: 'real_owner',
          email,
          verified: true,
        });
        expect(callback.statusCode).toBe(302);
        expect(callback.headers.location).toBe('/login/?error=OAUTH_SIGN_IN_WITH_PASSWORD');
        expect(cookieValue(callback, 'lootmarket_session')).toBeUndefined();
        expect(cookieValue(callback, 'lootmarket_login_challenge')).toBeUndefined();
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(await linksOf(squatted.userId)).toEqual([]);
      expect(await sessionsOf(squatted.userId)).toBe(sessionsBefore);
    },
  );

  it.runIf(available)(
    'never uses an unverified provider e-mail: it neither takes an account, nor creates one, nor tells which exists',
    async () => {
      const victim = await registerUser(ctx.app, 'victim');
      await setEmailVerified(victim, true);
      const before = await snapshotDatabase(ctx.database);
      const takeover = await signIn('/api/auth/oauth/discord', {
        id: '999',
        username: 'attacker',
        email: victim.email,
        verified: false,
      });
      const squat = await signIn('/api/auth/oauth/github', {
        id: 1000,
        login: 'squatter',
        email: 'not.yet.registered@example.com',
      });
      const noEmail = await signIn('/api/auth/oauth/google', { sub: 'google-3003', email_verified: true });
      for (const callback of [takeover, squat, noEmail]) {
        expect(callback.headers.location).toBe('/login/?error=OAUTH_EMAIL_NOT_VERIFIED');
        expect(cookieValue(callback, 'lootmarket_session')).toBeUndefined();
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    },
  );

  it.runIf(available)('refuses a banned account, by e-mail or by a linked identity', async () => {
    const banned = await registerUser(ctx.app, 'bannedoauth');
    await setEmailVerified(banned, true);
    const linkedFirst = await signIn('/api/auth/oauth/google', {
      sub: 'google-banned',
      email: banned.email,
      email_verified: true,
    });
    expect(linkedFirst.headers.location).toBe('/');
    await ctx.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId));

    const before = await snapshotDatabase(ctx.database);
    const byIdentity = await signIn('/api/auth/oauth/google', {
      sub: 'google-banned',
      email: banned.email,
      email_verified: true,
    });
    const byEmail = await signIn('/api/auth/oauth/discord', {
      id: 'discord-banned',
      username: 'banned',
      email: banned.email,
      verified: true,
    });
    for (const callback of [byIdentity, byEmail]) {
      expect(callback.headers.location).toBe('/login/?error=ACCOUNT_BANNED');
      expect(cookieValue(callback, 'lootmarket_session')).toBeUndefined();
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)('never signs in with a forged state or without the flow cookie', async () => {
    const before = await snapshotDatabase(ctx.database);
    const forged = await signIn(
      '/api/auth/oauth/google',
      { sub: 'google-2002', email: 'new@example.com', email_verified: true },
      true,
    );
    expect(forged.headers.location).toBe('/login/?error=OAUTH_FAILED');
    const noCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/callback?code=abc&state=def',
    });
    expect(noCookie.headers.location).toBe('/login/?error=OAUTH_FAILED');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    'ends a provider sign-in of a two-factor account in the two-factor step: no session until the right code',
    async () => {
      const user = await registerUser(ctx.app, 'twofactor');
      await setEmailVerified(user, true);
      const { secret, recoveryCodes } = await enableTwoFactor(user.token);
      const profile = { sub: 'google-2fa', email: user.email, email_verified: true };

      for (const attempt of ['first, linking by e-mail', 'again, by the linked identity']) {
        const sessionsBefore = await sessionsOf(user.userId);
        const callback = await signIn('/api/auth/oauth/google?returnTo=/profile/orders/', profile);
        expect(callback.statusCode, attempt).toBe(302);
        expect(callback.headers.location).toBe('/login/?twoFactor=1&returnTo=%2Fprofile%2Forders%2F');
        expect(cookieValue(callback, 'lootmarket_session')).toBeUndefined();
        // The challenge travels in a short-lived httpOnly cookie for the login page, never in the URL.
        const challengeCookie = cookieValue(callback, 'lootmarket_login_challenge') as string;
        expect(challengeCookie).toBeTruthy();
        expect(callback.headers.location).not.toContain(challengeCookie);
        expect(setCookieLine(callback, 'lootmarket_login_challenge')).toMatch(
          /Max-Age=300; Path=\/api\/v1\/auth\/login; HttpOnly; SameSite=Strict/,
        );
        expect(await sessionsOf(user.userId)).toBe(sessionsBefore);

        const read = (headers: Record<string, string> = {}, cookie: string | null = challengeCookie) =>
          ctx.app.inject({
            method: 'GET',
            url: '/api/v1/auth/login/oauth-challenge',
            headers,
            ...(cookie ? { cookies: { lootmarket_login_challenge: cookie } } : {}),
          });
        const page = await read();
        expect(page.headers['cache-control']).toBe('no-store');
        const { challengeToken } = page.json();
        expect(challengeToken).toEqual(expect.any(String));
        expect((await read({ 'sec-fetch-site': 'cross-site' })).json()).toEqual({ challengeToken: null });
        expect((await read({}, null)).json()).toEqual({ challengeToken: null });
        const forged = await read({}, 'not-a-challenge-token-at-all-0123456789');
        expect(forged.json()).toEqual({ challengeToken: null });
        expect(setCookieLine(forged, 'lootmarket_login_challenge')).toMatch(/^lootmarket_login_challenge=;/);

        const goodCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
        const wrongCode = String((Number(goodCode) + 1) % 1_000_000).padStart(6, '0');
        // A wrong code writes only the attempt counts (of the challenge and of the account).
        const counted = { login_challenges: ['attempts'], account_attempt_limits: '*' } as const;
        const before = await snapshotDatabase(ctx.database, counted);
        const wrong = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/two-factor',
          payload: { challengeToken, code: wrongCode },
        });
        expect(wrong.statusCode).toBe(401);
        expect(errorCode(wrong)).toBe('TWO_FACTOR_CODE_INVALID');
        expect(cookieValue(wrong, 'lootmarket_session')).toBeUndefined();
        expect(await snapshotDatabase(ctx.database, counted)).toEqual(before);

        // An authenticator code is good once per time step: the second round uses a recovery code.
        const code = attempt.startsWith('first') ? goodCode : (recoveryCodes[0] as string);
        const right = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/two-factor',
          payload: { challengeToken, code },
        });
        expect(right.statusCode).toBe(200);
        expect(right.json().user).toMatchObject({ userId: user.userId, twoFactorEnabled: true });
        expect(cookieValue(right, 'lootmarket_session')).toBe(right.json().token);
        // The hand-over cookie is spent with the challenge.
        expect(setCookieLine(right, 'lootmarket_login_challenge')).toMatch(/^lootmarket_login_challenge=;/);
        expect((await read()).json()).toEqual({ challengeToken: null });
      }
    },
  );

  it.runIf(available)(
    'connects a provider from My account to the session that asked for it, whatever its e-mail',
    async () => {
      // An account whose e-mail is not verified can still connect a provider while signed in.
      const user = await registerUser(ctx.app, 'connector');
      await setEmailVerified(user, false);
      const profile = {
        id: 'discord-connect-1',
        username: 'connector',
        email: 'elsewhere@example.com',
        verified: true,
      };
      const callback = await connect(user.token, 'discord', profile);
      expect(callback.headers.location).toBe('/profile/dashboard/?connected=discord');
      // Connecting signs nobody in anew: the page keeps its session.
      expect(cookieValue(callback, 'lootmarket_session')).toBeUndefined();

      const methods = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/account/sign-in-methods',
        headers: bearer(user.token),
      });
      expect(methods.json()).toEqual({
        hasPassword: true,
        connected: [{ provider: 'discord', email: 'elsewhere@example.com', connectedAt: expect.any(String) }],
      });
      // From now on that Discord account signs in to this one.
      const signedIn = await signIn('/api/auth/oauth/discord', profile);
      expect((await clientFromCookie(signedIn)).userId).toBe(user.userId);

      // The same provider twice: refused before anything starts.
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/sign-in-methods/discord/connect',
        headers: bearer(user.token),
      });
      expect(again.statusCode).toBe(409);
      expect(errorCode(again)).toBe('OAUTH_ALREADY_CONNECTED');
      expect(cookieValue(again, 'lootmarket_oauth')).toBeUndefined();
    },
  );

  it.runIf(available)(
    'connects nothing when the callback arrives with another session, none, a revoked one, or an identity taken',
    async () => {
      const user = await registerUser(ctx.app, 'connectee');
      const other = await registerUser(ctx.app, 'othersession');
      const holder = await registerUser(ctx.app, 'holder');
      const taken = { id: 'github-taken', login: 'holder' };
      githubEmails = [];
      expect((await connect(holder.token, 'github', taken)).headers.location).toBe(
        '/profile/dashboard/?connected=github',
      );

      const before = await snapshotDatabase(ctx.database);
      const profile = { id: 'github-connect-2', login: 'connectee' };
      // The flow was started by `user`, but the browser now carries another user's session cookie.
      const swapped = await connect(user.token, 'github', profile, other.token);
      const without = await connect(user.token, 'github', profile, null);
      const elsewhere = await connect(user.token, 'github', taken);
      expect(swapped.headers.location).toBe('/profile/dashboard/?connectError=OAUTH_FAILED');
      expect(without.headers.location).toBe('/profile/dashboard/?connectError=OAUTH_FAILED');
      expect(elsewhere.headers.location).toBe('/profile/dashboard/?connectError=OAUTH_LINKED_ELSEWHERE');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      // Signed out between the start and the callback.
      const start = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/sign-in-methods/github/connect',
        headers: bearer(user.token),
      });
      const back = await throughProvider(start.json().authorizeUrl, profile);
      await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(user.token) });
      const afterLogout = await ctx.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies: {
          lootmarket_oauth: cookieValue(start, 'lootmarket_oauth') as string,
          lootmarket_session: user.token,
        },
      });
      expect(afterLogout.headers.location).toBe('/profile/dashboard/?connectError=UNAUTHENTICATED');
      expect(await linksOf(user.userId)).toEqual([]);
      expect(await linksOf(other.userId)).toEqual([]);
    },
  );

  it.runIf(available)('disconnects a provider, but never the last way to sign in', async () => {
    const googleOnly = await signIn('/api/auth/oauth/google', {
      sub: 'google-only',
      email: 'only.google@example.com',
      email_verified: true,
    });
    const token = cookieValue(googleOnly, 'lootmarket_session') as string;
    const me = await clientFromCookie(googleOnly);
    const disconnect = (providerName: string, as = token) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/account/sign-in-methods/${providerName}`,
        headers: bearer(as),
      });

    const before = await snapshotDatabase(ctx.database);
    const last = await disconnect('google');
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toEqual({
      code: 'OAUTH_LAST_SIGN_IN_METHOD',
      message: 'This is the only way to sign in to your account. Connect another sign-in method first.',
    });
    const notConnected = await disconnect('github');
    expect(notConnected.statusCode).toBe(404);
    expect(errorCode(notConnected)).toBe('NOT_FOUND');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);

    await connect(token, 'discord', { id: 'discord-second-way', username: 'second' });
    const removed = await disconnect('google');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      hasPassword: false,
      connected: [{ provider: 'discord', email: null, connectedAt: expect.any(String) }],
    });
    expect(errorCode(await disconnect('discord'))).toBe('OAUTH_LAST_SIGN_IN_METHOD');
    expect(
      await ctx.database.db
        .select()
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.userId, me.userId), eq(oauthAccounts.provider, 'google'))),
    ).toEqual([]);

    // With a password, the last provider may go.
    const withPassword = await registerUser(ctx.app, 'pwconnect');
    await connect(withPassword.token, 'google', {
      sub: 'google-pw',
      email: 'pw@example.com',
      email_verified: true,
    });
    const gone = await disconnect('google', withPassword.token);
    expect(gone.json()).toEqual({ hasPassword: true, connected: [] });
    expect((await login(ctx.app, withPassword.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.runIf(available)(
    'keeps sign-in methods to their owner: guests get 401 first, other users and admins reach only their own',
    async () => {
      const owner = await registerUser(ctx.app, 'methodsowner');
      await connect(owner.token, 'google', {
        sub: 'google-owner',
        email: 'owner@example.com',
        email_verified: true,
      });
      const other = await registerUser(ctx.app, 'methodsother');
      const admin = await registerUser(ctx.app, 'methodsadmin');
      await ctx.database.db
        .update(users)
        .set({ roles: ['user', 'admin'] })
        .where(eq(users.id, admin.userId));

      const before = await snapshotDatabase(ctx.database);
      const routes = [
        { method: 'GET', url: '/api/v1/account/sign-in-methods' },
        { method: 'POST', url: '/api/v1/account/sign-in-methods/google/connect' },
        { method: 'DELETE', url: '/api/v1/account/sign-in-methods/google' },
        // Authentication comes before validation: a guest learns nothing about the input.
        { method: 'DELETE', url: '/api/v1/account/sign-in-methods/myspace' },
      ] as const;
      for (const route of routes) {
        const guest = await ctx.app.inject(route);
        expect(guest.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(errorCode(guest)).toBe('UNAUTHENTICATED');
      }
      for (const stranger of [other, admin]) {
        const list = await ctx.app.inject({ ...routes[0], headers: bearer(stranger.token) });
        expect(list.json()).toEqual({ hasPassword: true, connected: [] });
        const remove = await ctx.app.inject({ ...routes[2], headers: bearer(stranger.token) });
        expect(remove.statusCode).toBe(404);
      }
      const badProvider = await ctx.app.inject({ ...routes[3], headers: bearer(owner.token) });
      expect(badProvider.statusCode).toBe(400);
      expect(badProvider.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { provider: 'invalid' },
      });
      const badConnect = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/sign-in-methods/myspace/connect',
        headers: bearer(owner.token),
      });
      expect(badConnect.statusCode).toBe(400);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(await linksOf(owner.userId)).toHaveLength(1);
    },
  );

  it.runIf(available)('answers a provider this server has not configured with its code', async () => {
    let bare: FastifyInstance | undefined;
    try {
      bare = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
      const user = await registerUser(bare, 'noproviders');
      const before = await snapshotDatabase(ctx.database);
      const connectDisabled = await bare.inject({
        method: 'POST',
        url: '/api/v1/account/sign-in-methods/github/connect',
        headers: bearer(user.token),
      });
      expect(connectDisabled.statusCode).toBe(404);
      expect(errorCode(connectDisabled)).toBe('OAUTH_PROVIDER_DISABLED');
      const start = await bare.inject({ method: 'GET', url: '/api/auth/oauth/github' });
      expect(start.headers.location).toBe('/login/?error=OAUTH_PROVIDER_DISABLED');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
    } finally {
      await bare?.close();
    }
  });
});
