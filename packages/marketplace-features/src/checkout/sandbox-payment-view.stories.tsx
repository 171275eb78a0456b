import { type PaymentSession, SANDBOX_TEST_CARDS } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { useFormatMoney } from '../orders/use-format-money';
import { escapeRegExp, storyIntl } from '../test/story-intl';
import { testModeMessages } from '../test-mode';
import { paymentPageMessages as m } from './checkout-messages';
import { type CardForm, SandboxPaymentView, type SandboxPaymentViewProps } from './payment-page';

const cardPayment: PaymentSession = {
  id: '2f7e3d1c-8b9a-4c5d-9e0f-1a2b3c4d5e01',
  purpose: 'order',
  orderId: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01',
  provider: 'sandbox',
  method: 'card',
  status: 'open',
  amount: '4118',
  currency: 'USD',
  description: 'World of Warcraft gold, 100k on Silvermoon EU × 2',
  createdAt: '2026-11-21T12:00:00Z',
  expiresAt: '2026-11-21T12:30:00Z',
  testCards: SANDBOX_TEST_CARDS.map((card) => ({ ...card })),
  cryptoInvoice: null,
  providerUrl: null,
  declinedAttempts: 0,
  lastDeclinedAt: null,
  returnUrl: '/order/5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a01/',
};

/** The amount due as the page shows it, in the story's language. */
function amountOf(payment: PaymentSession, locale: string): string {
  return formatPrice(BigInt(payment.amount), payment.currency, locale);
}

/** A label's start: a required field's name goes on with its mark. */
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

function Interactive(props: Partial<SandboxPaymentViewProps>) {
  const [card, setCard] = useState<CardForm>({ number: '', expiry: '', cvc: '', name: '' });
  const formatMoney = useFormatMoney();
  const payment = props.payment ?? cardPayment;
  return (
    <MemoryRouter>
      <SandboxPaymentView
        payment={payment}
        amount={formatMoney(payment.amount, payment.currency)}
        card={card}
        onCardChange={setCard}
        onPayCard={fn()}
        onConfirm={fn()}
        onCrypto={fn()}
        onCancel={fn()}
        busy={false}
        error={null}
        missing={[]}
        {...props}
      />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Marketplace/Sandbox payment page',
  component: Interactive,
  args: { onPayCard: fn(), onConfirm: fn(), onCrypto: fn(), onCancel: fn() },
  tags: ['every-toolbar'],
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByText(t(testModeMessages.label))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: new RegExp(
          `${escapeRegExp(t(m.useCard, { number: '4000 0000 0000 0002' }))}\\s*${escapeRegExp(t(m.outcomeDecline))}`,
        ),
      }),
    );
    await expect(canvas.getByLabelText(startsWith(t(m.cardNumber)))).toHaveValue('4000000000000002');
    await expect(canvas.getByLabelText(startsWith(t(m.cvc)))).toHaveValue('123');
    await userEvent.type(canvas.getByLabelText(startsWith(t(m.cardholder))), 'Test Buyer');
    await userEvent.click(
      canvas.getByRole('button', { name: t(m.payNow, { amount: amountOf(cardPayment, intl.locale) }) }),
    );
    await expect(args.onPayCard).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.cancelPayment) }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const MissingFields: Story = {
  args: { missing: ['number', 'name'] },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getAllByText(t(m.required))).toHaveLength(2);
  },
};

export const Processing: Story = { args: { busy: true } };

export const NeedsConfirmation: Story = {
  args: { payment: { ...cardPayment, status: 'requires_confirmation' } },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.approve) }));
    await expect(args.onConfirm).toHaveBeenCalledWith(true);
  },
};

export const CryptoInvoice: Story = {
  args: {
    payment: {
      ...cardPayment,
      method: 'crypto',
      testCards: [],
      cryptoInvoice: { address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', asset: 'BTC' },
    },
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(m.cryptoExpire) }));
    await expect(args.onCrypto).toHaveBeenCalledWith('expire');
  },
};

export const Succeeded: Story = {
  args: { payment: { ...cardPayment, status: 'succeeded' } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('link', { name: t(m.toOrder) })).toHaveAttribute(
      'href',
      cardPayment.returnUrl,
    );
  },
};

/** The last card was declined while the payment is still open: the page says so, the form takes another card. */
export const CardDeclinedTryAnother: Story = {
  args: {
    payment: { ...cardPayment, declinedAttempts: 1, lastDeclinedAt: '2026-11-21T12:05:00Z' },
  },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent(t(m.cardDeclinedTitle));
    await expect(notice).toHaveTextContent(t(m.cardDeclinedBody));
    await userEvent.click(
      canvas.getByRole('button', {
        name: new RegExp(
          `${escapeRegExp(t(m.useCard, { number: '4242 4242 4242 4242' }))}\\s*${escapeRegExp(t(m.outcomeSucceed))}`,
        ),
      }),
    );
    await expect(canvas.getByLabelText(startsWith(t(m.cardNumber)))).toHaveValue('4242424242424242');
    await userEvent.type(canvas.getByLabelText(startsWith(t(m.cardholder))), 'Test Buyer');
    await userEvent.click(
      canvas.getByRole('button', { name: t(m.payNow, { amount: amountOf(cardPayment, intl.locale) }) }),
    );
    await expect(args.onPayCard).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t(m.cancelPayment) })).toBeEnabled();
  },
};

/** A first attempt waiting for its confirmation after a decline: the confirmation, no decline notice. */
export const ConfirmationAfterDecline: Story = {
  args: {
    payment: {
      ...cardPayment,
      status: 'requires_confirmation',
      declinedAttempts: 1,
      lastDeclinedAt: '2026-11-21T12:05:00Z',
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(m.approve) })).toBeVisible();
    await expect(canvas.queryByText(t(m.cardDeclinedTitle))).toBeNull();
  },
};

/** The page's error, as the payment page words the API's PAYMENT_DECLINED. */
export const Declined: Story = {
  args: { payment: { ...cardPayment, status: 'declined' } },
  render: (args, context) => (
    <Interactive {...args} error={storyIntl(context).formatMessage(errorDescriptor('PAYMENT_DECLINED'))} />
  ),
};

export const Expired: Story = { args: { payment: { ...cardPayment, method: 'crypto', status: 'expired' } } };

/** A real provider's payment: no test-mode label, the way on is the provider's page. */
export const ExternalProvider: Story = {
  args: {
    payment: { ...cardPayment, provider: 'stripe', providerUrl: 'https://checkout.stripe.com/c/pay/test' },
  },
  play: async ({ canvas, canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('link', { name: t(m.providerRedirect) })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="test-mode"]')).toBeNull();
  },
};

const depositPayment: PaymentSession = {
  ...cardPayment,
  purpose: 'deposit',
  orderId: null,
  amount: '2500',
  description: '',
  returnUrl: '/profile/wallet/',
};

/** A wallet top-up: named as such; once paid, the way back is the wallet. */
export const DepositOpen: Story = {
  args: { payment: depositPayment },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByText(t(m.walletTopUp))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t(m.payNow, { amount: amountOf(depositPayment, intl.locale) }) }),
    ).toBeEnabled();
  },
};

export const DepositSucceeded: Story = {
  args: { payment: { ...depositPayment, status: 'succeeded' } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.depositSucceededBody))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(m.toWallet) })).toHaveAttribute(
      'href',
      '/profile/wallet/',
    );
  },
};

export const DepositDeclined: Story = {
  args: { payment: { ...depositPayment, status: 'declined' } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.depositFinishedBody))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(m.toWallet) })).toBeVisible();
  },
};
