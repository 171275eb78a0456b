import { createIntl } from 'react-intl';
import { expect, it } from 'vitest';
import { authMessages, marketMessages, sellerMessages } from './shell';

it('lets callers pass the declared values and renders them', () => {
  const intl = createIntl({ locale: 'en' });
  expect(intl.formatMessage(sellerMessages.lastSeen, { time: '5 minutes ago' })).toBe(
    'Last seen 5 minutes ago',
  );
  expect(intl.formatMessage(marketMessages.totalOffers, { count: 3 })).toBe('3 offers');
  expect(intl.formatMessage(authMessages.continueWith, { provider: 'Discord' })).toBe(
    'Continue with Discord',
  );
  expect(intl.formatMessage(authMessages.logIn)).toBe('Log in');
  // @ts-expect-error a count must be a number
  intl.formatMessage(marketMessages.totalOffers, { count: 'three' });
});
