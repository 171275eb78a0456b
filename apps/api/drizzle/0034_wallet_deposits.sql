-- Issue 19, point 9: top up the wallet. A deposit is a card or crypto payment of its own purpose: no
-- order, the payer named instead; its success credits the payer's wallet through the ledger (one single
-- transfer from provider_clearing, shown as "Deposit"). Owned by src/payments (payments.schema.ts).
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "user_id" uuid;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK (("purpose" = 'order' and "order_id" is not null and "user_id" is null) or ("purpose" = 'deposit' and "order_id" is null and "user_id" is not null));
--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id") WHERE "user_id" is not null;
