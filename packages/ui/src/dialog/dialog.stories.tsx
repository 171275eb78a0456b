import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { modalOpenA11y } from '../test/a11y-exemptions';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

type Args = { title: string; description: string; closeLabel?: string; defaultOpen?: boolean };

function WithdrawDialog({ title, description, closeLabel, defaultOpen }: Args) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Withdraw</Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Field label="Amount">
          <Input inputMode="decimal" />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Request withdrawal</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: WithdrawDialog,
  args: { title: 'Withdraw funds', description: 'Funds arrive within 3 business days.' },
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Withdraw' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw funds' });
    await expect(dialog).toHaveAccessibleDescription('Funds arrive within 3 business days.');
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // The close button closes it too.
    await userEvent.keyboard(' ');
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  parameters: modalOpenA11y,
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw funds' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LongText: Story = {
  parameters: modalOpenA11y,
  args: {
    defaultOpen: true,
    closeLabel: 'Schließen',
    title: 'Auszahlung Ihres verfügbaren Guthabens auf das hinterlegte Bankkonto beantragen',
    description:
      'Средства поступят в течение трёх рабочих дней. 出金は3営業日以内に反映されます。Bitte prüfen Sie Ihre Kontoverbindung sorgfältig.',
  },
  play: async () => {
    const close = await screen.findByRole('button', { name: 'Schließen' });
    await waitFor(() => expect(close).toBeVisible());
  },
};
