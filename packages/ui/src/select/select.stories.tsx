import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field/field';
import { Select } from './select';

const deliveryTimes = [
  { value: 'instant', label: 'Instant' },
  { value: '5m', label: '5 minutes' },
  { value: '20m', label: '20 minutes' },
  { value: '1h', label: '1 hour' },
  { value: '1d', label: '1 day' },
  { value: '7d', label: '7 days', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { options: deliveryTimes, placeholder: 'Select a delivery time', onValueChange: fn() },
  render: (args) => (
    <div className="lm:max-w-xs">
      <Field label="Delivery time">
        <Select {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Delivery time' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Instant' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('20m');
    await waitFor(() => expect(trigger).toHaveTextContent('20 minutes'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const WithValue: Story = {
  args: { defaultValue: '1h' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Delivery time' })).toHaveTextContent('1 hour');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div className="lm:max-w-xs">
      <Field label="Delivery time" error="Select a delivery time." required>
        <Select {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Delivery time' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Delivery time' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue: 'de',
    options: [
      { value: 'de', label: 'Lieferung innerhalb von vierundzwanzig Stunden nach Zahlungseingang' },
      { value: 'ru', label: 'Доставка в течение двадцати четырёх часов' },
      { value: 'ja', label: '24時間以内にお届け' },
      { value: 'zh', label: '二十四小时内送达' },
    ],
  },
};
