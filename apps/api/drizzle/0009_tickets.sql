CREATE TABLE "ticket_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_attachments_content_type" CHECK ("ticket_attachments"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "ticket_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_replies_author_role" CHECK ("ticket_replies"."author_role" in ('user', 'support')),
	CONSTRAINT "ticket_replies_body_length" CHECK (char_length("ticket_replies"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"topic" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" uuid,
	"offer_id" uuid,
	"report_reason" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"contact_email" text NOT NULL,
	"phone" text,
	"notify_on_answer" boolean DEFAULT false NOT NULL,
	"assignee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_reply_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tickets_type" CHECK ("tickets"."type" in ('General', 'Account', 'Payment', 'Technical', 'Other')),
	CONSTRAINT "tickets_status" CHECK ("tickets"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "tickets_source" CHECK ("tickets"."source" in ('profile', 'contact', 'offer_report')),
	CONSTRAINT "tickets_topic" CHECK ("tickets"."topic" is null or "tickets"."topic" in ('payment', 'technical', 'fraud', 'offerReport', 'productReturn', 'feedback', 'account', 'transaction')),
	CONSTRAINT "tickets_report_has_offer" CHECK (("tickets"."source" = 'offer_report') = ("tickets"."report_reason" is not null)),
	CONSTRAINT "tickets_profile_has_user" CHECK ("tickets"."source" = 'contact' or "tickets"."user_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_replies_ticket_created_idx" ON "ticket_replies" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_user_updated_idx" ON "tickets" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_status_updated_idx" ON "tickets" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_title_trgm_idx" ON "tickets" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_open_report_key" ON "tickets" USING btree ("offer_id","user_id") WHERE "tickets"."source" = 'offer_report' and "tickets"."status" <> 'closed';