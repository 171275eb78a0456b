import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DeliveryTimeBadge } from '../delivery-time-badge/delivery-time-badge';
import { PriceTag } from '../price-tag/price-tag';
import { SellerBadge } from '../seller-badge/seller-badge';
import { OfferCard } from './offer-card';

const image =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="%234c1d95"/><circle cx="80" cy="45" r="22" fill="%23fbbf24"/></svg>';

const meta = {
  title: 'Marketplace/OfferCard',
  component: OfferCard,
  args: {
    href: '#offer-1',
    game: 'World of Warcraft',
    category: 'Gold',
    title: '10,000 gold on Silvermoon, delivered by mail',
    server: 'EU Silvermoon',
    deliveryTime: <DeliveryTimeBadge minutes={20} />,
    price: <PriceTag amountMinor={1999} currency="EUR" />,
    stock: 42,
    seller: (
      <SellerBadge name="GoldForge" positivePercent={98.6} itemsSold={12840} online lastSeen="Online" />
    ),
    automaticDelivery: true,
    imageSrc: image,
  },
  render: (args) => (
    <div className={args.layout === 'list' ? 'lm:max-w-2xl' : 'lm:max-w-xs'}>
      <OfferCard {...args} />
    </div>
  ),
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article).toHaveAttribute('data-layout', 'grid');
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: '10,000 gold on Silvermoon, delivered by mail' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#offer-1');
    await expect(canvas.getByText('42 in stock')).toBeVisible();
    await expect(canvas.getByText('Automatic delivery')).toBeVisible();
  },
};

export const List: Story = { tags: ['vrt'], args: { layout: 'list' } };

export const OutOfStock: Story = {
  args: { stock: 0, automaticDelivery: false, imageSrc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
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
