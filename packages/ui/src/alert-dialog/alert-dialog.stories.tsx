import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { modalOpenA11y } from '../test/a11y-exemptions';
import { type StoryStrings, storyStrings } from '../test/story-strings';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';

type Args = { title?: string; description?: string; action?: string; cancel?: string; onConfirm: () => void };

/** My products' delete dialog; what the args leave out is said in the toolbar language. */
function DeleteOfferDialog({ title, description, action, cancel, onConfirm, t }: Args & { t: StoryStrings }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">{t('myOffers.delete')}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t('myOffers.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{description ?? t('myOffers.deleteBody')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel ?? t('myOffers.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {action ?? t('myOffers.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const meta = {
  title: 'Overlays/AlertDialog',
  tags: ['every-toolbar'],
  args: { onConfirm: fn() },
  render: (args, context) => <DeleteOfferDialog {...args} t={storyStrings(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyStrings(context);
    const trigger = canvas.getByRole('button', { name: t('myOffers.delete') });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: t('myOffers.deleteTitle') });
    // The safe answer gets focus first.
    await waitFor(() => expect(screen.getByRole('button', { name: t('myOffers.cancel') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.tab();
    // The trigger says "Delete" too: the action is the one inside the dialog.
    await expect(within(dialog).getByRole('button', { name: t('myOffers.delete') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  parameters: modalOpenA11y,
  args: {
    title: 'Möchten Sie dieses Angebot mit allen hochgeladenen Bildern endgültig löschen?',
    description: 'Это действие нельзя отменить. この操作は元に戻せません。',
    action: 'Endgültig löschen',
    cancel: 'Angebot behalten',
  },
  play: async ({ canvas, ...context }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyStrings(context)('myOffers.delete') }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
