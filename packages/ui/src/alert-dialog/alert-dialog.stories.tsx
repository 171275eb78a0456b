import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { modalOpenA11y } from '../test/a11y-exemptions';
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

type Args = { title: string; description: string; action: string; cancel: string; onConfirm: () => void };

function DeleteOfferDialog({ title, description, action, cancel, onConfirm }: Args) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete offer</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const meta = {
  title: 'Overlays/AlertDialog',
  component: DeleteOfferDialog,
  args: {
    title: 'Delete this offer?',
    description: 'The offer and all its images are deleted. This cannot be undone.',
    action: 'Delete',
    cancel: 'Keep offer',
    onConfirm: fn(),
  },
} satisfies Meta<typeof DeleteOfferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete offer' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this offer?' });
    // The safe answer gets focus first.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep offer' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete offer' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
