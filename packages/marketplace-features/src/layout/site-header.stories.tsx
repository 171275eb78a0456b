import { authMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_TOKEN_QUERY_KEY, AuthProvider } from '../auth/auth-provider';
import { allGamesMessages as m, productGroupMessages } from '../games/games-messages';
import { storyIntl } from '../test/story-intl';
import { StoryLocation } from '../test/story-location';
import { SiteHeader } from './site-header';

/** The header of a guest at `path`: the session is known to be signed out and nothing is fetched. */
function HeaderAt({ path }: { path: string }) {
  const [client] = useState(() => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queries.setQueryDefaults(['auth'], { enabled: false });
    queries.setQueryData(AUTH_TOKEN_QUERY_KEY, null);
    return queries;
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <SiteHeader />
                  <StoryLocation />
                </>
              }
            />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Marketplace/Layout/Site header',
  component: HeaderAt,
  args: { path: '/' },
  parameters: { layout: 'fullscreen' },
  tags: ['every-toolbar'],
} satisfies Meta<typeof HeaderAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The category links in order: all games, then the product groups, each a /games/ address. */
const expectedLinks = (intl: IntlShape) => [
  [intl.formatMessage(m.title), '/games/'],
  ...(['currency', 'items', 'accounts', 'boosting', 'top_up', 'gift_cards'] as const).map((group) => [
    intl.formatMessage(productGroupMessages[group]),
    `/games/?group=${group}`,
  ]),
];

/**
 * On a wide screen: the main row (logo, search, language, theme, log in) and below it the category
 * navigation in one plain row, no link marked current on the home page. By keyboard, Tab goes on
 * from Register into the categories and Enter opens one, which is then the current page.
 */
export const Desktop: Story = {
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const nav = canvas.getByRole('navigation', { name: t(m.categoryNav) });
    await expect(canvas.getByRole('banner')).toContainElement(nav);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expectedLinks(intl),
    );
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(0);
    // One row, nothing scrolled away.
    const list = within(nav).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(new Set(links.map((link) => link.getBoundingClientRect().top)).size).toBe(1);

    canvas.getByRole('link', { name: t(authMessages.registerLink) }).focus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/games/?group=currency');
    await waitFor(() => expect(links[1]).toHaveAttribute('aria-current', 'page'));
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

/** On /games/ the "All games" link is the current page. */
export const OnAllGames: Story = {
  args: { path: '/games/' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const nav = canvas.getByRole('navigation', { name: t(m.categoryNav) });
    await expect(within(nav).getByRole('link', { name: t(m.title) })).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

/** On a group's page the group's link is current; a game's own page marks none. */
export const OnAGroup: Story = {
  args: { path: '/games/?group=gift_cards' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const nav = canvas.getByRole('navigation', { name: t(m.categoryNav) });
    const giftCards = within(nav).getByRole('link', { name: t(productGroupMessages.gift_cards) });
    await expect(giftCards).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: t(m.title) })).not.toHaveAttribute('aria-current');
    // Following "All games" moves the mark.
    await userEvent.click(within(nav).getByRole('link', { name: t(m.title) }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/games\/$/);
    await expect(giftCards).not.toHaveAttribute('aria-current');
  },
};

/**
 * On a 360 px phone in Russian (long names): the categories are one row that scrolls sideways, the
 * page itself never wider than the screen; a link tabbed to scrolls into view.
 */
export const Phone: Story = {
  globals: { locale: 'ru', viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    // The story tests size the page to the phone viewport; the built Storybook's smoke run (which only
    // checks that every story renders) shows it at its own window size, where there is nothing to measure.
    if (window.innerWidth !== 360) return;
    const nav = canvas.getByRole('navigation', { name: t(m.categoryNav) });
    const list = within(nav).getByRole('list');
    const links = within(nav).getAllByRole('link');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // The main row above keeps its parts: Log in is still on screen.
    await expect(canvas.getByRole('link', { name: t(authMessages.logIn) })).toBeVisible();
    const last = links.at(-1);
    if (!last) throw new Error('The category navigation has no links.');
    links.at(-2)?.focus();
    await userEvent.tab();
    await expect(last).toHaveFocus();
    await expect(list.scrollLeft).toBeGreaterThan(0);
    // Scrolled until the link shows whole, inside the strip.
    await waitFor(() =>
      // (half a pixel for the link's fractional width)
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 0.5,
      ),
    );
  },
};
