import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Heart, Trash2, X } from 'lucide-react';
import type { ComponentType } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { IconButton, type IconButtonProps } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  // Its props as optional: the render fills in what a story leaves out, in the toolbar language.
  component: IconButton as ComponentType<Partial<IconButtonProps>>,
  tags: ['every-toolbar'],
  args: { onClick: fn(), children: <Bell aria-hidden="true" /> },
  // The bell's name in the toolbar language; LongText's label (its own) wins.
  render: (args, context) => (
    <IconButton label={storyStrings(context)('notifications.panel.title')} {...args} />
  ),
} satisfies Meta<Partial<IconButtonProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const button = canvas.getByRole('button', { name: storyStrings(context)('notifications.panel.title') });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  render: (args, context) => {
    const t = storyStrings(context);
    // "Add to favourites" has no message in the catalogs yet: it stays English.
    return (
      <div className="lm:flex lm:gap-3">
        <IconButton {...args} variant="primary" label="Add to favourites">
          <Heart aria-hidden="true" />
        </IconButton>
        <IconButton {...args} variant="outline" label={t('notifications.panel.title')}>
          <Bell aria-hidden="true" />
        </IconButton>
        <IconButton {...args} variant="ghost" label={t('shell.toast.close')}>
          <X aria-hidden="true" />
        </IconButton>
        <IconButton {...args} variant="destructive" label={t('myOffers.delete')}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      </div>
    );
  },
};

export const Sizes: Story = {
  render: (args, context) => {
    const label = storyStrings(context)('notifications.panel.title');
    return (
      <div className="lm:flex lm:items-center lm:gap-3">
        <IconButton label={label} {...args} size="sm" variant="outline" />
        <IconButton label={label} {...args} size="md" variant="outline" />
        <IconButton label={label} {...args} size="lg" variant="outline" />
      </div>
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, ...context }) => {
    await expect(
      canvas.getByRole('button', { name: storyStrings(context)('notifications.panel.title') }),
    ).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { label: 'Benachrichtigungseinstellungen öffnen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Benachrichtigungseinstellungen öffnen' })).toBeVisible();
  },
};
