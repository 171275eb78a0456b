import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from '../../test/support/app';
import type { DatabaseKind } from '../../test/support/databases';
import { ordersTestContext } from '../orders/orders.test-support';

/** Stripe takes cards and BTCPay crypto: configured, never called (BTCPay's address answers nothing). */
const REAL_PROVIDERS = {
  PAYMENT_CARD_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_not_called',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_called',
  PAYMENT_CRYPTO_PROVIDER: 'btcpay',
  BTCPAY_URL: 'http://127.0.0.1:9',
  BTCPAY_API_KEY: 'key',
  BTCPAY_STORE_ID: 'store',
  BTCPAY_WEBHOOK_SECRET: 'secret',
};

/**
 * Two orders test apps for one database kind of `describe.each(databaseKinds)`: `sandbox` with the
 * sandbox providers, `real` with the real ones (and `realEnv`), built before the block's tests and
 * closed after them; nothing is built when the kind is unavailable. The objects are there from the
 * start, so a block destructures them once; its `beforeAll` fills them in.
 */
export function sandboxAndRealApps(
  kind: DatabaseKind['name'],
  available: boolean,
  realEnv: Record<string, string> = {},
): { sandbox: TestContext; real: TestContext } {
  const sandbox = {} as TestContext;
  const real = {} as TestContext;
  beforeAll(async () => {
    if (!available) return;
    const [sandboxApp, realApp] = await Promise.all([
      ordersTestContext(kind),
      ordersTestContext(kind, { ...REAL_PROVIDERS, ...realEnv }),
    ]);
    Object.assign(sandbox, sandboxApp);
    Object.assign(real, realApp);
  });
  afterAll(async () => {
    await Promise.all([sandbox.close?.(), real.close?.()]);
  });
  return { sandbox, real };
}
