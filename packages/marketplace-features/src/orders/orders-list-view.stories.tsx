import type { OrderListResponse } from '@lootmarket/contract';
import { formatDate } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ordersMessages as adminOrdersMessages } from '../admin/admin-messages';
import { asRead, storyIntl } from '../test/story-intl';
import {
  buyerOutcomeMessages as buyer,
  ordersListMessages as m,
  orderStatusMessages,
  sellerOutcomeMessages as seller,
} from './order-messages';
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
  tags: ['every-toolbar'],
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.count, { count: 45 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: /World of Warcraft gold/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: t(m.search) }), 'gold{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      role: 'buyer',
      status: null,
      search: 'gold',
      page: 1,
    });
    await userEvent.click(canvas.getByRole('tab', { name: t(m.sales) }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      role: 'seller',
      status: null,
      search: 'gold',
      page: 1,
    });
    await userEvent.click(canvas.getByRole('button', { name: t(m.page, { page: 2 }) }));
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const disputed = rowOf(canvas, 1);
    await expect(disputed.getByText(t(orderStatusMessages.pending))).toBeVisible();
    await expect(disputed.getByText(t(buyer.disputed))).toHaveAttribute('data-variant', 'warning');
    const refunded = rowOf(canvas, 2);
    await expect(refunded.getByText(t(orderStatusMessages.failed))).toHaveAttribute(
      'data-variant',
      'neutral',
    );
    await expect(refunded.getByText(t(buyer.refunded))).toHaveAttribute('data-variant', 'success');
    await expect(rowOf(canvas, 3).getByText(t(buyer.expired))).toBeVisible();
    await expect(rowOf(canvas, 4).getByText(t(buyer.awaiting_payment))).toBeVisible();
    await expect(rowOf(canvas, 5).getByText(t(buyer.release_held))).toBeVisible();
    await expect(rowOf(canvas, 6).getByText(t(buyer.cancelled))).toBeVisible();
    // Not the back office's word for it.
    await expect(canvas.queryByText(t(adminOrdersMessages.disputed))).toBeNull();
  },
};

/** The same sub-states in the seller's words. */
export const SalesSubStates: Story = {
  args: {
    initial: { role: 'seller', status: null, search: '', page: 1 },
    data: { ...subStates, orders: subStates.orders.map((order) => ({ ...order, type: 'sale' as const })) },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(rowOf(canvas, 1).getByText(t(seller.disputed))).toBeVisible();
    await expect(rowOf(canvas, 2).getByText(t(seller.refunded))).toHaveAttribute('data-variant', 'info');
    await expect(rowOf(canvas, 3).getByText(t(seller.expired))).toBeVisible();
    await expect(rowOf(canvas, 4).getByText(t(seller.awaiting_payment))).toBeVisible();
    await expect(rowOf(canvas, 5).getByText(t(seller.release_held))).toBeVisible();
  },
};

export const Sales: Story = {
  args: {
    initial: { role: 'seller', status: 'pending', search: '', page: 1 },
    data: { ...page, orders: [{ ...sampleListItem, type: 'sale' }], total: 1 },
  },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const date = formatDate(new Date(sampleListItem.moneyAvailableAt ?? ''), intl.locale);
    await expect(canvas.getByText(asRead(intl.formatMessage(m.moneyAvailable, { date })))).toBeVisible();
  },
};

export const Loading: Story = { args: { data: null } };

export const Empty: Story = { args: { data: { orders: [], total: 0, page: 1, pageSize: 20 } } };

export const EmptyFiltered: Story = {
  args: {
    initial: { role: 'buyer', status: 'failed', search: 'nothing', page: 1 },
    data: { orders: [], total: 0, page: 1, pageSize: 20 },
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.clearFilters) }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      role: 'buyer',
      status: null,
      search: '',
      page: 1,
    });
  },
};
