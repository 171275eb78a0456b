ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_method";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_error" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_method" CHECK ("withdrawals"."method" in ('bank_transfer', 'paypal', 'crypto', 'stripe'));