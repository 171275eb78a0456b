import type { AccountSession } from '@lootmarket/contract';
import { commonErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { accountMessages } from './account-messages';
import { SessionsView } from './sessions-section';

const NOW = '2026-11-26T18:00:00Z';

const thisDevice: AccountSession = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e01',
  browser: 'Firefox',
  os: 'Windows',
  ip: '203.0.113.24',
  createdAt: '2026-11-20T09:15:00Z',
  lastUsedAt: '2026-11-26T17:59:00Z',
  current: true,
};
const phone: AccountSession = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e02',
  browser: 'Safari',
  os: 'iOS',
  ip: '198.51.100.7',
  createdAt: '2026-11-24T21:40:00Z',
  lastUsedAt: '2026-11-26T15:00:00Z',
  current: false,
};
const unknown: AccountSession = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e03',
  browser: null,
  os: null,
  ip: null,
  createdAt: '2026-11-22T11:00:00Z',
  lastUsedAt: '2026-11-23T08:30:00Z',
  current: false,
};

const meta = {
  title: 'Marketplace/My account/Sessions',
  component: SessionsView,
  args: {
    sessions: [phone, thisDevice, unknown],
    failed: false,
    pending: null,
    error: null,
    onSignOut: fn(),
    onSignOutOthers: fn(),
    now: NOW,
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof SessionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions: this device first and marked, the others each with a sign-out. */
export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const device = (browser: string, os: string) => t(accountMessages.sessionDevice, { browser, os });
    await expect(
      canvas.getByRole('heading', { name: t(accountMessages.sessionsTitle), level: 2 }),
    ).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(device('Firefox', 'Windows'));
    await expect(items[0]).toHaveTextContent(t(accountMessages.sessionThisDevice));
    await expect(
      canvas.getByText(device(t(accountMessages.sessionUnknownBrowser), t(accountMessages.sessionUnknownOs))),
    ).toBeVisible();
    // Keyboard: the first sign-out button is reached with Tab and pressed with Enter.
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {
        name: t(accountMessages.sessionSignOutLabel, { device: device('Safari', 'iOS') }),
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledWith(phone);
    await userEvent.click(canvas.getByRole('button', { name: t(accountMessages.signOutOthers) }));
    await expect(args.onSignOutOthers).toHaveBeenCalledTimes(1);
  },
};

/** Signed in here only: nothing to sign out. */
export const OnlyThisDevice: Story = {
  args: { sessions: [thisDevice] },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(accountMessages.onlyThisDevice))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(accountMessages.signOutOthers) })).toBeNull();
  },
};

/** One session is being signed out: its button is busy, the others wait. */
export const SigningOut: Story = {
  args: { pending: phone.id },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(accountMessages.signOutOthers) })).toBeDisabled();
  },
};

/** The sign-out was refused (e.g. the session had already ended elsewhere). */
export const SignOutFailed: Story = {
  args: { error: commonErrorMessages.notFound },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(commonErrorMessages.notFound))).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { sessions: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(accountMessages.sessionsLoading))).toBeInTheDocument();
  },
};

/** The list could not be loaded. */
export const Failed: Story = {
  args: { sessions: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(accountMessages.sessionsFailed))).toBeVisible();
  },
};
