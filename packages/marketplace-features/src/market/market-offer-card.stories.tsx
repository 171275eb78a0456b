import { formatPrice, formatRelativeTime, kitMessages, sellerMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { currencyMessages } from '../currency/currency-messages';
import { PriceConversionContext } from '../currency/price-conversion';
import { storyConversion } from '../currency/story-rates';
import { asRead, storyIntl } from '../test/story-intl';
import { MarketOfferCard, marketValueMessages } from './market-page';
import { formatGoodsCount, formatUnitPriceLabel, marketPriceMessages } from './market-price';
import { storyWow } from './story-games';
import { type StoryMarketOffer, storyMarketAnswer, storySeller, storySellerAvatar } from './story-store';

/** 10k gold for $0.72: alone on its market, it is compared per 1,000 ($0.072). */
const gold: StoryMarketOffer = {
  id: '7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e01',
  title: '10k Gold – Silvermoon (EU) – face to face',
  server: { slug: 'silvermoon', name: 'Silvermoon', region: 'EU' },
  deliveryTime: '20m',
  priceMinor: 72,
  currency: 'USD',
  quantity: 1810,
  bundleSize: 10_000,
  automaticDelivery: false,
  warrantyDays: null,
  photoUrl: null,
  seller: storySeller,
};

/** A level-60 account: a single good, its plain price. */
const account: StoryMarketOffer = {
  ...gold,
  id: '7d1f0c2e-8a4b-4c3d-9e5f-6a7b8c9d0e02',
  title: 'Level 60 Paladin, full tier 2',
  priceMinor: 18_900,
  quantity: 1,
  bundleSize: 1,
  warrantyDays: 30,
};

type CardProps = ComponentProps<typeof MarketOfferCard>;

/** The card as a market shows it: the offer priced by its market's answer, in a list item. */
function card(offer: StoryMarketOffer, layout: CardProps['layout'] = 'grid'): CardProps {
  const answer = storyMarketAnswer(storyWow, 'gold', [offer]);
  const [priced] = answer.offers;
  if (!priced) throw new Error('The answer has no offer.');
  return {
    offer: priced,
    priceUnit: answer.priceUnit,
    game: 'World of Warcraft',
    gameCover: { slug: 'world-of-warcraft', imageUrl: null },
    category: 'Gold',
    giftCard: false,
    layout,
  };
}

const meta = {
  title: 'Marketplace/Market/Offer card',
  component: MarketOfferCard,
  args: card(gold),
  decorators: [
    (Story) => (
      <MemoryRouter>
        <ul className="lm:max-w-sm">
          <li>
            <Story />
          </li>
        </ul>
      </MemoryRouter>
    ),
  ],
  tags: ['every-toolbar'],
} satisfies Meta<typeof MarketOfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Gold sold in bundles: the price per 1,000 leads, in bold ("$0.072 / 1K"), and under it what one
 * purchase holds and costs ("10K for $0.72"). The seller's reviews are counted beside the feedback.
 */
export const Bundle: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const unitPrice = canvas.getByText(
      asRead(formatUnitPriceLabel(intl, { unitPrice: '0.072', currency: 'USD' }, 1000)),
      { normalizer: asRead },
    );
    await expect(unitPrice).toBeVisible();
    await expect(getComputedStyle(unitPrice).fontWeight).toBe('700');
    const bundle = intl.formatMessage(marketPriceMessages.bundle, {
      bundle: formatGoodsCount(intl, 10_000),
      price: formatPrice(72, 'USD', intl.locale),
    });
    await expect(canvas.getByText(asRead(bundle), { normalizer: asRead })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent(
      asRead(intl.formatMessage(marketValueMessages.reviews, { count: 1234 })),
    );
    // One tab stop: the title link, which opens the offer.
    const link = canvas.getByRole('link', { name: gold.title });
    await expect(link).toHaveAttribute('href', `/offers/${gold.id}/`);
  },
};

/** The same offer as a row of the list view. */
export const BundleInList: Story = {
  tags: ['vrt'],
  args: card(gold, 'list'),
  decorators: [
    (Story) => (
      <div className="lm:max-w-3xl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    await expect(
      canvas.getByText(asRead(formatUnitPriceLabel(intl, { unitPrice: '0.072', currency: 'USD' }, 1000)), {
        normalizer: asRead,
      }),
    ).toBeVisible();
  },
};

/**
 * A bundle of 12,345 gold is named in full (a rounded "12K" would misstate it); its market compares
 * per 1,000 all the same.
 */
export const OddBundle: Story = {
  args: card({ ...gold, bundleSize: 12_345, priceMinor: 99 }),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const bundle = intl.formatMessage(marketPriceMessages.bundle, {
      bundle: intl.formatNumber(12_345),
      price: formatPrice(99, 'USD', intl.locale),
    });
    await expect(canvas.getByText(asRead(bundle), { normalizer: asRead })).toBeVisible();
    // 99 cents for 12,345 gold: $0.08019 per 1,000, every digit the API sends.
    await expect(
      canvas.getByText(asRead(formatUnitPriceLabel(intl, { unitPrice: '0.08019', currency: 'USD' }, 1000)), {
        normalizer: asRead,
      }),
    ).toBeVisible();
  },
};

/** Five potions a purchase: too few to count per 1,000, so the price is per unit. */
export const SmallBundle: Story = {
  args: card({ ...gold, title: '5 Major Healing Potions', bundleSize: 5, priceMinor: 250 }),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    await expect(
      canvas.getByText(
        asRead(
          intl.formatMessage(marketPriceMessages.perUnit, { price: formatPrice(50, 'USD', intl.locale) }),
        ),
        { normalizer: asRead },
      ),
    ).toBeVisible();
  },
};

/** A single good keeps its plain price: nothing per unit, no bundle line. */
export const SingleGood: Story = {
  args: card(account),
  play: async ({ canvas, canvasElement, ...context }) => {
    // No photo: the game's generated cover takes the photo's place, so the cards of a row line up.
    await expect(
      canvasElement.querySelector('[data-slot="offer-card-image-fallback"] [data-slot="game-cover"]'),
    ).toHaveAttribute('data-initials', 'WW');
    const intl = storyIntl(context);
    await expect(canvas.getByRole('article')).toHaveTextContent(
      asRead(formatPrice(18_900, 'USD', intl.locale)),
    );
    await expect(canvasElement.querySelector('[data-slot="market-unit-price"]')).toBeNull();
  },
};

/** A new seller's single review reads in the singular. */
export const OneReview: Story = {
  args: card({
    ...gold,
    seller: { ...storySeller, username: 'FreshFarmer', positiveFeedbackPercent: 100, reviewsCount: 1 },
  }),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    await expect(canvas.getByRole('article')).toHaveTextContent(
      asRead(intl.formatMessage(marketValueMessages.reviews, { count: 1 })),
    );
  },
};

/** A seller seen a minute ago is online: a green dot on their avatar, spoken "Online". */
export const SellerOnline: Story = {
  args: card({
    ...gold,
    seller: { ...storySeller, lastSeenAt: new Date(Date.now() - 60_000).toISOString() },
  }),
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const presence = canvasElement.querySelector('[data-slot="avatar-presence"]');
    await expect(presence).toHaveAttribute('data-online', 'true');
    await expect(presence).toHaveTextContent(t(kitMessages.online));
  },
};

/** A seller with an uploaded avatar: their picture beside their name (decoration: the name is spoken once). */
export const SellerWithAvatar: Story = {
  tags: ['vrt'],
  args: card({ ...gold, seller: { ...storySeller, avatarUrl: storySellerAvatar } }),
  play: async ({ canvas, canvasElement }) => {
    const picture = canvasElement.querySelector('[data-slot="seller-badge"] [data-slot="avatar-picture"]');
    await waitFor(() => expect(picture).toHaveAttribute('data-state', 'image'));
    const image = picture?.querySelector('img');
    await expect(image).toHaveAttribute('src', storySellerAvatar);
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText(storySeller.username)).toBeVisible();
  },
};

/** A seller seen three hours ago: a grey dot, spoken with when they were last seen. */
export const SellerAway: Story = {
  args: card({
    ...gold,
    seller: { ...storySeller, lastSeenAt: new Date(Date.now() - 3 * 3_600_000).toISOString() },
  }),
  play: async ({ canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const presence = canvasElement.querySelector('[data-slot="avatar-presence"]');
    await expect(presence).toHaveAttribute('data-online', 'false');
    await expect(presence).toHaveTextContent(
      intl.formatMessage(sellerMessages.lastSeen, {
        time: formatRelativeTime(-3 * 3_600_000 + Date.now(), intl.locale),
      }),
    );
  },
};

/** On a 360 px phone, in the languages with the longest words, the card and its prices stay inside. */
export const OnPhoneRussian: Story = {
  globals: { locale: 'ru' },
  args: card({ ...gold, bundleSize: 250_000, priceMinor: 1950, quantity: 1_234_567 }),
  decorators: [
    (Story) => (
      <div data-phone-frame className="lm:w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-phone-frame]') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const OnPhoneGerman: Story = {
  ...OnPhoneRussian,
  globals: { locale: 'de' },
};

/**
 * Gold priced in euros for a viewer who reads US dollars: the price per 1,000 converted at the staff's
 * rate leads ("≈ $0.0778 / 1K": €0.72 × 1.08 for 10,000), the offer's own "€0.072 / 1K" under it,
 * then what one purchase costs in euros, which is what is charged.
 */
export const ConvertedBundle: Story = {
  args: card({ ...gold, currency: 'EUR' }),
  decorators: [
    (Story) => (
      <PriceConversionContext value={storyConversion('USD')}>
        <Story />
      </PriceConversionContext>
    ),
  ],
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const approx = intl.formatMessage(currencyMessages.approx, {
      price: formatUnitPriceLabel(intl, { unitPrice: '0.07776', currency: 'USD' }, 1000),
    });
    const lead = canvas.getByText(asRead(approx), { normalizer: asRead });
    await expect(lead).toBeVisible();
    await expect(getComputedStyle(lead).fontWeight).toBe('700');
    await expect(
      canvas.getByText(asRead(formatUnitPriceLabel(intl, { unitPrice: '0.072', currency: 'EUR' }, 1000)), {
        normalizer: asRead,
      }),
    ).toBeVisible();
    const bundle = intl.formatMessage(marketPriceMessages.bundle, {
      bundle: formatGoodsCount(intl, 10_000),
      price: formatPrice(72, 'EUR', intl.locale),
    });
    await expect(canvas.getByText(asRead(bundle), { normalizer: asRead })).toBeVisible();
  },
};

/** A single good in euros for a viewer reading yen: "≈ ¥30,467" first, its own "€189.00" beside it. */
export const ConvertedSingleGood: Story = {
  args: card({ ...account, currency: 'EUR' }),
  decorators: [
    (Story) => (
      <PriceConversionContext value={storyConversion('JPY')}>
        <Story />
      </PriceConversionContext>
    ),
  ],
  play: async ({ canvas, canvasElement, ...context }) => {
    const intl = storyIntl(context);
    // €189.00 × 1.08 ÷ 0.0067 = ¥30,465.67…, rounded once to the yen.
    const approx = intl.formatMessage(currencyMessages.approx, {
      price: formatPrice(30_466, 'JPY', intl.locale),
    });
    await expect(canvas.getByText(asRead(approx), { normalizer: asRead })).toBeVisible();
    await expect(
      canvas.getByText(asRead(formatPrice(18_900, 'EUR', intl.locale)), { normalizer: asRead }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="converted-price"]')).not.toBeNull();
  },
};

/** An offer in the viewer's own currency: nothing converted, the price as it is. */
export const SameCurrency: Story = {
  args: card(account),
  decorators: [
    (Story) => (
      <PriceConversionContext value={storyConversion('USD')}>
        <Story />
      </PriceConversionContext>
    ),
  ],
  play: async ({ canvas, canvasElement, ...context }) => {
    const intl = storyIntl(context);
    await expect(canvas.getByRole('article')).toHaveTextContent(
      asRead(formatPrice(18_900, 'USD', intl.locale)),
    );
    await expect(canvasElement.querySelector('[data-slot="converted-price"]')).toBeNull();
    await expect(canvas.getByRole('article')).not.toHaveTextContent('≈');
  },
};
