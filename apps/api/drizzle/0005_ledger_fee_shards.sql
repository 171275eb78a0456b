ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("kind","currency","user_id","shard");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard" CHECK ("ledger_accounts"."shard" >= 0 and ("ledger_accounts"."kind" <> 'user_wallet' or "ledger_accounts"."shard" = 0));