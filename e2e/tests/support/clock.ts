import { type APIRequestContext, expect } from '@playwright/test';

/** An hour and a day of the server's test clock, in milliseconds. */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Moves the server's test clock forward (TEST_CLOCK=true, which the e2e server sets and a production
 * start refuses): dispute and warranty claim deadlines are decided by it, and the due deadlines of the
 * named `subjects` (a dispute's order id, a warranty claim's id) are applied at once — only theirs, so the
 * disputes of journeys running beside this one are left alone. Answers the server's time after the move.
 */
export async function advanceServerClock(
  request: APIRequestContext,
  ms: number,
  subjects: readonly string[],
): Promise<Date> {
  const moved = await request.post('/api/v1/test-clock/advance', { data: { ms, subjects } });
  expect(moved.status()).toBe(200);
  return new Date(((await moved.json()) as { now: string }).now);
}

/**
 * How far the server's test clock is ahead of the real time now (earlier journeys on the same server
 * moved it): a page's countdown, counted by the browser's real clock, is that much longer.
 */
export async function serverClockOffsetMs(request: APIRequestContext): Promise<number> {
  const clock = await request.get('/api/v1/test-clock');
  expect(clock.status()).toBe(200);
  return ((await clock.json()) as { offsetMs: number }).offsetMs;
}
