import type { WithdrawalMethod } from '@lootmarket/contract';
import type { AppConfig } from './config';

/** The withdrawal methods the sandbox pays out: the seller's balance goes, no money is sent. */
function sandboxPayoutMethods(config: AppConfig): WithdrawalMethod[] {
  return (Object.keys(config.payments.payouts) as WithdrawalMethod[]).filter(
    (method) => config.payments.payouts[method] === 'sandbox',
  );
}

/** Whether payments or payouts of this process move test money (GET /api/v1/payments/test-mode). */
export function sandboxPayments(config: AppConfig) {
  return {
    card: config.payments.cardProvider === 'sandbox',
    crypto: config.payments.cryptoProvider === 'sandbox',
    withdrawalMethods: sandboxPayoutMethods(config),
  };
}

/**
 * Everything that keeps a production start (NODE_ENV=production) from running, all at once so one
 * attempt shows the whole list. Development and test starts have no requirements. README.md,
 * "Running in production", explains each.
 */
export function productionProblems(config: AppConfig): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  if (config.seedDemoData) {
    problems.push(
      'SEED_DEMO_DATA=true: demo data has accounts whose passwords are published in the README and is never ' +
        'seeded in production; unset it (create the first admin with `pnpm admin:create`)',
    );
  }
  if (config.database.kind === 'pglite') {
    problems.push(
      'DATABASE_URL is required: the embedded database (PGlite) runs with fsync off, so a crash can lose ' +
        'acknowledged payments; point it at a PostgreSQL server',
    );
  }
  if (!config.secureCookies) {
    problems.push(
      `PUBLIC_ORIGIN must be the site's https:// origin (now ${config.publicOrigin}): session cookies are ` +
        'marked Secure, mail links and OAuth redirects point at it',
    );
  }
  if (config.humanCheck.provider === 'altcha' && config.generatedSecrets.includes('ALTCHA_HMAC_SECRET')) {
    problems.push(
      'ALTCHA_HMAC_SECRET is required: without it each process signs human-check challenges with a random ' +
        'key of its own, which other nodes and the next restart refuse',
    );
  }
  if (!config.offerCodesKey) {
    problems.push(
      'OFFER_CODES_KEY is required (openssl rand -base64 32): without it each node keeps a key file of its ' +
        'own and cannot read the automatic-delivery codes another node stored',
    );
  }
  if (!config.mail.smtpUrl) {
    problems.push(
      'SMTP_URL is required: without it no mail leaves the server (e-mail verification, withdrawals, ' +
        'ticket answers stay in the local outbox)',
    );
  }
  if (config.testClock) {
    problems.push(
      "TEST_CLOCK=true lets anyone move the server's clock forward (dispute deadlines pass, default rulings " +
        'refund or release money): it is for browser tests only; unset it',
    );
  }
  const sandbox = sandboxPayments(config);
  const sandboxActive = sandbox.card || sandbox.crypto || sandbox.withdrawalMethods.length > 0;
  if (!config.payments.allowSandbox) {
    const allow = 'or set ALLOW_SANDBOX_PAYMENTS=true for a test site';
    if (sandbox.card) {
      problems.push(
        'PAYMENT_CARD_PROVIDER=sandbox is a test provider: its published test cards pay for real orders ' +
          `and the sellers' balances can be withdrawn; set PAYMENT_CARD_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), ${allow}`,
      );
    }
    if (sandbox.crypto) {
      problems.push(
        'PAYMENT_CRYPTO_PROVIDER=sandbox is a test provider: anyone can confirm its test invoices; set ' +
          `PAYMENT_CRYPTO_PROVIDER=btcpay (with BTCPAY_URL, BTCPAY_API_KEY, BTCPAY_STORE_ID and BTCPAY_WEBHOOK_SECRET), ${allow}`,
      );
    }
    if (sandbox.withdrawalMethods.length > 0) {
      problems.push(
        `WITHDRAWAL_METHODS: ${sandbox.withdrawalMethods.join(', ')} withdrawals would be paid out by the ` +
          'sandbox, a test provider that sends no money; list only methods with a real provider ' +
          '(WITHDRAWAL_METHODS=stripe,crypto with Stripe and BTCPay configured, or none), ' +
          allow,
      );
    }
  } else if (sandboxActive && config.generatedSecrets.includes('SANDBOX_WEBHOOK_SECRET')) {
    problems.push(
      'SANDBOX_WEBHOOK_SECRET is required while sandbox payments are allowed: without it each process signs ' +
        "the sandbox's webhooks with a random key of its own",
    );
  }
  return problems;
}
