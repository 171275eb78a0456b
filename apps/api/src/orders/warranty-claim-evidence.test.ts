import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminWarrantyClaimListResponseSchema,
  DISPUTE_EVIDENCE_MAX_FILES,
  type DisputeEvidence,
  orderDetailSchema,
} from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { pdf, refusedEvidenceFiles, screenshot } from '../../test/support/files';
import { type MultipartFile, multipartBody } from '../../test/support/multipart';
import { offers } from '../offers/offers.schema';
import { checkout, confirm, createTestOffer, newKey, ordersTestSetup } from './orders.test-support';

// Evidence files on warranty claims (README "Warranty claims", "Evidence files"): the dispute evidence's
// rules, checks and storage, each claim holding its own files. The buyer sends files with the claim
// (multipart: the claim and its files together or not at all) or while it is open, the seller while it
// is open; the parties and staff download them.

const kinds = await databaseKinds();

type Upload = Omit<MultipartFile, 'field'> & { field?: string };

describe.each(kinds)('warranty claim evidence on $notice', ({ name, available }) => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'lootmarket-claim-evidence-'));
  const { ctx, seller, buyer, other, staff, db, get } = ordersTestSetup(name, available, {
    env: { UPLOADS_DIR: uploadsDir },
    buyerFunds: 10_000_000n,
  });
  let png: Buffer;
  let offerId: string;

  beforeAll(async () => {
    if (!available) return;
    png = await screenshot();
    offerId = await createTestOffer(db(), seller.userId, {
      category: 'account',
      priceMinor: 1000n,
      stock: 100,
    });
    await db().update(offers).set({ warrantyDays: 30 }).where(eq(offers.id, offerId));
  });

  const image = (filename = 'login-history.png'): Upload => ({
    filename,
    contentType: 'image/png',
    data: png,
  });
  const receipt = (filename = 'email-change.pdf'): Upload => ({
    filename,
    contentType: 'application/pdf',
    data: pdf(),
  });
  const stored = () => {
    try {
      return readdirSync(path.join(uploadsDir, 'disputes')).sort();
    } catch {
      return [];
    }
  };
  const claimText = { reason: 'recovered', description: 'The original owner took the account back.' };

  /** A completed order of the warranted account offer (30 days), its reserve held. */
  const warrantedOrder = async (): Promise<string> => {
    const placed = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as string;
    expect((await confirm(ctx.app, buyer.token, orderId)).statusCode).toBe(200);
    return orderId;
  };
  const multipart = (
    url: string,
    token: string | null,
    uploads: readonly Upload[],
    fields: Record<string, string> = {},
    key: string | null = null,
  ) => {
    const body = multipartBody(
      uploads.map(({ field, ...file }) => ({ ...file, field: field ?? 'evidence' })),
      fields,
    );
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: {
        ...body.headers,
        ...(token ? bearer(token) : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
  };
  const openWith = (
    orderId: string,
    uploads: readonly Upload[],
    token: string | null = buyer.token,
    key: string = newKey(),
    fields: Record<string, string> = claimText,
  ) => multipart(`/api/v1/orders/${orderId}/warranty-claim`, token, uploads, fields, key);
  const addEvidence = (orderId: string, token: string | null, uploads: readonly Upload[]) =>
    multipart(`/api/v1/orders/${orderId}/warranty-claim/evidence`, token, uploads);
  const download = (url: string, token: string | null) =>
    ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  const claimed = async (uploads: readonly Upload[] = [image()]) => {
    const orderId = await warrantedOrder();
    const response = await openWith(orderId, uploads);
    expect(response.statusCode, response.body).toBe(201);
    return { orderId, detail: orderDetailSchema.parse(response.json()) };
  };
  const shape = (files: readonly DisputeEvidence[]) =>
    files.map(({ uploaderSide, fileName, contentType, sizeBytes }) => ({
      uploaderSide,
      fileName,
      contentType,
      sizeBytes,
    }));

  it.runIf(available)(
    'the buyer claims with files, the seller adds theirs; both sides, and staff, see and download them',
    async () => {
      const { orderId, detail } = await claimed([receipt('../../etc/email-change.pdf'), image()]);
      const claim = detail.warrantyClaim;
      expect(claim).toMatchObject({ status: 'open', canAddEvidence: true });
      expect(shape(claim?.evidence ?? [])).toEqual([
        {
          uploaderSide: 'buyer',
          fileName: 'email-change.pdf',
          contentType: 'application/pdf',
          sizeBytes: pdf().length,
        },
        {
          uploaderSide: 'buyer',
          fileName: 'login-history.png',
          contentType: 'image/png',
          sizeBytes: png.length,
        },
      ]);
      // The claim's files are not the order's dispute evidence.
      expect(detail.evidence).toEqual([]);

      const added = await addEvidence(orderId, seller.token, [image('handover.png')]);
      expect(added.statusCode, added.body).toBe(201);
      const sellerView = orderDetailSchema.parse(added.json());
      expect(sellerView.warrantyClaim?.evidence.map((file) => file.uploaderSide)).toEqual([
        'buyer',
        'buyer',
        'seller',
      ]);
      expect(sellerView.warrantyClaim?.canAddEvidence).toBe(true);

      const files = sellerView.warrantyClaim?.evidence ?? [];
      const shot = files[1] as DisputeEvidence;
      expect(shot.url).toBe(`/api/v1/orders/${orderId}/warranty-claim/evidence/${shot.id}`);
      for (const token of [buyer.token, seller.token, staff.support.token, staff.admin.token]) {
        const response = await download(shot.url, token);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-disposition']).toContain('attachment; filename="login-history.png"');
        expect(response.rawPayload.equals(png)).toBe(true);
      }
      expect(errorCode(await download(shot.url, other.token))).toBe('TRANSACTION_NOT_FOUND');
      expect(errorCode(await download(shot.url, staff.user.token))).toBe('TRANSACTION_NOT_FOUND');
      expect((await download(shot.url, null)).statusCode).toBe(401);
      // Not a dispute's file, and not another order's.
      const asDispute = await download(`/api/v1/orders/${orderId}/dispute/evidence/${shot.id}`, buyer.token);
      expect(errorCode(asDispute)).toBe('NOT_FOUND');
      const otherOrder = await warrantedOrder();
      const wrong = await download(
        `/api/v1/orders/${otherOrder}/warranty-claim/evidence/${shot.id}`,
        buyer.token,
      );
      expect(errorCode(wrong)).toBe('NOT_FOUND');
      expect(
        (await download(`/api/v1/orders/${orderId}/warranty-claim/evidence/not-an-id`, buyer.token))
          .statusCode,
      ).toBe(400);

      // Staff see the files on the claims queue.
      const queue = adminWarrantyClaimListResponseSchema.parse(
        (await get('/api/v1/admin/warranty-claims?status=open&pageSize=100', staff.support.token)).json(),
      );
      const inQueue = queue.claims.find((row) => row.orderId === orderId);
      expect(inQueue?.evidence.map((file) => file.id)).toEqual(files.map((file) => file.id));
      expect(inQueue).not.toHaveProperty('canAddEvidence');
    },
  );

  it.runIf(available)(
    'only the parties add files: guests 401, others 404, staff 403; only the buyer opens with files; nothing stored',
    async () => {
      const { orderId } = await claimed();
      const fresh = await warrantedOrder();
      const before = await snapshotDatabase(ctx.database);
      const filesBefore = stored();
      const cases: Array<[string | null, number, string]> = [
        [null, 401, 'UNAUTHENTICATED'],
        [other.token, 404, 'TRANSACTION_NOT_FOUND'],
        [staff.user.token, 404, 'TRANSACTION_NOT_FOUND'],
        [staff.support.token, 403, 'FORBIDDEN'],
        [staff.admin.token, 403, 'FORBIDDEN'],
      ];
      for (const [token, status, code] of cases) {
        const response = await addEvidence(orderId, token, [image()]);
        expect(response.statusCode, code).toBe(status);
        expect(errorCode(response)).toBe(code);
        const opened = await openWith(fresh, [image()], token);
        expect(opened.statusCode, `open: ${code}`).toBe(status);
        expect(errorCode(opened)).toBe(code);
      }
      const bySeller = await openWith(fresh, [image()], seller.token);
      expect(bySeller.statusCode).toBe(403);
      expect(errorCode(bySeller)).toBe('FORBIDDEN');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(stored()).toEqual(filesBefore);
    },
  );

  it.runIf(available)(
    'refuses bad files, too many files and closed or missing claims with their codes; stores nothing',
    async () => {
      const { orderId } = await claimed([image('1.png'), image('2.png'), image('3.png'), image('4.png')]);
      const unclaimed = await warrantedOrder();
      const before = await snapshotDatabase(ctx.database);
      const filesBefore = stored();
      const text = Buffer.from('This is a plain text file that only says it is a PDF.\n'.repeat(10));
      const cases: Array<[string, string, readonly Upload[], number, string]> = [
        ...refusedEvidenceFiles(png).map(
          ([label, file, status, code]) =>
            [label, orderId, [file], status, code] as [string, string, Upload[], number, string],
        ),
        [
          'one over the total',
          orderId,
          [image('5.png'), image('6.png')],
          400,
          'WARRANTY_CLAIM_EVIDENCE_TOO_MANY',
        ],
        [
          'too many in one request',
          orderId,
          Array.from({ length: DISPUTE_EVIDENCE_MAX_FILES + 1 }, (_, i) => image(`${i}.png`)),
          400,
          'WARRANTY_CLAIM_EVIDENCE_TOO_MANY',
        ],
        ['no file', orderId, [], 400, 'VALIDATION_FAILED'],
        ['another field', orderId, [{ ...image(), field: 'attachments' }], 400, 'VALIDATION_FAILED'],
        ['no claim', unclaimed, [image()], 409, 'WARRANTY_CLAIM_NOT_OPEN'],
        ['unknown order', crypto.randomUUID(), [image()], 404, 'TRANSACTION_NOT_FOUND'],
      ];
      for (const [label, target, uploads, status, code] of cases) {
        const response = await addEvidence(target, buyer.token, uploads);
        expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
        expect(errorCode(response), label).toBe(code);
      }
      const json = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/warranty-claim/evidence`,
        headers: bearer(buyer.token),
        payload: { evidence: 'not a file' },
      });
      expect(errorCode(json)).toBe('VALIDATION_FAILED');
      // A claim with a bad file, too many files or a bad field opens nothing: claim and files go together.
      const refusals: Array<[readonly Upload[], Record<string, string>, string]> = [
        [
          [image(), { filename: 'x.pdf', contentType: 'application/pdf', data: text }],
          claimText,
          'DISPUTE_EVIDENCE_UNSUPPORTED',
        ],
        [
          Array.from({ length: DISPUTE_EVIDENCE_MAX_FILES + 1 }, (_, i) => image(`${i}.png`)),
          claimText,
          'WARRANTY_CLAIM_EVIDENCE_TOO_MANY',
        ],
        [[image()], { reason: 'recovered' }, 'VALIDATION_FAILED'],
        [[image()], { ...claimText, reason: 'bored' }, 'VALIDATION_FAILED'],
      ];
      for (const [uploads, fields, code] of refusals) {
        expect(errorCode(await openWith(unclaimed, uploads, buyer.token, newKey(), fields)), code).toBe(code);
      }
      // Multipart without its key is refused like JSON without one.
      const keyless = await multipart(
        `/api/v1/orders/${unclaimed}/warranty-claim`,
        buyer.token,
        [image()],
        claimText,
      );
      expect(errorCode(keyless)).toBe('IDEMPOTENCY_KEY_REQUIRED');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      expect(stored()).toEqual(filesBefore);

      // The fifth file still fits; after it the claim takes no more.
      const fifth = await addEvidence(orderId, seller.token, [receipt()]);
      expect(fifth.statusCode, fifth.body).toBe(201);
      expect(fifth.json().warrantyClaim.evidence).toHaveLength(DISPUTE_EVIDENCE_MAX_FILES);
      expect(fifth.json().warrantyClaim.canAddEvidence).toBe(false);

      // A closed claim takes no more files but keeps its own.
      const refunded = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/warranty-claim/answer`,
        headers: { ...bearer(seller.token), 'idempotency-key': newKey() },
        payload: { action: 'refund' },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const closed = await snapshotDatabase(ctx.database);
      const late = await addEvidence(orderId, buyer.token, [image()]);
      expect(late.statusCode).toBe(409);
      expect(errorCode(late)).toBe('WARRANTY_CLAIM_NOT_OPEN');
      expect(await snapshotDatabase(ctx.database)).toEqual(closed);
      const kept = orderDetailSchema.parse((await get(`/api/v1/orders/${orderId}`, buyer.token)).json());
      expect(kept.warrantyClaim?.evidence).toHaveLength(DISPUTE_EVIDENCE_MAX_FILES);
      expect(kept.warrantyClaim?.canAddEvidence).toBe(false);
    },
  );

  it.runIf(available)(
    'a replayed claim with files has one effect and keeps one copy; the same key with other files is refused',
    async () => {
      const orderId = await warrantedOrder();
      const filesBefore = stored();
      const key = newKey();
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await openWith(orderId, [image()], buyer.token, key));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const ids = answers.map((answer) => answer.json().warrantyClaim.evidence[0].id);
      expect(new Set(ids).size).toBe(1);
      expect(stored().filter((file) => !filesBefore.includes(file))).toEqual([ids[0]]);
      const otherFiles = await openWith(orderId, [receipt()], buyer.token, key);
      expect(otherFiles.statusCode).toBe(422);
      expect(errorCode(otherFiles)).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(stored().filter((file) => !filesBefore.includes(file))).toEqual([ids[0]]);
    },
  );

  // PGlite serializes everything, so only the server shows that the order's row lock holds the limit.
  it.runIf(available && name === 'postgres')(
    'two uploads at once cannot pass the per-claim limit together',
    async () => {
      const { orderId } = await claimed([image('first.png')]);
      const three = (prefix: string) => [1, 2, 3].map((n) => image(`${prefix}-${n}.png`));
      const answers = await Promise.all([
        addEvidence(orderId, buyer.token, three('buyer')),
        addEvidence(orderId, seller.token, three('seller')),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(answers.map(errorCode)).toContain('WARRANTY_CLAIM_EVIDENCE_TOO_MANY');
      const detail = orderDetailSchema.parse((await get(`/api/v1/orders/${orderId}`, buyer.token)).json());
      expect(detail.warrantyClaim?.evidence).toHaveLength(4);
    },
  );
});
