import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../test/support/databases';
import { type Db, liveFunctions, openDatabase } from './database';

const kinds = await databaseKinds();

interface SchemaFunction {
  name: string;
  definition: string;
}

/** Every function of a schema as PostgreSQL prints it (extensions' own, such as pg_trgm's, left out). */
async function schemaFunctions(db: Db, schema: string): Promise<SchemaFunction[]> {
  const result = await db.execute(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = ${schema}
       and not exists (select 1 from pg_depend d
                        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
     order by p.proname, p.oid`);
  const { rows } = result as unknown as { rows: SchemaFunction[] };
  return rows.map(({ name, definition }) => ({ name, definition }));
}

describe.each(kinds)('live SQL functions on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    db = testDb.database.db;
  });

  afterAll(async () => {
    await testDb?.drop();
  });

  it('ships one file per function, named after the one function it defines', () => {
    const files = liveFunctions();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const defined = [...file.sql.matchAll(/^\s*CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(\w+)\s*\(/gim)].map(
        (match) => match[1],
      );
      expect({ file: file.name, defines: defined }).toEqual({ file: file.name, defines: [file.name] });
      expect(file.sql).toMatch(/^CREATE OR REPLACE FUNCTION /m);
    }
  });

  it.runIf(available)(
    'has a live file for every function of the schema, and no file without its function',
    async () => {
      const inDatabase = [...new Set((await schemaFunctions(db, 'public')).map((fn) => fn.name))];
      expect(inDatabase).toEqual(liveFunctions().map((file) => file.name));
    },
  );

  it.runIf(available)('runs exactly the body, signature and settings of each file', async () => {
    const live = await schemaFunctions(db, 'public');
    // Each file created again in a schema of its own, and the two definitions compared as PostgreSQL
    // prints them (arguments, result, language, volatility, SET options and body).
    const fromFiles = await db.transaction(async (tx) => {
      await tx.execute(sql`create schema live_file`);
      await tx.execute(sql`set local search_path = live_file, public`);
      for (const file of liveFunctions()) await tx.execute(sql.raw(file.sql));
      const created = await schemaFunctions(tx as unknown as Db, 'live_file');
      await tx.execute(sql`drop schema live_file cascade`);
      return created;
    });
    expect(live.map((fn) => fn.name)).toEqual(fromFiles.map((fn) => fn.name));
    for (const [i, fn] of live.entries()) {
      expect({ name: fn.name, definition: fn.definition }).toEqual({
        name: fn.name,
        definition: fromFiles[i]?.definition.replace(
          `FUNCTION live_file.${fn.name}(`,
          `FUNCTION public.${fn.name}(`,
        ),
      });
    }
  });

  it.runIf(available)('puts back the body of its file over whatever ran before', async () => {
    const amounts = async () =>
      (await schemaFunctions(db, 'public')).find((fn) => fn.name === 'order_amounts')?.definition;
    const fromFile = await amounts();
    // As a migration that redefined the function after its file was written would leave it.
    await db.execute(sql`create or replace function order_amounts(unit_price numeric, quantity integer,
      buyer_fee_bps integer, seller_fee_bps integer, out subtotal numeric, out buyer_fee numeric,
      out seller_fee numeric, out seller_net numeric, out total numeric)
      language plpgsql immutable strict parallel safe as $$ begin subtotal := 0; end $$`);
    expect(await amounts()).toContain('subtotal := 0;');
    await testDb.database.migrate();
    expect(await amounts()).toBe(fromFile);
  });

  it.runIf(available && name === 'postgres')(
    'lets API instances that start together migrate at once (the re-application takes turns)',
    async () => {
      const url = testDb.url;
      if (!url) throw new Error('a PostgreSQL test database has a URL');
      const instances = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url })),
      );
      try {
        for (let round = 0; round < 3; round++) {
          const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
          expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
        }
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    },
  );
});
