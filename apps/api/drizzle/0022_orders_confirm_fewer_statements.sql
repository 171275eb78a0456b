-- order_confirm of 0016 with fewer statements per confirmation (issue 8's purchase-and-confirm
-- budget), the same contract, refusals and invariants: the order is completed by one guarded UPDATE
-- (read and locked separately only to explain a refusal), and the three escrow accounts are locked by
-- one SELECT … ORDER BY id FOR NO KEY UPDATE and moved by one UPDATE, where a loop ran one query and
-- three UPDATEs (each preparing ledger_accounts' CHECK constraints and its trigger again); and the
-- "already resolved?" check is part of that UPDATE (NOT EXISTS; its snapshot is taken after the
-- locks), where it was a query of its own. Only when the UPDATE moves nothing is the resolution read,
-- to name the refusal.
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
  -- The order completed by ONE guarded UPDATE, like the purchase's stock guard: the buyer's own order,
  -- pending, paid, not disputed. Only when it does not apply is the row read (locked) for the refusal.
  UPDATE orders SET status = 'completed', escrow = 'released', completed_at = now()
   WHERE id = (p ->> 'order_id')::uuid AND buyer_id = v_buyer AND status = 'pending' AND escrow = 'held'
     AND dispute_status IS DISTINCT FROM 'open'
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
    -- Every check holds on the locked row (it changed under the first attempt): confirm it now.
    UPDATE orders SET status = 'completed', escrow = 'released', completed_at = now() WHERE id = v_order.id;
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
  -- (the debited wallet's debits, pending + posted, do not change: no overdraft can arise). The accounts
  -- (the buyer's wallet, debited by both legs; the seller's; the fee shard) are locked by ONE statement
  -- in ascending id order and moved by ONE UPDATE, each by the sum of its legs: two statements where
  -- the loop ran four (0018 did the same for the purchase).
  v_debit := v_net.amount + CASE WHEN v_has_fee THEN v_fee.amount ELSE 0 END;
  v_accounts := ARRAY[v_net.debit_account_id, v_net.credit_account_id,
                      CASE WHEN v_has_fee THEN v_fee.credit_account_id END];
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_accounts) ORDER BY a.id FOR NO KEY UPDATE;
  -- Resolved at most once, checked by the moving UPDATE itself: its snapshot is taken after the locks
  -- above were granted, and every resolution of these pendings takes them, so a resolver that got
  -- there first has committed and its leg is seen. Then nothing moves and the refusal names what
  -- resolved them (the unique index on pending_id repeats the rule).
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

  -- A refusal RAISEs: the UPDATEs above roll back with the statement.
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
