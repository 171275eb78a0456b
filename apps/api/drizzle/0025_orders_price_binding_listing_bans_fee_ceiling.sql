-- Issue 18, findings 5, 9, 17 and 18: what a purchase may take and what a release may pay. Written by
-- hand (drizzle-kit does not generate functions). Runs on PostgreSQL 15 and PGlite.
--
--   #5  the price is bound: the checkout sends the unit price and currency it showed, and the statement
--       that takes the stock takes it only at that price (order_place_wallet, order_place_wallet_batch
--       here; the statement path in src/orders/orders.service.ts takeStock), else PRICE_CHANGED with the
--       price now, nothing written;
--   #17 an offer of a hidden game, category or server (staff hid it, src/catalog) is off the market:
--       no path sells it (OFFER_NOT_LISTED);
--   #9  a banned seller's offers are not sold (SELLER_BANNED), and a release that would pay a banned
--       seller is held: the buyer's confirmation is recorded and the money stays in escrow
--       (order_confirm, below; the auto-release job and staff decisions in orders.service.ts);
--   #18 fees are rounded UP to the minor unit (order_amounts): a purchase with a fee rule above 0 always
--       pays at least one minor unit of it (half-up let one-unit orders under 0.17 USD pay none).
--
-- The checks sit in the WHERE of the guarded stock UPDATE itself, evaluated on the row it locks, so a
-- change committed before the purchase's statement began is seen, and a concurrent change to the offer
-- row waits for, or is re-read by, the purchase (READ COMMITTED re-checks the WHERE on the latest row).
-- A ban racing a purchase: the purchase that read the seller unbanned is placed as if it came first;
-- its release is then held like any other release to a banned seller, so the banned account is never
-- paid by it.

ALTER TABLE "orders" ADD COLUMN "buyer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_hold" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_release_hold" CHECK (("release_hold" is null and "release_held_at" is null)
  or ("release_hold" = 'seller_banned' and "release_held_at" is not null and "status" = 'pending' and "escrow" = 'held'));--> statement-breakpoint
CREATE INDEX "orders_release_held_idx" ON "orders" USING btree ("release_held_at") WHERE "release_hold" is not null;--> statement-breakpoint

-- THE rounding of purchase fees (the application asks this function; contract's purchaseAmounts is its
-- TypeScript twin, and src/orders/fees.test.ts checks the two agree): fee = subtotal × bps / 10 000
-- rounded UP to the minor unit (a fee rule above 0 never rounds a fee to nothing); total = subtotal +
-- buyer fee; the seller receives subtotal − seller fee, always at least one minor unit (the seller fee
-- is capped at subtotal − 1; 0 on a subtotal of 1). numeric: no overflow for 18-decimal coins.
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
--> statement-breakpoint

-- Whether an offer's place in the catalog is on the market: its game, its category in that game and its
-- server (if any) are not hidden by staff. What the market search shows (src/offers/market.service.ts)
-- and the offer page answers to buyers (src/offers/offers.service.ts). The purchase statements write the
-- same three NOT EXISTS out in their WHERE (a function call there would cost a call per purchase).
CREATE FUNCTION offer_listed(game_id uuid, category text, server_id uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (SELECT 1 FROM games g WHERE g.id = offer_listed.game_id AND g.hidden)
     AND NOT EXISTS (SELECT 1 FROM game_categories gc
                      WHERE gc.game_id = offer_listed.game_id AND gc.category = offer_listed.category AND gc.hidden)
     AND NOT EXISTS (SELECT 1 FROM game_servers gs WHERE gs.id = offer_listed.server_id AND gs.hidden)
$$;
--> statement-breakpoint

-- Why an offer cannot be bought now, in the order every purchase path answers it: unknown or inactive
-- (OFFER_UNAVAILABLE), off the market (OFFER_NOT_LISTED), its seller banned (SELLER_BANNED), the buyer's
-- own (OWN_PRODUCT_PURCHASE), not at the price the buyer was shown (PRICE_CHANGED, with the unit price
-- and currency now; skipped when unit_price is null: the order summary shows the price), not enough
-- stock (OUT_OF_STOCK). NULL when nothing stands in the way. Read only; the purchase statements call it
-- only to explain a refusal (src/orders/orders.service.ts calls it for the statement path and the summary).
CREATE FUNCTION offer_sale_refusal(offer_id uuid, buyer_id uuid, quantity integer, unit_price numeric,
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
--> statement-breakpoint

-- order_place_wallet of 0018 with the price bound and the market's and the ban's rules in the stock
-- guard; the rest (fee rule and amounts, order, job, notification, the escrow's accounts and hold) is
-- 0018's, and so are its invariants (0014's comments list them).
-- p: as in 0018, plus unit_price and currency (what the buyer was shown).
-- Answer: as in 0018; a refusal is offer_sale_refusal's answer, or AUTOMATIC_DELIVERY for an offer that
-- sells codes (the caller takes the statement path).
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
--> statement-breakpoint

-- order_place_wallet_batch of 0021 with the same three rules. Each item carries the unit price and
-- currency its buyer was shown. A purchase whose offer, at the statement's snapshot, is not at that
-- price, is off the market or belongs to a banned seller is left out (alone, order_place_wallet answers
-- its refusal); a purchase whose offer row, once locked, no longer has the snapshot's price, currency,
-- seller or category refuses the whole group as before (every purchase then runs alone). Everything
-- else, and every invariant, is 0021's.
CREATE OR REPLACE FUNCTION order_place_wallet_batch(p jsonb) RETURNS jsonb
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_placed jsonb;
  v_ok boolean;
BEGIN
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
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
              o.photos ->> 0 AS image
  ),
  -- The locked row must still be the snapshot's offer at the buyer's price (price, currency, seller,
  -- category); otherwise the group is refused below and every purchase runs alone.
  bought AS (
    SELECT c.*, s.game_id, s.title, s.description, s.image
      FROM claimed c JOIN stock s ON s.id = c.offer_id
     WHERE s.seller_id = c.seller_id AND s.price_minor = c.unit_price AND s.currency = c.currency
       AND s.category = c.category
  ),
  moves AS (
    SELECT m.id, sum(m.dp) AS dp, sum(m.cp) AS cp
      FROM bought b CROSS JOIN LATERAL (VALUES (b.buyer_account, b.total, 0::numeric), (b.seller_account, 0::numeric, b.seller_net),
                                               (b.fee_account, 0::numeric, b.fee)) AS m(id, dp, cp)
     WHERE m.dp > 0 OR m.cp > 0
     GROUP BY m.id
  ),
  account_lock AS (
    SELECT a.id FROM ledger_accounts a WHERE a.id = ANY (ARRAY(SELECT id FROM moves)) ORDER BY a.id FOR NO KEY UPDATE
  ),
  moved AS (
    UPDATE ledger_accounts a
       SET debits_pending = a.debits_pending + m.dp, credits_pending = a.credits_pending + m.cp
      FROM moves m, account_lock l
     WHERE a.id = m.id AND l.id = a.id
       AND (m.dp = 0 OR NOT a.guarded OR a.debits_pending + m.dp + a.debits_posted <= a.credits_posted)
    RETURNING a.id
  ),
  new_order AS (
    INSERT INTO orders (id, buyer_id, seller_id, offer_id, game_id, category, offer_title, offer_description,
                        offer_image, automatic_delivery, quantity, currency, unit_price, subtotal, buyer_fee,
                        seller_fee, seller_net, total, payment_method, status, escrow, paid_at, delivered_at, release_at)
    SELECT b.order_id, b.buyer_id, b.seller_id, b.offer_id, b.game_id, b.category, b.title, b.description, b.image,
           false, b.quantity, b.currency, b.price_minor, b.subtotal, b.buyer_fee, b.seller_fee, b.seller_net, b.total,
           'wallet', 'pending', 'held', now(), NULL, now() + make_interval(secs => b.release_seconds)
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
  ),
  new_transfer AS (
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, order_id)
    SELECT l.id, b.buyer_account, l.credit, l.amount, b.currency, 'pending', b.order_id
      FROM bought b CROSS JOIN LATERAL (VALUES (b.hold_net_id, b.seller_account, b.seller_net),
                                               (b.hold_fee_id, b.fee_account, b.fee)) AS l(id, credit, amount)
     WHERE l.amount > 0
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM bought) = (SELECT count(*) FROM claimed)
         AND (SELECT count(*) FROM moved) = (SELECT count(*) FROM moves)
         AND (SELECT count(*) = count(DISTINCT buyer_id) AND count(*) = count(DISTINCT offer_id) FROM item),
         coalesce(jsonb_agg(jsonb_build_object('i', b.i, 'order_id', b.order_id, 'notification', to_jsonb(n))), '[]'::jsonb)
    INTO v_ok, v_placed
    FROM bought b JOIN new_notification n ON n.id = (b.notification ->> 'id')::uuid;
  IF NOT v_ok THEN
    RAISE EXCEPTION 'order_place_wallet_batch: conflict' USING ERRCODE = 'P0001';
  END IF;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);
  RETURN v_placed;
END
$$;
--> statement-breakpoint

-- order_confirm of 0022, and a banned seller is not paid: the guarded UPDATE completes the order only
-- when its seller is not banned. When the seller is banned (and every other check passes), the buyer's
-- confirmation is recorded (buyer_confirmed_at) and the order is marked held for staff review
-- (release_hold 'seller_banned'): the money stays in escrow, nothing is posted, the seller is not
-- notified. The order's auto-release job (src/orders/orders.service.ts autoReleaseOrder) releases it
-- once the seller is no longer banned; staff may decide it before (POST /api/v1/admin/orders/{id}/review).
-- Every confirmation now records buyer_confirmed_at. Everything else, and every invariant, is 0022's.
-- Answer: as in 0022, or {"ok": true, "held": true} (no notification) for a held confirmation.
CREATE OR REPLACE FUNCTION order_confirm(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order orders%ROWTYPE;
  v_buyer uuid := (p ->> 'buyer_id')::uuid;
  v_notification notifications%ROWTYPE;
  v_net ledger_transfers%ROWTYPE;
  v_fee ledger_transfers%ROWTYPE;
  v_has_fee boolean;
  v_debit numeric;
  v_accounts bigint[];
  v_resolved text;
BEGIN
  -- A hold that an unban has not cleared yet ends here too (the CHECK allows a hold only while held).
  UPDATE orders o SET status = 'completed', escrow = 'released', completed_at = now(),
                      buyer_confirmed_at = coalesce(o.buyer_confirmed_at, now()), release_hold = NULL, release_held_at = NULL
   WHERE o.id = (p ->> 'order_id')::uuid AND o.buyer_id = v_buyer AND o.status = 'pending' AND o.escrow = 'held'
     AND o.dispute_status IS DISTINCT FROM 'open'
     AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.seller_id AND u.banned)
  RETURNING * INTO v_order;
  IF NOT FOUND THEN
    SELECT * INTO v_order FROM orders WHERE id = (p ->> 'order_id')::uuid FOR UPDATE;
    IF NOT FOUND THEN RETURN jsonb_build_object('ok', false, 'code', 'TRANSACTION_NOT_FOUND'); END IF;
    IF v_order.buyer_id <> v_buyer THEN
      RETURN jsonb_build_object('ok', false, 'code',
        CASE WHEN v_order.seller_id = v_buyer THEN 'FORBIDDEN' ELSE 'TRANSACTION_NOT_FOUND' END);
    END IF;
    IF v_order.dispute_status = 'open' THEN RETURN jsonb_build_object('ok', false, 'code', 'ORDER_DISPUTED'); END IF;
    IF v_order.status <> 'pending' THEN RETURN jsonb_build_object('ok', false, 'code', 'ORDER_NOT_PENDING'); END IF;
    IF v_order.escrow <> 'held' THEN RETURN jsonb_build_object('ok', false, 'code', 'ORDER_NOT_PAID'); END IF;
    IF EXISTS (SELECT 1 FROM users u WHERE u.id = v_order.seller_id AND u.banned) THEN
      -- Recorded, not paid: the first confirmation's time stays (a second one changes nothing).
      UPDATE orders
         SET buyer_confirmed_at = coalesce(buyer_confirmed_at, now()), release_hold = 'seller_banned',
             release_held_at = coalesce(release_held_at, now())
       WHERE id = v_order.id;
      RETURN jsonb_build_object('ok', true, 'held', true);
    END IF;
    -- Every check holds on the locked row (it changed under the first attempt): confirm it now.
    UPDATE orders SET status = 'completed', escrow = 'released', completed_at = now(),
                      buyer_confirmed_at = coalesce(buyer_confirmed_at, now()), release_hold = NULL, release_held_at = NULL
     WHERE id = v_order.id;
  END IF;

  UPDATE jobs SET done_at = now()
   WHERE kind = 'order.auto_release' AND subject = v_order.id::text AND done_at IS NULL;
  INSERT INTO seller_stats (user_id, items_sold) VALUES (v_order.seller_id, v_order.quantity)
  ON CONFLICT (user_id) DO UPDATE SET items_sold = seller_stats.items_sold + excluded.items_sold;
  INSERT INTO notifications (id, user_id, kind, category, params, link)
  VALUES ((p #>> '{notification,id}')::uuid, v_order.seller_id, p #>> '{notification,kind}',
          p #>> '{notification,category}', coalesce(p #> '{notification,params}', '{}'::jsonb),
          p #>> '{notification,link}')
  RETURNING * INTO v_notification;

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

  v_debit := v_net.amount + CASE WHEN v_has_fee THEN v_fee.amount ELSE 0 END;
  v_accounts := ARRAY[v_net.debit_account_id, v_net.credit_account_id,
                      CASE WHEN v_has_fee THEN v_fee.credit_account_id END];
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_accounts) ORDER BY a.id FOR NO KEY UPDATE;
  UPDATE ledger_accounts a
     SET debits_pending = a.debits_pending - m.d, debits_posted = a.debits_posted + m.d,
         credits_pending = a.credits_pending - m.c, credits_posted = a.credits_posted + m.c
    FROM (SELECT a2.id,
                 CASE WHEN a2.id = v_net.debit_account_id THEN v_debit ELSE 0 END AS d,
                 CASE WHEN a2.id = v_net.credit_account_id THEN v_net.amount
                      WHEN v_has_fee AND a2.id = v_fee.credit_account_id THEN v_fee.amount ELSE 0 END AS c
            FROM unnest(v_accounts) AS a2(id) WHERE a2.id IS NOT NULL) m
   WHERE a.id = m.id AND a.id = ANY (v_accounts)
     AND NOT EXISTS (SELECT 1 FROM ledger_transfers t
                      WHERE t.pending_id IN (v_net.id, CASE WHEN v_has_fee THEN v_fee.id END));
  IF NOT FOUND THEN
    SELECT t.kind INTO v_resolved FROM ledger_transfers t
     WHERE t.pending_id IN (v_net.id, CASE WHEN v_has_fee THEN v_fee.id END) LIMIT 1;
    RAISE EXCEPTION 'order_confirm: ledger refused: %',
      CASE v_resolved WHEN 'post_pending' THEN 'pending_transfer_already_posted' ELSE 'pending_transfer_already_voided' END
      USING ERRCODE = 'P0001';
  END IF;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);

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
