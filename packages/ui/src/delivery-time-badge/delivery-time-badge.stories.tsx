import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { asRead, storyStrings } from '../test/story-strings';
import { DeliveryTimeBadge, formatDeliveryTime } from './delivery-time-badge';

// Spec §3: the delivery-time options, in minutes.
const options = [0, 5, 20, 60, 300, 720, 1440, 2880, 4320, 10080];

const meta = {
  title: 'Marketplace/DeliveryTimeBadge',
  tags: ['every-toolbar'],
  component: DeliveryTimeBadge,
  args: { minutes: 20 },
  // Units in the toolbar language (Intl), the instant label from the catalogs.
  render: (args, context) => {
    const t = storyStrings(context);
    return <DeliveryTimeBadge locale={t.locale} instantLabel={t('catalog.delivery.instant')} {...args} />;
  },
} satisfies Meta<typeof DeliveryTimeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    await expect(
      canvas.getByText(asRead(formatDeliveryTime(20, storyStrings(context).locale))),
    ).toBeVisible();
  },
};

export const AllOptions: Story = {
  tags: ['vrt'],
  render: (_args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:flex lm:max-w-lg lm:flex-wrap lm:gap-2">
        {options.map((minutes) => (
          <DeliveryTimeBadge
            key={minutes}
            minutes={minutes}
            locale={t.locale}
            instantLabel={t('catalog.delivery.instant')}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByText(t('catalog.delivery.instant'))).toBeVisible();
    await expect(canvas.getByText(asRead(formatDeliveryTime(60, t.locale)))).toBeVisible();
    await expect(canvas.getByText(asRead(formatDeliveryTime(10080, t.locale)))).toBeVisible();
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
