import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { type Transaction, TransactionTable } from './transaction-table';

const transactions: Transaction[] = [
  {
    id: 't1',
    date: new Date(Date.UTC(2026, 10, 3)),
    amountMinor: 1899,
    currency: 'EUR',
    status: 'completed',
    action: 'Sale',
    productName: 'WoW gold, 10,000',
    category: 'Gold',
    priceMinor: 1999,
  },
  {
    id: 't2',
    date: new Date(Date.UTC(2026, 10, 9)),
    amountMinor: -50000,
    currency: 'EUR',
    status: 'pending',
    action: 'Withdrawal',
  },
  {
    // A failed sale moved nothing: 0, muted, never income; its price says what it was.
    id: 't3',
    date: new Date(Date.UTC(2026, 10, 12)),
    amountMinor: 0,
    currency: 'EUR',
    status: 'failed',
    action: 'Sale',
    productName: 'Steam key, Elden Ring',
    category: 'Keys',
    priceMinor: 3499,
  },
];

const meta = {
  title: 'Marketplace/TransactionTable',
  component: TransactionTable,
  args: { transactions, onSortChange: fn() },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await expect(canvas.getByText('+€18.99')).toBeVisible();
    await expect(canvas.getByText('-€500.00')).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toBeVisible();
    await expect(canvas.getByText('€19.99')).toBeVisible();
    await expect(canvas.getByText('€0.00')).toHaveClass(/text-muted-foreground/);
    await expect(canvas.queryByText('+€34.99')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by Date, ascending' }));
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+0.00150000 BTC')).toBeVisible();
    await expect(canvas.getByText('0.00157500 BTC')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { transactions: [], empty: <EmptyState headingLevel={3} title="No transactions yet" /> },
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
    transactions: transactions.map((transaction) => ({
      ...transaction,
      productName: transaction.productName ? 'Goldpaket mit Expresslieferung — Золото — ゴールド' : undefined,
    })),
  },
};
