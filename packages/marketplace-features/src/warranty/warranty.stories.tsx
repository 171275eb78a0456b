import type { OrderDetail, SellerReserve } from '@lootmarket/contract';
import { formatDateTime, formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import { sampleOrder } from '../orders/story-fixtures';
import { asRead, storyIntl } from '../test/story-intl';
import { OrderWarranty } from './order-warranty';
import { SellerReserves } from './seller-reserves';
import { reserveMessages, warrantyInfoMessages, warrantyMessages } from './warranty-messages';

const completedAt = '2026-11-20T10:00:00.000Z';
const endsAt = '2026-12-20T10:00:00.000Z';
/** Between completion and the end of a 30-day warranty. */
const during = new Date('2026-11-28T12:00:00Z');

const reserves: SellerReserve[] = [
  {
    orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a09',
    item: 'Level 60 Paladin, full tier 2',
    amount: '17955',
    currency: 'USD',
    warrantyDays: 30,
    completedAt,
    releasesAt: endsAt,
  },
  {
    orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a0a',
    item: 'Diamond rank account, 120 champions, original e-mail included',
    amount: '4750',
    currency: 'USD',
    warrantyDays: 90,
    completedAt,
    releasesAt: '2027-02-18T10:00:00.000Z',
  },
];

const completed = (warranty: OrderDetail['warranty']): OrderDetail => ({
  ...sampleOrder,
  status: 'completed',
  outcome: 'completed',
  escrow: 'released',
  completedAt,
  warranty,
  can: { ...sampleOrder.can, confirm: false, dispute: false },
});

const meta = {
  title: 'Marketplace/Warranty',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="lm:max-w-xl">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  tags: ['every-toolbar'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's reserves on the wallet page and the dashboard, each with its exact release. */
export const Reserves: Story = {
  render: () => <SellerReserves reserves={reserves} />,
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(reserveMessages.title) })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(asRead(formatPrice(17955n, 'USD', intl.locale)))).toBeVisible();
    await expect(canvas.getByText(formatDateTime(new Date(endsAt), intl.locale))).toBeVisible();
    await expect(canvas.getByRole('link', { name: reserves[0]?.item })).toHaveAttribute(
      'href',
      `/order/${reserves[0]?.orderId}/`,
    );
  },
};

/** Nothing reserved: nothing shown. */
export const NoReserves: Story = {
  render: () => <SellerReserves reserves={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="seller-reserves"]')).toBeNull();
  },
};

/** A warranted order not completed yet: the warranty starts on completion. */
export const OrderBeforeCompletion: Story = {
  render: () => (
    <OrderWarranty order={{ ...sampleOrder, warranty: { days: 30, endsAt: null, reserve: null } }} />
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(warrantyInfoMessages.orderStarts, { days: 30 }))).toBeVisible();
    await expect(canvas.getByText(t(warrantyMessages.badge, { days: 30 }))).toBeVisible();
  },
};

/** The buyer's view once completed: the warranty's end, not the seller's money. */
export const OrderBuyer: Story = {
  render: () => <OrderWarranty now={during} order={completed({ days: 30, endsAt, reserve: null })} />,
  play: async ({ canvas, canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const date = formatDateTime(new Date(endsAt), intl.locale);
    await expect(
      canvas.getByText(intl.formatMessage(warrantyInfoMessages.orderEndsAt, { days: 30, date })),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="warranty-reserve"]')).toBeNull();
  },
};

/** The seller's view: the money reserved until the warranty ends. */
export const OrderSellerReserved: Story = {
  render: () => (
    <OrderWarranty
      now={during}
      order={completed({
        days: 30,
        endsAt,
        reserve: { amount: '17955', status: 'reserved', releasesAt: endsAt, releasedAt: null },
      })}
    />
  ),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const text = intl.formatMessage(warrantyInfoMessages.reserveReserved, {
      amount: formatPrice(17955n, 'USD', intl.locale),
      date: formatDateTime(new Date(endsAt), intl.locale),
    });
    await expect(canvas.getByText(asRead(text))).toBeVisible();
  },
};

/** After the warranty: the seller's money was released. */
export const OrderSellerReleased: Story = {
  render: () => (
    <OrderWarranty
      now={new Date('2027-01-05T00:00:00Z')}
      order={completed({
        days: 14,
        endsAt: '2026-12-04T10:00:00.000Z',
        reserve: {
          amount: '17955',
          status: 'released',
          releasesAt: '2026-12-04T10:00:00.000Z',
          releasedAt: '2026-12-04T10:00:05.000Z',
        },
      })}
    />
  ),
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    await expect(
      canvas.getByText(
        intl.formatMessage(warrantyInfoMessages.orderEnded, {
          days: 14,
          date: formatDateTime(new Date('2026-12-04T10:00:00.000Z'), intl.locale),
        }),
      ),
    ).toBeVisible();
    const released = intl.formatMessage(warrantyInfoMessages.reserveReleased, {
      amount: formatPrice(17955n, 'USD', intl.locale),
      date: formatDateTime(new Date('2026-12-04T10:00:05.000Z'), intl.locale),
    });
    await expect(canvas.getByText(asRead(released))).toBeVisible();
  },
};

/** An order without a warranty: nothing shown. */
export const OrderWithoutWarranty: Story = {
  render: () => <OrderWarranty order={{ ...sampleOrder, warranty: null }} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="order-warranty"]')).toBeNull();
  },
};
