import type { Offer, OfferResponse } from '@lootmarket/contract';
import { formatPrice, kitMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { currencyMessages } from '../currency/currency-messages';
import { PriceConversionContext } from '../currency/price-conversion';
import { storyConversion } from '../currency/story-rates';
import { asRead, storyIntl } from '../test/story-intl';
import { offerPageMessages as m, OfferPage } from './offer-page';
import { offerQueryKey } from './offers-api';
import { sampleGoldOffer } from './story-fixtures';
import { SignedInSeller, STORY_TOKEN } from './story-session';

/** The page of `offer` as its seller sees it, the offer already in react-query's store. */
function page(offer: Offer) {
  const answer: OfferResponse = { offer };
  return (
    <SignedInSeller
      path={`/offers/${offer.id}/`}
      seed={(store) => store.setQueryData([...offerQueryKey(offer.id), STORY_TOKEN], answer)}
    >
      <OfferPage offerId={offer.id} />
    </SignedInSeller>
  );
}

/** The purchase card's details as a term → its value, read from the page's description list. */
function details(canvasElement: HTMLElement): Map<string, string> {
  const terms = [...canvasElement.querySelectorAll('dt')];
  return new Map(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

const meta = {
  title: 'Marketplace/Offers/Offer page',
  component: OfferPage,
  args: { offerId: sampleGoldOffer.id },
  parameters: { layout: 'fullscreen' },
  tags: ['every-toolbar'],
} satisfies Meta<typeof OfferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gold sold 10k a purchase: the purchase card says how much one purchase delivers, beside its price. */
export const PerPurchase: Story = {
  render: () => page(sampleGoldOffer),
  play: async ({ canvas, canvasElement, ...context }) => {
    const intl = storyIntl(context);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleGoldOffer.title);
    const rows = details(canvasElement);
    await expect(rows.get(intl.formatMessage(m.perPurchase))).toBe(intl.formatNumber(10_000));
    await expect(rows.get(intl.formatMessage(m.inStock))).toBe(intl.formatNumber(1810));
  },
};

/** A single good: one purchase is one item, and the card does not say so. */
export const SingleGood: Story = {
  render: () =>
    page({ ...sampleGoldOffer, title: 'Level 60 Paladin, full tier 2', bundleSize: 1, quantity: 1 }),
  play: async ({ canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const rows = details(canvasElement);
    await expect(rows.has(intl.formatMessage(m.inStock))).toBe(true);
    await expect(rows.has(intl.formatMessage(m.perPurchase))).toBe(false);
  },
};

/** A seller seen a minute ago: the seller panel's avatar has the green dot, spoken "Online". */
export const SellerOnline: Story = {
  render: () =>
    page({
      ...sampleGoldOffer,
      seller: { ...sampleGoldOffer.seller, lastSeenAt: new Date(Date.now() - 60_000).toISOString() },
    }),
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const presence = canvasElement.querySelector('[data-slot="seller-badge"] [data-slot="avatar-presence"]');
    await expect(presence).toHaveAttribute('data-online', 'true');
    await expect(presence).toHaveTextContent(t(kitMessages.online));
  },
};

/**
 * An offer in US dollars for a viewer who reads złoty: the price converted at the staff's rate leads
 * ("≈ 2,88 zł" for $0.72 at 0.25), the offer's own "$0.72", which is charged, beside it.
 */
export const ConvertedPrice: Story = {
  render: () => (
    <PriceConversionContext value={storyConversion('PLN')}>{page(sampleGoldOffer)}</PriceConversionContext>
  ),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const approx = intl.formatMessage(currencyMessages.approx, {
      price: formatPrice(288, 'PLN', intl.locale),
    });
    const [first] = canvas.getAllByText(asRead(approx), { normalizer: asRead });
    await expect(first).toBeVisible();
    await expect(
      canvas.getAllByText(asRead(formatPrice(sampleGoldOffer.priceMinor, 'USD', intl.locale)), {
        normalizer: asRead,
      })[0],
    ).toBeVisible();
  },
};

/** The same offer for a viewer who reads US dollars: its price as it is, nothing converted. */
export const SameCurrency: Story = {
  render: () => (
    <PriceConversionContext value={storyConversion('USD')}>{page(sampleGoldOffer)}</PriceConversionContext>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleGoldOffer.title);
    await expect(canvas.queryByText(/≈/)).toBeNull();
  },
};
