import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Chart } from './chart';

const revenue = [
  { label: 'Jun', valueMinor: 182000 },
  { label: 'Jul', valueMinor: 241050 },
  { label: 'Aug', valueMinor: 198900 },
  { label: 'Sep', valueMinor: 305000 },
  { label: 'Oct', valueMinor: 287400 },
  { label: 'Nov', valueMinor: 352990 },
];

const meta = {
  title: 'Marketplace/Chart',
  component: Chart,
  args: {
    data: revenue,
    currency: 'EUR',
    title: 'Revenue, last 6 months',
    description: 'Completed orders only',
  },
  render: (args) => (
    <div className="lm:max-w-2xl">
      <Chart {...args} />
    </div>
  ),
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {
  tags: ['vrt'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Revenue, last 6 months' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Jun: €1,820.00' })).toHaveFocus();
    const tooltip = () => canvasElement.querySelector('[data-slot="chart-tooltip"]');
    await waitFor(() => expect(tooltip()).toHaveTextContent('Jun €1,820.00'));
    await userEvent.tab();
    await waitFor(() => expect(tooltip()).toHaveTextContent('Jul €2,410.50'));
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Revenue, last 6 months' });
    await expect(table).toHaveTextContent('€3,529.90');
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Line: Story = { tags: ['vrt'], args: { type: 'line' } };

export const Empty: Story = {
  args: { data: revenue.map((point) => ({ ...point, valueMinor: 0 })) },
};

export const LongText: Story = {
  args: {
    locale: 'de',
    title: 'Umsatzentwicklung Ihres Verkäuferkontos in den letzten sechs Monaten',
    description: 'Выручка по выполненным заказам. 完了した注文のみ。',
    showTableLabel: 'Als Tabelle anzeigen',
    data: revenue.map((point, index) => ({
      ...point,
      label: ['Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.'][index] ?? point.label,
    })),
  },
};

/** USDT is no ISO 4217 code: the app's formatter labels the axis, the tooltip and the table. */
export const CryptoWithAppFormatter: Story = {
  args: {
    currency: 'USDT',
    data: revenue.map((point) => ({ ...point, valueMinor: point.valueMinor * 10_000 })),
    formatAmount: (amount, currency) => `${(Number(amount) / 1e6).toFixed(2)} ${currency}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Nov: 3529.90 USDT' })).toBeInTheDocument();
  },
};

const month = Array.from({ length: 30 }, (_, index) => ({
  label: new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2026, 9, 29 + index),
  ),
  valueMinor: 40_000 + ((index * 7919) % 23) * 1_500,
}));

/** Thirty days: the x-axis labels are thinned so none overlaps; every day still names itself. */
export const ThirtyDays: Story = {
  args: { data: month, title: 'Volume, last 30 days', description: undefined },
  play: async ({ canvas, canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('[data-slot="chart-axis-label"]')];
    await expect(labels.length).toBeGreaterThan(2);
    await expect(labels.length).toBeLessThan(month.length);
    await expect(labels.at(-1)).toHaveTextContent('Nov 27');
    const boxes = labels.map((label) => label.getBoundingClientRect());
    for (const [index, box] of boxes.slice(1).entries()) {
      await expect(box.left).toBeGreaterThan((boxes[index]?.right ?? 0) + 2);
    }
    await expect(canvas.getAllByRole('img')).toHaveLength(30);
    await expect(canvas.getByRole('img', { name: 'Oct 30: €505.00' })).toBeInTheDocument();
  },
};
