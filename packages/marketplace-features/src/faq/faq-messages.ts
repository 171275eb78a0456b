import { defineMessages } from 'react-intl';

export const faqMessages = defineMessages({
  title: { id: 'faq.title', defaultMessage: 'Frequently asked questions' },
  intro: {
    id: 'faq.intro',
    defaultMessage: 'Quick answers about buying, selling and staying safe on Lootmarket.',
  },
  escrowQuestion: { id: 'faq.escrowQuestion', defaultMessage: 'How does escrow protect me?' },
  escrowAnswer: {
    id: 'faq.escrowAnswer',
    defaultMessage:
      'When you pay, the money is held by Lootmarket, not sent to the seller. The seller is paid only after you confirm that you received what you ordered.',
  },
  deliveryQuestion: { id: 'faq.deliveryQuestion', defaultMessage: 'How fast is delivery?' },
  deliveryAnswer: {
    id: 'faq.deliveryAnswer',
    defaultMessage:
      'Every offer shows its delivery time, from instant to a few days. Many keys, gift cards and top-ups are delivered automatically right after payment.',
  },
  paymentQuestion: { id: 'faq.paymentQuestion', defaultMessage: 'Which payment methods can I use?' },
  paymentAnswer: {
    id: 'faq.paymentAnswer',
    defaultMessage:
      'Credit and debit cards such as Visa and Mastercard, your Lootmarket wallet balance, and Bitcoin plus over 20 other cryptocurrencies.',
  },
  missingQuestion: { id: 'faq.missingQuestion', defaultMessage: 'What if I do not receive my order?' },
  missingAnswer: {
    id: 'faq.missingAnswer',
    defaultMessage:
      'Do not confirm delivery. Open a dispute from the order page and our support team will help. Under our delivery guarantee you get your money back.',
  },
  sellQuestion: { id: 'faq.sellQuestion', defaultMessage: 'How do I start selling?' },
  sellAnswer: {
    id: 'faq.sellAnswer',
    defaultMessage:
      'Create an account, verify your email and add your first offer from your profile. You are paid into your wallet as soon as the buyer confirms delivery.',
  },
  supportQuestion: { id: 'faq.supportQuestion', defaultMessage: 'How do I contact support?' },
  supportAnswer: {
    id: 'faq.supportAnswer',
    defaultMessage:
      'Support is available 24/7 and replies in about 3 minutes on average. Write to us from the contact page.',
  },
  safetyQuestion: { id: 'faq.safetyQuestion', defaultMessage: 'How do I keep my account safe?' },
  safetyAnswer: {
    id: 'faq.safetyAnswer',
    defaultMessage:
      'Use a strong password and turn on two-factor sign-in on your account page. We never ask for your password in chat.',
  },
  guestQuestion: { id: 'faq.guestQuestion', defaultMessage: 'Can I buy without an account?' },
  guestAnswer: {
    id: 'faq.guestAnswer',
    defaultMessage:
      'You can browse every offer as a guest, but you need an account to buy, chat with sellers and follow your orders.',
  },
  more: { id: 'faq.more', defaultMessage: 'See all questions' },
});

/** Spec §2 FAQ, in the order shown; the home page shows the first four. */
export const FAQ_ENTRIES = [
  { id: 'escrow', question: faqMessages.escrowQuestion, answer: faqMessages.escrowAnswer },
  { id: 'delivery', question: faqMessages.deliveryQuestion, answer: faqMessages.deliveryAnswer },
  { id: 'payment', question: faqMessages.paymentQuestion, answer: faqMessages.paymentAnswer },
  { id: 'missing', question: faqMessages.missingQuestion, answer: faqMessages.missingAnswer },
  { id: 'sell', question: faqMessages.sellQuestion, answer: faqMessages.sellAnswer },
  { id: 'support', question: faqMessages.supportQuestion, answer: faqMessages.supportAnswer },
  { id: 'safety', question: faqMessages.safetyQuestion, answer: faqMessages.safetyAnswer },
  { id: 'guest', question: faqMessages.guestQuestion, answer: faqMessages.guestAnswer },
] as const;
