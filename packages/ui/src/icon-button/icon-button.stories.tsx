import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Heart, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Notifications', onClick: fn(), children: <Bell aria-hidden="true" /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  render: (args) => (
    <div className="lm:flex lm:gap-3">
      <IconButton {...args} variant="primary" label="Add to favourites">
        <Heart aria-hidden="true" />
      </IconButton>
      <IconButton {...args} variant="outline" label="Notifications">
        <Bell aria-hidden="true" />
      </IconButton>
      <IconButton {...args} variant="ghost" label="Close">
        <X aria-hidden="true" />
      </IconButton>
      <IconButton {...args} variant="destructive" label="Delete offer">
        <Trash2 aria-hidden="true" />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="lm:flex lm:items-center lm:gap-3">
      <IconButton {...args} size="sm" variant="outline" />
      <IconButton {...args} size="md" variant="outline" />
      <IconButton {...args} size="lg" variant="outline" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { label: 'Benachrichtigungseinstellungen öffnen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Benachrichtigungseinstellungen öffnen' })).toBeVisible();
  },
};
