-- Balances change only by transfers: an account is born empty, and its counters move only while a ledger
-- writer (ledger_create_transfers, order_place_wallet, order_place_wallet_batch, order_release) raises
-- the transaction-local flag lootmarket.ledger_writer around its UPDATE of the counters. (A guard
-- against mistakes in our own code, not against someone who sets the flag on purpose.) Its triggers
-- (drizzle/0023) call it only when it refuses: their WHEN conditions test the rule.
CREATE OR REPLACE FUNCTION ledger_accounts_counters_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.debits_pending <> 0 OR NEW.debits_posted <> 0 OR NEW.credits_pending <> 0 OR NEW.credits_posted <> 0 THEN
      RAISE EXCEPTION 'a ledger account starts with zero balances' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF current_setting('lootmarket.ledger_writer', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'ledger balances change only through ledger_create_transfers'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
