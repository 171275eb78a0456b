import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/catalog/catalog.schema';
import { checkout, createTestOffer, fundWallet, ordersTestContext } from '../src/orders/orders.test-support';
import { bearer, type RegisteredUser, registerUser, snapshotDatabase, type TestContext } from './support/app';
import { databaseKinds } from './support/databases';
import { pdf } from './support/files';
import { registerWithRoles } from './support/staff';

const kinds = await databaseKinds();

const BOUNDARY = '----lootmarketBoundary7MA4YWxkTrZu0gW';
const part = (headers: string, body: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${body}\r\n`;
const closing = `--${BOUNDARY}--\r\n`;
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * Bodies a browser never sends. Each must be answered 400 with a stable code — never 500 — and change
 * nothing. `field` is the form field the route takes its files in.
 */
function malformedBodies(
  field: string,
): Array<{ label: string; contentType: string; payload: string | Buffer }> {
  const file = part(
    `Content-Disposition: form-data; name="${field}"; filename="receipt.pdf"\r\nContent-Type: application/pdf`,
    pdf().toString('latin1'),
  );
  const reason = part('Content-Disposition: form-data; name="reason"', 'It never arrived');
  return [
    { label: 'no boundary', contentType: 'multipart/form-data', payload: reason + file + closing },
    { label: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: reason + closing },
    {
      label: 'a body cut off in the middle of a file',
      contentType: withBoundary,
      payload: (reason + file).slice(0, -200),
    },
    {
      label: 'a body cut off before the closing boundary',
      contentType: withBoundary,
      payload: reason + file,
    },
    {
      label: 'JSON declared as multipart',
      contentType: withBoundary,
      payload: '{"reason":"It never arrived"}',
    },
    { label: 'an empty body', contentType: withBoundary, payload: '' },
    {
      label: 'a boundary that is not the declared one',
      contentType: withBoundary,
      payload: `${reason.replaceAll(BOUNDARY, 'other')}--other--\r\n`,
    },
    {
      label: 'too many parts',
      contentType: withBoundary,
      payload:
        Array.from({ length: 300 }, (_, index) =>
          part(`Content-Disposition: form-data; name="f${index}"`, 'x'),
        ).join('') + closing,
    },
    {
      label: 'a part header without a colon',
      contentType: withBoundary,
      payload: part(`Content-Disposition form-data; name="${field}"; filename="a.pdf"`, 'x') + closing,
    },
    {
      label: 'a part without Content-Disposition',
      contentType: withBoundary,
      payload: part('Content-Type: application/pdf', pdf().toString('latin1')) + closing,
    },
    {
      label: 'a part header section that never ends',
      contentType: withBoundary,
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\n${'X-Padding: y\r\n'.repeat(3000)}`,
    },
    {
      label: 'a NUL in a text field',
      contentType: withBoundary,
      payload: part('Content-Disposition: form-data; name="reason"', 'It never\u0000 arrived') + closing,
    },
  ];
}

describe.each(kinds)('malformed multipart bodies on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  let admin: RegisteredUser;
  let gameId: string;
  let uploadsDir: string;
  let offerId: string;
  let disputedOrderId: string;
  let freshOrderId: string;

  beforeAll(async () => {
    if (!available) return;
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-malformed-'));
    ctx = await ordersTestContext(name, { UPLOADS_DIR: uploadsDir });
    [seller, buyer, admin] = await Promise.all([
      registerUser(ctx.app, 'seller'),
      registerUser(ctx.app, 'buyer'),
      registerWithRoles(ctx.app, ctx.database, 'boss', ['user', 'admin']),
    ]);
    offerId = await createTestOffer(ctx.database.db, seller.userId, { priceMinor: 500n, stock: 100 });
    const [game] = await ctx.database.db.select({ id: games.id }).from(games).limit(1);
    gameId = game?.id ?? '';
    await fundWallet(ctx.database.db, buyer.userId, 100_000n);
    const order = async () => {
      const response = await checkout(ctx.app, buyer.token, {
        offerId,
        quantity: 1,
        paymentMethod: 'wallet',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().order.id as string;
    };
    disputedOrderId = await order();
    freshOrderId = await order();
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${disputedOrderId}/dispute`,
      headers: bearer(buyer.token),
      payload: { reason: 'Nothing arrived' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const filesOnDisk = () => readdirSync(uploadsDir, { recursive: true }).map(String).sort();

  const routes = () => [
    { label: 'offer photos', url: `/api/v1/offers/${offerId}/photos`, token: seller.token, field: 'photos' },
    {
      label: "a game's cover",
      url: `/api/v1/admin/catalog/games/${gameId}/cover`,
      token: admin.token,
      field: 'cover',
      method: 'PUT' as const,
    },
    { label: 'a new ticket', url: '/api/v1/tickets', token: buyer.token, field: 'attachments' },
    {
      label: 'a new dispute',
      url: `/api/v1/orders/${freshOrderId}/dispute`,
      token: buyer.token,
      field: 'evidence',
    },
    {
      label: 'dispute evidence',
      url: `/api/v1/orders/${disputedOrderId}/dispute/evidence`,
      token: buyer.token,
      field: 'evidence',
    },
  ];

  it.runIf(available)(
    'answers 400 with a stable code on each of the multipart routes, and changes nothing',
    async () => {
      const before = await snapshotDatabase(ctx.database);
      const filesBefore = filesOnDisk();
      const wrong: string[] = [];
      for (const route of routes()) {
        for (const body of malformedBodies(route.field)) {
          const response = await ctx.app.inject({
            method: 'method' in route ? route.method : 'POST',
            url: route.url,
            headers: { ...bearer(route.token), 'content-type': body.contentType },
            payload: body.payload,
          });
          const code = response.json()?.error?.code;
          if (response.statusCode !== 400 || code !== 'VALIDATION_FAILED')
            wrong.push(
              `${route.label}, ${body.label}: ${response.statusCode} ${response.body.slice(0, 140)}`,
            );
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(filesOnDisk()).toEqual(filesBefore);
    },
  );
});
