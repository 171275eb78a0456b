import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect } from 'storybook/test';
import { Input } from '../input/input';
import { storyStrings } from '../test/story-strings';
import { Field, type FieldProps } from './field';

/** The offer form's price field; a label left out of the args is said in the toolbar language. */
type Args = Omit<FieldProps, 'label'> & { label?: FieldProps['label'] };

// No catalog message says this (the offer form's price has no hint): English in every language.
const priceHint = 'Buyers see this price including fees.';

const meta = {
  title: 'Primitives/Field',
  // Typed with the label optional (the render fills it in); the docs still read Field's props.
  component: Field as React.ComponentType<Args>,
  tags: ['every-toolbar'],
  args: { children: <Input inputMode="decimal" /> },
  render: (args, context) => (
    <div className="lm:max-w-sm">
      <Field label={storyStrings(context)('offerForm.price')} {...args} />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('textbox', { name: t('offerForm.price') })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: priceHint },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('textbox', { name: t('offerForm.price') })).toHaveAccessibleDescription(
      priceHint,
    );
  },
};

export const WithError: Story = {
  tags: ['vrt'],
  args: { description: priceHint, required: true },
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:max-w-sm">
        <Field {...args} label={t('offerForm.price')} error={t('errors.offerForm.priceInvalid')} />
      </div>
    );
  },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const input = canvas.getByRole('textbox', { name: t('offerForm.price') });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${priceHint} ${t('errors.offerForm.priceInvalid')}`);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('textbox', { name: t('offerForm.price') })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Preis pro Einheit einschließlich aller Gebühren und Steuern',
    description: 'Цена за единицу, которую увидит покупатель, включая все комиссии.',
    error: '価格が無効です。',
  },
};
