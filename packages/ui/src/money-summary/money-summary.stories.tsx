import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneySummary } from './money-summary';

const meta = {
  title: 'Marketplace/MoneySummary',
  component: MoneySummary,
  args: {
    title: 'Order summary',
    rows: [
      { key: 'subtotal', label: 'Subtotal (2 × $12.34)', amount: '$24.68' },
      { key: 'fee', label: 'Service fee', amount: '$1.23', hint: '5% of the subtotal, at least $0.50' },
    ],
    total: { key: 'total', label: 'Total', amount: '$25.91' },
  },
  render: (args) => (
    <div className="lm:max-w-sm">
      <MoneySummary {...args} />
    </div>
  ),
} satisfies Meta<typeof MoneySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    const total = canvas.getByText('$25.91');
    await expect(total.tagName).toBe('DD');
    await expect(canvas.getByText('Total').tagName).toBe('DT');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="money-summary"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('$25.91')).toBeNull();
  },
};

export const Withdrawal: Story = {
  args: {
    title: 'Withdrawal',
    rows: [
      { key: 'amount', label: 'Amount', amount: '$200.00' },
      { key: 'fee', label: 'VIP withdrawal fee', amount: '−$4.00', hint: 'Reviewed within 1 hour' },
    ],
    total: { key: 'total', label: 'You receive', amount: '$196.00' },
  },
};

export const Crypto: Story = {
  args: {
    rows: [
      { key: 'subtotal', label: 'Subtotal', amount: '0.00150000 BTC' },
      { key: 'fee', label: 'Service fee', amount: '0.00007500 BTC' },
    ],
    total: { key: 'total', label: 'Total', amount: '0.00157500 BTC' },
  },
};

export const LongText: Story = {
  args: {
    title: 'Zusammenfassung der Bestellung mit allen Gebühren',
    rows: [
      {
        key: 'subtotal',
        label: 'Zwischensumme für 1.000.000 Gold auf dem Server Silbermond (Europa)',
        amount: '1.234.567,89 €',
      },
      {
        key: 'fee',
        label: 'Servicegebühr',
        amount: '61.728,39 €',
        hint: '5 % der Zwischensumme, mindestens 0,50 €',
      },
    ],
    total: { key: 'total', label: 'Gesamtsumme', amount: '1.296.296,28 €' },
  },
};
