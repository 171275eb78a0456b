import { describe, expect, it } from 'vitest';
import {
  SANDBOX_TEST_CARDS,
  sandboxCardRequestSchema,
  sandboxPaymentPagePath,
} from '../payments/payments.schemas';
import { withdrawalRequestSchema } from '../withdrawals/withdrawals.schemas';
import { feeRulesSchema } from './fee-rules.schemas';
import { checkoutRequestSchema, idempotencyKeySchema, ratingRequestSchema } from './orders.schemas';

const withdrawal = { standardFeeBps: 100, vipFeeBps: 300, standardReviewHours: 48, vipReviewHours: 4 };

describe('order and payment schemas', () => {
  it('checkout: an offer, a positive whole quantity, one of the three methods and the unit price shown', () => {
    const offerId = crypto.randomUUID();
    const shown = { unitPrice: '4120', currency: 'USD' };
    expect(
      checkoutRequestSchema.parse({ offerId, quantity: '2', paymentMethod: 'crypto', ...shown }),
    ).toEqual({
      offerId,
      quantity: 2,
      paymentMethod: 'crypto',
      ...shown,
    });
    for (const bad of [
      { offerId, quantity: 0, paymentMethod: 'card', ...shown },
      { offerId, quantity: 1.5, paymentMethod: 'card', ...shown },
      { offerId, quantity: 1, paymentMethod: 'paypal', ...shown },
      { offerId: 'x', quantity: 1, paymentMethod: 'card', ...shown },
      // The price the buyer was shown is required: integer minor units, in a known currency.
      { offerId, quantity: 1, paymentMethod: 'card' },
      { offerId, quantity: 1, paymentMethod: 'card', unitPrice: '41.20', currency: 'USD' },
      { offerId, quantity: 1, paymentMethod: 'card', unitPrice: 4120, currency: 'USD' },
      { offerId, quantity: 1, paymentMethod: 'card', unitPrice: '4120', currency: 'XYZ' },
      { offerId, quantity: 1, paymentMethod: 'card', unitPrice: '4120' },
    ]) {
      expect(checkoutRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('idempotency keys: 8–128 safe characters', () => {
    expect(idempotencyKeySchema.safeParse(crypto.randomUUID()).success).toBe(true);
    for (const bad of ['short', 'a'.repeat(129), 'has spaces in it', 'ünïcödé-key']) {
      expect(idempotencyKeySchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('rating: 1–5 whole stars, the comment optional', () => {
    expect(ratingRequestSchema.parse({ stars: 5 })).toEqual({ stars: 5, comment: '' });
    for (const stars of [0, 6, 4.5]) expect(ratingRequestSchema.safeParse({ stars }).success).toBe(false);
  });

  it('fee rules need exactly one default purchase rule and no category twice', () => {
    const rule = (category: string | null) => ({ category, buyerFeeBps: 300, sellerFeeBps: 500 });
    expect(feeRulesSchema.safeParse({ purchase: [rule(null), rule('keys')], withdrawal }).success).toBe(true);
    expect(feeRulesSchema.safeParse({ purchase: [rule('keys')], withdrawal }).success).toBe(false);
    expect(feeRulesSchema.safeParse({ purchase: [rule(null), rule(null)], withdrawal }).success).toBe(false);
    expect(
      feeRulesSchema.safeParse({ purchase: [rule(null), rule('keys'), rule('keys')], withdrawal }).success,
    ).toBe(false);
    expect(
      feeRulesSchema.safeParse({ purchase: [{ ...rule(null), buyerFeeBps: 5001 }], withdrawal }).success,
    ).toBe(false);
  });

  it('sandbox: card numbers without spaces or dashes, MM/YY expiry; the page path', () => {
    expect(
      sandboxCardRequestSchema.parse({
        number: '4242 4242-4242 4242',
        expiry: '12/39',
        cvc: '123',
        name: ' A ',
      }),
    ).toMatchObject({ number: '4242424242424242', name: 'A' });
    expect(
      sandboxCardRequestSchema.safeParse({ number: '4242', expiry: '13/39', cvc: '1', name: '' }).success,
    ).toBe(false);
    expect(new Set(SANDBOX_TEST_CARDS.map((card) => card.outcome))).toEqual(
      new Set(['succeed', 'decline', 'confirm']),
    );
    expect(sandboxPaymentPagePath('abc')).toBe('/order/pay/abc/');
  });

  it('withdrawals: a positive amount in minor units, VIP off by default', () => {
    const base = { currency: 'USD', amount: '100', method: 'paypal', destination: 'me@example.com' };
    expect(withdrawalRequestSchema.parse(base)).toMatchObject({ vip: false });
    for (const amount of ['0', '-1', '1.5', '']) {
      expect(withdrawalRequestSchema.safeParse({ ...base, amount }).success, amount).toBe(false);
    }
  });
});
