-- THE release of an order's escrow, the one path that pays a seller: the buyer's confirmation
-- (order_confirm), the auto-release job and staff decisions (src/orders/orders.service.ts releaseOrder:
-- a dispute released, a held order reviewed) all call it. In one call: the order completed (its hold
-- for review, if any, lifted), its auto-release job closed, the sale counted in the seller's stats, the
-- seller's "order completed" notification inserted, and both pending legs of its escrow posted (the
-- seller's net and the platform's fee become available).
--
-- Invariants (those of ledger_create_transfers, src/ledger/README.md, kept by the same means):
--   - only a pending order with its money held is released, by ONE guarded UPDATE of its row; nothing
--     is written when it matches nothing (answer NULL: the caller says why). With buyer_id (the
--     buyer's confirmation) the same UPDATE also requires that buyer's order, no open dispute and a
--     seller who is not banned, and records the confirmation's time;
--   - exactly one of release and refund succeeds for an order: the order row is locked by that UPDATE
--     (or already by the caller, FOR UPDATE, first in every state change of an order), and each pending
--     resolves once: checked in the accounts' UPDATE under their locks ("already resolved" RAISEs,
--     rolling everything back), unique index ledger_transfers_pending_id_key as the last line;
--   - double entry: each leg moves one debit and one credit counter by the same amount, in one UPDATE;
--   - the three escrow accounts locked in ascending id order by one SELECT … ORDER BY id FOR NO KEY
--     UPDATE, the order of every movement: no deadlock with them;
--   - balances change only by transfers: the counters move only while the writer flag is raised, and
--     the post_pending transfers that explain them are inserted in the same call;
--   - idempotency: the transfer ids are the caller's, derived from the order id (escrowTransferIds);
--     the primary key refuses a second post under the same id.
-- The ledger's refusals RAISE "order_release: ledger refused: <code>" (P0001): pending_transfer_not_found,
-- pending_transfer_already_posted / _voided, pending_transfer_expired.
--
-- A warranted order (warranty_days, copied from the offer at purchase) keeps the seller's net as a
-- reserve: the same UPDATE marks it 'reserved', the fee leg is posted as for every order, the net leg
-- stays pending, and the `order.reserve_release` job is scheduled for completed_at + warranty_days × 24 h
-- (warrantyEndsAt in the contract: the same instant). The job posts the net leg then, under release_net_id
-- (src/orders/order-reserve.ts); a later upheld warranty claim would void it instead. Orders without a
-- warranty are released exactly as before.
--
-- p: order_id, hold_net_id, hold_fee_id, release_net_id, release_fee_id (escrowTransferIds),
--    notification {id, kind, category, params, link} (the seller's order_completed), buyer_id (only for
--    the buyer's confirmation), reserve_job_id (the reserve release job's id, used for a warranted order).
-- Answer: {"ok": true, "notification": <notifications row>}, or NULL when the order was not released.
CREATE OR REPLACE FUNCTION order_release(p jsonb) RETURNS jsonb
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
  v_post_net boolean;
BEGIN
  -- A hold for review ends here too (the CHECK allows a hold only while the money is held).
  UPDATE orders o SET status = 'completed', escrow = 'released', completed_at = now(),
                      buyer_confirmed_at = CASE WHEN v_buyer IS NULL THEN o.buyer_confirmed_at
                                                ELSE coalesce(o.buyer_confirmed_at, now()) END,
                      release_hold = NULL, release_held_at = NULL,
                      reserve_status = CASE WHEN o.warranty_days IS NULL THEN NULL ELSE 'reserved' END
   WHERE o.id = (p ->> 'order_id')::uuid AND o.status = 'pending' AND o.escrow = 'held'
     AND (v_buyer IS NULL
          OR (o.buyer_id = v_buyer AND o.dispute_status IS DISTINCT FROM 'open'
              AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = o.seller_id AND u.banned)))
  RETURNING * INTO v_order;
  IF NOT FOUND THEN RETURN NULL; END IF;

  UPDATE jobs SET done_at = now()
   WHERE kind = 'order.auto_release' AND subject = v_order.id::text AND done_at IS NULL;
  v_post_net := v_order.warranty_days IS NULL;
  IF NOT v_post_net THEN
    -- The reserve's release, due when the warranty ends (24-hour days: no calendar or DST arithmetic).
    INSERT INTO jobs (id, kind, subject, run_at)
    VALUES ((p ->> 'reserve_job_id')::uuid, 'order.reserve_release', v_order.id::text,
            v_order.completed_at + make_interval(secs => v_order.warranty_days * 86400))
    ON CONFLICT (kind, subject) DO NOTHING;
  END IF;
  INSERT INTO seller_stats (user_id, items_sold) VALUES (v_order.seller_id, v_order.quantity)
  ON CONFLICT (user_id) DO UPDATE SET items_sold = seller_stats.items_sold + excluded.items_sold;
  INSERT INTO notifications (id, user_id, kind, category, params, link)
  VALUES ((p #>> '{notification,id}')::uuid, v_order.seller_id, p #>> '{notification,kind}',
          p #>> '{notification,category}', coalesce(p #> '{notification,params}', '{}'::jsonb),
          p #>> '{notification,link}')
  RETURNING * INTO v_notification;

  -- The money, last: the two pendings read by their ids (immutable rows), their accounts locked in id
  -- order, one UPDATE that also refuses a pending already resolved (its snapshot is taken after the
  -- locks), one INSERT of the post_pending legs.
  SELECT * INTO v_net FROM ledger_transfers WHERE id = (p ->> 'hold_net_id')::uuid;
  IF NOT FOUND OR v_net.kind <> 'pending' OR v_net.order_id IS DISTINCT FROM v_order.id THEN
    RAISE EXCEPTION 'order_release: ledger refused: pending_transfer_not_found' USING ERRCODE = 'P0001';
  END IF;
  SELECT * INTO v_fee FROM ledger_transfers WHERE id = (p ->> 'hold_fee_id')::uuid;
  v_has_fee := FOUND;
  IF v_has_fee AND (v_fee.kind <> 'pending' OR v_fee.order_id IS DISTINCT FROM v_order.id
                    OR v_fee.debit_account_id <> v_net.debit_account_id) THEN
    RAISE EXCEPTION 'order_release: ledger refused: pending_transfer_not_found' USING ERRCODE = 'P0001';
  END IF;

  -- A reserve (warranted order): only the fee leg is posted; the net leg and its two accounts stay as they
  -- are (the seller's wallet is neither locked nor moved).
  v_debit := CASE WHEN v_post_net THEN v_net.amount ELSE 0 END + CASE WHEN v_has_fee THEN v_fee.amount ELSE 0 END;
  v_accounts := ARRAY[CASE WHEN v_debit > 0 THEN v_net.debit_account_id END,
                      CASE WHEN v_post_net THEN v_net.credit_account_id END,
                      CASE WHEN v_has_fee THEN v_fee.credit_account_id END];
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_accounts) ORDER BY a.id FOR NO KEY UPDATE;
  UPDATE ledger_accounts a
     SET debits_pending = a.debits_pending - m.d, debits_posted = a.debits_posted + m.d,
         credits_pending = a.credits_pending - m.c, credits_posted = a.credits_posted + m.c
    FROM (SELECT a2.id,
                 CASE WHEN a2.id = v_net.debit_account_id THEN v_debit ELSE 0 END AS d,
                 CASE WHEN v_post_net AND a2.id = v_net.credit_account_id THEN v_net.amount
                      WHEN v_has_fee AND a2.id = v_fee.credit_account_id THEN v_fee.amount ELSE 0 END AS c
            FROM unnest(v_accounts) AS a2(id) WHERE a2.id IS NOT NULL) m
   WHERE a.id = m.id AND a.id = ANY (v_accounts)
     AND NOT EXISTS (SELECT 1 FROM ledger_transfers t
                      WHERE t.pending_id IN (v_net.id, CASE WHEN v_has_fee THEN v_fee.id END));
  -- (A reserve without a fee moves no account: the check then stands alone.)
  IF NOT FOUND AND (v_debit > 0 OR EXISTS (SELECT 1 FROM ledger_transfers t
                                            WHERE t.pending_id IN (v_net.id, CASE WHEN v_has_fee THEN v_fee.id END))) THEN
    SELECT t.kind INTO v_resolved FROM ledger_transfers t
     WHERE t.pending_id IN (v_net.id, CASE WHEN v_has_fee THEN v_fee.id END) LIMIT 1;
    RAISE EXCEPTION 'order_release: ledger refused: %',
      CASE v_resolved WHEN 'post_pending' THEN 'pending_transfer_already_posted' ELSE 'pending_transfer_already_voided' END
      USING ERRCODE = 'P0001';
  END IF;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);

  IF (v_net.expires_at IS NOT NULL AND v_net.expires_at <= now())
     OR (v_has_fee AND v_fee.expires_at IS NOT NULL AND v_fee.expires_at <= now()) THEN
    RAISE EXCEPTION 'order_release: ledger refused: pending_transfer_expired' USING ERRCODE = 'P0001';
  END IF;

  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, pending_id, order_id)
  SELECT l.id, l.debit, l.credit, l.amount, l.currency, 'post_pending', l.pending_id, l.order_id
    FROM (VALUES ((p ->> 'release_net_id')::uuid, v_net.debit_account_id, v_net.credit_account_id, v_net.amount,
                  v_net.currency, v_net.id, v_net.order_id, v_post_net),
                 ((p ->> 'release_fee_id')::uuid, v_fee.debit_account_id, v_fee.credit_account_id, v_fee.amount,
                  v_fee.currency, v_fee.id, v_fee.order_id, v_has_fee))
         AS l(id, debit, credit, amount, currency, pending_id, order_id, wanted)
   WHERE l.wanted;
  RETURN jsonb_build_object('ok', true, 'notification', to_jsonb(v_notification));
END
$$;
