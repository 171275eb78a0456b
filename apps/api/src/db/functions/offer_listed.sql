-- Whether an offer's place in the catalog is on the market: its game, its category in that game and its
-- server (if any) are not hidden by staff. What the market search shows (src/offers/market.service.ts)
-- and the offer page answers to buyers (src/offers/offers.service.ts). The purchase statements write the
-- same three NOT EXISTS out in their WHERE (a function call there would cost a call per purchase).
CREATE OR REPLACE FUNCTION offer_listed(game_id uuid, category text, server_id uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (SELECT 1 FROM games g WHERE g.id = offer_listed.game_id AND g.hidden)
     AND NOT EXISTS (SELECT 1 FROM game_categories gc
                      WHERE gc.game_id = offer_listed.game_id AND gc.category = offer_listed.category AND gc.hidden)
     AND NOT EXISTS (SELECT 1 FROM game_servers gs WHERE gs.id = offer_listed.server_id AND gs.hidden)
$$;
