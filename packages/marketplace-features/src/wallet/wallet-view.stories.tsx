import type { WalletTransactionsResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type TransactionFilters, WalletView, type WalletViewProps } from './wallet-page';

const transactions: WalletTransactionsResponse = {
  transactions: [
    {
      id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01',
      date: '2026-11-20T14:05:00Z',
      amount: '3798',
      currency: 'USD',
      status: 'completed',
      action: 'sale',
      productName: 'World of Warcraft gold, 100k on Silvermoon EU',
      category: 'gold',
      price: '4118',
      orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01',
      withdrawalId: null,
    },
    {
      id: '6c0a4a4e-4a43-4c55-9a56-3c1a2f1f0a02',
      date: '2026-11-21T09:00:00Z',
      amount: '-2000',
      currency: 'USD',
      status: 'pending',
      action: 'withdrawal',
      productName: null,
      category: null,
      price: '2000',
      orderId: null,
      withdrawalId: '6c0a4a4e-4a43-4c55-9a56-3c1a2f1f0a02',
    },
  ],
  total: 42,
  page: 1,
  pageSize: 20,
};

const noFilters: TransactionFilters = { status: null, action: null, search: '', from: '', to: '', page: 1 };

function Interactive(props: Partial<WalletViewProps>) {
  const [filters, setFilters] = useState<TransactionFilters>(props.filters ?? noFilters);
  return (
    <WalletView
      wallets={[
        {
          currency: 'USD',
          balance: '14845',
          available: '12845',
          upcoming: '3798',
          lastUpdated: '2026-11-21T09:00:00Z',
        },
        {
          currency: 'BTC',
          balance: '150000',
          available: '150000',
          upcoming: '0',
          lastUpdated: '2026-11-19T18:30:00Z',
        },
      ]}
      currency="USD"
      onCurrencyChange={fn()}
      onWithdraw={fn()}
      transactions={transactions}
      transactionsLoading={false}
      onCreateWallet={fn()}
      creating={false}
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/Wallet',
  component: Interactive,
  args: { onWithdraw: fn(), onFiltersChange: fn(), onCreateWallet: fn(), onCurrencyChange: fn() },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const usd = canvas.getByRole('region', { name: 'USD wallet' });
    await expect(usd).toHaveTextContent('$128.45');
    await expect(canvas.getByRole('region', { name: 'BTC wallet' })).toHaveTextContent('BTC 0.0015');
    await expect(canvas.getByText('+$37.98')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Withdraw' })[0] as HTMLElement);
    await expect(args.onWithdraw).toHaveBeenCalledWith(expect.objectContaining({ currency: 'USD' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Product name' }), 'gold');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noFilters, search: 'gold' });
    await userEvent.click(canvas.getByRole('tab', { name: 'BTC' }));
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('BTC');
  },
};

export const CreateWallet: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create wallet' }));
    await expect(args.onCreateWallet).toHaveBeenCalledWith('EUR');
  },
};

export const NoWallets: Story = { args: { wallets: [], transactions: null } };

export const Loading: Story = { args: { wallets: null } };

export const TransactionsLoading: Story = { args: { transactions: null } };

export const NoTransactionsFiltered: Story = {
  args: {
    filters: { ...noFilters, status: 'failed' },
    transactions: { transactions: [], total: 0, page: 1, pageSize: 20 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No transactions match these filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(noFilters);
  },
};
