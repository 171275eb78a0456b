import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEADLINE_JOB_KINDS } from '../../jobs/jobs.service';

/**
 * The time the server decides dispute and warranty claim deadlines by (opening, answering, extending):
 * the real time, or, with TEST_CLOCK=true in a development or test start, the real time plus an offset
 * that POST /api/v1/test-clock/advance moves forward, so a browser test can let a deadline pass without
 * waiting. The move applies the deadline jobs (`dispute.deadline`, `warranty_claim.deadline`) of the
 * disputes and claims it names, and only theirs: the worker runs every job by the real time, so the
 * disputes other journeys have open on the same server are not ruled under them. A production start
 * refuses TEST_CLOCK (config/production.ts); the routes exist only with it and are left out of the
 * OpenAPI document. The offset lives in this process (one server under test). API tests do not need it:
 * they pass `now` to the services and `app.jobs.runDue(now)`.
 */
export interface ServerClock {
  now(): Date;
  readonly testing: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: ServerClock;
  }
}

/** At most a year per call: enough for any deadline, and a typo cannot overflow a Date. */
const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

/** A job that defers itself (a reminder, then the ruling) runs again at once while due: at most this often. */
const MAX_RUNS_PER_SUBJECT = 10;

export const testClockAdvanceSchema = z.strictObject({
  ms: z.number().int().min(1).max(MAX_ADVANCE_MS),
  /** The disputes (their order ids) and warranty claims (their ids) whose due deadlines apply now. */
  subjects: z.array(z.uuid()).min(1).max(20),
});
const testClockSchema = z.object({ now: z.string(), offsetMs: z.number().int() });

export const clockPlugin = fp(
  async (appBase: FastifyInstance) => {
    const testing = appBase.config.testClock && appBase.config.env !== 'production';
    let offsetMs = 0;
    appBase.decorate('clock', {
      now: () => new Date(Date.now() + offsetMs),
      testing,
    });
    if (!testing) return;
    appBase.log.warn(
      'TEST_CLOCK=true: deadlines follow a test clock that POST /api/v1/test-clock/advance moves',
    );
    const app = appBase.withTypeProvider<ZodTypeProvider>();
    const config = {
      access: 'public' as const,
      undocumented: 'test clock (TEST_CLOCK=true, never in production)',
    };
    app.get(
      '/api/v1/test-clock',
      { schema: { hide: true, response: { 200: testClockSchema } }, config },
      async () => ({ now: app.clock.now().toISOString(), offsetMs }),
    );
    app.post(
      '/api/v1/test-clock/advance',
      { schema: { hide: true, body: testClockAdvanceSchema, response: { 200: testClockSchema } }, config },
      async (request) => {
        offsetMs += request.body.ms;
        // The named disputes' and claims' deadlines that have just passed are applied now (a reminder
        // first, then the ruling). Only theirs: every other job, other journeys' deadlines included,
        // keeps the real time.
        for (const subject of request.body.subjects) {
          for (const kind of DEADLINE_JOB_KINDS) {
            for (let run = 0; run < MAX_RUNS_PER_SUBJECT; run++) {
              if (!(await app.jobs.runJob(kind, subject, app.clock.now()))) break;
            }
          }
        }
        return { now: app.clock.now().toISOString(), offsetMs };
      },
    );
  },
  { name: 'clock', dependencies: ['jobs'] },
);
