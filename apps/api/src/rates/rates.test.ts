import {
  adminAuditResponseSchema,
  adminCurrencyRatesResponseSchema,
  currencyRatesResponseSchema,
  marketResponseSchema,
} from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import { adminTestSetup, caller } from '../../test/support/admin';
import { bearer, errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { seedDemoData } from '../seed/seed';

const kinds = await databaseKinds();
const PUBLIC = '/api/v1/currency-rates';
const ADMIN = '/api/v1/admin/currency-rates';

describe.each(kinds)('currency rates on $notice', ({ name, available }) => {
  const setup = adminTestSetup(name, available, { before: (ctx) => seedDemoData(ctx.database.db) });
  const call = caller(() => setup.ctx.app);
  const adminToken = () => setup.staff.admin.token;
  const setRate = (currency: string, usdValue: string, asOf = '2026-11-27', token = adminToken()) =>
    call('PUT', ADMIN, token, { currency, usdValue, asOf });

  it.runIf(available)('gives everyone the seeded rate of every offer currency, cacheable', async () => {
    const response = await call('GET', PUBLIC);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { rates } = currencyRatesResponseSchema.parse(response.json());
    expect(rates.map((rate) => [rate.currency, rate.usdValue])).toEqual([
      ['USD', '1'],
      ['EUR', '1.08'],
      ['PLN', '0.25'],
      ['BRL', '0.18'],
      ['RUB', '0.011'],
      ['CNY', '0.14'],
      ['JPY', '0.0067'],
    ]);
    expect(rates.every((rate) => rate.asOf === '2026-11-28')).toBe(true);
  });

  it.runIf(available)('lets staff read the rates and admins alone change them', async () => {
    const read = await call('GET', ADMIN, setup.staff.support.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(adminCurrencyRatesResponseSchema.parse(read.json()).rates[0]).toMatchObject({
      currency: 'USD',
      usdValue: '1',
      updatedBy: null,
    });
    const change = { currency: 'PLN', usdValue: '0.26', asOf: '2026-11-27' };
    for (const [method, payload, refusedTokens] of [
      ['GET', undefined, [setup.staff.user.token]],
      ['PUT', change, [setup.staff.user.token, setup.staff.support.token]],
    ] as const) {
      const before = await snapshotDatabase(setup.ctx.database);
      expect((await call(method, ADMIN, null, payload)).statusCode).toBe(401);
      for (const token of refusedTokens) {
        const refused = await call(method, ADMIN, token, payload);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(errorCode(refused)).toBe('FORBIDDEN');
      }
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
      expect((await call(method, ADMIN, adminToken(), payload)).statusCode).toBe(200);
    }
    const reset = await setRate('PLN', '0.25', '2026-11-28');
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it.runIf(available)(
    'writes a change with who and when, audits the old and new value, and skips a non-change',
    async () => {
      const response = await setRate('BRL', '0,1900', '2026-11-27');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const brl = adminCurrencyRatesResponseSchema
        .parse(response.json())
        .rates.find((rate) => rate.currency === 'BRL');
      expect(brl).toMatchObject({
        usdValue: '0.19',
        asOf: '2026-11-27',
        updatedBy: { id: setup.staff.admin.userId },
      });
      expect(brl?.updatedBy?.username).toEqual(expect.any(String));
      const publicRates = currencyRatesResponseSchema.parse((await call('GET', PUBLIC)).json()).rates;
      expect(publicRates.find((rate) => rate.currency === 'BRL')?.usdValue).toBe('0.19');

      const audit = async () =>
        adminAuditResponseSchema.parse(
          (
            await call('GET', '/api/v1/admin/audit-log?targetType=currency_rate&targetId=BRL', adminToken())
          ).json(),
        ).entries;
      const [entry] = await audit();
      expect(entry).toMatchObject({
        action: 'currency_rate.update',
        actorId: setup.staff.admin.userId,
        before: { usdValue: '0.18', asOf: '2026-11-28' },
        after: { usdValue: '0.19', asOf: '2026-11-27' },
      });
      // The same rate and date again: nothing written, nothing audited.
      const before = await snapshotDatabase(setup.ctx.database);
      expect((await setRate('BRL', '0.190', '2026-11-27')).statusCode).toBe(200);
      expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
      expect(await audit()).toHaveLength(1);
      expect((await setRate('BRL', '0.18', '2026-11-28')).statusCode).toBe(200);
    },
  );

  it.runIf(available)('refuses bad input with a field code, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ currency: 'EUR', usdValue: '0', asOf: '2026-11-27' }, { usdValue: 'currencyRateInvalid' }],
      [{ currency: 'EUR', usdValue: '-1.08', asOf: '2026-11-27' }, { usdValue: 'currencyRateInvalid' }],
      [{ currency: 'EUR', usdValue: '1e3', asOf: '2026-11-27' }, { usdValue: 'currencyRateInvalid' }],
      [
        { currency: 'EUR', usdValue: '1.0000000000001', asOf: '2026-11-27' },
        { usdValue: 'currencyRateInvalid' },
      ],
      [{ currency: 'USD', usdValue: '1.01', asOf: '2026-11-27' }, { usdValue: 'currencyRateUsdFixed' }],
      [{ currency: 'EUR', usdValue: '1.1', asOf: '2026-02-30' }, { asOf: 'currencyRateDateInvalid' }],
      [{ currency: 'EUR', usdValue: '1.1', asOf: '2999-01-01' }, { asOf: 'currencyRateDateInvalid' }],
      [{ currency: 'GBP', usdValue: '1.27', asOf: '2026-11-27' }, { currency: 'invalid' }],
      [{ currency: 'EUR', asOf: '2026-11-27' }, { usdValue: 'required' }],
    ];
    const before = await snapshotDatabase(setup.ctx.database);
    for (const [payload, fields] of cases) {
      const response = await call('PUT', ADMIN, adminToken(), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
      expect(response.json().error.fields, JSON.stringify(payload)).toEqual(fields);
    }
    const notJson = await setup.ctx.app.inject({
      method: 'PUT',
      url: ADMIN,
      headers: { ...bearer(adminToken()), 'content-type': 'text/plain' },
      payload: 'EUR=1.1',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await snapshotDatabase(setup.ctx.database)).toEqual(before);
  });

  it.runIf(available)(
    'orders a market of several currencies by the converted unit price, and a new rate reorders it',
    async () => {
      const seller = setup.staff.user;
      const market = async () => {
        const response = await call('GET', '/api/v1/games/world-of-warcraft/gold/offers?product=platypus');
        expect(response.statusCode, response.body).toBe(200);
        return marketResponseSchema.parse(response.json());
      };
      const server = (await call('GET', '/api/v1/games/world-of-warcraft/gold/offers')).json().offers[0]
        ?.server?.slug;
      const list = async (title: string, price: string, currency: string) => {
        const response = await call('POST', '/api/v1/offers', seller.token, {
          game: 'world-of-warcraft',
          category: 'gold',
          server,
          title: `Platypus ${title}`,
          description: 'Listed by the rates test.',
          deliveryTime: '1h',
          price,
          currency,
          quantity: 3,
          bundleSize: 10_000,
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().offer.id as string;
      };
      // Per 1,000 gold at the seeded rates: ¥10 ≈ $0.067, 0.30 zł ≈ $0.075, €0.07 ≈ $0.0756, $0.072.
      // By the raw number the yen offer (10) would be dearest and the euro one cheapest.
      const yen = await list('in yen', '100', 'JPY');
      const zloty = await list('in zloty', '3.00', 'PLN');
      const euro = await list('in euro', '0.70', 'EUR');
      const dollar = await list('in dollars', '0.72', 'USD');
      const first = await market();
      expect(first.offers.map((offer) => offer.id)).toEqual([yen, dollar, zloty, euro]);
      expect(first.lowestPrice).toMatchObject({ currency: 'JPY', priceMinor: 100 });
      expect(first.highestPrice).toMatchObject({ currency: 'EUR', priceMinor: 70 });
      const descending = await call(
        'GET',
        '/api/v1/games/world-of-warcraft/gold/offers?product=platypus&sort=price_desc',
      );
      expect(marketResponseSchema.parse(descending.json()).offers.map((offer) => offer.id)).toEqual([
        euro,
        zloty,
        dollar,
        yen,
      ]);

      // One offer a page walks the same order (each page sorts the first matches of every currency).
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const ids: string[] = [];
        for (let page = 1; page <= 4; page += 1) {
          const response = await call(
            'GET',
            `/api/v1/games/world-of-warcraft/gold/offers?product=platypus&sort=${sort}&pageSize=1&page=${page}`,
          );
          ids.push(...marketResponseSchema.parse(response.json()).offers.map((offer) => offer.id));
        }
        expect(ids).toEqual(sort === 'price_asc' ? [yen, dollar, zloty, euro] : [euro, zloty, dollar, yen]);
      }

      // The euro falls to $0.90 (€0.07 ≈ $0.063) and the yen rises to $0.008 (¥10 ≈ $0.08): the
      // answer cache is cleared by the write, so the next search shows the new order.
      expect((await setRate('EUR', '0.9')).statusCode).toBe(200);
      expect((await setRate('JPY', '0.008')).statusCode).toBe(200);
      const second = await market();
      expect(second.offers.map((offer) => offer.id)).toEqual([euro, dollar, zloty, yen]);
      expect(second.lowestPrice).toMatchObject({ currency: 'EUR' });
      expect(second.highestPrice).toMatchObject({ currency: 'JPY' });

      expect((await setRate('EUR', '1.08', '2026-11-28')).statusCode).toBe(200);
      expect((await setRate('JPY', '0.0067', '2026-11-28')).statusCode).toBe(200);
      for (const id of [yen, zloty, euro, dollar]) {
        const off = await call('POST', `/api/v1/offers/${id}/deactivate`, seller.token);
        expect(off.statusCode, off.body).toBe(200);
      }
    },
  );
});
