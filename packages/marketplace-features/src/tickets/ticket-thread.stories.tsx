import { ticketReference } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { formatFileSize } from '../lib/file-size';
import { asRead, storyIntl } from '../test/story-intl';
import { sampleDetail } from './story-fixtures';
import { TicketThreadView, type TicketThreadViewProps } from './ticket-thread';
import {
  ticketThreadMessages as m,
  ticketReportReasonMessages,
  ticketStatusMessages,
  ticketTypeMessages,
  ticketValueMessages,
} from './tickets-messages';

/** The server's answer to a reply on a closed ticket, and the closed ticket's notice. */
const ticketClosed = errorDescriptor('TICKET_CLOSED');

function Framed(props: TicketThreadViewProps) {
  return (
    <MemoryRouter>
      <TicketThreadView {...props} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Marketplace/Tickets/Thread',
  component: Framed,
  args: {
    ticket: sampleDetail,
    onReply: fn(async (): Promise<MessageDescriptor | null> => null),
    onClose: fn(),
    onDownload: fn(),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof Framed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answered: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    // "Ticket 3F6C2B1A · Payment · Opened …"
    const heading = `${t(ticketValueMessages.reference, { reference: ticketReference(sampleDetail.id) })} · ${t(ticketTypeMessages.Payment)}`;
    await expect(canvas.getByText((text) => text.startsWith(heading))).toBeVisible();
    await expect(canvas.getByText(t(ticketStatusMessages.answered))).toBeVisible();
    const thread = within(canvas.getByRole('region', { name: t(m.thread) }));
    await expect(thread.getByText(t(m.support))).toBeVisible();
    // Its size in the reader's units (48,213 bytes: "47 kB" in English).
    await expect(canvas.getByRole('button', { name: /bank-statement\.pdf/ })).toHaveTextContent(
      asRead(`(${formatFileSize(intl, 48_213)})`),
    );
    await userEvent.click(canvas.getByRole('button', { name: /bank-statement\.pdf/ }));
    await expect(args.onDownload).toHaveBeenCalled();
    // An empty reply is refused with the spec's message; a real one is sent and the box empties.
    await userEvent.click(canvas.getByRole('button', { name: t(m.sendReply) }));
    await expect(canvas.getByText(t(errorDescriptor('CHAT_EMPTY_MESSAGE')))).toBeVisible();
    const box = canvas.getByRole('textbox', { name: t(m.replyLabel) });
    await userEvent.type(box, 'One more question');
    await userEvent.click(canvas.getByRole('button', { name: t(m.sendReply) }));
    await expect(args.onReply).toHaveBeenCalledWith('One more question');
    await expect(box).toHaveValue('');
  },
};

export const Open: Story = {
  args: {
    ticket: { ...sampleDetail, status: 'open', replies: [], replyCount: 0, attachments: [], orderId: null },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.noReplies))).toBeVisible();
  },
};

export const ReplyFailed: Story = {
  args: {
    onReply: fn(async () => ticketClosed),
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const box = canvas.getByRole('textbox', { name: t(m.replyLabel) });
    await userEvent.type(box, 'Kept after a failure');
    await userEvent.click(canvas.getByRole('button', { name: t(m.sendReply) }));
    await expect(canvas.getByText(t(ticketClosed))).toBeVisible();
    await expect(box).toHaveValue('Kept after a failure');
  },
};

export const ClosingAsks: Story = {
  play: async ({ canvas, canvasElement, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.close) }));
    // The dialog opens once, from the copy clicked, in a portal on the page.
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: t(m.closeTitle),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.close) }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { ticket: { ...sampleDetail, status: 'closed', closedAt: '2026-11-20T10:00:00Z' } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(ticketClosed))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: t(m.replyLabel) })).toBeNull();
  },
};

export const OfferReport: Story = {
  args: {
    ticket: {
      ...sampleDetail,
      type: 'Other',
      topic: 'fraud',
      source: 'offer_report',
      status: 'open',
      title: '100k Gold, cheapest on the server',
      orderId: null,
      offer: { id: 'd4f6a8c0-2e4a-4c6e-8f0a-1c3e5a7c9e44', title: '100k Gold, cheapest on the server' },
      reportReason: 'fraud',
      description: 'The seller asked me to pay outside the site.',
      attachments: [],
      replies: [],
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(ticketReportReasonMessages.fraud))).toBeVisible();
    await expect(canvas.getByRole('link', { name: '100k Gold, cheapest on the server' })).toBeVisible();
  },
};
