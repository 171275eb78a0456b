-- THE rounding of a split (a partial refund in a dispute): of what the buyer paid (total = subtotal +
-- buyer fee), `refund` goes back to the buyer and the rest, kept = total − refund, is paid out as if it
-- had been the whole payment: the platform's fee (buyer fee + seller fee, one escrow leg) is prorated by
-- the share kept, fee = (buyer_fee + seller_fee) × kept / total rounded UP to the minor unit (as a
-- purchase fee is rounded: order_amounts), and the seller receives kept − fee, always at least one minor
-- unit (the fee is capped at kept − 1; 0 when kept is 1), as for a full order. Since kept < total, the
-- fee never exceeds the held fee leg and the seller's part never exceeds the held net leg, so both are
-- posted for less than their amount (the ledger returns the rest to the buyer's wallet).
-- The caller checks 0 < refund < total; outside that the answer is NULLs. numeric: no overflow.
CREATE OR REPLACE FUNCTION order_split_amounts(total numeric, buyer_fee numeric, seller_fee numeric,
                                               refund numeric,
                                               OUT seller_net numeric, OUT fee numeric)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  kept numeric;
BEGIN
  IF refund <= 0 OR refund >= total THEN RETURN; END IF;
  kept := total - refund;
  fee := CASE WHEN kept > 1 THEN least(div((buyer_fee + seller_fee) * kept + total - 1, total), kept - 1)
              ELSE 0 END;
  seller_net := kept - fee;
END
$$;
