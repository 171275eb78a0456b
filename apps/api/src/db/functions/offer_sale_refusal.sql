-- Why an offer cannot be bought now, in the order every purchase path answers it: unknown or inactive
-- (OFFER_UNAVAILABLE), off the market (OFFER_NOT_LISTED), its seller banned (SELLER_BANNED), the buyer's
-- own (OWN_PRODUCT_PURCHASE), not at the price the buyer was shown (PRICE_CHANGED, with the unit price
-- and currency now; skipped when unit_price is null: the order summary shows the price), not enough
-- stock (OUT_OF_STOCK). NULL when nothing stands in the way. Read only; the purchase statements call it
-- only to explain a refusal (src/orders/orders.service.ts calls it for the statement path and the summary).
CREATE OR REPLACE FUNCTION offer_sale_refusal(offer_id uuid, buyer_id uuid, quantity integer, unit_price numeric,
                                   currency text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_offer offers%ROWTYPE;
BEGIN
  SELECT * INTO v_offer FROM offers o WHERE o.id = offer_sale_refusal.offer_id;
  IF NOT FOUND OR NOT v_offer.active THEN RETURN jsonb_build_object('ok', false, 'code', 'OFFER_UNAVAILABLE'); END IF;
  IF NOT offer_listed(v_offer.game_id, v_offer.category, v_offer.server_id) THEN
    RETURN jsonb_build_object('ok', false, 'code', 'OFFER_NOT_LISTED');
  END IF;
  IF EXISTS (SELECT 1 FROM users u WHERE u.id = v_offer.seller_id AND u.banned) THEN
    RETURN jsonb_build_object('ok', false, 'code', 'SELLER_BANNED');
  END IF;
  IF v_offer.seller_id = offer_sale_refusal.buyer_id THEN
    RETURN jsonb_build_object('ok', false, 'code', 'OWN_PRODUCT_PURCHASE');
  END IF;
  IF offer_sale_refusal.unit_price IS NOT NULL
     AND (v_offer.price_minor <> offer_sale_refusal.unit_price OR v_offer.currency IS DISTINCT FROM offer_sale_refusal.currency) THEN
    RETURN jsonb_build_object('ok', false, 'code', 'PRICE_CHANGED', 'unit_price', v_offer.price_minor::text,
                              'currency', v_offer.currency);
  END IF;
  IF v_offer.stock < offer_sale_refusal.quantity THEN RETURN jsonb_build_object('ok', false, 'code', 'OUT_OF_STOCK'); END IF;
  RETURN NULL;
END
$$;
