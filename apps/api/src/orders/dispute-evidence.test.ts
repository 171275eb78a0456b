import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminDisputeListResponseSchema,
  DISPUTE_EVIDENCE_MAX_FILES,
  type DisputeEvidence,
  type OrderDetail,
  orderDetailSchema,
} from '@lootmarket/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { pdf, refusedEvidenceFiles, screenshot } from '../../test/support/files';
import { type MultipartFile, multipartBody } from '../../test/support/multipart';
import { checkout, createTestOffer, ordersTestSetup } from './orders.test-support';

const kinds = await databaseKinds();

type Upload = Omit<MultipartFile, 'field'> & { field?: string };

describe.each(kinds)('dispute evidence on $notice', ({ name, available }) => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-evidence-'));
  const { ctx, seller, buyer, other, staff } = ordersTestSetup(name, available, {
    env: { UPLOADS_DIR: uploadsDir },
    buyerFunds: 100_000n,
  });
  let png: Buffer;
  let offerId: string;

  beforeAll(async () => {
    if (!available) return;
    png = await screenshot();
    offerId = await createTestOffer(ctx.database.db, seller.userId, { priceMinor: 500n, stock: 100 });
  });

  const image = (filename = 'screenshot.png'): Upload => ({ filename, contentType: 'image/png', data: png });
  const receipt = (filename = 'receipt.pdf'): Upload => ({
    filename,
    contentType: 'application/pdf',
    data: pdf(),
  });
  const files = () => {
    try {
      return readdirSync(path.join(uploadsDir, 'disputes')).sort();
    } catch {
      return [];
    }
  };

  /** A paid, pending wallet order of `buyer`. */
  const paidOrder = async (): Promise<string> => {
    const response = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().order.id;
  };
  const multipart = (
    url: string,
    token: string | null,
    uploads: readonly Upload[],
    fields: Record<string, string> = {},
  ) => {
    const body = multipartBody(
      uploads.map(({ field, ...file }) => ({ ...file, field: field ?? 'evidence' })),
      fields,
    );
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const openWith = (orderId: string, uploads: readonly Upload[], token: string | null = buyer.token) =>
    multipart(`/api/v1/orders/${orderId}/dispute`, token, uploads, { reason: 'The account was taken back' });
  const addEvidence = (orderId: string, token: string | null, uploads: readonly Upload[]) =>
    multipart(`/api/v1/orders/${orderId}/dispute/evidence`, token, uploads);
  const get = (url: string, token: string | null) =>
    ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  const disputed = async (uploads: readonly Upload[] = []) => {
    const orderId = await paidOrder();
    const response = uploads.length
      ? await openWith(orderId, uploads)
      : await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/orders/${orderId}/dispute`,
          headers: bearer(buyer.token),
          payload: { reason: 'Nothing arrived' },
        });
    expect(response.statusCode, response.body).toBe(200);
    return { orderId, detail: orderDetailSchema.parse(response.json()) };
  };

  it.runIf(available)(
    'the buyer opens a dispute with files, the seller answers with their own; each side is recorded',
    async () => {
      const { orderId, detail } = await disputed([receipt('../../etc/receipt.pdf'), image()]);
      expect(detail.dispute).toMatchObject({ status: 'open', reason: 'The account was taken back' });
      expect(
        detail.evidence.map(({ uploaderSide, fileName, contentType, sizeBytes }) => ({
          uploaderSide,
          fileName,
          contentType,
          sizeBytes,
        })),
      ).toEqual([
        {
          uploaderSide: 'buyer',
          fileName: 'receipt.pdf',
          contentType: 'application/pdf',
          sizeBytes: pdf().length,
        },
        {
          uploaderSide: 'buyer',
          fileName: 'screenshot.png',
          contentType: 'image/png',
          sizeBytes: png.length,
        },
      ]);
      expect(detail.can.addEvidence).toBe(true);

      const fromSeller = await addEvidence(orderId, seller.token, [image('delivery-proof.png')]);
      expect(fromSeller.statusCode, fromSeller.body).toBe(201);
      const sellerView = orderDetailSchema.parse(fromSeller.json());
      expect(sellerView.evidence.map((file) => file.uploaderSide)).toEqual(['buyer', 'buyer', 'seller']);
      expect(sellerView.evidence[2]?.fileName).toBe('delivery-proof.png');

      // The buyer's own order page shows the same list; staff see it in the order and the dispute queue.
      const buyerView = (await get(`/api/v1/orders/${orderId}`, buyer.token)).json() as OrderDetail;
      expect(buyerView.evidence).toEqual(sellerView.evidence);
      const queue = adminDisputeListResponseSchema.parse(
        (await get('/api/v1/admin/disputes?pageSize=100', staff.support.token)).json(),
      );
      const inQueue = queue.disputes.find((entry) => entry.order.id === orderId);
      expect(inQueue?.evidence).toEqual(sellerView.evidence);
      expect(files()).toEqual(expect.arrayContaining(sellerView.evidence.map((file) => file.id)));
      // Staff can look but not add: the evidence is the parties'.
      expect((await get(`/api/v1/orders/${orderId}`, staff.admin.token)).json().can.addEvidence).toBe(false);
    },
  );

  it.runIf(available)(
    'downloads go to the buyer, the seller and staff only, as attachments that are never sniffed',
    async () => {
      const { orderId, detail } = await disputed([image(), receipt()]);
      const [document, shot] = detail.evidence as [DisputeEvidence, DisputeEvidence];
      expect(shot.url).toBe(`/api/v1/orders/${orderId}/dispute/evidence/${shot.id}`);
      for (const token of [buyer.token, seller.token, staff.support.token, staff.admin.token]) {
        const response = await get(shot.url, token);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-disposition']).toContain('attachment; filename="screenshot.png"');
        expect(response.rawPayload.equals(png)).toBe(true);
      }
      const pdfDownload = await get(document.url, seller.token);
      expect(pdfDownload.headers['content-type']).toBe('application/pdf');
      expect(pdfDownload.rawPayload.equals(pdf())).toBe(true);

      const stranger = await get(shot.url, other.token);
      expect(stranger.statusCode).toBe(404);
      expect(errorCode(stranger)).toBe('TRANSACTION_NOT_FOUND');
      expect(errorCode(await get(shot.url, staff.user.token))).toBe('TRANSACTION_NOT_FOUND');
      expect((await get(shot.url, null)).statusCode).toBe(401);
      // A file of this order asked for under another order of the same buyer: not there.
      const otherOrder = await paidOrder();
      const wrongOrder = await get(`/api/v1/orders/${otherOrder}/dispute/evidence/${shot.id}`, buyer.token);
      expect(wrongOrder.statusCode).toBe(404);
      expect(errorCode(wrongOrder)).toBe('NOT_FOUND');
      const unknown = await get(
        `/api/v1/orders/${orderId}/dispute/evidence/${crypto.randomUUID()}`,
        buyer.token,
      );
      expect(errorCode(unknown)).toBe('NOT_FOUND');
      expect(
        (await get(`/api/v1/orders/${orderId}/dispute/evidence/not-an-id`, buyer.token)).statusCode,
      ).toBe(400);
    },
  );

  it.runIf(available)(
    'only the parties add evidence: guests 401, others 404, staff 403; nothing stored',
    async () => {
      const { orderId } = await disputed();
      const before = await snapshotDatabase(ctx.database);
      const filesBefore = files();
      const cases: Array<[string | null, number, string | null]> = [
        [null, 401, 'UNAUTHENTICATED'],
        [other.token, 404, 'TRANSACTION_NOT_FOUND'],
        [staff.user.token, 404, 'TRANSACTION_NOT_FOUND'],
        [staff.support.token, 403, 'FORBIDDEN'],
        [staff.admin.token, 403, 'FORBIDDEN'],
      ];
      for (const [token, status, code] of cases) {
        const response = await addEvidence(orderId, token, [image()]);
        expect(response.statusCode, `${code}`).toBe(status);
        expect(errorCode(response)).toBe(code);
      }
      // Opening a dispute with files: the seller may not, a stranger learns nothing.
      const fresh = await paidOrder();
      const afterCheckout = await snapshotDatabase(ctx.database);
      expect(errorCode(await openWith(fresh, [image()], seller.token))).toBe('FORBIDDEN');
      expect(errorCode(await openWith(fresh, [image()], other.token))).toBe('TRANSACTION_NOT_FOUND');
      expect((await openWith(fresh, [image()], null)).statusCode).toBe(401);
      expect(await snapshotDatabase(ctx.database)).toEqual(afterCheckout);
      expect(files()).toEqual(filesBefore);
      expect(Object.keys(before)).toContain('dispute_evidence');
    },
  );

  it.runIf(available)(
    'refuses bad files, too many files and closed disputes with their codes; stores nothing',
    async () => {
      const { orderId } = await disputed([image('1.png'), image('2.png'), image('3.png'), image('4.png')]);
      const undisputed = await paidOrder();
      const before = await snapshotDatabase(ctx.database);
      const filesBefore = files();
      const text = Buffer.from('This is a plain text file that only says it is a PDF.\n'.repeat(10));
      const cases: Array<[string, string, readonly Upload[], number, string]> = [
        ...refusedEvidenceFiles(png).map(
          ([label, file, status, code]) =>
            [label, orderId, [file], status, code] as [string, string, Upload[], number, string],
        ),
        ['one over the total', orderId, [image('5.png'), image('6.png')], 400, 'DISPUTE_EVIDENCE_TOO_MANY'],
        [
          'too many in one request',
          orderId,
          Array.from({ length: DISPUTE_EVIDENCE_MAX_FILES + 1 }, (_, i) => image(`${i}.png`)),
          400,
          'DISPUTE_EVIDENCE_TOO_MANY',
        ],
        ['no file', orderId, [], 400, 'VALIDATION_FAILED'],
        ['another field', orderId, [{ ...image(), field: 'attachments' }], 400, 'VALIDATION_FAILED'],
        ['no dispute', undisputed, [image()], 409, 'DISPUTE_NOT_OPEN'],
        ['unknown order', crypto.randomUUID(), [image()], 404, 'TRANSACTION_NOT_FOUND'],
      ];
      for (const [label, target, uploads, status, code] of cases) {
        const response = await addEvidence(target, buyer.token, uploads);
        expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
        expect(errorCode(response), label).toBe(code);
      }
      const json = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/dispute/evidence`,
        headers: bearer(buyer.token),
        payload: { evidence: 'not a file' },
      });
      expect(errorCode(json)).toBe('VALIDATION_FAILED');
      // Opening a dispute with a bad file opens nothing: the dispute and its files go together.
      const refused = await openWith(undisputed, [
        image(),
        { filename: 'x.pdf', contentType: 'application/pdf', data: text },
      ]);
      expect(errorCode(refused)).toBe('DISPUTE_EVIDENCE_UNSUPPORTED');
      const tooMany = await openWith(
        undisputed,
        Array.from({ length: DISPUTE_EVIDENCE_MAX_FILES + 1 }, (_, i) => image(`${i}.png`)),
      );
      expect(errorCode(tooMany)).toBe('DISPUTE_EVIDENCE_TOO_MANY');
      expect((await get(`/api/v1/orders/${undisputed}`, buyer.token)).json().dispute).toBeNull();
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(files()).toEqual(filesBefore);

      // The fifth file still fits; after it the page offers no more.
      const fifth = await addEvidence(orderId, seller.token, [receipt()]);
      expect(fifth.statusCode, fifth.body).toBe(201);
      expect(fifth.json().evidence).toHaveLength(DISPUTE_EVIDENCE_MAX_FILES);
      expect(fifth.json().can.addEvidence).toBe(false);
    },
  );

  // PGlite serializes everything, so only the server shows that the order's row lock holds the limit.
  it.runIf(available && name === 'postgres')(
    'two uploads at once cannot pass the per-dispute limit together',
    async () => {
      const { orderId } = await disputed([image('first.png')]);
      const filesBefore = files();
      const three = (prefix: string) => [1, 2, 3].map((n) => image(`${prefix}-${n}.png`));
      const answers = await Promise.all([
        addEvidence(orderId, buyer.token, three('buyer')),
        addEvidence(orderId, seller.token, three('seller')),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(answers.map(errorCode)).toContain('DISPUTE_EVIDENCE_TOO_MANY');
      const detail = (await get(`/api/v1/orders/${orderId}`, buyer.token)).json() as OrderDetail;
      expect(detail.evidence).toHaveLength(4);
      // The refused upload's files are gone from disk again.
      expect(files().filter((file) => !filesBefore.includes(file))).toHaveLength(3);
    },
  );

  it.runIf(available)('a decided dispute takes no more evidence but keeps what it has', async () => {
    const { orderId, detail } = await disputed([image()]);
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/disputes/${orderId}/refund`,
      headers: bearer(staff.admin.token),
      payload: { note: 'The seller showed nothing' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().evidence).toEqual(detail.evidence);
    const before = await snapshotDatabase(ctx.database);
    const late = await addEvidence(orderId, seller.token, [image()]);
    expect(late.statusCode).toBe(409);
    expect(errorCode(late)).toBe('DISPUTE_NOT_OPEN');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
    expect((await get(detail.evidence[0]?.url ?? '', buyer.token)).statusCode).toBe(200);
  });
});
