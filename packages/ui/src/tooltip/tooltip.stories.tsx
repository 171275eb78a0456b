import type { Meta, StoryObj } from '@storybook/react-vite';
import { Zap } from 'lucide-react';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { storyStrings } from '../test/story-strings';
import { Tooltip, type TooltipProps } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  // Its props as optional: the render fills in what a story leaves out, in the toolbar language.
  component: Tooltip as ComponentType<Partial<TooltipProps>>,
  tags: ['every-toolbar'],
  // The offer page's automatic-delivery hint in the toolbar language; LongText's content (its own) wins.
  render: (args, context) => {
    const t = storyStrings(context);
    return (
      <div className="lm:p-12">
        <Tooltip {...args} content={args.content ?? t('offer.automaticDeliveryHint')}>
          <button
            type="button"
            className="lm:inline-flex lm:items-center lm:gap-1 lm:rounded-md lm:border lm:border-input lm:px-2 lm:py-1 lm:text-sm lm:text-foreground"
          >
            <Zap aria-hidden="true" className="lm:size-4" />
            {t('offer.automaticDelivery')}
          </button>
        </Tooltip>
      </div>
    );
  },
} satisfies Meta<Partial<TooltipProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const trigger = canvas.getByRole('button', { name: t('offer.automaticDelivery') });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(t('offer.automaticDeliveryHint'));
    await expect(trigger).toHaveAccessibleDescription(t('offer.automaticDeliveryHint'));
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
