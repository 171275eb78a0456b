import { feeOf, type PaymentMethod } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { useFormatMoney } from '../orders/use-format-money';
import { asRead, storyIntl } from '../test/story-intl';
import { testModeMessages } from '../test-mode';
import { checkoutMessages as m } from './checkout-messages';
import {
  type CheckoutMethodState,
  CheckoutView,
  type CheckoutViewProps,
  selectedMethod,
} from './checkout-page';

const meta = {
  title: 'Marketplace/Checkout',
  component: CheckoutView,
  tags: ['every-toolbar'],
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    item: {
      title: 'World of Warcraft gold, 100k on Silvermoon EU',
      gameName: 'World of Warcraft',
      sellerName: 'GoldRushPL',
      imageUrl: null,
      unitPrice: '$19.99',
      availableStock: 12,
      offerUrl: '/offers/1/',
    },
    quantity: 2,
    onQuantityChange: fn(),
    methods: [
      { method: 'wallet', available: true, walletBalance: '$125.00', walletCovers: true },
      { method: 'card', available: true },
      { method: 'crypto', available: true },
    ],
    method: 'card',
    onMethodChange: fn(),
    summary: { subtotal: '$39.98', fees: '$1.20', total: '$41.18' },
    summaryLoading: false,
    blocked: null,
    error: null,
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText('$41.18')).toBeVisible();
    await expect(canvas.queryByText(t(testModeMessages.label))).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: t(m.methodWallet) }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('wallet');
    await userEvent.click(canvas.getByRole('button', { name: t(m.increase) }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: t(m.pay, { total: '$41.18' }) }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A bulk currency order: the quantity is grouped as the reader writes numbers. */
export const BulkQuantity: Story = {
  args: {
    item: { ...meta.args.item, unitPrice: '$0.72', availableStock: 50_000 },
    quantity: 1810,
    summary: { subtotal: '$1,303.20', fees: '$39.10', total: '$1,342.30' },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(asRead(t(m.subtotal, { quantity: 1810, price: '$0.72' })))).toBeVisible();
  },
};

/** The sandbox takes card and crypto payments: the page says so before anyone pays. */
export const TestMode: Story = {
  args: { testMode: 'both' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(testModeMessages.label))).toBeVisible();
    await expect(canvas.getByText(t(testModeMessages.checkout, { methods: 'both' }))).toBeVisible();
  },
};

export const TestModeCardOnly: Story = {
  args: { testMode: 'card' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(testModeMessages.checkout, { methods: 'card' }))).toBeVisible();
  },
};

export const WalletTooLow: Story = {
  args: {
    methods: [
      { method: 'wallet', available: true, walletBalance: '$3.00', walletCovers: false },
      { method: 'card', available: true },
      { method: 'crypto', available: false },
    ],
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('radio', { name: t(m.methodWallet) })).toBeDisabled();
    await expect(canvas.getByText(t(m.methodWalletTooLow, { amount: '$3.00' }))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t(m.methodCrypto) })).toBeDisabled();
    // Card is selected, and the page says why, with the way to top up.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      asRead(t(m.walletShortCard, { balance: '$3.00', total: '$41.18' })),
    );
    await expect(canvas.getByRole('link', { name: t(m.topUpWallet) })).toHaveAttribute(
      'href',
      '/profile/wallet/',
    );
  },
};

/** Neither the wallet nor any other method can pay: the note says why, without naming a method. */
export const WalletTooLowNoOtherMethod: Story = {
  args: {
    methods: [
      { method: 'wallet', available: true, walletBalance: '$3.00', walletCovers: false },
      { method: 'card', available: false },
    ],
    method: null,
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      asRead(t(m.walletShort, { balance: '$3.00', total: '$41.18' })),
    );
    await expect(canvas.getByRole('button', { name: t(m.pay, { total: '$41.18' }) })).toBeDisabled();
  },
};

/** The checkout page's own choice (selectedMethod) over a wallet of $5.00 and a $1.99 item with a 3% fee. */
function QuantityAgainstWallet(props: CheckoutViewProps) {
  const formatMoney = useFormatMoney();
  const [quantity, setQuantity] = useState(2);
  const [chosen, setChosen] = useState<PaymentMethod | null>('wallet');
  const money = (minor: bigint) => formatMoney(minor, 'USD');
  const subtotal = BigInt(quantity) * 199n;
  // The contract's fee rule (3 % = 300 basis points, rounded up), as the server's summary applies it.
  const fees = feeOf(subtotal, 300);
  const methods: CheckoutMethodState[] = [
    { method: 'wallet', available: true, walletBalance: '$5.00', walletCovers: 500n >= subtotal + fees },
    { method: 'card', available: true },
  ];
  return (
    <CheckoutView
      {...props}
      item={{ ...props.item, unitPrice: '$1.99' }}
      quantity={quantity}
      onQuantityChange={setQuantity}
      methods={methods}
      method={selectedMethod(methods, chosen)}
      onMethodChange={setChosen}
      summary={{ subtotal: money(subtotal), fees: money(fees), total: money(subtotal + fees) }}
      topUpHref="/profile/wallet/?currency=USD"
    />
  );
}

/**
 * The wallet pays until the quantity grows past its balance: card gets selected, never silently (the
 * note says why and offers the top-up); one fewer and the wallet pays again.
 */
export const WalletStopsCovering: Story = {
  render: (args) => <QuantityAgainstWallet {...args} />,
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    // 3 × $1.99 = $5.97 and a $0.18 fee, formatted in the story's language as the page does.
    const total = formatPrice(615n, 'USD', intl.locale);
    await expect(canvas.getByRole('radio', { name: t(m.methodWallet) })).toBeChecked();
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t(m.increase) }));
    await expect(canvas.getByRole('radio', { name: t(m.methodCard) })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      asRead(t(m.walletShortCard, { balance: '$5.00', total })),
    );
    await expect(canvas.getByRole('link', { name: t(m.topUpWallet) })).toHaveAttribute(
      'href',
      '/profile/wallet/?currency=USD',
    );
    await userEvent.click(canvas.getByRole('button', { name: t(m.decrease) }));
    await expect(canvas.getByRole('radio', { name: t(m.methodWallet) })).toBeChecked();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

// `blocked` is the page's already translated error: the story passes it as data.
export const OwnOffer: Story = {
  args: { blocked: 'Sorry, we cannot process this payment. You cannot purchase your own product.' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent('You cannot purchase your own product.');
    await expect(canvas.getByRole('button', { name: t(m.pay, { total: '$41.18' }) })).toBeDisabled();
  },
};

export const SummaryLoading: Story = { args: { summary: null } };

export const Recalculating: Story = { args: { summaryLoading: true } };

export const PaymentFailed: Story = {
  args: { error: 'Something went wrong with your payment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong with your payment.');
  },
};

/**
 * The seller raised the price after the summary was shown (a purchase is bound to the price shown): nothing
 * was bought; the new price, the new summary, and Pay again with the new total.
 */
export const PriceChanged: Story = {
  args: {
    item: { ...meta.args.item, unitPrice: '$20.60' },
    summary: { subtotal: '$41.20', fees: '$1.24', total: '$42.44' },
    error: 'The seller changed the price to $20.60 each. Check the new total, then pay again.',
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    // `error` is the page's already translated message, passed as data.
    await expect(canvas.getByRole('alert')).toHaveTextContent('changed the price to $20.60 each');
    await userEvent.click(canvas.getByRole('button', { name: t(m.pay, { total: '$42.44' }) }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A seller banned or an offer taken off the market: no payment at all. */
export const SellerBanned: Story = {
  args: { blocked: "This seller's account is suspended: their offers cannot be bought." },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('alert')).toHaveTextContent('suspended');
    await expect(canvas.getByRole('button', { name: t(m.pay, { total: '$41.18' }) })).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(m.paying) })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    item: {
      title: 'Золото World of Warcraft — 1 000 000 на сервере Гордунни (Европа), доставка почтой в игре',
      gameName: 'World of Warcraft: The War Within',
      sellerName: 'Ein_sehr_langer_Verkäufername_2026',
      imageUrl: null,
      unitPrice: '1.234.567,89 €',
      availableStock: 100000000,
      offerUrl: '/offers/1/',
    },
    summary: { subtotal: '2.469.135,78 €', fees: '74.074,07 €', total: '2.543.209,85 €' },
  },
};

/** The charge said plainly: the order's own currency, which is the viewer's. */
export const ChargeSameCurrency: Story = {
  args: { charge: { total: '$41.18', currency: 'USD', converted: null } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.chargedIn, { total: '$41.18', currency: 'USD' }))).toBeVisible();
    await expect(canvas.queryByText(/≈/)).toBeNull();
  },
};

/**
 * An offer in euros for a viewer who reads US dollars: charged in euros, said so, and the total
 * converted at the rate of its day.
 */
export const ChargeConverted: Story = {
  args: {
    item: { ...meta.args.item, unitPrice: '€3.00' },
    summary: { subtotal: '€6.00', fees: '€0.50', total: '€6.50' },
    charge: { total: '€6.50', currency: 'EUR', converted: { total: '$7.02', asOf: '2026-11-28' } },
  },
  play: async ({ canvas, canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const sentence = canvasElement.querySelector('[data-slot="checkout-charge"]');
    await expect(sentence).toHaveTextContent(t(m.chargedIn, { total: '€6.50', currency: 'EUR' }));
    const date = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2026-11-28T00:00:00Z'),
    );
    await expect(sentence).toHaveTextContent(t(m.chargedApprox, { converted: '$7.02', date }));
    await expect(canvas.getByRole('button', { name: t(m.pay, { total: '€6.50' }) })).toBeEnabled();
  },
};
