import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  createTestContext,
  errorCode,
  snapshotDatabase,
  solveHumanCheck,
  TEST_PASSWORD,
  type TestContext,
  testConfig,
  uniqueUser,
} from './support/app';

/** A stand-in for Google's and Cloudflare's siteverify: answers from the token it gets. */
function startSiteVerify(): Promise<{ server: Server; url: string; calls: URLSearchParams[] }> {
  const calls: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const token = form.get('response') ?? '';
      const answer =
        token === 'human'
          ? { success: true, score: 0.9, action: 'register' }
          : token === 'bot'
            ? { success: true, score: 0.1, action: 'register' }
            : token === 'other-action'
              ? { success: true, score: 0.9, action: 'checkout' }
              : { success: false };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/siteverify`, calls });
    });
  });
}

describe('human check', () => {
  let ctx: TestContext;
  let siteVerify: Awaited<ReturnType<typeof startSiteVerify>>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    siteVerify = await startSiteVerify();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    siteVerify?.server.close();
    await ctx?.close();
  });

  async function appWith(env: Record<string, string>) {
    const app = await buildApp({ config: testConfig(env), database: ctx.database, logger: false });
    apps.push(app);
    return app;
  }

  function register(app: FastifyInstance, humanCheck: string) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { ...uniqueUser('hc'), password: TEST_PASSWORD, repeatPassword: TEST_PASSWORD, humanCheck },
    });
  }

  it('tells the forms to run ALTCHA against the same-origin challenge URL by default', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/v1/human-check/config' });
    expect(config.json()).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/v1/human-check/challenge',
      siteKey: null,
    });
    const challenge = await ctx.app.inject({ method: 'GET', url: '/api/v1/human-check/challenge' });
    expect(challenge.headers['cache-control']).toBe('no-store');
    expect(challenge.json().parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(challenge.json().parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
  });

  it('refuses an expired ALTCHA proof, even a correctly solved and signed one', async () => {
    // Signed with the server's own secrets (test configuration), but already expired.
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: 'test-altcha-secret',
      hmacKeySignatureSecret: 'test-altcha-secret:key',
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const before = await snapshotDatabase(ctx.database);
    const response = await register(
      ctx.app,
      Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    );
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('HUMAN_CHECK_FAILED');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it('spends a proof on the first attempt, failed or not, for every form that takes one', async () => {
    const proof = await solveHumanCheck(ctx.app);
    const failedSignIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody.at.all@example.com', password: TEST_PASSWORD, humanCheck: proof },
    });
    expect(errorCode(failedSignIn)).toBe('INVALID_CREDENTIALS');
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        type: 'General',
        title: 'One proof, two forms',
        description: 'The sign-in failed; this should not get through on its proof.',
        email: 'guest@example.com',
        humanCheck: proof,
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(errorCode(contact)).toBe('HUMAN_CHECK_FAILED');
    expect(errorCode(await register(ctx.app, proof))).toBe('HUMAN_CHECK_FAILED');
  });

  it('switches to reCAPTCHA v3 by configuration, checking score and action', async () => {
    const app = await appWith({
      HUMAN_CHECK_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_VERIFY_URL: siteVerify.url,
    });
    expect((await app.inject({ method: 'GET', url: '/api/v1/human-check/config' })).json()).toEqual({
      provider: 'recaptcha',
      challengeUrl: null,
      siteKey: 'site-key',
    });
    expect((await app.inject({ method: 'GET', url: '/api/v1/human-check/challenge' })).statusCode).toBe(404);
    const csp = (await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    expect(csp).toContain('https://www.google.com');

    const before = await snapshotDatabase(ctx.database);
    for (const token of ['bot', 'other-action', 'rejected']) {
      const response = await register(app, token);
      expect(response.statusCode, token).toBe(400);
      expect(errorCode(response)).toBe('HUMAN_CHECK_FAILED');
    }
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
    expect((await register(app, 'human')).statusCode).toBe(202);
    expect(siteVerify.calls.at(-1)?.get('secret')).toBe('server-secret');
  });

  it('switches to Turnstile by configuration', async () => {
    const app = await appWith({
      HUMAN_CHECK_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: 'turnstile-site',
      TURNSTILE_SECRET: 'turnstile-secret',
      TURNSTILE_VERIFY_URL: siteVerify.url,
    });
    expect((await app.inject({ method: 'GET', url: '/api/v1/human-check/config' })).json().provider).toBe(
      'turnstile',
    );
    expect(errorCode(await register(app, 'rejected'))).toBe('HUMAN_CHECK_FAILED');
    expect((await register(app, 'human')).statusCode).toBe(202);
    expect(siteVerify.calls.at(-1)?.get('secret')).toBe('turnstile-secret');
  });
});
