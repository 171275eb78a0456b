CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"guarded" boolean NOT NULL,
	"debits_pending" numeric(39, 0) DEFAULT 0 NOT NULL,
	"debits_posted" numeric(39, 0) DEFAULT 0 NOT NULL,
	"credits_pending" numeric(39, 0) DEFAULT 0 NOT NULL,
	"credits_posted" numeric(39, 0) DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("kind","currency","user_id"),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('user_wallet', 'platform_fee', 'provider_clearing', 'payout_clearing')),
	CONSTRAINT "ledger_accounts_wallet_owner" CHECK (("ledger_accounts"."kind" = 'user_wallet') = ("ledger_accounts"."user_id" is not null)),
	CONSTRAINT "ledger_accounts_counters_nonnegative" CHECK ("ledger_accounts"."debits_pending" >= 0 and "ledger_accounts"."debits_posted" >= 0 and "ledger_accounts"."credits_pending" >= 0 and "ledger_accounts"."credits_posted" >= 0),
	CONSTRAINT "ledger_accounts_guarded_no_overdraft" CHECK (not "ledger_accounts"."guarded" or "ledger_accounts"."debits_pending" + "ledger_accounts"."debits_posted" <= "ledger_accounts"."credits_posted")
);
--> statement-breakpoint
CREATE TABLE "ledger_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"exponent" smallint NOT NULL,
	CONSTRAINT "ledger_currencies_exponent_range" CHECK ("ledger_currencies"."exponent" between 0 and 18)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"pending_id" uuid,
	"timeout_seconds" integer,
	"expires_at" timestamp with time zone,
	"order_id" uuid,
	"withdrawal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('single', 'pending', 'post_pending', 'void_pending')),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_pending_id_iff_resolution" CHECK (("ledger_transfers"."pending_id" is not null) = ("ledger_transfers"."kind" in ('post_pending', 'void_pending'))),
	CONSTRAINT "ledger_transfers_timeout_only_pending" CHECK (("ledger_transfers"."timeout_seconds" is null or "ledger_transfers"."kind" = 'pending') and ("ledger_transfers"."timeout_seconds" is null) = ("ledger_transfers"."expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_ledger_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."ledger_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_id_key" ON "ledger_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_account_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_account_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_order_idx" ON "ledger_transfers" USING btree ("order_id") WHERE "ledger_transfers"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_transfers_withdrawal_idx" ON "ledger_transfers" USING btree ("withdrawal_id") WHERE "ledger_transfers"."withdrawal_id" is not null;