-- A banned requester's payout waits for staff: an admin who approves anyway records the override.
ALTER TABLE "withdrawals" ADD COLUMN "ban_override_at" timestamp with time zone;--> statement-breakpoint
-- Accounts with neither a password nor two-factor sign-in confirm a withdrawal with a mailed code.
CREATE TABLE "withdrawal_confirmation_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_confirmation_codes" ADD CONSTRAINT "withdrawal_confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_confirmation_codes_user_idx" ON "withdrawal_confirmation_codes" USING btree ("user_id","created_at" DESC NULLS LAST);
