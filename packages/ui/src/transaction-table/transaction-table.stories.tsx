import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { formatMoney } from '../price-tag/format-money';
import { asRead, type StoryStrings, storyStrings, tableWords } from '../test/story-strings';
import {
  type Transaction,
  TransactionTable,
  type TransactionTableLabels,
  type TransactionTableProps,
} from './transaction-table';

/** The wallet's transactions; actions and categories are phrased by the app, in the toolbar language. */
const transactions = (t: StoryStrings): Transaction[] => [
  {
    id: 't1',
    date: new Date(Date.UTC(2026, 10, 3)),
    amountMinor: 1899,
    currency: 'EUR',
    status: 'completed',
    action: t('wallet.action.sale'),
    productName: 'WoW gold, 10,000',
    category: t('catalog.category.gold'),
    priceMinor: 1999,
  },
  {
    id: 't2',
    date: new Date(Date.UTC(2026, 10, 9)),
    amountMinor: -50000,
    currency: 'EUR',
    status: 'pending',
    action: t('wallet.action.withdrawal'),
  },
  {
    // A failed sale moved nothing: 0, muted, never income; its price says what it was.
    id: 't3',
    date: new Date(Date.UTC(2026, 10, 12)),
    amountMinor: 0,
    currency: 'EUR',
    status: 'failed',
    action: t('wallet.action.sale'),
    productName: 'Steam key, Elden Ring',
    category: t('catalog.category.keys'),
    priceMinor: 3499,
  },
];

/** The table's words as the wallet page passes them. */
function walletLabels(t: StoryStrings): TransactionTableLabels {
  return {
    caption: t('wallet.transactions'),
    date: t('wallet.date'),
    product: t('wallet.product'),
    category: t('wallet.category'),
    action: t('wallet.action'),
    amount: t('wallet.amount'),
    price: t('wallet.price'),
    status: t('wallet.status'),
    statuses: {
      pending: t('shell.orderStatus.pending'),
      completed: t('shell.orderStatus.completed'),
      failed: t('shell.orderStatus.failed'),
    },
  };
}

/** The table as the wallet page shows it, in the toolbar language; the caller's props win. */
function WalletTable({ t, ...props }: { t: StoryStrings } & Partial<TransactionTableProps>) {
  return (
    <TransactionTable
      locale={t.locale}
      {...tableWords(t)}
      transactions={transactions(t)}
      {...props}
      labels={{ ...walletLabels(t), ...props.labels }}
    />
  );
}

const meta = {
  title: 'Marketplace/TransactionTable',
  component: TransactionTable,
  tags: ['every-toolbar'],
  // No rows in the args: render builds them in the toolbar language; a story may pass its own.
  args: { transactions: [], onSortChange: fn() },
  // LongText's locale and labels win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <WalletTable
        t={t}
        {...args}
        transactions={args.transactions.length ? args.transactions : transactions(t)}
      />
    );
  },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const money = (minor: number) => asRead(formatMoney(minor, 'EUR', t.locale));
    await expect(canvas.getByRole('table', { name: t('wallet.transactions') })).toBeVisible();
    await expect(canvas.getByText(`+${money(1899)}`)).toBeVisible();
    await expect(canvas.getByText(money(-50000))).toBeVisible();
    await expect(canvas.getByText(t('shell.orderStatus.pending'))).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: t('wallet.price') })).toBeVisible();
    await expect(canvas.getByText(money(1999))).toBeVisible();
    await expect(canvas.getByText(money(0))).toHaveClass(/text-muted-foreground/);
    await expect(canvas.queryByText(`+${money(3499)}`)).toBeNull();
    const sortByDate = t('table.sortBy', { column: t('wallet.date'), direction: t('table.ascending') });
    await userEvent.click(canvas.getByRole('button', { name: sortByDate }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'date', direction: 'ascending' });
  },
};

/** Amounts as the API sends them (decimal strings of minor units), formatted by the app. */
export const CryptoWithAppFormatter: Story = {
  args: {
    transactions: [
      {
        id: 'c1',
        date: new Date(Date.UTC(2026, 10, 14)),
        amountMinor: '150000',
        priceMinor: '157500',
        currency: 'BTC',
        status: 'completed',
        action: 'Sale',
        productName: 'Elden Ring, Steam key',
        category: 'Keys',
      },
    ],
    formatAmount: (amount, currency) => `${(Number(amount) / 1e8).toFixed(8)} ${currency}`,
  },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <WalletTable
        t={t}
        {...args}
        transactions={args.transactions.map((row) => ({
          ...row,
          action: t('wallet.action.sale'),
          category: t('catalog.category.keys'),
        }))}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+0.00150000 BTC')).toBeVisible();
    await expect(canvas.getByText('0.00157500 BTC')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  render: (args, context) => {
    const t = storyStrings(context);
    return <WalletTable t={t} {...args} empty={<EmptyState headingLevel={3} title={t('wallet.empty')} />} />;
  },
};

export const LongText: Story = {
  args: {
    locale: 'de',
    labels: {
      caption: 'Transaktionen Ihres Euro-Guthabenkontos',
      product: 'Produktbezeichnung',
      action: 'Vorgang',
      statuses: { pending: 'In Bearbeitung', completed: 'Abgeschlossen', failed: 'Fehlgeschlagen' },
    },
  },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <WalletTable
        t={t}
        {...args}
        transactions={transactions(t).map((transaction) => ({
          ...transaction,
          productName: transaction.productName
            ? 'Goldpaket mit Expresslieferung — Золото — ゴールド'
            : undefined,
        }))}
      />
    );
  },
};
