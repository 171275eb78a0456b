import { paymentMethodsResponseSchema } from '@lootmarket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { ordersTestContext } from '../orders/orders.test-support';

const kinds = await databaseKinds();

/**
 * Stripe takes cards and BTCPay crypto (neither is called here). A start without a provider for card or
 * crypto is refused by config.ts, so both are always on offer; PayPal and Apple Pay never are.
 */
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

describe.each(kinds)('the payment methods on offer on $notice', ({ name, available }) => {
  let sandbox: TestContext;
  let real: TestContext;
  beforeAll(async () => {
    if (!available) return;
    [sandbox, real] = await Promise.all([ordersTestContext(name), ordersTestContext(name, REAL_PROVIDERS)]);
  });
  afterAll(async () => {
    await Promise.all([sandbox?.close(), real?.close()]);
  });

  const methods = (ctx: TestContext, token?: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payments/methods${query}`,
      headers: token ? bearer(token) : {},
    });

  it.runIf(available)('tells guests, users and staff alike: the wallet, card and crypto', async () => {
    const staff = await registerStaff(sandbox.app, sandbox.database);
    for (const token of [undefined, staff.user.token, staff.support.token, staff.admin.token]) {
      const response = await methods(sandbox, token);
      expect(response.statusCode).toBe(200);
      expect(paymentMethodsResponseSchema.parse(response.json())).toEqual({
        methods: ['wallet', 'card', 'crypto'],
      });
    }
    // It takes no input: whatever is sent, the answer is the server's.
    expect((await methods(sandbox, undefined, '?methods=paypal')).json()).toEqual({
      methods: ['wallet', 'card', 'crypto'],
    });
  });

  it.runIf(available)('lists card and crypto with their real providers configured', async () => {
    const response = await methods(real);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ methods: ['wallet', 'card', 'crypto'] });
  });
});
