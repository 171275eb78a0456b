-- ledger_create_transfers(batch): a linked batch of transfers, applied all or nothing, in one call
-- (src/ledger/README.md explains the model).
--
-- batch = [{ id, kind, debit_account_id?, credit_account_id?, amount?, currency?, pending_id?,
--            timeout_seconds?, order_id?, withdrawal_id? }, ...]   (amounts as decimal strings)
-- kind single:       debit → credit, posted at once.
--      pending:      debit → credit reserved (debits_pending / credits_pending), optionally expiring.
--      post_pending: resolves pending_id; posts amount (default: all of it, at most all of it) and
--                    releases the rest. Accounts, currency default to the pending's and must match it.
--      void_pending: resolves pending_id; releases all of it.
-- Returns { ok: true, transfers: [...] } or { ok: false, code, index } (index: 0-based leg, or null).
-- A failure writes nothing. The same batch sent again returns the same answer and writes nothing.
--
-- Invariants kept here (the CHECKs and unique index on the tables repeat the critical ones):
--   * every leg debits one account and credits another by the same amount (sum debits = sum credits);
--   * a guarded account never has debits (pending + posted) above its posted credits;
--   * a pending is resolved (posted or voided) at most once;
--   * a transfer id names one transfer forever (same id + other fields → exists_with_different_fields).
-- Concurrency: READ COMMITTED and row locks on the touched accounts taken in id order, so movements on
-- the same accounts queue (no deadlock among them) and every check below reads committed, locked state.
-- The duplicate checks run only for batches of several legs, and the answer is built from the INSERT's
-- RETURNING instead of reading the rows back (fewer statements per call).
CREATE OR REPLACE FUNCTION ledger_create_transfers(batch jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  leg jsonb;
  i integer;
  ids uuid[] := '{}';
  kinds text[] := '{}';
  debit_ids bigint[] := '{}';
  credit_ids bigint[] := '{}';
  amounts numeric[] := '{}';
  released numeric[] := '{}';
  currencies text[] := '{}';
  pending_ids uuid[] := '{}';
  timeouts integer[] := '{}';
  order_ids uuid[] := '{}';
  withdrawal_ids uuid[] := '{}';
  expired boolean[] := '{}';
  resolves_pendings boolean := false;
  v_kind text;
  v_amount text;
  v_id uuid;
  p ledger_transfers%ROWTYPE;
  account_ids bigint[];
  locked integer;
  existing integer;
  bad integer;
  bad_kind text;
  acc bigint[];
  d_dp numeric[];
  d_dpo numeric[];
  d_cp numeric[];
  d_cpo numeric[];
  bad_account bigint;
  answer jsonb;
  v_at timestamptz;
BEGIN
  IF jsonb_typeof(batch) IS DISTINCT FROM 'array' OR jsonb_array_length(batch) = 0 THEN
    RETURN ledger_failure('empty_batch', NULL);
  END IF;
  n := jsonb_array_length(batch);

  -- 1. Each leg on its own: shape, and what a post or void inherits from its (immutable) pending.
  FOR i IN 1..n LOOP
    leg := batch -> (i - 1);
    v_kind := leg ->> 'kind';
    v_amount := leg ->> 'amount';
    IF leg ->> 'id' IS NULL THEN RETURN ledger_failure('id_required', i - 1); END IF;
    IF v_kind IS NULL OR v_kind NOT IN ('single', 'pending', 'post_pending', 'void_pending') THEN
      RETURN ledger_failure('invalid_kind', i - 1);
    END IF;
    IF v_amount IS NOT NULL AND (v_amount !~ '^[0-9]{1,39}$' OR v_amount::numeric = 0) THEN
      RETURN ledger_failure('invalid_amount', i - 1);
    END IF;
    IF leg ->> 'timeout_seconds' IS NOT NULL AND v_kind <> 'pending' THEN
      RETURN ledger_failure('timeout_reserved_for_pending_transfer', i - 1);
    END IF;
    IF leg ->> 'timeout_seconds' IS NOT NULL AND (leg ->> 'timeout_seconds')::integer <= 0 THEN
      RETURN ledger_failure('invalid_timeout', i - 1);
    END IF;
    ids[i] := (leg ->> 'id')::uuid;
    kinds[i] := v_kind;
    order_ids[i] := (leg ->> 'order_id')::uuid;
    withdrawal_ids[i] := (leg ->> 'withdrawal_id')::uuid;
    timeouts[i] := (leg ->> 'timeout_seconds')::integer;
    expired[i] := false;

    IF v_kind IN ('single', 'pending') THEN
      IF leg ->> 'pending_id' IS NOT NULL THEN RETURN ledger_failure('pending_id_must_not_be_set', i - 1); END IF;
      IF leg ->> 'debit_account_id' IS NULL OR leg ->> 'credit_account_id' IS NULL THEN
        RETURN ledger_failure('account_required', i - 1);
      END IF;
      IF v_amount IS NULL THEN RETURN ledger_failure('invalid_amount', i - 1); END IF;
      IF leg ->> 'currency' IS NULL THEN RETURN ledger_failure('currency_required', i - 1); END IF;
      debit_ids[i] := (leg ->> 'debit_account_id')::bigint;
      credit_ids[i] := (leg ->> 'credit_account_id')::bigint;
      IF debit_ids[i] = credit_ids[i] THEN RETURN ledger_failure('accounts_must_be_different', i - 1); END IF;
      amounts[i] := v_amount::numeric;
      released[i] := 0;
      currencies[i] := leg ->> 'currency';
      pending_ids[i] := NULL;
    ELSE
      IF leg ->> 'pending_id' IS NULL THEN RETURN ledger_failure('pending_id_required', i - 1); END IF;
      SELECT * INTO p FROM ledger_transfers WHERE id = (leg ->> 'pending_id')::uuid;
      IF NOT FOUND THEN RETURN ledger_failure('pending_transfer_not_found', i - 1); END IF;
      IF p.kind <> 'pending' THEN RETURN ledger_failure('pending_transfer_not_pending', i - 1); END IF;
      IF coalesce((leg ->> 'debit_account_id')::bigint, p.debit_account_id) <> p.debit_account_id
         OR coalesce((leg ->> 'credit_account_id')::bigint, p.credit_account_id) <> p.credit_account_id THEN
        RETURN ledger_failure('pending_transfer_has_different_accounts', i - 1);
      END IF;
      IF coalesce(leg ->> 'currency', p.currency) <> p.currency THEN
        RETURN ledger_failure('pending_transfer_has_different_currency', i - 1);
      END IF;
      IF v_kind = 'post_pending' AND coalesce(v_amount::numeric, p.amount) > p.amount THEN
        RETURN ledger_failure('exceeds_pending_transfer_amount', i - 1);
      END IF;
      IF v_kind = 'void_pending' AND coalesce(v_amount::numeric, p.amount) <> p.amount THEN
        RETURN ledger_failure('pending_transfer_has_different_amount', i - 1);
      END IF;
      debit_ids[i] := p.debit_account_id;
      credit_ids[i] := p.credit_account_id;
      amounts[i] := coalesce(v_amount::numeric, p.amount);
      released[i] := p.amount;
      currencies[i] := p.currency;
      pending_ids[i] := p.id;
      expired[i] := v_kind = 'post_pending' AND p.expires_at IS NOT NULL AND p.expires_at <= now();
      resolves_pendings := true;
    END IF;
  END LOOP;

  IF n > 1 AND (SELECT count(DISTINCT x) FROM unnest(ids) x) < n THEN
    RETURN ledger_failure('duplicate_id_in_batch', NULL);
  END IF;
  IF resolves_pendings AND n > 1 AND (SELECT count(x) - count(DISTINCT x) FROM unnest(pending_ids) x) > 0 THEN
    RETURN ledger_failure('pending_resolved_twice_in_batch', NULL);
  END IF;

  -- 2. Lock every touched account in id order. Two movements over the same accounts queue instead of
  --    deadlocking; NO KEY UPDATE leaves other tables' foreign-key checks on these rows unblocked.
  account_ids := ARRAY(SELECT DISTINCT a FROM unnest(debit_ids || credit_ids) a ORDER BY a);
  SELECT count(*) INTO locked FROM (
    SELECT id FROM ledger_accounts WHERE id = ANY (account_ids) ORDER BY id FOR NO KEY UPDATE
  ) l;
  IF locked < cardinality(account_ids) THEN RETURN ledger_failure('account_not_found', NULL); END IF;

  -- 3. Idempotency, after the locks: a twin of this batch that got there first has committed by now.
  SELECT count(*) INTO existing FROM ledger_transfers WHERE id = ANY (ids);
  IF existing > 0 THEN
    SELECT l.ord - 1 INTO bad
      FROM unnest(ids, kinds, debit_ids, credit_ids, amounts, currencies, pending_ids, timeouts, order_ids,
                  withdrawal_ids) WITH ORDINALITY
           AS l(id, kind, debit_account_id, credit_account_id, amount, currency, pending_id, timeout_seconds,
                order_id, withdrawal_id, ord)
      LEFT JOIN ledger_transfers t ON t.id = l.id
     WHERE t.id IS NULL
        OR (t.kind, t.debit_account_id, t.credit_account_id, t.amount, t.currency)
           IS DISTINCT FROM (l.kind, l.debit_account_id, l.credit_account_id, l.amount, l.currency)
        OR (t.pending_id, t.timeout_seconds, t.order_id, t.withdrawal_id)
           IS DISTINCT FROM (l.pending_id, l.timeout_seconds, l.order_id, l.withdrawal_id)
     ORDER BY l.ord LIMIT 1;
    IF FOUND THEN RETURN ledger_failure('exists_with_different_fields', bad); END IF;
    SELECT jsonb_build_object('ok', true, 'transfers', jsonb_agg(ledger_transfer_json(t) ORDER BY l.ord))
      INTO answer
      FROM unnest(ids) WITH ORDINALITY AS l(id, ord) JOIN ledger_transfers t ON t.id = l.id;
    RETURN answer;
  END IF;

  -- 4. Both accounts of a leg hold the leg's currency.
  SELECT l.ord - 1 INTO bad
    FROM unnest(debit_ids, credit_ids, currencies) WITH ORDINALITY AS l(d, c, currency, ord)
    JOIN ledger_accounts da ON da.id = l.d
    JOIN ledger_accounts ca ON ca.id = l.c
   WHERE da.currency <> l.currency OR ca.currency <> l.currency
   ORDER BY l.ord LIMIT 1;
  IF FOUND THEN RETURN ledger_failure('accounts_must_have_the_same_currency', bad); END IF;

  -- 5. A pending is resolved once: read under the account locks, which every resolution also takes.
  IF resolves_pendings THEN
    SELECT l.ord - 1, t.kind INTO bad, bad_kind
      FROM unnest(pending_ids) WITH ORDINALITY AS l(pending_id, ord)
      JOIN ledger_transfers t ON t.pending_id = l.pending_id
     ORDER BY l.ord LIMIT 1;
    IF FOUND THEN
      RETURN ledger_failure(CASE bad_kind WHEN 'post_pending' THEN 'pending_transfer_already_posted'
                                          ELSE 'pending_transfer_already_voided' END, bad);
    END IF;
    SELECT l.ord - 1 INTO bad FROM unnest(expired) WITH ORDINALITY AS l(is_expired, ord)
     WHERE l.is_expired ORDER BY l.ord LIMIT 1;
    IF FOUND THEN RETURN ledger_failure('pending_transfer_expired', bad); END IF;
  END IF;

  -- 6. What the batch does to each account. A pending reserves on both sides; a post turns the
  --    reservation (all of it) into the posted amount (at most all of it); a void drops it.
  SELECT array_agg(g.id ORDER BY g.id), array_agg(g.dp ORDER BY g.id), array_agg(g.dpo ORDER BY g.id),
         array_agg(g.cp ORDER BY g.id), array_agg(g.cpo ORDER BY g.id)
    INTO acc, d_dp, d_dpo, d_cp, d_cpo
    FROM (
      SELECT m.id, sum(m.dp) AS dp, sum(m.dpo) AS dpo, sum(m.cp) AS cp, sum(m.cpo) AS cpo
        FROM (
          SELECT l.d AS id,
                 CASE l.kind WHEN 'pending' THEN l.amount WHEN 'single' THEN 0 ELSE -l.released END AS dp,
                 CASE WHEN l.kind IN ('single', 'post_pending') THEN l.amount ELSE 0 END AS dpo,
                 0 AS cp, 0 AS cpo
            FROM unnest(kinds, debit_ids, amounts, released) AS l(kind, d, amount, released)
          UNION ALL
          SELECT l.c, 0, 0,
                 CASE l.kind WHEN 'pending' THEN l.amount WHEN 'single' THEN 0 ELSE -l.released END,
                 CASE WHEN l.kind IN ('single', 'post_pending') THEN l.amount ELSE 0 END
            FROM unnest(kinds, credit_ids, amounts, released) AS l(kind, c, amount, released)
        ) m
       GROUP BY m.id
    ) g;

  -- 7. No overdraft: on a guarded account, debits (pending + posted) stay within posted credits once
  --    the whole batch applies (the CHECK ledger_accounts_guarded_no_overdraft repeats this rule).
  SELECT a.id INTO bad_account
    FROM unnest(acc, d_dp, d_dpo, d_cpo) AS m(id, dp, dpo, cpo)
    JOIN ledger_accounts a ON a.id = m.id
   WHERE a.guarded AND a.debits_pending + m.dp + a.debits_posted + m.dpo > a.credits_posted + m.cpo
   ORDER BY a.id LIMIT 1;
  IF FOUND THEN
    RETURN ledger_failure('exceeds_credits',
      (SELECT l.ord - 1 FROM unnest(debit_ids) WITH ORDINALITY AS l(d, ord) WHERE l.d = bad_account
        ORDER BY l.ord LIMIT 1)::integer);
  END IF;

  -- 8. Apply: one UPDATE for the accounts, one INSERT for the transfers (append-only from here on).
  PERFORM set_config('lootmarket.ledger_writer', 'on', true);
  UPDATE ledger_accounts a
     SET debits_pending = a.debits_pending + m.dp,
         debits_posted = a.debits_posted + m.dpo,
         credits_pending = a.credits_pending + m.cp,
         credits_posted = a.credits_posted + m.cpo
    FROM unnest(acc, d_dp, d_dpo, d_cp, d_cpo) AS m(id, dp, dpo, cp, cpo)
   WHERE a.id = m.id;
  PERFORM set_config('lootmarket.ledger_writer', 'off', true);

  -- The transfers' time: now, unless the caller imports history (TigerBeetle's `imported` flag; the
  -- demo seed dates its orders' money by the orders' own dates, ledger.service.ts importingAt): the
  -- transaction-local setting lootmarket.ledger_imported_at, never later than now.
  v_at := least(coalesce(nullif(current_setting('lootmarket.ledger_imported_at', true), '')::timestamptz, now()),
                now());
  WITH inserted AS (
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, pending_id,
                                  timeout_seconds, expires_at, order_id, withdrawal_id, created_at)
    SELECT l.id, l.d, l.c, l.amount, l.currency, l.kind, l.pending_id, l.timeout_seconds,
           v_at + make_interval(secs => l.timeout_seconds), l.order_id, l.withdrawal_id, v_at
      FROM unnest(ids, debit_ids, credit_ids, amounts, currencies, kinds, pending_ids, timeouts, order_ids,
                  withdrawal_ids)
           AS l(id, d, c, amount, currency, kind, pending_id, timeout_seconds, order_id, withdrawal_id)
    RETURNING id, ledger_transfer_json(ledger_transfers.*) AS body
  )
  SELECT jsonb_build_object('ok', true, 'transfers', jsonb_agg(body ORDER BY array_position(ids, id)))
    INTO answer FROM inserted;
  RETURN answer;
END
$$;
