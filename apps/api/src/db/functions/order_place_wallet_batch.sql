-- Wallet purchases of several buyers in ONE statement, its own transaction (src/orders/README.md,
-- "Wallet purchases in groups"). A single purchase is mostly fixed cost per statement and per
-- transaction, so the orders service groups the wallet purchases that arrive while earlier ones are in
-- flight (src/orders/purchase-groups.ts) and places them here: every step is one set-based statement
-- for the whole group, so those costs are paid once per group instead of once per purchase.
--
-- The contract is narrow on purpose. A group never holds two purchases of the same buyer or of the same
-- offer (the caller keeps them apart, and the statement refuses itself otherwise), so every guard below
-- judges one purchase alone. A purchase is either placed here exactly as order_place_wallet would place
-- it (same rows, same amounts, same ledger movements, the Idempotency-Key claimed with the order it
-- made), or it is left out untouched and the caller runs it alone, which gives its answer or refusal:
--   - left out from the start, by what the statement's snapshot shows: an unavailable, own, codes,
--     out-of-stock, hidden or banned seller's offer, one not at its buyer's shown price, a buyer whose
--     wallet does not cover the total, an account not yet created (alone, order_place_wallet creates it);
--   - left out by its key: a twin holds the Idempotency-Key already (ON CONFLICT DO NOTHING);
--   - everything is refused (RAISE, the whole statement rolls back and every purchase runs alone) when
--     the locked rows no longer agree with the snapshot: a concurrent change to an offer (price,
--     currency, seller, category), or a concurrent debit that the overdraft guard now refuses.
-- The escrow is held by order_hold (order_hold.sql, THE hold), called once for the whole group after the
-- statement that places the orders, so each of its steps is still one statement for the group.
-- Lock order is that of order_place_wallet: the keys (sorted), then the offers in id order, then (in
-- order_hold) the escrow accounts in id order (each account once, its legs summed), so groups, single
-- purchases and every other movement cannot deadlock. The overdraft guard stays in the accounts' UPDATE
-- WHERE, and CHECK ledger_accounts_guarded_no_overdraft stays the last line. Rows are looked up per key in LATERAL
-- subqueries (OFFSET 0): jsonb_to_recordset is estimated at 100 rows, which planned hash joins over
-- whole tables.
--
-- p: expires_at (of the claimed keys), default_buyer_fee_bps, default_seller_fee_bps, items: [{i, scope,
--    key, request_hash, and what order_place_wallet takes for that purchase}].
-- Answer: a JSON array of the placed purchases, {i, order_id, notification} (i = the item's index).
CREATE OR REPLACE FUNCTION order_place_wallet_batch(p jsonb) RETURNS jsonb
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_placed jsonb;
  v_holds jsonb;
  v_ok boolean;
BEGIN
  WITH item AS (
    SELECT * FROM jsonb_to_recordset(p -> 'items') AS x(
      i integer, scope text, key text, request_hash text, order_id uuid, buyer_id uuid, offer_id uuid,
      quantity integer, unit_price numeric, currency text, release_seconds double precision, fee_shard smallint,
      hold_net_id uuid, hold_fee_id uuid, job_id uuid, notification jsonb)
  ),
  offered AS MATERIALIZED (
    SELECT item.*, o.seller_id, o.price_minor, o.category,
           purchase_fee_rule(o.category, (p ->> 'default_buyer_fee_bps')::integer,
                             (p ->> 'default_seller_fee_bps')::integer) AS rule
      FROM item
     CROSS JOIN LATERAL (
             SELECT * FROM offers o
              WHERE o.id = item.offer_id AND o.active AND o.seller_id <> item.buyer_id AND o.stock >= item.quantity
                AND o.price_minor = item.unit_price AND o.currency = item.currency
                AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = o.game_id AND g.hidden)
                AND NOT EXISTS (SELECT 1 FROM game_categories gc
                                 WHERE gc.game_id = o.game_id AND gc.category = o.category AND gc.hidden)
                AND NOT EXISTS (SELECT 1 FROM game_servers gs WHERE gs.id = o.server_id AND gs.hidden)
                AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.seller_id AND u.banned)
                AND NOT EXISTS (SELECT 1 FROM offer_codes c WHERE c.offer_id = o.id)
             OFFSET 0) o
  ),
  priced AS MATERIALIZED (
    SELECT offered.*, order_amounts(price_minor, quantity, (rule).buyer_fee_bps, (rule).seller_fee_bps) AS amt
      FROM offered
  ),
  accounted AS MATERIALIZED (
    SELECT priced.*, (amt).subtotal, (amt).buyer_fee, (amt).seller_fee, (amt).seller_net, (amt).total,
           (amt).buyer_fee + (amt).seller_fee AS fee,
           (SELECT a.id FROM ledger_accounts a
             WHERE a.kind = 'user_wallet' AND a.currency = priced.currency AND a.user_id = priced.buyer_id AND a.shard = 0
               AND (NOT a.guarded OR a.debits_pending + (amt).total + a.debits_posted <= a.credits_posted)) AS buyer_account,
           (SELECT a.id FROM ledger_accounts a
             WHERE a.kind = 'user_wallet' AND a.currency = priced.currency AND a.user_id = priced.seller_id AND a.shard = 0) AS seller_account,
           (SELECT a.id FROM ledger_accounts a
             WHERE a.kind = 'platform_fee' AND a.currency = priced.currency AND a.user_id IS NULL AND a.shard = priced.fee_shard) AS fee_account
      FROM priced
  ),
  planned AS (
    SELECT * FROM accounted
     WHERE buyer_account IS NOT NULL AND seller_account IS NOT NULL AND (fee = 0 OR fee_account IS NOT NULL)
  ),
  claim AS (
    INSERT INTO idempotency_keys (scope, key, request_hash, expires_at, response)
    SELECT pl.scope, pl.key, pl.request_hash, (p ->> 'expires_at')::timestamptz, jsonb_build_object('orderId', pl.order_id)
      FROM planned pl ORDER BY pl.scope, pl.key
    ON CONFLICT DO NOTHING
    RETURNING scope, key
  ),
  claimed AS (SELECT pl.* FROM planned pl JOIN claim c ON c.scope = pl.scope AND c.key = pl.key),
  offer_lock AS (
    SELECT l.id
      FROM (SELECT offer_id FROM claimed ORDER BY offer_id) c
     CROSS JOIN LATERAL (SELECT o.id FROM offers o WHERE o.id = c.offer_id FOR NO KEY UPDATE) l
  ),
  stock AS (
    UPDATE offers o SET stock = o.stock - c.quantity, updated_at = now()
      FROM offer_lock l JOIN claimed c ON c.offer_id = l.id
     WHERE o.id = l.id AND o.active AND o.stock >= c.quantity
    RETURNING o.id, o.seller_id, o.price_minor, o.currency, o.category, o.game_id, o.title, o.description,
              o.photos ->> 0 AS image, o.warranty_days
  ),
  -- The locked row must still be the snapshot's offer at the buyer's price (price, currency, seller,
  -- category); otherwise the group is refused below and every purchase runs alone.
  bought AS (
    SELECT c.*, s.game_id, s.title, s.description, s.image, s.warranty_days
      FROM claimed c JOIN stock s ON s.id = c.offer_id
     WHERE s.seller_id = c.seller_id AND s.price_minor = c.unit_price AND s.currency = c.currency
       AND s.category = c.category
  ),
  new_order AS (
    INSERT INTO orders (id, buyer_id, seller_id, offer_id, game_id, category, offer_title, offer_description,
                        offer_image, automatic_delivery, quantity, currency, unit_price, subtotal, buyer_fee,
                        seller_fee, seller_net, total, payment_method, status, escrow, paid_at, delivered_at, release_at,
                        warranty_days)
    SELECT b.order_id, b.buyer_id, b.seller_id, b.offer_id, b.game_id, b.category, b.title, b.description, b.image,
           false, b.quantity, b.currency, b.price_minor, b.subtotal, b.buyer_fee, b.seller_fee, b.seller_net, b.total,
           'wallet', 'pending', 'held', now(), NULL, now() + make_interval(secs => b.release_seconds), b.warranty_days
      FROM bought b
    RETURNING id, release_at
  ),
  new_job AS (
    INSERT INTO jobs (id, kind, subject, run_at)
    SELECT b.job_id, 'order.auto_release', n.id::text, n.release_at FROM new_order n JOIN bought b ON b.order_id = n.id
    RETURNING 1
  ),
  new_notification AS (
    INSERT INTO notifications (id, user_id, kind, category, params, link)
    SELECT (b.notification ->> 'id')::uuid, b.seller_id, b.notification ->> 'kind', b.notification ->> 'category',
           coalesce(b.notification -> 'params', '{}'::jsonb), b.notification ->> 'link'
      FROM bought b
    RETURNING *
  )
  SELECT (SELECT count(*) FROM bought) = (SELECT count(*) FROM claimed)
         AND (SELECT count(*) = count(DISTINCT buyer_id) AND count(*) = count(DISTINCT offer_id) FROM item),
         coalesce(jsonb_agg(jsonb_build_object('i', b.i, 'order_id', b.order_id, 'notification', to_jsonb(n))), '[]'::jsonb),
         jsonb_agg(jsonb_build_object(
           'order_id', b.order_id, 'currency', b.currency, 'seller_net', b.seller_net, 'fee', b.fee,
           'hold_net_id', b.hold_net_id, 'hold_fee_id', b.hold_fee_id, 'buyer_account', b.buyer_account,
           'seller_account', b.seller_account, 'fee_account', b.fee_account))
    INTO v_ok, v_placed, v_holds
    FROM bought b JOIN new_notification n ON n.id = (b.notification ->> 'id')::uuid;
  IF NOT v_ok THEN
    RAISE EXCEPTION 'order_place_wallet_batch: conflict' USING ERRCODE = 'P0001';
  END IF;
  -- The escrow of the whole group, last: order_hold (order_hold.sql, THE hold of every order), one call
  -- for all of it, with the accounts the snapshot found: one SELECT locks them in ascending id order (each
  -- once), one UPDATE moves each by the sum of its legs (the overdraft guard in its WHERE), one INSERT
  -- writes the legs. A concurrent debit that the guard now refuses RAISEs there ("order_hold: ledger
  -- refused: exceeds_credits"): the whole statement rolls back and every purchase runs alone.
  IF v_holds IS NOT NULL THEN
    PERFORM order_hold(v_holds, false);
  END IF;
  RETURN v_placed;
END
$$;
