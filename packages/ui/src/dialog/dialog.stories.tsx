import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { modalOpenA11y } from '../test/a11y-exemptions';
import { type StoryStrings, storyStrings } from '../test/story-strings';
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

type Args = { title?: string; description?: string; closeLabel?: string; defaultOpen?: boolean };

/** The wallet's withdraw dialog in miniature; what args leave out is said in the toolbar language. */
function WithdrawDialog({ title, description, closeLabel, defaultOpen, t }: Args & { t: StoryStrings }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>{t('wallet.withdraw')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={closeLabel ?? t('shell.toast.close')}>
        <DialogHeader>
          <DialogTitle>{title ?? t('withdraw.title', { currency: 'EUR' })}</DialogTitle>
          <DialogDescription>{description ?? t('withdraw.description')}</DialogDescription>
        </DialogHeader>
        <Field label={t('withdraw.amount')}>
          <Input inputMode="decimal" />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('withdraw.cancel')}</Button>
          </DialogClose>
          <Button>{t('withdraw.submit')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  tags: ['every-toolbar'],
  render: (args, context) => <WithdrawDialog {...args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyStrings(context);
    const trigger = canvas.getByRole('button', { name: t('wallet.withdraw') });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t('withdraw.title', { currency: 'EUR' }) });
    await expect(dialog).toHaveAccessibleDescription(t('withdraw.description'));
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(screen.getByRole('textbox', { name: t('withdraw.amount') })).toHaveFocus());
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
    await userEvent.click(await screen.findByRole('button', { name: t('shell.toast.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  // Open as it renders: side by side shows one copy (two modals would hide each other).
  parameters: { ...modalOpenA11y, sideBySide: false },
  args: { defaultOpen: true },
  play: async (context) => {
    const t = storyStrings(context);
    const dialog = await screen.findByRole('dialog', { name: t('withdraw.title', { currency: 'EUR' }) });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LongText: Story = {
  parameters: { ...modalOpenA11y, sideBySide: false },
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
