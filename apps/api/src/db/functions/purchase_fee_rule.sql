-- The fee rule in force for a category: its own, else the stored default, else the built-in defaults
-- the caller passes (src/orders/fees.ts DEFAULT_PURCHASE_FEE_RULE). PL/pgSQL, not SQL: PostgreSQL 15
-- plans a SQL function called in FROM again on every call; PL/pgSQL keeps its plans for the session.
CREATE OR REPLACE FUNCTION purchase_fee_rule(category text, default_buyer_fee_bps integer,
                                             default_seller_fee_bps integer,
                                             OUT buyer_fee_bps integer, OUT seller_fee_bps integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- The category's own rule, else the stored default; both columns come from the same row.
  SELECT r.buyer_fee_bps, r.seller_fee_bps INTO buyer_fee_bps, seller_fee_bps
    FROM purchase_fee_rules r
   WHERE r.scope IN (purchase_fee_rule.category, 'default')
   ORDER BY r.scope = 'default'
   LIMIT 1;
  IF NOT FOUND THEN
    buyer_fee_bps := default_buyer_fee_bps;
    seller_fee_bps := default_seller_fee_bps;
  END IF;
END
$$;
