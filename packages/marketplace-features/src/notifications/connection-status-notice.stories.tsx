import { socketStatusMessages } from '@lootmarket/i18n';
import type { ConnectionStatus } from '@lootmarket/realtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { ConnectionStatusNoticeView } from './connection-status-notice';
import { notificationPanelMessages } from './notification-messages';

const meta = {
  title: 'Marketplace/Notifications/Connection status',
  component: ConnectionStatusNoticeView,
  args: { status: 'connected', onReconnect: fn() },
  tags: ['every-toolbar'],
} satisfies Meta<typeof ConnectionStatusNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * All is well: the live region is in the page (so later changes are announced) but says nothing, and
 * is no status: an empty status beside the bell read as an empty toast next to the page's toasts.
 */
export const Connected: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    const region = canvasElement.querySelector('[data-status="connected"]');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await expect(region).toHaveClass('lm:sr-only');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A protocol error (spec §4): 'Connection failed.', and the socket retries by itself. */
export const ConnectionFailed: Story = {
  args: { status: 'connectionFailed' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('status')).toHaveTextContent(t(socketStatusMessages.connectionFailed));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The connection dropped and an attempt is under way. */
export const Reconnecting: Story = {
  args: { status: 'reconnecting' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('status')).toHaveTextContent(t(socketStatusMessages.reconnecting));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The attempts are used up: the spec's words and a Reconnect button, reachable by keyboard. */
export const MaxAttemptsReached: Story = {
  args: { status: 'maxReconnectAttemptsReached' },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('status')).toHaveTextContent(t(socketStatusMessages.maxReconnectAttempts));
    const button = canvas.getByRole('button', { name: t(notificationPanelMessages.reconnect) });
    await userEvent.click(button);
    await expect(args.onReconnect).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReconnect).toHaveBeenCalledTimes(2);
  },
};

/** Reconnect starts a new round: the notice says so, then disappears once connected. */
export const ReconnectRound: Story = {
  args: { status: 'maxReconnectAttemptsReached' },
  render: function Render(args) {
    const [status, setStatus] = useState<ConnectionStatus>(args.status);
    return (
      <div className="lm:flex lm:flex-col lm:gap-2">
        <ConnectionStatusNoticeView
          status={status}
          onReconnect={() => {
            args.onReconnect();
            setStatus('reconnecting');
          }}
        />
        {/* The story's own stand-in for the server, not part of the notice: English in every language. */}
        <button type="button" onClick={() => setStatus('connected')}>
          Server back
        </button>
      </div>
    );
  },
  play: async ({ canvas, canvasElement, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const reconnect = t(notificationPanelMessages.reconnect);
    await userEvent.click(canvas.getByRole('button', { name: reconnect }));
    await expect(args.onReconnect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(t(socketStatusMessages.reconnecting));
    await expect(canvas.queryByRole('button', { name: reconnect })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Server back' }));
    // The same live region, empty again and no status.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  },
};

/** In Polish, as every locale: the catalogue's translations, never the English words. */
export const MaxAttemptsReachedPolish: Story = {
  args: { status: 'maxReconnectAttemptsReached' },
  globals: { locale: 'pl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Połącz ponownie' })).toBeVisible();
    await expect(canvas.getByRole('status')).not.toHaveTextContent('Max reconnection attempts reached.');
  },
};
