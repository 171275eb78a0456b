import type { ClientUser } from '@lootmarket/contract';
import { authMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chatMessages } from '../chat/chat-messages';
import { withValues } from '../lib/messages';
import { storyIntl } from '../test/story-intl';
import { AccountNav, accountNavItems } from './account-nav';
import { accountNavMessages as m, profileNavMessages } from './account-nav-messages';
import { MessagesLinkView } from './messages-link';
import { SignedInMenuView } from './signed-in-menu';

/** Shows the router's path, so a story can check where a link or menu item led. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

function at(path: string, node: ReactNode) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {node}
              <CurrentPath />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Marketplace/Account navigation',
  component: AccountNav,
  args: { unread: 0 },
  parameters: { path: '/profile/products/' },
  render: (args, { parameters }) => at(parameters.path as string, <AccountNav {...args} />),
  tags: ['every-toolbar'],
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Messages item's name with its unread count, as the navigation and the menu read it out. */
const messagesWithUnread = (intl: IntlShape, count: number) =>
  `${intl.formatMessage(chatMessages.title)} ${intl.formatMessage(withValues(chatMessages.unreadCount), { count })}`;

/** My products is the current page; every section is one link, in order, and only one is marked. */
export const MyProducts: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const nav = canvas.getByRole('navigation', { name: t(profileNavMessages.nav) });
    const links = within(nav).getAllByRole('link');
    // My account, Orders, Wallet, Seller dashboard, My products, Messages, Tickets.
    await expect(links.map((link) => link.textContent)).toEqual(
      accountNavItems.map((item) => t(item.message)),
    );
    await expect(within(nav).getByRole('link', { name: t(profileNavMessages.myOffers) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  },
};

/** A page below a section (Add product) marks its section. */
export const AddProduct: Story = {
  parameters: { path: '/profile/products/new/' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('link', { name: t(profileNavMessages.myOffers) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The /order/ pages belong to Orders. */
export const OrderPage: Story = {
  parameters: { path: '/order/42/' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('link', { name: t(m.orders) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: t(profileNavMessages.myOffers) })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** On the chat with unread messages: the count is shown and read out with the Messages link. */
export const MessagesWithUnread: Story = {
  args: { unread: 3 },
  parameters: { path: '/chat/' },
  play: async ({ canvas, ...context }) => {
    const messages = canvas.getByRole('link', { name: messagesWithUnread(storyIntl(context), 3) });
    await expect(messages).toHaveAttribute('aria-current', 'page');
    await expect(messages).toHaveAttribute('href', '/chat/');
    await expect(within(messages).getByText('3')).toBeVisible();
  },
};

/** By keyboard: Tab reaches the sections in order and Enter follows one. */
export const Keyboard: Story = {
  parameters: { path: '/profile/dashboard/' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t(m.myAccount) })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t(m.orders) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/profile/orders/');
    await expect(canvas.getByRole('link', { name: t(m.orders) })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a 360 px phone the row scrolls sideways: the page itself never gets wider than the screen. */
export const Phone: Story = {
  args: { unread: 120 },
  render: (args, { parameters }) => (
    <div data-testid="phone" style={{ width: 360 }}>
      {at(parameters.path as string, <AccountNav {...args} />)}
    </div>
  ),
  play: async ({ canvas, ...context }) => {
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvas.getByTestId('phone').scrollWidth).toBe(360);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: messagesWithUnread(storyIntl(context), 120) }),
    ).toBeVisible();
  },
};

/** The header's chat link: its name carries the unread count (none: just "Messages"). */
export const HeaderMessagesLink: Story = {
  render: () => (
    <div className="lm:flex lm:gap-2">
      {at('/', <MessagesLinkView unread={0} />)}
      {at('/chat/', <MessagesLinkView unread={2} />)}
    </div>
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const link = withValues(m.messagesLink);
    await expect(canvas.getByRole('link', { name: t(link, { count: 0 }) })).toHaveAttribute('href', '/chat/');
    const unread = canvas.getByRole('link', { name: t(link, { count: 2 }) });
    await expect(unread).toHaveAttribute('aria-current', 'page');
    await expect(within(unread).getByText('2')).toBeVisible();
  },
};

const user: ClientUser = {
  userId: '00000000-0000-4000-8000-000000000001',
  username: 'frostmage',
  email: 'frostmage@example.com',
  emailVerified: true,
  roles: ['user'],
  country: null,
  memberSince: '2026-01-01T00:00:00.000Z',
  phone: null,
  phoneVerified: false,
  twoFactorEnabled: false,
  hasPassword: true,
  avatarUrl: null,
};

/** The user menu: My products and Messages with the unread count, and Log out. */
export const UserMenu: Story = {
  args: { unread: 4 },
  render: (args) => at('/', <SignedInMenuView user={user} onSignOut={fn()} unread={args.unread ?? 0} />),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: `${t(m.menu)}: frostmage` }));
    // The menu opens once, from the copy clicked, in a portal on the page.
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: t(profileNavMessages.myOffers) })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: t(authMessages.logOut) })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: messagesWithUnread(intl, 4) }));
    await waitFor(() => expect(canvas.getByTestId('path')).toHaveTextContent('/chat/'));
  },
};
