import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawDialog } from './withdraw-dialog';

const meta = {
  title: 'Marketplace/Withdraw dialog',
  component: WithdrawDialog,
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currency: 'USD',
      amount: '10000',
      method: 'bank_transfer',
      destination: 'PL61109010140000071219812874',
      vip: false,
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currency: 'USD',
      amount: '5000',
      method: 'stripe',
      destination: 'acct_1Seller',
      vip: false,
    });
  },
};
