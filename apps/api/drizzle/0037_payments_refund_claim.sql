-- A sandbox crypto refund is claimed on our own claim page (as BTCPay's pull payment is
-- claimed on its page): when and to which (testnet) address. Owned by src/payments (payments.schema.ts).
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claim_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_claim" CHECK (("refund_claimed_at" is null) = ("refund_claim_address" is null));
