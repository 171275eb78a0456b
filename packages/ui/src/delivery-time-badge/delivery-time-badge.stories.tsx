import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeliveryTimeBadge } from './delivery-time-badge';

// Spec §3: the delivery-time options, in minutes.
const options = [0, 5, 20, 60, 300, 720, 1440, 2880, 4320, 10080];

const meta = {
  title: 'Marketplace/DeliveryTimeBadge',
  component: DeliveryTimeBadge,
  args: { minutes: 20 },
} satisfies Meta<typeof DeliveryTimeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 minutes')).toBeVisible();
  },
};

export const AllOptions: Story = {
  tags: ['vrt'],
  render: () => (
    <div className="lm:flex lm:max-w-lg lm:flex-wrap lm:gap-2">
      {options.map((minutes) => (
        <DeliveryTimeBadge key={minutes} minutes={minutes} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Instant delivery')).toBeVisible();
    await expect(canvas.getByText('1 hour')).toBeVisible();
    await expect(canvas.getByText('7 days')).toBeVisible();
  },
};

export const LongText: Story = {
  render: () => (
    <div className="lm:flex lm:max-w-xs lm:flex-wrap lm:gap-2">
      <DeliveryTimeBadge minutes={0} instantLabel="Sofortige automatische Lieferung" />
      <DeliveryTimeBadge minutes={720} locale="de" />
      <DeliveryTimeBadge minutes={2880} locale="ru" />
      <DeliveryTimeBadge minutes={300} locale="ja" />
      <DeliveryTimeBadge minutes={5} locale="zh" />
    </div>
  ),
};
