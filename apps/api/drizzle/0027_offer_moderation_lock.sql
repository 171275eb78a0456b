-- A moderation take-down locks the offer until staff lift it (issue 18 #7): who locked it and when;
-- the reason stays in moderation_reason. No foreign key on the staff member: the lock, like the audit
-- record, outlives the account that made it.
ALTER TABLE "offers" ADD COLUMN "moderation_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "moderation_locked_by" uuid;--> statement-breakpoint
-- A ban takes the seller's active offers off the market and marks them (issue 18 #9); lifting the
-- ban restores exactly these, not the ones the seller had switched off or moderation locked.
ALTER TABLE "offers" ADD COLUMN "taken_down_by_ban" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Take-downs made before the lock existed stay down: the latest take-down in the audit log names
-- the staff member and the instant. An offer its seller switched back on is left as it is.
UPDATE "offers" AS o SET
  "moderation_locked_at" = coalesce(
    (SELECT max(a."at") FROM "admin_audit_log" AS a
      WHERE a."action" = 'offer.deactivate' AND a."target_type" = 'offer' AND a."target_id" = o."id"::text),
    o."moderation_reviewed_at",
    o."updated_at"),
  "moderation_locked_by" = (SELECT a."actor_id" FROM "admin_audit_log" AS a
      WHERE a."action" = 'offer.deactivate' AND a."target_type" = 'offer' AND a."target_id" = o."id"::text
      ORDER BY a."at" DESC LIMIT 1)
WHERE NOT o."active" AND o."moderation_reason" IS NOT NULL;--> statement-breakpoint
-- Sellers banned before this change still had offers on the market: the ban takes them now.
UPDATE "offers" SET "active" = false, "taken_down_by_ban" = true, "updated_at" = now()
WHERE "active" AND "seller_id" IN (SELECT "id" FROM "users" WHERE "banned");--> statement-breakpoint
-- The last line behind the services: no path can put a locked or ban-held offer on the market.
ALTER TABLE "offers" ADD CONSTRAINT "offers_locked_inactive" CHECK ("offers"."moderation_locked_at" is null or not "offers"."active");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_ban_held_inactive" CHECK (not ("offers"."taken_down_by_ban" and "offers"."active"));--> statement-breakpoint
-- The back office's list of taken-down offers, newest first.
CREATE INDEX "offers_moderation_locked_idx" ON "offers" USING btree ("moderation_locked_at") WHERE "offers"."moderation_locked_at" is not null;
