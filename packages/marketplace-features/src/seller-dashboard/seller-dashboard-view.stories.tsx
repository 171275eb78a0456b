import type { SellerDashboard } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleListItem } from '../orders/story-fixtures';
import { asRead, storyIntl } from '../test/story-intl';
import { walletMessages } from '../wallet/wallet-messages';
import { SellerDashboardView, sellerDashboardMessages } from './seller-dashboard-page';

const dashboard: SellerDashboard = {
  currency: 'USD',
  balances: {
    available: '12845',
    inEscrow: '2150',
    upcoming: '3798',
    outgoing: '500',
    reserved: '17955',
    total: '37248',
  },
  income: {
    totalRevenue: '184520',
    thisMonth: '23410',
    itemsSold: 214,
    completedOrders: 131,
    pendingOrders: 4,
    disputedOrders: 1,
  },
  revenueByMonth: [
    { month: '2026-06', revenue: '18200', orders: 12 },
    { month: '2026-07', revenue: '26450', orders: 19 },
    { month: '2026-08', revenue: '21900', orders: 15 },
    { month: '2026-09', revenue: '35120', orders: 24 },
    { month: '2026-10', revenue: '41880', orders: 29 },
    { month: '2026-11', revenue: '23410', orders: 17 },
  ],
  recentSales: [
    { ...sampleListItem, type: 'sale' },
    {
      ...sampleListItem,
      id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a02',
      type: 'sale',
      status: 'completed',
      outcome: 'completed',
      escrow: 'released',
      item: 'Elden Ring, Steam key (EU)',
      category: 'keys',
      quantity: 1,
      price: '3499',
    },
  ],
  reserves: [
    {
      orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a09',
      item: 'Level 60 Paladin, full tier 2',
      amount: '17955',
      currency: 'USD',
      warrantyDays: 30,
      completedAt: '2026-11-20T10:00:00.000Z',
      releasesAt: '2026-12-20T10:00:00.000Z',
    },
  ],
};

const meta = {
  title: 'Marketplace/Seller dashboard',
  component: SellerDashboardView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { dashboard, currency: 'USD', onCurrencyChange: fn(), onWithdraw: fn() },
  tags: ['every-toolbar'],
} satisfies Meta<typeof SellerDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const money = (minor: string) => asRead(formatPrice(BigInt(minor), 'USD', intl.locale));
    await expect(canvas.getByText(money(dashboard.income.totalRevenue))).toBeVisible();
    await expect(canvas.getByRole('group', { name: t(sellerDashboardMessages.chartTitle) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Elden Ring, Steam key (EU)' })).toBeVisible();
    // The balance reads as on the wallet page: parts that add up to the total, each explained.
    const wallet = canvas.getByRole('region', { name: t(walletMessages.walletTitle, { currency: 'USD' }) });
    await expect(wallet).toHaveTextContent(
      `${t(walletMessages.inEscrow)}${money(dashboard.balances.inEscrow)}`,
    );
    await expect(wallet).toHaveTextContent(`${t(walletMessages.total)}${money(dashboard.balances.total)}`);
    await expect(canvas.getByText(t(walletMessages.upcomingHelp))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(walletMessages.withdraw) }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { dashboard: null } };

export const NoSales: Story = {
  args: {
    dashboard: {
      ...dashboard,
      balances: { available: '0', inEscrow: '0', upcoming: '0', outgoing: '0', reserved: '0', total: '0' },
      income: {
        totalRevenue: '0',
        thisMonth: '0',
        itemsSold: 0,
        completedOrders: 0,
        pendingOrders: 0,
        disputedOrders: 0,
      },
      revenueByMonth: dashboard.revenueByMonth.map((point) => ({ ...point, revenue: '0', orders: 0 })),
      recentSales: [],
      reserves: [],
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(sellerDashboardMessages.noSales))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(walletMessages.withdraw) })).toBeDisabled();
  },
};
