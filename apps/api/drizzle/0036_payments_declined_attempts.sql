-- A declined card can be retried on the same payment until its session expires.
-- Owned by src/payments (payments.schema.ts): how many card attempts were declined, and when the last one was.
-- An open payment whose last attempt was declined fails its order as `declined` when it expires or is cancelled.
ALTER TABLE "payments" ADD COLUMN "declined_attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_declined_at" timestamp with time zone;
