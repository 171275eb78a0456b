import { paymentMethodsResponseSchema } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { sandboxAndRealApps } from './payments.test-support';

const kinds = await databaseKinds();

/**
 * Stripe takes cards and BTCPay crypto (neither is called here). A start without a provider for card or
 * crypto is refused by config.ts, so both are always on offer; PayPal and Apple Pay never are.
 */
describe.each(kinds)('the payment methods on offer on $notice', ({ name, available }) => {
  const { sandbox, real } = sandboxAndRealApps(name, available);

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
