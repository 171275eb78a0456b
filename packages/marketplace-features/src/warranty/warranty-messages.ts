import { defineMessages } from 'react-intl';

/** The words of the account warranty and the seller's reserve, wherever they are shown. */
export const warrantyMessages = defineMessages<{ badge: { days: number } }>({
  badge: {
    id: 'warranty.badge',
    defaultMessage: '{days}-day warranty',
    description: 'A badge on an offer or an order: the warranty it carries, in days (14, 30, 60 or 90).',
  },
});

/** The offer form's warranty choice. */
export const warrantyFormMessages = defineMessages({
  label: { id: 'warranty.form.label', defaultMessage: 'Warranty' },
  hint: {
    id: 'warranty.form.hint',
    defaultMessage:
      'Buyers in this category are covered for at least 14 days for free; offer longer to stand out. The money from each sale is reserved until its warranty ends, then released to your balance.',
  },
});

export const warrantyOptionMessages = defineMessages<{
  option: { days: number };
  optionFree: { days: number };
}>({
  option: {
    id: 'warranty.form.option',
    defaultMessage: '{days} days',
    description: 'A choice of warranty length in the offer form (30, 60 or 90).',
  },
  optionFree: {
    id: 'warranty.form.optionFree',
    defaultMessage: '{days} days (free minimum)',
    description: 'The 14-day platform warranty every offer of the category carries at no cost.',
  },
});

/** The warranty on the offer page, the checkout and the order page. */
export const warrantyInfoMessages = defineMessages<{
  offerPage: { days: number };
  checkout: { days: number };
  orderStarts: { days: number };
  orderEndsAt: { days: number; date: string };
  orderEnded: { days: number; date: string };
  reserveReserved: { amount: string; date: string };
  reserveReleased: { amount: string; date: string };
}>({
  offerPage: {
    id: 'warranty.offerPage',
    defaultMessage:
      'Covered by a {days}-day warranty once the order completes: protection if the account is recovered by its original owner or stops working.',
  },
  checkout: {
    id: 'warranty.checkout',
    defaultMessage: 'Includes a {days}-day warranty from the moment the order completes.',
  },
  orderStarts: {
    id: 'warranty.order.starts',
    defaultMessage: '{days}-day warranty, starting when the order completes.',
  },
  orderEndsAt: {
    id: 'warranty.order.endsAt',
    defaultMessage: '{days}-day warranty, until {date}.',
  },
  orderEnded: {
    id: 'warranty.order.ended',
    defaultMessage: 'The {days}-day warranty ended on {date}.',
  },
  reserveReserved: {
    id: 'warranty.order.reserveReserved',
    defaultMessage:
      'The {amount} from this sale is reserved until {date}, when the warranty ends, and then released to your available balance.',
  },
  reserveReleased: {
    id: 'warranty.order.reserveReleased',
    defaultMessage: 'The {amount} from this sale was released to your available balance on {date}.',
  },
});

export const warrantyOrderMessages = defineMessages({
  title: { id: 'warranty.order.title', defaultMessage: 'Warranty' },
});

/** What is reserved in the wallet and on the seller dashboard. */
export const reserveMessages = defineMessages({
  reserved: { id: 'wallet.reserved', defaultMessage: 'Reserved (warranty)' },
  reservedHelp: {
    id: 'wallet.help.reserved',
    defaultMessage: 'Completed sales with a warranty, released to you when each warranty ends.',
  },
  title: { id: 'warranty.reserves.title', defaultMessage: 'Reserved until the warranty ends' },
  amount: { id: 'warranty.reserves.amount', defaultMessage: 'Amount' },
  releasesAt: { id: 'warranty.reserves.releasesAt', defaultMessage: 'Released on' },
  caption: {
    id: 'warranty.reserves.caption',
    defaultMessage: 'Sales reserved until their warranty ends, soonest release first',
  },
});
