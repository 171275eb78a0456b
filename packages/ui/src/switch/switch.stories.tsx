import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Switch } from './switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['every-toolbar'],
  args: { onCheckedChange: fn() },
  // The notifications panel's sound switch in the toolbar language; LongText's args win.
  render: (args, context) => (
    <div className="lm:max-w-sm">
      <Switch label={storyStrings(context)('notifications.sound')} {...args} />
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const control = canvas.getByRole('switch', { name: t('notifications.sound') });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

// The states' names (Off, On, Disabled) are design vocabulary, as in Button's Variants.
export const States: Story = {
  tags: ['vrt'],
  render: (args) => (
    <div className="lm:flex lm:max-w-sm lm:flex-col lm:gap-4">
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultChecked />
      <Switch {...args} label="Disabled" disabled />
      <Switch {...args} label="Disabled and on" disabled defaultChecked />
    </div>
  ),
};

export const WithDescription: Story = {
  // No catalog message says this: English in every language.
  args: { description: 'Plays a sound when a new message arrives.' },
};

export const LongText: Story = {
  args: {
    label: 'Benachrichtigungston bei neuen Nachrichten von Käufern abspielen',
    description: 'Воспроизводить звук при новом сообщении. 新しいメッセージで音を鳴らす。',
  },
};
