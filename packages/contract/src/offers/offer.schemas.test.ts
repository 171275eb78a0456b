import { describe, expect, it } from 'vitest';
import { offerCreateRequestSchema, offerFieldErrors, offerUpdateRequestSchema } from './offer.schemas';
import {
  editedOfferPriceMinor,
  isSellerOnline,
  marketPriceUnit,
  OFFER_MAX_BUNDLE_SIZE,
  offerPriceMinor,
} from './offer-rules';

const body = {
  game: 'world-of-warcraft',
  category: 'gold',
  server: null,
  title: '100k Gold',
  description: 'Hand farmed.',
  deliveryTime: '1h',
  price: '19.99',
  currency: 'USD',
  quantity: 3,
};

describe('offer bodies', () => {
  it('come out of the create schema with the price in minor units of the currency, parsed once', () => {
    const usd = offerCreateRequestSchema.parse(body);
    expect(usd.priceMinor).toBe(1999n);
    expect(usd).not.toHaveProperty('price');
    expect(offerCreateRequestSchema.parse({ ...body, price: ' 17,5 ' }).priceMinor).toBe(1750n);
    expect(offerCreateRequestSchema.parse({ ...body, price: 500, currency: 'JPY' }).priceMinor).toBe(500n);
    expect(
      offerCreateRequestSchema.parse({ ...body, price: '1000000', currency: undefined }).priceMinor,
    ).toBe(100_000_000n);
  });

  it('refuse a price the currency cannot hold with the price field code, next to other wrong fields', () => {
    for (const price of ['0', '-5', '19.999', 'cheap', '1000000.01', '', '1e3']) {
      const result = offerCreateRequestSchema.safeParse({ ...body, price });
      expect(result.success, price).toBe(false);
      if (!result.success) expect(offerFieldErrors(result.error.issues)).toEqual({ price: 'priceInvalid' });
    }
    const yen = offerCreateRequestSchema.safeParse({ ...body, price: '5.5', currency: 'JPY', title: '' });
    expect(yen.success).toBe(false);
    if (!yen.success)
      expect(offerFieldErrors(yen.error.issues)).toEqual({ title: 'titleRequired', price: 'priceInvalid' });
  });

  it('take a bundle size (1 when absent) and refuse one that is not a whole number from 1', () => {
    expect(offerCreateRequestSchema.parse(body).bundleSize).toBe(1);
    expect(offerCreateRequestSchema.parse({ ...body, bundleSize: '10000' }).bundleSize).toBe(10_000);
    // Fixed once listed: an edit body has no bundle size.
    expect(offerUpdateRequestSchema.parse({ quantity: 2, bundleSize: 250_000 })).not.toHaveProperty(
      'bundleSize',
    );
    for (const bundleSize of [0, -1, 1.5, 'lots', OFFER_MAX_BUNDLE_SIZE + 1]) {
      const result = offerCreateRequestSchema.safeParse({ ...body, bundleSize });
      expect(result.success, String(bundleSize)).toBe(false);
      if (!result.success)
        expect(offerFieldErrors(result.error.issues)).toEqual({ bundleSize: 'bundleSizeInvalid' });
    }
  });

  it('flag an empty price on an empty form, beside every other empty field (the first submit)', () => {
    const empty = offerCreateRequestSchema.safeParse({
      game: '',
      category: '',
      server: null,
      title: '',
      description: '',
      deliveryTime: '',
      price: '',
      quantity: Number.NaN,
    });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(offerFieldErrors(empty.error.issues)).toHaveProperty('price', 'priceInvalid');
  });

  it('leave an edited price an exact decimal, for the currency the server knows', () => {
    const patch = offerUpdateRequestSchema.parse({ price: '17.50' });
    expect(patch.price).toEqual({ units: 175n, scale: 1 });
    expect(offerPriceMinor(patch.price ?? null, 'USD')).toBe(1750n);
    expect(offerPriceMinor(patch.price ?? null, 'JPY')).toBeNull();
    expect(offerUpdateRequestSchema.parse({ quantity: 2 })).not.toHaveProperty('price');
    expect(offerUpdateRequestSchema.safeParse({ price: '19.999' }).success).toBe(false);
    expect(offerUpdateRequestSchema.safeParse({ price: '5.5', currency: 'JPY' }).success).toBe(false);
  });

  it("give the edited offer's minor units: a new price in the body's or the stored currency, or the stored amount in a new one", () => {
    const stored = { priceMinor: 1700n, currency: 'USD' } as const;
    const edited = (body: Record<string, unknown>) =>
      editedOfferPriceMinor(offerUpdateRequestSchema.parse(body), stored);
    expect(edited({ quantity: 2 })).toBe(1700n);
    expect(edited({ price: '17.50' })).toBe(1750n);
    expect(edited({ price: '1750', currency: 'JPY' })).toBe(1750n);
    expect(edited({ currency: 'JPY' })).toBe(17n);
    expect(editedOfferPriceMinor({ currency: 'JPY' }, { priceMinor: 1750n, currency: 'USD' })).toBeNull();
    expect(editedOfferPriceMinor({ currency: 'USD' }, { priceMinor: 500n, currency: 'JPY' })).toBe(50000n);
  });
});

describe('isSellerOnline', () => {
  it('is true within five minutes of the last sighting, false after or without one', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(isSellerOnline('2026-11-28T11:56:00Z', now)).toBe(true);
    expect(isSellerOnline('2026-11-28T11:55:00Z', now)).toBe(true);
    expect(isSellerOnline('2026-11-28T11:54:59Z', now)).toBe(false);
    expect(isSellerOnline(null, now)).toBe(false);
    expect(isSellerOnline('not a date', now)).toBe(false);
  });
});

describe('marketPriceUnit', () => {
  it('rounds the smallest bundle down to a power of a thousand', () => {
    expect(marketPriceUnit(1)).toBe(1);
    expect(marketPriceUnit(999)).toBe(1);
    expect(marketPriceUnit(1000)).toBe(1000);
    expect(marketPriceUnit(10_000)).toBe(1000);
    expect(marketPriceUnit(250_000)).toBe(1000);
    expect(marketPriceUnit(5_000_000)).toBe(1_000_000);
    expect(marketPriceUnit(OFFER_MAX_BUNDLE_SIZE)).toBe(OFFER_MAX_BUNDLE_SIZE);
  });
});

describe('offerPriceMinor', () => {
  it('keeps a price positive and within the bound, in minor units of the currency', () => {
    expect(offerPriceMinor({ units: 1n, scale: 2 }, 'USD')).toBe(1n);
    expect(offerPriceMinor({ units: 1_000_000n, scale: 0 }, 'JPY')).toBe(1_000_000n);
    expect(offerPriceMinor({ units: 1_000_001n, scale: 0 }, 'JPY')).toBeNull();
    expect(offerPriceMinor({ units: 0n, scale: 0 }, 'USD')).toBeNull();
    expect(offerPriceMinor(null, 'USD')).toBeNull();
  });
});
