import { authMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withValues } from '../lib/messages';
import { storyIntl } from '../test/story-intl';
import { OAuthButtonsView, oauthButtonsMessages } from './oauth-buttons';

const meta = {
  title: 'Marketplace/OAuth buttons',
  component: OAuthButtonsView,
  args: { providers: ['github', 'discord', 'google'], returnTo: '/profile/dashboard/' },
  tags: ['every-toolbar'],
} satisfies Meta<typeof OAuthButtonsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every provider configured: one button each, in a fixed order, under the "or" divider; Tab reaches each. */
export const ThreeProviders: Story = {
  args: { providers: ['google', 'github', 'discord'] },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const continueWith = (provider: string) => t(withValues(authMessages.continueWith), { provider });
    await expect(canvas.getByText(t(oauthButtonsMessages.or))).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      continueWith('GitHub'),
      continueWith('Discord'),
      continueWith('Google'),
    ]);
    await expect(links[0]).toHaveAttribute(
      'href',
      `/api/auth/oauth/github?returnTo=${encodeURIComponent('/profile/dashboard/')}`,
    );
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
  },
};

/** One provider configured: only its button. */
export const OneProvider: Story = {
  args: { providers: ['discord'] },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent(
      t(withValues(authMessages.continueWith), { provider: 'Discord' }),
    );
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/api\/auth\/oauth\/discord\?/));
    await expect(canvas.queryByText(/GitHub|Google/)).toBeNull();
  },
};

/** No provider configured: no button and no "or" divider. */
export const NoProviders: Story = {
  args: { providers: [] },
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(t(oauthButtonsMessages.or))).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="oauth-buttons"]')).toBeNull();
  },
};
