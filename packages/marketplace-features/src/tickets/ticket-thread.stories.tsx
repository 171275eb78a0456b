import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleDetail } from './story-fixtures';
import { TicketThreadView, type TicketThreadViewProps } from './ticket-thread';

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
} satisfies Meta<typeof Framed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Answered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^Ticket 3F6C2B1A · Payment/)).toBeVisible();
    await expect(canvas.getByText('Answered')).toBeVisible();
    const thread = within(canvas.getByRole('region', { name: 'Conversation' }));
    await expect(thread.getByText('Lootmarket support')).toBeVisible();
    // Its size in the reader's units (48,213 bytes).
    await expect(canvas.getByRole('button', { name: /bank-statement\.pdf/ })).toHaveTextContent('(47 kB)');
    await userEvent.click(canvas.getByRole('button', { name: /bank-statement\.pdf/ }));
    await expect(args.onDownload).toHaveBeenCalled();
    // An empty reply is refused with the spec's message; a real one is sent and the box empties.
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(canvas.getByText('Cannot send an empty message.')).toBeVisible();
    const box = canvas.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(box, 'One more question');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(args.onReply).toHaveBeenCalledWith('One more question');
    await expect(box).toHaveValue('');
  },
};

export const Open: Story = {
  args: {
    ticket: { ...sampleDetail, status: 'open', replies: [], replyCount: 0, attachments: [], orderId: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No answer yet. Support usually replies within minutes.')).toBeVisible();
  },
};

export const ReplyFailed: Story = {
  args: {
    onReply: fn(async () => ({ id: 'errors.ticket.closed', defaultMessage: 'This ticket is closed.' })),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your reply' });
    await userEvent.type(box, 'Kept after a failure');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(canvas.getByText('This ticket is closed.')).toBeVisible();
    await expect(box).toHaveValue('Kept after a failure');
  },
};

export const ClosingAsks: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close ticket' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Close this ticket?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close ticket' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { ticket: { ...sampleDetail, status: 'closed', closedAt: '2026-11-20T10:00:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This ticket is closed.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fraud or scam')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '100k Gold, cheapest on the server' })).toBeVisible();
  },
};
