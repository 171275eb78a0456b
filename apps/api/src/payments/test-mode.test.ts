import { paymentTestModeSchema } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { bearer, errorCode, snapshotDatabase, TEST_PASSWORD, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { registerStaff } from '../../test/support/staff';
import { fundWallet, newKey } from '../orders/orders.test-support';
import { sandboxAndRealApps } from './payments.test-support';

const kinds = await databaseKinds();

/** Real card, crypto and payout providers (never called here), bank transfer and PayPal not offered. */
describe.each(kinds)('test mode: where sandbox money is on $notice', ({ name, available }) => {
  const { sandbox, real } = sandboxAndRealApps(name, available, { WITHDRAWAL_METHODS: 'stripe,crypto' });

  const testMode = (ctx: TestContext, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/payments/test-mode',
      headers: token ? bearer(token) : {},
    });

  it.runIf(available)(
    'tells guests, users and staff alike which payments and payouts are the sandbox',
    async () => {
      const staff = await registerStaff(sandbox.app, sandbox.database);
      for (const token of [undefined, staff.user.token, staff.support.token, staff.admin.token]) {
        const response = await testMode(sandbox, token);
        expect(response.statusCode).toBe(200);
        expect(paymentTestModeSchema.parse(response.json())).toEqual({
          card: true,
          crypto: true,
          withdrawalMethods: ['bank_transfer', 'paypal', 'crypto'],
        });
      }
      // It takes no input: whatever is sent, the answer is the server's.
      const asked = await sandbox.app.inject({ method: 'GET', url: '/api/v1/payments/test-mode?card=false' });
      expect(asked.json().card).toBe(true);
    },
  );

  it.runIf(available)(
    'with real providers nothing is test mode, and a method left out of WITHDRAWAL_METHODS is refused',
    async () => {
      expect((await testMode(real)).json()).toEqual({ card: false, crypto: false, withdrawalMethods: [] });
      const terms = await real.app.inject({ method: 'GET', url: '/api/v1/withdrawals/terms' });
      expect(terms.json().methods).toEqual(['crypto', 'stripe']);

      const seller = (await registerStaff(real.app, real.database)).user;
      await fundWallet(real.database.db, seller.userId, 50_000n);
      const before = await snapshotDatabase(real.database);
      for (const method of ['bank_transfer', 'paypal']) {
        const refused = await real.app.inject({
          method: 'POST',
          url: '/api/v1/withdrawals',
          headers: { ...bearer(seller.token), 'idempotency-key': newKey() },
          payload: {
            currency: 'USD',
            amount: '10000',
            method,
            destination: 'PL61 1090 1014 0000 0712 1981 2874',
            password: TEST_PASSWORD,
          },
        });
        expect([refused.statusCode, errorCode(refused)]).toEqual([422, 'WITHDRAWAL_METHOD_UNAVAILABLE']);
      }
      expect(await snapshotDatabase(real.database)).toEqual(before);
    },
  );
});
