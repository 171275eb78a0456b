-- The buyer confirms delivery (src/orders/README.md, "Confirm"): the seller is paid at once, by THE
-- release (order_release with the buyer's id: only the buyer's own pending, paid, undisputed order of
-- a seller who is not banned, completed by one guarded UPDATE). When that UPDATE matches nothing, the
-- order row is locked and read to say why: TRANSACTION_NOT_FOUND (unknown, or a stranger's),
-- FORBIDDEN (the seller's own), ORDER_DISPUTED, ORDER_NOT_PENDING, ORDER_NOT_PAID. Nothing is written
-- then.
--
-- A banned seller is not paid: when every other check passes, the buyer's confirmation is recorded
-- (buyer_confirmed_at) and the order is marked held for staff review (release_hold 'seller_banned'):
-- the money stays in escrow, nothing is posted, the seller is not notified. The order's auto-release
-- job (src/orders/orders.service.ts autoReleaseOrder) releases it once the seller is no longer banned;
-- staff may decide it before (POST /api/v1/admin/orders/{id}/review). A second confirmation changes
-- nothing. When every check passes on the locked row (the row changed under the first attempt), the
-- release runs again, now on that row.
--
-- p: order_id, buyer_id, and what order_release takes (transfer ids, the seller's notification).
-- Answer: order_release's {"ok": true, "notification": …}, {"ok": true, "held": true} (no notification)
-- for a held confirmation, or {"ok": false, "code": …}. The ledger's refusals RAISE (order_release).
CREATE OR REPLACE FUNCTION order_confirm(p jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_order orders%ROWTYPE;
  v_buyer uuid := (p ->> 'buyer_id')::uuid;
  v_released jsonb;
BEGIN
  -- A ban committed between the check below and the next release is met by the check again.
  FOR v_attempt IN 1..3 LOOP
    v_released := order_release(p);
    IF v_released IS NOT NULL THEN RETURN v_released; END IF;
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
  END LOOP;
  RAISE EXCEPTION 'order_confirm: the seller''s ban changed under every attempt' USING ERRCODE = 'P0001';
END
$$;
