import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { asRead, storyStrings } from '../test/story-strings';
import { formatMoney } from './format-money';
import { PriceTag } from './price-tag';

const meta = {
  title: 'Marketplace/PriceTag',
  tags: ['every-toolbar'],
  component: PriceTag,
  args: { amountMinor: 1999, currency: 'EUR' },
  // Formatted for the toolbar language; LongText's locale wins.
  render: (args, context) => <PriceTag locale={storyStrings(context).locale} {...args} />,
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const amount = formatMoney(1999, 'EUR', storyStrings(context).locale);
    await expect(canvas.getByText(asRead(amount))).toBeVisible();
  },
};

export const Currencies: Story = {
  tags: ['vrt'],
  render: () => (
    <div className="lm:flex lm:flex-col lm:gap-2">
      <PriceTag amountMinor={1999} currency="EUR" locale="de" />
      <PriceTag amountMinor={1999} currency="USD" locale="en" />
      <PriceTag amountMinor={250000} currency="JPY" locale="ja" />
      <PriceTag amountMinor={189900} currency="RUB" locale="ru" />
      <PriceTag amountMinor={4990} currency="BRL" locale="pt-BR" size="lg" />
      <PriceTag amountMinor={1499} previousAmountMinor={1999} currency="PLN" locale="pl" />
    </div>
  ),
};

/** A former price struck through, named for screen readers in the toolbar language (`kitMessages.previousPrice`). */
export const PreviousPrice: Story = {
  args: { amountMinor: 1499, previousAmountMinor: 1999 },
  render: (args, context) => {
    const t = storyStrings(context);
    return <PriceTag locale={t.locale} previousLabel={t('shell.kit.previousPrice')} {...args} />;
  },
  play: async ({ canvas, ...context }) => {
    const label = `${storyStrings(context)('shell.kit.previousPrice')}:`;
    await expect(canvas.getByText(label, { exact: false })).toHaveClass('lm:sr-only');
  },
};

export const LongText: Story = {
  args: { amountMinor: 123456789012, currency: 'EUR', locale: 'de', size: 'lg' },
};
