-- Issue 18 follow-up: one home for per-account attempt limits. Wrong withdrawal proofs now count in the
-- database with the rest (src/auth/attempt-limits.ts), each in the budget of the secret it guesses: the
-- password and the second factor have theirs already; mailed confirmation codes get one.
ALTER TABLE "account_attempt_limits" DROP CONSTRAINT "account_attempt_limits_scope_check";
--> statement-breakpoint
ALTER TABLE "account_attempt_limits" ADD CONSTRAINT "account_attempt_limits_scope_check" CHECK ("scope" IN ('secondFactor', 'password', 'confirmationCode'));
--> statement-breakpoint
-- Codes mailed to confirm a sensitive account action: withdrawals (accounts with neither a password nor
-- two-factor sign-in) and now turning two-factor sign-in on for an account without a password. One table,
-- the action in a column; the codes already issued are withdrawal codes and keep working.
ALTER TABLE "withdrawal_confirmation_codes" RENAME TO "account_confirmation_codes";
--> statement-breakpoint
ALTER TABLE "account_confirmation_codes" RENAME CONSTRAINT "withdrawal_confirmation_codes_pkey" TO "account_confirmation_codes_pkey";
--> statement-breakpoint
ALTER TABLE "account_confirmation_codes" RENAME CONSTRAINT "withdrawal_confirmation_codes_user_id_users_id_fk" TO "account_confirmation_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "account_confirmation_codes" ADD COLUMN "action" text DEFAULT 'withdrawal' NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_confirmation_codes" ALTER COLUMN "action" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "account_confirmation_codes" ADD CONSTRAINT "account_confirmation_codes_action_check" CHECK ("action" IN ('withdrawal', 'twoFactorSetup'));
--> statement-breakpoint
DROP INDEX "withdrawal_confirmation_codes_user_idx";
--> statement-breakpoint
CREATE INDEX "account_confirmation_codes_user_action_idx" ON "account_confirmation_codes" USING btree ("user_id","action","created_at" DESC NULLS LAST);
