import type { Meta, StoryObj } from '@storybook/react-vite';
import { Zap } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Delivered automatically right after payment',
    children: (
      <button
        type="button"
        className="lm:inline-flex lm:items-center lm:gap-1 lm:rounded-md lm:border lm:border-input lm:px-2 lm:py-1 lm:text-sm lm:text-foreground"
      >
        <Zap aria-hidden="true" className="lm:size-4" />
        Automatic delivery
      </button>
    ),
  },
  render: (args) => (
    <div className="lm:p-12">
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Automatic delivery' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Delivered automatically right after payment');
    await expect(trigger).toHaveAccessibleDescription('Delivered automatically right after payment');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, side: 'bottom' },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Wird sofort nach Zahlungseingang automatisch geliefert. Доставляется автоматически сразу после оплаты. 支払い後すぐに自動でお届けします。',
  },
};
