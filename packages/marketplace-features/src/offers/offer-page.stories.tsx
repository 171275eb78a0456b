import type { Conversation, Offer, OfferResponse, SellerReviewsResponse } from '@lootmarket/contract';
import { formatPrice, formatRelativeTime, kitMessages, sellerMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { conversationsQueryKey } from '../chat/chat-api';
import { chatMessages } from '../chat/chat-messages';
import { currencyMessages } from '../currency/currency-messages';
import { PriceConversionContext } from '../currency/price-conversion';
import { storyConversion } from '../currency/story-rates';
import { storySellerAvatar } from '../market/story-store';
import { storyClock } from '../test/story-clock';
import { asRead, storyIntl } from '../test/story-intl';
import { offerPageMessages as m, OfferPage } from './offer-page';
import { offerQueryKey } from './offers-api';
import { sellerReviewsMessages } from './seller-reviews';
import { sampleGoldOffer } from './story-fixtures';
import { SignedInSeller, STORY_TOKEN, storyBuyer } from './story-session';

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

/** A seller with an uploaded avatar: the seller panel shows it, large, beside their name. */
export const SellerWithAvatar: Story = {
  render: () =>
    page({ ...sampleGoldOffer, seller: { ...sampleGoldOffer.seller, avatarUrl: storySellerAvatar } }),
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('[data-slot="seller-badge"] [data-slot="avatar-picture"]');
    await waitFor(() => expect(picture).toHaveAttribute('data-state', 'image'));
    const image = picture?.querySelector('img');
    await expect(image).toHaveAttribute('src', storySellerAvatar);
    await expect(image).toHaveAttribute('width', '56');
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

/** The instant the visual baseline's clock starts at: every relative time below is said from here. */
const NOW = '2026-11-20T12:00:00.000Z';

/** Three of the seller's reviews, 2 days, 2 weeks and 7 weeks before NOW. */
const reviews: SellerReviewsResponse = {
  reviews: [
    {
      id: 'r3',
      authorName: 'Kael',
      stars: 5,
      comment: 'Gold arrived in ten minutes, face to face as promised.',
      createdAt: '2026-11-18T12:00:00.000Z',
    },
    {
      id: 'r2',
      authorName: 'Mirelle',
      stars: 4,
      comment: 'A short wait at the bank, then everything was fine.',
      createdAt: '2026-11-06T12:00:00.000Z',
    },
    {
      id: 'r1',
      authorName: 'Thornbrew',
      stars: 5,
      comment: 'Third purchase, always smooth.',
      createdAt: '2026-10-02T12:00:00.000Z',
    },
  ],
  total: 3,
  averageStars: 4.7,
  page: 1,
  pageSize: 10,
};

/** The offer as a buyer sees it: bought with one click, delivered automatically, its seller seen 2 hours before NOW. */
const buyersOffer: Offer = {
  ...sampleGoldOffer,
  description: 'Face to face at the Silvermoon bank.\nTell me your character name in the chat after paying.',
  automaticDelivery: true,
  viewerIsOwner: false,
  seller: { ...sampleGoldOffer.seller, lastSeenAt: '2026-11-20T10:00:00.000Z' },
};

/**
 * The whole page as a signed-in buyer sees it, for its visual baseline: everything it shows is in the
 * store before the first render (the offer, the seller's reviews, the buyer's conversations: none
 * about this offer yet, so the chat offers to write to the seller and opens no socket), no photo to
 * load, and the clock starts at a fixed instant, so "Last seen 2 hours ago" and the reviews' "2 days
 * ago" read the same on every run. Nothing on it moves. At 1024 px the purchase column is beside the
 * text and the phone's bottom Buy bar is hidden; the shot is the whole page, however tall.
 */
export const ForABuyer: Story = {
  tags: ['vrt'],
  beforeEach: storyClock(NOW),
  render: () => (
    <SignedInSeller
      user={storyBuyer}
      path={`/offers/${buyersOffer.id}/`}
      seed={(store) => {
        const answer: OfferResponse = { offer: buyersOffer };
        store.setQueryData([...offerQueryKey(buyersOffer.id), STORY_TOKEN], answer);
        store.setQueryData(['sellers', buyersOffer.seller.id, 'reviews', 10], reviews);
        const conversations: Conversation[] = [];
        store.setQueryData(conversationsQueryKey, conversations);
      }}
    >
      <OfferPage offerId={buyersOffer.id} />
    </SignedInSeller>
  ),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(buyersOffer.title);
    await expect(canvas.getByRole('link', { name: t(m.buyNow) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(chatMessages.startConversation) })).toBeVisible();
    // Said from the story's clock, not the real one: the same words on every run.
    const since = (iso: string) => formatRelativeTime(iso, intl.locale, { now: NOW });
    const lastSeen = t(sellerMessages.lastSeen, { time: since('2026-11-20T10:00:00.000Z') });
    await expect(canvas.getAllByText(lastSeen).length).toBeGreaterThan(0);
    const list = within(canvas.getByRole('region', { name: t(sellerReviewsMessages.title) })).getAllByRole(
      'listitem',
    );
    await expect(list).toHaveLength(reviews.reviews.length);
    for (const [index, review] of reviews.reviews.entries()) {
      await expect(list[index]?.querySelector('time')).toHaveTextContent(since(review.createdAt));
    }
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
