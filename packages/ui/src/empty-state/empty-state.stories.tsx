import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { storyStrings } from '../test/story-strings';
import { EmptyState, type EmptyStateProps } from './empty-state';

/** The market's empty result; what the args leave out is said in the toolbar language. */
type Args = Omit<EmptyStateProps, 'title'> & { title?: EmptyStateProps['title'] };

const meta = {
  title: 'Feedback/EmptyState',
  // Typed with the title optional (the render fills it in); the docs still read EmptyState's props.
  component: EmptyState as React.ComponentType<Args>,
  tags: ['every-toolbar'],
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <EmptyState
        title={t('market.empty')}
        description={t('market.emptyHint')}
        action={<Button variant="outline">{t('market.clear')}</Button>}
        {...args}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    await expect(canvas.getByRole('heading', { level: 2, name: t('market.empty') })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('market.clear') })).toHaveFocus();
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, description: undefined },
  render: (args, context) => <EmptyState {...args} title={storyStrings(context)('orders.empty')} />,
};

export const LongText: Story = {
  args: {
    title: 'Keine Angebote entsprechen Ihren aktuellen Filtereinstellungen',
    description: 'Попробуйте другой сервер. 別のサーバーをお試しください。',
    action: <Button variant="outline">Alle Filter zurücksetzen</Button>,
  },
};
