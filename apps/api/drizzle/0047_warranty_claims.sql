-- Issue 21, point 3: warranty claims (src/orders owns both tables; src/orders/README.md "Warranty claims").
-- During the warranty of a completed order the buyer opens a claim; the seller answers on the dispute
-- clock (subject 'warranty_claim', the claim's id): replace the account or refund; staff decide otherwise.
-- An upheld claim gives the buyer the order's total back in ONE ledger batch: while the seller's reserve
-- is held, its pending net leg is voided (reserve_status 'refunded': the reserve job then finds nothing)
-- and the fee comes back from the order's fee shard; after the reserve was released, the seller's
-- available balance pays what it can of the net and the platform's cover account the rest (the loss
-- recorded here and the seller flagged in seller_flags).
CREATE TABLE "warranty_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"buyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"seller_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"replacement_note" text,
	"replaced_at" timestamp with time zone,
	"decision_note" text,
	"decided_by" text,
	"decided_by_user" uuid REFERENCES "users"("id") ON DELETE restrict,
	"decided_at" timestamp with time zone,
	"currency" text NOT NULL,
	"refund_amount" bigint,
	"covered_by" text,
	"from_reserve" bigint,
	"from_seller_balance" bigint,
	"from_platform_cover" bigint,
	"fee_returned" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_reason" CHECK ("reason" in ('recovered', 'banned', 'credentials_changed', 'other')),
	CONSTRAINT "warranty_claims_status" CHECK ("status" in ('open', 'replaced', 'refunded', 'rejected')),
	CONSTRAINT "warranty_claims_decided" CHECK (("status" = 'open') = ("decided_at" is null)
	   and ("decided_at" is null) = ("decided_by" is null)
	   and ("decided_by" is null or "decided_by" in ('agreement', 'default', 'staff'))),
	CONSTRAINT "warranty_claims_replaced" CHECK (("replacement_note" is null) = ("replaced_at" is null)
	   and ("status" <> 'replaced' or "replaced_at" is not null)),
	-- An upheld claim's refund: the parts add up to what the buyer got back, each part at least zero.
	CONSTRAINT "warranty_claims_refund" CHECK (("status" = 'refunded') = ("refund_amount" is not null)
	   and ("refund_amount" is null) = ("covered_by" is null)
	   and ("refund_amount" is null or ("covered_by" in ('reserve', 'seller_balance', 'platform_cover')
	        and "from_reserve" >= 0 and "from_seller_balance" >= 0 and "from_platform_cover" >= 0
	        and "fee_returned" >= 0 and "refund_amount" > 0
	        and "from_reserve" + "from_seller_balance" + "from_platform_cover" + "fee_returned" = "refund_amount")))
);--> statement-breakpoint
-- One open claim per order, and one refund per order at most.
CREATE UNIQUE INDEX "warranty_claims_one_open" ON "warranty_claims" ("order_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_one_refund" ON "warranty_claims" ("order_id") WHERE "status" = 'refunded';--> statement-breakpoint
CREATE INDEX "warranty_claims_order_idx" ON "warranty_claims" ("order_id", "created_at");--> statement-breakpoint
-- The back office's queue: by status, oldest first.
CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" ("status", "created_at");--> statement-breakpoint
-- A seller whose warranty loss the platform covered (an upheld claim after the reserve was released and
-- the seller's balance short): one flag per claim, with the amount the platform paid.
CREATE TABLE "seller_flags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"reason" text NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "warranty_claims"("id") ON DELETE restrict,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_flags_reason" CHECK ("reason" in ('warranty_loss_covered')),
	CONSTRAINT "seller_flags_amount" CHECK ("amount" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_flags_claim_key" ON "seller_flags" ("claim_id");--> statement-breakpoint
CREATE INDEX "seller_flags_seller_idx" ON "seller_flags" ("seller_id", "created_at");--> statement-breakpoint
-- The reserve gets a third state: refunded (an upheld claim voided the pending net leg; never released).
ALTER TABLE "orders" DROP CONSTRAINT "orders_reserve";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reserve" CHECK (("orders"."reserve_status" is not null) = ("orders"."status" = 'completed' and "orders"."warranty_days" is not null and "orders"."dispute_status" is distinct from 'split')
       and ("orders"."reserve_status" is null or "orders"."reserve_status" in ('reserved', 'released', 'refunded'))
       and (("orders"."reserve_status" = 'released') = ("orders"."reserve_released_at" is not null)));
