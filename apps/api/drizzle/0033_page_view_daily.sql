-- Issue 19, point 21: spec §7 page views, first party. Counted per UTC day and path (an upsert per
-- view), never stored raw: no visitor, no IP, no query string. Owned by src/analytics (analytics.schema.ts).
CREATE TABLE "page_view_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_daily_day_path_pk" PRIMARY KEY("day","path")
);
