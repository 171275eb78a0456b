import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['every-toolbar'],
  args: { onCheckedChange: fn() },
  // My products' "Show active only" in the toolbar language; LongText's args win.
  render: (args, context) => <Checkbox label={storyStrings(context)('myOffers.activeOnly')} {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const box = canvas.getByRole('checkbox', { name: t('myOffers.activeOnly') });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText(t('myOffers.activeOnly')));
    await expect(box).not.toBeChecked();
  },
};

// The states' names (Unchecked, Indeterminate …) are design vocabulary, as in Button's Variants.
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

// No catalog message describes the ticket form's notify box: its description stays English.
const notifyHint = 'We send one email per answer.';

export const WithDescription: Story = {
  args: { description: notifyHint },
  render: (args, context) => <Checkbox label={storyStrings(context)('tickets.form.notify')} {...args} />,
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(
      canvas.getByRole('checkbox', { name: t('tickets.form.notify') }),
    ).toHaveAccessibleDescription(notifyHint);
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
