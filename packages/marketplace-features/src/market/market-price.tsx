import type { MarketOffer, MarketResponse, OfferCurrency } from '@lootmarket/contract';
import { formatPrice, formatUnitPrice } from '@lootmarket/i18n';
import type { ReactNode } from 'react';
import { defineMessages, type IntlShape, useIntl } from 'react-intl';
import { ConvertedPrice } from '../currency/converted-price';
import { currencyMessages } from '../currency/currency-messages';
import { usePriceConversion } from '../currency/price-conversion';

export const marketPriceMessages = defineMessages<{
  perUnits: { price: string; unit: string };
  perUnit: { price: string };
  bundle: { bundle: string; price: string };
}>({
  perUnits: {
    id: 'market.price.perUnits',
    defaultMessage: '{price} / {unit}',
    description: 'A price per a number of units of the good, e.g. "$0.072 / 1K" (unit: 1K, 1M, compact).',
  },
  perUnit: {
    id: 'market.price.perUnit',
    defaultMessage: '{price} / unit',
    description: 'A price per single unit of the good (one gold coin, one item), e.g. "$0.14 / unit".',
  },
  bundle: {
    id: 'market.price.bundle',
    defaultMessage: '{bundle} for {price}',
    description: 'What one purchase holds and costs, e.g. "10K for $0.72" (bundle: 10K, compact).',
  },
});

/**
 * Whether a market shows prices per unit of the good: when it compares them per 1,000 or more
 * (`priceUnit`), or when the offer's one purchase holds more than one unit. Single goods (an account,
 * a key) keep their plain price.
 */
export function showsUnitPrice(priceUnit: number, bundleSize: number): boolean {
  return priceUnit > 1 || bundleSize > 1;
}

/**
 * A number of units of the good as short as it stays exact: "10K", "250K", "1.5M" (in the locale's
 * own words: "10 тыс.", "1万"), but "12,345" in full rather than a rounded "12K".
 */
export function formatGoodsCount(intl: IntlShape, count: number): string {
  const significant = String(count).replace(/0+$/, '').length;
  return significant <= 3
    ? intl.formatNumber(count, { notation: 'compact', maximumSignificantDigits: 3 })
    : intl.formatNumber(count);
}

/** "$0.072 / 1K": the API's price of `priceUnit` units, "$0.14 / unit" when that is one. */
export function formatUnitPriceLabel(
  intl: IntlShape,
  { unitPrice, currency }: Pick<MarketOffer, 'unitPrice' | 'currency'>,
  priceUnit: number,
): string {
  const price = formatUnitPrice(unitPrice, currency, intl.locale);
  return priceUnit > 1
    ? intl.formatMessage(marketPriceMessages.perUnits, { price, unit: formatGoodsCount(intl, priceUnit) })
    : intl.formatMessage(marketPriceMessages.perUnit, { price });
}

/** "≈ $0.078 / 1K": a unit price converted into the viewer's currency, per the market's unit. */
function approxUnitPriceLabel(
  intl: IntlShape,
  converted: { decimal: string; currency: OfferCurrency },
  priceUnit: number,
): string {
  return intl.formatMessage(currencyMessages.approx, {
    price: formatUnitPriceLabel(
      intl,
      { unitPrice: converted.decimal, currency: converted.currency },
      priceUnit,
    ),
  });
}

/**
 * An offer's price on its market card. Goods sold by quantity (gold in bundles of 10,000) lead with
 * the price per unit, the number that compares across offers, in bold ("$0.072 / 1K"), and under it
 * what one purchase holds and costs ("10K for $0.72"). Single goods show their price as it is. An
 * offer in another currency than the viewer's leads with its price converted ("≈ $0.078 / 1K",
 * "≈ $7.02"), its own price beside it, smaller: that is what is charged.
 */
export function MarketOfferPrice({
  offer,
  priceUnit,
}: {
  offer: Pick<MarketOffer, 'priceMinor' | 'currency' | 'bundleSize' | 'unitPrice'>;
  priceUnit: number;
}) {
  const intl = useIntl();
  const { convertUnitPrice } = usePriceConversion();
  if (!showsUnitPrice(priceUnit, offer.bundleSize)) {
    return <ConvertedPrice minor={offer.priceMinor} currency={offer.currency} />;
  }
  const converted = convertUnitPrice(offer.priceMinor, offer.currency, offer.bundleSize, priceUnit);
  const small = 'lm:text-xs lm:text-muted-foreground lm:tabular-nums lm:[overflow-wrap:anywhere]';
  return (
    <span data-slot="market-unit-price" className="lm:flex lm:min-w-0 lm:flex-col">
      <span className="lm:text-lg lm:font-bold lm:leading-tight lm:tabular-nums lm:[overflow-wrap:anywhere]">
        {converted
          ? approxUnitPriceLabel(intl, converted, priceUnit)
          : formatUnitPriceLabel(intl, offer, priceUnit)}
      </span>
      {converted ? <span className={small}>{formatUnitPriceLabel(intl, offer, priceUnit)}</span> : null}
      <span className={small}>
        {intl.formatMessage(marketPriceMessages.bundle, {
          bundle: formatGoodsCount(intl, offer.bundleSize),
          price: formatPrice(offer.priceMinor, offer.currency, intl.locale),
        })}
      </span>
    </span>
  );
}

type MarketMoney = NonNullable<MarketResponse['lowestPrice']>;

/**
 * The market summary's lowest and highest prices: per unit, in the unit the cards use, as soon as
 * either is (the two are the cheapest and dearest per unit, so they read alike); else plain prices.
 * In another currency than the viewer's, converted ("≈ …") with the price's own beside it, smaller.
 */
export function MarketSummaryPrice({
  money,
  perUnit,
  priceUnit,
}: {
  money: MarketMoney | null;
  perUnit: boolean;
  priceUnit: number;
}) {
  const intl = useIntl();
  const { convertUnitPrice } = usePriceConversion();
  if (!money) return <>—</>;
  if (!perUnit) return <ConvertedPrice minor={money.priceMinor} currency={money.currency} />;
  const own = formatUnitPriceLabel(intl, money, priceUnit);
  const converted = convertUnitPrice(money.priceMinor, money.currency, money.bundleSize, priceUnit);
  if (!converted) return <>{own}</>;
  return (
    <span data-slot="converted-price" className="lm:inline-flex lm:flex-wrap lm:items-baseline lm:gap-x-2">
      <span>{approxUnitPriceLabel(intl, converted, priceUnit)}</span>
      <span className="lm:text-muted-foreground lm:text-sm lm:tabular-nums">{own}</span>
    </span>
  );
}

export function marketSummaryPrices({
  lowestPrice,
  highestPrice,
  priceUnit,
}: Pick<MarketResponse, 'lowestPrice' | 'highestPrice' | 'priceUnit'>): {
  lowest: ReactNode;
  highest: ReactNode;
} {
  const perUnit = [lowestPrice, highestPrice].some(
    (money) => money !== null && showsUnitPrice(priceUnit, money.bundleSize),
  );
  return {
    lowest: <MarketSummaryPrice money={lowestPrice} perUnit={perUnit} priceUnit={priceUnit} />,
    highest: <MarketSummaryPrice money={highestPrice} perUnit={perUnit} priceUnit={priceUnit} />,
  };
}
