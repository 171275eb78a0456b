-- Chargebacks (card disputes at the issuer, Stripe Disputes) recorded on the payment (src/payments/chargebacks.service.ts);
-- the index finds the payment by the PaymentIntent the dispute events name.
ALTER TABLE "payments" ADD COLUMN "chargeback_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "chargeback_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "chargeback_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "chargeback_amount" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "chargeback_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "chargeback_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_provider_payment_ref_idx" ON "payments" USING btree ("provider","provider_payment_ref");