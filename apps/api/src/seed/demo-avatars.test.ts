import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { marketResponseSchema } from '@lootmarket/contract';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { users } from '../auth/auth.schema';
import { PhotoStorage } from '../photos/photo-storage';
import { DEMO_AVATAR_SELLERS, seedDemoAvatars } from './demo-avatars';
import { seedDemoData } from './seed';

const kinds = await databaseKinds();

describe.each(kinds)('demo avatars on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let uploadsDir: string;

  beforeAll(async () => {
    if (!available) return;
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-demo-avatars-'));
    ctx = await createTestContext(name, { UPLOADS_DIR: uploadsDir });
    await seedDemoData(ctx.database.db);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(available)(
    'draws the chosen demo sellers an avatar through the upload pipeline, once, shown on the market',
    async () => {
      const storage = new PhotoStorage(uploadsDir);
      expect(await seedDemoAvatars(ctx.database.db, storage)).toBe(DEMO_AVATAR_SELLERS.length);
      // A second run finds every avatar given and draws none.
      expect(await seedDemoAvatars(ctx.database.db, storage)).toBe(0);
      const withAvatars = await ctx.database.db
        .select({ username: users.username })
        .from(users)
        .where(isNotNull(users.avatarPhotoId));
      expect(withAvatars.map((row) => row.username).sort()).toEqual([...DEMO_AVATAR_SELLERS].sort());
      const files = readdirSync(path.join(uploadsDir, 'offers'));
      expect(files).toHaveLength(DEMO_AVATAR_SELLERS.length);
      for (const file of files) expect(file).toMatch(/^[0-9a-f-]{36}-128\.webp$/);

      // GoldRushPL sells World of Warcraft gold: the market shows the picture, and it is served.
      const market = marketResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/v1/games/world-of-warcraft/gold/offers?pageSize=60',
          })
        ).json(),
      );
      const goldRush = market.offers.find((offer) => offer.seller.username === 'GoldRushPL');
      const url = goldRush?.seller.avatarUrl ?? '';
      expect(url).toMatch(/^\/uploads\/offers\/[0-9a-f-]{36}-128\.webp$/);
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const { width, height, format } = await sharp(served.rawPayload).metadata();
      expect([width, height, format]).toEqual([128, 128, 'webp']);
    },
  );
});
