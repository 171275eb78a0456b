import type { OrderDetail, RefundProposal } from '@lootmarket/contract';
import { formatPrice } from '@lootmarket/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asRead, escapeRegExp, storyIntl } from '../test/story-intl';
import { partialRefundMessages as m, proposalStatusMessages } from './partial-refund-messages';
import { RefundProposalPanel } from './refund-proposal-panel';
import { sampleDisputedOrder } from './story-fixtures';

// The order's total is 41.18 USD (3998 + 120 fee).
const disputed: OrderDetail = {
  ...sampleDisputedOrder,
  can: { ...sampleDisputedOrder.can, proposeRefund: true },
};
const asSeller: OrderDetail = { ...disputed, type: 'sale', fees: '0', sellerFee: '200', sellerNet: '3798' };

const proposal = (over: Partial<RefundProposal>): RefundProposal => ({
  id: '0b7f4c1e-9d2a-4c3b-8e5f-6a7b8c9d0e01',
  side: 'buyer',
  refund: '2000',
  status: 'open',
  createdAt: '2026-11-21T10:00:00Z',
  decidedAt: null,
  ...over,
});

const money = (intl: IntlShape, minor: string) => formatPrice(BigInt(minor), 'USD', intl.locale);
const text = (value: string) => new RegExp(escapeRegExp(asRead(value)));

const meta = {
  title: 'Marketplace/Orders/Partial refund',
  component: RefundProposalPanel,
  decorators: [
    (Story) => (
      <div className="lm:max-w-[360px]">
        <Story />
      </div>
    ),
  ],
  args: {
    order: disputed,
    busy: false,
    onPropose: fn(async () => true),
    onAnswer: fn(),
  },
  tags: ['every-toolbar'],
} satisfies Meta<typeof RefundProposalPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No proposal yet: the buyer types an amount in the order's currency and proposes it, by keyboard. */
export const NoProposal: Story = {
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByRole('heading', { name: t(m.title) })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: text(t(m.amount, { currency: 'USD' })) });
    // Out of range first: the whole total is not a partial refund.
    await userEvent.type(field, '41.18');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(text(t(m.amountInvalid, { total: money(intl, '4118') })))).toBeVisible();
    await expect(args.onPropose).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '20,5');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t(m.propose) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPropose).toHaveBeenCalledWith('2050'));
  },
};

/** The viewer's own proposal waits for the other side; a new one would replace it. */
export const ProposedByMe: Story = {
  args: { order: { ...disputed, refundProposals: [proposal({})] } },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(canvas.getByText(text(t(m.mineOpen, { amount: money(intl, '2000') })))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(m.proposeInstead) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(m.reject) })).toBeNull();
  },
};

/** The seller sees the buyer's proposal and accepts it by keyboard. */
export const ProposedByTheOtherSide: Story = {
  args: { order: { ...asSeller, refundProposals: [proposal({})] } },
  play: async ({ canvas, args, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const amount = money(intl, '2000');
    await expect(canvas.getByText(text(t(m.theirsOpenSeller, { amount })))).toBeVisible();
    const accept = canvas.getByRole('button', { name: text(t(m.accept, { amount })) });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(proposal({}).id, 'accept'));
    await userEvent.click(canvas.getByRole('button', { name: t(m.reject) }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(proposal({}).id, 'reject'));
  },
};

/** Accepted: the dispute is settled by agreement; the buyer sees what came back and the history. */
export const Accepted: Story = {
  args: {
    order: {
      ...disputed,
      status: 'completed',
      outcome: 'partially_refunded',
      refundedTo: 'wallet',
      dispute: disputed.dispute
        ? { ...disputed.dispute, status: 'split', resolvedAt: '2026-11-21T12:00:00Z' }
        : null,
      split: { refund: '2000', kept: '2118', sellerNet: '0', fee: '0', decidedBy: 'agreement' },
      refundProposals: [
        proposal({
          id: '0b7f4c1e-9d2a-4c3b-8e5f-6a7b8c9d0e02',
          side: 'seller',
          refund: '1000',
          status: 'rejected',
          decidedAt: '2026-11-21T11:00:00Z',
        }),
        proposal({
          status: 'accepted',
          createdAt: '2026-11-21T11:30:00Z',
          decidedAt: '2026-11-21T12:00:00Z',
        }),
      ],
      can: { ...disputed.can, proposeRefund: false },
    },
  },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(
        text(t(m.settledBuyer, { by: 'agreement', refund: money(intl, '2000'), kept: money(intl, '2118') })),
      ),
    ).toBeVisible();
    const history = within(canvas.getByRole('list'));
    await expect(history.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Rejected: the history says so, and either side may propose again. */
export const Rejected: Story = {
  args: {
    order: {
      ...disputed,
      refundProposals: [proposal({ status: 'rejected', decidedAt: '2026-11-21T11:00:00Z' })],
    },
  },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(
        text(
          t(m.historyItem, {
            who: 'me',
            amount: money(intl, '2000'),
            status: t(proposalStatusMessages.rejected),
          }),
        ),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t(m.propose) })).toBeEnabled();
  },
};

/** Staff decided a split: the seller sees what they were paid and the platform's prorated fee. */
export const StaffSplit: Story = {
  args: {
    order: {
      ...asSeller,
      status: 'completed',
      outcome: 'partially_refunded',
      refundedTo: 'card',
      dispute: asSeller.dispute
        ? { ...asSeller.dispute, status: 'split', resolvedAt: '2026-11-22T09:00:00Z', note: 'Half delivered' }
        : null,
      split: { refund: '2059', kept: '2059', sellerNet: '1959', fee: '100', decidedBy: 'staff' },
      refundProposals: [proposal({ status: 'closed', decidedAt: '2026-11-22T09:00:00Z' })],
      can: { ...asSeller.can, proposeRefund: false },
    },
  },
  play: async ({ canvas, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    await expect(
      canvas.getByText(
        text(
          t(m.settledSeller, {
            by: 'staff',
            refund: money(intl, '2059'),
            sellerNet: money(intl, '1959'),
            fee: money(intl, '100'),
          }),
        ),
      ),
    ).toBeVisible();
  },
};

/** While an action runs, nothing can be sent twice. */
export const Busy: Story = {
  args: { busy: true, order: { ...asSeller, refundProposals: [proposal({})] } },
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    await expect(canvas.getByRole('button', { name: t(m.reject) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t(m.proposeInstead) })).toBeDisabled();
  },
};
