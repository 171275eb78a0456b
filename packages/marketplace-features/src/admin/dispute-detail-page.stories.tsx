import type { AdminDisputeChat, DisputeEvidence } from '@lootmarket/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { disputeClockMessages as cm } from '../orders/dispute-clock-messages';
import { disputeEvidenceMessages as e } from '../orders/order-messages';
import { orderTimelineMessages as tm } from '../orders/order-timeline';
import { sampleClockedDispute, sampleDisputedOrder, sampleListItem } from '../orders/story-fixtures';
import { storyClock } from '../test/story-clock';
import { storyIntl } from '../test/story-intl';
import {
  adminShellMessages,
  disputesMessages as d,
  disputeDetailMessages as m,
  disputeRulesMessages as rm,
} from './admin-messages';
import { AdminDisputeDetailView } from './dispute-detail-page';

/** A 1×1 PNG: what the evidence endpoint answers for an image, as a blob. */
const png = () =>
  fetch(
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ).then((response) => response.blob());

const chat: AdminDisputeChat = {
  buyer: sampleListItem.buyer,
  seller: sampleListItem.seller,
  messages: [
    {
      id: 'm1',
      conversationId: 'c1',
      senderId: sampleListItem.buyer.id,
      body: 'Hi, I paid. When do you send the gold?',
      flaggedContacts: false,
      createdAt: '2026-11-20T14:10:00Z',
      clientId: null,
    },
    {
      id: 'm2',
      conversationId: 'c1',
      senderId: sampleListItem.seller.id,
      body: 'Sent 100k by mail, check your mailbox.',
      flaggedContacts: false,
      createdAt: '2026-11-20T15:02:00Z',
      clientId: null,
    },
  ],
};

const meta = {
  title: 'Marketplace/Back office/Dispute detail',
  component: AdminDisputeDetailView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[`/disputes/${sampleListItem.id}/`]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    order: { ...sampleDisputedOrder, deliveredAt: '2026-11-20T15:00:00Z' },
    failed: false,
    chat,
    chatFailed: false,
    loadFile: fn(async (_evidence: DisputeEvidence) => png()),
    onDownload: fn(),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminDisputeDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open dispute: the timeline in order, the buyer's reason, both sides' messages, the evidence as thumbnails. */
export const Open: Story = {
  // The play function counts the evidence files loaded: a second copy would load its own.
  parameters: { sideBySide: false },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByRole('heading', { name: t(m.title, { item: sampleListItem.item }), level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t(m.back) })).toHaveAttribute('href', '/disputes/');

    const timeline = canvas.getByRole('region', { name: t(tm.timeline) });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    await expect(steps).toEqual([t(tm.ordered), t(tm.paid), t(tm.delivered), t(tm.disputeOpened)]);

    const statements = canvas.getByRole('region', { name: t(m.statements) });
    await expect(within(statements).getByText('Only half of the gold arrived.')).toBeVisible();

    const messages = canvas.getByRole('region', { name: t(m.messages) });
    await expect(within(messages).getByText(t(d.buyerSaid, { name: 'frostmage' }))).toBeVisible();
    await expect(within(messages).getByText(t(d.sellerSaid, { name: 'GoldRushPL' }))).toBeVisible();

    const files = canvas.getByRole('region', { name: t(e.title) });
    const image = within(files).getByRole('button', {
      name: t(e.download, { name: 'mailbox-screenshot.png' }),
    });
    await waitFor(() => expect(image.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    await expect(args.loadFile).toHaveBeenCalledTimes(1);
    const pdf = within(files).getByRole('button', { name: t(e.download, { name: 'trade-log.pdf' }) });
    await expect(pdf.querySelector('img')).toBeNull();
    await userEvent.click(pdf);
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'trade-log.pdf' }),
    );
    image.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenLastCalledWith(
      expect.objectContaining({ fileName: 'mailbox-screenshot.png' }),
    );
  },
};

/** Decided: the refund and the staff's note join the timeline and the statements. */
export const Refunded: Story = {
  args: {
    order: {
      ...sampleDisputedOrder,
      status: 'failed',
      failedAt: '2026-11-22T10:00:00Z',
      failureReason: 'refunded',
      dispute: {
        status: 'refunded',
        reason: 'Only half of the gold arrived.',
        openedAt: '2026-11-21T09:00:00Z',
        resolvedAt: '2026-11-22T10:00:00Z',
        note: 'No proof of the full delivery.',
        clock: null,
      },
      evidence: [],
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const timeline = canvas.getByRole('region', { name: t(tm.timeline) });
    await expect(within(timeline).getByText(t(tm.disputeResolved))).toBeVisible();
    // The refund ends the order as failed, but the timeline says what happened.
    await expect(within(timeline).getByText(t(tm.refunded))).toBeVisible();
    await expect(within(timeline).queryByText(t(tm.failed))).toBeNull();
    await expect(canvas.getByText('No proof of the full delivery.')).toBeVisible();
    // The timeline's step and the dispute's state (the same words in English).
    const refunded = [t(tm.refunded), t(d.refunded)];
    for (const label of new Set(refunded)) {
      await expect(canvas.getAllByText(label)).toHaveLength(refunded.filter((text) => text === label).length);
    }
    await expect(canvas.getByText(t(e.empty))).toBeVisible();
  },
};

/** In Polish: the timeline and the sections read in the staff member's language. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Przebieg zamówienia' })).toBeVisible();
    await expect(canvas.getByText('Kupujący otworzył spór')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wszystkie spory' })).toBeVisible();
  },
};

/** While the order loads. */
export const Loading: Story = {
  args: { order: undefined, chat: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.loading), level: 1 })).toBeVisible();
  },
};

/** The order could not be loaded (unknown id, or the network). */
export const LoadFailed: Story = {
  args: { order: undefined, failed: true, chat: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};

/** The clock as staff see it (the buyer's turn), both sides' answers, and an admin's extension. */
export const ClockAndExtension: Story = {
  args: {
    order: sampleClockedDispute,
    onExtend: fn(async (_deadlineAt: string, _reason: string) => null),
  },
  beforeEach: storyClock('2026-11-28T10:00:00Z'),
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const clock = canvas.getByRole('region', { name: t(cm.title) });
    await expect(within(clock).getByText(t(cm.stageBuyer))).toBeVisible();
    await expect(within(clock).queryByText(t(cm.yourTurn))).toBeNull();
    await expect(canvas.getByText(/I sent the full 100k/)).toBeVisible();
    const form = canvas.getByRole('form', { name: t(rm.extendTitle) });
    await userEvent.type(
      within(form).getByRole('textbox', { name: t(rm.extendReason) }),
      'The buyer is travelling',
    );
    await userEvent.click(within(form).getByRole('button', { name: t(rm.extendSubmit) }));
    await waitFor(() =>
      expect(args.onExtend).toHaveBeenCalledWith(
        expect.stringMatching(/^2026-11-30T/),
        'The buyer is travelling',
      ),
    );
  },
};
