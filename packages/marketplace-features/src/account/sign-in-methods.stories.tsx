import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { SignInMethodsView } from './sign-in-methods';

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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Connected as frostmage@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect GitHub' }));
    await expect(args.onConnect).toHaveBeenCalledWith('github');
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Discord' }));
    await expect(args.onDisconnect).toHaveBeenCalledWith('discord');
  },
};

/** Back from Discord: connected, said once. */
export const JustConnected: Story = {
  args: { justConnected: 'discord' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Discord is connected. You can sign in with it from now on.',
    );
  },
};

/** The provider is the only way in (no password): it cannot be disconnected. */
export const OnlyWayToSignIn: Story = {
  args: {
    methods: { hasPassword: false, connected: [{ provider: 'google', email: null, connectedAt }] },
  },
  play: async ({ canvas }) => {
    const disconnect = canvas.getByRole('button', { name: 'Disconnect Google' });
    await expect(disconnect).toBeDisabled();
    await expect(disconnect).toHaveAccessibleDescription(
      'Your only way to sign in: connect another before you disconnect this one.',
    );
    await expect(canvas.getByText('None: you sign in with a provider.')).toBeVisible();
  },
};

/** A refused connection comes back with its reason. */
export const ConnectRefused: Story = {
  args: { error: errorDescriptor('OAUTH_LINKED_ELSEWHERE') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This provider account is already connected to another Lootmarket account.',
    );
  },
};

/** On the way to GitHub: the other buttons wait. */
export const Connecting: Story = {
  args: { pending: 'github' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Disconnect Discord' })).toBeDisabled();
  },
};

/**
 * Only GitHub configured on this server: the help names it alone and only it has a connect button;
 * Discord stays listed because it is connected (it can still be disconnected), Google is not shown.
 */
export const OneProviderConfigured: Story = {
  args: { available: ['github'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Connect GitHub to sign in with it too. Only you can connect it, here, while signed in.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect GitHub' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Disconnect Discord' })).toBeEnabled();
    await expect(canvas.queryByText('Google')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Google/ })).toBeNull();
  },
};

/** No provider configured, one still connected: no help and no connect button, only its disconnect. */
export const NoProviderConfigured: Story = {
  args: { available: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Connect /)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Connect/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Disconnect Discord' })).toBeEnabled();
  },
};
