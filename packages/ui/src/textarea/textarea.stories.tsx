import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  render: (args) => (
    <div className="lm:max-w-md">
      <Field label="Description" description="What the buyer gets, and how you deliver it.">
        <Textarea {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('10,000 gold{Enter}delivered by mail');
    await expect(textarea).toHaveValue('10,000 gold\ndelivered by mail');
    await expect(textarea).toHaveAccessibleDescription('What the buyer gets, and how you deliver it.');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div className="lm:max-w-md">
      <Field label="Description" error="Description is required." required>
        <Textarea {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Offer is locked while an order is open.' },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Lieferung innerhalb von 20 Minuten nach Zahlungseingang. Bitte halten Sie Ihren Charakternamen bereit. Доставка в течение 20 минут. 支払い確認後20分以内にお届けします。',
  },
};
