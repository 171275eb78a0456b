import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The currency rates staff keep in the back office: what one major unit of each offer
 * currency is worth in US dollars, and the day that value is from. They convert prices for showing
 * (never for charging) and order a market priced in several currencies. Every offer's currency has a
 * row (offers.currency references it), so no offer falls out of a market that joins its rate.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').primaryKey(),
    /** Exact decimal: 9 digits before the point, 12 after (CURRENCY_RATE_MAX_FRACTION_DIGITS). */
    usdValue: numeric('usd_value', { precision: 21, scale: 12 }).notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The staff member who changed it last; null for the seeded rate (no foreign key: outlives the account). */
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check('currency_rates_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('currency_rates_usd_value_positive', sql`${t.usdValue} > 0`),
    // The reference currency: every other rate is stated in it.
    check('currency_rates_usd_is_one', sql`${t.currency} <> 'USD' or ${t.usdValue} = 1`),
  ],
);
