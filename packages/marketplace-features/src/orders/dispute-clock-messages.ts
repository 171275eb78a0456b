import { defineMessages } from 'react-intl';
import { withValuesAll } from '../lib/messages';

/** The dispute clock's words (the order page, the back office's dispute views, later the claim dialog). */
export const disputeClockMessages = withValuesAll(
  defineMessages({
    title: { id: 'disputeClock.title', defaultMessage: 'Dispute clock' },
    stageSeller: { id: 'disputeClock.stage.seller', defaultMessage: 'Waiting for the seller’s answer' },
    stageBuyer: { id: 'disputeClock.stage.buyer', defaultMessage: 'Waiting for the buyer’s answer' },
    stageStaff: { id: 'disputeClock.stage.staff', defaultMessage: 'Support is deciding' },
    stageDecided: { id: 'disputeClock.stage.decided', defaultMessage: 'Decided' },
    yourTurn: { id: 'disputeClock.yourTurn', defaultMessage: 'It is your turn to answer.' },
    deadline: { id: 'disputeClock.deadline', defaultMessage: 'Answer by {date}' },
    remaining: {
      id: 'disputeClock.remaining',
      defaultMessage: '{hours} h {minutes} min {seconds} s left',
    },
    overdue: {
      id: 'disputeClock.overdue',
      defaultMessage: 'The deadline has passed: the default ruling is being applied.',
    },
    onSilenceRefund: {
      id: 'disputeClock.onSilence.refund',
      defaultMessage: 'If the seller stays silent, the buyer is refunded automatically.',
    },
    claimTitle: { id: 'disputeClock.claimTitle', defaultMessage: 'Claim clock' },
    claimOnSilenceRelease: {
      id: 'disputeClock.claimOnSilence.release',
      defaultMessage: 'If the buyer stays silent, the claim closes with the replacement.',
    },
    onSilenceRelease: {
      id: 'disputeClock.onSilence.release',
      defaultMessage: 'If the buyer stays silent, the payment is released to the seller automatically.',
    },
    onSilenceStaff: {
      id: 'disputeClock.onSilence.staff',
      defaultMessage:
        '{side, select, seller {If the seller stays silent, support decides.} other {If the buyer stays silent, support decides.}}',
    },
    staffReasonAnswered: {
      id: 'disputeClock.staffReason.answered',
      defaultMessage: 'Both sides have answered.',
    },
    staffReasonSilentSeller: {
      id: 'disputeClock.staffReason.silentSeller',
      defaultMessage: 'The seller did not answer in time.',
    },
    staffReasonSilentBuyer: {
      id: 'disputeClock.staffReason.silentBuyer',
      defaultMessage: 'The buyer did not answer in time.',
    },
    staffReasonNoProofOfDelivery: {
      id: 'disputeClock.staffReason.noProofOfDelivery',
      defaultMessage: 'The buyer did not answer in time, but delivery is not proven.',
    },
    staffReasonSellerBanned: {
      id: 'disputeClock.staffReason.sellerBanned',
      defaultMessage: 'The seller’s account is suspended.',
    },
    staffReasonChargeback: {
      id: 'disputeClock.staffReason.chargeback',
      defaultMessage: 'The card payer disputed the charge at the bank.',
    },
    decidedDefault: {
      id: 'disputeClock.decided.default',
      defaultMessage: 'Decided by the deadline (default ruling).',
    },
    decidedStaff: { id: 'disputeClock.decided.staff', defaultMessage: 'Decided by support.' },
    decidedAgreement: {
      id: 'disputeClock.decided.agreement',
      defaultMessage: 'Settled by both sides: a partial refund was accepted.',
    },
    extended: { id: 'disputeClock.extended', defaultMessage: 'Support extended the deadline: {reason}' },
    answersTitle: { id: 'disputeAnswer.title', defaultMessage: 'Answers' },
    answerLabel: { id: 'disputeAnswer.label', defaultMessage: 'Your answer' },
    answerHint: {
      id: 'disputeAnswer.hint',
      defaultMessage: 'Say what happened; add screenshots as evidence below.',
    },
    answerSubmit: { id: 'disputeAnswer.submit', defaultMessage: 'Send answer' },
    answerSent: { id: 'disputeAnswer.sent', defaultMessage: 'Your answer was sent.' },
    answerRequired: { id: 'disputeAnswer.required', defaultMessage: 'Write your answer first.' },
    answerSide: { id: 'disputeAnswer.side', defaultMessage: '{side, select, seller {Seller} other {Buyer}}' },
    noAnswers: { id: 'disputeAnswer.none', defaultMessage: 'No answers yet.' },
  }),
);

/** What evidence helps, per product group (the dispute dialog; later the warranty claim's). */
export const evidenceGuidanceMessages = defineMessages({
  title: { id: 'orders.evidenceGuidance.title', defaultMessage: 'Evidence that helps' },
  accounts: {
    id: 'orders.evidenceGuidance.accounts',
    defaultMessage:
      'Screenshots of the account’s login history and of any e-mail or password change notices.',
  },
  currency: {
    id: 'orders.evidenceGuidance.currency',
    defaultMessage:
      'A screenshot of the in-game mail or trade window showing the transfer (or that nothing arrived).',
  },
  items: {
    id: 'orders.evidenceGuidance.items',
    defaultMessage: 'A screenshot of your inventory or of the trade window, with the date visible.',
  },
  keys: {
    id: 'orders.evidenceGuidance.keys',
    defaultMessage: 'A screenshot of the activation error from the platform (Steam, Xbox, PlayStation…).',
  },
  boosting: {
    id: 'orders.evidenceGuidance.boosting',
    defaultMessage: 'Screenshots of your rank or progress before and after, and of your match history.',
  },
  services: {
    id: 'orders.evidenceGuidance.services',
    defaultMessage: 'Screenshots of what was agreed in the chat and of what was delivered.',
  },
  top_up: {
    id: 'orders.evidenceGuidance.topUp',
    defaultMessage:
      'A screenshot of your in-game balance or purchase history after the top-up should have arrived.',
  },
  gift_cards: {
    id: 'orders.evidenceGuidance.giftCards',
    defaultMessage: 'A screenshot of the redemption error, with the last characters of the code visible.',
  },
  guides: {
    id: 'orders.evidenceGuidance.guides',
    defaultMessage: 'A screenshot of what you received next to what the offer promised.',
  },
  other: {
    id: 'orders.evidenceGuidance.other',
    defaultMessage: 'Screenshots of your chat with the seller and of what you received.',
  },
});
