-- order_amounts and purchase_fee_rule (0014) as PL/pgSQL, same signatures and answers. As SQL functions
-- called in FROM they are not inlined, and PostgreSQL 15 plans their body again on every call: measured
-- inside order_place_wallet (auto_explain, nested statements) the two took longer than the order's
-- INSERT. PL/pgSQL keeps its plans for the session and evaluates the arithmetic as simple expressions.
-- The rounding is unchanged (src/orders/fees.test.ts pins it): fee = subtotal × bps / 10 000 rounded
-- half up; seller fee capped at subtotal − 1, 0 on a subtotal of 1.
CREATE OR REPLACE FUNCTION order_amounts(unit_price numeric, quantity integer, buyer_fee_bps integer,
                                         seller_fee_bps integer,
                                         OUT subtotal numeric, OUT buyer_fee numeric, OUT seller_fee numeric,
                                         OUT seller_net numeric, OUT total numeric)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  subtotal := unit_price * quantity;
  buyer_fee := div(subtotal * buyer_fee_bps + 5000, 10000);
  seller_fee := CASE WHEN subtotal > 1 THEN least(div(subtotal * seller_fee_bps + 5000, 10000), subtotal - 1)
                     ELSE 0 END;
  seller_net := subtotal - seller_fee;
  total := subtotal + buyer_fee;
END
$$;
--> statement-breakpoint

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
