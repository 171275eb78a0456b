import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('configuration from the environment', () => {
  it('needs nothing: PGlite in <repo>/.data, port 8080, ALTCHA', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(REPO_ROOT, '.data') });
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.secureCookies).toBe(false);
    expect(config.humanCheck.provider).toBe('altcha');
    expect(config.oauth).toEqual({});
    expect(config.dist.web).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
  });

  it('retries a refund to the payment method 6 times unless told otherwise, 1 to 12, apart from payouts', () => {
    expect(loadConfig({}).payments.refundMaxAttempts).toBe(6);
    const config = loadConfig({ PAYMENT_REFUND_MAX_ATTEMPTS: '2', WITHDRAWAL_PAYOUT_MAX_ATTEMPTS: '9' });
    expect(config.payments.refundMaxAttempts).toBe(2);
    expect(config.withdrawals.payoutMaxAttempts).toBe(9);
    for (const bad of ['0', '13', '2.5', 'many']) {
      expect(() => loadConfig({ PAYMENT_REFUND_MAX_ATTEMPTS: bad })).toThrow(ConfigError);
    }
  });

  it('retries a withdrawal payout 6 times unless told otherwise, 1 to 12', () => {
    expect(loadConfig({}).withdrawals.payoutMaxAttempts).toBe(6);
    expect(loadConfig({ WITHDRAWAL_PAYOUT_MAX_ATTEMPTS: '3' }).withdrawals.payoutMaxAttempts).toBe(3);
    for (const bad of ['0', '13', '2.5', 'many']) {
      expect(() => loadConfig({ WITHDRAWAL_PAYOUT_MAX_ATTEMPTS: bad })).toThrow(ConfigError);
    }
  });

  it('finds the repository root from the file, not the working directory', () => {
    expect(path.join(REPO_ROOT, 'apps/api/src/config')).toBe(import.meta.dirname);
  });

  it('switches to a PostgreSQL server with DATABASE_URL and to secure cookies on https', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lootmarket',
      PUBLIC_ORIGIN: 'https://lootmarket.example/',
      PORT: '3000',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/lootmarket',
    });
    expect(config.publicOrigin).toBe('https://lootmarket.example');
    expect(config.secureCookies).toBe(true);
    expect(config.port).toBe(3000);
  });

  it('offers an OAuth provider only with both client id and secret', () => {
    const config = loadConfig({
      OAUTH_GITHUB_CLIENT_ID: 'id',
      OAUTH_GITHUB_CLIENT_SECRET: 'secret',
      OAUTH_GOOGLE_CLIENT_ID: 'id-only',
    });
    expect(Object.keys(config.oauth)).toEqual(['github']);
    expect(config.oauth.github?.tokenUrl).toBe('https://github.com/login/oauth/access_token');
  });

  it('refuses a provider switch without its keys, and malformed values', () => {
    expect(() => loadConfig({ HUMAN_CHECK_PROVIDER: 'recaptcha' })).toThrow(ConfigError);
    expect(() => loadConfig({ HUMAN_CHECK_PROVIDER: 'captcha-of-the-month' })).toThrow(
      /HUMAN_CHECK_PROVIDER/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    const turnstile = loadConfig({
      HUMAN_CHECK_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET: 'secret',
    });
    expect(turnstile.humanCheck.turnstile).toEqual({
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
  });

  it('reads Redis, the uploads folder, the offer-codes key and the socket connection rate', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/lootmarket' });
    expect(defaults.redisUrl).toBeNull();
    expect(defaults.uploadsDir).toBe('/srv/lootmarket/uploads');
    expect(defaults.offerCodesKey).toBeNull();
    expect(defaults.realtime.connectionRate).toEqual({ max: 120, windowMs: 60_000 });
    // The uploads stay beside the data even when the database is a PostgreSQL server.
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).uploadsDir).toBe(
      path.join(REPO_ROOT, '.data/uploads'),
    );

    const key = Buffer.alloc(32, 7);
    const set = loadConfig({
      REDIS_URL: 'redis://10.0.0.5:6379/2',
      UPLOADS_DIR: 'var/uploads',
      OFFER_CODES_KEY: key.toString('base64'),
      WS_CONNECT_RATE_MAX: '30',
    });
    expect(set.redisUrl).toBe('redis://10.0.0.5:6379/2');
    expect(set.uploadsDir).toBe(path.join(REPO_ROOT, 'var/uploads'));
    expect(set.offerCodesKey?.equals(key)).toBe(true);
    expect(set.realtime.connectionRate.max).toBe(30);
    expect(loadConfig({ REDIS_URL: '', UPLOADS_DIR: '', OFFER_CODES_KEY: '' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe(
      'rediss://cache.example:6380',
    );
  });

  it.each([
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'http://cache.example'],
    ['OFFER_CODES_KEY', Buffer.alloc(16, 1).toString('base64')],
    ['OFFER_CODES_KEY', Buffer.alloc(33, 1).toString('base64')],
    ['OFFER_CODES_KEY', 'not base64 at all, but long enough to be 32 by'],
    ['WS_CONNECT_RATE_MAX', '0'],
  ])('refuses %s=%j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
