import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { OrderStatusBadge } from './order-status-badge';

/** The order statuses in the toolbar language, as the orders pages pass them. */
function statusLabels(t: StoryStrings) {
  return {
    pending: t('shell.orderStatus.pending'),
    completed: t('shell.orderStatus.completed'),
    failed: t('shell.orderStatus.failed'),
  };
}

const meta = {
  title: 'Marketplace/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['every-toolbar'],
  args: { status: 'pending' },
  render: (args, context) => <OrderStatusBadge labels={statusLabels(storyStrings(context))} {...args} />,
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas, ...context }) => {
    // Spec §4: pending reads "in progress".
    await expect(canvas.getByText(statusLabels(storyStrings(context)).pending)).toHaveAttribute(
      'data-status',
      'pending',
    );
  },
};

export const All: Story = {
  tags: ['vrt'],
  render: (_args, context) => {
    const labels = statusLabels(storyStrings(context));
    return (
      <div className="lm:flex lm:gap-2">
        <OrderStatusBadge status="pending" labels={labels} />
        <OrderStatusBadge status="completed" labels={labels} />
        <OrderStatusBadge status="failed" labels={labels} />
      </div>
    );
  },
};

/** A failed order whose money went back to the buyer: the same "Failed" in a neutral tone, not red. */
export const Tone: Story = {
  args: { status: 'failed', tone: 'neutral' },
  play: async ({ canvas, ...context }) => {
    const badge = canvas.getByText(statusLabels(storyStrings(context)).failed);
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
