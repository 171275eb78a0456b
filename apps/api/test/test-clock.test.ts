import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/app';

/**
 * The test clock of browser tests (src/plugins/app/clock.ts): only with TEST_CLOCK=true, never in the
 * OpenAPI document; it moves forward only, by a bounded amount. (A production start refuses the setting:
 * src/config/production.test.ts.)
 */
describe('the test clock', () => {
  let plain: TestContext;
  let testing: TestContext;
  beforeAll(async () => {
    [plain, testing] = await Promise.all([
      createTestContext('pglite', { JOBS_POLL_MS: '0' }),
      createTestContext('pglite', { JOBS_POLL_MS: '0', TEST_CLOCK: 'true' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), testing?.close()]);
  });

  it('does not exist without TEST_CLOCK=true', async () => {
    expect(plain.app.clock.testing).toBe(false);
    const advance = await plain.app.inject({
      method: 'POST',
      url: '/api/v1/test-clock/advance',
      payload: { ms: 1000 },
    });
    expect(advance.statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: '/api/v1/test-clock' })).statusCode).toBe(404);
  });

  it('moves the server’s deadline clock forward, and only forward', async () => {
    const before = testing.app.clock.now().getTime();
    const moved = await testing.app.inject({
      method: 'POST',
      url: '/api/v1/test-clock/advance',
      payload: { ms: 25 * 3600_000 },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetMs).toBe(25 * 3600_000);
    expect(testing.app.clock.now().getTime() - before).toBeGreaterThanOrEqual(25 * 3600_000);
    for (const payload of [{ ms: -1 }, { ms: 0 }, { ms: 400 * 24 * 3600_000 }, { ms: 1.5 }, {}]) {
      const refused = await testing.app.inject({
        method: 'POST',
        url: '/api/v1/test-clock/advance',
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await testing.app.inject({ method: 'GET', url: '/api/v1/test-clock' })).json().offsetMs).toBe(
      25 * 3600_000,
    );
  });

  it('is left out of the OpenAPI document', async () => {
    const document = (await testing.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('test-clock'))).toEqual([]);
  });
});
