import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { placeholder: 'Search offers' },
  render: (args) => (
    <div className="lm:max-w-sm">
      <Field label="Search">
        <Input {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Search' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('WoW gold');
    await expect(input).toHaveValue('WoW gold');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="lm:flex lm:max-w-sm lm:flex-col lm:gap-3">
      <Field label="Small">
        <Input {...args} size="sm" />
      </Field>
      <Field label="Medium">
        <Input {...args} size="md" />
      </Field>
      <Field label="Large">
        <Input {...args} size="lg" />
      </Field>
    </div>
  ),
};

export const Invalid: Story = {
  tags: ['vrt'],
  render: (args) => (
    <div className="lm:max-w-sm">
      <Field label="Title" error="Title is required." required>
        <Input {...args} placeholder="" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Title is required.');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="lm:max-w-sm">
      <Field label="Email" disabled>
        <Input {...args} type="email" defaultValue="seller@example.com" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="lm:flex lm:max-w-xs lm:flex-col lm:gap-3">
      <Field label="Benutzername für die Anmeldung bei Ihrem Spielkonto">
        <Input {...args} defaultValue="Drachentöter-Meisterschaftsgewinner-2024" />
      </Field>
      <Field label="Электронная почта для уведомлений">
        <Input {...args} defaultValue="очень.длинный.адрес@пример.рф" />
      </Field>
      <Field label="ゲーム内のキャラクター名">
        <Input {...args} defaultValue="伝説の剣士" />
      </Field>
    </div>
  ),
};
