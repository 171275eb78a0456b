-- Sign-up by mail (issue #18, finding 12): nothing usable exists until the mailbox owner confirms.
-- A request waits here with its hashed single-use token; the account is made from it at confirmation.
CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_token_hash_key" ON "pending_registrations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree (lower("email"));--> statement-breakpoint
-- Registration mails per address and hour are counted in the outbox (and the back office filters by address).
CREATE INDEX "mail_outbox_to_created_at_idx" ON "mail_outbox" USING btree (lower("to_address"),"created_at");
