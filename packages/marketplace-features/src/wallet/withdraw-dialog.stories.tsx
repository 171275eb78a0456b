import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { escapeRegExp, storyIntl } from '../test/story-intl';
import { testModeMessages } from '../test-mode';
import {
  withdrawalDestinationMessages as destinations,
  withdrawMessages as m,
  withdrawalMethodMessages as methods,
} from './wallet-messages';
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
  tags: ['every-toolbar'],
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A field's label: a required field's name goes on with its mark. */
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
/** A figure as the summary shows it, in the story's language (Intl's no-break spaces as plain ones). */
const dollars = (intl: IntlShape, minor: bigint) =>
  formatPrice(minor, 'USD', intl.locale).replace(/\s+/g, ' ');

/** The dialog's fields, named from the catalog of the story's language. */
function fields(intl: IntlShape) {
  const t = intl.formatMessage;
  return {
    t,
    amount: startsWith(t(m.amount)),
    iban: startsWith(t(destinations.bank_transfer)),
    password: startsWith(t(m.password)),
    submit: t(m.submit),
  };
}

// Not a visual baseline: the dialog renders in a portal outside #storybook-root, which the visual test captures.
export const Default: Story = {
  play: async ({ args, ...context }) => {
    const field = fields(storyIntl(context));
    const { t } = field;
    const dialog = body().getByRole('dialog', { name: t(m.title, { currency: 'USD' }) });
    await userEvent.type(within(dialog).getByLabelText(field.amount), '100');
    // The dialog fades in: wait for the figure to be shown rather than catching the first frame.
    await waitFor(() => expect(within(dialog).getByText(dollars(storyIntl(context), 9900n))).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(field.iban), 'PL61109010140000071219812874');
    // Each withdrawal carries the account's password: without it nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: field.submit }));
    await expect(within(dialog).getByText(t(m.passwordMissing))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const password = within(dialog).getByLabelText(field.password);
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
  play: async ({ args, ...context }) => {
    const field = fields(storyIntl(context));
    const { t } = field;
    const dialog = body().getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.max) }));
    await expect(within(dialog).getByLabelText(field.amount)).toHaveValue('128.45');
    await userEvent.click(within(dialog).getByRole('radio', { name: t(m.vip) }));
    await waitFor(() => expect(within(dialog).getByText(dollars(storyIntl(context), 12459n))).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(field.iban), 'DE89370400440532013000');
    await userEvent.type(within(dialog).getByLabelText(field.password), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: field.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '12845', vip: true }));
  },
};

export const Invalid: Story = {
  play: async ({ args, ...context }) => {
    const field = fields(storyIntl(context));
    const { t } = field;
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(field.amount), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: field.submit }));
    await expect(within(dialog).getByText(t(m.amountTooHigh))).toBeVisible();
    await expect(within(dialog).getByText(t(m.destinationRequired))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal, as the wallet page words the API's code. */
export const ServerError: Story = {
  render: (args, context) => (
    <WithdrawDialog
      {...args}
      error={storyIntl(context).formatMessage(errorDescriptor('INSUFFICIENT_FUNDS'))}
    />
  ),
};

export const Busy: Story = { args: { busy: true } };

/** Bank transfer and PayPal are paid out by the sandbox here: choosing one says no money will be sent. */
export const SandboxPayout: Story = {
  args: {
    terms: { ...meta.args.terms, methods: ['stripe', 'bank_transfer'] },
    sandboxMethods: ['bank_transfer'],
  },
  play: async (context) => {
    const { t } = fields(storyIntl(context));
    const dialog = body().getByRole('dialog');
    await expect(within(dialog).queryByText(t(testModeMessages.label))).toBeNull();
    await userEvent.click(within(dialog).getByRole('combobox', { name: t(m.method) }));
    await userEvent.click(body().getByRole('option', { name: t(methods.bank_transfer) }));
    await waitFor(() => expect(within(dialog).getByText(t(testModeMessages.label))).toBeVisible());
    await expect(within(dialog).getByText(t(testModeMessages.withdrawal))).toBeVisible();
  },
};

export const Crypto: Story = {
  args: { currency: 'BTC', available: 150000n, terms: { ...meta.args.terms, methods: ['crypto'] } },
};

export const StripeConnect: Story = {
  args: { terms: { ...meta.args.terms, methods: ['stripe', 'bank_transfer'] } },
  play: async ({ args, ...context }) => {
    const field = fields(storyIntl(context));
    const { t } = field;
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(field.amount), '50');
    const account = within(dialog).getByLabelText(startsWith(t(destinations.stripe)));
    await userEvent.type(account, 'DE89370400440532013000');
    await userEvent.click(within(dialog).getByRole('button', { name: field.submit }));
    await expect(within(dialog).getByText(t(m.stripeAccountInvalid))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(account);
    await userEvent.type(account, 'acct_1Seller');
    await userEvent.type(within(dialog).getByLabelText(field.password), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: field.submit }));
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
  play: async ({ args, ...context }) => {
    const field = fields(storyIntl(context));
    const { t } = field;
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(field.amount), '25');
    await userEvent.type(within(dialog).getByLabelText(field.iban), 'DE89370400440532013000');
    await expect(within(dialog).queryByLabelText(field.password)).toBeNull();
    const code = within(dialog).getByLabelText(startsWith(t(m.twoFactorCode)));
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAccessibleDescription(t(m.twoFactorHint));
    code.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText(t(m.codeMissing))).toBeVisible();
    await userEvent.keyboard(' 123456 {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '2500', twoFactorCode: '123456' }),
    );
  },
};

/** The server refused the password: the message sits on the field, which is emptied and focused. */
export const WrongProof: Story = {
  render: function WrongProofRender(args, context) {
    const [proofError, setProofError] = useState<string | null>(null);
    const wrong = storyIntl(context).formatMessage(errorDescriptor('WITHDRAWAL_PASSWORD_WRONG'));
    return (
      <WithdrawDialog
        {...args}
        proofError={proofError}
        onSubmit={(request) => {
          args.onSubmit(request);
          setProofError(wrong);
        }}
      />
    );
  },
  play: async ({ args, ...context }) => {
    const field = fields(storyIntl(context));
    const { t } = field;
    const dialog = body().getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(field.amount), '10');
    await userEvent.type(within(dialog).getByLabelText(field.iban), 'DE89370400440532013000');
    const password = within(dialog).getByLabelText(field.password);
    await userEvent.type(password, 'not my password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'not my password' }),
    );
    await expect(within(dialog).getByText(t(errorDescriptor('WITHDRAWAL_PASSWORD_WRONG')))).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveValue('');
    // The rest of the form is kept.
    await expect(within(dialog).getByLabelText(field.iban)).toHaveValue('DE89370400440532013000');
  },
};

/** Too many wrong proofs: the pause is said above the buttons. */
export const ProofLocked: Story = {
  render: (args, context) => (
    <WithdrawDialog
      {...args}
      error={storyIntl(context).formatMessage(errorDescriptor('WITHDRAWAL_PROOF_LOCKED'))}
    />
  ),
};

/** No password and no two-factor sign-in (a provider sign-up): a code for these details, by email. */
export const ConfirmationCode: Story = {
  args: { proof: 'confirmationCode' },
  play: async ({ args, ...context }) => {
    const field = fields(storyIntl(context));
    const { t } = field;
    const dialog = body().getByRole('dialog');
    // The details come first: the code confirms exactly them.
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.sendCode) }));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(within(dialog).getByText(t(m.destinationRequired))).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(field.amount), '40');
    await userEvent.type(within(dialog).getByLabelText(field.iban), 'DE89370400440532013000');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.sendCode) }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      currency: 'USD',
      amount: '4000',
      method: 'bank_transfer',
      destination: 'DE89370400440532013000',
      vip: false,
    });
    await userEvent.type(within(dialog).getByLabelText(startsWith(t(m.confirmationCode))), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: field.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ confirmationCode: '654321' }));
  },
};

/** The code is on its way: said in a status line next to the button. */
export const ConfirmationCodeSent: Story = {
  args: { proof: 'confirmationCode', codeSent: true },
  play: async (context) => {
    const { t } = fields(storyIntl(context));
    const dialog = body().getByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      t(m.codeSent, { email: 'goldrush@example.com' }),
    );
  },
};

/** An unconfirmed email address cannot withdraw: the dialog sends the user to My account. */
export const EmailNotVerified: Story = {
  args: { emailVerified: false },
  play: async (context) => {
    const { t } = fields(storyIntl(context));
    const dialog = body().getByRole('dialog', { name: t(m.title, { currency: 'USD' }) });
    await expect(within(dialog).getByText(t(m.emailNotVerifiedTitle))).toBeVisible();
    await expect(within(dialog).queryByLabelText(/^Amount/)).toBeNull();
    await expect(within(dialog).getByRole('link', { name: t(m.goToAccount) })).toHaveAttribute(
      'href',
      '/profile/dashboard/',
    );
  },
};
