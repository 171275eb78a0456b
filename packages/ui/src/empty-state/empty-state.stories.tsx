import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No offers match your filters',
    description: 'Try another server or delivery time, or clear the filters.',
    action: <Button variant="outline">Clear filters</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['vrt'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No offers match your filters' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, title: 'No orders yet', description: undefined },
};

export const LongText: Story = {
  args: {
    title: 'Keine Angebote entsprechen Ihren aktuellen Filtereinstellungen',
    description: 'Попробуйте другой сервер. 別のサーバーをお試しください。',
    action: <Button variant="outline">Alle Filter zurücksetzen</Button>,
  },
};
