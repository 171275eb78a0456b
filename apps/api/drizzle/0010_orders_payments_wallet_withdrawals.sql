CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"offer_id" uuid,
	"game_id" uuid NOT NULL,
	"category" text NOT NULL,
	"offer_title" text NOT NULL,
	"offer_description" text NOT NULL,
	"offer_image" text,
	"automatic_delivery" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"subtotal" bigint NOT NULL,
	"buyer_fee" bigint NOT NULL,
	"seller_fee" bigint NOT NULL,
	"seller_net" bigint NOT NULL,
	"total" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"escrow" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"release_at" timestamp with time zone,
	"dispute_status" text,
	"dispute_reason" text,
	"dispute_opened_at" timestamp with time zone,
	"dispute_resolved_at" timestamp with time zone,
	"dispute_note" text,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "orders_escrow" CHECK ("orders"."escrow" in ('awaiting_payment', 'held', 'released', 'refunded', 'failed')),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('wallet', 'card', 'crypto')),
	CONSTRAINT "orders_status_matches_escrow" CHECK (("orders"."status" = 'pending' and "orders"."escrow" in ('awaiting_payment', 'held'))
       or ("orders"."status" = 'completed' and "orders"."escrow" = 'released')
       or ("orders"."status" = 'failed' and "orders"."escrow" in ('refunded', 'failed'))),
	CONSTRAINT "orders_buyer_not_seller" CHECK ("orders"."buyer_id" <> "orders"."seller_id"),
	CONSTRAINT "orders_quantity_positive" CHECK ("orders"."quantity" > 0),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" = "orders"."unit_price" * "orders"."quantity" and "orders"."total" = "orders"."subtotal" + "orders"."buyer_fee"
       and "orders"."seller_net" = "orders"."subtotal" - "orders"."seller_fee" and "orders"."buyer_fee" >= 0 and "orders"."seller_fee" >= 0
       and "orders"."seller_net" > 0),
	CONSTRAINT "orders_dispute_status" CHECK ("orders"."dispute_status" is null or "orders"."dispute_status" in ('open', 'released', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"provider_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('open', 'requires_confirmation', 'succeeded', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_fee_rules" (
	"scope" text PRIMARY KEY NOT NULL,
	"buyer_fee_bps" integer NOT NULL,
	"seller_fee_bps" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_fee_rules_bps" CHECK ("purchase_fee_rules"."buyer_fee_bps" between 0 and 5000 and "purchase_fee_rules"."seller_fee_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_fee_rules" (
	"id" smallint PRIMARY KEY NOT NULL,
	"standard_fee_bps" integer NOT NULL,
	"vip_fee_bps" integer NOT NULL,
	"standard_review_hours" integer NOT NULL,
	"vip_review_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_fee_rules_single_row" CHECK ("withdrawal_fee_rules"."id" = 1),
	CONSTRAINT "withdrawal_fee_rules_bps" CHECK ("withdrawal_fee_rules"."standard_fee_bps" between 0 and 5000 and "withdrawal_fee_rules"."vip_fee_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(39, 0) NOT NULL,
	"fee" numeric(39, 0) NOT NULL,
	"payout" numeric(39, 0) NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"vip" boolean NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending_review', 'approved', 'paid', 'rejected', 'failed')),
	CONSTRAINT "withdrawals_method" CHECK ("withdrawals"."method" in ('bank_transfer', 'paypal', 'crypto')),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."payout" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."amount" = "withdrawals"."payout" + "withdrawals"."fee"),
	CONSTRAINT "withdrawals_not_self_decided" CHECK ("withdrawals"."decided_by" is null or "withdrawals"."decided_by" <> "withdrawals"."user_id")
);
--> statement-breakpoint
ALTER TABLE "seller_reviews" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_currency_ledger_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."ledger_currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_subject_key" ON "jobs" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_open_disputes_idx" ON "orders" USING btree ("dispute_opened_at") WHERE "orders"."dispute_status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree ("vip","status","created_at");--> statement-breakpoint
ALTER TABLE "seller_reviews" ADD CONSTRAINT "seller_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_reviews_order_key" ON "seller_reviews" USING btree ("order_id");