-- THE rounding of purchase fees (the application asks this function; contract's purchaseAmounts is its
-- TypeScript twin, and src/orders/fees.test.ts checks the two agree): fee = subtotal × bps / 10 000
-- rounded UP to the minor unit (a fee rule above 0 never rounds a fee to nothing); total = subtotal +
-- buyer fee; the seller receives subtotal − seller fee, always at least one minor unit (the seller fee
-- is capped at subtotal − 1; 0 on a subtotal of 1). numeric: no overflow for 18-decimal coins.
-- PL/pgSQL: its plan is kept for the session and the arithmetic runs as simple expressions.
CREATE OR REPLACE FUNCTION order_amounts(unit_price numeric, quantity integer, buyer_fee_bps integer,
                                         seller_fee_bps integer,
                                         OUT subtotal numeric, OUT buyer_fee numeric, OUT seller_fee numeric,
                                         OUT seller_net numeric, OUT total numeric)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  subtotal := unit_price * quantity;
  buyer_fee := div(subtotal * buyer_fee_bps + 9999, 10000);
  seller_fee := CASE WHEN subtotal > 1 THEN least(div(subtotal * seller_fee_bps + 9999, 10000), subtotal - 1)
                     ELSE 0 END;
  seller_net := subtotal - seller_fee;
  total := subtotal + buyer_fee;
END
$$;
