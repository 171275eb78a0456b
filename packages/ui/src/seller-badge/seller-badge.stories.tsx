import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { asRead, storyStrings } from '../test/story-strings';
import { SellerBadge } from './seller-badge';

const meta = {
  title: 'Marketplace/SellerBadge',
  tags: ['every-toolbar'],
  component: SellerBadge,
  args: {
    name: 'GoldForge',
    positivePercent: 98.6,
    itemsSold: 12840,
    online: true,
  },
  // The offer page's words in the toolbar language; LongText's args win.
  render: (args, context) => {
    const t = storyStrings(context);
    const ago = new Intl.RelativeTimeFormat(t.locale, { numeric: 'auto' });
    return (
      <SellerBadge
        locale={t.locale}
        positiveLabel={(percent) => t('offer.seller.positive', { percent })}
        soldLabel={(count) => t('offer.seller.sold', { count })}
        lastSeen={t('shell.seller.lastSeen', {
          time: ago.format(args.online ? 0 : -2, args.online ? 'minute' : 'hour'),
        })}
        averageAnswerTime={t('offer.seller.answers', { minutes: 3 })}
        reviews={t('market.seller.reviews', { count: 1234 })}
        {...args}
      />
    );
  },
} satisfies Meta<typeof SellerBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const percent = new Intl.NumberFormat(t.locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      0.986,
    );
    await expect(canvas.getByText(asRead(t('offer.seller.positive', { percent })))).toBeVisible();
    const count = new Intl.NumberFormat(t.locale).format(12840);
    await expect(canvas.getByText(asRead(t('offer.seller.sold', { count })))).toBeVisible();
    // The number of reviews the percent rests on, beside it.
    await expect(canvas.getByText(asRead(t('market.seller.reviews', { count: 1234 })))).toBeVisible();
  },
};

export const Full: Story = {
  tags: ['vrt'],
  args: { layout: 'full', online: false },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByText(t('offer.seller.answers', { minutes: 3 }))).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    layout: 'full',
    name: 'Drachentöter-Meisterschaftsgewinner-Handelsgesellschaft',
    locale: 'de',
    positiveLabel: (percent: string) => `${percent} positive Bewertungen`,
    soldLabel: (count: string) => `${count} verkaufte Artikel`,
    lastSeen: 'Был в сети 5 минут назад',
    averageAnswerTime: '平均返信時間 3分',
  },
  render: (args) => (
    <div className="lm:max-w-xs">
      <SellerBadge {...args} />
    </div>
  ),
};
