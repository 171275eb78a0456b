import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import type { ComponentType } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { NotificationItem, type NotificationItemProps } from './notification-item';

/** "5 minutes ago" and the like, as the notifications panel formats them, in the toolbar language. */
function ago(t: StoryStrings, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(t.locale, { numeric: 'auto' }).format(-value, unit);
}

/** The notifications' words in the toolbar language (their data: order ids, names, amounts, as they are). */
function texts(t: StoryStrings) {
  const euro = (amount: number) =>
    new Intl.NumberFormat(t.locale, { style: 'currency', currency: 'EUR' }).format(amount);
  return {
    paid: t('notifications.orderPaid.title'),
    paidBody: t('notifications.orderPaid.body', { orderId: 'LM-1001' }),
    message: t('notifications.messageReceived.title', { from: 'GoldForge' }),
    completed: t('notifications.orderCompleted.title'),
    completedBody: t('notifications.orderCompleted.body', { orderId: 'LM-1001' }),
    withdrawal: t('notifications.withdrawalApproved.title'),
    withdrawalBody: t('notifications.withdrawalApproved.body', { amount: euro(500) }),
    system: t('errors.other.phoneVerificationUnavailable'),
    unread: t('notifications.unread'),
  };
}

const meta = {
  title: 'Marketplace/NotificationItem',
  // Its props as optional: the render fills in what a story leaves out, in the toolbar language.
  component: NotificationItem as ComponentType<Partial<NotificationItemProps>>,
  tags: ['every-toolbar'],
  args: {
    kind: 'sale',
    dateTime: '2026-11-21T14:00:00Z',
    unread: true,
    href: '#order-1',
    // The story stays on its page: the link's navigation is cancelled, as a client router would.
    onOpen: fn((event: React.MouseEvent<HTMLElement>) => event.preventDefault()),
  },
  // LongText's args (its own strings) win.
  render: (args, context) => {
    const t = storyStrings(context);
    const text = texts(t);
    return (
      <ul className="lm:max-w-md">
        <NotificationItem
          kind="sale"
          title={text.paid}
          body={text.paidBody}
          time={ago(t, 5, 'minute')}
          unreadLabel={text.unread}
          {...args}
        />
      </ul>
    );
  },
} satisfies Meta<Partial<NotificationItemProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, args, ...context }) => {
    const text = texts(storyStrings(context));
    const link = canvas.getByRole('link', { name: `${text.unread}: ${text.paid}` });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Kinds: Story = {
  tags: ['vrt'],
  render: (_args, context) => {
    const t = storyStrings(context);
    const text = texts(t);
    return (
      <ul className="lm:flex lm:max-w-md lm:flex-col lm:gap-1">
        <NotificationItem
          kind="message"
          title={text.message}
          time={ago(t, 1, 'minute')}
          unread
          unreadLabel={text.unread}
          onOpen={() => undefined}
        />
        <NotificationItem
          kind="sale"
          title={text.completed}
          body={text.completedBody}
          time={ago(t, 1, 'hour')}
        />
        <NotificationItem
          kind="payment"
          title={text.withdrawal}
          body={text.withdrawalBody}
          time={ago(t, 1, 'day')}
        />
        <NotificationItem kind="system" title={text.system} time={ago(t, 2, 'day')} />
      </ul>
    );
  },
};

export const AsButton: Story = {
  args: { href: undefined, kind: 'message', unread: false },
  render: (args, context) => (
    <ul className="lm:max-w-md">
      <NotificationItem
        kind="message"
        title={texts(storyStrings(context)).message}
        time={ago(storyStrings(context), 5, 'minute')}
        {...args}
      />
    </ul>
  ),
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
