-- A wallet purchase in ONE call (issue 8: "a single statement or function call where it matters for
-- speed"). Written by hand: drizzle-kit does not generate functions. Runs on PostgreSQL 15 and PGlite.
--
-- order_place_wallet(p jsonb) does, in this order, what src/orders/orders.service.ts (placeOrder)
-- otherwise does in a dozen statements:
--   1. takes the stock with the guarded UPDATE of the issue (`… WHERE stock >= q RETURNING`): never
--      oversold however many buyers race, since the row lock serialises them and each re-checks stock;
--   2. computes the amounts from the offer's price and its category's fee rule (else the default rule,
--      else the built-in defaults the caller passes) with the rounding of src/orders/fees.ts
--      (orderAmounts: fee = (amount × bps + 5000) / 10000, seller fee ≤ subtotal − 1);
--   3. finds (or creates) the buyer's and seller's wallets and the order's fee shard;
--   4. inserts the order (paid, escrow held, auto-release time), the auto-release job and the seller's
--      "order paid" notification;
--   5. holds the escrow through ledger_create_transfers (two pending legs, buyer → seller net and
--      buyer → fee shard; the ledger locks the accounts in id order and refuses an overdraft).
--
-- Invariants it keeps:
--   - all or nothing: a refusal before any write (offer unavailable, own offer, out of stock) returns
--     {"ok": false, "code": …} having changed nothing; a refusal after the stock was taken (the
--     ledger's, e.g. not enough money) RAISEs, so the statement and its writes roll back with it;
--   - lock order offer row → ledger accounts (ascending id), the same in every purchase, so two
--     purchases queue and never deadlock; the order row is new, nobody else can hold it;
--   - money only through the ledger function (no counter is touched here), with the transfer ids the
--     caller derives from the order id, so a replay can never move money twice;
--   - offers that sell codes (automatic delivery) are refused untouched with code
--     AUTOMATIC_DELIVERY: their stock is the number of unsold codes, which the service claims one by
--     one (the codes are decrypted in the application), so it takes the multi-statement path.
--
-- p: order_id, buyer_id, offer_id, quantity, release_seconds (paid → auto-release), fee_shard,
--    hold_net_id, hold_fee_id (escrow transfer ids), default_buyer_fee_bps, default_seller_fee_bps,
--    job_id, notification {id, kind, category, params, link} (for the seller).
-- Answer: {"ok": true, "order": <orders row, bigints as strings>, "notification": <notifications row>}.
CREATE FUNCTION order_place_wallet(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order_id uuid := (p ->> 'order_id')::uuid;
  v_buyer uuid := (p ->> 'buyer_id')::uuid;
  v_offer_id uuid := (p ->> 'offer_id')::uuid;
  v_quantity integer := (p ->> 'quantity')::integer;
  v_shard smallint := (p ->> 'fee_shard')::smallint;
  v_offer offers%ROWTYPE;
  v_buyer_bps integer;
  v_seller_bps integer;
  v_subtotal numeric;
  v_buyer_fee numeric;
  v_seller_fee numeric;
  v_buyer_account bigint;
  v_seller_account bigint;
  v_fee_account bigint;
  v_order orders%ROWTYPE;
  v_notification notifications%ROWTYPE;
  v_legs jsonb;
  v_held jsonb;
BEGIN
  -- 1. The stock guard. Codes offers and every refusal leave the row untouched.
  UPDATE offers o
     SET stock = o.stock - v_quantity, updated_at = now()
   WHERE o.id = v_offer_id AND o.active AND o.seller_id <> v_buyer AND o.stock >= v_quantity
     AND NOT EXISTS (SELECT 1 FROM offer_codes c WHERE c.offer_id = o.id)
  RETURNING o.* INTO v_offer;
  IF NOT FOUND THEN
    -- Say why, in the order the service checks: unavailable, own offer, codes, out of stock.
    SELECT * INTO v_offer FROM offers WHERE id = v_offer_id;
    IF NOT FOUND OR NOT v_offer.active THEN RETURN jsonb_build_object('ok', false, 'code', 'OFFER_UNAVAILABLE'); END IF;
    IF v_offer.seller_id = v_buyer THEN RETURN jsonb_build_object('ok', false, 'code', 'OWN_PRODUCT_PURCHASE'); END IF;
    IF EXISTS (SELECT 1 FROM offer_codes c WHERE c.offer_id = v_offer_id) THEN
      RETURN jsonb_build_object('ok', false, 'code', 'AUTOMATIC_DELIVERY');
    END IF;
    RETURN jsonb_build_object('ok', false, 'code', 'OUT_OF_STOCK');
  END IF;

  -- 2. Amounts (src/orders/fees.ts orderAmounts, in numeric: no bigint overflow for 18-decimal coins).
  SELECT coalesce(c.buyer_fee_bps, d.buyer_fee_bps), coalesce(c.seller_fee_bps, d.seller_fee_bps)
    INTO v_buyer_bps, v_seller_bps
    FROM (SELECT 1) one
    LEFT JOIN purchase_fee_rules c ON c.scope = v_offer.category
    LEFT JOIN purchase_fee_rules d ON d.scope = 'default';
  IF v_buyer_bps IS NULL OR v_seller_bps IS NULL THEN
    v_buyer_bps := (p ->> 'default_buyer_fee_bps')::integer;
    v_seller_bps := (p ->> 'default_seller_fee_bps')::integer;
  END IF;
  v_subtotal := v_offer.price_minor::numeric * v_quantity;
  v_buyer_fee := div(v_subtotal * v_buyer_bps + 5000, 10000);
  v_seller_fee := CASE WHEN v_subtotal > 1 THEN least(div(v_subtotal * v_seller_bps + 5000, 10000), v_subtotal - 1)
                       ELSE 0 END;

  -- 3. The escrow's accounts, created empty on first use (the owner key makes a racing twin find the
  --    same row). Only reads here: the ledger function takes the locks, in id order.
  INSERT INTO ledger_accounts (kind, currency, guarded, user_id, shard)
  SELECT a.kind, v_offer.currency, true, a.user_id, a.shard
    FROM (VALUES ('user_wallet', v_buyer, 0::smallint), ('user_wallet', v_offer.seller_id, 0::smallint),
                 ('platform_fee', NULL::uuid, v_shard)) AS a(kind, user_id, shard)
   WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts l
                      WHERE l.kind = a.kind AND l.currency = v_offer.currency
                        AND l.user_id IS NOT DISTINCT FROM a.user_id AND l.shard = a.shard)
  ON CONFLICT DO NOTHING;
  SELECT max(l.id) FILTER (WHERE l.user_id = v_buyer), max(l.id) FILTER (WHERE l.user_id = v_offer.seller_id),
         max(l.id) FILTER (WHERE l.kind = 'platform_fee')
    INTO v_buyer_account, v_seller_account, v_fee_account
    FROM ledger_accounts l
   WHERE l.currency = v_offer.currency
     AND ((l.kind = 'user_wallet' AND l.user_id IN (v_buyer, v_offer.seller_id) AND l.shard = 0)
          OR (l.kind = 'platform_fee' AND l.user_id IS NULL AND l.shard = v_shard));

  -- 4. The order (a snapshot of what was bought), its auto-release job and the seller's notification.
  INSERT INTO orders (id, buyer_id, seller_id, offer_id, game_id, category, offer_title, offer_description,
                      offer_image, automatic_delivery, quantity, currency, unit_price, subtotal, buyer_fee,
                      seller_fee, seller_net, total, payment_method, status, escrow, paid_at, delivered_at,
                      release_at)
  VALUES (v_order_id, v_buyer, v_offer.seller_id, v_offer.id, v_offer.game_id, v_offer.category, v_offer.title,
          v_offer.description, v_offer.photos ->> 0, false, v_quantity, v_offer.currency, v_offer.price_minor,
          v_subtotal, v_buyer_fee, v_seller_fee, v_subtotal - v_seller_fee, v_subtotal + v_buyer_fee, 'wallet',
          'pending', 'held', now(), NULL, now() + make_interval(secs => (p ->> 'release_seconds')::double precision))
  RETURNING * INTO v_order;

  INSERT INTO jobs (id, kind, subject, run_at)
  VALUES ((p ->> 'job_id')::uuid, 'order.auto_release', v_order_id::text, v_order.release_at)
  ON CONFLICT (kind, subject) DO NOTHING;

  INSERT INTO notifications (id, user_id, kind, category, params, link)
  VALUES ((p #>> '{notification,id}')::uuid, v_offer.seller_id, p #>> '{notification,kind}',
          p #>> '{notification,category}', coalesce(p #> '{notification,params}', '{}'::jsonb),
          p #>> '{notification,link}')
  RETURNING * INTO v_notification;

  -- 5. The money, last: the wallets and the fee shard stay locked only until the commit right after.
  v_legs := jsonb_build_array(jsonb_build_object(
    'id', p ->> 'hold_net_id', 'kind', 'pending', 'debit_account_id', v_buyer_account::text,
    'credit_account_id', v_seller_account::text, 'amount', (v_subtotal - v_seller_fee)::text,
    'currency', v_offer.currency, 'order_id', v_order_id::text));
  IF v_buyer_fee + v_seller_fee > 0 THEN
    v_legs := v_legs || jsonb_build_object(
      'id', p ->> 'hold_fee_id', 'kind', 'pending', 'debit_account_id', v_buyer_account::text,
      'credit_account_id', v_fee_account::text, 'amount', (v_buyer_fee + v_seller_fee)::text,
      'currency', v_offer.currency, 'order_id', v_order_id::text);
  END IF;
  v_held := ledger_create_transfers(v_legs);
  IF NOT (v_held ->> 'ok')::boolean THEN
    -- Undo everything above with the statement: SQLSTATE P0001, the message names the ledger's code.
    RAISE EXCEPTION 'order_place_wallet: ledger refused: %', v_held ->> 'code'
      USING ERRCODE = 'P0001';
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
--> statement-breakpoint

-- The buyer confirms delivery in ONE call: order_confirm(p jsonb) does what confirmOrder and
-- releaseOrder in src/orders/orders.service.ts otherwise do in six statements: lock the order row,
-- check who asks and the order's state, mark it completed, close its auto-release job, count the sale
-- in the seller's stats, write the seller's "order completed" notification, and post both pending
-- escrow legs through ledger_create_transfers (the seller's net and the platform's fee).
--
-- Invariants it keeps:
--   - exactly one of release and refund wins for an order: the order row lock (FOR UPDATE, taken first
--     here as in every state change) serialises them, and the ledger resolves each pending once;
--   - lock order order row → seller stats → ledger accounts (ascending id), as in releaseOrder;
--   - all or nothing: a refusal before any write returns {"ok": false, "code": …} having changed
--     nothing; the ledger's refusal after the writes RAISEs, rolling them back with the statement;
--   - the post ids are the caller's (derived from the order id): a replay can only replay.
--
-- p: order_id, buyer_id, release_net_id, release_fee_id, hold_net_id, hold_fee_id,
--    notification {id, kind, category, params, link} (for the seller).
-- Answer: {"ok": true, "notification": <notifications row>} or {"ok": false, "code": <AppError code>}.
CREATE FUNCTION order_confirm(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order orders%ROWTYPE;
  v_buyer uuid := (p ->> 'buyer_id')::uuid;
  v_notification notifications%ROWTYPE;
  v_legs jsonb;
  v_released jsonb;
BEGIN
  SELECT * INTO v_order FROM orders WHERE id = (p ->> 'order_id')::uuid FOR UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('ok', false, 'code', 'TRANSACTION_NOT_FOUND'); END IF;
  IF v_order.buyer_id <> v_buyer THEN
    -- The seller may see the order but not confirm it; anyone else does not learn it exists.
    RETURN jsonb_build_object('ok', false, 'code',
      CASE WHEN v_order.seller_id = v_buyer THEN 'FORBIDDEN' ELSE 'TRANSACTION_NOT_FOUND' END);
  END IF;
  IF v_order.dispute_status = 'open' THEN RETURN jsonb_build_object('ok', false, 'code', 'ORDER_DISPUTED'); END IF;
  IF v_order.status <> 'pending' THEN RETURN jsonb_build_object('ok', false, 'code', 'ORDER_NOT_PENDING'); END IF;
  IF v_order.escrow <> 'held' THEN RETURN jsonb_build_object('ok', false, 'code', 'ORDER_NOT_PAID'); END IF;

  UPDATE orders SET status = 'completed', escrow = 'released', completed_at = now() WHERE id = v_order.id;
  UPDATE jobs SET done_at = now()
   WHERE kind = 'order.auto_release' AND subject = v_order.id::text AND done_at IS NULL;
  INSERT INTO seller_stats (user_id, items_sold) VALUES (v_order.seller_id, v_order.quantity)
  ON CONFLICT (user_id) DO UPDATE SET items_sold = seller_stats.items_sold + excluded.items_sold;
  INSERT INTO notifications (id, user_id, kind, category, params, link)
  VALUES ((p #>> '{notification,id}')::uuid, v_order.seller_id, p #>> '{notification,kind}',
          p #>> '{notification,category}', coalesce(p #> '{notification,params}', '{}'::jsonb),
          p #>> '{notification,link}')
  RETURNING * INTO v_notification;

  -- The money last: post the pendings that exist (a hold without fee has no fee leg).
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'kind', 'post_pending', 'pending_id', l.pending_id)
                            ORDER BY l.ord), '[]'::jsonb)
    INTO v_legs
    FROM (VALUES (p ->> 'release_net_id', p ->> 'hold_net_id', 1), (p ->> 'release_fee_id', p ->> 'hold_fee_id', 2))
         AS l(id, pending_id, ord)
   WHERE EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = l.pending_id::uuid);
  v_released := ledger_create_transfers(v_legs);
  IF NOT (v_released ->> 'ok')::boolean THEN
    RAISE EXCEPTION 'order_confirm: ledger refused: %',
      CASE WHEN v_released ->> 'code' = 'empty_batch' THEN 'pending_transfer_not_found' ELSE v_released ->> 'code' END
      USING ERRCODE = 'P0001';
  END IF;
  RETURN jsonb_build_object('ok', true, 'notification', to_jsonb(v_notification));
END
$$;
