-- A dispute settled by a split (0045) completes the order with the seller's part posted at once: the
-- parties settled what the warranty would have covered, so a split order keeps no reserve (0043).
-- And the dispute clock (0044) closes on a split the parties agreed: decided_by 'agreement'.
ALTER TABLE "orders" DROP CONSTRAINT "orders_reserve";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reserve" CHECK (("orders"."reserve_status" is not null) = ("orders"."status" = 'completed' and "orders"."warranty_days" is not null and "orders"."dispute_status" is distinct from 'split')
       and ("orders"."reserve_status" is null or "orders"."reserve_status" in ('reserved', 'released'))
       and (("orders"."reserve_status" = 'released') = ("orders"."reserve_released_at" is not null)));--> statement-breakpoint
ALTER TABLE "dispute_clocks" DROP CONSTRAINT "dispute_clocks_decided";--> statement-breakpoint
ALTER TABLE "dispute_clocks" ADD CONSTRAINT "dispute_clocks_decided" CHECK (("dispute_clocks"."stage" = 'decided') = ("dispute_clocks"."decided_at" is not null and "dispute_clocks"."decided_by" in ('default', 'staff', 'agreement')));
