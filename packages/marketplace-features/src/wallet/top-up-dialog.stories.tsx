import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopUpDialog } from './top-up-dialog';

const meta = {
  title: 'Marketplace/Top-up dialog',
  component: TopUpDialog,
  // Open as it renders: side by side shows one copy (two modals would hide each other).
  parameters: { sideBySide: false },
  args: {
    open: true,
    onOpenChange: fn(),
    currency: 'USD',
    methods: ['card', 'crypto'],
    sandboxMethods: [],
    onSubmit: fn(),
    busy: false,
    error: null,
  },
} satisfies Meta<typeof TopUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialogOf = () => body().getByRole('dialog', { name: 'Top up your USD wallet' });

// Not a visual baseline: the dialog renders in a portal outside #storybook-root, which the visual test captures.
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = dialogOf();
    await waitFor(() => expect(within(dialog).getByText('From $1.00 to $10,000.00')).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '25.50');
    await expect(within(dialog).getByRole('radio', { name: 'Card' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Crypto' }));
    await expect(within(dialog).getByRole('radio', { name: 'Crypto' })).toBeChecked();
    // Enter in the amount field submits the form.
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ currency: 'USD', amount: '2550', method: 'crypto' });
  },
};

export const InvalidAmounts: Story = {
  play: async ({ args }) => {
    const dialog = dialogOf();
    const amount = within(dialog).getByLabelText(/^Amount/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await expect(within(dialog).getByText('Enter an amount, e.g. 25.00.')).toBeVisible();
    await userEvent.type(amount, '0.50');
    await expect(within(dialog).getByText('Enter an amount from $1.00 to $10,000.00.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10000.01');
    await expect(within(dialog).getByText('Enter an amount from $1.00 to $10,000.00.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CardOnlyInTestMode: Story = {
  args: { methods: ['card'], sandboxMethods: ['card'] },
  play: async () => {
    const dialog = dialogOf();
    await expect(within(dialog).queryByRole('radio', { name: 'Crypto' })).toBeNull();
    await expect(within(dialog).getByText(/no card is charged/)).toBeVisible();
  },
};

export const NoMethods: Story = {
  args: { methods: [] },
  play: async () => {
    const dialog = dialogOf();
    await expect(
      within(dialog).getByText('Top-ups by card or crypto are not available on this site right now.'),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async () => {
    await expect(within(dialogOf()).getByRole('button', { name: 'Opening the payment…' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: 'This top-up amount is outside the allowed range for the currency.' },
  play: async () => {
    await expect(
      within(dialogOf()).getByText('This top-up amount is outside the allowed range for the currency.'),
    ).toBeVisible();
  },
};
