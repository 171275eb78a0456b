import {
  type CurrencyRate,
  convertMinor,
  formatUnitPriceDecimal,
  type OfferCurrency,
} from '@lootmarket/contract';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useCurrencyRates } from './currency-rates-api';
import { defaultViewerCurrency, viewerCurrencyStore } from './viewer-currency-store';

/** The viewer's currency: their choice, else their language's; `choose` changes (and remembers) it. */
export function useViewerCurrency(): {
  currency: OfferCurrency;
  chosen: boolean;
  choose: (currency: OfferCurrency) => void;
} {
  const { locale } = useIntl();
  const chosen = useSyncExternalStore(
    viewerCurrencyStore.subscribe,
    viewerCurrencyStore.getSnapshot,
    viewerCurrencyStore.getServerSnapshot,
  );
  return {
    currency: chosen ?? defaultViewerCurrency(locale),
    chosen: chosen !== null,
    choose: viewerCurrencyStore.choose,
  };
}

/** What prices are converted with: the viewer's currency and the rates (null: show prices as they are). */
export type PriceConversion = { viewerCurrency: OfferCurrency; rates: readonly CurrencyRate[] };

/**
 * The conversion the price displays read. Without a provider (a story, a page that converts nothing)
 * it is null and every price shows in its own currency only.
 */
export const PriceConversionContext = createContext<PriceConversion | null>(null);

/** Provides the viewer's currency and the rates, fetched once, to every price below (the web app's root). */
export function PriceConversionProvider({ children }: { children: ReactNode }) {
  const { currency } = useViewerCurrency();
  const rates = useCurrencyRates().data?.rates;
  return (
    <PriceConversionContext value={rates ? { viewerCurrency: currency, rates } : null}>
      {children}
    </PriceConversionContext>
  );
}

/** An amount converted into the viewer's currency, and the day of the rate it used (the older of the two). */
export type ConvertedAmount = { minor: bigint; currency: OfferCurrency; asOf: string };

/** Extra digits a unit price is converted with, so "≈ $0.0778 / 1K" keeps its precision. */
const UNIT_PRICE_SCALE = 1000;

/**
 * Converts prices of another currency into the viewer's with the contract's convertMinor. Each
 * function answers null when there is nothing to convert: the price is in the viewer's currency
 * already, or a rate is missing (not loaded, or no provider).
 */
export function usePriceConversion() {
  const conversion = useContext(PriceConversionContext);
  const convert = (minor: bigint | number | string, currency: string): ConvertedAmount | null => {
    if (!conversion || currency === conversion.viewerCurrency) return null;
    const from = conversion.rates.find((rate) => rate.currency === currency);
    const to = conversion.rates.find((rate) => rate.currency === conversion.viewerCurrency);
    if (!from || !to) return null;
    return {
      minor: convertMinor(minor, from, to),
      currency: conversion.viewerCurrency,
      // The older of the two days: the conversion is as old as its older rate.
      asOf: [from.asOf, to.asOf].sort()[0] ?? from.asOf,
    };
  };
  /**
   * The converted price of `per` units of a good sold `bundle` at a time, as the decimal the market
   * shows ("0.0778"): the bundle's price converted with three more digits, then divided by the
   * contract's price-per-unit rule.
   */
  const convertUnitPrice = (
    minor: bigint | number | string,
    currency: string,
    bundle: number,
    per: number,
  ): { decimal: string; currency: OfferCurrency } | null => {
    const converted = convert(BigInt(minor) * BigInt(UNIT_PRICE_SCALE), currency);
    if (!converted) return null;
    return {
      decimal: formatUnitPriceDecimal(converted.minor, converted.currency, bundle * UNIT_PRICE_SCALE, per),
      currency: converted.currency,
    };
  };
  return { viewerCurrency: conversion?.viewerCurrency ?? null, convert, convertUnitPrice };
}
