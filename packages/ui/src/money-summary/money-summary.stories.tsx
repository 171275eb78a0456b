import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { asRead, type StoryStrings, storyStrings } from '../test/story-strings';
import { MoneySummary, type MoneySummaryProps } from './money-summary';

/** Dollars as checkout formats them, in the toolbar language. */
function usd(t: StoryStrings, amount: number): string {
  return new Intl.NumberFormat(t.locale, { style: 'currency', currency: 'USD' }).format(amount);
}

/** Bitcoin amounts, eight decimals, in the toolbar language. */
function btc(t: StoryStrings, amount: number): string {
  return `${amount.toLocaleString(t.locale, { minimumFractionDigits: 8 })} BTC`;
}

/** Checkout's order summary in the toolbar language. */
function orderSummary(t: StoryStrings): Pick<MoneySummaryProps, 'title' | 'rows' | 'total'> {
  return {
    title: t('checkout.summary'),
    rows: [
      {
        key: 'subtotal',
        label: t('checkout.subtotal', { quantity: 2, price: usd(t, 12.34) }),
        amount: usd(t, 24.68),
      },
      // The fee rule's hint has no message in the catalogs yet: it stays English.
      {
        key: 'fee',
        label: t('checkout.fees'),
        amount: usd(t, 1.23),
        hint: '5% of the subtotal, at least $0.50',
      },
    ],
    total: { key: 'total', label: t('checkout.total'), amount: usd(t, 25.91) },
  };
}

const meta = {
  title: 'Marketplace/MoneySummary',
  // Its props as optional: the render fills in what a story leaves out, in the toolbar language.
  component: MoneySummary as ComponentType<Partial<MoneySummaryProps>>,
  tags: ['every-toolbar'],
  // The order summary in the toolbar language; a story's own args (LongText's strings) win.
  render: (args, context) => (
    <div className="lm:max-w-sm">
      <MoneySummary {...orderSummary(storyStrings(context))} {...args} />
    </div>
  ),
} satisfies Meta<Partial<MoneySummaryProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('heading', { name: t('checkout.summary') })).toBeVisible();
    const total = canvas.getByText(asRead(usd(t, 25.91)));
    await expect(total.tagName).toBe('DD');
    await expect(canvas.getByText(t('checkout.total')).tagName).toBe('DT');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement, ...context }) => {
    await expect(canvasElement.querySelector('[data-slot="money-summary"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText(asRead(usd(storyStrings(context), 25.91)))).toBeNull();
  },
};

/** The wallet's VIP withdrawal. */
export const Withdrawal: Story = {
  render: (_args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-sm">
        <MoneySummary
          title={t('withdraw.title', { currency: 'USD' })}
          rows={[
            { key: 'amount', label: t('withdraw.amount'), amount: usd(t, 200) },
            {
              key: 'fee',
              label: t('withdraw.fee'),
              amount: `−${usd(t, 4)}`,
              hint: t('withdraw.vipHint', { fee: usd(t, 4), hours: 1 }),
            },
          ]}
          total={{ key: 'total', label: t('withdraw.payout'), amount: usd(t, 196) }}
        />
      </div>
    );
  },
};

export const Crypto: Story = {
  render: (_args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-sm">
        <MoneySummary
          title={t('checkout.summary')}
          rows={[
            {
              key: 'subtotal',
              label: t('checkout.subtotal', { quantity: 1, price: btc(t, 0.0015) }),
              amount: btc(t, 0.0015),
            },
            { key: 'fee', label: t('checkout.fees'), amount: btc(t, 0.000075) },
          ]}
          total={{ key: 'total', label: t('checkout.total'), amount: btc(t, 0.001575) }}
        />
      </div>
    );
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
