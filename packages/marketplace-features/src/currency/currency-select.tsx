import { isOfferCurrency, OFFER_CURRENCY_CODES } from '@lootmarket/contract';
import { cn } from '@lootmarket/ui';
import { Coins } from 'lucide-react';
import { useIntl } from 'react-intl';
import { currencyMessages } from './currency-messages';
import { useViewerCurrency } from './price-conversion';

/**
 * The header's currency picker: which currency prices are shown in ("≈" beside the offer's own). A
 * native select, like the language picker beside it, laid transparent over a box that shows the code
 * (EUR), so it stays as narrow as a button on a phone; the options name each currency in the reader's
 * language. The choice is remembered (viewerCurrencyStore) and charges nothing differently.
 */
export function CurrencySelect({ className }: { className?: string }) {
  const intl = useIntl();
  const { currency, choose } = useViewerCurrency();
  const names = new Intl.DisplayNames(intl.locale, { type: 'currency' });
  return (
    <span
      data-slot="currency-select"
      className={cn(
        'lm:relative lm:inline-flex lm:h-9 lm:items-center lm:gap-1.5 lm:rounded-md lm:border lm:border-input lm:bg-background lm:ps-2.5 lm:pe-2.5 lm:text-foreground lm:text-sm lm:hover:bg-accent lm:has-[select:focus-visible]:outline-2 lm:has-[select:focus-visible]:outline-ring lm:has-[select:focus-visible]:outline-offset-2',
        className,
      )}
    >
      <Coins aria-hidden="true" className="lm:size-4 lm:shrink-0 lm:text-muted-foreground" />
      <span aria-hidden="true">{currency}</span>
      <select
        aria-label={intl.formatMessage(currencyMessages.label)}
        value={currency}
        onChange={(event) => {
          if (isOfferCurrency(event.target.value)) choose(event.target.value);
        }}
        className="lm:absolute lm:inset-0 lm:cursor-pointer lm:opacity-0"
      >
        {OFFER_CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {`${code} · ${names.of(code) ?? code}`}
          </option>
        ))}
      </select>
    </span>
  );
}
