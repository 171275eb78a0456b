-- Issue 20, point 2: currency rates that staff edit in the back office (src/rates, rates.schema.ts owns
-- the table). The value of one major unit of each offer currency in US dollars, with the day it is from
-- and who changed it last. Prices are shown converted with them (never charged: money moves in the
-- offer's own currency), and the market orders offers of several currencies by them, replacing the
-- fixed weights of 0038. Seeded with rough rates so that every start, production too, has one per
-- offer currency; staff correct them (PUT /api/v1/admin/currency-rates, audited).
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"usd_value" numeric(21, 12) NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "currency_rates_currency_iso" CHECK ("currency_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currency_rates_usd_value_positive" CHECK ("currency_rates"."usd_value" > 0),
	CONSTRAINT "currency_rates_usd_is_one" CHECK ("currency_rates"."currency" <> 'USD' or "currency_rates"."usd_value" = 1)
);--> statement-breakpoint
INSERT INTO "currency_rates" ("currency", "usd_value", "as_of") VALUES
	('USD', 1, '2026-11-28'),
	('EUR', 1.08, '2026-11-28'),
	('PLN', 0.25, '2026-11-28'),
	('BRL', 0.18, '2026-11-28'),
	('RUB', 0.011, '2026-11-28'),
	('CNY', 0.14, '2026-11-28'),
	('JPY', 0.0067, '2026-11-28')
ON CONFLICT ("currency") DO NOTHING;--> statement-breakpoint
-- Seven rows never reach autovacuum's analyze threshold: without statistics the planner takes the table
-- for hundreds of rows and the market's per-currency walk (below) for a large one.
ANALYZE "currency_rates";--> statement-breakpoint
-- Every offer's currency has a rate, so the market's join on it never drops an offer (and a rate row
-- cannot be deleted while offers use it).
ALTER TABLE "offers" ADD CONSTRAINT "offers_currency_currency_rates_currency_fk" FOREIGN KEY ("currency") REFERENCES "public"."currency_rates"("currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- 0038's index held the price per unit under the fixed weights; an expression reading another table
-- cannot be indexed. A rate is the same for every offer of its currency, so within a currency the
-- converted order is the order of the unit price in that currency: the price sorts walk this index once
-- per currency (the first page's worth each) and sort only those (priceSortCandidates in
-- src/offers/market.service.ts).
DROP INDEX IF EXISTS "offers_market_unit_price_idx";--> statement-breakpoint
CREATE INDEX "offers_market_currency_unit_price_idx" ON "offers" USING btree ("game_id","category","currency",("price_minor"::numeric / "bundle_size"),"id") WHERE "offers"."active";
