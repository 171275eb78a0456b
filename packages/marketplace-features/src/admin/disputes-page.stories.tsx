import type {
  AdminDispute,
  AdminDisputeChat,
  AdminDisputeListResponse,
  DisputeEvidence,
} from '@lootmarket/contract';
import { formatDateTime, formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { formatFileSize } from '../lib/file-size';
import { disputeEvidenceMessages, orderMessages } from '../orders/order-messages';
import { sampleListItem } from '../orders/story-fixtures';
import { rowAction } from '../test/row-action';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import {
  adminShellMessages,
  disputesMessages as d,
  ordersMessages,
  adminTableMessages as tm,
} from './admin-messages';
import { AdminDisputesView, DisputeChatView, type DisputeDecide } from './disputes-page';

const openDispute: AdminDispute = {
  order: { ...sampleListItem, disputed: true },
  dispute: {
    status: 'open',
    reason: 'The gold never arrived in my mailbox.',
    openedAt: '2026-11-20T16:30:00Z',
    resolvedAt: null,
    note: null,
    clock: null,
  },
  sellerNet: '3800',
  fee: '318',
  currency: 'USD',
  evidence: [],
  chargeback: null,
  sellerBanned: false,
  total: '4118',
  refundProposals: [],
  split: null,
};

const refundedDispute: AdminDispute = {
  ...openDispute,
  order: {
    ...openDispute.order,
    id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a09',
    item: 'Mythic+ dungeon carry',
    status: 'failed',
    escrow: 'refunded',
  },
  dispute: {
    ...openDispute.dispute,
    status: 'refunded',
    resolvedAt: '2026-11-21T09:00:00Z',
    note: 'No proof of delivery from the seller.',
  },
};

const releasedDispute: AdminDispute = {
  ...refundedDispute,
  order: { ...refundedDispute.order, id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a10', item: 'Epic sword' },
  dispute: { ...refundedDispute.dispute, status: 'released', note: 'The trade log shows the delivery.' },
};

const evidence: DisputeEvidence[] = [
  {
    id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a01',
    uploaderSide: 'buyer',
    fileName: 'empty-mailbox.png',
    contentType: 'image/png',
    sizeBytes: 182_400,
    createdAt: '2026-11-20T16:31:00Z',
    url: `/api/v1/orders/${sampleListItem.id}/dispute/evidence/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a01`,
  },
  {
    id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a02',
    uploaderSide: 'seller',
    fileName: 'trade-log.pdf',
    contentType: 'application/pdf',
    sizeBytes: 48_213,
    createdAt: '2026-11-20T18:02:00Z',
    url: `/api/v1/orders/${sampleListItem.id}/dispute/evidence/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a02`,
  },
];

const openPage: AdminDisputeListResponse = { page: 1, pageSize: 20, total: 1, disputes: [openDispute] };

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
      body: 'Add me on Discord goldrush#1234, faster there.',
      flaggedContacts: true,
      createdAt: '2026-11-20T14:12:00Z',
      clientId: null,
    },
  ],
};

/** An amount as the queue shows it, in the story's language. */
const moneyIn = (intl: IntlShape, minor: string) => formatPrice(BigInt(minor), 'USD', intl.locale);
/** The note field's label (a required field's name goes on with its mark). */
const noteField = (intl: IntlShape) => new RegExp(escapeRegExp(intl.formatMessage(d.note)));
/** One evidence file's line under its button: who, how large, when. */
const evidenceMeta = (intl: IntlShape, file: DisputeEvidence) =>
  asRead(
    intl.formatMessage(disputeEvidenceMessages.meta, {
      side: intl.formatMessage(file.uploaderSide === 'buyer' ? orderMessages.buyer : orderMessages.seller),
      size: formatFileSize(intl, file.sizeBytes),
      date: formatDateTime(new Date(file.createdAt), intl.locale),
    }),
  );

const meta = {
  title: 'Marketplace/Back office/Disputes',
  component: AdminDisputesView,
  decorators: [
    // A story may start at another address (a tab) with `parameters.route`.
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters.route ?? '/disputes/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    data: openPage,
    failed: false,
    role: 'admin',
    onDecide: fn<DisputeDecide>(async () => null),
    onDownload: fn(),
    renderChat: () => <DisputeChatView chat={chat} failed={false} />,
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof AdminDisputesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open dispute: admins refund the buyer (or release to the seller) with a note, by keyboard. */
export const OpenAdmin: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(d.title), level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: t(d.open) })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(t(tm.count, { count: 1 }))).toBeVisible();
    // The order's title opens the dispute's detail view.
    await expect(canvas.getByRole('link', { name: sampleListItem.item })).toHaveAttribute(
      'href',
      `/disputes/${sampleListItem.id}/`,
    );
    await expect(canvas.getByRole('link', { name: 'frostmage' })).toHaveAttribute(
      'href',
      `/users/${sampleListItem.buyer.id}/`,
    );
    canvas.getByRole('button', { name: rowAction(t(d.refund)) }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(d.refundTitle, { amount: moneyIn(intl, '4118'), buyer: 'frostmage' }),
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: noteField(intl) }), 'No proof');
    within(dialog)
      .getByRole('button', { name: t(d.refund) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledWith(openDispute, 'refund', 'No proof'));
  },
};

/**
 * The seller was banned (a ban stops payouts): releasing pays them only when the admin ticks "Pay the banned
 * seller anyway", an explicit choice the API checks too.
 */
export const SellerBannedRelease: Story = {
  args: { data: { ...openPage, disputes: [{ ...openDispute, sellerBanned: true }] } },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByText(t(d.sellerBanned))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: rowAction(t(d.release)) }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(d.releaseTitle, { amount: moneyIn(intl, '3800'), seller: 'GoldRushPL' }),
    });
    const box = within(dialog).getByRole('checkbox', { name: t(d.payBannedSeller) });
    await expect(box).not.toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: noteField(intl) }), 'Delivered');
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: t(d.release) }));
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith(
        { ...openDispute, sellerBanned: true },
        'release',
        'Delivered',
        { payBannedSeller: true },
      ),
    );
  },
};

/** Files both sides handed in show under the reason: who, how large, when; each downloads by keyboard. */
export const WithEvidence: Story = {
  args: { data: { ...openPage, disputes: [{ ...openDispute, evidence }] } },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const [buyerFile, sellerFile] = evidence as [DisputeEvidence, DisputeEvidence];
    const files = canvas.getByRole('list', { name: t(disputeEvidenceMessages.title) });
    await expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(files).getByText(evidenceMeta(intl, buyerFile))).toBeVisible();
    await expect(within(files).getByText(evidenceMeta(intl, sellerFile))).toBeVisible();
    within(files)
      .getByRole('button', { name: t(disputeEvidenceMessages.download, { name: 'trade-log.pdf' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith(evidence[1]));
  },
};

/**
 * Disputes a card payer's chargeback opened: the issuer's state shows under the reason, open (the
 * money stays frozen) or how it closed, which the admin decides by (lost: refund; won: release).
 */
export const WithChargeback: Story = {
  args: {
    data: {
      ...openPage,
      total: 2,
      disputes: [
        {
          ...openDispute,
          dispute: {
            ...openDispute.dispute,
            reason: 'Chargeback at the card issuer: product_not_received (Stripe dispute du_1Open).',
          },
          chargeback: {
            id: 'du_1Open',
            status: 'needs_response',
            reason: 'product_not_received',
            amount: '4118',
            closed: false,
            openedAt: '2026-11-20T16:30:00Z',
            updatedAt: '2026-11-20T16:30:00Z',
            coveredAt: null,
          },
        },
        {
          ...openDispute,
          order: { ...openDispute.order, id: '5b0a4a4e-4a43-4c55-9a56-3c1a2f1f0a11', item: 'Epic mount' },
          dispute: {
            ...openDispute.dispute,
            reason: 'Chargeback at the card issuer: fraudulent (Stripe dispute du_1Lost).',
          },
          chargeback: {
            id: 'du_1Lost',
            status: 'lost',
            reason: 'fraudulent',
            amount: '4118',
            closed: true,
            openedAt: '2026-11-18T10:00:00Z',
            updatedAt: '2026-11-21T08:00:00Z',
            coveredAt: null,
          },
        },
      ],
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(ordersMessages.chargebackOpen))).toBeVisible();
    await expect(canvas.getByText(t(ordersMessages.chargebackLost))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: rowAction(t(d.refund)) })).toHaveLength(2);
  },
};

/** Releasing names the seller's net amount, not what the buyer paid. */
export const ReleaseDialog: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: rowAction(t(d.release)) }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(d.releaseTitle, { amount: moneyIn(intl, '3800'), seller: 'GoldRushPL' }),
    });
    await waitFor(() => expect(within(dialog).getByText(t(d.decisionBody))).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: noteField(intl) }), 'Delivered');
    await userEvent.click(within(dialog).getByRole('button', { name: t(d.release) }));
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledWith(openDispute, 'release', 'Delivered'));
  },
};

/** The refusal of the server stays in the dialog. */
export const DecisionRefused: Story = {
  args: { onDecide: fn<DisputeDecide>(async () => 'DISPUTE_NOT_OPEN') },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: rowAction(t(d.refund)) }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(d.refundTitle, { amount: moneyIn(intl, '4118'), buyer: 'frostmage' }),
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: noteField(intl) }), 'No proof');
    await userEvent.click(within(dialog).getByRole('button', { name: t(d.refund) }));
    await waitFor(() =>
      expect(within(dialog).getByText(t(errorDescriptor('DISPUTE_NOT_OPEN')))).toBeVisible(),
    );
  },
};

/** Support sees open disputes but does not decide them. */
export const OpenSupport: Story = {
  args: { role: 'support' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.queryByRole('button', { name: rowAction(t(d.refund)) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: rowAction(t(d.release)) })).toBeNull();
    const table = canvas.getByRole('table', { name: t(d.caption) });
    await expect(within(table).getByText(t(d.open))).toBeVisible();
  },
};

/** Decided disputes with the admin's note. */
export const Resolved: Story = {
  args: { data: { page: 1, pageSize: 20, total: 2, disputes: [refundedDispute, releasedDispute] } },
  parameters: { route: '/disputes/?status=resolved' },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('tab', { name: t(d.resolved) })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(t(d.refunded))).toBeVisible();
    await expect(canvas.getByText(t(d.released))).toBeVisible();
    await expect(canvas.getByText('No proof of delivery from the seller.')).toBeVisible();
  },
};

/** Both sides' chat opens in a dialog from the row; Escape closes it and focus goes back. */
export const Chat: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const trigger = canvas.getByRole('button', { name: t(d.chat) });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: t(d.chatTitle, { item: sampleListItem.item }),
    });
    await waitFor(() =>
      expect(within(dialog).getByText(t(d.buyerSaid, { name: 'frostmage' }))).toBeVisible(),
    );
    await expect(within(dialog).getByText(t(d.sellerSaid, { name: 'GoldRushPL' }))).toBeVisible();
    await expect(within(dialog).getByText(t(d.flagged))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Buyer and seller wrote nothing. */
export const ChatEmpty: Story = {
  args: { renderChat: () => <DisputeChatView chat={{ ...chat, messages: [] }} failed={false} /> },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(d.chat) }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(t(d.noMessages))).toBeVisible());
  },
};

/** While the chat loads. */
export const ChatLoading: Story = {
  args: { renderChat: () => <DisputeChatView chat={undefined} failed={false} /> },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(d.chat) }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('list')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The chat could not be loaded. */
export const ChatFailed: Story = {
  args: { renderChat: () => <DisputeChatView chat={undefined} failed /> },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await userEvent.click(canvas.getByRole('button', { name: t(d.chat) }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(t(adminShellMessages.loadFailed))).toBeVisible());
  },
};

/** No dispute in this tab. */
export const Empty: Story = {
  args: { data: { page: 1, pageSize: 20, total: 0, disputes: [] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(d.empty), level: 2 })).toBeVisible();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('table', { name: t(d.caption) })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { data: undefined, failed: true },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(adminShellMessages.loadFailed))).toBeVisible();
  },
};
