import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { RadioGroup, type RadioGroupProps } from './radio-group';

/** Checkout's payment methods in the toolbar language. */
function methods(t: StoryStrings) {
  return [
    { value: 'card', label: t('checkout.method.card'), description: t('checkout.method.cardHint') },
    { value: 'wallet', label: t('checkout.method.wallet') },
    { value: 'crypto', label: t('checkout.method.crypto'), description: t('checkout.method.cryptoHint') },
  ];
}

const meta = {
  title: 'Primitives/RadioGroup',
  // Its props as optional: the render fills in what a story leaves out, in the toolbar language.
  component: RadioGroup as ComponentType<Partial<RadioGroupProps>>,
  tags: ['every-toolbar'],
  args: { onValueChange: fn() },
  // LongText's legend and options (its own strings) win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <RadioGroup
        {...args}
        legend={args.legend ?? t('checkout.paymentMethod')}
        options={args.options ?? methods(t)}
      />
    );
  },
} satisfies Meta<Partial<RadioGroupProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    await userEvent.tab();
    const card = canvas.getByRole('radio', { name: t('checkout.method.card') });
    await expect(card).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(card).toBeChecked();
    // Radix checks the item that arrow keys focus while the key is down, as with a held key.
    await userEvent.keyboard('{ArrowDown>}');
    const wallet = canvas.getByRole('radio', { name: t('checkout.method.wallet') });
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
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <RadioGroup
        {...args}
        legend={t('checkout.paymentMethod')}
        options={methods(t)}
        error={t('errors.field.required')}
      />
    );
  },
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      storyStrings(context)('errors.field.required'),
    );
  },
};

/** As checkout shows a method the order cannot use: disabled, and saying why. */
export const DisabledOption: Story = {
  args: { defaultValue: 'card' },
  render: (args, context) => {
    const t = storyStrings(context);
    const options = [
      ...methods(t).slice(0, 2),
      {
        value: 'crypto',
        label: t('checkout.method.crypto'),
        description: t('checkout.method.unavailable'),
        disabled: true,
      },
    ];
    return <RadioGroup {...args} legend={t('checkout.paymentMethod')} options={options} />;
  },
  play: async ({ canvas, ...context }) => {
    await expect(
      canvas.getByRole('radio', { name: storyStrings(context)('checkout.method.crypto') }),
    ).toBeDisabled();
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
