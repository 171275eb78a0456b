-- One transfer as the API returns it; amounts and ids as strings so that no JSON parser rounds them.
CREATE OR REPLACE FUNCTION ledger_transfer_json(t ledger_transfers) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', t.id,
    'kind', t.kind,
    'debit_account_id', t.debit_account_id::text,
    'credit_account_id', t.credit_account_id::text,
    'amount', t.amount::text,
    'currency', t.currency,
    'pending_id', t.pending_id,
    'timeout_seconds', t.timeout_seconds,
    'expires_at', t.expires_at,
    'order_id', t.order_id,
    'withdrawal_id', t.withdrawal_id,
    'created_at', t.created_at)
$$;
