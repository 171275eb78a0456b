import type { LegalDocumentSlug } from '@lootmarket/contract';
import { defineMessages } from 'react-intl';
import type { LegalDocument } from './legal-document-view';

const privacyMessages = defineMessages({
  title: { id: 'legal.privacy.title', defaultMessage: 'Privacy and cookie policy' },
  intro: {
    id: 'legal.privacy.intro',
    defaultMessage:
      'This policy explains what personal data Lootmarket collects, why we collect it and the choices you have. It applies to the website and every service we run on it.',
  },
  whoHeading: { id: 'legal.privacy.whoHeading', defaultMessage: 'Who we are' },
  whoBody: {
    id: 'legal.privacy.whoBody',
    defaultMessage:
      'Lootmarket sp. z o.o., ul. Prosta 20, 00-850 Warsaw, Poland, is the controller of your personal data. You can reach our data protection contact through the contact page.',
  },
  collectHeading: { id: 'legal.privacy.collectHeading', defaultMessage: 'What we collect' },
  collectBody: {
    id: 'legal.privacy.collectBody',
    defaultMessage:
      'Account data (username, email address, password hash and country), order and payment records, the messages you exchange with other users, support tickets, and technical data such as your IP address and device type.',
  },
  purposeHeading: { id: 'legal.privacy.purposeHeading', defaultMessage: 'Why we use it' },
  purposeBody: {
    id: 'legal.privacy.purposeBody',
    defaultMessage:
      'To run your account and orders, hold payments in escrow, prevent fraud, answer support requests and meet our legal duties. We rely on our contract with you, our legitimate interests and, for optional cookies, your consent.',
  },
  cookiesHeading: { id: 'legal.privacy.cookiesHeading', defaultMessage: 'Cookies' },
  cookiesBody: {
    id: 'legal.privacy.cookiesBody',
    defaultMessage:
      'Essential cookies keep you signed in and protect checkout. Functionality, statistics and marketing cookies are used only if you allow them in the cookie banner, and you can change your choice at any time.',
  },
  shareHeading: { id: 'legal.privacy.shareHeading', defaultMessage: 'Who we share it with' },
  shareBody: {
    id: 'legal.privacy.shareBody',
    defaultMessage:
      'Payment providers, hosting and email services that work for us under contract, and the other party of an order as far as delivery needs it. We never sell your personal data.',
  },
  retentionHeading: { id: 'legal.privacy.retentionHeading', defaultMessage: 'How long we keep it' },
  retentionBody: {
    id: 'legal.privacy.retentionBody',
    defaultMessage:
      'Account data for as long as your account exists; order and payment records for as long as tax and accounting law requires, usually five years.',
  },
  rightsHeading: { id: 'legal.privacy.rightsHeading', defaultMessage: 'Your rights' },
  rightsBody: {
    id: 'legal.privacy.rightsBody',
    defaultMessage:
      'You may access, correct, delete or export your data, object to processing and withdraw your consent. You can also complain to the Polish data protection authority (UODO).',
  },
});

const customerTermsMessages = defineMessages({
  title: { id: 'legal.customerTerms.title', defaultMessage: 'Customer terms' },
  intro: {
    id: 'legal.customerTerms.intro',
    defaultMessage:
      'These terms apply whenever you buy on Lootmarket. They add to the general terms of service.',
  },
  orderHeading: { id: 'legal.customerTerms.orderHeading', defaultMessage: 'Placing an order' },
  orderBody: {
    id: 'legal.customerTerms.orderBody',
    defaultMessage:
      'An order is a binding offer to buy from the seller at the listed price. You see the subtotal, fees and total before you pay.',
  },
  escrowHeading: { id: 'legal.customerTerms.escrowHeading', defaultMessage: 'Escrow' },
  escrowBody: {
    id: 'legal.customerTerms.escrowBody',
    defaultMessage:
      'Your payment is held by Lootmarket until you confirm delivery. The seller is paid only when you confirm, or when the confirmation period ends without a dispute.',
  },
  deliveryHeading: { id: 'legal.customerTerms.deliveryHeading', defaultMessage: 'Delivery' },
  deliveryBody: {
    id: 'legal.customerTerms.deliveryBody',
    defaultMessage:
      'The seller must deliver within the delivery time shown on the offer. Check what you received and confirm delivery only when everything is in order.',
  },
  problemsHeading: { id: 'legal.customerTerms.problemsHeading', defaultMessage: 'Problems with an order' },
  problemsBody: {
    id: 'legal.customerTerms.problemsBody',
    defaultMessage:
      'If an item is not delivered or not as described, open a dispute before you confirm delivery. Our support team reviews the order chat and decides on a refund.',
  },
  refundsHeading: { id: 'legal.customerTerms.refundsHeading', defaultMessage: 'Refunds' },
  refundsBody: {
    id: 'legal.customerTerms.refundsBody',
    defaultMessage:
      'Refunds go back to the original payment method or to your Lootmarket wallet. Under our delivery guarantee you get your money back for anything that was not delivered.',
  },
  dutiesHeading: { id: 'legal.customerTerms.dutiesHeading', defaultMessage: 'Your responsibilities' },
  dutiesBody: {
    id: 'legal.customerTerms.dutiesBody',
    defaultMessage:
      'Use only your own payment methods, keep all communication on Lootmarket and follow the rules of the game you buy for. Trades made outside the platform are not protected.',
  },
});

const termsMessages = defineMessages({
  title: { id: 'legal.terms.title', defaultMessage: 'Terms of service' },
  intro: {
    id: 'legal.terms.intro',
    defaultMessage:
      'These terms govern your use of Lootmarket, a marketplace where players buy and sell video-game goods with payment held in escrow.',
  },
  serviceHeading: { id: 'legal.terms.serviceHeading', defaultMessage: 'The service' },
  serviceBody: {
    id: 'legal.terms.serviceBody',
    defaultMessage:
      'Lootmarket connects buyers and sellers. We are not the seller of the goods listed, but we hold payments in escrow and mediate disputes.',
  },
  accountHeading: { id: 'legal.terms.accountHeading', defaultMessage: 'Your account' },
  accountBody: {
    id: 'legal.terms.accountBody',
    defaultMessage:
      'You must be at least 18 years old, or have a parent’s permission, and give accurate information. Keep your password safe: you are responsible for activity on your account.',
  },
  useHeading: { id: 'legal.terms.useHeading', defaultMessage: 'Acceptable use' },
  useBody: {
    id: 'legal.terms.useBody',
    defaultMessage:
      'Do not commit fraud, list stolen goods, share external contacts to get around the platform or harass other users. We may remove content that breaks these rules.',
  },
  feesHeading: { id: 'legal.terms.feesHeading', defaultMessage: 'Fees' },
  feesBody: {
    id: 'legal.terms.feesBody',
    defaultMessage:
      'Fees are shown before you pay or list an offer. We may change our fees with notice; changes never apply to orders already placed.',
  },
  suspensionHeading: { id: 'legal.terms.suspensionHeading', defaultMessage: 'Suspension' },
  suspensionBody: {
    id: 'legal.terms.suspensionBody',
    defaultMessage:
      'We may suspend or close accounts that break these terms or the law. Funds that are not under dispute remain available for withdrawal.',
  },
  liabilityHeading: { id: 'legal.terms.liabilityHeading', defaultMessage: 'Liability' },
  liabilityBody: {
    id: 'legal.terms.liabilityBody',
    defaultMessage:
      'We are liable for our own obligations under these terms. Game publishers may change or ban in-game items at any time, and we cannot control their decisions.',
  },
  lawHeading: { id: 'legal.terms.lawHeading', defaultMessage: 'Governing law' },
  lawBody: {
    id: 'legal.terms.lawBody',
    defaultMessage:
      'Polish law applies, without affecting the mandatory consumer protections of your country. You can contact our support or use the EU online dispute resolution platform.',
  },
});

const sellerTermsMessages = defineMessages({
  title: { id: 'legal.sellerTerms.title', defaultMessage: 'Seller terms' },
  intro: {
    id: 'legal.sellerTerms.intro',
    defaultMessage:
      'These terms apply whenever you list offers on Lootmarket. They add to the general terms of service.',
  },
  listingHeading: { id: 'legal.sellerTerms.listingHeading', defaultMessage: 'Listing offers' },
  listingBody: {
    id: 'legal.sellerTerms.listingBody',
    defaultMessage:
      'Describe each offer accurately, with the correct game, server, category, price, stock and delivery time. You can add up to five photos.',
  },
  deliveryHeading: { id: 'legal.sellerTerms.deliveryHeading', defaultMessage: 'Delivery' },
  deliveryBody: {
    id: 'legal.sellerTerms.deliveryBody',
    defaultMessage:
      'Deliver within the delivery time you chose, through the order chat. Codes for automatic delivery must be valid and unused.',
  },
  payoutHeading: { id: 'legal.sellerTerms.payoutHeading', defaultMessage: 'Getting paid' },
  payoutBody: {
    id: 'legal.sellerTerms.payoutBody',
    defaultMessage:
      'The buyer’s payment is held in escrow and released to your wallet as soon as the buyer confirms delivery.',
  },
  withdrawHeading: { id: 'legal.sellerTerms.withdrawHeading', defaultMessage: 'Withdrawals' },
  withdrawBody: {
    id: 'legal.sellerTerms.withdrawBody',
    defaultMessage:
      'You can withdraw your available balance with the payout methods offered in your wallet. We may verify your identity before your first withdrawal.',
  },
  prohibitedHeading: { id: 'legal.sellerTerms.prohibitedHeading', defaultMessage: 'Prohibited offers' },
  prohibitedBody: {
    id: 'legal.sellerTerms.prohibitedBody',
    defaultMessage:
      'Stolen accounts or items, goods obtained through cheats or exploits, and offers that direct buyers off the platform are forbidden.',
  },
  disputesHeading: { id: 'legal.sellerTerms.disputesHeading', defaultMessage: 'Disputes and ratings' },
  disputesBody: {
    id: 'legal.sellerTerms.disputesBody',
    defaultMessage:
      'If a buyer opens a dispute, reply in the order chat and provide proof of delivery. Buyers rate every order, and your ratings appear on your seller profile.',
  },
  partialRefundsHeading: { id: 'legal.sellerTerms.partialRefundsHeading', defaultMessage: 'Partial refunds' },
  partialRefundsBody: {
    id: 'legal.sellerTerms.partialRefundsBody',
    defaultMessage:
      'In a dispute you and the buyer may agree that the buyer gets part of the payment back; support may also decide such a split. You are paid the rest at once, and the platform’s fee is reduced in proportion.',
  },
  chargebacksHeading: { id: 'legal.sellerTerms.chargebacksHeading', defaultMessage: 'Chargeback protection' },
  chargebacksBody: {
    id: 'legal.sellerTerms.chargebacksBody',
    defaultMessage:
      'If a buyer’s card payment is reversed by their bank after delivery was proven (a code delivered automatically, or the buyer confirmed delivery) and the bank decides against us, Lootmarket covers the loss: you keep your payment.',
  },
});

/** The four legal pages of spec §2, by the last segment of their route (/legal/{slug}/). */
export const LEGAL_DOCUMENTS = {
  privacy: {
    title: privacyMessages.title,
    intro: privacyMessages.intro,
    sections: [
      { heading: privacyMessages.whoHeading, body: privacyMessages.whoBody },
      { heading: privacyMessages.collectHeading, body: privacyMessages.collectBody },
      { heading: privacyMessages.purposeHeading, body: privacyMessages.purposeBody },
      { heading: privacyMessages.cookiesHeading, body: privacyMessages.cookiesBody },
      { heading: privacyMessages.shareHeading, body: privacyMessages.shareBody },
      { heading: privacyMessages.retentionHeading, body: privacyMessages.retentionBody },
      { heading: privacyMessages.rightsHeading, body: privacyMessages.rightsBody },
    ],
  },
  'customer-terms': {
    title: customerTermsMessages.title,
    intro: customerTermsMessages.intro,
    sections: [
      { heading: customerTermsMessages.orderHeading, body: customerTermsMessages.orderBody },
      { heading: customerTermsMessages.escrowHeading, body: customerTermsMessages.escrowBody },
      { heading: customerTermsMessages.deliveryHeading, body: customerTermsMessages.deliveryBody },
      { heading: customerTermsMessages.problemsHeading, body: customerTermsMessages.problemsBody },
      { heading: customerTermsMessages.refundsHeading, body: customerTermsMessages.refundsBody },
      { heading: customerTermsMessages.dutiesHeading, body: customerTermsMessages.dutiesBody },
    ],
  },
  terms: {
    title: termsMessages.title,
    intro: termsMessages.intro,
    sections: [
      { heading: termsMessages.serviceHeading, body: termsMessages.serviceBody },
      { heading: termsMessages.accountHeading, body: termsMessages.accountBody },
      { heading: termsMessages.useHeading, body: termsMessages.useBody },
      { heading: termsMessages.feesHeading, body: termsMessages.feesBody },
      { heading: termsMessages.suspensionHeading, body: termsMessages.suspensionBody },
      { heading: termsMessages.liabilityHeading, body: termsMessages.liabilityBody },
      { heading: termsMessages.lawHeading, body: termsMessages.lawBody },
    ],
  },
  'seller-terms': {
    title: sellerTermsMessages.title,
    intro: sellerTermsMessages.intro,
    sections: [
      { heading: sellerTermsMessages.listingHeading, body: sellerTermsMessages.listingBody },
      { heading: sellerTermsMessages.deliveryHeading, body: sellerTermsMessages.deliveryBody },
      { heading: sellerTermsMessages.payoutHeading, body: sellerTermsMessages.payoutBody },
      { heading: sellerTermsMessages.withdrawHeading, body: sellerTermsMessages.withdrawBody },
      { heading: sellerTermsMessages.prohibitedHeading, body: sellerTermsMessages.prohibitedBody },
      { heading: sellerTermsMessages.disputesHeading, body: sellerTermsMessages.disputesBody },
      { heading: sellerTermsMessages.partialRefundsHeading, body: sellerTermsMessages.partialRefundsBody },
      { heading: sellerTermsMessages.chargebacksHeading, body: sellerTermsMessages.chargebacksBody },
    ],
  },
} as const satisfies Record<LegalDocumentSlug, LegalDocument>;
