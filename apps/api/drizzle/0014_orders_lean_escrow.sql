DROP INDEX "ledger_transfers_order_idx";--> statement-breakpoint
DROP INDEX "ledger_transfers_pending_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_id_key" ON "ledger_transfers" USING btree ("pending_id") WHERE "ledger_transfers"."pending_id" is not null;--> statement-breakpoint

-- The escrow of a wallet purchase and of its confirmation without the general ledger function
-- (issue 8 budget). Written by hand: drizzle-kit does not generate functions. Runs on PostgreSQL 15
-- and PGlite.
--
-- Why. order_place_wallet and order_confirm (0011) were one call each, but they built a JSON batch and
-- handed it to ledger_create_transfers, which parses it leg by leg, looks every pending up, counts
-- duplicates, locks, checks idempotency, currencies, resolutions and balances and builds a JSON answer:
-- a dozen statements for a movement whose shape is known in advance (two pending legs from one buyer;
-- or the posting of those two legs). Measured inside the function (auto_explain, nested statements)
-- the ledger part was about half of the call. Here the two movements are written out:
--
--   hold (purchase):   lock the buyer's wallet, the seller's wallet and the order's fee shard in id
--                      order (ONE SELECT … ORDER BY id FOR NO KEY UPDATE, which also reads the
--                      counters), check the buyer's overdraft, ONE UPDATE of the counters, ONE INSERT
--                      of the two pending transfers;
--   post (confirm):    read the two pendings by id, lock their accounts in id order, refuse a pending
--                      already resolved, ONE UPDATE, ONE INSERT of the two post_pending transfers.
--
-- Every ledger invariant is kept, by the same means as ledger_create_transfers (src/ledger/README.md):
--   - double entry: each leg moves one debit and one credit counter by the same amount, in one UPDATE;
--   - accounts locked in ascending id order, the order of every other movement: no deadlock with them;
--   - overdraft: checked under the locks on the only debited account (the buyer's wallet: a pending
--     credit or a post cannot overdraw); CHECK ledger_accounts_guarded_no_overdraft stays the last line;
--   - a pending resolved at most once: checked under the locks, unique index
--     ledger_transfers_pending_id_key as the last line; the order row lock (FOR UPDATE, first in every
--     state change of an order) already serialises confirm, release, refund and auto-release;
--   - append-only transfers: only INSERTs (the triggers of 0002 still refuse UPDATE/DELETE/TRUNCATE);
--   - balances change only by transfers: the counters move only while 0002's transaction-local flag is
--     raised around the one UPDATE, and the transfers that explain them are inserted in the same call;
--   - idempotency: the transfer ids are the caller's, derived from the order id (escrowTransferIds); the
--     primary key refuses a second hold or post under the same id, so a replay can never move money
--     twice (and the order id, the orders primary key, is new for every purchase);
--   - stock never oversold: the guarded UPDATE of 0011, unchanged.
--
-- Also, in this migration:
--   - the fee rounding lives here only (order_amounts, below); the application reads it (src/orders/fees.ts
--     has no rounding of its own any more);
--   - orders get fillfactor 80, so that the confirmation's UPDATE of the order row can stay on its page
--     (a HOT update: no new index entries);
--   - (generated above) ledger_transfers_pending_id_key becomes partial (only resolutions have a
--     pending_id: a hold adds no entry, and it still refuses a second resolution), and
--     ledger_transfers_order_idx goes (an order's transfers are found by their derived ids; no query
--     read it), two index entries fewer per escrow leg.

-- The amounts of an order — THE rounding of purchase fees (the application asks this function, it
-- does not compute them): fee = subtotal × bps / 10 000 rounded half up to the minor unit; the buyer
-- pays subtotal + buyer fee; the seller receives subtotal − seller fee, and always at least one minor
-- unit (the seller fee is capped at subtotal − 1; 0 on a subtotal of 1). numeric: no overflow for
-- 18-decimal coins.
CREATE FUNCTION order_amounts(unit_price numeric, quantity integer, buyer_fee_bps integer, seller_fee_bps integer,
                              OUT subtotal numeric, OUT buyer_fee numeric, OUT seller_fee numeric,
                              OUT seller_net numeric, OUT total numeric)
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT s, b, f, s - f, s + b
    FROM (SELECT unit_price * quantity AS s) st
    CROSS JOIN LATERAL (SELECT div(st.s * buyer_fee_bps + 5000, 10000) AS b,
                               CASE WHEN st.s > 1 THEN least(div(st.s * seller_fee_bps + 5000, 10000), st.s - 1)
                                    ELSE 0 END AS f) fees
$$;
--> statement-breakpoint

-- The fee rule in force for a category: its own, else the stored default, else the built-in defaults
-- the caller passes (src/orders/fees.ts DEFAULT_PURCHASE_FEE_RULE).
CREATE FUNCTION purchase_fee_rule(category text, default_buyer_fee_bps integer, default_seller_fee_bps integer,
                                  OUT buyer_fee_bps integer, OUT seller_fee_bps integer)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN c.scope IS NOT NULL THEN c.buyer_fee_bps WHEN d.scope IS NOT NULL THEN d.buyer_fee_bps
              ELSE default_buyer_fee_bps END,
         CASE WHEN c.scope IS NOT NULL THEN c.seller_fee_bps WHEN d.scope IS NOT NULL THEN d.seller_fee_bps
              ELSE default_seller_fee_bps END
    FROM (SELECT 1) one
    LEFT JOIN purchase_fee_rules c ON c.scope = category
    LEFT JOIN purchase_fee_rules d ON d.scope = 'default'
$$;
--> statement-breakpoint

ALTER TABLE orders SET (fillfactor = 80);
--> statement-breakpoint

-- p: as in 0011 (order_id, buyer_id, offer_id, quantity, release_seconds, fee_shard, hold_net_id,
--    hold_fee_id, default_buyer_fee_bps, default_seller_fee_bps, job_id, notification {…}).
-- Answer: as in 0011: {"ok": true, "order": <orders row, bigints as strings>, "notification": <row>},
-- or {"ok": false, "code": …} for a refusal before any write; the ledger's refusal (not enough money)
-- RAISEs "order_place_wallet: ledger refused: exceeds_credits" (P0001) so every write rolls back.
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
  v_account record;
  v_buyer_account bigint;
  v_seller_account bigint;
  v_fee_account bigint;
  v_locked integer;
  v_buyer_overdrawn boolean;
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

  INSERT INTO jobs (id, kind, subject, run_at)
  VALUES ((p ->> 'job_id')::uuid, 'order.auto_release', v_order_id::text, v_order.release_at)
  ON CONFLICT (kind, subject) DO NOTHING;

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

  -- 5. The money, last (the hot rows stay locked only until the commit right after): the accounts locked
  --    in id order, the buyer's counters read under the lock in the same statement. The buyer's wallet
  --    is the only account a hold debits: its debits (pending + posted) must stay within its posted
  --    credits (the rule of ledger_create_transfers and of the CHECK).
  v_locked := 0;
  v_buyer_overdrawn := true;
  FOR v_account IN
    SELECT l.id, l.guarded, l.debits_pending, l.debits_posted, l.credits_posted
      FROM ledger_accounts l
     WHERE l.id IN (v_buyer_account, v_seller_account, v_fee_account)
     ORDER BY l.id
       FOR NO KEY UPDATE
  LOOP
    v_locked := v_locked + 1;
    IF v_account.id = v_buyer_account THEN
      v_buyer_overdrawn := v_account.guarded
        AND v_account.debits_pending + v_amounts.total + v_account.debits_posted > v_account.credits_posted;
    END IF;
  END LOOP;
  IF v_locked < (CASE WHEN v_fee > 0 THEN 3 ELSE 2 END) THEN
    RAISE EXCEPTION 'order_place_wallet: ledger refused: account_not_found' USING ERRCODE = 'P0001';
  END IF;
  IF v_buyer_overdrawn THEN
    RAISE EXCEPTION 'order_place_wallet: ledger refused: exceeds_credits' USING ERRCODE = 'P0001';
  END IF;

  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  UPDATE ledger_accounts a
     SET debits_pending = a.debits_pending + m.dp, credits_pending = a.credits_pending + m.cp
    FROM (VALUES (v_buyer_account, v_amounts.total, 0::numeric), (v_seller_account, 0::numeric, v_amounts.seller_net),
                 (v_fee_account, 0::numeric, v_fee)) AS m(id, dp, cp)
   WHERE a.id = m.id;
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

-- p: as in 0011 (order_id, buyer_id, release_net_id, release_fee_id, hold_net_id, hold_fee_id,
--    notification {…}). Answer: as in 0011.
CREATE OR REPLACE FUNCTION order_confirm(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order orders%ROWTYPE;
  v_buyer uuid := (p ->> 'buyer_id')::uuid;
  v_notification notifications%ROWTYPE;
  v_net ledger_transfers%ROWTYPE;
  v_fee ledger_transfers%ROWTYPE;
  v_has_fee boolean;
  v_locked integer;
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

  -- Their accounts locked in id order (the buyer's wallet, the seller's, the fee shard).
  SELECT count(*) INTO v_locked FROM (
    SELECT id FROM ledger_accounts
     WHERE id IN (v_net.debit_account_id, v_net.credit_account_id, CASE WHEN v_has_fee THEN v_fee.credit_account_id END)
     ORDER BY id FOR NO KEY UPDATE
  ) l;

  -- Resolved at most once, read under the locks every resolution takes (the unique index repeats it).
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

  -- Post all of each pending: it leaves the pending counters and enters the posted ones, on both sides.
  -- The debited wallet's debits (pending + posted) do not change, so no overdraft can arise.
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  UPDATE ledger_accounts a
     SET debits_pending = a.debits_pending - m.d, debits_posted = a.debits_posted + m.d,
         credits_pending = a.credits_pending - m.c, credits_posted = a.credits_posted + m.c
    FROM (SELECT x.id, sum(x.d) AS d, sum(x.c) AS c
            FROM (VALUES (v_net.debit_account_id, v_net.amount, 0::numeric),
                         (v_net.credit_account_id, 0::numeric, v_net.amount),
                         (CASE WHEN v_has_fee THEN v_fee.debit_account_id END, v_fee.amount, 0::numeric),
                         (CASE WHEN v_has_fee THEN v_fee.credit_account_id END, 0::numeric, v_fee.amount)) AS x(id, d, c)
           WHERE x.id IS NOT NULL
           GROUP BY x.id) AS m
   WHERE a.id = m.id;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);

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
