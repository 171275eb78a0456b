import { fieldErrorMessages } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyIntl } from '../test/story-intl';
import { ReportOfferDialogView, type ReportOfferDialogViewProps } from './report-offer-dialog';
import { ticketReportMessages as m, ticketReportReasonMessages as reasons } from './tickets-messages';

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
  tags: ['every-toolbar'],
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(m.button) })).toBeVisible();
  },
};

// Open as it renders: side by side shows one copy (two modals would hide each other).
export const Open: Story = {
  args: { initiallyOpen: true },
  parameters: { sideBySide: false },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(body.getByRole('dialog', { name: t(m.button) }));
    await userEvent.click(dialog.getByRole('button', { name: t(m.send) }));
    await expect(dialog.getByText(t(fieldErrorMessages.required))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('combobox', { name: t(m.reason) }));
    await userEvent.click(body.getByRole('option', { name: t(reasons.fraud) }));
    // The select's popup hides the rest of the page from assistive technology until it has closed.
    await userEvent.type(await dialog.findByRole('textbox', { name: t(m.details) }), 'Asked to pay outside.');
    await userEvent.click(dialog.getByRole('button', { name: t(m.send) }));
    await expect(args.onSubmit).toHaveBeenCalledWith('fraud', 'Asked to pay outside.');
  },
};

const alreadyReported: MessageDescriptor = {
  id: 'errors.ticket.alreadyReported',
  defaultMessage: 'You have already reported this offer. Support is looking into it.',
};

export const Refused: Story = {
  args: {
    initiallyOpen: true,
    onSubmit: fn(async () => alreadyReported),
  },
  parameters: { sideBySide: false },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(body.getByRole('dialog', { name: t(m.button) }));
    await userEvent.click(dialog.getByRole('combobox', { name: t(m.reason) }));
    await userEvent.click(body.getByRole('option', { name: t(reasons.misleading) }));
    await userEvent.click(await dialog.findByRole('button', { name: t(m.send) }));
    await expect(dialog.getByText(t(alreadyReported))).toBeVisible();
  },
};
