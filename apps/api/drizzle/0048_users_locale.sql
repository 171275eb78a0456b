-- The language a user reads Lootmarket in, for what reaches them outside the page: mails (dispute
-- reminders, withdrawal reports and codes, two-factor codes). Recorded from the language the user
-- chose in the app (the `lang` cookie of their signed-in requests); null until then (English).
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale" CHECK ("users"."locale" is null or "users"."locale" in ('en', 'pl', 'pt-BR', 'de', 'ru', 'ja', 'zh'));
