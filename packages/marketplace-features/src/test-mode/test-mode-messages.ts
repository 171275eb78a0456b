import { defineMessages } from 'react-intl';
import { withValuesAll } from '../lib/messages';

export const testModeMessages = withValuesAll(
  defineMessages({
    label: { id: 'testMode.label', defaultMessage: 'Test mode: no real money' },
    checkout: {
      id: 'testMode.checkout',
      defaultMessage:
        '{methods, select, card {Card payments} crypto {Crypto payments} other {Card and crypto payments}} on this site go to a test provider: no card is charged and no real money moves.',
    },
    withdrawal: {
      id: 'testMode.withdrawal',
      defaultMessage: 'This method is paid out by a test provider: no real money is sent.',
    },
  }),
);
