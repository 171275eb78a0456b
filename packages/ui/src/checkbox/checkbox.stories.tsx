import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Show active offers only', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Show active offers only' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Show active offers only'));
    await expect(box).not.toBeChecked();
  },
};

export const States: Story = {
  tags: ['vrt'],
  render: (args) => (
    <div className="lm:flex lm:flex-col lm:gap-3">
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate" checked="indeterminate" />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
      <Checkbox {...args} label="Invalid" aria-invalid />
    </div>
  ),
};

export const WithDescription: Story = {
  args: {
    label: 'Notify me when support answers',
    description: 'We send one email per answer.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Notify me when support answers' }),
    ).toHaveAccessibleDescription('We send one email per answer.');
  },
};

export const LongText: Story = {
  render: (args) => (
    <div className="lm:flex lm:max-w-xs lm:flex-col lm:gap-3">
      <Checkbox
        {...args}
        label="Ich habe die Allgemeinen Geschäftsbedingungen für Verkäufer gelesen und akzeptiere sie"
      />
      <Checkbox {...args} label="Я согласен с условиями использования торговой площадки" />
      <Checkbox {...args} label="利用規約に同意します" />
    </div>
  ),
};
