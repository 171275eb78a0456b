-- order_place_wallet and order_confirm of 0014, two costs fewer, same contract (JSON in and out) and
-- the same invariants (0014's comments list them):
--   - the escrow's accounts are locked by their own UPDATEs, one per account in ascending id order,
--     instead of a SELECT … FOR NO KEY UPDATE followed by one UPDATE: every account row was written to
--     the WAL twice (a LOCK record, then the update), pg_waldump showed. The lock order is the same
--     ascending id order as every other movement's. The hold's overdraft check moves into the WHERE of
--     the buyer's UPDATE (checked on the locked, latest row); the post checks "already resolved" after
--     its UPDATEs, still under the locks, and RAISEs (rolling them back) on a refusal;
--   - the purchase's auto-release job is a plain INSERT (the order id is new, so the ON CONFLICT's
--     speculative insertion bought nothing).
CREATE OR REPLACE FUNCTION order_place_wallet(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order_id uuid := (p ->> 'order_id')::uuid;
  v_buyer uuid := (p ->> 'buyer_id')::uuid;
  v_offer_id uuid := (p ->> 'offer_id')::uuid;
  v_quantity integer := (p ->> 'quantity')::integer;
  v_shard smallint := (p ->> 'fee_shard')::smallint;
  v_offer offers%ROWTYPE;
  v_rule record;
  v_amounts record;
  v_fee numeric;
  v_order orders%ROWTYPE;
  v_notification notifications%ROWTYPE;
  v_leg record;
  v_buyer_account bigint;
  v_seller_account bigint;
  v_fee_account bigint;
BEGIN
  -- 1. The stock guard (0011): never oversold; codes offers and every refusal leave the row untouched.
  UPDATE offers o
     SET stock = o.stock - v_quantity, updated_at = now()
   WHERE o.id = v_offer_id AND o.active AND o.seller_id <> v_buyer AND o.stock >= v_quantity
     AND NOT EXISTS (SELECT 1 FROM offer_codes c WHERE c.offer_id = o.id)
  RETURNING o.* INTO v_offer;
  IF NOT FOUND THEN
    SELECT * INTO v_offer FROM offers WHERE id = v_offer_id;
    IF NOT FOUND OR NOT v_offer.active THEN RETURN jsonb_build_object('ok', false, 'code', 'OFFER_UNAVAILABLE'); END IF;
    IF v_offer.seller_id = v_buyer THEN RETURN jsonb_build_object('ok', false, 'code', 'OWN_PRODUCT_PURCHASE'); END IF;
    IF EXISTS (SELECT 1 FROM offer_codes c WHERE c.offer_id = v_offer_id) THEN
      RETURN jsonb_build_object('ok', false, 'code', 'AUTOMATIC_DELIVERY');
    END IF;
    RETURN jsonb_build_object('ok', false, 'code', 'OUT_OF_STOCK');
  END IF;

  -- 2. Amounts: the category's fee rule and THE rounding (order_amounts).
  SELECT * INTO v_rule FROM purchase_fee_rule(v_offer.category, (p ->> 'default_buyer_fee_bps')::integer,
                                              (p ->> 'default_seller_fee_bps')::integer);
  SELECT * INTO v_amounts FROM order_amounts(v_offer.price_minor, v_quantity, v_rule.buyer_fee_bps, v_rule.seller_fee_bps);
  v_fee := v_amounts.buyer_fee + v_amounts.seller_fee;

  -- 3. The order, its auto-release job and the seller's notification (0011).
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

  -- A plain INSERT: the order id was new a statement ago (orders primary key), so no job can exist
  -- for it, and a speculative insertion (ON CONFLICT) would only cost its extra work.
  INSERT INTO jobs (id, kind, subject, run_at)
  VALUES ((p ->> 'job_id')::uuid, 'order.auto_release', v_order_id::text, v_order.release_at);

  INSERT INTO notifications (id, user_id, kind, category, params, link)
  VALUES ((p #>> '{notification,id}')::uuid, v_offer.seller_id, p #>> '{notification,kind}',
          p #>> '{notification,category}', coalesce(p #> '{notification,params}', '{}'::jsonb),
          p #>> '{notification,link}')
  RETURNING * INTO v_notification;

  -- 4. The escrow's accounts (reads only; 0011): an account seen for the first time is created empty,
  --    the owner key making a racing twin find the same row.
  SELECT max(l.id) FILTER (WHERE l.user_id = v_buyer), max(l.id) FILTER (WHERE l.user_id = v_offer.seller_id),
         max(l.id) FILTER (WHERE l.kind = 'platform_fee')
    INTO v_buyer_account, v_seller_account, v_fee_account
    FROM ledger_accounts l
   WHERE l.currency = v_offer.currency
     AND ((l.kind = 'user_wallet' AND l.user_id IN (v_buyer, v_offer.seller_id) AND l.shard = 0)
          OR (v_fee > 0 AND l.kind = 'platform_fee' AND l.user_id IS NULL AND l.shard = v_shard));
  IF v_buyer_account IS NULL OR v_seller_account IS NULL OR (v_fee > 0 AND v_fee_account IS NULL) THEN
    INSERT INTO ledger_accounts (kind, currency, guarded, user_id, shard)
    SELECT a.kind, v_offer.currency, true, a.user_id, a.shard
      FROM (VALUES ('user_wallet', v_buyer, 0::smallint), ('user_wallet', v_offer.seller_id, 0::smallint),
                   ('platform_fee', NULL::uuid, v_shard)) AS a(kind, user_id, shard)
     WHERE a.kind = 'user_wallet' OR v_fee > 0
    ON CONFLICT DO NOTHING;
    SELECT max(l.id) FILTER (WHERE l.user_id = v_buyer), max(l.id) FILTER (WHERE l.user_id = v_offer.seller_id),
           max(l.id) FILTER (WHERE l.kind = 'platform_fee')
      INTO v_buyer_account, v_seller_account, v_fee_account
      FROM ledger_accounts l
     WHERE l.currency = v_offer.currency
       AND ((l.kind = 'user_wallet' AND l.user_id IN (v_buyer, v_offer.seller_id) AND l.shard = 0)
            OR (v_fee > 0 AND l.kind = 'platform_fee' AND l.user_id IS NULL AND l.shard = v_shard));
  END IF;

  IF v_buyer_account IS NULL OR v_seller_account IS NULL OR (v_fee > 0 AND v_fee_account IS NULL) THEN
    RAISE EXCEPTION 'order_place_wallet: ledger refused: account_not_found' USING ERRCODE = 'P0001';
  END IF;

  -- 5. The money, last (the hot rows stay locked only until the commit right after). Each account is
  --    locked by its own UPDATE, in ascending id order (the order of every movement: no deadlock); the
  --    buyer's wallet, the only account a hold debits, carries the overdraft guard in its WHERE, like
  --    the stock guard: debits (pending + posted) stay within posted credits, evaluated on the locked,
  --    latest row (READ COMMITTED re-reads a row changed meanwhile). CHECK
  --    ledger_accounts_guarded_no_overdraft stays the last line.
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  FOR v_leg IN
    SELECT m.id, m.dp, m.cp
      FROM (VALUES (v_buyer_account, v_amounts.total, 0::numeric), (v_seller_account, 0::numeric, v_amounts.seller_net),
                   (v_fee_account, 0::numeric, v_fee)) AS m(id, dp, cp)
     WHERE m.dp > 0 OR m.cp > 0
     ORDER BY m.id
  LOOP
    UPDATE ledger_accounts a
       SET debits_pending = a.debits_pending + v_leg.dp, credits_pending = a.credits_pending + v_leg.cp
     WHERE a.id = v_leg.id
       AND (v_leg.dp = 0 OR NOT a.guarded OR a.debits_pending + v_leg.dp + a.debits_posted <= a.credits_posted);
    IF NOT FOUND THEN
      RAISE EXCEPTION 'order_place_wallet: ledger refused: %',
        CASE WHEN v_leg.dp > 0 THEN 'exceeds_credits' ELSE 'account_not_found' END USING ERRCODE = 'P0001';
    END IF;
  END LOOP;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);

  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, order_id)
  SELECT l.id, v_buyer_account, l.credit, l.amount, v_offer.currency, 'pending', v_order_id
    FROM (VALUES ((p ->> 'hold_net_id')::uuid, v_seller_account, v_amounts.seller_net),
                 ((p ->> 'hold_fee_id')::uuid, v_fee_account, v_fee)) AS l(id, credit, amount)
   WHERE l.amount > 0;

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

CREATE OR REPLACE FUNCTION order_confirm(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order orders%ROWTYPE;
  v_buyer uuid := (p ->> 'buyer_id')::uuid;
  v_notification notifications%ROWTYPE;
  v_net ledger_transfers%ROWTYPE;
  v_fee ledger_transfers%ROWTYPE;
  v_has_fee boolean;
  v_leg record;
  v_resolved text;
BEGIN
  SELECT * INTO v_order FROM orders WHERE id = (p ->> 'order_id')::uuid FOR UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('ok', false, 'code', 'TRANSACTION_NOT_FOUND'); END IF;
  IF v_order.buyer_id <> v_buyer THEN
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

  -- The money last. The pendings (immutable rows): the seller's net, and the fee when there is one.
  SELECT * INTO v_net FROM ledger_transfers WHERE id = (p ->> 'hold_net_id')::uuid;
  IF NOT FOUND OR v_net.kind <> 'pending' OR v_net.order_id IS DISTINCT FROM v_order.id THEN
    RAISE EXCEPTION 'order_confirm: ledger refused: pending_transfer_not_found' USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO v_fee FROM ledger_transfers WHERE id = (p ->> 'hold_fee_id')::uuid;
  v_has_fee := FOUND;
  IF v_has_fee AND (v_fee.kind <> 'pending' OR v_fee.order_id IS DISTINCT FROM v_order.id
                    OR v_fee.debit_account_id <> v_net.debit_account_id) THEN
    RAISE EXCEPTION 'order_confirm: ledger refused: pending_transfer_not_found' USING ERRCODE = 'P0001';
  END IF;

  -- Post all of each pending: it leaves the pending counters and enters the posted ones, on both sides
  -- (the debited wallet's debits, pending + posted, do not change: no overdraft can arise). Each account
  -- is locked by its own UPDATE, in ascending id order (the buyer's wallet, the seller's, the fee shard).
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  FOR v_leg IN
    SELECT x.id, sum(x.d) AS d, sum(x.c) AS c
      FROM (VALUES (v_net.debit_account_id, v_net.amount, 0::numeric),
                   (v_net.credit_account_id, 0::numeric, v_net.amount),
                   (CASE WHEN v_has_fee THEN v_fee.debit_account_id END, v_fee.amount, 0::numeric),
                   (CASE WHEN v_has_fee THEN v_fee.credit_account_id END, 0::numeric, v_fee.amount)) AS x(id, d, c)
     WHERE x.id IS NOT NULL
     GROUP BY x.id
     ORDER BY x.id
  LOOP
    UPDATE ledger_accounts a
       SET debits_pending = a.debits_pending - v_leg.d, debits_posted = a.debits_posted + v_leg.d,
           credits_pending = a.credits_pending - v_leg.c, credits_posted = a.credits_posted + v_leg.c
     WHERE a.id = v_leg.id;
  END LOOP;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);

  -- Resolved at most once, read under the locks every resolution of these pendings takes (a resolver
  -- that got there first has committed by now; the unique index repeats the rule). A refusal RAISEs:
  -- the UPDATEs above roll back with the statement.
  SELECT t.kind INTO v_resolved FROM ledger_transfers t
   WHERE t.pending_id IN (v_net.id, CASE WHEN v_has_fee THEN v_fee.id END) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'order_confirm: ledger refused: %',
      CASE v_resolved WHEN 'post_pending' THEN 'pending_transfer_already_posted' ELSE 'pending_transfer_already_voided' END
      USING ERRCODE = 'P0001';
  END IF;
  IF (v_net.expires_at IS NOT NULL AND v_net.expires_at <= now())
     OR (v_has_fee AND v_fee.expires_at IS NOT NULL AND v_fee.expires_at <= now()) THEN
    RAISE EXCEPTION 'order_confirm: ledger refused: pending_transfer_expired' USING ERRCODE = 'P0001';
  END IF;

  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, pending_id, order_id)
  SELECT l.id, l.debit, l.credit, l.amount, l.currency, 'post_pending', l.pending_id, l.order_id
    FROM (VALUES ((p ->> 'release_net_id')::uuid, v_net.debit_account_id, v_net.credit_account_id, v_net.amount,
                  v_net.currency, v_net.id, v_net.order_id, true),
                 ((p ->> 'release_fee_id')::uuid, v_fee.debit_account_id, v_fee.credit_account_id, v_fee.amount,
                  v_fee.currency, v_fee.id, v_fee.order_id, v_has_fee))
         AS l(id, debit, credit, amount, currency, pending_id, order_id, wanted)
   WHERE l.wanted;
  RETURN jsonb_build_object('ok', true, 'notification', to_jsonb(v_notification));
END
$$;
