-- Issue 21, points 5 and 7: partial refunds in a dispute and chargeback protection for sellers
-- (src/orders/partial-refunds.service.ts, src/payments/chargebacks.service.ts).
--
-- A dispute may end in a split: the order completes with the seller paid part of the escrow and the
-- buyer refunded the rest (dispute_status 'split'; the three amounts kept on the order, computed by
-- order_split_amounts, src/db/functions).
ALTER TABLE "orders" DROP CONSTRAINT "orders_dispute_status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dispute_status" CHECK ("dispute_status" is null or "dispute_status" in ('open', 'released', 'refunded', 'split'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_refund" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_seller_net" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "split_fee" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_split" CHECK (
  ("dispute_status" = 'split') = ("split_refund" is not null)
  and ("split_refund" is null) = ("split_seller_net" is null) and ("split_refund" is null) = ("split_fee" is null)
  and ("split_refund" is null or ("status" = 'completed' and "escrow" = 'released'
       and "split_refund" > 0 and "split_seller_net" > 0 and "split_fee" >= 0
       and "split_refund" + "split_seller_net" + "split_fee" = "total"
       and "split_seller_net" <= "seller_net" and "split_fee" <= "buyer_fee" + "seller_fee")));--> statement-breakpoint
-- The proposals of a dispute: one open at a time per order (a new one replaces it), then accepted,
-- rejected, replaced or closed (the dispute was decided otherwise).
CREATE TABLE "dispute_refund_proposals" (
  "id" uuid PRIMARY KEY NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "proposed_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
  "side" text NOT NULL,
  "refund" bigint NOT NULL,
  "status" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE restrict,
  CONSTRAINT "dispute_refund_proposals_side" CHECK ("side" in ('buyer', 'seller')),
  CONSTRAINT "dispute_refund_proposals_status" CHECK ("status" in ('open', 'accepted', 'rejected', 'replaced', 'closed')),
  CONSTRAINT "dispute_refund_proposals_refund_positive" CHECK ("refund" > 0),
  CONSTRAINT "dispute_refund_proposals_decided" CHECK (("status" = 'open') = ("decided_at" is null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_refund_proposals_one_open" ON "dispute_refund_proposals" ("order_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "dispute_refund_proposals_order_idx" ON "dispute_refund_proposals" ("order_id", "created_at");--> statement-breakpoint
-- A refund to the payment method may be for part of the payment (a split): null = all of it.
ALTER TABLE "payments" ADD COLUMN "refund_amount" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_amount" CHECK ("refund_amount" is null or ("refund_amount" > 0 and "refund_amount" < "amount"));--> statement-breakpoint
-- Chargeback protection: a lost chargeback on an order whose delivery was proven is covered by the
-- platform (an unguarded platform_cover account: its balance is the platform's recorded losses).
ALTER TABLE "payments" ADD COLUMN "chargeback_covered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("kind" in ('user_wallet', 'platform_fee', 'provider_clearing', 'payout_clearing', 'platform_cover'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_split_amounts(total numeric, buyer_fee numeric, seller_fee numeric,
                                               refund numeric,
                                               OUT seller_net numeric, OUT fee numeric)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  kept numeric;
BEGIN
  IF refund <= 0 OR refund >= total THEN RETURN; END IF;
  kept := total - refund;
  fee := CASE WHEN kept > 1 THEN least(div((buyer_fee + seller_fee) * kept + total - 1, total), kept - 1)
              ELSE 0 END;
  seller_net := kept - fee;
END
$$;
