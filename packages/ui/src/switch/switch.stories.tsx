import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Notification sound', onCheckedChange: fn() },
  render: (args) => (
    <div className="lm:max-w-sm">
      <Switch {...args} />
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Notification sound' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

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
  args: { description: 'Plays a sound when a new message arrives.' },
};

export const LongText: Story = {
  args: {
    label: 'Benachrichtigungston bei neuen Nachrichten von Käufern abspielen',
    description: 'Воспроизводить звук при новом сообщении. 新しいメッセージで音を鳴らす。',
  },
};
