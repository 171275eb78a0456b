-- THE escrow hold of orders (src/ledger/README.md, "Escrow"; src/orders/README.md, "Wallet payment"): the
-- buyer's money reserved in pending legs, buyer → seller (net) and buyer → the order's platform fee shard
-- (none for a fee of 0). Every hold goes through here: order_place_wallet (one purchase),
-- order_place_wallet_batch (a group, in one call for all of it) and the TypeScript `holdEscrow`
-- (src/ledger/ledger.service.ts: wallet purchases of offers that sell codes, card and crypto settlement,
-- the demo orders).
--
--   1. the legs, each hold's accounts given by id or found by owner (created on first use);
--   2. the accounts locked in ascending id order by ONE SELECT … ORDER BY id FOR NO KEY UPDATE, each
--      account once, whatever number of holds touch it;
--   3. the counters moved by ONE UPDATE (each account by the sum of its legs), the overdraft guard of
--      every debited guarded account (the buyers) in its WHERE, evaluated on the latest, locked row;
--   4. ONE INSERT of the legs.
--
-- Accounts: by id or by owner. A hold names its accounts by id (buyer_account, seller_account, fee_account)
-- when the caller has them: the group purchase read them in its snapshot (and leaves out a purchase whose
-- accounts do not exist yet), the TypeScript callers pass the accounts of their order (`escrowAccounts`,
-- the demo seed's). Otherwise it names their owners (buyer_id, seller_id, fee_shard): the purchase alone,
-- which found its accounts by owner in the same call before, looks them up here and creates on first use
-- a wallet or fee shard never used, as it always did. Both shapes end in the same ids, the same locks.
--
-- Invariants (those of ledger_create_transfers, src/ledger/README.md, kept by the same means):
--   - double entry: the counters move only by the legs inserted with them (each leg one debit and one
--     credit counter by its amount), under the writer flag;
--   - lock order: whatever the caller locked before (the Idempotency-Keys, the offer rows, in that order)
--     → the ledger accounts in ascending id order, the order of every movement: no deadlock;
--   - overdraft: checked under the locks, in the UPDATE's WHERE; CHECK
--     ledger_accounts_guarded_no_overdraft stays the last line;
--   - idempotency: the transfer ids are the caller's, derived from the order id (escrowHoldIds); the
--     primary key refuses a second hold under the same id.
--
-- p_holds: [{order_id, currency, seller_net, fee (buyer fee + seller fee; 0 leaves out the fee leg),
--            hold_net_id, hold_fee_id, buyer_account, seller_account, fee_account | buyer_id, seller_id,
--            fee_shard, arrival_id?, arrival_account?, arrival_amount?}] (amounts and account ids as strings
--            or numbers).
--   The buyer is debited seller_net + fee, pending: what the buyer pays (the order's total; the debit is
--   the sum of the legs, so it cannot disagree with them). arrival_id: the money comes in for the hold in
--   the same call (a card or crypto payment that settles): first a single transfer arrival_account
--   (provider clearing) → buyer of arrival_amount, posted.
-- p_replay: false for the purchase functions (new ids, never a replay): a refusal RAISEs
--   "order_hold: ledger refused: exceeds_credits" (or account_not_found) (P0001), so the caller's
--   statement rolls back whole; answers NULL. true for `holdEscrow`: answers the legs written,
--   {"ok": true, "transfers": [ledger_transfer_json, in leg order]}, exactly what ledger_create_transfers
--   answers for them; and when the hold is not a new, clean one (its ids exist: a replay or a mismatch; an
--   account missing or of another currency; an amount out of shape; not enough money) it writes nothing
--   and answers NULL, and the caller sends the same legs to ledger_create_transfers, which answers as it
--   always did (the stored legs, exists_with_different_fields, exceeds_credits with its leg, …).
CREATE OR REPLACE FUNCTION order_hold(p_holds jsonb, p_replay boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_attempt integer;
  v_found boolean;
  v_clean boolean;
  l_id uuid[];
  l_kind text[];
  l_debit bigint[];
  l_credit bigint[];
  l_amount numeric[];
  l_currency text[];
  l_order uuid[];
  m_id bigint[];
  m_dp numeric[];
  m_dpo numeric[];
  m_cp numeric[];
  m_cpo numeric[];
  v_locked integer;
  v_updated integer;
  v_answer jsonb;
BEGIN
  -- 1. The legs, in order (per hold: the arrival, the net, the fee), their accounts by id or by owner.
  FOR v_attempt IN 1..2 LOOP
    SELECT array_agg(l.id ORDER BY e.ord, l.n), array_agg(l.kind ORDER BY e.ord, l.n),
           array_agg(l.debit ORDER BY e.ord, l.n), array_agg(l.credit ORDER BY e.ord, l.n),
           array_agg(l.amount ORDER BY e.ord, l.n), array_agg(h.currency ORDER BY e.ord, l.n),
           array_agg(h.order_id ORDER BY e.ord, l.n),
           coalesce(bool_and(l.debit IS NOT NULL AND l.credit IS NOT NULL), true)
      INTO l_id, l_kind, l_debit, l_credit, l_amount, l_currency, l_order, v_found
      FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS e(hold, ord)
     CROSS JOIN LATERAL (
             SELECT (e.hold ->> 'order_id')::uuid AS order_id, e.hold ->> 'currency' AS currency,
                    (e.hold ->> 'seller_net')::numeric AS seller_net, (e.hold ->> 'fee')::numeric AS fee,
                    (e.hold ->> 'hold_net_id')::uuid AS hold_net_id, (e.hold ->> 'hold_fee_id')::uuid AS hold_fee_id,
                    (e.hold ->> 'buyer_account')::bigint AS buyer_account,
                    (e.hold ->> 'seller_account')::bigint AS seller_account,
                    (e.hold ->> 'fee_account')::bigint AS fee_account,
                    (e.hold ->> 'buyer_id')::uuid AS buyer_id, (e.hold ->> 'seller_id')::uuid AS seller_id,
                    (e.hold ->> 'fee_shard')::smallint AS fee_shard,
                    (e.hold ->> 'arrival_id')::uuid AS arrival_id, (e.hold ->> 'arrival_account')::bigint AS arrival_account,
                    (e.hold ->> 'arrival_amount')::numeric AS arrival_amount
           ) h
     CROSS JOIN LATERAL (
             SELECT coalesce(h.buyer_account,
                             (SELECT a.id FROM ledger_accounts a
                               WHERE a.kind = 'user_wallet' AND a.currency = h.currency AND a.user_id = h.buyer_id
                                 AND a.shard = 0)) AS buyer,
                    coalesce(h.seller_account,
                             (SELECT a.id FROM ledger_accounts a
                               WHERE a.kind = 'user_wallet' AND a.currency = h.currency AND a.user_id = h.seller_id
                                 AND a.shard = 0)) AS seller,
                    CASE WHEN h.fee <> 0 THEN
                      coalesce(h.fee_account,
                               (SELECT a.id FROM ledger_accounts a
                                 WHERE a.kind = 'platform_fee' AND a.currency = h.currency AND a.user_id IS NULL
                                   AND a.shard = h.fee_shard)) END AS fee
           ) acc
     CROSS JOIN LATERAL (
             VALUES (1, h.arrival_id, 'single', h.arrival_account, acc.buyer, h.arrival_amount),
                    (2, h.hold_net_id, 'pending', acc.buyer, acc.seller, h.seller_net),
                    (3, h.hold_fee_id, 'pending', acc.buyer, acc.fee, h.fee)
           ) AS l(n, id, kind, debit, credit, amount)
     WHERE (l.n = 1 AND h.arrival_id IS NOT NULL) OR l.n = 2 OR (l.n = 3 AND h.fee <> 0);
    EXIT WHEN v_found OR p_replay OR v_attempt = 2;
    -- A wallet or fee shard seen for the first time (only holds named by owner get here).
    INSERT INTO ledger_accounts (kind, currency, guarded, user_id, shard)
    SELECT DISTINCT k.kind, e.hold ->> 'currency', true, k.user_id, k.shard
      FROM jsonb_array_elements(p_holds) AS e(hold)
     CROSS JOIN LATERAL (
             VALUES ('user_wallet', (e.hold ->> 'buyer_id')::uuid, 0::smallint),
                    ('user_wallet', (e.hold ->> 'seller_id')::uuid, 0::smallint),
                    ('platform_fee', NULL::uuid, (e.hold ->> 'fee_shard')::smallint)
           ) AS k(kind, user_id, shard)
     WHERE (k.kind = 'user_wallet' AND k.user_id IS NOT NULL)
        OR (k.kind = 'platform_fee' AND k.shard IS NOT NULL AND (e.hold ->> 'fee')::numeric <> 0)
    ON CONFLICT DO NOTHING;
  END LOOP;

  IF l_id IS NULL THEN RETURN NULL; END IF;
  IF NOT v_found THEN
    IF p_replay THEN RETURN NULL; END IF;
    RAISE EXCEPTION 'order_hold: ledger refused: account_not_found' USING ERRCODE = 'P0001';
  END IF;
  -- The shape ledger_create_transfers would accept (the purchase functions' legs always have it).
  IF p_replay AND (
       EXISTS (SELECT 1 FROM unnest(l_id, l_debit, l_credit, l_amount, l_currency) AS l(id, d, c, amount, currency)
                WHERE l.id IS NULL OR l.d = l.c OR l.currency IS NULL OR l.amount IS NULL OR l.amount <= 0
                   OR l.amount >= 1e39 OR l.amount <> trunc(l.amount))
       OR (SELECT count(DISTINCT x) FROM unnest(l_id) x) < cardinality(l_id)) THEN
    RETURN NULL;
  END IF;

  -- What the legs do to each account, each account once: a pending reserves on both sides, a single
  -- (the arrival) posts on both sides.
  SELECT array_agg(g.id ORDER BY g.id), array_agg(g.dp ORDER BY g.id), array_agg(g.dpo ORDER BY g.id),
         array_agg(g.cp ORDER BY g.id), array_agg(g.cpo ORDER BY g.id)
    INTO m_id, m_dp, m_dpo, m_cp, m_cpo
    FROM (
      SELECT m.id, sum(m.dp) AS dp, sum(m.dpo) AS dpo, sum(m.cp) AS cp, sum(m.cpo) AS cpo
        FROM (
          SELECT l.d AS id, CASE WHEN l.kind = 'pending' THEN l.amount ELSE 0 END AS dp,
                 CASE WHEN l.kind = 'single' THEN l.amount ELSE 0 END AS dpo, 0 AS cp, 0 AS cpo
            FROM unnest(l_kind, l_debit, l_amount) AS l(kind, d, amount)
          UNION ALL
          SELECT l.c, 0, 0, CASE WHEN l.kind = 'pending' THEN l.amount ELSE 0 END,
                 CASE WHEN l.kind = 'single' THEN l.amount ELSE 0 END
            FROM unnest(l_kind, l_credit, l_amount) AS l(kind, c, amount)
        ) m
       GROUP BY m.id
    ) g;

  -- 2. The accounts, locked in ascending id order by one statement.
  SELECT count(*) INTO v_locked FROM (
    SELECT a.id FROM ledger_accounts a WHERE a.id = ANY (m_id) ORDER BY a.id FOR NO KEY UPDATE
  ) l;

  -- The TypeScript entry: only a new, clean hold is written here, read under the locks (a twin that got
  -- there first has committed by now); anything else is answered by ledger_create_transfers.
  IF p_replay THEN
    SELECT v_locked = cardinality(m_id)
           AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = ANY (l_id))
           AND NOT EXISTS (
                 SELECT 1 FROM unnest(l_debit, l_credit, l_currency) AS l(d, c, currency)
                   JOIN ledger_accounts da ON da.id = l.d
                   JOIN ledger_accounts ca ON ca.id = l.c
                  WHERE da.currency <> l.currency OR ca.currency <> l.currency)
           AND NOT EXISTS (
                 SELECT 1 FROM unnest(m_id, m_dp, m_dpo, m_cpo) AS m(id, dp, dpo, cpo)
                   JOIN ledger_accounts a ON a.id = m.id
                  WHERE a.guarded AND a.debits_pending + m.dp + a.debits_posted + m.dpo > a.credits_posted + m.cpo)
      INTO v_clean;
    IF NOT v_clean THEN RETURN NULL; END IF;
  END IF;

  -- 3. The counters, one UPDATE, the overdraft guard of every debited guarded account in its WHERE.
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  UPDATE ledger_accounts a
     SET debits_pending = a.debits_pending + m.dp, debits_posted = a.debits_posted + m.dpo,
         credits_pending = a.credits_pending + m.cp, credits_posted = a.credits_posted + m.cpo
    FROM unnest(m_id, m_dp, m_dpo, m_cp, m_cpo) AS m(id, dp, dpo, cp, cpo)
   WHERE a.id = m.id
     AND ((m.dp = 0 AND m.dpo = 0) OR NOT a.guarded
          OR a.debits_pending + m.dp + a.debits_posted + m.dpo <= a.credits_posted + m.cpo);
  GET DIAGNOSTICS v_updated = ROW_COUNT;
  IF v_updated <> cardinality(m_id) THEN
    RAISE EXCEPTION 'order_hold: ledger refused: exceeds_credits' USING ERRCODE = 'P0001';
  END IF;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);

  -- 4. The legs, one INSERT.
  WITH inserted AS (
    -- Dated as ledger_create_transfers dates: now, unless the caller imports history (the demo seed's
    -- lootmarket.ledger_imported_at, ledger.service.ts importingAt), never later than now.
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, order_id,
                                  created_at)
    SELECT l.id, l.d, l.c, l.amount, l.currency, l.kind, l.order_id,
           least(coalesce(nullif(current_setting('lootmarket.ledger_imported_at', true), '')::timestamptz,
                          now()), now())
      FROM unnest(l_id, l_debit, l_credit, l_amount, l_currency, l_kind, l_order)
           AS l(id, d, c, amount, currency, kind, order_id)
    RETURNING id, CASE WHEN p_replay THEN ledger_transfer_json(ledger_transfers.*) END AS body
  )
  SELECT CASE WHEN p_replay
              THEN jsonb_build_object('ok', true, 'transfers', jsonb_agg(body ORDER BY array_position(l_id, id))) END
    INTO v_answer FROM inserted;
  RETURN v_answer;
END
$$;
