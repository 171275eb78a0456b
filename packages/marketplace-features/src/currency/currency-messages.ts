import { defineMessages } from 'react-intl';
import { withValuesAll } from '../lib/messages';

export const currencyMessages = withValuesAll(
  defineMessages({
    label: {
      id: 'currency.label',
      defaultMessage: 'Currency',
      description: 'Name of the header picker of the currency prices are shown in.',
    },
    approx: {
      id: 'currency.approx',
      defaultMessage: '≈ {price}',
      description: 'A price converted into the viewer’s currency at the staff’s rate, e.g. "≈ $7.02".',
    },
  }),
);
