import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, type RegisteredUser, registerUser, testConfig } from './support/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases';

const kinds = await databaseKinds();

/** What a person typed: none of it may appear in any log line, whatever fails. */
const SECRET_TITLE = 'Refund of invoice Zanzibar-4471';
const SECRET_TEXT = 'My mother maiden name is Quetzalcoatl and my PIN 90210';
const SECRET_EMAIL = 'private.person+leak@example.org';
const SECRET_SEARCH = 'hidden-search-Xylophone';

describe.each(kinds)('the log on $notice', ({ name, available }) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let user: RegisteredUser;
  const lines: string[] = [];

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDatabase(name);
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: testDb.database,
      logDestination: { write: (line) => lines.push(line) },
    });
    await app.ready();
    user = await registerUser(app, 'logged');
    // A real database fault on the insert of a ticket, whose message, detail and hint carry the row's
    // values the way PostgreSQL's own errors do ("Failing row contains (…)").
    await testDb.database.db.execute(
      sql.raw(`
        create function test_refuse_ticket() returns trigger language plpgsql as $$
        begin
          raise exception 'ticket refused: %', new.title
            using detail = 'Failing row contains (' || new.description || ')', hint = new.contact_email;
        end $$`),
    );
    await testDb.database.db.execute(
      sql.raw(
        'create trigger test_refuse_ticket before insert on tickets for each row execute function test_refuse_ticket()',
      ),
    );
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it.runIf(available)(
    'holds no query parameter, detail, message text, e-mail or search after a database error',
    async () => {
      lines.length = 0;
      const failed = await app.inject({
        method: 'POST',
        url: '/api/v1/tickets',
        headers: bearer(user.token),
        payload: { type: 'General', title: SECRET_TITLE, description: SECRET_TEXT, email: SECRET_EMAIL },
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json().error.code).toBe('UNEXPECTED');
      const search = await app.inject({
        method: 'GET',
        url: `/api/v1/tickets?q=${SECRET_SEARCH}&page=1`,
        headers: bearer(user.token),
      });
      expect(search.statusCode).toBe(200);

      const log = lines.join('');
      for (const secret of [
        SECRET_TITLE,
        'Zanzibar',
        SECRET_TEXT,
        'Quetzalcoatl',
        SECRET_EMAIL,
        SECRET_SEARCH,
        user.token,
      ])
        expect(log, `"${secret}" reached the log`).not.toContain(secret);

      // Still useful: the failure is there, under its request id, with its kind, SQL shape and codes.
      const entries = lines.map((line) => JSON.parse(line));
      const failure = entries.find(
        (entry) => entry.msg === 'unexpected error' || entry.msg === 'request failed',
      );
      expect(failure).toBeDefined();
      expect(failure.reqId).toBe(failed.json().requestId);
      expect(failure.err).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query',
        query: expect.stringMatching(/^insert into "tickets" .* values \(\$1, /),
        params: expect.stringMatching(/^\[\d+ redacted\]$/),
        cause: {
          code: 'P0001',
          message: 'ticket refused: …',
          where: expect.stringContaining('test_refuse_ticket'),
        },
      });
      expect(entries.some((entry) => entry.req?.url === '/api/v1/tickets?q=***&page=***')).toBe(true);
    },
  );
});
