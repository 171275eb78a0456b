import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup } from './radio-group';

const methods = [
  { value: 'card', label: 'Credit card', description: 'Visa, MasterCard, Apple Pay' },
  { value: 'wallet', label: 'Wallet balance' },
  { value: 'crypto', label: 'Crypto', description: 'Bitcoin and over 20 cryptocurrencies' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Payment method', options: methods, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const card = canvas.getByRole('radio', { name: 'Credit card' });
    await expect(card).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(card).toBeChecked();
    // Radix checks the item that arrow keys focus while the key is down, as with a held key.
    await userEvent.keyboard('{ArrowDown>}');
    const wallet = canvas.getByRole('radio', { name: 'Wallet balance' });
    await waitFor(() => expect(wallet).toHaveFocus());
    await waitFor(() => expect(wallet).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('wallet');
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(card).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'wallet' } };

export const WithError: Story = {
  args: { error: 'Select a payment method.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Select a payment method.');
  },
};

export const DisabledOption: Story = {
  args: {
    options: [...methods.slice(0, 2), { value: 'crypto', label: 'Crypto (unavailable)', disabled: true }],
    defaultValue: 'card',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Crypto (unavailable)' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    legend: 'Zahlungsmethode für diese Bestellung auswählen',
    options: [
      { value: 'card', label: 'Kreditkarte oder Debitkarte mit sofortiger Bestätigung' },
      { value: 'wallet', label: 'Баланс кошелька' },
      { value: 'crypto', label: '暗号通貨' },
    ],
  },
};
