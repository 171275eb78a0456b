import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases';
import { adminAuditLog } from '../admin/admin.schema';
import { users } from '../auth/auth.schema';
import { games } from '../catalog/catalog.schema';
import { MIGRATIONS_FOLDER } from '../db/database';

const kinds = await databaseKinds();
const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, '0027_offer_moderation_lock.sql'), 'utf8');

/**
 * Migration 0027 on a database that has offers already: take-downs made before the lock existed stay
 * down (locked, with the staff member and the instant from the audit log), and sellers banned before
 * it lose their offers from the market. Each file's database is migrated; the test puts 0027's
 * columns back to what came before, writes the old state, and runs the migration's statements.
 */
describe.each(kinds)('migration 0027 on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  const ids = {
    staff: crypto.randomUUID(),
    seller: crypto.randomUUID(),
    banned: crypto.randomUUID(),
    game: crypto.randomUUID(),
    takenDown: crypto.randomUUID(),
    switchedBackOn: crypto.randomUUID(),
    switchedOff: crypto.randomUUID(),
    bannedListed: crypto.randomUUID(),
    bannedOff: crypto.randomUUID(),
  };
  const takenDownAt = new Date('2026-11-01T10:00:00Z');

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    const { db } = testDb.database;
    for (const statement of [
      'drop index "offers_moderation_locked_idx"',
      'alter table "offers" drop constraint "offers_locked_inactive"',
      'alter table "offers" drop constraint "offers_ban_held_inactive"',
      'alter table "offers" drop column "moderation_locked_at"',
      'alter table "offers" drop column "moderation_locked_by"',
      'alter table "offers" drop column "taken_down_by_ban"',
    ]) {
      await db.execute(sql.raw(statement));
    }
    const account = (id: string, banned: boolean) => ({
      id,
      username: `u${id.slice(0, 8)}`,
      email: `${id.slice(0, 8)}@example.com`,
      passwordHash: 'x',
      banned,
    });
    await db
      .insert(users)
      .values([account(ids.staff, false), account(ids.seller, false), account(ids.banned, true)]);
    await db.insert(games).values({ id: ids.game, slug: 'migration-game', name: 'Migration Game' });
    const offer = (id: string, sellerId: string, active: boolean, moderationReason: string | null) =>
      sql`insert into offers (id, seller_id, game_id, category, title, description, delivery_time, price_minor, currency, stock, active, moderation_reason)
          values (${id}, ${sellerId}, ${ids.game}, 'gold', 'Gold', 'Fast', '1h', 100, 'USD', 5, ${active}, ${moderationReason})`;
    await db.execute(offer(ids.takenDown, ids.seller, false, 'Contacts in chat'));
    await db.execute(offer(ids.switchedBackOn, ids.seller, true, 'Contacts in chat'));
    await db.execute(offer(ids.switchedOff, ids.seller, false, null));
    await db.execute(offer(ids.bannedListed, ids.banned, true, null));
    await db.execute(offer(ids.bannedOff, ids.banned, false, null));
    await db.insert(adminAuditLog).values({
      id: crypto.randomUUID(),
      actorId: ids.staff,
      actorRoles: ['user', 'support'],
      action: 'offer.deactivate',
      targetType: 'offer',
      targetId: ids.takenDown,
      reason: 'Contacts in chat',
      at: takenDownAt,
    });
    for (const statement of MIGRATION.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  const stateOf = async (id: string) => {
    const result = await testDb.database.db.execute(
      sql`select active, moderation_locked_at, moderation_locked_by, taken_down_by_ban from offers where id = ${id}`,
    );
    const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    return {
      active: row?.active,
      lockedAt: row?.moderation_locked_at ? new Date(row.moderation_locked_at as string).toISOString() : null,
      lockedBy: row?.moderation_locked_by ?? null,
      takenDownByBan: row?.taken_down_by_ban,
    };
  };

  it.runIf(available)('locks the take-downs made before it, naming who took them down and when', async () => {
    expect(await stateOf(ids.takenDown)).toEqual({
      active: false,
      lockedAt: takenDownAt.toISOString(),
      lockedBy: ids.staff,
      takenDownByBan: false,
    });
    // The seller switched this one back on before the lock existed: staff take it down again if need be.
    expect(await stateOf(ids.switchedBackOn)).toMatchObject({ active: true, lockedAt: null });
    expect(await stateOf(ids.switchedOff)).toMatchObject({
      active: false,
      lockedAt: null,
      takenDownByBan: false,
    });
  });

  it.runIf(available)(
    'takes the offers of sellers banned before it off the market, marked as the ban’s',
    async () => {
      expect(await stateOf(ids.bannedListed)).toMatchObject({ active: false, takenDownByBan: true });
      expect(await stateOf(ids.bannedOff)).toMatchObject({ active: false, takenDownByBan: false });
    },
  );

  it.runIf(available)('then no statement can put a locked or ban-held offer on the market', async () => {
    const { db } = testDb.database;
    for (const id of [ids.takenDown, ids.bannedListed]) {
      await expect(db.execute(sql`update offers set active = true where id = ${id}`)).rejects.toThrow();
    }
    const [banned] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, ids.banned));
    expect(banned?.banned).toBe(true);
  });
});
