import { defineMessages } from 'react-intl';
import { withValuesAll } from '../lib/messages';

/** The order page's warranty claim panel (warranty-claim-panel.tsx). */
export const warrantyClaimMessages = withValuesAll(
  defineMessages({
    title: { id: 'order.warrantyClaim.title', defaultMessage: 'Warranty claim' },
    openTitle: { id: 'order.warrantyClaim.openTitle', defaultMessage: 'Report a problem with this account' },
    openIntro: {
      id: 'order.warrantyClaim.openIntro',
      defaultMessage:
        'The warranty covers this account until {date}. The seller is told at once and may replace the account or refund you; otherwise support decides.',
    },
    reason: { id: 'order.warrantyClaim.reason', defaultMessage: 'What happened' },
    reasonRecovered: {
      id: 'order.warrantyClaim.reasonRecovered',
      defaultMessage: 'The original owner recovered it',
    },
    reasonBanned: { id: 'order.warrantyClaim.reasonBanned', defaultMessage: 'The account was banned' },
    reasonCredentialsChanged: {
      id: 'order.warrantyClaim.reasonCredentialsChanged',
      defaultMessage: 'The login details were changed',
    },
    reasonOther: { id: 'order.warrantyClaim.reasonOther', defaultMessage: 'Something else' },
    description: { id: 'order.warrantyClaim.description', defaultMessage: 'Describe what happened' },
    whatHint: {
      id: 'order.warrantyClaim.whatHint',
      defaultMessage: 'When it happened and what you see when you log in.',
    },
    filesHint: {
      id: 'order.warrantyClaim.filesHint',
      defaultMessage:
        'Up to {max} images (JPEG, PNG, WebP) or PDF files, 5 MB each. You and the seller can add more while the claim is open.',
    },
    evidenceTitle: { id: 'order.warrantyClaim.evidenceTitle', defaultMessage: 'Files for this claim' },
    evidenceAdded: {
      id: 'order.warrantyClaim.evidenceAdded',
      defaultMessage: 'Your files were added to the claim.',
    },
    evidenceFull: {
      id: 'order.warrantyClaim.evidenceFull',
      defaultMessage: 'This claim already holds the most files it can ({max}).',
    },
    descriptionRequired: {
      id: 'order.warrantyClaim.descriptionRequired',
      defaultMessage: 'Describe what happened.',
    },
    submit: { id: 'order.warrantyClaim.submit', defaultMessage: 'Open the claim' },
    opened: { id: 'order.warrantyClaim.opened', defaultMessage: 'Claim opened. The seller has been told.' },
    status: {
      id: 'order.warrantyClaim.status',
      defaultMessage:
        '{status, select, open {Open} replaced {Closed with a replacement} refunded {Refunded} other {Rejected}}',
    },
    reasonLabel: { id: 'order.warrantyClaim.reasonLabel', defaultMessage: 'Reason' },
    replacement: { id: 'order.warrantyClaim.replacement', defaultMessage: 'Replacement from the seller' },
    refundedBuyer: {
      id: 'order.warrantyClaim.refundedBuyer',
      defaultMessage: '{amount} was refunded to your wallet.',
    },
    refundedSeller: {
      id: 'order.warrantyClaim.refundedSeller',
      defaultMessage:
        '{amount} went back to the buyer: {reserve} from your reserve, {balance} from your balance, {cover} covered by the platform, {fee} of fees.',
    },
    decisionNote: { id: 'order.warrantyClaim.decisionNote', defaultMessage: 'Support’s note: {note}' },
    replaceLabel: {
      id: 'order.warrantyClaim.replaceLabel',
      defaultMessage: 'How the buyer gets the replacement',
    },
    replaceHint: {
      id: 'order.warrantyClaim.replaceHint',
      defaultMessage: 'For example: the new login was sent in the chat.',
    },
    replaceRequired: {
      id: 'order.warrantyClaim.replaceRequired',
      defaultMessage: 'Say how the buyer gets the replacement.',
    },
    replace: { id: 'order.warrantyClaim.replace', defaultMessage: 'Hand over a replacement' },
    refund: { id: 'order.warrantyClaim.refund', defaultMessage: 'Refund {amount}' },
    acceptReplacement: {
      id: 'order.warrantyClaim.acceptReplacement',
      defaultMessage: 'The replacement works',
    },
    rejectLabel: {
      id: 'order.warrantyClaim.rejectLabel',
      defaultMessage: 'What is wrong with the replacement',
    },
    rejectRequired: {
      id: 'order.warrantyClaim.rejectRequired',
      defaultMessage: 'Say what is wrong with the replacement.',
    },
    rejectReplacement: { id: 'order.warrantyClaim.rejectReplacement', defaultMessage: 'It does not work' },
    answered: { id: 'order.warrantyClaim.answered', defaultMessage: 'Answer sent.' },
  }),
);
