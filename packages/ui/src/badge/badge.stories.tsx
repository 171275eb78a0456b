import type { Meta, StoryObj } from '@storybook/react-vite';
import { Zap } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'In stock' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In stock')).toHaveAttribute('data-variant', 'neutral');
  },
};

export const Variants: Story = {
  tags: ['vrt'],
  render: () => (
    <div className="lm:flex lm:flex-wrap lm:gap-2">
      <Badge variant="neutral">Neutral</Badge>
      <Badge variant="primary">New</Badge>
      <Badge variant="success">Completed</Badge>
      <Badge variant="warning">In progress</Badge>
      <Badge variant="danger">Failed</Badge>
      <Badge variant="info">Info</Badge>
      <Badge variant="outline">Outline</Badge>
      <Badge variant="primary">
        <Zap aria-hidden="true" />
        Automatic delivery
      </Badge>
    </div>
  ),
};

export const LongText: Story = {
  render: () => (
    <div className="lm:flex lm:max-w-xs lm:flex-wrap lm:gap-2">
      <Badge variant="success">Automatische Lieferung sofort nach Zahlungseingang</Badge>
      <Badge variant="info">Мгновенная доставка</Badge>
      <Badge>自動配達</Badge>
      <Badge>自动发货</Badge>
    </div>
  ),
};
