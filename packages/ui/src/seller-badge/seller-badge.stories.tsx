import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

// A data URL keeps the story independent of the network: the seller's uploaded avatar.
const avatar =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="%23b45309"/><path d="M8 28l6-12 6 8 4-5 8 9z" fill="%23fef3c7"/><circle cx="28" cy="12" r="4" fill="%23fef3c7"/></svg>';

/** With the seller's uploaded avatar: decoration beside the name, which is spoken once. */
export const WithAvatar: Story = {
  tags: ['vrt'],
  args: { avatarSrc: avatar },
  render: (args, context) => (
    <div className="lm:flex lm:flex-col lm:gap-4">
      {meta.render({ ...args, layout: 'compact' }, context)}
      {meta.render({ ...args, layout: 'full', online: false }, context)}
    </div>
  ),
  play: async ({ canvas }) => {
    // The initials under each picture (the canvas is the first copy when shown side by side).
    const pictures = canvas.getAllByText('G').map((initials) => initials.parentElement);
    await expect(pictures).toHaveLength(2);
    for (const picture of pictures) {
      await waitFor(() => expect(picture).toHaveAttribute('data-state', 'image'));
      await expect(picture?.querySelector('img')).toHaveAttribute('alt', '');
    }
    await expect(canvas.queryByRole('img', { name: 'GoldForge' })).toBeNull();
    await expect(canvas.getAllByText('GoldForge')).toHaveLength(2);
  },
};

/** The avatar fails to load: the initials are drawn instead. */
export const AvatarFallback: Story = {
  args: { avatarSrc: 'data:image/webp;base64,AAAA' },
  play: async ({ canvas }) => {
    const initials = canvas.getByText('G');
    await waitFor(() => expect(initials.parentElement).toHaveAttribute('data-state', 'initials'));
    await expect(initials).toBeVisible();
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
