-- A fixed cost out of every ledger movement (issue 8's purchase-and-confirm budget), the same rules
-- and refusals: the balance guard on ledger_accounts ran a PL/pgSQL trigger for every account row a
-- movement touched, only to find the writer flag on. The same function now runs only when it
-- refuses: a BEFORE INSERT trigger WHEN the new account is not empty, and a BEFORE UPDATE OF the
-- counters trigger WHEN the flag is not on. A WHEN condition is evaluated by the executor, with no
-- call.

DROP TRIGGER ledger_accounts_counters_guard ON "ledger_accounts";
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_born_empty
  BEFORE INSERT ON "ledger_accounts"
  FOR EACH ROW
  WHEN (NEW.debits_pending <> 0 OR NEW.debits_posted <> 0 OR NEW.credits_pending <> 0 OR NEW.credits_posted <> 0)
  EXECUTE FUNCTION ledger_accounts_counters_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_counters_guard
  BEFORE UPDATE OF debits_pending, debits_posted, credits_pending, credits_posted ON "ledger_accounts"
  FOR EACH ROW
  WHEN (current_setting('lootmarket.ledger_writer', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION ledger_accounts_counters_guard();
