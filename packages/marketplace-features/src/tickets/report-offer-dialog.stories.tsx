import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportOfferDialogView, type ReportOfferDialogViewProps } from './report-offer-dialog';

function Interactive(props: Partial<ReportOfferDialogViewProps> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  return (
    <ReportOfferDialogView
      open={open}
      onOpenChange={setOpen}
      onSubmit={props.onSubmit ?? (async () => null)}
    />
  );
}

const meta = {
  title: 'Marketplace/Tickets/Report offer',
  component: Interactive,
  args: { onSubmit: fn(async (): Promise<MessageDescriptor | null> => null) },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Report this offer' })).toBeVisible();
  },
};

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(body.getByRole('dialog', { name: 'Report this offer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(body.getByRole('option', { name: 'Fraud or scam' }));
    // The select's popup hides the rest of the page from assistive technology until it has closed.
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Details' }), 'Asked to pay outside.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('fraud', 'Asked to pay outside.');
  },
};

export const Refused: Story = {
  args: {
    initiallyOpen: true,
    onSubmit: fn(async () => ({
      id: 'errors.ticket.alreadyReported',
      defaultMessage: 'You have already reported this offer. Support is looking into it.',
    })),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(body.getByRole('dialog', { name: 'Report this offer' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(body.getByRole('option', { name: 'Misleading description' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Send report' }));
    await expect(
      dialog.getByText('You have already reported this offer. Support is looking into it.'),
    ).toBeVisible();
  },
};
