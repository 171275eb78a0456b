-- order_place_wallet of 0016, fewer statements per purchase (issue 8 budget), same contract (JSON in
-- and out) and the same invariants (0014's comments list them). Profiled at 8 buyers (perf, on the
-- PostgreSQL server), the purchase was server CPU: mostly the start of each statement the function
-- runs (an executor per statement, with the CHECK constraints of its table read and prepared again
-- every time), not the rows it writes. So:
--   - the fee rule and the amounts are assigned as expressions (PL/pgSQL's fast path) instead of read
--     FROM the functions (an executor and a tuplestore each);
--   - the escrow's three accounts are found and locked by ONE SELECT … ORDER BY id FOR NO KEY UPDATE
--     (ascending id order, as every movement locks them) and updated by ONE UPDATE: two statements
--     where there were five (a lookup, the loop's query, one UPDATE per account), and ledger_accounts'
--     CHECK constraints prepared once instead of three times. The overdraft guard stays in the UPDATE's
--     WHERE, evaluated on the locked row; a leg it refuses leaves the row count short and RAISEs, which
--     rolls the whole purchase back (the claim of the Idempotency-Key with it);
--   - a caller that reads the order afterwards anyway asks for its id alone ('answer': 'id').
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
  v_attempt integer;
  v_updated integer;
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
  --    Assigned as expressions: a function call in FROM (SELECT * INTO … FROM f()) ran an executor and
  --    a tuplestore for each; an expression is PL/pgSQL's fast path.
  v_rule := purchase_fee_rule(v_offer.category, (p ->> 'default_buyer_fee_bps')::integer,
                              (p ->> 'default_seller_fee_bps')::integer);
  v_amounts := order_amounts(v_offer.price_minor, v_quantity, v_rule.buyer_fee_bps, v_rule.seller_fee_bps);
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

  -- 4. The escrow's accounts, found AND locked by one statement: the subquery's FOR NO KEY UPDATE sits
  --    above its ORDER BY, so the rows are locked in ascending id order (the order of every movement:
  --    no deadlock), and the aggregate outside reads their ids. An account seen for the first time is
  --    created empty (the owner key making a racing twin find the same row), then found and locked again.
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

  -- 5. The money, last (the hot rows stay locked only until the commit right after): the counters of
  --    all three accounts, already locked above, in ONE UPDATE. The buyer's wallet, the only account a
  --    hold debits, carries the overdraft guard in its WHERE, like the stock guard: debits (pending +
  --    posted) stay within posted credits, on the locked row. A leg the UPDATE did not reach can only be
  --    the buyer's refused by that guard. CHECK ledger_accounts_guarded_no_overdraft stays the last line.
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

  -- The one-statement route path reads the order afterwards for its answer: it asks for the id alone
  -- ('answer': 'id'), sparing the JSON of the whole row on both sides.
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
