import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredUser, registerUser, type TestContext } from '../../test/support/app';
import { databaseKinds, TEST_POSTGRES_URL, waitForNoConnections } from '../../test/support/databases';
import {
  checkout,
  confirm,
  createTestOffer,
  fundWallet,
  ordersTestContext,
} from '../orders/orders.test-support';
import { backup, databaseFigures, readManifest, restore } from './backup';
import type { DatabaseTarget } from './database';

const kinds = await databaseKinds();

/** A new PostgreSQL database without a table (not from the migrated template), and how to drop it. */
async function emptyPostgresDatabase() {
  const name = `lootmarket_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      try {
        await waitForNoConnections(cleanup, name);
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

describe.each(kinds)('a backup restores the whole marketplace on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let seller: RegisteredUser;
  let buyer: RegisteredUser;
  const root = mkdtempSync(path.join(tmpdir(), `lootmarket-backup-${name}-`));
  const uploadsDir = path.join(root, 'site', 'uploads');
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    if (!available) return;
    ctx = await ordersTestContext(name);
    [seller, buyer] = await Promise.all([
      registerUser(ctx.app, 'backup-seller'),
      registerUser(ctx.app, 'backup-buyer'),
    ]);
    // Money in every state: a deposit, a confirmed purchase (posted) and one still in escrow (pending).
    await fundWallet(ctx.database.db, buyer.userId, 50_000n);
    const offerId = await createTestOffer(ctx.database.db, seller.userId, { priceMinor: 1_250n });
    const paid = await checkout(ctx.app, buyer.token, { offerId, quantity: 2, paymentMethod: 'wallet' });
    expect(paid.statusCode).toBe(201);
    expect((await confirm(ctx.app, buyer.token, paid.json().order.id)).statusCode).toBe(200);
    expect(
      (await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' })).statusCode,
    ).toBe(201);
    // An uploaded file and the offer-codes key beside the uploads folder.
    mkdirSync(path.join(uploadsDir, 'photos'), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'photos', 'cover.webp'), 'a photo');
    writeFileSync(path.join(root, 'site', 'offer-codes.key'), randomBytes(32).toString('base64'));
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await ctx?.close();
  });

  it.skipIf(!available)(
    'into a new database and uploads folder, with every row, the ledger, the files and the key',
    async () => {
      const backupDir = path.join(root, 'backup');
      const manifest = await backup({ database: ctx.database, url: ctx.testDb.url, uploadsDir }, backupDir);
      expect(manifest.database).toBe(name);
      expect(manifest.tables.orders).toBe(2);
      expect(manifest.ledger.USD?.transfers).toBeGreaterThanOrEqual(5);
      expect(manifest.offerCodesKey).toBe(true);

      let target: DatabaseTarget;
      if (name === 'postgres') {
        const empty = await emptyPostgresDatabase();
        cleanups.push(empty.drop);
        target = { kind: 'postgres', url: empty.url };
      } else {
        target = { kind: 'pglite', dataDir: path.join(root, 'restored-data') };
      }
      const restoredUploads = path.join(root, 'restored', 'uploads');
      const report = await restore(backupDir, { database: target, uploadsDir: restoredUploads });
      expect(report.differences).toEqual([]);
      expect(readFileSync(path.join(restoredUploads, 'photos', 'cover.webp'), 'utf8')).toBe('a photo');
      expect(readFileSync(path.join(root, 'restored', 'offer-codes.key'), 'utf8')).toBe(
        readFileSync(path.join(root, 'site', 'offer-codes.key'), 'utf8'),
      );
      // The figures were read from the source when it was backed up: they are the source's now too.
      expect(await databaseFigures(ctx.database.db)).toEqual({
        tables: manifest.tables,
        ledger: manifest.ledger,
      });

      // The same backup again into what now holds it: refused, nothing overwritten.
      await expect(
        restore(backupDir, { database: target, uploadsDir: path.join(root, 'other') }),
      ).rejects.toThrow(/empty|exists/);
      await expect(restore(backupDir, { database: target, uploadsDir: restoredUploads })).rejects.toThrow(
        /not empty/,
      );
    },
  );

  it.skipIf(!available)(
    'tells when a restore does not match its manifest, and refuses another kind of database',
    async () => {
      const backupDir = path.join(root, 'backup');
      const tampered = path.join(root, 'tampered');
      mkdirSync(tampered);
      for (const file of ['manifest.json', name === 'postgres' ? 'database.pgdump' : 'pglite-data.tar.gz']) {
        writeFileSync(path.join(tampered, file), readFileSync(path.join(backupDir, file)));
      }
      const manifest = readManifest(tampered);
      manifest.tables.orders = 3;
      // Only the database is copied into this one.
      manifest.offerCodesKey = false;
      writeFileSync(path.join(tampered, 'manifest.json'), JSON.stringify(manifest));
      let target: DatabaseTarget;
      if (name === 'postgres') {
        const empty = await emptyPostgresDatabase();
        cleanups.push(empty.drop);
        target = { kind: 'postgres', url: empty.url };
      } else {
        target = { kind: 'pglite', dataDir: path.join(root, 'tampered-data') };
      }
      const report = await restore(tampered, {
        database: target,
        uploadsDir: path.join(root, 'tampered-uploads'),
      });
      expect(report.differences).toEqual(['orders: 3 rows backed up, 2 restored']);
      const other: DatabaseTarget =
        name === 'postgres'
          ? { kind: 'pglite', dataDir: path.join(root, 'x') }
          : { kind: 'postgres', url: TEST_POSTGRES_URL };
      await expect(restore(tampered, { database: other, uploadsDir: path.join(root, 'y') })).rejects.toThrow(
        /backup is of the/,
      );
      expect(existsSync(path.join(root, 'x'))).toBe(false);
    },
  );
});
