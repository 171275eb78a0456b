-- A wallet purchase in ONE call (src/orders/README.md, "Wallet payment"): takes the stock, computes the
-- amounts, inserts the order, its auto-release job and the seller's notification, and holds the escrow
-- through order_hold (not through ledger_create_transfers: its general batch machinery was half the call).
--
--   1. the stock guard: `UPDATE offers … WHERE stock >= q … RETURNING`, never oversold however many
--      buyers race (the row lock serialises them and each re-checks the WHERE on the latest row); only
--      at the unit price and currency the buyer was shown, only on the market (game, category, server
--      not hidden), never from a banned seller, never an offer that sells codes;
--   2. the category's fee rule (purchase_fee_rule) and THE rounding (order_amounts), as expressions;
--   3. the order (paid, escrow held, auto-release time, the offer's warranty as bought), the auto-release
--      job, the seller's notification;
--   4. the escrow hold, last: order_hold (order_hold.sql, THE hold of every order): the buyer's wallet, the
--      seller's wallet and the order's fee shard found (created on first use) and locked in ascending id
--      order by ONE SELECT … ORDER BY id FOR NO KEY UPDATE, ONE UPDATE of the counters with the buyer's
--      overdraft guard in its WHERE, ONE INSERT of the two pending legs (buyer → seller net, buyer → fee
--      shard; none for a fee of 0).
--
-- Invariants (those of ledger_create_transfers, src/ledger/README.md, kept by the same means):
--   - all or nothing: a refusal before any write (offer_sale_refusal's answer, or AUTOMATIC_DELIVERY)
--     returns {"ok": false, "code": …} having changed nothing; the ledger's refusal (not enough money)
--     RAISEs "order_hold: ledger refused: exceeds_credits" (P0001), so every write rolls back;
--   - double entry: each leg moves one debit and one credit counter by the same amount, in one UPDATE;
--   - lock order offer row → ledger accounts (ascending id), the same in every movement: no deadlock;
--   - overdraft: checked under the locks on the only debited account (the buyer's wallet);
--     CHECK ledger_accounts_guarded_no_overdraft stays the last line;
--   - balances change only by transfers: the counters move only while the writer flag is raised, and
--     the transfers that explain them are inserted in the same call;
--   - idempotency: the transfer ids are the caller's, derived from the order id (escrowHoldIds); the
--     primary key refuses a second hold under the same id.
--
-- p: order_id, buyer_id, offer_id, quantity, unit_price and currency (what the buyer was shown),
--    release_seconds (paid → auto-release), fee_shard, hold_net_id, hold_fee_id, default_buyer_fee_bps,
--    default_seller_fee_bps, job_id, notification {id, kind, category, params, link} (for the seller),
--    answer ('id': answer the order id instead of its row).
-- Answer: {"ok": true, "order": <orders row, bigints as strings>, "notification": <notifications row>}
-- (or "order_id" instead of "order"), or a refusal.
CREATE OR REPLACE FUNCTION order_place_wallet(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order_id uuid := (p ->> 'order_id')::uuid;
  v_buyer uuid := (p ->> 'buyer_id')::uuid;
  v_offer_id uuid := (p ->> 'offer_id')::uuid;
  v_quantity integer := (p ->> 'quantity')::integer;
  v_unit_price numeric := (p ->> 'unit_price')::numeric;
  v_currency text := p ->> 'currency';
  v_shard smallint := (p ->> 'fee_shard')::smallint;
  v_offer offers%ROWTYPE;
  v_rule record;
  v_amounts record;
  v_fee numeric;
  v_order orders%ROWTYPE;
  v_notification notifications%ROWTYPE;
  v_refusal jsonb;
BEGIN
  -- 1. The stock guard: never oversold (0011), only at the price and in the currency the buyer was
  --    shown, only on the market, never from a banned seller. Codes offers and every refusal leave the
  --    row untouched.
  UPDATE offers o
     SET stock = o.stock - v_quantity, updated_at = now()
   WHERE o.id = v_offer_id AND o.active AND o.seller_id <> v_buyer AND o.stock >= v_quantity
     AND o.price_minor = v_unit_price AND o.currency = v_currency
     AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = o.game_id AND g.hidden)
     AND NOT EXISTS (SELECT 1 FROM game_categories gc WHERE gc.game_id = o.game_id AND gc.category = o.category AND gc.hidden)
     AND NOT EXISTS (SELECT 1 FROM game_servers gs WHERE gs.id = o.server_id AND gs.hidden)
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.seller_id AND u.banned)
     AND NOT EXISTS (SELECT 1 FROM offer_codes c WHERE c.offer_id = o.id)
  RETURNING o.* INTO v_offer;
  IF NOT FOUND THEN
    v_refusal := offer_sale_refusal(v_offer_id, v_buyer, v_quantity, v_unit_price, v_currency);
    IF v_refusal IS NOT NULL THEN RETURN v_refusal; END IF;
    IF EXISTS (SELECT 1 FROM offer_codes c WHERE c.offer_id = v_offer_id) THEN
      RETURN jsonb_build_object('ok', false, 'code', 'AUTOMATIC_DELIVERY');
    END IF;
    -- Changed back between the two reads (the offer row was not locked): as the statement saw it.
    RETURN jsonb_build_object('ok', false, 'code', 'OUT_OF_STOCK');
  END IF;

  -- 2. Amounts: the category's fee rule and THE rounding (order_amounts), as expressions (0018).
  v_rule := purchase_fee_rule(v_offer.category, (p ->> 'default_buyer_fee_bps')::integer,
                              (p ->> 'default_seller_fee_bps')::integer);
  v_amounts := order_amounts(v_offer.price_minor, v_quantity, v_rule.buyer_fee_bps, v_rule.seller_fee_bps);
  v_fee := v_amounts.buyer_fee + v_amounts.seller_fee;

  -- 3. The order, its auto-release job and the seller's notification (0011, 0016).
  INSERT INTO orders (id, buyer_id, seller_id, offer_id, game_id, category, offer_title, offer_description,
                      offer_image, automatic_delivery, quantity, currency, unit_price, subtotal, buyer_fee,
                      seller_fee, seller_net, total, payment_method, status, escrow, paid_at, delivered_at,
                      release_at, warranty_days)
  VALUES (v_order_id, v_buyer, v_offer.seller_id, v_offer.id, v_offer.game_id, v_offer.category, v_offer.title,
          v_offer.description, v_offer.photos ->> 0, false, v_quantity, v_offer.currency, v_offer.price_minor,
          v_amounts.subtotal, v_amounts.buyer_fee, v_amounts.seller_fee, v_amounts.seller_net, v_amounts.total,
          'wallet', 'pending', 'held', now(), NULL,
          now() + make_interval(secs => (p ->> 'release_seconds')::double precision), v_offer.warranty_days)
  RETURNING * INTO v_order;

  INSERT INTO jobs (id, kind, subject, run_at)
  VALUES ((p ->> 'job_id')::uuid, 'order.auto_release', v_order_id::text, v_order.release_at);

  INSERT INTO notifications (id, user_id, kind, category, params, link)
  VALUES ((p #>> '{notification,id}')::uuid, v_offer.seller_id, p #>> '{notification,kind}',
          p #>> '{notification,category}', coalesce(p #> '{notification,params}', '{}'::jsonb),
          p #>> '{notification,link}')
  RETURNING * INTO v_notification;

  -- 4. The escrow hold, last: order_hold (order_hold.sql), THE hold of every order. It finds the
  --    buyer's wallet, the seller's wallet and the order's fee shard by owner (creating one seen for the
  --    first time), locks them in ascending id order by one statement, moves their counters by one UPDATE
  --    (the buyer's overdraft guard in its WHERE) and inserts the pending legs by one INSERT; not enough
  --    money RAISEs "order_hold: ledger refused: exceeds_credits", rolling back every write above.
  PERFORM order_hold(jsonb_build_array(jsonb_build_object(
            'order_id', v_order_id, 'currency', v_offer.currency, 'seller_net', v_amounts.seller_net, 'fee', v_fee,
            'hold_net_id', p -> 'hold_net_id', 'hold_fee_id', p -> 'hold_fee_id',
            'buyer_id', v_buyer, 'seller_id', v_offer.seller_id, 'fee_shard', v_shard)), false);

  IF p ->> 'answer' = 'id' THEN
    RETURN jsonb_build_object('ok', true, 'order_id', v_order.id, 'notification', to_jsonb(v_notification));
  END IF;
  RETURN jsonb_build_object(
    'ok', true,
    'order', to_jsonb(v_order) || jsonb_build_object(
      'unit_price', v_order.unit_price::text, 'subtotal', v_order.subtotal::text,
      'buyer_fee', v_order.buyer_fee::text, 'seller_fee', v_order.seller_fee::text,
      'seller_net', v_order.seller_net::text, 'total', v_order.total::text),
    'notification', to_jsonb(v_notification));
END
$$;
