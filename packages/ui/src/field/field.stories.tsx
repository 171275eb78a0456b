import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input/input';
import { Field } from './field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Price', children: <Input inputMode="decimal" /> },
  render: (args) => (
    <div className="lm:max-w-sm">
      <Field {...args} />
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Buyers see this price including fees.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(
      'Buyers see this price including fees.',
    );
  },
};

export const WithError: Story = {
  tags: ['vrt'],
  args: { description: 'Buyers see this price including fees.', error: 'Invalid price.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Buyers see this price including fees. Invalid price.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Preis pro Einheit einschließlich aller Gebühren und Steuern',
    description: 'Цена за единицу, которую увидит покупатель, включая все комиссии.',
    error: '価格が無効です。',
  },
};
