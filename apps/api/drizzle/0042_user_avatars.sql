-- Issue 20, point 4: a user's avatar, uploaded from the account settings through the offer photos'
-- pipeline (checked by content, cropped square and re-encoded by sharp into one small WebP, served from
-- /uploads/offers/ with immutable caching). Null: the UI draws the generated one (initials). Owned by
-- src/auth (auth.schema.ts); other domains read the public URL through the owner.
ALTER TABLE "users" ADD COLUMN "avatar_photo_id" uuid;
