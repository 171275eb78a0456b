import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawDialog } from './withdraw-dialog';

const meta = {
  title: 'Marketplace/Withdraw dialog',
  component: WithdrawDialog,
  // Open as it renders: side by side shows one copy (two modals would hide each other).
  parameters: { sideBySide: false },
  // The e-mail notice links to My account.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    open: true,
    onOpenChange: fn(),
    currency: 'USD',
    available: 12845n,
    terms: {
      standardFeeBps: 100,
      vipFeeBps: 300,
      standardReviewHours: 48,
      vipReviewHours: 2,
      methods: ['bank_transfer', 'paypal', 'crypto'],
    },
    onSubmit: fn(),
    busy: false,
    error: null,
    proof: 'password',
    emailVerified: true,
    email: 'goldrush@example.com',
    proofError: null,
    onSendCode: fn(),
    sendingCode: false,
    codeSent: false,
  },
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

// Not a visual baseline: the dialog renders in a portal outside #storybook-root, which the visual test captures.
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog', { name: 'Withdraw USD' });
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '100');
    // The dialog fades in: wait for the figure to be shown rather than catching the first frame.
    await waitFor(() => expect(within(dialog).getByText('$99.00')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^IBAN/), 'PL61109010140000071219812874');
    // Each withdrawal carries the account's password: without it nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(within(dialog).getByText('Enter your password.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const password = within(dialog).getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'correct horse battery{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currency: 'USD',
      amount: '10000',
      method: 'bank_transfer',
      destination: 'PL61109010140000071219812874',
      vip: false,
      password: 'correct horse battery',
    });
  },
};

export const Vip: Story = {
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw everything' }));
    await expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('128.45');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'VIP withdraw' }));
    await waitFor(() => expect(within(dialog).getByText('$124.59')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^IBAN/), 'DE89370400440532013000');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '12845', vip: true }));
  },
};

export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(within(dialog).getByText('That is more than your available balance.')).toBeVisible();
    await expect(within(dialog).getByText('Enter where the money should go.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = { args: { error: 'Your wallet balance is too low for this payment.' } };

export const Busy: Story = { args: { busy: true } };

/** Bank transfer and PayPal are paid out by the sandbox here: choosing one says no money will be sent. */
export const SandboxPayout: Story = {
  args: {
    terms: { ...meta.args.terms, methods: ['stripe', 'bank_transfer'] },
    sandboxMethods: ['bank_transfer'],
  },
  play: async () => {
    const dialog = body().getByRole('dialog');
    await expect(within(dialog).queryByText('Test mode: no real money')).toBeNull();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await userEvent.click(body().getByRole('option', { name: 'Bank transfer' }));
    await waitFor(() => expect(within(dialog).getByText('Test mode: no real money')).toBeVisible());
    await expect(
      within(dialog).getByText('This method is paid out by a test provider: no real money is sent.'),
    ).toBeVisible();
  },
};

export const Crypto: Story = {
  args: { currency: 'BTC', available: 150000n, terms: { ...meta.args.terms, methods: ['crypto'] } },
};

export const StripeConnect: Story = {
  args: { terms: { ...meta.args.terms, methods: ['stripe', 'bank_transfer'] } },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '50');
    const account = within(dialog).getByLabelText(/^Stripe account ID/);
    await userEvent.type(account, 'DE89370400440532013000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(
      within(dialog).getByText('Enter your Stripe account ID: it starts with acct_.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(account);
    await userEvent.type(account, 'acct_1Seller');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currency: 'USD',
      amount: '5000',
      method: 'stripe',
      destination: 'acct_1Seller',
      vip: false,
      password: 'correct horse battery',
    });
  },
};

/** Two-factor sign-in on: the authenticator (or a recovery code) confirms it, typed by keyboard alone. */
export const NeedsCode: Story = {
  args: { proof: 'twoFactorCode' },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '25');
    await userEvent.type(within(dialog).getByLabelText(/^IBAN/), 'DE89370400440532013000');
    await expect(within(dialog).queryByLabelText(/^Password/)).toBeNull();
    const code = within(dialog).getByLabelText(/^Authenticator code/);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAccessibleDescription(
      'Confirm with the 6-digit code from your authenticator app, or with a recovery code.',
    );
    code.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText('Enter the code.')).toBeVisible();
    await userEvent.keyboard(' 123456 {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '2500', twoFactorCode: '123456' }),
    );
  },
};

/** The server refused the password: the message sits on the field, which is emptied and focused. */
export const WrongProof: Story = {
  render: function WrongProofRender(args) {
    const [proofError, setProofError] = useState<string | null>(null);
    return (
      <WithdrawDialog
        {...args}
        proofError={proofError}
        onSubmit={(request) => {
          args.onSubmit(request);
          setProofError('The password is wrong. Nothing was withdrawn.');
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '10');
    await userEvent.type(within(dialog).getByLabelText(/^IBAN/), 'DE89370400440532013000');
    const password = within(dialog).getByLabelText(/^Password/);
    await userEvent.type(password, 'not my password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'not my password' }),
    );
    await expect(within(dialog).getByText('The password is wrong. Nothing was withdrawn.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveValue('');
    // The rest of the form is kept.
    await expect(within(dialog).getByLabelText(/^IBAN/)).toHaveValue('DE89370400440532013000');
  },
};

/** Too many wrong proofs: the pause is said above the buttons. */
export const ProofLocked: Story = {
  args: {
    error:
      'Too many wrong passwords or codes: withdrawals are paused on this account for a while. Try again later.',
  },
};

/** No password and no two-factor sign-in (a provider sign-up): a code for these details, by email. */
export const ConfirmationCode: Story = {
  args: { proof: 'confirmationCode' },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    // The details come first: the code confirms exactly them.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(within(dialog).getByText('Enter where the money should go.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '40');
    await userEvent.type(within(dialog).getByLabelText(/^IBAN/), 'DE89370400440532013000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      currency: 'USD',
      amount: '4000',
      method: 'bank_transfer',
      destination: 'DE89370400440532013000',
      vip: false,
    });
    await userEvent.type(within(dialog).getByLabelText(/^Confirmation code/), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ confirmationCode: '654321' }));
  },
};

/** The code is on its way: said in a status line next to the button. */
export const ConfirmationCodeSent: Story = {
  args: { proof: 'confirmationCode', codeSent: true },
  play: async () => {
    const dialog = body().getByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'We sent a code to goldrush@example.com. Change nothing above, or ask for a new code.',
    );
  },
};

/** An unconfirmed email address cannot withdraw: the dialog sends the user to My account. */
export const EmailNotVerified: Story = {
  args: { emailVerified: false },
  play: async () => {
    const dialog = body().getByRole('dialog', { name: 'Withdraw USD' });
    await expect(within(dialog).getByText('Confirm your email address first')).toBeVisible();
    await expect(within(dialog).queryByLabelText(/^Amount/)).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Go to My account' })).toHaveAttribute(
      'href',
      '/profile/dashboard/',
    );
  },
};
