import type { OrderDetail } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrderDetailsView } from './order-page';
import { sampleDisputedOrder, sampleEvidence, sampleOrder, sampleSale } from './story-fixtures';

/** The seller's side of the sample order. */
const sampleSaleSides = {
  type: sampleSale.type,
  fees: sampleSale.fees,
  sellerFee: sampleSale.sellerFee,
  sellerNet: sampleSale.sellerNet,
} as const;

const meta = {
  title: 'Marketplace/Order details',
  component: OrderDetailsView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    order: sampleOrder,
    codes: null,
    busy: false,
    error: null,
    onConfirm: fn(),
    onDispute: fn(),
    onAddEvidence: fn(async () => true),
    onDownloadEvidence: fn(),
    onMarkDelivered: fn(),
    onRate: fn(),
  },
} satisfies Meta<typeof OrderDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status badge among texts that may repeat its words (the timeline's "Failed"). */
const statusBadge = (canvas: { getAllByText: (text: string) => HTMLElement[] }, text: string) =>
  canvas.getAllByText(text).find((element) => element.dataset.variant !== undefined);

/** Paid, hand delivery, not delivered yet: the buyer may confirm or open a dispute. */
export const BuyerPaid: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getByText('Payment received')).toBeVisible();
    await expect(canvas.getByText('$41.18')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm delivery' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const OpenDispute: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open a dispute' }));
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    // The dialog fades in: wait for it rather than check once.
    await waitFor(() => expect(within(dialog).getByText('Describe the problem.')).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox'), 'Only half of the gold arrived.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await expect(args.onDispute).toHaveBeenCalledWith('Only half of the gold arrived.', []);
  },
};

const screenshotFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'screenshot.png', { type: 'image/png' });

/** The buyer attaches a screenshot while opening the dispute; both go together. */
export const OpenDisputeWithEvidence: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open a dispute' }));
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'The account was taken back.');
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Evidence (optional)' })).toBeVisible(),
    );
    const input = within(dialog).getByTestId('evidence-file-input');
    const file = screenshotFile();
    await userEvent.upload(input, file);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Remove screenshot.png' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await expect(args.onDispute).toHaveBeenCalledWith('The account was taken back.', [file]);
  },
};

/** A file that is not an image or a PDF is refused in the dialog, before anything is sent. */
export const OpenDisputeFileRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open a dispute' }));
    const dialog = within(document.body).getByRole('dialog');
    const text = new File(['plain text'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(within(dialog).getByTestId('evidence-file-input'), text, { applyAccept: false });
    await waitFor(() =>
      expect(
        within(dialog).getByText('Only images (JPEG, PNG, WebP) or PDF documents can be attached.'),
      ).toBeVisible(),
    );
    await expect(within(dialog).queryByRole('button', { name: 'Remove notes.txt' })).toBeNull();
    await expect(args.onDispute).not.toHaveBeenCalled();
  },
};

/** An open dispute: both sides' files (download buttons) and the buyer adding another one. */
export const DisputeEvidence: Story = {
  args: { order: sampleDisputedOrder },
  play: async ({ canvas, args }) => {
    const section = within(canvas.getByRole('region', { name: 'Dispute evidence' }));
    await expect(section.getByText(/^Buyer · /)).toBeVisible();
    await expect(section.getByText(/^Seller · /)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Download trade-log.pdf' }));
    await expect(args.onDownloadEvidence).toHaveBeenCalledWith(sampleEvidence[1]);
    await expect(section.getByRole('button', { name: 'Upload files' })).toBeDisabled();
    await expect(
      section.getByText('You can add 3 more files: images (JPEG, PNG, WebP) or PDF, 5 MB each.'),
    ).toBeVisible();
    const file = screenshotFile();
    await userEvent.upload(section.getByTestId('evidence-file-input'), file);
    await userEvent.click(section.getByRole('button', { name: 'Upload files' }));
    await expect(args.onAddEvidence).toHaveBeenCalledWith([file]);
    // Taken: the choice is cleared for the next one.
    await expect(section.queryByRole('button', { name: 'Remove screenshot.png' })).toBeNull();
  },
};

/** The seller's view of a fresh dispute: nothing handed in yet, the seller may add files. */
export const SellerDisputeNoEvidence: Story = {
  args: {
    order: { ...sampleDisputedOrder, ...sampleSaleSides, evidence: [] },
  },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Dispute evidence' }));
    await expect(section.getByText('No files have been added yet.')).toBeVisible();
    await expect(section.getByRole('group', { name: 'Add evidence' })).toBeVisible();
  },
};

/** Five files: the dispute takes no more. */
export const DisputeEvidenceFull: Story = {
  args: {
    order: {
      ...sampleDisputedOrder,
      evidence: Array.from({ length: 5 }, (_, index) => ({
        ...sampleEvidence[0],
        id: `b1e2f3a4-0b1c-4d2e-8f3a-4b5c6d7e8f0${index}`,
        fileName: `screenshot-${index + 1}.png`,
      })) as typeof sampleEvidence,
      can: { ...sampleDisputedOrder.can, addEvidence: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This dispute already holds the most files it can (5).')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload files' })).toBeNull();
  },
};

/**
 * Decided for the buyer (a wallet order): "Failed" in a neutral tone beside "Payment refunded", the refund
 * line with the amount and the wallet; the evidence stays readable, nothing can be added.
 */
export const DisputeRefundedWithEvidence: Story = {
  args: {
    order: {
      ...sampleDisputedOrder,
      paymentMethod: 'wallet',
      status: 'failed',
      outcome: 'refunded',
      refundedTo: 'wallet',
      escrow: 'refunded',
      failureReason: 'refunded',
      failedAt: '2026-11-22T10:00:00Z',
      dispute: {
        status: 'refunded',
        reason: 'Only half of the gold arrived.',
        openedAt: '2026-11-21T09:00:00Z',
        resolvedAt: '2026-11-22T10:00:00Z',
        note: 'The trade log shows half of the gold.',
      },
      can: { ...sampleDisputedOrder.can, addEvidence: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toHaveAttribute('data-variant', 'neutral');
    await expect(canvas.getByText('Payment refunded')).toHaveAttribute('data-variant', 'success');
    await expect(canvas.getByText('Your payment was refunded')).toBeVisible();
    await expect(canvas.getByText('Your payment of $41.18 was refunded to your wallet.')).toBeVisible();
    await expect(canvas.getByText('Dispute decided in your favour.')).toBeVisible();
    await expect(canvas.queryByText('Order failed')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download mailbox-screenshot.png' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Add evidence' })).toBeNull();
  },
};

/** A refunded card order: the money went back to the card. */
export const RefundedToCard: Story = {
  args: {
    order: {
      ...DisputeRefundedWithEvidence.args?.order,
      paymentMethod: 'card',
      refundedTo: 'card',
      refund: {
        status: 'refunded',
        method: 'card',
        link: null,
        refundedAt: '2026-11-22T10:01:00Z',
        claimedAt: null,
      },
    } as OrderDetail,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your payment of $41.18 was refunded to your card.')).toBeVisible();
    await expect(
      canvas.getByText('The money was returned to your card. Your bank may take a few days to show it.'),
    ).toBeVisible();
  },
};

/** A refunded crypto order: the buyer claims the refund on BTCPay's page. */
export const RefundedToCrypto: Story = {
  args: {
    order: {
      ...DisputeRefundedWithEvidence.args?.order,
      paymentMethod: 'crypto',
      refundedTo: 'crypto',
      refund: {
        status: 'refunded',
        method: 'crypto',
        link: 'https://btcpay.example/pull-payments/pp_1',
        refundedAt: '2026-11-22T10:01:00Z',
        claimedAt: null,
      },
    } as OrderDetail,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your payment of $41.18 was refunded as crypto.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Claim the crypto refund' })).toHaveAttribute(
      'href',
      'https://btcpay.example/pull-payments/pp_1',
    );
  },
};

/** A refunded sandbox crypto order: the claim page is ours, opened in the same tab. */
export const RefundedToCryptoSandbox: Story = {
  args: {
    order: {
      ...RefundedToCrypto.args?.order,
      refund: {
        status: 'refunded',
        method: 'crypto',
        link: '/order/refund/2f7e3d1c-8b9a-4c5d-9e0f-1a2b3c4d5e01/',
        refundedAt: '2026-11-22T10:01:00Z',
        claimedAt: null,
      },
    } as OrderDetail,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Your crypto refund is ready: claim it to an address of your own\./),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Claim the crypto refund' });
    await expect(link).toHaveAttribute('href', '/order/refund/2f7e3d1c-8b9a-4c5d-9e0f-1a2b3c4d5e01/');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** The sandbox crypto refund, claimed: no claim link any more, the date it was claimed. */
export const CryptoRefundClaimed: Story = {
  args: {
    order: {
      ...RefundedToCryptoSandbox.args?.order,
      refund: {
        status: 'refunded',
        method: 'crypto',
        link: '/order/refund/2f7e3d1c-8b9a-4c5d-9e0f-1a2b3c4d5e01/',
        refundedAt: '2026-11-22T10:01:00Z',
        claimedAt: '2026-11-22T10:05:00Z',
      },
    } as OrderDetail,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^You claimed your crypto refund on /)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Claim the crypto refund' })).toBeNull();
  },
};

/** The provider refused the refund: the money stayed in the buyer's wallet. */
export const RefundRefused: Story = {
  args: {
    order: {
      ...DisputeRefundedWithEvidence.args?.order,
      paymentMethod: 'card',
      refundedTo: 'wallet',
      refund: { status: 'refused', method: 'card', link: null, refundedAt: null, claimedAt: null },
    } as OrderDetail,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your payment of $41.18 was refunded to your wallet.')).toBeVisible();
    await expect(
      canvas.getByText(
        'The refund could not go back to your original payment method, so the money is in your wallet.',
      ),
    ).toBeVisible();
  },
};

/** The seller's view of the same refund: "Refunded to the buyer", with the amount, not an error. */
export const SellerRefunded: Story = {
  args: {
    order: {
      ...DisputeRefundedWithEvidence.args?.order,
      ...sampleSaleSides,
      can: { ...sampleSale.can, markDelivered: false },
    } as OrderDetail,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toHaveAttribute('data-variant', 'neutral');
    // The badge, the notice's title and the timeline's last event.
    await expect(canvas.getAllByText('Refunded to the buyer')).toHaveLength(3);
    await expect(
      canvas.getByText(
        'The buyer’s payment of $41.18 was refunded to them. You are not paid for this order.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Dispute decided: the buyer was refunded.')).toBeVisible();
  },
};

/** Automatic delivery: the code is handed over at once. */
export const BuyerCodeDelivered: Story = {
  args: {
    order: { ...sampleOrder, automaticDelivery: true, category: 'keys', item: 'Elden Ring, Steam key (EU)' },
    codes: ['XKCD7-QW3RT-9ZP2M-LM4ZX'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('XKCD7-QW3RT-9ZP2M-LM4ZX')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

export const CodeLoading: Story = {
  args: { order: { ...sampleOrder, automaticDelivery: true }, codes: null },
};

export const AwaitingPayment: Story = {
  args: {
    order: {
      ...sampleOrder,
      outcome: 'awaiting_payment',
      escrow: 'awaiting_payment',
      paymentId: '2f7e3d1c-8b9a-4c5d-9e0f-1a2b3c4d5e01',
      can: {
        pay: true,
        confirm: false,
        dispute: false,
        rate: false,
        markDelivered: false,
        addEvidence: false,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting your payment')).toHaveAttribute('data-variant', 'info');
    await expect(canvas.getByRole('link', { name: 'Complete the payment' })).toHaveAttribute(
      'href',
      '/order/pay/2f7e3d1c-8b9a-4c5d-9e0f-1a2b3c4d5e01/',
    );
  },
};

/** The seller's view of a pending sale: "money available at", net after the platform fee. */
export const SellerPending: Story = {
  args: { order: sampleSale },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^Money available at/)).toBeVisible();
    await expect(canvas.getByText('$37.98')).toBeVisible();
    // "Mark as delivered" asks first; Cancel leaves the order as it is.
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as delivered' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(within(dialog).getByText('Mark this order as delivered?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onMarkDelivered).not.toHaveBeenCalled();
    // Confirmed without a note: an empty note goes with it.
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as delivered' }));
    await userEvent.click(
      within(within(document.body).getByRole('alertdialog')).getByRole('button', {
        name: 'Mark as delivered',
      }),
    );
    await expect(args.onMarkDelivered).toHaveBeenCalledWith('');
  },
};

/** The seller marks it delivered with a note for the buyer, typed in the confirmation dialog. */
export const SellerMarksDeliveredWithNote: Story = {
  args: { order: sampleSale },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as delivered' }));
    const dialog = within(document.body).getByRole('alertdialog');
    const note = within(dialog).getByRole('textbox', { name: 'Note for the buyer (optional)' });
    await expect(note).toHaveAttribute('maxlength', '1000');
    await userEvent.type(note, '  Sent by in-game mail to Ayla.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as delivered' }));
    await expect(args.onMarkDelivered).toHaveBeenCalledWith('Sent by in-game mail to Ayla.');
  },
};

/** Delivered with a note: the buyer reads it under the delivery and in the timeline. */
export const BuyerDeliveredWithNote: Story = {
  args: {
    order: {
      ...sampleOrder,
      deliveredAt: '2026-11-20T15:00:00Z',
      deliveryNote: 'Sent by in-game mail to Ayla.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Seller’s note: Sent by in-game mail to Ayla.')).toHaveLength(2);
    const timeline = canvas.getByRole('region', { name: 'Order timeline' });
    const events = within(timeline).getAllByRole('listitem');
    await expect(events.map((event) => event.dataset.event)).toEqual(['ordered', 'paid', 'delivered']);
    await expect(within(timeline).getByText('Marked as delivered')).toBeVisible();
  },
};

/** The timeline of a completed order: every step, oldest first. */
export const TimelineCompleted: Story = {
  args: {
    order: {
      ...sampleOrder,
      status: 'completed',
      outcome: 'completed',
      escrow: 'released',
      deliveredAt: '2026-11-20T15:00:00Z',
      confirmedAt: '2026-11-20T16:00:00Z',
      completedAt: '2026-11-20T16:00:01Z',
      can: { ...sampleOrder.can, confirm: false, dispute: false },
    },
  },
  play: async ({ canvas }) => {
    const timeline = canvas.getByRole('region', { name: 'Order timeline' });
    const events = within(timeline).getAllByRole('listitem');
    await expect(events.map((event) => event.dataset.event)).toEqual([
      'ordered',
      'paid',
      'delivered',
      'confirmed',
      'completed',
    ]);
    await expect(within(timeline).getByText('Delivery confirmed by the buyer')).toBeVisible();
  },
};

/** The chat stays on the order page after completion, for the buyer and for the seller. */
export const ChatAfterCompletion: Story = {
  args: {
    ...TimelineCompleted.args,
    chat: (
      <section aria-labelledby="story-chat">
        <h2 id="story-chat">Chat with the seller</h2>
      </section>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order completed')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Chat with the seller' })).toBeVisible();
  },
};

/** The seller's "Open the chat" goes to the buyer's conversation, not to an empty chat page. */
export const SellerOpenChat: Story = {
  args: { order: sampleSale, chatHref: '/chat/?c=1f2e3d4c-5b6a-4789-9abc-def012345678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open the chat' })).toHaveAttribute(
      'href',
      '/chat/?c=1f2e3d4c-5b6a-4789-9abc-def012345678',
    );
  },
};

/** An open dispute: "Dispute open" beside "In progress", in the badge and the notice's title. */
export const Disputed: Story = {
  args: {
    order: {
      ...sampleOrder,
      outcome: 'disputed',
      moneyAvailableAt: null,
      disputed: true,
      dispute: {
        status: 'open',
        reason: 'Only half of the gold arrived.',
        openedAt: '2026-11-21T09:00:00Z',
        resolvedAt: null,
        note: null,
      },
      can: {
        pay: false,
        confirm: false,
        dispute: false,
        rate: false,
        markDelivered: false,
        addEvidence: false,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In progress')).toBeVisible();
    const open = canvas.getAllByText('Dispute open');
    await expect(open).toHaveLength(2);
    await expect(open[0]).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.getByText(/^Dispute open since/)).toBeVisible();
  },
};

/** The seller's view of an open dispute: the same words. */
export const SellerDisputed: Story = {
  args: {
    order: { ...(Disputed.args?.order as OrderDetail), ...sampleSaleSides },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Dispute open')).toHaveLength(2);
  },
};

/**
 * The seller was banned after the buyer paid (a ban stops payouts): the buyer's confirmation is recorded, the
 * payment stays in escrow for staff review; a dispute is still possible.
 */
export const ReleaseHeldConfirmed: Story = {
  args: {
    order: {
      ...sampleOrder,
      outcome: 'release_held',
      moneyAvailableAt: null,
      confirmedAt: '2026-11-21T08:30:00Z',
      releaseHeld: { reason: 'seller_banned', since: '2026-11-21T08:30:00Z' },
      can: { ...sampleOrder.can, confirm: false },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You confirmed delivery on .*suspended/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm delivery' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open a dispute' })).toBeVisible();
  },
};

/** Held before the buyer confirmed (the automatic release met the ban). */
export const ReleaseHeld: Story = {
  args: {
    order: {
      ...sampleOrder,
      outcome: 'release_held',
      moneyAvailableAt: null,
      releaseHeld: { reason: 'seller_banned', since: '2026-11-23T14:05:00Z' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Under review')).toHaveLength(2);
    await expect(canvas.getByText(/suspended, so your payment stays in escrow/)).toBeVisible();
  },
};

/** Completed: the rating form, once. */
export const CompletedToRate: Story = {
  args: {
    order: {
      ...sampleOrder,
      status: 'completed',
      outcome: 'completed',
      escrow: 'released',
      completedAt: '2026-11-21T10:00:00Z',
      can: {
        pay: false,
        confirm: false,
        dispute: false,
        rate: true,
        markDelivered: false,
        addEvidence: false,
      },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Order completed')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send rating' }));
    await expect(args.onRate).toHaveBeenCalledWith({ stars: 4, comment: '' });
  },
};

export const CompletedRated: Story = {
  args: {
    order: {
      ...sampleOrder,
      status: 'completed',
      outcome: 'completed',
      escrow: 'released',
      rating: { stars: 5, comment: 'Fast and friendly.', createdAt: '2026-11-21T10:05:00Z' },
      can: {
        pay: false,
        confirm: false,
        dispute: false,
        rate: false,
        markDelivered: false,
        addEvidence: false,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send rating' })).toBeNull();
  },
};

/** A declined card: "Failed" beside "Payment declined", both warnings, not errors; nothing was charged. */
export const Failed: Story = {
  args: {
    order: {
      ...sampleOrder,
      status: 'failed',
      outcome: 'declined',
      moneyAvailableAt: null,
      escrow: 'failed',
      failureReason: 'declined',
      can: {
        pay: false,
        confirm: false,
        dispute: false,
        rate: false,
        markDelivered: false,
        addEvidence: false,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(statusBadge(canvas, 'Failed')).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.getAllByText('Payment declined')).toHaveLength(2);
    await expect(canvas.getByText('The payment was declined. Nothing was charged.')).toBeVisible();
  },
};

/** The card or crypto page was left unfinished: "Payment expired", neutral. */
export const Expired: Story = {
  args: {
    order: {
      ...(Failed.args?.order as OrderDetail),
      paymentMethod: 'crypto',
      outcome: 'expired',
      failureReason: 'expired',
    },
  },
  play: async ({ canvas }) => {
    await expect(statusBadge(canvas, 'Failed')).toHaveAttribute('data-variant', 'neutral');
    await expect(canvas.getAllByText('Payment expired')).toHaveLength(2);
    await expect(canvas.getByText('The payment expired. Nothing was charged.')).toBeVisible();
  },
};

/** The seller's view of a declined payment: the buyer's payment, in the seller's words. */
export const SellerDeclined: Story = {
  args: {
    order: { ...(Failed.args?.order as OrderDetail), ...sampleSaleSides },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Buyer’s payment declined')).toHaveLength(2);
  },
};

export const ActionError: Story = {
  args: { error: 'This order is no longer in progress.' },
};

export const LongText: Story = {
  args: {
    order: {
      ...sampleOrder,
      item: 'Золото World of Warcraft — 1 000 000 на сервере Гордунни (Европа), доставка почтой в игре',
      description: 'Sehr lange Beschreibung '.repeat(20),
      seller: { id: sampleOrder.seller.id, name: 'Ein_sehr_langer_Verkäufername_2026' },
    },
  },
};

/** Either side gets help with the order: the ticket form opens with this order chosen. */
export const OpenTicketForOrder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Need help with this order\?/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open a ticket' })).toHaveAttribute(
      'href',
      `/profile/tickets/new/?order=${sampleOrder.id}`,
    );
  },
};
