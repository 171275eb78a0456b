import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { createTestContext, type TestContext, testConfig } from './app';
import { type LocalSmtp, startSmtp } from './smtp';

/** What a test of mail over SMTP works with once its `beforeAll` ran. */
export interface SmtpTestSetup {
  /** The test context (PGlite); its own app keeps mail in the outbox. */
  readonly ctx: TestContext;
  /** The local SMTP peer (./smtp.ts) and what it received. */
  readonly smtp: LocalSmtp;
  /** A second app on the context's database that delivers its mail over SMTP to the peer. */
  readonly app: FastifyInstance;
}

/**
 * The set-up the tests of mail over SMTP share: built before the block's tests, closed after them.
 * Call it in the block; its tests read the fields.
 */
export function smtpTestSetup(): SmtpTestSetup {
  let ctx: TestContext | undefined;
  let smtp: LocalSmtp | undefined;
  let app: FastifyInstance | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the SMTP test set-up has not run');
    return value;
  };
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    smtp = await startSmtp();
    app = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Lootmarket <mail@lootmarket.test>',
      }),
      database: ctx.database,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await ctx?.close();
  });
  return {
    get ctx() {
      return ready(ctx);
    },
    get smtp() {
      return ready(smtp);
    },
    get app() {
      return ready(app);
    },
  };
}
