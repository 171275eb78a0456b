import type { Notification } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { asRead, storyIntl } from '../test/story-intl';
import { notificationKindMessages as kinds, notificationPanelMessages as m } from './notification-messages';
import type { PanelTab, TimeFilter } from './notifications-api';
import { NotificationsPanelView, type NotificationsPanelViewProps } from './notifications-panel';

const NOW = new Date('2026-11-21T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const SAMPLE: Notification[] = [
  {
    id: 'n1',
    kind: 'message_received',
    category: 'messages',
    params: { from: 'frostmage', preview: 'Is the 100k gold still available on Silvermoon?' },
    link: '/chat/',
    readAt: null,
    createdAt: minutesAgo(2),
  },
  {
    id: 'n2',
    kind: 'order_paid',
    category: 'sales',
    params: { orderId: 'LM-20931' },
    link: '/profile/orders/',
    readAt: null,
    createdAt: minutesAgo(45),
  },
  {
    id: 'n3',
    kind: 'withdrawal_approved',
    category: 'payments',
    params: { amount: '$125.00' },
    link: null,
    readAt: minutesAgo(60),
    createdAt: minutesAgo(60 * 26),
  },
];

/** The panel with its own state, as the bell drives it. */
function Interactive(props: Partial<NotificationsPanelViewProps>) {
  const [tab, setTab] = useState<PanelTab>('all');
  const [filter, setFilter] = useState<TimeFilter | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const items = (props.items ?? SAMPLE).filter((n) => tab === 'all' || n.category === tab);
  return (
    <div className="lm:w-96 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-4">
      <NotificationsPanelView
        tab={tab}
        onTabChange={setTab}
        filter={filter}
        onFilterChange={setFilter}
        unreadTotal={items.filter((n) => n.readAt === null).length}
        onMarkAllRead={fn()}
        soundOn={soundOn}
        onSoundChange={setSoundOn}
        onOpen={fn()}
        now={NOW}
        {...props}
        items={items}
      />
    </div>
  );
}

const meta = {
  title: 'Marketplace/Notifications panel',
  component: Interactive,
  tags: ['every-toolbar'],
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title) })).toBeVisible();
    const unreadMessage = `${t(m.unread)}: ${t(kinds.message_received.title, { from: 'frostmage' })}`;
    await expect(
      canvas.getByRole('button', { name: (name) => name.startsWith(unreadMessage) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t(m.tabSales) }));
    const orderPaid = t(kinds.order_paid.title);
    await expect(canvas.getByRole('button', { name: (name) => name.includes(orderPaid) })).toBeVisible();
    await expect(canvas.queryByText(/frostmage/)).toBeNull();
    const today = canvas.getByRole('button', { name: t(m.filterToday) });
    await userEvent.click(today);
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    const sound = canvas.getByRole('switch', { name: t(m.sound) });
    await userEvent.click(sound);
    await expect(sound).toHaveAttribute('data-state', 'checked');
  },
};

/** What happened to an order, in the words of the order page: refunded, declined, expired. */
const ORDER_OUTCOMES: Notification[] = (
  [
    // As the server writes it now (notificationMoneyParams): formatted here, in the reader's language.
    [
      'o1',
      'order_payment_refunded',
      'payments',
      { orderId: 'LM-20931', amount: '41.18 USD', amountMinor: '4118', currency: 'USD', to: 'wallet' },
    ],
    // A row written before: its text amount is shown as it is.
    ['o2', 'order_payment_refunded', 'payments', { orderId: 'LM-20932', amount: '12.00 USD', to: 'card' }],
    ['o3', 'order_sale_refunded', 'sales', { orderId: 'LM-20933' }],
    ['o4', 'order_payment_declined', 'payments', { orderId: 'LM-20934' }],
    ['o5', 'order_payment_expired', 'payments', { orderId: 'LM-20935' }],
  ] as const
).map(([id, kind, category, params], index) => ({
  id,
  kind,
  category,
  params,
  link: '/profile/orders/',
  readAt: null,
  createdAt: minutesAgo(5 + index),
}));

export const OrderOutcomes: Story = {
  args: { items: ORDER_OUTCOMES },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const refunded = kinds.order_payment_refunded;
    // The amount in minor units is formatted in the reader's language, as the order pages write it.
    const amount = asRead(formatPrice(4118n, 'USD', intl.locale));
    await expect(
      canvas.getByText(asRead(t(refunded.body, { to: 'wallet', amount, orderId: 'LM-20931' }))),
    ).toBeVisible();
    await expect(
      canvas.getByText(t(refunded.body, { to: 'card', amount: '12.00 USD', orderId: 'LM-20932' })),
    ).toBeVisible();
    await expect(canvas.getAllByText(t(refunded.title))).toHaveLength(2);
    await expect(canvas.getByText(t(kinds.order_sale_refunded.title))).toBeVisible();
    await expect(canvas.getByText(t(kinds.order_sale_refunded.body, { orderId: 'LM-20933' }))).toBeVisible();
    await expect(canvas.getByText(t(kinds.order_payment_declined.title))).toBeVisible();
    await expect(canvas.getByText(t(kinds.order_payment_expired.title))).toBeVisible();
    // Declined and expired are not worded as a failed order.
    await expect(canvas.queryByText(t(kinds.order_failed.title))).toBeNull();
    for (const orderId of ['LM-20934', 'LM-20935']) {
      await expect(canvas.queryByText(t(kinds.order_failed.body, { orderId }))).toBeNull();
    }
  },
};

/** Money as the pages write it in the reader's language. */
export const OrderOutcomesGerman: Story = {
  globals: { locale: 'de' },
  args: { items: ORDER_OUTCOMES.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/41,18\s\$/)).toBeVisible();
    await expect(canvas.queryByText(/41\.18 USD/)).toBeNull();
  },
};

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = { args: { items: [], loading: true } };

export const LoadFailed: Story = { args: { items: [], failed: true } };

export const WithOlderPage: Story = { args: { hasMore: true, onLoadMore: fn() } };

export const LongTexts: Story = {
  args: {
    items: [
      {
        id: 'long',
        kind: 'message_received',
        category: 'messages',
        params: {
          from: 'a_seller_with_a_remarkably_long_username_2026',
          preview:
            'Hello! I can deliver the account within the hour; it comes with the original e-mail, every expansion unlocked and a full transmog collection.',
        },
        link: null,
        readAt: null,
        createdAt: minutesAgo(1),
      },
    ],
  },
};
