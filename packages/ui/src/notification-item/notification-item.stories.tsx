import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NotificationItem } from './notification-item';

const meta = {
  title: 'Marketplace/NotificationItem',
  component: NotificationItem,
  args: {
    kind: 'sale',
    title: 'New order: WoW gold, 10,000',
    body: 'mira paid €19.99. Deliver within 20 minutes.',
    time: '5 minutes ago',
    dateTime: '2026-11-21T14:00:00Z',
    unread: true,
    href: '#order-1',
    // The story stays on its page: the link's navigation is cancelled, as a client router would.
    onOpen: fn((event: React.MouseEvent<HTMLElement>) => event.preventDefault()),
  },
  render: (args) => (
    <ul className="lm:max-w-md">
      <NotificationItem {...args} />
    </ul>
  ),
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Unread: New order: WoW gold, 10,000' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Kinds: Story = {
  tags: ['vrt'],
  render: () => (
    <ul className="lm:flex lm:max-w-md lm:flex-col lm:gap-1">
      <NotificationItem
        kind="message"
        title="GoldForge sent you a message"
        time="Just now"
        unread
        onOpen={() => undefined}
      />
      <NotificationItem kind="sale" title="Order LM-1001 completed" time="1 hour ago" />
      <NotificationItem
        kind="payment"
        title="Withdrawal approved"
        body="€500.00 is on its way."
        time="Yesterday"
      />
      <NotificationItem
        kind="system"
        title="Phone verification is temporarily unavailable."
        time="2 days ago"
      />
    </ul>
  ),
};

export const AsButton: Story = {
  args: { href: undefined, kind: 'message', title: 'GoldForge sent you a message', unread: false },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'Neue Bestellung: Goldpaket für World of Warcraft mit Expresslieferung',
    body: 'Покупатель оплатил заказ. 20分以内に配達してください。',
    time: 'vor 5 Minuten',
  },
};
