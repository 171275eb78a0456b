import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { storyStrings } from '../test/story-strings';
import { NumberInput, type NumberInputProps } from './number-input';

type Args = NumberInputProps & { label?: string; error?: string };

function Controlled(args: Args) {
  const [value, setValue] = useState(args.value);
  return (
    <div className="lm:max-w-48">
      <Field label={args.label ?? 'Quantity'} error={args.error}>
        <NumberInput
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Primitives/NumberInput',
  tags: ['every-toolbar'],
  component: Controlled,
  args: { value: 1, min: 1, max: 20, onChange: fn() },
  // The checkout's words in the toolbar language; LongText's args win.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <Controlled
        label={t('checkout.quantity')}
        decrementLabel={t('checkout.decrease')}
        incrementLabel={t('checkout.increase')}
        {...args}
      />
    );
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('spinbutton', { name: t('checkout.quantity') });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(input).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('20');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await userEvent.tab();
    await expect(input).toHaveValue('20');
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.decrease') }));
    await expect(input).toHaveValue('19');
  },
};

export const Invalid: Story = {
  args: { value: null },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <Controlled
        label={t('checkout.quantity')}
        decrementLabel={t('checkout.decrease')}
        incrementLabel={t('checkout.increase')}
        error={t('errors.offerForm.quantityInvalid')}
        {...args}
      />
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('spinbutton', { name: t('checkout.quantity') })).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    value: 5,
    label: 'Verfügbare Menge im Lager',
    decrementLabel: 'Уменьшить',
    incrementLabel: '増やす',
  },
};
