-- Market search (GET /api/v1/games/{slug}/{category}/offers) reads one game's category, active offers
-- only, ordered by a currency-comparable price, one page at a time. Equality on (game_id, category),
-- the partial predicate "active" and the sort expression let PostgreSQL walk the index in price order
-- (either direction) and stop after the page, instead of sorting every offer of the category; the
-- filters (server, delivery time, stock, title) are checked on the rows it walks. The expression is
-- comparablePrice in src/offers/market.service.ts, character for character.
CREATE INDEX "offers_market_price_idx" ON "offers" USING btree ("game_id","category",("price_minor" * (case "currency" when 'USD' then 10000 when 'EUR' then 10800 when 'PLN' then 2500 when 'BRL' then 1800 when 'RUB' then 110 when 'CNY' then 1400 when 'JPY' then 6700 else 10000 end))) WHERE "offers"."active";