-- Issue 21, point 4: the dispute clock (src/dispute-clock owns the tables). Every open dispute (and,
-- later, every warranty claim) has a stage (the seller's turn, the buyer's, staff's, decided) and a
-- deadline for the awaited side; a passed deadline applies the default ruling (the `dispute.deadline`
-- job). The rule (hours and rulings) is copied into the clock when it starts, so a rule changed later
-- applies to disputes opened after the change only.
CREATE TABLE "dispute_clock_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category" text,
	"seller_hours" integer NOT NULL,
	"buyer_hours" integer NOT NULL,
	"silent_seller" text NOT NULL,
	"silent_buyer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_clock_rules_hours" CHECK ("dispute_clock_rules"."seller_hours" between 1 and 720 and "dispute_clock_rules"."buyer_hours" between 1 and 720),
	CONSTRAINT "dispute_clock_rules_silent_seller" CHECK ("dispute_clock_rules"."silent_seller" in ('refund', 'staff')),
	CONSTRAINT "dispute_clock_rules_silent_buyer" CHECK ("dispute_clock_rules"."silent_buyer" in ('release', 'staff'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_clock_rules_category_key" ON "dispute_clock_rules" USING btree (coalesce("category", ''));--> statement-breakpoint
INSERT INTO "dispute_clock_rules" ("id", "category", "seller_hours", "buyer_hours", "silent_seller", "silent_buyer") VALUES
	('01938a00-0000-7000-8000-000000000001', NULL, 24, 48, 'refund', 'release'),
	('01938a00-0000-7000-8000-000000000002', 'account', 12, 48, 'refund', 'release'),
	('01938a00-0000-7000-8000-000000000003', 'boosting', 12, 48, 'refund', 'release')
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "dispute_clocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"category" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"stage_since" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"staff_reason" text,
	"seller_hours" integer NOT NULL,
	"buyer_hours" integer NOT NULL,
	"silent_seller" text NOT NULL,
	"silent_buyer" text NOT NULL,
	"reminded_for" timestamp with time zone,
	"extended_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_clocks_subject_type" CHECK ("dispute_clocks"."subject_type" in ('order_dispute', 'warranty_claim')),
	CONSTRAINT "dispute_clocks_stage" CHECK ("dispute_clocks"."stage" in ('seller', 'buyer', 'staff', 'decided')),
	CONSTRAINT "dispute_clocks_deadline" CHECK (("dispute_clocks"."stage" in ('seller', 'buyer')) = ("dispute_clocks"."deadline_at" is not null)),
	CONSTRAINT "dispute_clocks_staff_reason" CHECK (("dispute_clocks"."stage" = 'staff') = ("dispute_clocks"."staff_reason" is not null) or "dispute_clocks"."stage" = 'decided'),
	CONSTRAINT "dispute_clocks_decided" CHECK (("dispute_clocks"."stage" = 'decided') = ("dispute_clocks"."decided_at" is not null and "dispute_clocks"."decided_by" in ('default', 'staff'))),
	CONSTRAINT "dispute_clocks_silent_seller" CHECK ("dispute_clocks"."silent_seller" in ('refund', 'staff')),
	CONSTRAINT "dispute_clocks_silent_buyer" CHECK ("dispute_clocks"."silent_buyer" in ('release', 'staff'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_clocks_subject_key" ON "dispute_clocks" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE TABLE "dispute_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"clock_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_answers_side" CHECK ("dispute_answers"."side" in ('buyer', 'seller'))
);--> statement-breakpoint
ALTER TABLE "dispute_answers" ADD CONSTRAINT "dispute_answers_clock_id_dispute_clocks_id_fk" FOREIGN KEY ("clock_id") REFERENCES "public"."dispute_clocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_answers" ADD CONSTRAINT "dispute_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_answers_clock_idx" ON "dispute_answers" USING btree ("clock_id","created_at","id");
