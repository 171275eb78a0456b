import type { AdminOrderSummary, AdminOrdersResponse } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleListItem } from '../orders/story-fixtures';
import { rowAction } from '../test/row-action';
import { asRead, storyIntl } from '../test/story-intl';
import {
  adminShellMessages,
  ordersMessages as m,
  adminTableMessages as tm,
  usersMessages as um,
} from './admin-messages';
import { AdminOrdersView, type OrderReview } from './orders-page';

/** The orders fixture, numbered (ids and dates differ), as staff see it. */
function order(index: number, patch: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    ...sampleListItem,
    id: `0c2d4e6f-8a9b-4c1d-9e2f-${String(index).padStart(12, '0')}`,
    date: new Date(Date.UTC(2026, 10, 20 - index, 14, 30)).toISOString(),
    disputeStatus: null,
    refund: null,
    chargeback: null,
    sellerBanned: false,
    ...patch,
  };
}

const page: AdminOrdersResponse = {
  page: 1,
  pageSize: 25,
  total: 53,
  orders: [
    order(1, { status: 'pending', escrow: 'held', disputed: true, disputeStatus: 'open' }),
    order(2, {
      status: 'completed',
      escrow: 'released',
      item: 'Epic sword',
      totalPrice: '12000',
      currency: 'EUR',
    }),
    order(3, { status: 'failed', escrow: 'refunded', disputed: true, disputeStatus: 'refunded' }),
    order(4, { escrow: 'awaiting_payment' }),
  ],
};

const meta = {
  title: 'Marketplace/Back office/Orders',
  component: AdminOrdersView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/orders/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { data: page, failed: false },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of orders: parties link to their accounts, disputed ones to the dispute queue. */
export const Data: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    await expect(canvas.getByText(t(tm.count, { count: 53 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(m.disputeOpen) })).toHaveAttribute('href', '/disputes/');
    await expect(canvas.getByRole('link', { name: t(m.disputeDecided) })).toHaveAttribute(
      'href',
      '/disputes/?status=resolved',
    );
    const table = canvas.getByRole('table', { name: t(m.caption) });
    await expect(within(table).getAllByRole('link', { name: 'frostmage' })).toHaveLength(4);
    await expect(canvas.getByRole('navigation', { name: t(tm.pagination) })).toBeVisible();
    // Sorting by total is a button in the column header, reachable by keyboard.
    const total = t(um.total);
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.includes(total) }));
  },
};

/** No order matches the filters. */
export const Empty: Story = {
  args: { data: { page: 1, pageSize: 25, total: 0, orders: [] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(tm.count, { count: 0 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t(tm.empty), level: 2 })).toBeVisible();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(m.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

/** Refunds to the payer in each state; an admin retries the stalled one after a confirmation. */
export const Refunds: Story = {
  args: {
    role: 'admin',
    onRetryRefund: fn(),
    data: {
      page: 1,
      pageSize: 25,
      total: 4,
      orders: [
        order(5, { status: 'failed', escrow: 'refunded', disputeStatus: 'refunded', refund: 'stalled' }),
        order(6, { status: 'failed', escrow: 'refunded', disputeStatus: 'refunded', refund: 'pending' }),
        order(7, { status: 'failed', escrow: 'failed', refund: 'refused' }),
        order(8, { status: 'failed', escrow: 'refunded', disputeStatus: 'refunded', refund: 'refunded' }),
      ],
    },
  },
  play: async ({ args, canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const table = within(canvas.getByRole('table', { name: t(m.caption) }));
    for (const label of [m.refundStalled, m.refundPending, m.refundRefused, m.refundRefunded])
      await expect(table.getByText(t(label))).toBeVisible();
    // Only the stalled refund can be retried, by keyboard too.
    const retry = table.getByRole('button', { name: rowAction(t(m.retryRefund)) });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    // The confirmation opens once, from the copy used, in a portal on the page.
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.retryRefund) }));
    await waitFor(() => expect(args.onRetryRefund).toHaveBeenCalledTimes(1));
  },
};

/** Chargebacks at the card issuer: open (the order frozen in a dispute), won, lost, closed otherwise. */
export const Chargebacks: Story = {
  args: {
    role: 'admin',
    data: {
      page: 1,
      pageSize: 25,
      total: 4,
      orders: (
        [
          ['needs_response', false],
          ['won', true],
          ['lost', true],
          ['warning_closed', true],
        ] as const
      ).map(([status, closed], i) =>
        order(20 + i, {
          status: status === 'needs_response' ? 'pending' : 'completed',
          escrow: status === 'needs_response' ? 'held' : 'released',
          disputed: status === 'needs_response',
          disputeStatus: status === 'needs_response' ? 'open' : null,
          chargeback: {
            id: `dp_story_${i}`,
            status,
            reason: 'fraudulent',
            amount: '2600',
            closed,
            openedAt: '2026-11-20T10:00:00.000Z',
            updatedAt: '2026-11-21T10:00:00.000Z',
            coveredAt: null,
          },
        }),
      ),
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const table = within(canvas.getByRole('table', { name: t(m.caption) }));
    for (const label of [m.chargebackOpen, m.chargebackWon, m.chargebackLost, m.chargebackClosed])
      await expect(table.getByText(t(label))).toBeVisible();
  },
};

/** A support agent sees where refunds stand, without the admin's retry. */
export const RefundsForSupport: Story = {
  args: { ...Refunds.args, role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const table = within(canvas.getByRole('table', { name: t(m.caption) }));
    await expect(table.getByText(t(m.refundStalled))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: rowAction(t(m.retryRefund)) })).toBeNull();
  },
};

/**
 * Payouts held because the seller is banned: one the buyer confirmed, one merely pending.
 * Admins refund the buyer or pay the seller anyway, with a note.
 */
export const HeldPayouts: Story = {
  args: {
    role: 'admin',
    onReview: fn<OrderReview>(async () => null),
    data: {
      page: 1,
      pageSize: 25,
      total: 2,
      orders: [
        order(30, {
          sellerBanned: true,
          moneyAvailableAt: null,
          releaseHeld: { reason: 'seller_banned', since: '2026-11-21T08:30:00Z' },
        }),
        order(31, { sellerBanned: true }),
      ],
    },
  },
  play: async ({ args, canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const table = within(canvas.getByRole('table', { name: t(m.caption) }));
    await expect(table.getAllByText(t(m.payoutHeld))).toHaveLength(2);
    const [refund] = table.getAllByRole('button', { name: rowAction(t(m.reviewRefund)) });
    refund?.focus();
    await userEvent.keyboard('{Enter}');
    const amount = formatPrice(BigInt(sampleListItem.totalPrice), sampleListItem.currency, intl.locale);
    const title = asRead(t(m.reviewRefundTitle, { amount, buyer: 'frostmage' }));
    // The dialog opens once, from the copy used, in a portal on the page.
    const dialog = await within(document.body).findByRole('dialog', {
      name: (name) => asRead(name) === title,
    });
    const note = t(m.reviewNote);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: (name) => name.includes(note) }),
      'The seller was a fraud',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.reviewRefund) }));
    await waitFor(() =>
      expect(args.onReview).toHaveBeenCalledWith(args.data?.orders[0], 'refund', 'The seller was a fraud'),
    );
  },
};

/** A support agent sees held payouts, without the admin's decisions. */
export const HeldPayoutsForSupport: Story = {
  args: { ...HeldPayouts.args, role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const table = within(canvas.getByRole('table', { name: t(m.caption) }));
    await expect(table.getAllByText(t(m.payoutHeld))).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: rowAction(t(m.reviewRefund)) })).toBeNull();
  },
};
