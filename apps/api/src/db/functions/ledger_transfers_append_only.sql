-- Transfers are the ledger's history: a row, once written, is never changed or removed. Corrections
-- are new transfers. Called by the triggers ledger_transfers_no_update_or_delete and
-- ledger_transfers_no_truncate (drizzle/0002).
CREATE OR REPLACE FUNCTION ledger_transfers_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
