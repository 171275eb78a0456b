import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { storyIntl } from '../test/story-intl';
import { SignInMethodsView, signInMethodsMessages } from './sign-in-methods';

/**
 * Whether a text has the shape of a message with one placeholder, whatever fills it: the words
 * around the placeholder, in the toolbar language ("Connect …" in English).
 */
function shapeOf(format: (mark: string) => string): (text: string) => boolean {
  const mark = '\uE000';
  const [before = '', after = ''] = format(mark).split(mark);
  return (text) =>
    text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after);
}

const connectedAt = '2026-11-20T10:00:00.000Z';

const meta = {
  title: 'Marketplace/Account/Sign-in methods',
  component: SignInMethodsView,
  args: {
    available: ['github', 'discord', 'google'],
    methods: {
      hasPassword: true,
      connected: [{ provider: 'discord', email: 'frostmage@example.com', connectedAt }],
    },
    pending: null,
    error: null,
    justConnected: null,
    onConnect: fn(),
    onDisconnect: fn(),
  },
  tags: ['every-toolbar'],
  decorators: [
    (Story) => (
      <div className="lm:max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInMethodsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByText(t(signInMethodsMessages.connectedAs, { email: 'frostmage@example.com' })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t(signInMethodsMessages.connect, { provider: 'GitHub' }) }),
    );
    await expect(args.onConnect).toHaveBeenCalledWith('github');
    await userEvent.click(
      canvas.getByRole('button', { name: t(signInMethodsMessages.disconnect, { provider: 'Discord' }) }),
    );
    await expect(args.onDisconnect).toHaveBeenCalledWith('discord');
  },
};

/** Back from Discord: connected, said once. */
export const JustConnected: Story = {
  args: { justConnected: 'discord' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t(signInMethodsMessages.justConnected, { provider: 'Discord' }),
    );
  },
};

/** The provider is the only way in (no password): it cannot be disconnected. */
export const OnlyWayToSignIn: Story = {
  args: {
    methods: { hasPassword: false, connected: [{ provider: 'google', email: null, connectedAt }] },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const disconnect = canvas.getByRole('button', {
      name: t(signInMethodsMessages.disconnect, { provider: 'Google' }),
    });
    await expect(disconnect).toBeDisabled();
    await expect(disconnect).toHaveAccessibleDescription(t(signInMethodsMessages.onlyWay));
    await expect(canvas.getByText(t(signInMethodsMessages.passwordNone))).toBeVisible();
  },
};

/** A refused connection comes back with its reason. */
export const ConnectRefused: Story = {
  args: { error: errorDescriptor('OAUTH_LINKED_ELSEWHERE') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(errorDescriptor('OAUTH_LINKED_ELSEWHERE')));
  },
};

/** On the way to GitHub: the other buttons wait. */
export const Connecting: Story = {
  args: { pending: 'github' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('button', { name: t(signInMethodsMessages.disconnect, { provider: 'Discord' }) }),
    ).toBeDisabled();
  },
};

/**
 * Only GitHub configured on this server: the help names it alone and only it has a connect button;
 * Discord stays listed because it is connected (it can still be disconnected), Google is not shown.
 */
export const OneProviderConfigured: Story = {
  args: { available: ['github'] },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(signInMethodsMessages.help, { providers: 'GitHub' }))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t(signInMethodsMessages.connect, { provider: 'GitHub' }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t(signInMethodsMessages.disconnect, { provider: 'Discord' }) }),
    ).toBeEnabled();
    await expect(canvas.queryByText('Google')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Google/ })).toBeNull();
  },
};

/** No provider configured, one still connected: no help and no connect button, only its disconnect. */
export const NoProviderConfigured: Story = {
  args: { available: [] },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const help = shapeOf((providers) => t(signInMethodsMessages.help, { providers }));
    const connect = shapeOf((provider) => t(signInMethodsMessages.connect, { provider }));
    await expect(canvas.queryByText((text) => help(text))).toBeNull();
    await expect(canvas.queryByRole('button', { name: connect })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: t(signInMethodsMessages.disconnect, { provider: 'Discord' }) }),
    ).toBeEnabled();
  },
};
