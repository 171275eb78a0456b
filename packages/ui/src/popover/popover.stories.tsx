import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type Args = { title: string; body: string; closeLabel?: string; defaultOpen?: boolean };

function FeesPopover({ title, body, closeLabel, defaultOpen }: Args) {
  return (
    <div className="lm:p-4">
      <Popover defaultOpen={defaultOpen}>
        <PopoverTrigger asChild>
          <Button variant="link">How are fees calculated?</Button>
        </PopoverTrigger>
        <PopoverContent closeLabel={closeLabel} aria-label={title}>
          <p className="lm:mb-1 lm:text-sm lm:font-semibold">{title}</p>
          <p className="lm:text-sm lm:text-muted-foreground">{body}</p>
        </PopoverContent>
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Overlays/Popover',
  component: FeesPopover,
  args: {
    title: 'Fees',
    body: 'The buyer pays a service fee of 5%. Sellers pay nothing until the order completes.',
    closeLabel: 'Close',
  },
} satisfies Meta<typeof FeesPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'How are fees calculated?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Fees' });
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
