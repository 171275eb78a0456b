import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, createTestOffer, fundWallet, ordersTestContext } from '../src/orders/orders.test-support';
import { bearer, type RegisteredUser, registerUser, type TestContext } from './support/app';
import { databaseKinds } from './support/databases';
import { pdf, screenshot } from './support/files';
import { multipartBody } from './support/multipart';

const kinds = await databaseKinds();

/** GET over a real socket, the path sent byte for byte as given (no client-side normalisation). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every way we know to spell "a file of that folder" under the photo URL, and under /uploads. */
function trickPaths(folder: 'tickets' | 'disputes', id: string): string[] {
  return [
    `/uploads/offers/${folder}/${id}`,
    `/uploads/${folder}/${id}`,
    `/uploads/offers/../${folder}/${id}`,
    `/uploads/offers/..%2f${folder}%2f${id}`,
    `/uploads/offers/..%2F${folder}%2F${id}`,
    `/uploads/offers/%2e%2e/${folder}/${id}`,
    `/uploads/offers/%2e%2e%2f${folder}%2f${id}`,
    `/uploads/offers/.%2e/${folder}/${id}`,
    `/uploads/offers/%2e./${folder}/${id}`,
    `/uploads/offers/%252e%252e%252f${folder}%252f${id}`,
    `/uploads/offers/..%255c${folder}%255c${id}`,
    `/uploads/offers/..%5c${folder}%5c${id}`,
    `/uploads/offers/..\\${folder}\\${id}`,
    `/uploads/offers/${folder}%2f${id}`,
    `/uploads/offers//${folder}/${id}`,
    `/uploads/offers/./${folder}/${id}`,
    `/uploads/offers/..;/${folder}/${id}`,
    `/uploads/offers/${folder}/${id}%00.webp`,
    `/uploads/offers/${id}`,
    `/uploads/offers/%2e%2e/%2e%2e/uploads/${folder}/${id}`,
    `/uploads/./${folder}/${id}`,
    `/uploads//${folder}/${id}`,
    `/uploads/offers/../../uploads/${folder}/${id}`,
    `/%75ploads/${folder}/${id}`,
  ];
}

describe.each(kinds)('private files on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let uploadsDir: string;
  let port: number;
  let ticket: { id: string; attachmentId: string; url: string; bytes: Buffer };
  let evidence: { id: string; url: string; bytes: Buffer };
  let photoUrl: string;

  beforeAll(async () => {
    if (!available) return;
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-private-'));
    ctx = await ordersTestContext(name, { UPLOADS_DIR: uploadsDir });
    [seller, buyer] = await Promise.all([registerUser(ctx.app, 'seller'), registerUser(ctx.app, 'buyer')]);

    // A ticket with an attachment (a PDF) …
    const receipt = pdf();
    const ticketBody = multipartBody(
      [{ field: 'attachments', filename: 'receipt.pdf', contentType: 'application/pdf', data: receipt }],
      {
        type: 'Payment',
        title: 'Charged twice',
        description: 'See the receipt.',
        email: 'buyer@example.com',
      },
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/tickets',
      headers: { ...ticketBody.headers, ...bearer(buyer.token) },
      payload: ticketBody.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const attachment = created.json().ticket.attachments[0];
    ticket = {
      id: created.json().ticket.id,
      attachmentId: attachment.id,
      url: attachment.url,
      bytes: readFileSync(path.join(uploadsDir, 'tickets', attachment.id)),
    };

    // … dispute evidence (a screenshot) …
    const offerId = await createTestOffer(ctx.database.db, seller.userId, { priceMinor: 500n, stock: 10 });
    await fundWallet(ctx.database.db, buyer.userId, 10_000n);
    const order = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    const orderId = order.json().order.id;
    const disputeBody = multipartBody(
      [{ field: 'evidence', filename: 'chat.png', contentType: 'image/png', data: await screenshot() }],
      { reason: 'The account was taken back' },
    );
    const disputed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/dispute`,
      headers: { ...disputeBody.headers, ...bearer(buyer.token) },
      payload: disputeBody.payload,
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    const file = disputed.json().evidence[0];
    evidence = {
      id: file.id,
      url: file.url,
      bytes: readFileSync(path.join(uploadsDir, 'disputes', file.id)),
    };

    // … and an offer photo, the one kind of upload that is public.
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const photoBody = multipartBody([
      { field: 'photos', filename: 'p.png', contentType: 'image/png', data: photo },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${offerId}/photos`,
      headers: { ...photoBody.headers, ...bearer(seller.token) },
      payload: photoBody.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    photoUrl = uploaded.json().photos[0].smallUrl;

    // Files a careless folder would give away too: a dotfile, a half-written photo, the codes key.
    const photosDir = path.join(uploadsDir, 'offers');
    mkdirSync(photosDir, { recursive: true });
    writeFileSync(path.join(photosDir, '.env'), 'SECRET=1');
    writeFileSync(path.join(photosDir, `${path.basename(photoUrl)}.4242.tmp`), 'half a photo');

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(available)(
    'never gives a guest a ticket attachment or dispute evidence, however the path is spelled',
    async () => {
      const leaks: string[] = [];
      for (const [folder, file] of [
        ['tickets', ticket.attachmentId],
        ['disputes', evidence.id],
      ] as const) {
        const bytes = folder === 'tickets' ? ticket.bytes : evidence.bytes;
        for (const trick of trickPaths(folder, file)) {
          for (const [via, response] of [
            ['inject', await ctx.app.inject({ method: 'GET', url: trick })],
            ['socket', await rawGet(port, trick)],
          ] as const) {
            const status = 'statusCode' in response ? response.statusCode : response.status;
            const body = 'rawPayload' in response ? response.rawPayload : response.body;
            if (status !== 404 || body.includes(bytes.subarray(0, 64)))
              leaks.push(`${via} ${trick}: ${status}`);
          }
        }
      }
      for (const other of [
        '/uploads/offers/',
        '/uploads/offers',
        '/uploads/',
        '/uploads/offers/.env',
        '/uploads/offers/%2eenv',
        `${photoUrl}.4242.tmp`,
        '/uploads/offers/..%2f..%2foffer-codes.key',
        '/uploads/offer-codes.key',
        '/uploads/offers/%2e%2e/%2e%2e/offer-codes.key',
      ]) {
        const response = await rawGet(port, other);
        if (response.status !== 404) leaks.push(`socket ${other}: ${response.status}`);
      }
      expect(leaks).toEqual([]);
    },
  );

  it.runIf(available)('still serves offer photos to everyone, cached as immutable', async () => {
    const served = await rawGet(port, photoUrl);
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).format).toBe('webp');
    const response = await ctx.app.inject({ method: 'GET', url: photoUrl });
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const head = await ctx.app.inject({ method: 'HEAD', url: photoUrl });
    expect(head.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: photoUrl.replace(/-320\.webp$/, '-321.webp') })).statusCode,
    ).toBe(404);
  });

  it.runIf(available)(
    'hands private files only through their download routes, to their parties, private and not stored',
    async () => {
      for (const { url, bytes, owner } of [
        { url: ticket.url, bytes: ticket.bytes, owner: buyer },
        { url: evidence.url, bytes: evidence.bytes, owner: buyer },
      ]) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(bytes)).toBe(true);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.headers['content-disposition']).toMatch(/^attachment;/);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    },
  );
});
