import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { findUserByEmail, setAvatarPhoto } from '../auth/users.service';
import type { Db } from '../db/database';
import { processPhoto } from '../photos/photo-processing';
import type { PhotoStorage } from '../photos/photo-storage';
import { demoSellerEmail } from './seed';

/**
 * Demo sellers shown with an uploaded avatar; the others keep the generated one (their initials), as
 * many real sellers will, so the demo shows both.
 */
export const DEMO_AVATAR_SELLERS: readonly string[] = [
  'GoldRushPL',
  'ArcaneCarry',
  'GiftCodeGuru',
  'TsukiTrade',
];

/**
 * A demo seller's picture, drawn here from their name (no third-party art): a background of one hue,
 * a mountain range and a sun of another, the way a person's landscape photo reads at avatar size.
 */
export function demoAvatarSvg(username: string): string {
  const digest = createHash('sha256').update(username).digest();
  const hue = Math.round(((digest[0] ?? 0) / 255) * 360);
  const accent = (hue + 150 + Math.round(((digest[1] ?? 0) / 255) * 60)) % 360;
  const sunX = 70 + ((digest[2] ?? 0) % 120);
  const peak = 80 + ((digest[3] ?? 0) % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="hsl(${hue} 55% 42%)"/>
  <circle cx="${sunX}" cy="70" r="34" fill="hsl(${accent} 85% 72%)"/>
  <path d="M0 256 L0 190 L60 ${peak + 40} L110 180 L170 ${peak} L256 200 L256 256 Z" fill="hsl(${hue} 45% 22%)"/>
</svg>`;
}

/**
 * Gives the DEMO_AVATAR_SELLERS their avatars through the same pipeline as an upload (processPhoto,
 * the photo storage, setAvatarPhoto). Run once, right after seedDemoData has filled an empty database;
 * answers how many it gave.
 */
export async function seedDemoAvatars(db: Db, photos: Pick<PhotoStorage, 'save'>): Promise<number> {
  let given = 0;
  for (const username of DEMO_AVATAR_SELLERS) {
    const user = await findUserByEmail(db, demoSellerEmail(username));
    if (!user || user.avatarPhotoId !== null) continue;
    const png = await sharp(Buffer.from(demoAvatarSvg(username)))
      .png()
      .toBuffer();
    const avatar = await processPhoto(png, 'avatar');
    const photoId = crypto.randomUUID();
    await photos.save(photoId, avatar.variants);
    await db.transaction((tx) => setAvatarPhoto(tx, user.id, photoId));
    given += 1;
  }
  return given;
}
