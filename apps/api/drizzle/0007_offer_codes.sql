CREATE TABLE "offer_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	"order_id" uuid
);
--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A code uploaded twice for one offer would be sold twice: the fingerprint is unique per offer, and
-- (offer_id, ...) also serves the ON DELETE CASCADE from offers.
CREATE UNIQUE INDEX "offer_codes_offer_fingerprint_key" ON "offer_codes" USING btree ("offer_id","fingerprint");--> statement-breakpoint
-- A sale takes the oldest unsold code of the offer (FOR UPDATE SKIP LOCKED) and the stock counts the
-- unsold ones: both read only unsold rows of one offer, in upload order, which this partial index holds.
CREATE INDEX "offer_codes_unsold_idx" ON "offer_codes" USING btree ("offer_id","created_at") WHERE "offer_codes"."sold_at" is null;--> statement-breakpoint
-- The buyer reveals the code of an order: a lookup by order id over sold rows only.
CREATE INDEX "offer_codes_order_idx" ON "offer_codes" USING btree ("order_id") WHERE "offer_codes"."order_id" is not null;