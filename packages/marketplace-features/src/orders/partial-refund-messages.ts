import type { RefundProposalStatus } from '@lootmarket/contract';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { withValuesAll } from '../lib/messages';

/** The partial-refund panel of the order page and the back office's split dialog. */
export const partialRefundMessages = withValuesAll(
  defineMessages({
    title: { id: 'order.partialRefund.title', defaultMessage: 'Partial refund' },
    intro: {
      id: 'order.partialRefund.intro',
      defaultMessage:
        'Agree on part of the money instead of waiting for support: propose how much the buyer gets back. The seller is paid the rest, less the platform’s fee for that part.',
    },
    amount: { id: 'order.partialRefund.amount', defaultMessage: 'Amount back to the buyer ({currency})' },
    amountHint: {
      id: 'order.partialRefund.amountHint',
      defaultMessage: 'More than 0 and less than {total}, what the buyer paid.',
    },
    amountInvalid: {
      id: 'order.partialRefund.amountInvalid',
      defaultMessage: 'Enter an amount above 0 and below {total}.',
    },
    propose: { id: 'order.partialRefund.propose', defaultMessage: 'Propose' },
    proposeInstead: { id: 'order.partialRefund.proposeInstead', defaultMessage: 'Propose instead' },
    accept: { id: 'order.partialRefund.accept', defaultMessage: 'Accept {amount}' },
    reject: { id: 'order.partialRefund.reject', defaultMessage: 'Reject' },
    mineOpen: {
      id: 'order.partialRefund.mineOpen',
      defaultMessage: 'You proposed {amount} back to the buyer. Waiting for the other side’s answer.',
    },
    theirsOpenBuyer: {
      id: 'order.partialRefund.theirsOpenBuyer',
      defaultMessage: 'The seller proposes to give you {amount} back. Accepting settles the dispute at once.',
    },
    theirsOpenSeller: {
      id: 'order.partialRefund.theirsOpenSeller',
      defaultMessage:
        'The buyer proposes to get {amount} back. Accepting settles the dispute at once: you are paid the rest.',
    },
    history: { id: 'order.partialRefund.history', defaultMessage: 'Earlier proposals' },
    historyItem: {
      id: 'order.partialRefund.historyItem',
      defaultMessage:
        '{who, select, me {You} buyer {The buyer} other {The seller}} proposed {amount} · {status}',
    },
    settledBuyer: {
      id: 'order.partialRefund.settledBuyer',
      defaultMessage:
        '{by, select, staff {Support decided a split} other {You and the seller agreed}}: {refund} back to you, {kept} paid for the order.',
    },
    settledSeller: {
      id: 'order.partialRefund.settledSeller',
      defaultMessage:
        '{by, select, staff {Support decided a split} other {You and the buyer agreed}}: {refund} back to the buyer; you were paid {sellerNet} (platform fee {fee}).',
    },
    proposed: { id: 'order.partialRefund.proposed', defaultMessage: 'Proposal sent.' },
    accepted: {
      id: 'order.partialRefund.accepted',
      defaultMessage: 'Proposal accepted: the dispute is settled.',
    },
    rejected: { id: 'order.partialRefund.rejected', defaultMessage: 'Proposal rejected.' },
    splitButton: { id: 'admin.disputes.split', defaultMessage: 'Split' },
    splitTitle: { id: 'admin.disputes.splitTitle', defaultMessage: 'Decide a split' },
    splitBody: {
      id: 'admin.disputes.splitBody',
      defaultMessage:
        'The buyer gets the amount back (to the wallet, or to the card or crypto payer); the seller is paid the rest less the prorated fee. Both are told.',
    },
    splitSubmit: { id: 'admin.disputes.splitSubmit', defaultMessage: 'Split the escrow' },
    splitToast: { id: 'admin.disputes.splitToast', defaultMessage: 'Split: both sides were told.' },
    splitBadge: { id: 'admin.disputes.splitBadge', defaultMessage: 'Split' },
    splitAmounts: {
      id: 'admin.disputes.splitAmounts',
      defaultMessage: '{refund} back to the buyer · {sellerNet} to the seller',
    },
  }),
);

/** A proposal's state in the history. */
export const proposalStatusMessages: Record<RefundProposalStatus, MessageDescriptor> = defineMessages({
  open: { id: 'order.partialRefund.status.open', defaultMessage: 'open' },
  accepted: { id: 'order.partialRefund.status.accepted', defaultMessage: 'accepted' },
  rejected: { id: 'order.partialRefund.status.rejected', defaultMessage: 'rejected' },
  replaced: { id: 'order.partialRefund.status.replaced', defaultMessage: 'replaced by a newer one' },
  closed: { id: 'order.partialRefund.status.closed', defaultMessage: 'closed by support’s decision' },
});
