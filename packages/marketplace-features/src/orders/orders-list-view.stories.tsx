import type { OrderListResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type OrdersFilters, OrdersListView } from './orders-list-page';
import { sampleListItem } from './story-fixtures';

const page: OrderListResponse = {
  orders: [
    sampleListItem,
    {
      ...sampleListItem,
      id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a02',
      status: 'completed',
      outcome: 'completed',
      escrow: 'released',
      item: 'Elden Ring, Steam key (EU)',
      category: 'keys',
      quantity: 1,
      totalPrice: '3604',
    },
    {
      ...sampleListItem,
      id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a03',
      status: 'failed',
      outcome: 'declined',
      escrow: 'failed',
      item: 'Valorant account, Immortal rank',
      category: 'account',
      quantity: 1,
      totalPrice: '15450',
    },
  ],
  total: 45,
  page: 1,
  pageSize: 20,
};

function Interactive({
  data = page,
  initial = { role: 'buyer', status: null, search: '', page: 1 },
  onFiltersChange = fn(),
  loading = false,
}: {
  data?: OrderListResponse | null;
  initial?: OrdersFilters;
  onFiltersChange?: (filters: OrdersFilters) => void;
  loading?: boolean;
}) {
  const [filters, setFilters] = useState<OrdersFilters>(initial);
  return (
    <MemoryRouter>
      <OrdersListView
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          onFiltersChange(next);
        }}
        data={data}
        loading={loading}
      />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Marketplace/Orders list',
  component: Interactive,
  args: { onFiltersChange: fn() },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('45 orders')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /World of Warcraft gold/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'gold{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      role: 'buyer',
      status: null,
      search: 'gold',
      page: 1,
    });
    await userEvent.click(canvas.getByRole('tab', { name: 'Sales' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      role: 'seller',
      status: null,
      search: 'gold',
      page: 1,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      role: 'seller',
      status: null,
      search: 'gold',
      page: 2,
    });
  },
};

/** Each sub-state beside its status, in the buyer's words. */
const subStates: OrderListResponse = {
  orders: (
    [
      ['01', { status: 'pending', outcome: 'disputed', disputed: true, moneyAvailableAt: null }],
      [
        '02',
        { status: 'failed', outcome: 'refunded', refundedTo: 'wallet', escrow: 'refunded', disputed: true },
      ],
      ['03', { status: 'failed', outcome: 'expired', escrow: 'failed', paymentMethod: 'crypto' }],
      ['04', { status: 'pending', outcome: 'awaiting_payment', escrow: 'awaiting_payment' }],
      ['05', { status: 'pending', outcome: 'release_held', moneyAvailableAt: null }],
      ['06', { status: 'failed', outcome: 'cancelled', escrow: 'failed' }],
    ] as const
  ).map(([suffix, change], index) => ({
    ...sampleListItem,
    ...change,
    id: `5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0b${suffix}`,
    item: `${sampleListItem.item} #${index + 1}`,
  })),
  total: 6,
  page: 1,
  pageSize: 20,
};

const rowOf = (canvas: { getByRole: (role: 'row', options: { name: RegExp }) => HTMLElement }, n: number) =>
  within(canvas.getByRole('row', { name: new RegExp(`#${n}\\b`) }));

export const SubStates: Story = {
  args: { data: subStates },
  play: async ({ canvas }) => {
    const disputed = rowOf(canvas, 1);
    await expect(disputed.getByText('In progress')).toBeVisible();
    await expect(disputed.getByText('Dispute open')).toHaveAttribute('data-variant', 'warning');
    const refunded = rowOf(canvas, 2);
    await expect(refunded.getByText('Failed')).toHaveAttribute('data-variant', 'neutral');
    await expect(refunded.getByText('Payment refunded')).toHaveAttribute('data-variant', 'success');
    await expect(rowOf(canvas, 3).getByText('Payment expired')).toBeVisible();
    await expect(rowOf(canvas, 4).getByText('Awaiting your payment')).toBeVisible();
    await expect(rowOf(canvas, 5).getByText('Under review')).toBeVisible();
    await expect(rowOf(canvas, 6).getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByText('Disputed')).toBeNull();
  },
};

/** The same sub-states in the seller's words. */
export const SalesSubStates: Story = {
  args: {
    initial: { role: 'seller', status: null, search: '', page: 1 },
    data: { ...subStates, orders: subStates.orders.map((order) => ({ ...order, type: 'sale' as const })) },
  },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, 1).getByText('Dispute open')).toBeVisible();
    await expect(rowOf(canvas, 2).getByText('Refunded to the buyer')).toHaveAttribute('data-variant', 'info');
    await expect(rowOf(canvas, 3).getByText('Buyer’s payment expired')).toBeVisible();
    await expect(rowOf(canvas, 4).getByText('Awaiting the buyer’s payment')).toBeVisible();
    await expect(rowOf(canvas, 5).getByText('Payout on hold')).toBeVisible();
  },
};

export const Sales: Story = {
  args: {
    initial: { role: 'seller', status: 'pending', search: '', page: 1 },
    data: { ...page, orders: [{ ...sampleListItem, type: 'sale' }], total: 1 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Money available at/)).toBeVisible();
  },
};

export const Loading: Story = { args: { data: null } };

export const Empty: Story = { args: { data: { orders: [], total: 0, page: 1, pageSize: 20 } } };

export const EmptyFiltered: Story = {
  args: {
    initial: { role: 'buyer', status: 'failed', search: 'nothing', page: 1 },
    data: { orders: [], total: 0, page: 1, pageSize: 20 },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      role: 'buyer',
      status: null,
      search: '',
      page: 1,
    });
  },
};
