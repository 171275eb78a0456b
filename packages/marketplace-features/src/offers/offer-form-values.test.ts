import {
  type OfferCreateRequest,
  type OfferUpdateRequest,
  offerCreateRequestSchema,
} from '@lootmarket/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  EMPTY_OFFER_FORM,
  type OfferFixedField,
  type OfferFormValues,
  offerFormValues,
  offerPatch,
  offerRequest,
  validateOfferForm,
} from './offer-form-values';
import { sampleGoldOffer as goldOffer, sampleWow as wow } from './story-fixtures';

/** 10k gold for $0.72, 1,810 bundles in stock. */
const goldForm: OfferFormValues = {
  ...EMPTY_OFFER_FORM,
  game: 'world-of-warcraft',
  category: 'gold',
  server: 'silvermoon',
  title: '10k Gold – Silvermoon (EU)',
  description: 'Face to face at the Silvermoon bank.',
  deliveryTime: '20m',
  price: '0.72',
  quantity: '1810',
  bundleSize: '10000',
  warrantyDays: '',
};

describe('the offer form', () => {
  it('starts a new offer at one unit per purchase, and sends the units the seller typed', () => {
    expect(EMPTY_OFFER_FORM.bundleSize).toBe('1');
    const body = offerRequest(goldForm);
    expect(body.bundleSize).toBe(10_000);
    expect(offerCreateRequestSchema.parse(body)).toMatchObject({ bundleSize: 10_000, quantity: 1810 });
    expect(validateOfferForm(goldForm, wow, 0)).toEqual({});
  });

  it('refuses units per purchase that are not a whole number from 1, with their own code', () => {
    for (const bundleSize of ['0', '', '-5', '1.5', '10k']) {
      expect(validateOfferForm({ ...goldForm, bundleSize }, wow, 0), JSON.stringify(bundleSize)).toEqual({
        bundleSize: 'bundleSizeInvalid',
      });
    }
  });

  it('fills the edit form with the stored units per purchase', () => {
    expect(offerFormValues(goldOffer)).toEqual(goldForm);
  });

  it('sends in an edit only what changed, never the units per purchase: they are fixed once listed', () => {
    const loaded = offerFormValues(goldOffer);
    expect(offerPatch(loaded, loaded)).toEqual({});
    expect(offerPatch({ ...loaded, quantity: '12', price: '0.80' }, loaded)).toEqual({
      quantity: 12,
      price: '0.80',
    });
    expect(offerPatch({ ...loaded, bundleSize: '250000' }, loaded)).toEqual({});
    // Checked by the compiler: every field the edit body lacks is one the form treats as fixed.
    expectTypeOf<
      Exclude<keyof OfferCreateRequest, keyof OfferUpdateRequest>
    >().toEqualTypeOf<OfferFixedField>();
  });
});
