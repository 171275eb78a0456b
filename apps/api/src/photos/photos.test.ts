import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { multipartBody } from '../../test/support/multipart';
import { seedDemoData } from '../seed/seed';

const kinds = await databaseKinds();

interface Part {
  filename: string;
  contentType: string;
  data: Buffer;
}

const multipart = (parts: Part[]) => multipartBody(parts.map((part) => ({ ...part, field: 'photos' })));

async function photo(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 800): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  const withExif = image.withExif({ IFD0: { Copyright: 'Secret Seller', Artist: 'GPS camera' } });
  return withExif[format]().toBuffer();
}

describe.each(kinds)('offer photos on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let owner: RegisteredUser;
  let other: RegisteredUser;
  let uploadsDir: string;
  let jpeg: Buffer;
  let png: Buffer;
  let webp: Buffer;

  beforeAll(async () => {
    if (!available) return;
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-uploads-'));
    ctx = await createTestContext(name, { UPLOADS_DIR: uploadsDir });
    await seedDemoData(ctx.database.db);
    owner = await registerUser(ctx.app, 'photos');
    other = await registerUser(ctx.app, 'stranger');
    [jpeg, png, webp] = await Promise.all([photo('jpeg'), photo('png'), photo('webp')]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The photos' own folder inside the uploads folder. */
  const files = () => readdirSync(path.join(uploadsDir, 'offers')).sort();

  async function newOffer() {
    const game = (await ctx.app.inject({ method: 'GET', url: '/api/v1/games/world-of-warcraft' })).json()
      .game;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      headers: bearer(owner.token),
      payload: {
        game: 'world-of-warcraft',
        category: 'gold',
        server: game.servers[0].slug,
        title: 'Gold with pictures',
        description: 'Screenshots of the stock attached.',
        deliveryTime: '20m',
        price: '9.99',
        quantity: 5,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().offer.id as string;
  }

  const upload = (offerId: string, parts: Part[], token: string | null = owner.token) => {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${offerId}/photos`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const part = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
    filename,
    contentType,
    data,
  });

  it.runIf(available)('re-encodes JPEG, PNG and WebP into WebP variants without metadata', async () => {
    const offerId = await newOffer();
    const response = await upload(offerId, [
      part(jpeg),
      part(png, 'a.png', 'image/png'),
      part(webp, 'b.webp', 'image/webp'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.messageId).toBe('success.photosUploaded');
    expect(body.photos).toHaveLength(3);
    expect(files()).toHaveLength(6);

    const served = await ctx.app.inject({ method: 'GET', url: body.photos[0].smallUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const small = await sharp(served.rawPayload).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 320 });
    expect(small.exif).toBeUndefined();
    const large = await sharp(
      (await ctx.app.inject({ method: 'GET', url: body.photos[0].largeUrl })).rawPayload,
    ).metadata();
    expect(large.width).toBe(960);
    expect(large.exif).toBeUndefined();

    const offer = (await ctx.app.inject({ method: 'GET', url: `/api/v1/offers/${offerId}` })).json().offer;
    expect(offer.photos).toEqual(body.photos);
  });

  it.runIf(available)('refuses bad uploads with a clear code and leaves no file behind', async () => {
    const offerId = await newOffer();
    const noise = randomBytes(2700 * 2700 * 3);
    const huge = await sharp(noise, { raw: { width: 2700, height: 2700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(huge.length).toBeGreaterThan(20 * 1024 * 1024);
    const appendedZip = Buffer.concat([jpeg, Buffer.from('PK\u0003\u0004'), randomBytes(2048)]);
    const htmlInside = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, 0x20]),
      Buffer.from('<script>alert(1)</script>xxxxxx'),
      jpeg.subarray(2),
    ]);
    const cases: Array<[string, Part[], number, string]> = [
      [
        'a text file named .png',
        [part(Buffer.from('just some text, not an image'), 'photo.png', 'image/png')],
        415,
        'PHOTO_UNSUPPORTED_TYPE',
      ],
      ['a 20 MB image', [part(huge, 'big.png', 'image/png')], 413, 'PHOTO_TOO_LARGE'],
      ['a JPEG with a ZIP appended', [part(appendedZip)], 415, 'PHOTO_UNSUPPORTED_TYPE'],
      ['a JPEG carrying a script', [part(htmlInside)], 415, 'PHOTO_UNSUPPORTED_TYPE'],
      ['a truncated JPEG', [part(jpeg.subarray(0, 400))], 415, 'PHOTO_UNSUPPORTED_TYPE'],
      [
        'a good photo next to a bad one',
        [part(jpeg), part(Buffer.from('GIF89a....'), 'x.gif', 'image/gif')],
        415,
        'PHOTO_UNSUPPORTED_TYPE',
      ],
      ['six photos at once', Array.from({ length: 6 }, () => part(jpeg)), 400, 'OFFER_TOO_MANY_IMAGES'],
    ];
    for (const [label, parts, status, code] of cases) {
      const before = await snapshotDatabase(ctx.database);
      const filesBefore = files();
      const response = await upload(offerId, parts);
      expect(response.statusCode, label).toBe(status);
      expect(errorCode(response), label).toBe(code);
      expect(response.json().error.message.length, label).toBeGreaterThan(10);
      expect(files(), label).toEqual(filesBefore);
      expect(await snapshotDatabase(ctx.database), label).toEqual(before);
    }
  });

  it.runIf(available)('takes five photos per offer and refuses the sixth', async () => {
    const offerId = await newOffer();
    expect((await upload(offerId, [part(jpeg), part(jpeg), part(jpeg)])).statusCode).toBe(201);
    expect((await upload(offerId, [part(png, 'p.png', 'image/png'), part(jpeg)])).statusCode).toBe(201);
    const filesBefore = files();
    const sixth = await upload(offerId, [part(jpeg)]);
    expect(sixth.statusCode).toBe(400);
    expect(errorCode(sixth)).toBe('OFFER_TOO_MANY_IMAGES');
    expect(sixth.json().error.message).toBe('Max 5 images.');
    expect(files()).toEqual(filesBefore);
  });

  it.runIf(available)('lets only the owner upload and delete photos', async () => {
    const offerId = await newOffer();
    expect((await upload(offerId, [part(jpeg)], null)).statusCode).toBe(401);
    const stranger = await upload(offerId, [part(jpeg)], other.token);
    expect(stranger.statusCode).toBe(403);
    expect(errorCode(stranger)).toBe('FORBIDDEN');
    const { photos } = (await upload(offerId, [part(jpeg)])).json();
    const removeByOther = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/offers/${offerId}/photos/${photos[0].id}`,
      headers: bearer(other.token),
    });
    expect(removeByOther.statusCode).toBe(403);
  });

  it.runIf(available)('removes one photo, all photos, and the files of a deleted offer', async () => {
    const offerId = await newOffer();
    const { photos } = (await upload(offerId, [part(jpeg), part(jpeg), part(jpeg)])).json();
    const onDisk = (id: string) => files().filter((file) => file.startsWith(id)).length;
    expect(onDisk(photos[0].id)).toBe(2);

    const one = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/offers/${offerId}/photos/${photos[0].id}`,
      headers: bearer(owner.token),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().messageId).toBe('success.imageRemoved');
    expect(one.json().photos.map((p: { id: string }) => p.id)).toEqual([photos[1].id, photos[2].id]);
    expect(onDisk(photos[0].id)).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: photos[0].smallUrl })).statusCode).toBe(404);

    const all = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/offers/${offerId}/photos`,
      headers: bearer(owner.token),
    });
    expect(all.json()).toEqual({ photos: [], messageId: 'success.imagesDeleted' });
    expect(onDisk(photos[1].id) + onDisk(photos[2].id)).toBe(0);

    const again = (await upload(offerId, [part(jpeg)])).json().photos[0].id;
    expect(onDisk(again)).toBe(2);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/offers/${offerId}`,
      headers: bearer(owner.token),
    });
    expect(deleted.json().messageId).toBe('success.offerAndImagesDeleted');
    expect(onDisk(again)).toBe(0);
  });
});

describe.each(kinds)('photos of the old layout on a $notice start', ({ name, available }) => {
  it.runIf(available)(
    'move into their own folder on start, once; a move cut short finishes on the next start; nothing else moves',
    async () => {
      const uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-legacy-'));
      const photosDir = path.join(uploadsDir, 'offers');
      const webp = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#48c' } })
        .webp()
        .toBuffer();
      const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const photoFiles = ids.flatMap((id) => [`${id}-320.webp`, `${id}-960.webp`]).sort();
      // The layout before: photos at the top of the uploads folder, next to the private folders.
      for (const file of photoFiles) writeFileSync(path.join(uploadsDir, file), webp);
      const ticketFile = crypto.randomUUID();
      const evidenceFile = crypto.randomUUID();
      mkdirSync(path.join(uploadsDir, 'tickets'));
      mkdirSync(path.join(uploadsDir, 'disputes'));
      writeFileSync(path.join(uploadsDir, 'tickets', ticketFile), 'private ticket file');
      writeFileSync(path.join(uploadsDir, 'disputes', evidenceFile), 'private evidence');
      const leftovers = [`${ids[0]}-320.webp.4242.tmp`, 'notes.txt', `${ids[0]}-640.webp`];
      for (const file of leftovers) writeFileSync(path.join(uploadsDir, file), 'not a photo of ours');
      // A start that stopped half-way: one file already moved.
      mkdirSync(photosDir);
      renameSync(
        path.join(uploadsDir, photoFiles[0] as string),
        path.join(photosDir, photoFiles[0] as string),
      );

      const topLevel = () => readdirSync(uploadsDir).sort();
      const expectedTop = [...leftovers, 'disputes', 'offers', 'tickets'].sort();
      const first = await createTestContext(name, { UPLOADS_DIR: uploadsDir });
      try {
        expect(readdirSync(photosDir).sort()).toEqual(photoFiles);
        expect(topLevel()).toEqual(expectedTop);
        expect(readdirSync(path.join(uploadsDir, 'tickets'))).toEqual([ticketFile]);
        expect(readdirSync(path.join(uploadsDir, 'disputes'))).toEqual([evidenceFile]);
        const served = await first.app.inject({ method: 'GET', url: `/uploads/offers/${ids[1]}-960.webp` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(webp)).toBe(true);
        for (const leftover of leftovers)
          expect(
            (await first.app.inject({ method: 'GET', url: `/uploads/offers/${leftover}` })).statusCode,
          ).toBe(404);

        // During a rolling restart an older process still writes to the old place: moved on first request.
        const late = `${crypto.randomUUID()}-320.webp`;
        writeFileSync(path.join(uploadsDir, late), webp);
        expect((await first.app.inject({ method: 'GET', url: `/uploads/offers/${late}` })).statusCode).toBe(
          200,
        );
        expect(readdirSync(photosDir)).toContain(late);
        expect(topLevel()).toEqual(expectedTop);
      } finally {
        await first.close();
      }

      // Run again: nothing left to do, nothing changes.
      const before = readdirSync(photosDir).sort();
      const second = await createTestContext(name, { UPLOADS_DIR: uploadsDir });
      await second.close();
      expect(readdirSync(photosDir).sort()).toEqual(before);
      expect(topLevel()).toEqual(expectedTop);
      expect(readFileSync(path.join(uploadsDir, 'tickets', ticketFile), 'utf8')).toBe('private ticket file');
    },
  );
});
