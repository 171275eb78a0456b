import { formatPrice } from '@lootmarket/i18n';
import { useIntl } from 'react-intl';
import { currencyMessages } from './currency-messages';
import { usePriceConversion } from './price-conversion';

/**
 * An offer's price, converted when it is in another currency than the viewer's: "≈ $7.02" in front,
 * the offer's own "€6.50" beside it, smaller (what is charged). In the viewer's currency, or without
 * rates, the price as it is. `className` styles the leading amount.
 */
export function ConvertedPrice({
  minor,
  currency,
  className,
}: {
  minor: number | bigint | string;
  currency: string;
  className?: string;
}) {
  const intl = useIntl();
  const { convert } = usePriceConversion();
  const own = formatPrice(BigInt(minor), currency, intl.locale);
  const converted = convert(minor, currency);
  // As it was before conversion existed: bare text, styled by the caller's element.
  if (!converted) return className ? <span className={className}>{own}</span> : own;
  return (
    <span data-slot="converted-price" className="lm:inline-flex lm:flex-wrap lm:items-baseline lm:gap-x-2">
      <span className={className}>
        {intl.formatMessage(currencyMessages.approx, {
          price: formatPrice(converted.minor, converted.currency, intl.locale),
        })}
      </span>
      <span className="lm:text-muted-foreground lm:text-sm lm:tabular-nums">{own}</span>
    </span>
  );
}
