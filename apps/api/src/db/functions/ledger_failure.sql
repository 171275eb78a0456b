-- A refusal of ledger_create_transfers: {ok: false, code, index} (index: the 0-based leg, or null).
CREATE OR REPLACE FUNCTION ledger_failure(code text, leg integer) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('ok', false, 'code', code, 'index', leg)
$$;
