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

describe('production defaults and the settings that go with them', () => {
  it('seeds demo data in development and tests unless told not to, and never by default in production', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: '' }).seedDemoData).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, and trusts nobody when unset', () => {
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual({
      proxies: ['10.0.0.5', '192.168.0.0/16', 'fd00::/8', 'loopback'],
    });
  });

  it.each([
    'true',
    'TRUE',
    'false',
    '*',
    '0',
    '-1',
    '1.5',
    '0.0.0.0/0',
    '::/0',
    '10.0.0.0/33',
    'proxy.example',
    '10.0.0.5,,10.0.0.6',
  ])('refuses TRUST_PROXY=%j, saying what to write instead', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY.*number of proxies/s);
  });

  it('offers the withdrawal methods WITHDRAWAL_METHODS lists, each only with its provider', () => {
    expect(loadConfig({}).payments.payouts).toEqual({
      bank_transfer: 'sandbox',
      paypal: 'sandbox',
      crypto: 'sandbox',
    });
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ ...stripe, WITHDRAWAL_METHODS: 'stripe' }).payments.payouts).toEqual({
      stripe: 'stripe',
    });
    expect(loadConfig({ WITHDRAWAL_METHODS: 'none' }).payments.payouts).toEqual({});
    expect(() => loadConfig({ WITHDRAWAL_METHODS: 'stripe' })).toThrow(
      /WITHDRAWAL_METHODS.*STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ WITHDRAWAL_METHODS: 'cheque' })).toThrow(/WITHDRAWAL_METHODS/);
    // BTCPay configured in part: crypto is not offered, and naming it is an error, not the sandbox.
    expect(() => loadConfig({ BTCPAY_URL: 'https://btcpay.example', WITHDRAWAL_METHODS: 'crypto' })).toThrow(
      /WITHDRAWAL_METHODS.*BTCPAY_URL/,
    );
  });

  it('takes the first admin as an e-mail and an argon2id hash, both or neither', () => {
    const hash =
      '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA';
    expect(loadConfig({}).firstAdmin).toBeNull();
    expect(loadConfig({ ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD_HASH: hash }).firstAdmin).toEqual({
      email: 'ops@example.com',
      username: 'admin',
      passwordHash: hash,
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com' })).toThrow(/ADMIN_PASSWORD_HASH/);
    expect(() => loadConfig({ ADMIN_PASSWORD_HASH: hash })).toThrow(/ADMIN_EMAIL/);
    // A password where the hash belongs is refused, so is another algorithm.
    for (const notAHash of ['Lootmarket-admin-2026!', hash.replace('argon2id', 'argon2i')]) {
      expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD_HASH: notAHash })).toThrow(
        /ADMIN_PASSWORD_HASH must be an argon2id hash/,
      );
    }
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'ops@example.com', ADMIN_USERNAME: 'a b', ADMIN_PASSWORD_HASH: hash }),
    ).toThrow(/ADMIN_USERNAME/);
  });
});
