-- Issue 18 (#23, #11, #16). Sessions remember when they were last used, so a session left unused for
-- longer than SESSION_IDLE_MINUTES stops authenticating (written at most once a minute per session, see
-- src/auth/last-seen.ts). Existing sessions count as used now: they get a full idle window.
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Codes tried on one sign-in challenge, counted before each code is checked: the challenge dies after
-- five, whatever addresses the attempts came from.
ALTER TABLE "login_challenges" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_attempts_nonnegative" CHECK ("attempts" >= 0);
--> statement-breakpoint
-- Wrong second factors (sign-in and My account) and wrong current passwords (My account) per account,
-- across challenges, sessions and addresses; past a free number each failure locks the step for twice
-- as long as the last (src/auth/attempt-limits.ts). A success deletes the row.
CREATE TABLE "account_attempt_limits" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "account_attempt_limits_pkey" PRIMARY KEY ("user_id", "scope"),
	CONSTRAINT "account_attempt_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "account_attempt_limits_scope_check" CHECK ("scope" IN ('secondFactor', 'password')),
	CONSTRAINT "account_attempt_limits_failures_positive" CHECK ("failures" > 0)
);
