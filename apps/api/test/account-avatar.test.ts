import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountUserResponseSchema,
  clientUserSchema,
  conversationResponseSchema,
  marketResponseSchema,
  offerResponseSchema,
} from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/auth/auth.schema';
import { PHOTO_MAX_BYTES } from '../src/photos/photo-processing';
import { seedDemoData } from '../src/seed/seed';
import {
  bearer,
  createTestContext,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from './support/app';
import { databaseKinds } from './support/databases';
import { type MultipartFile, multipartBody } from './support/multipart';

const kinds = await databaseKinds();
const URL = '/api/v1/account/avatar';
const AVATAR_URL = /^\/uploads\/offers\/[0-9a-f-]{36}-128\.webp$/;

describe.each(kinds)('account avatar on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let uploadsDir: string;
  let seller: RegisteredUser;
  let other: RegisteredUser;
  let offerId: string;
  let wide: Buffer;

  beforeAll(async () => {
    if (!available) return;
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-avatars-'));
    ctx = await createTestContext(name, { UPLOADS_DIR: uploadsDir });
    await seedDemoData(ctx.database.db);
    seller = await registerUser(ctx.app, 'avatar_seller');
    other = await registerUser(ctx.app, 'avatar_other');
    const market = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games/world-of-warcraft/gold/offers',
    });
    const server = marketResponseSchema.parse(market.json()).offers.find((offer) => offer.server)
      ?.server?.slug;
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      headers: bearer(seller.token),
      payload: {
        game: 'world-of-warcraft',
        category: 'gold',
        server,
        title: 'Avatar test gold',
        description: 'Listed by the avatar test.',
        deliveryTime: '1h',
        currency: 'USD',
        // The cheapest gold on the market: the first row of the default sort.
        price: '0.01',
        quantity: 5,
      },
    });
    expect(listed.statusCode, listed.body).toBe(201);
    offerId = listed.json().offer.id;
    // Wider than tall, with a different colour at each side: a square from the middle drops the sides.
    wide = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#2563eb' } })
      .composite([
        {
          input: await sharp({ create: { width: 100, height: 300, channels: 3, background: '#dc2626' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const file = (data: Buffer, filename = 'me.png', contentType = 'image/png'): MultipartFile => ({
    field: 'avatar',
    filename,
    contentType,
    data,
  });
  const put = (files: MultipartFile[], token: string | null) => {
    const body = multipartBody(files);
    return ctx.app.inject({
      method: 'PUT',
      url: URL,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const avatarFiles = () =>
    readdirSync(path.join(uploadsDir, 'offers')).filter((f) => f.endsWith('-128.webp'));
  const storedAvatar = async (userId: string) => {
    const [row] = await ctx.database.db
      .select({ avatarPhotoId: users.avatarPhotoId })
      .from(users)
      .where(eq(users.id, userId));
    return row?.avatarPhotoId ?? null;
  };
  const marketSeller = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/games/world-of-warcraft/gold/offers?product=Avatar%20test',
    });
    const market = marketResponseSchema.parse(response.json());
    const offer = market.offers.find((row) => row.id === offerId);
    expect(offer, 'the test offer is on the market').toBeDefined();
    return offer?.seller;
  };
  const offerSeller = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/offers/${offerId}` });
    return offerResponseSchema.parse(response.json()).offer.seller;
  };

  it.runIf(available)('refuses a guest, bad files and JSON bodies with a code; nothing changes', async () => {
    const before = await snapshotDatabase(ctx.database);
    const filesBefore = avatarFiles();
    const guest = await put([file(wide)], null);
    expect([guest.statusCode, errorCode(guest)]).toEqual([401, 'UNAUTHENTICATED']);
    const guestDelete = await ctx.app.inject({ method: 'DELETE', url: URL });
    expect([guestDelete.statusCode, errorCode(guestDelete)]).toEqual([401, 'UNAUTHENTICATED']);

    const tooLarge = Buffer.concat([wide, Buffer.alloc(PHOTO_MAX_BYTES)]);
    const refusals: Array<[string, MultipartFile[], number, string]> = [
      ['not an image', [file(Buffer.from('<svg onload=alert(1)>'), 'me.png')], 415, 'PHOTO_UNSUPPORTED_TYPE'],
      [
        'a GIF',
        [file(Buffer.from('GIF89a\x01\x00\x01\x00'), 'me.gif', 'image/gif')],
        415,
        'PHOTO_UNSUPPORTED_TYPE',
      ],
      ['too large', [file(tooLarge)], 413, 'PHOTO_TOO_LARGE'],
      ['two files', [file(wide), file(wide)], 400, 'VALIDATION_FAILED'],
      ['no file', [], 400, 'VALIDATION_FAILED'],
    ];
    for (const [what, files, status, code] of refusals) {
      const response = await put(files, seller.token);
      expect([response.statusCode, errorCode(response)], what).toEqual([status, code]);
    }
    const json = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(seller.token),
      payload: { avatar: 'x' },
    });
    expect([json.statusCode, errorCode(json)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
    expect(avatarFiles()).toEqual(filesBefore);
  });

  it.runIf(available)(
    'uploads a square avatar shown on the market and the offer page, replaces it, removes it',
    async () => {
      expect((await marketSeller())?.avatarUrl).toBeNull();

      const first = await put([file(wide)], seller.token);
      expect(first.statusCode, first.body).toBe(200);
      const firstUser = accountUserResponseSchema.parse(first.json()).user;
      expect(firstUser.userId).toBe(seller.userId);
      const firstUrl = firstUser.avatarUrl ?? '';
      expect(firstUrl).toMatch(AVATAR_URL);
      const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const { width, height } = await sharp(served.rawPayload).metadata();
      expect([width, height]).toEqual([128, 128]);
      // Cut from the middle: the red strip at the left edge is gone, the corner is blue.
      const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeLessThan(100);
      expect(data[2]).toBeGreaterThan(180);

      // The signed-in user's own view, the market and the offer page show it; another user does not get it.
      const client = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: bearer(seller.token),
      });
      expect(clientUserSchema.parse(client.json()).avatarUrl).toBe(firstUrl);
      expect((await marketSeller())?.avatarUrl).toBe(firstUrl);
      expect((await offerSeller()).avatarUrl).toBe(firstUrl);
      const otherClient = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: bearer(other.token),
      });
      expect(clientUserSchema.parse(otherClient.json()).avatarUrl).toBeNull();
      expect(await storedAvatar(other.userId)).toBeNull();
      // The purchase chat names both sides with their avatars.
      const chat = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/chat/conversations',
        headers: bearer(other.token),
        payload: { offerId },
      });
      const { conversation } = conversationResponseSchema.parse(chat.json());
      expect(conversation.seller).toEqual({
        userId: seller.userId,
        username: seller.username,
        avatarUrl: firstUrl,
      });
      expect(conversation.buyer.avatarUrl).toBeNull();

      // A new upload replaces it; the old file goes.
      const second = await put(
        [file(await sharp(wide).webp().toBuffer(), 'me.webp', 'image/webp')],
        seller.token,
      );
      expect(second.statusCode, second.body).toBe(200);
      const secondUrl = accountUserResponseSchema.parse(second.json()).user.avatarUrl ?? '';
      expect(secondUrl).toMatch(AVATAR_URL);
      expect(secondUrl).not.toBe(firstUrl);
      expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
      expect(avatarFiles()).toEqual([path.basename(secondUrl)]);
      expect((await offerSeller()).avatarUrl).toBe(secondUrl);

      // A JPEG is taken too.
      const jpeg = await put(
        [file(await sharp(wide).jpeg().toBuffer(), 'me.jpg', 'image/jpeg')],
        seller.token,
      );
      expect(jpeg.statusCode, jpeg.body).toBe(200);
      const jpegUrl = accountUserResponseSchema.parse(jpeg.json()).user.avatarUrl ?? '';
      expect(avatarFiles()).toEqual([path.basename(jpegUrl)]);

      // Removing it brings the initials back everywhere and deletes the file.
      const removed = await ctx.app.inject({ method: 'DELETE', url: URL, headers: bearer(seller.token) });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(accountUserResponseSchema.parse(removed.json()).user.avatarUrl).toBeNull();
      expect(await storedAvatar(seller.userId)).toBeNull();
      expect((await ctx.app.inject({ method: 'GET', url: jpegUrl })).statusCode).toBe(404);
      expect(avatarFiles()).toEqual([]);
      expect((await marketSeller())?.avatarUrl).toBeNull();
      expect((await offerSeller()).avatarUrl).toBeNull();

      // Removing none is no error: the answer is the same.
      const again = await ctx.app.inject({ method: 'DELETE', url: URL, headers: bearer(seller.token) });
      expect(again.statusCode).toBe(200);
      expect(accountUserResponseSchema.parse(again.json()).user.avatarUrl).toBeNull();
    },
  );

  it.runIf(available)('refuses a banned user’s session', async () => {
    const banned = await registerUser(ctx.app, 'avatar_banned');
    await ctx.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId));
    const before = await snapshotDatabase(ctx.database);
    const response = await put([file(wide)], banned.token);
    expect([response.statusCode, errorCode(response)]).toEqual([401, 'UNAUTHENTICATED']);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });
});
