import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerUser, snapshotDatabase, type TestContext } from './support/app';
import { databaseKinds } from './support/databases';

const kinds = await databaseKinds();

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  for (const line of all) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

describe.each(kinds)('GitHub, Discord and Google sign-in on $notice', ({ name, available }) => {
  const provider = new OAuth2Server();
  let ctx: TestContext;

  beforeAll(async () => {
    if (!available) return;
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const base = provider.issuer.url as string;
    const env: Record<string, string> = {};
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

  /** Walks the browser's path: start → provider's authorize page → our callback. */
  async function signIn(path: string, profile: Record<string, unknown>, tamperState = false) {
    provider.service.once('beforeUserinfo', (response: { body: unknown }) => {
      response.body = profile;
    });
    const start = await ctx.app.inject({ method: 'GET', url: path });
    expect(start.statusCode).toBe(302);
    const oauthCookie = cookieValue(start, 'lootmarket_oauth');
    expect(oauthCookie).toBeTruthy();
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') as string);
    expect(back.origin).toBe('http://lootmarket.test');
    if (tamperState) back.searchParams.set('state', 'forged-state');
    return ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { lootmarket_oauth: decodeURIComponent(oauthCookie as string) },
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

  it.runIf(available)('links a verified Discord email to the existing account', async () => {
    const existing = await registerUser(ctx.app, 'linked');
    const callback = await signIn('/api/auth/oauth/discord', {
      id: '80351110224678912',
      username: 'linked_player',
      email: existing.email,
      verified: true,
    });
    expect(callback.headers.location).toBe('/');
    expect((await clientFromCookie(callback)).userId).toBe(existing.userId);
  });

  it.runIf(available)(
    'creates a GitHub account with an unverified email when GitHub vouches for none',
    async () => {
      const callback = await signIn('/api/auth/oauth/github', {
        id: 583231,
        login: 'octocat',
        email: 'octo@example.com',
      });
      const user = await clientFromCookie(callback);
      expect(user).toMatchObject({ username: 'octocat', email: 'octo@example.com', emailVerified: false });
    },
  );

  it.runIf(available)(
    'never takes over an account through an unverified email, nor with a forged state',
    async () => {
      const victim = await registerUser(ctx.app, 'victim');
      const before = await snapshotDatabase(ctx.database);
      const takeover = await signIn('/api/auth/oauth/discord', {
        id: '999',
        username: 'attacker',
        email: victim.email,
        verified: false,
      });
      expect(takeover.statusCode).toBe(302);
      expect(takeover.headers.location).toBe('/login/?error=OAUTH_FAILED');
      expect(cookieValue(takeover, 'lootmarket_session')).toBeUndefined();

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
    },
  );
});
