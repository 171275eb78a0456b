import type { AdminUserDetail, AdminUserSummary, AdminUsersResponse } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { sampleListItem } from '../orders/story-fixtures';
import { storyIntl } from '../test/story-intl';
import { sampleTicket } from '../tickets/story-fixtures';
import {
  adminShellMessages,
  disputesMessages,
  usersMessages as m,
  adminTableMessages as tm,
} from './admin-messages';
import { AdminUsersView, AdminUserView } from './users-pages';

const account: AdminUserSummary = {
  id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e02',
  username: 'frostmage',
  email: 'frostmage@example.com',
  emailVerified: true,
  roles: ['user'],
  banned: false,
  banReason: null,
  twoFactorEnabled: true,
  avatarUrl: null,
  memberSince: '2026-03-14T10:00:00Z',
  lastSeenAt: '2026-11-20T18:40:00Z',
};

const usersPage: AdminUsersResponse = {
  page: 1,
  pageSize: 25,
  total: 3,
  users: [
    account,
    {
      ...account,
      id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e01',
      username: 'GoldRushPL',
      email: 'sales@goldrush.example',
      twoFactorEnabled: false,
      memberSince: '2025-12-01T08:00:00Z',
    },
    {
      ...account,
      id: '0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e03',
      username: 'cheater42',
      email: 'cheater42@example.com',
      banned: true,
      banReason: 'Chargeback fraud',
      memberSince: '2026-10-02T12:00:00Z',
    },
  ],
};

const detail: AdminUserDetail = {
  user: account,
  offers: [
    {
      id: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60',
      title: 'Mythic+ dungeon carry',
      gameName: 'World of Warcraft',
      category: 'boosting',
      priceMinor: '2500',
      currency: 'USD',
      stock: 4,
      active: true,
      moderationReason: null,
      moderationLockedAt: null,
      takenDownByBan: false,
      createdAt: '2026-10-10T10:00:00Z',
    },
  ],
  offersTotal: 1,
  purchases: {
    items: [
      sampleListItem,
      { ...sampleListItem, id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a02', disputed: true },
    ],
    total: 2,
  },
  sales: { items: [], total: 0 },
  tickets: { items: [sampleTicket], total: 1 },
  wallets: [{ currency: 'USD', available: '25000', upcoming: '4118' }],
  signIns: [
    {
      id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      at: '2026-11-20T18:40:00Z',
      ip: '203.0.113.24',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
      expiresAt: '2099-01-01T00:00:00Z',
      revokedAt: null,
    },
  ],
};

const meta = {
  title: 'Marketplace/Back office/Users',
  component: AdminUsersView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/users/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { data: usersPage, failed: false },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminUsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of accounts: names link to the user view, bans show. */
export const List: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title), level: 1 })).toBeVisible();
    await expect(canvas.getByText(t(tm.count, { count: 3 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'cheater42' })).toHaveAttribute(
      'href',
      '/users/0c9f1f1e-2a5b-4a47-8d1e-6b3a4c5d6e03/',
    );
    await expect(canvas.getByText(t(m.banned))).toBeVisible();
  },
};

/** No account matches the search. */
export const ListEmpty: Story = {
  args: { data: { page: 1, pageSize: 25, total: 0, users: [] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(tm.empty), level: 2 })).toBeVisible();
  },
};

/** While the first page loads. */
export const ListLoading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(m.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be loaded. */
export const ListFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

/** One account with offers, purchases (one disputed), a ticket, a wallet and a sign-in. */
export const UserView: Story = {
  render: () => <AdminUserView detail={detail} failed={false} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: 'frostmage', level: 1 })).toBeVisible();
    const purchases = canvas.getByRole('table', { name: t(m.purchases, { count: 2 }) });
    await expect(within(purchases).getByText(t(disputesMessages.title))).toBeVisible();
    await expect(canvas.getByRole('link', { name: sampleTicket.title })).toHaveAttribute(
      'href',
      `/tickets/${sampleTicket.id}/`,
    );
    await expect(canvas.getByText(t(m.noOrders))).toBeVisible();
  },
};

/** An account with an uploaded avatar: staff see the picture (and may take it down). */
export const UserViewWithAvatar: Story = {
  render: () => (
    <AdminUserView
      detail={{
        ...detail,
        user: {
          ...account,
          avatarUrl:
            'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%23356"/%3E%3C/svg%3E',
        },
      }}
      failed={false}
    />
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.avatar))).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'frostmage' })).toBeVisible();
  },
};

/** A new account: nothing bought, sold or asked yet. */
export const UserViewEmpty: Story = {
  render: () => (
    <AdminUserView
      detail={{
        ...detail,
        user: { ...account, twoFactorEnabled: false, lastSeenAt: null },
        offers: [],
        offersTotal: 0,
        purchases: { items: [], total: 0 },
        tickets: { items: [], total: 0 },
        wallets: [],
        signIns: [],
      }}
      failed={false}
    />
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.noOffers))).toBeVisible();
    await expect(canvas.getByText(t(m.never))).toBeVisible();
  },
};

/** A banned seller: the ban took one offer off the market; moderators hold another taken down. */
export const UserViewBanned: Story = {
  render: () => {
    const [offer] = detail.offers;
    if (!offer) return <span />;
    return (
      <AdminUserView
        detail={{
          ...detail,
          user: { ...account, banned: true, banReason: 'Chargeback fraud' },
          offers: [
            { ...offer, active: false, takenDownByBan: true },
            {
              ...offer,
              id: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6f',
              title: 'Gold, pay me on the side',
              active: false,
              moderationReason: 'Asks buyers to pay outside Lootmarket',
              moderationLockedAt: '2026-11-20T09:15:00Z',
            },
          ],
          offersTotal: 2,
        }}
        failed={false}
      />
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const offers = canvas.getByRole('table', { name: t(m.offers, { count: 2 }) });
    await expect(within(offers).getByText(t(m.offerHeldByBan))).toBeVisible();
    await expect(within(offers).getByText(t(m.offerTakenDown))).toBeVisible();
  },
};

/** While the account loads. */
export const UserViewLoading: Story = {
  render: () => <AdminUserView detail={undefined} failed={false} />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.account), level: 1 })).toBeVisible();
  },
};

/** The account could not be loaded. */
export const UserViewFailed: Story = {
  render: () => <AdminUserView detail={undefined} failed />,
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};
