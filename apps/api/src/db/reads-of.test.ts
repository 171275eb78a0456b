import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases';
import { readsOf } from './database';

// readsOf: independent reads side by side on the pool, one after the other in a transaction (whose one
// connection node-postgres would otherwise queue them on, a use it deprecates).
describe('readsOf', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  /** Reads that record when each starts and ends; the first waits a little, so overlap would show. */
  function tracedReads() {
    const events: string[] = [];
    const read = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} end`);
      return name;
    };
    return { events, reads: [read('a', 30), read('b', 0)] as const };
  }

  it('runs them side by side on the database', async () => {
    const { events, reads } = tracedReads();
    expect(await readsOf(testDb.database.db, reads)).toEqual(['a', 'b']);
    expect(events).toEqual(['a start', 'b start', 'b end', 'a end']);
  });

  it('runs them one after the other inside a transaction, with the same answers', async () => {
    const { events, reads } = tracedReads();
    const answers = await testDb.database.db.transaction((tx) => readsOf(tx, reads));
    expect(answers).toEqual(['a', 'b']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});
