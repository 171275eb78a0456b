import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DeliveryTimeBadge } from '../delivery-time-badge/delivery-time-badge';
import { PriceTag } from '../price-tag/price-tag';
import { SellerBadge } from '../seller-badge/seller-badge';
import { storyStrings } from '../test/story-strings';
import { OfferCard } from './offer-card';

const image =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="%234c1d95"/><circle cx="80" cy="45" r="22" fill="%23fbbf24"/></svg>';

const meta = {
  title: 'Marketplace/OfferCard',
  tags: ['every-toolbar'],
  component: OfferCard,
  args: {
    href: '#offer-1',
    game: 'World of Warcraft',
    category: 'Gold',
    title: '10,000 gold on Silvermoon, delivered by mail',
    server: 'EU Silvermoon',
    // null: render builds these badges in the toolbar language; a story may pass its own.
    deliveryTime: null,
    price: null,
    seller: null,
    stock: 42,
    automaticDelivery: true,
    imageSrc: image,
  },
  // The card's own words come from the catalogs in the toolbar language, as the market page passes
  // them; a story's args (LongText) still win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className={args.layout === 'list' ? 'lm:max-w-2xl' : 'lm:max-w-xs'}>
        <OfferCard
          locale={t.locale}
          stockLabel={(count) => t('market.stock', { count })}
          outOfStockLabel={t('market.outOfStock')}
          automaticDeliveryLabel={t('market.automaticDelivery')}
          serverLabel={t('offer.server')}
          {...args}
          deliveryTime={args.deliveryTime ?? <DeliveryTimeBadge minutes={20} locale={t.locale} />}
          price={args.price ?? <PriceTag amountMinor={1999} currency="EUR" locale={t.locale} />}
          seller={
            args.seller ?? (
              <SellerBadge
                name="GoldForge"
                positivePercent={98.6}
                itemsSold={12840}
                lastSeen={t('shell.seller.lastSeen', {
                  time: new Intl.RelativeTimeFormat(t.locale, { numeric: 'auto' }).format(-5, 'minute'),
                })}
                locale={t.locale}
                positiveLabel={(percent) => t('market.seller.positive', { percent })}
                soldLabel={(count) => t('market.seller.sold', { count })}
              />
            )
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const article = canvas.getByRole('article');
    await expect(article).toHaveAttribute('data-layout', 'grid');
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '10,000 gold on Silvermoon, delivered by mail' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#offer-1');
    await expect(canvas.getByText(t('market.stock', { count: '42' }))).toBeVisible();
    await expect(canvas.getByText(t('market.automaticDelivery'))).toBeVisible();
  },
};

export const List: Story = { tags: ['vrt'], args: { layout: 'list' } };

export const OutOfStock: Story = {
  args: { stock: 0, automaticDelivery: false, imageSrc: undefined },
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText(storyStrings(context)('market.outOfStock'))).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    game: 'Die Legende von Zelda: Tränen des Königreichs',
    category: 'Gegenstände',
    title: 'Seltene legendäre Ausrüstung mit maximaler Verbesserungsstufe und Expresslieferung',
    server: 'Европа — Серебряная Луна',
    deliveryTime: <DeliveryTimeBadge minutes={1440} locale="de" />,
    price: <PriceTag amountMinor={1234567} currency="EUR" locale="de" />,
    stockLabel: (count: string) => `${count} auf Lager`,
    automaticDeliveryLabel: '自動配達',
    seller: <SellerBadge name="伝説の商人" positivePercent={100} itemsSold={3} locale="ja" />,
  },
};

/** Without a photo, the fallback (the game's cover) takes the photo's place: cards of one row line up. */
export const WithImageFallback: Story = {
  tags: ['vrt'],
  args: {
    imageSrc: undefined,
    imageFallback: (
      <span className="lm:flex lm:items-center lm:justify-center lm:bg-primary lm:font-bold lm:text-2xl lm:text-primary-foreground">
        WW
      </span>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    const fallback = canvasElement.querySelector('[data-slot="offer-card-image-fallback"]') as HTMLElement;
    await expect(fallback).toHaveAttribute('aria-hidden', 'true');
    // The same frame as a photo: a 16:9 band across the card.
    const box = fallback.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
    // It is decorative: the card's link is still named by the title alone.
    await expect(
      canvas.getByRole('link', { name: '10,000 gold on Silvermoon, delivered by mail' }),
    ).toBeVisible();
  },
};
