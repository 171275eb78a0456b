import { formatPrice } from '@lootmarket/i18n';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Formats minor units (the API's decimal strings, bigints or numbers) in the reader's locale with
 * the i18n helper, which knows crypto exponents (BTC 8, ETH 18, USDT 6) the kit's default does not.
 */
export function useFormatMoney() {
  const { locale } = useIntl();
  return useCallback(
    (amountMinor: string | number | bigint, currency: string) =>
      formatPrice(BigInt(amountMinor), currency, locale),
    [locale],
  );
}
