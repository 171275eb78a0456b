import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type Args = { title?: string; body?: string; closeLabel?: string; defaultOpen?: boolean };

/** The offer page's delivery guarantee in a popover; what the args leave out is in the toolbar language. */
function GuaranteePopover({ title, body, closeLabel, defaultOpen, t }: Args & { t: StoryStrings }) {
  const heading = title ?? t('offer.guarantee.title');
  return (
    <div className="lm:p-4">
      <Popover defaultOpen={defaultOpen}>
        <PopoverTrigger asChild>
          <Button variant="link">{t('offer.guarantee.title')}</Button>
        </PopoverTrigger>
        <PopoverContent closeLabel={closeLabel ?? t('shell.toast.close')} aria-label={heading}>
          <p className="lm:mb-1 lm:text-sm lm:font-semibold">{heading}</p>
          <p className="lm:text-sm lm:text-muted-foreground">{body ?? t('offer.guarantee.body')}</p>
        </PopoverContent>
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Overlays/Popover',
  tags: ['every-toolbar'],
  render: (args, context) => <GuaranteePopover {...args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const trigger = canvas.getByRole('button', { name: t('offer.guarantee.title') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: t('offer.guarantee.title') });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Servicegebühren für Käuferinnen und Käufer',
    body: 'Покупатель платит сервисный сбор 5%. 購入者は5%のサービス料を支払います。',
    closeLabel: 'Schließen',
  },
};
