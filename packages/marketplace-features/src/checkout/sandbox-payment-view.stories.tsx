import { type PaymentSession, SANDBOX_TEST_CARDS } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
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

function Interactive(props: Partial<SandboxPaymentViewProps>) {
  const [card, setCard] = useState<CardForm>({ number: '', expiry: '', cvc: '', name: '' });
  return (
    <MemoryRouter>
      <SandboxPaymentView
        payment={cardPayment}
        amount="$41.18"
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
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Test mode: no real money')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Use 4000 0000 0000 0002 Card declined/ }));
    await expect(canvas.getByLabelText(/^Card number/)).toHaveValue('4000000000000002');
    await expect(canvas.getByLabelText(/^CVC/)).toHaveValue('123');
    await userEvent.type(canvas.getByLabelText(/^Name on card/), 'Test Buyer');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $41.18' }));
    await expect(args.onPayCard).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel payment' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const MissingFields: Story = {
  args: { missing: ['number', 'name'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Fill in this field.')).toHaveLength(2);
  },
};

export const Processing: Story = { args: { busy: true } };

export const NeedsConfirmation: Story = {
  args: { payment: { ...cardPayment, status: 'requires_confirmation' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve payment' }));
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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Let the invoice expire' }));
    await expect(args.onCrypto).toHaveBeenCalledWith('expire');
  },
};

export const Succeeded: Story = {
  args: { payment: { ...cardPayment, status: 'succeeded' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View your order' })).toHaveAttribute(
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
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Your card was declined');
    await expect(notice).toHaveTextContent(
      'Nothing was charged. Try another card before this payment expires.',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Use 4242 4242 4242 4242 Payment succeeds/ }));
    await expect(canvas.getByLabelText(/^Card number/)).toHaveValue('4242424242424242');
    await userEvent.type(canvas.getByLabelText(/^Name on card/), 'Test Buyer');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $41.18' }));
    await expect(args.onPayCard).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Cancel payment' })).toBeEnabled();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Approve payment' })).toBeVisible();
    await expect(canvas.queryByText('Your card was declined')).toBeNull();
  },
};

export const Declined: Story = {
  args: {
    payment: { ...cardPayment, status: 'declined' },
    error: 'The card was declined. Try another card or payment method.',
  },
};

export const Expired: Story = { args: { payment: { ...cardPayment, method: 'crypto', status: 'expired' } } };

/** A real provider's payment: no test-mode label, the way on is the provider's page. */
export const ExternalProvider: Story = {
  args: {
    payment: { ...cardPayment, provider: 'stripe', providerUrl: 'https://checkout.stripe.com/c/pay/test' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Continue to the payment provider' })).toBeVisible();
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
  args: { payment: depositPayment, amount: '$25.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wallet top-up')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
  },
};

export const DepositSucceeded: Story = {
  args: { payment: { ...depositPayment, status: 'succeeded' }, amount: '$25.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The money is in your wallet and ready to spend.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your wallet' })).toHaveAttribute(
      'href',
      '/profile/wallet/',
    );
  },
};

export const DepositDeclined: Story = {
  args: { payment: { ...depositPayment, status: 'declined' }, amount: '$25.00' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nothing was charged. You can start a new top-up from your wallet.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to your wallet' })).toBeVisible();
  },
};
