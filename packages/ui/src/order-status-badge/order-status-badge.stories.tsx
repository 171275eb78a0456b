import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge } from './order-status-badge';

const meta = {
  title: 'Marketplace/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'pending' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    // Spec §4: pending reads "in progress".
    await expect(canvas.getByText('In progress')).toHaveAttribute('data-status', 'pending');
  },
};

export const All: Story = {
  tags: ['vrt'],
  render: () => (
    <div className="lm:flex lm:gap-2">
      <OrderStatusBadge status="pending" />
      <OrderStatusBadge status="completed" />
      <OrderStatusBadge status="failed" />
    </div>
  ),
};

/** A failed order whose money went back to the buyer: the same "Failed" in a neutral tone, not red. */
export const Tone: Story = {
  args: { status: 'failed', tone: 'neutral' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Failed');
    await expect(badge).toHaveAttribute('data-status', 'failed');
    await expect(badge).toHaveAttribute('data-variant', 'neutral');
  },
};

export const LongText: Story = {
  render: () => (
    <div className="lm:flex lm:max-w-xs lm:flex-wrap lm:gap-2">
      <OrderStatusBadge
        status="pending"
        labels={{ pending: 'In Bearbeitung', completed: 'Abgeschlossen', failed: 'Fehlgeschlagen' }}
      />
      <OrderStatusBadge
        status="completed"
        labels={{ pending: 'В процессе', completed: 'Выполнен', failed: 'Ошибка' }}
      />
      <OrderStatusBadge status="failed" labels={{ pending: '処理中', completed: '完了', failed: '失敗' }} />
    </div>
  ),
};
