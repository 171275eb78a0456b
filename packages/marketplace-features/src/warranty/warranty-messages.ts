import { defineMessages } from 'react-intl';

/** The words of the account warranty and the seller's reserve, wherever they are shown. */
export const warrantyMessages = defineMessages({
  badge: {
    id: 'warranty.badge',
    defaultMessage: '{days}-day warranty',
    description: 'A badge on an offer or an order: the warranty it carries, in days (14, 30, 60 or 90).',
  },
});
