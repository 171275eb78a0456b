import type { WalletTransactionsResponse } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderStatusMessages, transactionActionMessages } from '../orders/order-messages';
import { asRead, storyIntl } from '../test/story-intl';
import { walletMessages } from './wallet-messages';
import { type TransactionFilters, WalletView, type WalletViewProps } from './wallet-page';

/** A row's accessible name with these parts in this order (action, signed amount, status). */
const rowWith =
  (...parts: string[]) =>
  (name: string) => {
    let from = 0;
    for (const part of parts.map(asRead)) {
      const at = asRead(name).indexOf(part, from);
      if (at < 0) return false;
      from = at + part.length;
    }
    return true;
  };

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
          reserved: '0',
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
          reserved: '0',
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
  tags: ['every-toolbar'],
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const money = (minor: string, currency = 'USD') =>
      asRead(formatPrice(BigInt(minor), currency, intl.locale));
    const wallet = (currency: string) => t(walletMessages.walletTitle, { currency });
    const completed = t(orderStatusMessages.completed);
    const usd = canvas.getByRole('region', { name: wallet('USD') });
    await expect(usd).toHaveTextContent(money('12845'));
    await expect(canvas.getByRole('region', { name: wallet('BTC') })).toHaveTextContent(
      money('150000', 'BTC'),
    );
    await expect(canvas.getByText(`+${money('3798')}`)).toBeVisible();
    // The balances add up: available + in escrow + upcoming + being paid out = total, each explained.
    await expect(usd).toHaveTextContent(`${t(walletMessages.available)}${money('12845')}`);
    await expect(usd).toHaveTextContent(`${t(walletMessages.inEscrow)}${money('2000')}`);
    await expect(usd).toHaveTextContent(`${t(walletMessages.upcoming)}${money('3798')}`);
    await expect(usd).toHaveTextContent(`${t(walletMessages.outgoing)}${money('2000')}`);
    await expect(usd).toHaveTextContent(`${t(walletMessages.total)}${money('20643')}`);
    await expect(within(usd).getByText(t(walletMessages.inEscrowHelp))).toBeVisible();
    // A refund is a positive, completed credit; its purchase the debit it was.
    await expect(
      canvas.getByRole('row', {
        name: rowWith(t(transactionActionMessages.refund), `+${money('19569')}`, completed),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('row', {
        name: rowWith(t(transactionActionMessages.purchase), money('-19569'), completed),
      }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: t(walletMessages.withdraw) })[0] as HTMLElement,
    );
    await expect(args.onWithdraw).toHaveBeenCalledWith(expect.objectContaining({ currency: 'USD' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: t(walletMessages.search) }), 'gold');
    await userEvent.click(canvas.getByRole('button', { name: t(walletMessages.apply) }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...noFilters, search: 'gold' });
    await userEvent.click(canvas.getByRole('tab', { name: 'BTC' }));
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('BTC');
  },
};

export const CreateWallet: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(walletMessages.createSubmit) }));
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
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(walletMessages.emptyFiltered))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(walletMessages.clear) }));
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
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const amount = `+${asRead(formatPrice(2500n, 'USD', intl.locale))}`;
    await expect(
      canvas.getByRole('row', {
        name: rowWith(t(transactionActionMessages.deposit), amount, t(orderStatusMessages.completed)),
      }),
    ).toBeVisible();
    const btc = canvas.getByRole('region', { name: t(walletMessages.walletTitle, { currency: 'BTC' }) });
    await userEvent.click(within(btc).getByRole('button', { name: t(walletMessages.topUp) }));
    await expect(args.onTopUp).toHaveBeenCalledWith(expect.objectContaining({ currency: 'BTC' }));
  },
};
