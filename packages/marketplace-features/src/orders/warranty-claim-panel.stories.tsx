import type { DisputeEvidence, OrderDetail, WarrantyClaim } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { errorDescriptor } from '../api/error-message';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import { ticketFormMessages, ticketValueMessages } from '../tickets/tickets-messages';
import { disputeClockMessages as dm, evidenceGuidanceMessages as g } from './dispute-clock-messages';
import { disputeEvidenceMessages as e } from './order-messages';
import { sampleOrder } from './story-fixtures';
import { warrantyClaimMessages as m } from './warranty-claim-messages';
import { WarrantyClaimPanel } from './warranty-claim-panel';

// A completed account purchase with a 14-day warranty; its total is 41.18 USD.
const completed: OrderDetail = {
  ...sampleOrder,
  category: 'account',
  item: 'Level 60 account, EU',
  status: 'completed',
  outcome: 'completed',
  escrow: 'released',
  completedAt: '2026-11-20T15:00:00Z',
  warranty: { days: 14, endsAt: '2026-12-04T15:00:00Z', reserve: null },
  can: { ...sampleOrder.can, confirm: false, dispute: false, claimWarranty: true },
};

const clock = (over: Partial<NonNullable<WarrantyClaim['clock']>> = {}): WarrantyClaim['clock'] => ({
  stage: 'seller',
  stageSince: '2026-11-27T09:00:00Z',
  deadlineAt: '2099-11-27T21:00:00Z',
  onSilence: 'refund',
  staffReason: null,
  decidedBy: null,
  sellerHours: 12,
  buyerHours: 48,
  extendedReason: null,
  answers: [],
  ...over,
});

const claim = (over: Partial<WarrantyClaim>): WarrantyClaim => ({
  id: '0193a4b2-0000-7000-8000-00000000c001',
  reason: 'recovered',
  description: 'The original owner took the account back: the e-mail was changed last night.',
  status: 'open',
  replacementNote: null,
  replacedAt: null,
  decisionNote: null,
  decidedBy: null,
  refund: null,
  createdAt: '2026-11-27T09:00:00Z',
  decidedAt: null,
  clock: clock(),
  evidence: [],
  actions: [],
  // The parties add files while the claim is open.
  canAddEvidence: (over.status ?? 'open') === 'open',
  ...over,
});

const claimFile = (id: string, over: Partial<DisputeEvidence>): DisputeEvidence => ({
  id,
  uploaderSide: 'buyer',
  fileName: 'login-history.png',
  contentType: 'image/png',
  sizeBytes: 184_320,
  createdAt: '2026-11-27T09:00:00Z',
  url: `/api/v1/orders/${completed.id}/warranty-claim/evidence/${id}`,
  ...over,
});
// The buyer's two screenshots, sent with the claim, and the seller's proof of the handover.
const claimFiles: DisputeEvidence[] = [
  claimFile('0193a4b2-0000-7000-8000-00000000e001', {}),
  claimFile('0193a4b2-0000-7000-8000-00000000e002', { fileName: 'email-changed.png' }),
  claimFile('0193a4b2-0000-7000-8000-00000000e003', {
    uploaderSide: 'seller',
    fileName: 'handover-chat.pdf',
    contentType: 'application/pdf',
    sizeBytes: 48_210,
    createdAt: '2026-11-27T11:00:00Z',
  }),
];
const screenshot = (name = 'login-history.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const claimed = (over: Partial<WarrantyClaim>, type: OrderDetail['type'] = 'purchase'): OrderDetail => ({
  ...completed,
  type,
  can: { ...completed.can, claimWarranty: false },
  warrantyClaim: claim(over),
});

const money = (intl: IntlShape, minor: string) => formatPrice(BigInt(minor), 'USD', intl.locale);
const text = (value: string) => new RegExp(escapeRegExp(asRead(value)));

const meta = {
  title: 'Marketplace/Orders/Warranty claim',
  component: WarrantyClaimPanel,
  decorators: [
    (Story) => (
      <div className="lm:max-w-[360px]">
        <Story />
      </div>
    ),
  ],
  args: {
    order: completed,
    busy: false,
    onOpen: fn(async () => true),
    onAnswer: fn(async () => true),
    onAddEvidence: fn(async () => true),
    onDownloadEvidence: fn(),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof WarrantyClaimPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer reports a problem: a reason (arrow keys), what happened, then the claim, by keyboard. */
export const BuyerOpens: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.openTitle) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(m.submit) }));
    await expect(canvas.getByText(text(t(m.descriptionRequired)))).toBeVisible();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: t(m.reasonBanned) }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: text(t(m.description)) }),
      'Banned this morning.',
    );
    // Past the optional files, to the claim.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t(ticketFormMessages.addFiles) })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t(m.submit) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onOpen).toHaveBeenCalledWith({ reason: 'banned', description: 'Banned this morning.' }, []),
    );
  },
};

/**
 * The buyer attaches screenshots to the claim: the form says what evidence helps for accounts, and the
 * claim and its files go together.
 */
export const BuyerOpensWithFiles: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(g.accounts))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: text(t(m.description)) }),
      'The e-mail was changed last night.',
    );
    const files = canvas.getByRole('group', { name: t(e.disputeFiles) });
    await expect(within(files).getByText(t(m.filesHint, { max: 5 }))).toBeVisible();
    const chosen = [screenshot(), screenshot('email-changed.png')];
    await userEvent.upload(canvas.getByTestId('evidence-file-input'), chosen);
    await expect(
      canvas.getByRole('button', { name: t(ticketValueMessages.removeFile, { name: 'email-changed.png' }) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(m.submit) }));
    await waitFor(() =>
      expect(args.onOpen).toHaveBeenCalledWith(
        { reason: 'recovered', description: 'The e-mail was changed last night.' },
        chosen,
      ),
    );
  },
};

/** A file that is not an image or a PDF is refused in the form, before anything is sent. */
export const BuyerOpensFileRefused: Story = {
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const notes = new File(['plain text'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByTestId('evidence-file-input'), notes, { applyAccept: false });
    await waitFor(() =>
      expect(canvas.getByText(t(errorDescriptor('DISPUTE_EVIDENCE_UNSUPPORTED')))).toBeVisible(),
    );
    await expect(
      canvas.queryByRole('button', { name: t(ticketValueMessages.removeFile, { name: 'notes.txt' }) }),
    ).toBeNull();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/**
 * The seller answers a claim that came with the buyer's screenshots: downloads one, and adds their own
 * proof of the handover while the claim is open.
 */
export const SellerAddsEvidence: Story = {
  args: {
    order: claimed({ actions: ['replace', 'refund'], evidence: claimFiles.slice(0, 2) }, 'sale'),
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const section = within(canvas.getByRole('region', { name: t(m.evidenceTitle) }));
    await expect(section.getByRole('list', { name: t(m.evidenceTitle) })).toBeVisible();
    await userEvent.click(
      section.getByRole('button', { name: t(e.download, { name: 'email-changed.png' }) }),
    );
    await expect(args.onDownloadEvidence).toHaveBeenCalledWith(claimFiles[1]);
    await expect(section.getByText(t(e.addHint, { remaining: 3 }))).toBeVisible();
    await expect(section.getByRole('button', { name: t(e.upload) })).toBeDisabled();
    const proof = new File(['%PDF-1.7'], 'handover-chat.pdf', { type: 'application/pdf' });
    await userEvent.upload(section.getByTestId('evidence-file-input'), proof);
    await userEvent.click(section.getByRole('button', { name: t(e.upload) }));
    await expect(args.onAddEvidence).toHaveBeenCalledWith([proof]);
    // Taken: the choice is cleared for the next one.
    await expect(
      section.queryByRole('button', {
        name: t(ticketValueMessages.removeFile, { name: 'handover-chat.pdf' }),
      }),
    ).toBeNull();
  },
};

/** More files than the claim still takes are refused in its own words. */
export const EvidenceTooMany: Story = {
  args: { order: claimed({ evidence: claimFiles }) },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const section = within(canvas.getByRole('region', { name: t(m.evidenceTitle) }));
    await userEvent.upload(section.getByTestId('evidence-file-input'), [
      screenshot('1.png'),
      screenshot('2.png'),
      screenshot('3.png'),
    ]);
    await waitFor(() =>
      expect(section.getByText(t(errorDescriptor('WARRANTY_CLAIM_EVIDENCE_TOO_MANY')))).toBeVisible(),
    );
    await expect(args.onAddEvidence).not.toHaveBeenCalled();
  },
};

/** Five files: the claim takes no more, and says so. */
export const EvidenceFull: Story = {
  args: {
    order: claimed({
      canAddEvidence: false,
      evidence: Array.from({ length: 5 }, (_, index) =>
        claimFile(`0193a4b2-0000-7000-8000-00000000e10${index}`, { fileName: `screenshot-${index + 1}.png` }),
      ),
    }),
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.evidenceFull, { max: 5 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(e.upload) })).toBeNull();
  },
};

/** The seller's turn: the clock runs; replace (with a note) or refund the total. */
export const SellerAnswers: Story = {
  args: { order: claimed({ actions: ['replace', 'refund'] }, 'sale') },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t(m.replace) }));
    await expect(canvas.getByText(text(t(m.replaceRequired)))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: text(t(m.replaceLabel)) }),
      'New login in the chat.',
    );
    await userEvent.click(canvas.getByRole('button', { name: t(m.replace) }));
    await waitFor(() =>
      expect(args.onAnswer).toHaveBeenCalledWith({ action: 'replace', note: 'New login in the chat.' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t(m.refund, { amount: money(intl, '4118') }) }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith({ action: 'refund' }));
  },
};

/** The buyer's turn after a replacement: it works, or says what is wrong (then support decides). */
export const BuyerAnswersReplacement: Story = {
  args: {
    order: claimed({
      replacementNote: 'New login sent in the chat.',
      replacedAt: '2026-11-27T12:00:00Z',
      clock: clock({ stage: 'buyer', onSilence: 'release' }),
      actions: ['accept_replacement', 'reject_replacement'],
    }),
  },
  play: async ({ canvas, args, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText('New login sent in the chat.')).toBeVisible();
    // The claim's clock, in the claim's words.
    await expect(canvas.getByRole('heading', { name: t(dm.claimTitle) })).toBeVisible();
    await expect(canvas.getByText(t(dm.claimOnSilenceRelease))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: text(t(m.rejectLabel)) }), 'Recovered again.');
    await userEvent.click(canvas.getByRole('button', { name: t(m.rejectReplacement) }));
    await waitFor(() =>
      expect(args.onAnswer).toHaveBeenCalledWith({
        action: 'reject_replacement',
        message: 'Recovered again.',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t(m.acceptReplacement) }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith({ action: 'accept_replacement' }));
  },
};

/** Waiting for the seller: the buyer sees the claim and its clock, nothing to answer; files may be added. */
export const BuyerWaiting: Story = {
  args: { order: claimed({}) },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.status, { status: 'open' }))).toBeVisible();
    await expect(canvas.getByText(t(e.empty))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(m.replace) })).toBeNull();
    await expect(canvas.getByRole('button', { name: t(e.upload) })).toBeDisabled();
  },
};

/** Refunded: the buyer sees the total back in the wallet. */
export const RefundedBuyer: Story = {
  args: {
    order: claimed({
      status: 'refunded',
      decidedBy: 'agreement',
      decidedAt: '2026-11-27T13:00:00Z',
      clock: clock({ stage: 'decided', deadlineAt: null, onSilence: null, decidedBy: 'agreement' }),
      refund: {
        amount: '4118',
        coveredBy: 'reserve',
        fromReserve: '0',
        fromSellerBalance: '0',
        fromPlatformCover: '0',
        feeReturned: '0',
      },
    }),
  },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    await expect(
      canvas.getByText(text(intl.formatMessage(m.refundedBuyer, { amount: money(intl, '4118') }))),
    ).toBeVisible();
  },
};

/** Upheld by staff after the reserve was released: the seller sees where the money came from. */
export const RefundedSellerCovered: Story = {
  args: {
    order: claimed(
      {
        status: 'refunded',
        decidedBy: 'staff',
        decisionNote: 'Recovered by the original owner twice.',
        decidedAt: '2026-11-28T10:00:00Z',
        clock: clock({ stage: 'decided', deadlineAt: null, onSilence: null, decidedBy: 'staff' }),
        refund: {
          amount: '4118',
          coveredBy: 'platform_cover',
          fromReserve: '0',
          fromSellerBalance: '2000',
          fromPlatformCover: '1798',
          feeReturned: '320',
        },
      },
      'sale',
    ),
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(
      canvas.getByText(text(t(m.decisionNote, { note: 'Recovered by the original owner twice.' }))),
    ).toBeVisible();
  },
};

/** Rejected by staff: the buyer may claim again while the warranty runs. */
export const RejectedMayClaimAgain: Story = {
  args: {
    order: {
      ...claimed({
        status: 'rejected',
        decidedBy: 'staff',
        decisionNote: 'The password was shared by the buyer.',
        decidedAt: '2026-11-28T10:00:00Z',
        clock: clock({ stage: 'decided', deadlineAt: null, onSilence: null, decidedBy: 'staff' }),
      }),
      can: { ...completed.can, claimWarranty: true },
    },
  },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByText(t(m.status, { status: 'rejected' }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(m.submit) })).toBeVisible();
  },
};

/** While an answer is on its way the buttons wait. */
export const Busy: Story = {
  args: { busy: true, order: claimed({ actions: ['replace', 'refund'] }, 'sale') },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(m.replace) })).toBeDisabled();
  },
};
