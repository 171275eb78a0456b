import type { Offer, OfferResponse } from '@lootmarket/contract';
import { kitMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storySellerAvatar } from '../market/story-store';
import { storyIntl } from '../test/story-intl';
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
