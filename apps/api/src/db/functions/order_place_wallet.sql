-- A wallet purchase in ONE call (src/orders/README.md, "Wallet payment"): takes the stock, computes the
-- amounts, inserts the order, its auto-release job and the seller's notification, and holds the escrow
-- written out (not through ledger_create_transfers: its general batch machinery was half the call).
--
--   1. the stock guard: `UPDATE offers … WHERE stock >= q … RETURNING`, never oversold however many
--      buyers race (the row lock serialises them and each re-checks the WHERE on the latest row); only
--      at the unit price and currency the buyer was shown, only on the market (game, category, server
--      not hidden), never from a banned seller, never an offer that sells codes;
--   2. the category's fee rule (purchase_fee_rule) and THE rounding (order_amounts), as expressions;
--   3. the order (paid, escrow held, auto-release time), the auto-release job, the seller's notification;
--   4. the escrow's accounts (buyer's wallet, seller's wallet, the order's fee shard) found and locked in
--      ascending id order by ONE SELECT … ORDER BY id FOR NO KEY UPDATE, created on first use;
--   5. the money, last: ONE UPDATE of the counters, the buyer's overdraft guard in its WHERE, then ONE
--      INSERT of the two pending legs (buyer → seller net, buyer → fee shard; none for a fee of 0).
--
-- Invariants (those of ledger_create_transfers, src/ledger/README.md, kept by the same means):
--   - all or nothing: a refusal before any write (offer_sale_refusal's answer, or AUTOMATIC_DELIVERY)
--     returns {"ok": false, "code": …} having changed nothing; the ledger's refusal (not enough money)
--     RAISEs "order_place_wallet: ledger refused: exceeds_credits" (P0001), so every write rolls back;
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
  v_attempt integer;
  v_updated integer;
  v_buyer_account bigint;
  v_seller_account bigint;
  v_fee_account bigint;
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
                      release_at)
  VALUES (v_order_id, v_buyer, v_offer.seller_id, v_offer.id, v_offer.game_id, v_offer.category, v_offer.title,
          v_offer.description, v_offer.photos ->> 0, false, v_quantity, v_offer.currency, v_offer.price_minor,
          v_amounts.subtotal, v_amounts.buyer_fee, v_amounts.seller_fee, v_amounts.seller_net, v_amounts.total,
          'wallet', 'pending', 'held', now(), NULL,
          now() + make_interval(secs => (p ->> 'release_seconds')::double precision))
  RETURNING * INTO v_order;

  INSERT INTO jobs (id, kind, subject, run_at)
  VALUES ((p ->> 'job_id')::uuid, 'order.auto_release', v_order_id::text, v_order.release_at);

  INSERT INTO notifications (id, user_id, kind, category, params, link)
  VALUES ((p #>> '{notification,id}')::uuid, v_offer.seller_id, p #>> '{notification,kind}',
          p #>> '{notification,category}', coalesce(p #> '{notification,params}', '{}'::jsonb),
          p #>> '{notification,link}')
  RETURNING * INTO v_notification;

  -- 4. The escrow's accounts, found and locked in ascending id order by one statement, created on
  --    first use (0018).
  FOR v_attempt IN 1..2 LOOP
    SELECT max(l.id) FILTER (WHERE l.user_id = v_buyer), max(l.id) FILTER (WHERE l.user_id = v_offer.seller_id),
           max(l.id) FILTER (WHERE l.kind = 'platform_fee')
      INTO v_buyer_account, v_seller_account, v_fee_account
      FROM (SELECT a.id, a.kind, a.user_id
              FROM ledger_accounts a
             WHERE a.currency = v_offer.currency
               AND ((a.kind = 'user_wallet' AND a.user_id IN (v_buyer, v_offer.seller_id) AND a.shard = 0)
                    OR (v_fee > 0 AND a.kind = 'platform_fee' AND a.user_id IS NULL AND a.shard = v_shard))
             ORDER BY a.id
               FOR NO KEY UPDATE) l;
    EXIT WHEN v_buyer_account IS NOT NULL AND v_seller_account IS NOT NULL AND (v_fee = 0 OR v_fee_account IS NOT NULL);
    EXIT WHEN v_attempt = 2;
    INSERT INTO ledger_accounts (kind, currency, guarded, user_id, shard)
    SELECT a.kind, v_offer.currency, true, a.user_id, a.shard
      FROM (VALUES ('user_wallet', v_buyer, 0::smallint), ('user_wallet', v_offer.seller_id, 0::smallint),
                   ('platform_fee', NULL::uuid, v_shard)) AS a(kind, user_id, shard)
     WHERE a.kind = 'user_wallet' OR v_fee > 0
    ON CONFLICT DO NOTHING;
  END LOOP;

  IF v_buyer_account IS NULL OR v_seller_account IS NULL OR (v_fee > 0 AND v_fee_account IS NULL) THEN
    RAISE EXCEPTION 'order_place_wallet: ledger refused: account_not_found' USING ERRCODE = 'P0001';
  END IF;

  -- 5. The money, last: one UPDATE of the three counters, the buyer's overdraft guard in its WHERE (0018).
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  UPDATE ledger_accounts a
     SET debits_pending = a.debits_pending + m.dp, credits_pending = a.credits_pending + m.cp
    FROM (VALUES (v_buyer_account, v_amounts.total, 0::numeric), (v_seller_account, 0::numeric, v_amounts.seller_net),
                 (v_fee_account, 0::numeric, v_fee)) AS m(id, dp, cp)
   WHERE a.id = m.id AND (m.dp > 0 OR m.cp > 0)
     AND (m.dp = 0 OR NOT a.guarded OR a.debits_pending + m.dp + a.debits_posted <= a.credits_posted);
  GET DIAGNOSTICS v_updated = ROW_COUNT;
  IF v_updated <> 2 + (v_fee > 0)::integer THEN
    RAISE EXCEPTION 'order_place_wallet: ledger refused: exceeds_credits' USING ERRCODE = 'P0001';
  END IF;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);

  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, order_id)
  SELECT l.id, v_buyer_account, l.credit, l.amount, v_offer.currency, 'pending', v_order_id
    FROM (VALUES ((p ->> 'hold_net_id')::uuid, v_seller_account, v_amounts.seller_net),
                 ((p ->> 'hold_fee_id')::uuid, v_fee_account, v_fee)) AS l(id, credit, amount)
   WHERE l.amount > 0;

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
