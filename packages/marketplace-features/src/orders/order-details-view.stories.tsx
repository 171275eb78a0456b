import type { DisputeEvidence as EvidenceFile, OrderDetail } from '@lootmarket/contract';
import { formatDate, formatDateTime, formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { chatMessages } from '../chat/chat-messages';
import { formatFileSize } from '../lib/file-size';
import { notificationKindMessages } from '../notifications/notification-messages';
import { storyClock } from '../test/story-clock';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import { ticketValueMessages } from '../tickets/tickets-messages';
import { disputeClockMessages as cm, evidenceGuidanceMessages } from './dispute-clock-messages';
import {
  buyerOutcomeMessages,
  disputeEvidenceMessages as e,
  orderMessages as m,
  orderStatusMessages,
  sellerOutcomeMessages,
} from './order-messages';
import { OrderDetailsView } from './order-page';
import { orderTimelineMessages as tl } from './order-timeline';
import {
  sampleClockedDispute,
  sampleDisputedOrder,
  sampleEvidence,
  sampleOrder,
  sampleSale,
} from './story-fixtures';

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
    onAnswerDispute: fn(async () => true),
    onDownloadEvidence: fn(),
    onMarkDelivered: fn(),
    onRate: fn(),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof OrderDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount of the sample order's currency as the page shows it, in the story's language. */
const money = (intl: IntlShape, minor: string) => asRead(formatPrice(BigInt(minor), 'USD', intl.locale));
/** A date and time as the page shows it, in the story's language. */
const dateTime = (intl: IntlShape, iso: string) => formatDateTime(new Date(iso), intl.locale);

/** One evidence file's line under its button: who, how large, when. */
const evidenceMeta = (intl: IntlShape, file: EvidenceFile) =>
  asRead(
    intl.formatMessage(e.meta, {
      side: intl.formatMessage(file.uploaderSide === 'buyer' ? m.buyer : m.seller),
      size: formatFileSize(intl, file.sizeBytes),
      date: dateTime(intl, file.createdAt),
    }),
  );

/** The status badge among texts that may repeat its words (the timeline's "Failed"). */
const statusBadge = (canvas: { getAllByText: (text: string) => HTMLElement[] }, text: string) =>
  canvas.getAllByText(text).find((element) => element.dataset.variant !== undefined);

/** The status badge says "Failed", in the colour of how the order ended. */
const expectFailedBadge = (
  canvas: { getAllByText: (text: string) => HTMLElement[] },
  t: IntlShape['formatMessage'],
  variant: 'neutral' | 'warning',
) => expect(statusBadge(canvas, t(orderStatusMessages.failed))).toHaveAttribute('data-variant', variant);

/** Paid, hand delivery, not delivered yet: the buyer may confirm or open a dispute. */
export const BuyerPaid: Story = {
  tags: ['vrt'],
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByText(t(orderStatusMessages.pending))).toBeVisible();
    await expect(canvas.getByText(t(m.paidTitle))).toBeVisible();
    await expect(canvas.getByText(money(intl, sampleOrder.totalPrice))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(m.confirmDelivery) }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.confirmDelivery) }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const OpenDispute: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.openDispute) }));
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.disputeSubmit) }));
    // The dialog fades in: wait for it rather than check once.
    await waitFor(() => expect(within(dialog).getByText(t(m.disputeReasonRequired))).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox'), 'Only half of the gold arrived.');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.disputeSubmit) }));
    await expect(args.onDispute).toHaveBeenCalledWith('Only half of the gold arrived.', []);
  },
};

const screenshotFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'screenshot.png', { type: 'image/png' });

/** The buyer attaches a screenshot while opening the dispute; both go together. */
export const OpenDisputeWithEvidence: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.openDispute) }));
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'The account was taken back.');
    await waitFor(() => expect(within(dialog).getByRole('group', { name: t(e.disputeFiles) })).toBeVisible());
    const input = within(dialog).getByTestId('evidence-file-input');
    const file = screenshotFile();
    await userEvent.upload(input, file);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', {
          name: t(ticketValueMessages.removeFile, { name: 'screenshot.png' }),
        }),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.disputeSubmit) }));
    await expect(args.onDispute).toHaveBeenCalledWith('The account was taken back.', [file]);
  },
};

/** A file that is not an image or a PDF is refused in the dialog, before anything is sent. */
export const OpenDisputeFileRefused: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.openDispute) }));
    const dialog = within(document.body).getByRole('dialog');
    const text = new File(['plain text'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(within(dialog).getByTestId('evidence-file-input'), text, { applyAccept: false });
    await waitFor(() =>
      expect(within(dialog).getByText(t(errorDescriptor('DISPUTE_EVIDENCE_UNSUPPORTED')))).toBeVisible(),
    );
    await expect(
      within(dialog).queryByRole('button', {
        name: t(ticketValueMessages.removeFile, { name: 'notes.txt' }),
      }),
    ).toBeNull();
    await expect(args.onDispute).not.toHaveBeenCalled();
  },
};

/** An open dispute: both sides' files (download buttons) and the buyer adding another one. */
export const DisputeEvidence: Story = {
  args: { order: sampleDisputedOrder },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const section = within(canvas.getByRole('region', { name: t(e.title) }));
    const [buyerFile, sellerFile] = sampleEvidence as [EvidenceFile, EvidenceFile];
    await expect(section.getByText(evidenceMeta(intl, buyerFile))).toBeVisible();
    await expect(section.getByText(evidenceMeta(intl, sellerFile))).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: t(e.download, { name: 'trade-log.pdf' }) }));
    await expect(args.onDownloadEvidence).toHaveBeenCalledWith(sampleEvidence[1]);
    await expect(section.getByRole('button', { name: t(e.upload) })).toBeDisabled();
    await expect(section.getByText(t(e.addHint, { remaining: 3 }))).toBeVisible();
    const file = screenshotFile();
    await userEvent.upload(section.getByTestId('evidence-file-input'), file);
    await userEvent.click(section.getByRole('button', { name: t(e.upload) }));
    await expect(args.onAddEvidence).toHaveBeenCalledWith([file]);
    // Taken: the choice is cleared for the next one.
    await expect(
      section.queryByRole('button', { name: t(ticketValueMessages.removeFile, { name: 'screenshot.png' }) }),
    ).toBeNull();
  },
};

/** The seller's view of a fresh dispute: nothing handed in yet, the seller may add files. */
export const SellerDisputeNoEvidence: Story = {
  args: {
    order: { ...sampleDisputedOrder, ...sampleSaleSides, evidence: [] },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const section = within(canvas.getByRole('region', { name: t(e.title) }));
    await expect(section.getByText(t(e.empty))).toBeVisible();
    await expect(section.getByRole('group', { name: t(e.addLegend) })).toBeVisible();
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(e.full, { max: 5 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(e.upload) })).toBeNull();
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
        clock: null,
      },
      can: { ...sampleDisputedOrder.can, addEvidence: false },
    },
  },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expectFailedBadge(canvas, t, 'neutral');
    await expect(canvas.getByText(t(buyerOutcomeMessages.refunded))).toHaveAttribute(
      'data-variant',
      'success',
    );
    await expect(canvas.getByText(t(m.refundedTitleBuyer))).toBeVisible();
    await expect(
      canvas.getByText(t(m.refundedLineBuyer, { to: 'wallet', amount: money(intl, '4118') })),
    ).toBeVisible();
    await expect(canvas.getByText(t(m.disputeWon))).toBeVisible();
    await expect(canvas.queryByText(t(notificationKindMessages.order_failed.title))).toBeNull();
    await expect(
      canvas.getByRole('button', { name: t(e.download, { name: 'mailbox-screenshot.png' }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: t(e.addLegend) })).toBeNull();
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
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(t(m.refundedLineBuyer, { to: 'card', amount: money(intl, '4118') })),
    ).toBeVisible();
    await expect(canvas.getByText(t(m.refundedCard))).toBeVisible();
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
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(t(m.refundedLineBuyer, { to: 'crypto', amount: money(intl, '4118') })),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(m.refundClaim) })).toHaveAttribute(
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(new RegExp(escapeRegExp(t(m.refundedCrypto))))).toBeVisible();
    const link = canvas.getByRole('link', { name: t(m.refundClaim) });
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
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(asRead(t(m.refundClaimed, { date: dateTime(intl, '2026-11-22T10:05:00Z') }))),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t(m.refundClaim) })).toBeNull();
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
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(t(m.refundedLineBuyer, { to: 'wallet', amount: money(intl, '4118') })),
    ).toBeVisible();
    await expect(canvas.getByText(t(m.refundRefused))).toBeVisible();
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
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expectFailedBadge(canvas, t, 'neutral');
    // The badge, the notice's title and the timeline's last event (one wording in English, not in every language).
    const refundedWords = [t(sellerOutcomeMessages.refunded), t(m.refundedTitleSeller), t(tl.refunded)];
    const refunded = new Set(refundedWords.flatMap((words) => canvas.getAllByText(words)));
    await expect(refunded.size).toBe(3);
    await expect(canvas.getByText(t(m.refundedLineSeller, { amount: money(intl, '4118') }))).toBeVisible();
    await expect(canvas.getByText(t(m.disputeRefunded))).toBeVisible();
  },
};

/** Automatic delivery: the code is handed over at once. */
export const BuyerCodeDelivered: Story = {
  args: {
    order: { ...sampleOrder, automaticDelivery: true, category: 'keys', item: 'Elden Ring, Steam key (EU)' },
    codes: ['XKCD7-QW3RT-9ZP2M-LM4ZX'],
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText('XKCD7-QW3RT-9ZP2M-LM4ZX')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(m.copy) })).toBeVisible();
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
        answerDispute: false,
        proposeRefund: false,
        claimWarranty: false,
      },
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(buyerOutcomeMessages.awaiting_payment))).toHaveAttribute(
      'data-variant',
      'info',
    );
    await expect(canvas.getByRole('link', { name: t(m.completePayment) })).toHaveAttribute(
      'href',
      '/order/pay/2f7e3d1c-8b9a-4c5d-9e0f-1a2b3c4d5e01/',
    );
  },
};

/** The seller's view of a pending sale: "money available at", net after the platform fee. */
export const SellerPending: Story = {
  args: { order: sampleSale },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const availableAt = dateTime(intl, sampleSale.moneyAvailableAt as string);
    await expect(canvas.getByText(asRead(t(m.moneyAvailableAt, { date: availableAt })))).toBeVisible();
    await expect(canvas.getByText(money(intl, sampleSale.sellerNet))).toBeVisible();
    // "Mark as delivered" asks first; Cancel leaves the order as it is.
    await userEvent.click(canvas.getByRole('button', { name: t(m.markDelivered) }));
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(within(dialog).getByText(t(m.markDeliveredTitle))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.cancel) }));
    await expect(args.onMarkDelivered).not.toHaveBeenCalled();
    // Confirmed without a note: an empty note goes with it.
    await userEvent.click(canvas.getByRole('button', { name: t(m.markDelivered) }));
    await userEvent.click(
      within(within(document.body).getByRole('alertdialog')).getByRole('button', {
        name: t(m.markDelivered),
      }),
    );
    await expect(args.onMarkDelivered).toHaveBeenCalledWith('');
  },
};

/** The seller marks it delivered with a note for the buyer, typed in the confirmation dialog. */
export const SellerMarksDeliveredWithNote: Story = {
  args: { order: sampleSale },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.markDelivered) }));
    const dialog = within(document.body).getByRole('alertdialog');
    const note = within(dialog).getByRole('textbox', { name: t(m.deliveryNoteLabel) });
    await expect(note).toHaveAttribute('maxlength', '1000');
    await userEvent.type(note, '  Sent by in-game mail to Ayla.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: t(m.markDelivered) }));
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getAllByText(t(m.deliveryNote, { note: 'Sent by in-game mail to Ayla.' })),
    ).toHaveLength(2);
    const timeline = canvas.getByRole('region', { name: t(tl.timeline) });
    const events = within(timeline).getAllByRole('listitem');
    await expect(events.map((event) => event.dataset.event)).toEqual(['ordered', 'paid', 'delivered']);
    await expect(within(timeline).getByText(t(tl.delivered))).toBeVisible();
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const timeline = canvas.getByRole('region', { name: t(tl.timeline) });
    const events = within(timeline).getAllByRole('listitem');
    await expect(events.map((event) => event.dataset.event)).toEqual([
      'ordered',
      'paid',
      'delivered',
      'confirmed',
      'completed',
    ]);
    await expect(within(timeline).getByText(t(tl.confirmed))).toBeVisible();
  },
};

/** The chat stays on the order page after completion, for the buyer and for the seller. */
export const ChatAfterCompletion: Story = {
  args: {
    ...TimelineCompleted.args,
  },
  // The chat's place on the page, headed as the purchase chat is.
  render: (args, context) => (
    <OrderDetailsView
      {...args}
      chat={
        <section aria-labelledby="story-chat">
          <h2 id="story-chat">{storyIntl(context).formatMessage(chatMessages.purchaseTitle)}</h2>
        </section>
      }
    />
  ),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.completedTitle))).toBeVisible();
    await expect(canvas.getByRole('region', { name: t(chatMessages.purchaseTitle) })).toBeVisible();
  },
};

/** The seller's "Open the chat" goes to the buyer's conversation, not to an empty chat page. */
export const SellerOpenChat: Story = {
  args: { order: sampleSale, chatHref: '/chat/?c=1f2e3d4c-5b6a-4789-9abc-def012345678' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('link', { name: t(m.openChat) })).toHaveAttribute(
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
        clock: null,
      },
      can: {
        pay: false,
        confirm: false,
        dispute: false,
        rate: false,
        markDelivered: false,
        addEvidence: false,
        answerDispute: false,
        proposeRefund: false,
        claimWarranty: false,
      },
    },
  },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByText(t(orderStatusMessages.pending))).toBeVisible();
    const open = canvas.getAllByText(t(buyerOutcomeMessages.disputed));
    await expect(open).toHaveLength(2);
    await expect(open[0]).toHaveAttribute('data-variant', 'warning');
    const openedAt = formatDate(new Date('2026-11-21T09:00:00Z'), intl.locale);
    await expect(canvas.getByText(asRead(t(m.disputeOpen, { date: openedAt })))).toBeVisible();
  },
};

/** The seller's view of an open dispute: the same words. */
export const SellerDisputed: Story = {
  args: {
    order: { ...(Disputed.args?.order as OrderDetail), ...sampleSaleSides },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getAllByText(t(buyerOutcomeMessages.disputed))).toHaveLength(2);
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
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(asRead(t(m.releaseHeldConfirmed, { date: dateTime(intl, '2026-11-21T08:30:00Z') }))),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(m.confirmDelivery) })).toBeNull();
    await expect(canvas.getByRole('button', { name: t(m.openDispute) })).toBeVisible();
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getAllByText(t(buyerOutcomeMessages.release_held))).toHaveLength(2);
    await expect(canvas.getByText(t(m.releaseHeldBuyer))).toBeVisible();
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
        answerDispute: false,
        proposeRefund: false,
        claimWarranty: false,
      },
    },
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.completedTitle))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: t(m.rateStar, { count: 4 }) }));
    await userEvent.click(canvas.getByRole('button', { name: t(m.rateSubmit) }));
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
        answerDispute: false,
        proposeRefund: false,
        claimWarranty: false,
      },
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('img', { name: t(m.ratedStars, { stars: 5 }) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(m.rateSubmit) })).toBeNull();
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
        answerDispute: false,
        proposeRefund: false,
        claimWarranty: false,
      },
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expectFailedBadge(canvas, t, 'warning');
    await expect(canvas.getAllByText(t(buyerOutcomeMessages.declined))).toHaveLength(2);
    await expect(canvas.getByText(t(m.failureDeclined))).toBeVisible();
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expectFailedBadge(canvas, t, 'neutral');
    await expect(canvas.getAllByText(t(buyerOutcomeMessages.expired))).toHaveLength(2);
    await expect(canvas.getByText(t(m.failureExpired))).toBeVisible();
  },
};

/** The seller's view of a declined payment: the buyer's payment, in the seller's words. */
export const SellerDeclined: Story = {
  args: {
    order: { ...(Failed.args?.order as OrderDetail), ...sampleSaleSides },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getAllByText(t(sellerOutcomeMessages.declined))).toHaveLength(2);
  },
};

/** The API's refusal of an action, as the order page words its code. */
export const ActionError: Story = {
  render: (args, context) => (
    <OrderDetailsView
      {...args}
      error={storyIntl(context).formatMessage(errorDescriptor('ORDER_NOT_PENDING'))}
    />
  ),
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
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(new RegExp(`^${escapeRegExp(t(m.helpTitle))}`))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(m.helpOpenTicket) })).toHaveAttribute(
      'href',
      `/profile/tickets/new/?order=${sampleOrder.id}`,
    );
  },
};

/** Paid and pending: the buyer is told when it confirms itself unless they open a dispute. */
export const BuyerAutoConfirmDate: Story = {
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const at = dateTime(intl, sampleOrder.moneyAvailableAt as string);
    await expect(canvas.getByText(asRead(intl.formatMessage(m.autoConfirmAt, { date: at })))).toBeVisible();
  },
};

/** The dispute dialog says what evidence helps for the order's category (gold: the in-game mail). */
export const OpenDisputeEvidenceGuidance: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(m.openDispute) }));
    const dialog = within(document.body).getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(t(evidenceGuidanceMessages.currency))).toBeVisible());
  },
};

/** The buyer's turn on the dispute clock: the seller's answer, the countdown, and the answer form. */
export const DisputeClockBuyerAnswers: Story = {
  args: { order: sampleClockedDispute },
  beforeEach: storyClock('2026-11-28T10:00:00Z'),
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(cm.stageBuyer))).toBeVisible();
    await expect(canvas.getByText(t(cm.yourTurn))).toBeVisible();
    await expect(canvas.getByText(t(cm.onSilenceRelease))).toBeVisible();
    await expect(canvas.getByText(/I sent the full 100k/)).toBeVisible();
    // An empty answer is refused where it is typed; a written one goes out.
    await userEvent.click(canvas.getByRole('button', { name: t(cm.answerSubmit) }));
    await expect(canvas.getByText(t(cm.answerRequired))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t(cm.answerLabel) }), 'The mailbox was empty.');
    await userEvent.click(canvas.getByRole('button', { name: t(cm.answerSubmit) }));
    await waitFor(() => expect(args.onAnswerDispute).toHaveBeenCalledWith('The mailbox was empty.'));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t(cm.answerLabel) })).toHaveValue(''));
  },
};

/** The seller sees the same clock: the buyer is awaited, not them. */
export const DisputeClockSellerWaits: Story = {
  args: {
    order: { ...sampleClockedDispute, ...sampleSaleSides, can: { ...sampleClockedDispute.can } },
  },
  beforeEach: storyClock('2026-11-28T10:00:00Z'),
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(cm.stageBuyer))).toBeVisible();
    await expect(canvas.queryByText(t(cm.yourTurn))).toBeNull();
  },
};
