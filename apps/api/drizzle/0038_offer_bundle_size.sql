-- Issue 20: unit prices for quantity goods. An offer's stock unit may hold many units of the good (one
-- "10k gold" offer sells bundles of 10,000 gold): bundle_size says how many, 1 for single goods. It is
-- set when the offer is listed and fixed after (the edit body has none), so the goods a bound price
-- buys (src/orders) cannot change under a checkout. Owned by src/offers (offers.schema.ts).
ALTER TABLE "offers" ADD COLUMN "bundle_size" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_bundle_size_positive" CHECK ("bundle_size" between 1 and 1000000000000);--> statement-breakpoint
-- The market sorts by price per unit of the good (comparableUnitPrice in src/offers/market.service.ts,
-- the same expression): offers of different bundle sizes order by what the good costs, not by what one
-- bundle costs. It replaces 0003's index on the bundle price; the walk in price order is the same.
DROP INDEX IF EXISTS "offers_market_price_idx";--> statement-breakpoint
CREATE INDEX "offers_market_unit_price_idx" ON "offers" USING btree ("game_id","category",((("price_minor" * (case "currency" when 'USD' then 10000 when 'EUR' then 10800 when 'PLN' then 2500 when 'BRL' then 1800 when 'RUB' then 110 when 'CNY' then 1400 when 'JPY' then 6700 else 10000 end))::numeric / "bundle_size"))) WHERE "offers"."active";
