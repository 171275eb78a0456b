-- Issue 20, discovery: the other names buyers type for a game ("wow", "cs2", "osrs", "fifa"), kept
-- in the catalogue and edited by staff in the back office; the header search finds a game by them
-- (src/catalog/catalog.service.ts searchGames). Lower case. Owned by src/catalog (catalog.schema.ts).
ALTER TABLE "games" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;
