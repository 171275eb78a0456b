import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SellerBadge } from './seller-badge';

const meta = {
  title: 'Marketplace/SellerBadge',
  component: SellerBadge,
  args: {
    name: 'GoldForge',
    positivePercent: 98.6,
    itemsSold: 12840,
    online: true,
    lastSeen: 'Online',
    averageAnswerTime: 'Answers in about 3 minutes',
  },
} satisfies Meta<typeof SellerBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compact: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('98.6% positive')).toBeVisible();
    await expect(canvas.getByText('12,840 items sold')).toBeVisible();
  },
};

export const Full: Story = {
  tags: ['vrt'],
  args: { layout: 'full', online: false, lastSeen: 'Last seen 2 hours ago' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Answers in about 3 minutes')).toBeVisible();
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
