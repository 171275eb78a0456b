-- Issue 21, points 1 and 2: account warranty and the seller's reserve (src/warranty owns warranty_rules;
-- src/offers and src/orders own their new columns). Staff decide per category whether its offers carry
-- a warranty (seeded: game accounts). An offer of such a category carries its warranty in days (14, the
-- free platform minimum, or 30, 60, 90 at the seller's choice; null elsewhere), kept in step with the rule
-- by the rule's update. Every purchase path copies it onto the order, so a later change of the offer or
-- of the rule never alters a bought warranty. When a warranted order completes, THE release
-- (order_release) posts the fee leg and leaves the seller's net leg pending: the reserve, posted by the
-- `order.reserve_release` job when the warranty ends (completed_at + warranty_days × 24 h).
CREATE TABLE "warranty_rules" (
	"category" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);--> statement-breakpoint
INSERT INTO "warranty_rules" ("category", "enabled") VALUES ('account', true) ON CONFLICT ("category") DO NOTHING;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "warranty_days" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_warranty_days" CHECK ("offers"."warranty_days" is null or "offers"."warranty_days" in (14, 30, 60, 90));--> statement-breakpoint
UPDATE "offers" SET "warranty_days" = 14 WHERE "category" = 'account' AND "warranty_days" IS NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warranty_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserve_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserve_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warranty_days" CHECK ("orders"."warranty_days" is null or "orders"."warranty_days" in (14, 30, 60, 90));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reserve" CHECK (("orders"."reserve_status" is not null) = ("orders"."status" = 'completed' and "orders"."warranty_days" is not null)
       and ("orders"."reserve_status" is null or "orders"."reserve_status" in ('reserved', 'released'))
       and (("orders"."reserve_status" = 'released') = ("orders"."reserve_released_at" is not null)));--> statement-breakpoint
-- A seller's reserves still held, soonest release first (the wallet page, the dashboard, the breakdown).
CREATE INDEX "orders_seller_reserved_idx" ON "orders" USING btree ("seller_id","completed_at") WHERE "orders"."reserve_status" = 'reserved';
