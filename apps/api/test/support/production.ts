import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { users } from '../../src/auth/auth.schema';
import { verifyPassword } from '../../src/auth/passwords';
import type { Db } from '../../src/db/database';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_SELLER_PASSWORD, DEMO_SUPPORT } from '../../src/seed/seed';

/** Every password the README prints. */
const PUBLISHED = [DEMO_ADMIN.password, DEMO_SUPPORT.password, DEMO_BUYER.password, DEMO_SELLER_PASSWORD];

/** The accounts (e-mails) that sign in with a published password: each user's hash against each. */
export async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email, hash: users.passwordHash }).from(users);
  const found: string[] = [];
  for (const { email, hash } of rows) {
    for (const password of PUBLISHED) {
      if (hash && (await verifyPassword(hash, password))) found.push(email);
    }
  }
  return found;
}

/** A production environment that every check passes: a PostgreSQL server and real providers' keys. */
export function productionEnv(databaseUrl: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_ORIGIN: 'https://lootmarket.test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'lootmarket-prod-')), 'data'),
    JOBS_POLL_MS: '0',
    ALTCHA_HMAC_SECRET: 'production-altcha-secret',
    OFFER_CODES_KEY: Buffer.alloc(32, 9).toString('base64'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PAYMENT_CARD_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_not_called',
    STRIPE_WEBHOOK_SECRET: 'whsec_not_called',
    PAYMENT_CRYPTO_PROVIDER: 'btcpay',
    BTCPAY_URL: 'https://btcpay.invalid',
    BTCPAY_API_KEY: 'not-called',
    BTCPAY_STORE_ID: 'store',
    BTCPAY_WEBHOOK_SECRET: 'btcpay-secret',
    WITHDRAWAL_METHODS: 'stripe,crypto',
    ...extra,
  };
}
