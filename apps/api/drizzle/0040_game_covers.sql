-- Issue 20, pictures: a game's cover, uploaded by an admin in the back office through the offer
-- photos' pipeline (checked by content, re-encoded by sharp into WebP variants, served from
-- /uploads/offers/ with immutable caching). Null: the UI draws the generated cover. Owned by
-- src/catalog (catalog.schema.ts); changes are audited as game.cover.
ALTER TABLE "games" ADD COLUMN "cover_photo_id" uuid;
