import type { WalletTransactionsResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type TransactionFilters, WalletView, type WalletViewProps } from './wallet-page';

const transactions: WalletTransactionsResponse = {
  transactions: [
    {
      id: '7d0a4a4e-4a43-4c55-9a56-3c1a2f1f0a03',
      transferId: '7d0a4a4e-4a43-8c55-9a56-3c1a2f1f0b03',
      date: '2026-11-22T10:15:00Z',
      resolvedAt: null,
      amount: '19569',
      currency: 'USD',
      status: 'completed',
      action: 'refund',
      productName: 'Path of Exile, Mirror of Kalandra',
      category: 'items',
      price: '19569',
      orderId: '7d0a4a4e-4a43-4c55-9a56-3c1a2f1f0a03',
      withdrawalId: null,
    },
    {
      id: '7d0a4a4e-4a43-4c55-9a56-3c1a2f1f0a03',
      transferId: '7d0a4a4e-4a43-8c55-9a56-3c1a2f1f0b01',
      date: '2026-11-18T08:00:00Z',
      resolvedAt: '2026-11-22T10:15:00Z',
      amount: '-19569',
      currency: 'USD',
      status: 'completed',
      action: 'purchase',
      productName: 'Path of Exile, Mirror of Kalandra',
      category: 'items',
      price: '19569',
      orderId: '7d0a4a4e-4a43-4c55-9a56-3c1a2f1f0a03',
      withdrawalId: null,
    },
    {
      id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01',
      transferId: '5b0a4a4e-4a43-8c55-9a56-3c1a2f1f0b01',
      date: '2026-11-20T14:05:00Z',
      resolvedAt: '2026-11-21T14:05:00Z',
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
      transferId: '6c0a4a4e-4a43-8c55-9a56-3c1a2f1f0b02',
      date: '2026-11-21T09:00:00Z',
      resolvedAt: null,
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
          balance: '16845',
          available: '12845',
          inEscrow: '2000',
          upcoming: '3798',
          outgoing: '2000',
          total: '20643',
          lastUpdated: '2026-11-21T09:00:00Z',
          lastActivity: '2026-11-21T09:00:00Z',
        },
        {
          currency: 'BTC',
          balance: '150000',
          available: '150000',
          inEscrow: '0',
          upcoming: '0',
          outgoing: '0',
          total: '150000',
          lastUpdated: '2026-11-19T18:30:00Z',
          lastActivity: '2026-11-19T18:30:00Z',
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
    // The balances add up: available + in escrow + upcoming + being paid out = total, each explained.
    await expect(usd).toHaveTextContent('Available$128.45');
    await expect(usd).toHaveTextContent('In escrow$20.00');
    await expect(usd).toHaveTextContent('Upcoming$37.98');
    await expect(usd).toHaveTextContent('Being paid out$20.00');
    await expect(usd).toHaveTextContent('Total$206.43');
    await expect(within(usd).getByText('Your purchases, held until you confirm delivery.')).toBeVisible();
    // A refund is a positive, completed credit; its purchase the debit it was.
    await expect(canvas.getByRole('row', { name: /Refund.*\+\$195\.69.*Completed/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Purchase.*[-−]\$195\.69.*Completed/ })).toBeVisible();
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

/** Top up on each wallet; the money that came in is a completed Deposit row. */
export const TopUpAndDeposit: Story = {
  args: {
    onTopUp: fn(),
    transactions: {
      transactions: [
        {
          id: '7d0a4a4e-4a43-4c55-9a56-3c1a2f1f0a03',
          transferId: '7d0a4a4e-4a43-4c55-9a56-3c1a2f1f0a03',
          date: '2026-11-21T10:00:00Z',
          resolvedAt: null,
          amount: '2500',
          currency: 'USD',
          status: 'completed',
          action: 'deposit',
          productName: null,
          category: null,
          price: null,
          orderId: null,
          withdrawalId: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /Deposit.*\+\$25\.00.*Completed/ })).toBeVisible();
    const btc = canvas.getByRole('region', { name: 'BTC wallet' });
    await userEvent.click(within(btc).getByRole('button', { name: 'Top up' }));
    await expect(args.onTopUp).toHaveBeenCalledWith(expect.objectContaining({ currency: 'BTC' }));
  },
};
