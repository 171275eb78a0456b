import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionProblems, sandboxPayments } from './production';

/** Everything a production start needs, with real providers: nothing to refuse. */
const READY = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://lootmarket@db.internal:5432/lootmarket',
  PUBLIC_ORIGIN: 'https://lootmarket.example',
  ALTCHA_HMAC_SECRET: 'a-long-random-altcha-secret',
  OFFER_CODES_KEY: Buffer.alloc(32, 3).toString('base64'),
  SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
  PAYMENT_CARD_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  PAYMENT_CRYPTO_PROVIDER: 'btcpay',
  BTCPAY_URL: 'https://btcpay.example',
  BTCPAY_API_KEY: 'key',
  BTCPAY_STORE_ID: 'store',
  BTCPAY_WEBHOOK_SECRET: 'btcpay-secret',
  WITHDRAWAL_METHODS: 'stripe,crypto',
};

describe('what a production start requires', () => {
  it('asks nothing of development and test starts', () => {
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'true' }))).toEqual([]);
  });

  it('refuses the test clock of browser tests', () => {
    const problems = productionProblems(loadConfig({ ...READY, TEST_CLOCK: 'true' }));
    expect(problems).toEqual([expect.stringMatching(/^TEST_CLOCK=true lets anyone move the server's clock/)]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true' }))).toEqual([]);
  });

  it('runs with a PostgreSQL server, https, shared secrets, mail and real providers', () => {
    const config = loadConfig(READY);
    expect(productionProblems(config)).toEqual([]);
    expect(sandboxPayments(config)).toEqual({ card: false, crypto: false, withdrawalMethods: [] });
  });

  it('lists every missing setting at once, each by name', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    const named = [
      /^DATABASE_URL is required/,
      /^PUBLIC_ORIGIN must be the site's https:\/\/ origin \(now http:\/\/localhost:8080\)/,
      /^ALTCHA_HMAC_SECRET is required/,
      /^OFFER_CODES_KEY is required/,
      /^SMTP_URL is required/,
      /^PAYMENT_CARD_PROVIDER=sandbox is a test provider/,
      /^PAYMENT_CRYPTO_PROVIDER=sandbox is a test provider/,
      /^WITHDRAWAL_METHODS: bank_transfer, paypal, crypto withdrawals would be paid out by the sandbox/,
    ];
    expect(problems).toHaveLength(named.length);
    for (const [index, pattern] of named.entries()) expect(problems[index]).toMatch(pattern);
  });

  it('refuses demo data in production, however it is asked for', () => {
    expect(productionProblems(loadConfig({ ...READY, SEED_DEMO_DATA: 'true' }))).toEqual([
      expect.stringMatching(/^SEED_DEMO_DATA=true: demo data has accounts whose passwords are published/),
    ]);
    // ALLOW_SANDBOX_PAYMENTS is about payments only.
    expect(
      productionProblems(loadConfig({ ...READY, SEED_DEMO_DATA: 'true', ALLOW_SANDBOX_PAYMENTS: 'true' })),
    ).toHaveLength(1);
  });

  it.each([
    [{ PAYMENT_CARD_PROVIDER: 'sandbox' }, /^PAYMENT_CARD_PROVIDER=sandbox is a test provider/],
    [{ PAYMENT_CRYPTO_PROVIDER: '' }, /^PAYMENT_CRYPTO_PROVIDER=sandbox is a test provider/],
    [{ WITHDRAWAL_METHODS: 'stripe,paypal' }, /^WITHDRAWAL_METHODS: paypal withdrawals would be paid out/],
    // Unset: every method with a provider, and bank transfer has none but the sandbox.
    [{ WITHDRAWAL_METHODS: '' }, /^WITHDRAWAL_METHODS: bank_transfer, paypal withdrawals would be paid/],
  ])('refuses the sandbox provider of %j unless ALLOW_SANDBOX_PAYMENTS=true', (change, message) => {
    expect(productionProblems(loadConfig({ ...READY, ...change }))).toEqual([expect.stringMatching(message)]);
    expect(productionProblems(loadConfig({ ...READY, ...change, ALLOW_SANDBOX_PAYMENTS: 'false' }))).toEqual([
      expect.stringMatching(/ALLOW_SANDBOX_PAYMENTS=true/),
    ]);
    // Allowed: then its webhooks need a secret every node shares.
    expect(productionProblems(loadConfig({ ...READY, ...change, ALLOW_SANDBOX_PAYMENTS: 'true' }))).toEqual([
      expect.stringMatching(/^SANDBOX_WEBHOOK_SECRET is required while sandbox payments are allowed/),
    ]);
    expect(
      productionProblems(
        loadConfig({ ...READY, ...change, ALLOW_SANDBOX_PAYMENTS: 'true', SANDBOX_WEBHOOK_SECRET: 'shared' }),
      ),
    ).toEqual([]);
  });

  it('needs no ALTCHA secret when another human check is chosen', () => {
    const config = loadConfig({
      ...READY,
      ALTCHA_HMAC_SECRET: '',
      HUMAN_CHECK_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET: 'secret',
    });
    expect(productionProblems(config)).toEqual([]);
  });
});
