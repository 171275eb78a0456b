import type { OrderListResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { type OrdersFilters, OrdersListView } from './orders-list-page';
import { sampleListItem } from './story-fixtures';

const page: OrderListResponse = {
  orders: [
    sampleListItem,
    {
      ...sampleListItem,
      id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a02',
      status: 'completed',
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
