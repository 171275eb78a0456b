import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatMoney } from '../price-tag/format-money';
import { asRead, type StoryStrings, storyStrings } from '../test/story-strings';
import { Chart, type ChartProps } from './chart';

const revenueMinor = [182000, 241050, 198900, 305000, 287400, 352990];

/** June to November 2026, each month's short name in the toolbar language ("Jun", "Juni"). */
function revenue(locale: string): ChartProps['data'] {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return revenueMinor.map((valueMinor, index) => ({
    label: month.format(Date.UTC(2026, 5 + index, 1)),
    valueMinor,
  }));
}

/** The seller dashboard's revenue chart in the toolbar language. */
function revenueChart(t: StoryStrings): ChartProps {
  return {
    data: revenue(t.locale),
    currency: 'EUR',
    locale: t.locale,
    title: t('seller.dashboard.chartTitle'),
    description: t('seller.dashboard.chartDescription'),
    periodLabel: t('seller.dashboard.month'),
    valueLabel: t('seller.dashboard.revenue'),
    showTableLabel: t('seller.dashboard.showTable'),
    hideTableLabel: t('seller.dashboard.hideTable'),
  };
}

/**
 * An amount as the chart formats it. Accessible names keep Intl's no-break spaces ("1.820,00 €");
 * text content is compared as read, through asRead().
 */
function euro(t: StoryStrings, minor: number): string {
  return formatMoney(minor, 'EUR', t.locale);
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="lm:max-w-2xl">{children}</div>;
}

const meta = {
  title: 'Marketplace/Chart',
  // Its props as optional: the render fills in what a story leaves out, in the toolbar language.
  component: Chart as ComponentType<Partial<ChartProps>>,
  tags: ['every-toolbar'],
  // A story's args (LongText's German strings) win over the toolbar language's.
  render: (args, context) => (
    <Frame>
      <Chart {...revenueChart(storyStrings(context))} {...args} />
    </Frame>
  ),
} satisfies Meta<Partial<ChartProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {
  tags: ['vrt'],
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyStrings(context);
    const [june, july, , , , november] = revenue(t.locale).map((point) => point.label);
    const title = t('seller.dashboard.chartTitle');
    await expect(canvas.getByRole('group', { name: title })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('seller.dashboard.showTable') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: `${june}: ${euro(t, 182000)}` })).toHaveFocus();
    const tooltip = () => canvasElement.querySelector('[data-slot="chart-tooltip"]');
    await waitFor(() => expect(tooltip()).toHaveTextContent(asRead(`${june} ${euro(t, 182000)}`)));
    await userEvent.tab();
    await waitFor(() => expect(tooltip()).toHaveTextContent(asRead(`${july} ${euro(t, 241050)}`)));
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: title });
    await expect(table).toHaveTextContent(asRead(euro(t, 352990)));
    await expect(table).toHaveTextContent(november ?? '');
    await expect(canvas.getByRole('button', { name: t('seller.dashboard.hideTable') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Line: Story = { tags: ['vrt'], args: { type: 'line' } };

export const Empty: Story = {
  render: (args, context) => {
    const chart = revenueChart(storyStrings(context));
    return (
      <Frame>
        <Chart {...chart} {...args} data={chart.data.map((point) => ({ ...point, valueMinor: 0 }))} />
      </Frame>
    );
  },
};

export const LongText: Story = {
  args: {
    locale: 'de',
    title: 'Umsatzentwicklung Ihres Verkäuferkontos in den letzten sechs Monaten',
    description: 'Выручка по выполненным заказам. 完了した注文のみ。',
    showTableLabel: 'Als Tabelle anzeigen',
    data: revenue('de').map((point, index) => ({
      ...point,
      label: ['Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.'][index] ?? point.label,
    })),
  },
};

/** USDT is no ISO 4217 code: the app's formatter labels the axis, the tooltip and the table. */
export const CryptoWithAppFormatter: Story = {
  render: (args, context) => {
    const t = storyStrings(context);
    const chart = revenueChart(t);
    return (
      <Frame>
        <Chart
          {...chart}
          {...args}
          currency="USDT"
          data={chart.data.map((point) => ({ ...point, valueMinor: point.valueMinor * 10_000 }))}
          formatAmount={(amount, currency) => usdt(t, amount, currency)}
        />
      </Frame>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const november = revenue(t.locale).at(-1)?.label;
    await expect(
      canvas.getByRole('img', { name: `${november}: ${usdt(t, 3_529_900_000, 'USDT')}` }),
    ).toBeInTheDocument();
  },
};

/** The app's formatter for a token with six decimals, in the toolbar language. */
function usdt(t: StoryStrings, amount: number | bigint | string, currency: string): string {
  const value = (Number(amount) / 1e6).toLocaleString(t.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${value} ${currency}`;
}

/** 29 October to 27 November 2026, each day named in the toolbar language ("Oct 29"). */
function month(locale: string): ChartProps['data'] {
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 30 }, (_, index) => ({
    label: day.format(Date.UTC(2026, 9, 29 + index)),
    valueMinor: 40_000 + ((index * 7919) % 23) * 1_500,
  }));
}

/** Thirty days: the x-axis labels are thinned so none overlaps; every day still names itself. */
export const ThirtyDays: Story = {
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <Frame>
        <Chart
          {...revenueChart(t)}
          {...args}
          data={month(t.locale)}
          title={t('admin.dashboard.volume', { currency: 'EUR' })}
          description={undefined}
          periodLabel={t('admin.dashboard.day')}
        />
      </Frame>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const days = month(t.locale);
    // The labels of the chart the play function checks (side by side, the first copy's).
    const chart = canvas.getByRole('group', { name: t('admin.dashboard.volume', { currency: 'EUR' }) });
    const labels = [...chart.querySelectorAll('[data-slot="chart-axis-label"]')];
    await expect(labels.length).toBeGreaterThan(2);
    await expect(labels.length).toBeLessThan(days.length);
    await expect(labels.at(-1)).toHaveTextContent(days.at(-1)?.label ?? '');
    const boxes = labels.map((label) => label.getBoundingClientRect());
    for (const [index, box] of boxes.slice(1).entries()) {
      await expect(box.left).toBeGreaterThan((boxes[index]?.right ?? 0) + 2);
    }
    await expect(canvas.getAllByRole('img')).toHaveLength(30);
    await expect(
      canvas.getByRole('img', { name: `${days[1]?.label}: ${euro(t, 50_500)}` }),
    ).toBeInTheDocument();
  },
};
