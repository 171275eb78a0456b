import {
  type AdminCurrencyRate,
  type CurrencyRate,
  currencyExponent,
  isOfferCurrency,
  normalizeCurrencyRate,
  OFFER_CURRENCY_CODES,
  type OfferCurrency,
} from '@lootmarket/contract';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { usernamesById } from '../auth/users.service';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { currencyRates } from './rates.schema';

type RateRow = typeof currencyRates.$inferSelect;

/** The order rates are listed in: the offer currencies' own order (USD first). */
const listOrder = (currency: string) => OFFER_CURRENCY_CODES.indexOf(currency as OfferCurrency);

function rateOf(row: RateRow): CurrencyRate {
  if (!isOfferCurrency(row.currency)) throw new Error(`currency_rates holds ${row.currency}`);
  return {
    currency: row.currency,
    // numeric(21,12) reads back "1.080000000000": the contract's canonical text is "1.08".
    usdValue: normalizeCurrencyRate(row.usdValue) ?? row.usdValue,
    asOf: row.asOf,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function rateRows(db: DbOrTx): Promise<RateRow[]> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.currency));
  return rows
    .filter((row) => isOfferCurrency(row.currency))
    .sort((a, b) => listOrder(a.currency) - listOrder(b.currency));
}

/** Every offer currency's rate (GET /api/v1/currency-rates). */
export async function listCurrencyRates(db: DbOrTx): Promise<CurrencyRate[]> {
  return (await rateRows(db)).map(rateOf);
}

/** The back office's list: each rate with who changed it last. */
export async function listAdminCurrencyRates(db: DbOrTx): Promise<AdminCurrencyRate[]> {
  const rows = await rateRows(db);
  const names = await usernamesById(
    db,
    rows.flatMap((row) => (row.updatedBy ? [row.updatedBy] : [])),
  );
  return rows.map((row) => ({
    ...rateOf(row),
    updatedBy: row.updatedBy ? { id: row.updatedBy, username: names.get(row.updatedBy) ?? null } : null,
  }));
}

/**
 * Sets one currency's rate and date (the request's schema normalized and checked them). Returns the
 * rate before and after, or null when nothing changed (nothing written, nothing to audit).
 */
export async function setCurrencyRate(
  tx: DbOrTx,
  change: { currency: OfferCurrency; usdValue: string; asOf: string },
  staffId: string,
): Promise<{ before: CurrencyRate; after: CurrencyRate } | null> {
  const [row] = await tx
    .select()
    .from(currencyRates)
    .where(eq(currencyRates.currency, change.currency))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const before = rateOf(row);
  if (before.usdValue === change.usdValue && before.asOf === change.asOf) return null;
  const [updated] = await tx
    .update(currencyRates)
    .set({ usdValue: change.usdValue, asOf: change.asOf, updatedAt: new Date(), updatedBy: staffId })
    .where(eq(currencyRates.currency, change.currency))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return { before, after: rateOf(updated) };
}

/** `when 'JPY' then 1 when 'USD' then 100 ...`: minor units per major unit, from the contract's exponents. */
const minorPerMajorCases = OFFER_CURRENCY_CODES.map(
  (code) => `when '${code}' then ${10 ** currencyExponent(code)}`,
).join(' ');

/**
 * For a query that joins currency_rates on the offer's currency (market search, one statement): the
 * value of ONE MINOR unit of that currency in US dollars (rate ÷ 10^exponent). Numeric, exact enough to
 * order by; the conversion people see is the contract's convertMinor.
 */
export function usdPerMinorUnitSql(currencyColumn: AnyPgColumn): SQL<string> {
  return sql<string>`(${currencyRates.usdValue} / (case ${currencyColumn} ${sql.raw(minorPerMajorCases)} end))`;
}
