import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../db/database';
import { jobs } from '../db/schema';

export const JOB_KINDS = ['order.auto_release', 'payment.expire', 'withdrawal.payout'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export type JobRow = typeof jobs.$inferSelect;

/** A job's effect, run in the transaction that also marks the job done. */
export type JobHandler = (tx: Tx, job: JobRow, now: Date) => Promise<void>;

/**
 * Schedules `kind` for `subject` at `runAt`, in the caller's transaction (so a job exists exactly
 * when the state that needs it was committed). Scheduling the same kind and subject again is a no-op.
 */
export async function scheduleJob(db: DbOrTx, kind: JobKind, subject: string, runAt: Date): Promise<void> {
  await db
    .insert(jobs)
    .values({ id: crypto.randomUUID(), kind, subject, runAt })
    .onConflictDoNothing({ target: [jobs.kind, jobs.subject] });
}

/** Marks a job done without running it (its subject was settled some other way). */
export async function cancelJob(db: DbOrTx, kind: JobKind, subject: string): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()` })
    .where(and(eq(jobs.kind, kind), eq(jobs.subject, subject), sql`${jobs.doneAt} is null`));
}

/** Retry delay after a failure: 30 s, 1 min, 2 min, … capped at one hour. */
function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * Durable timed jobs. Every API process runs a worker; a due job is claimed with
 * `FOR UPDATE SKIP LOCKED` and its effect runs in the same transaction that marks it done, so it
 * happens once even with several processes, and a crash before the commit leaves it due for the next.
 */
export class JobRunner {
  readonly #handlers = new Map<JobKind, JobHandler>();
  readonly #db: () => Db;
  readonly #transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  readonly #log: FastifyBaseLogger;

  constructor(options: {
    db: () => Db;
    /** Opens the transaction a job runs in (the notifier's, so notifications go out after commit). */
    transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
    log: FastifyBaseLogger;
  }) {
    this.#db = options.db;
    this.#transaction = options.transaction;
    this.#log = options.log;
  }

  handle(kind: JobKind, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  /** Runs one due job, if any: true when one was found (whatever its outcome). */
  async runOne(now: Date = new Date()): Promise<boolean> {
    let claimed: JobRow | null = null;
    try {
      return await this.#transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(jobs)
          .where(and(sql`${jobs.doneAt} is null`, sql`${jobs.runAt} <= ${now.toISOString()}`))
          .orderBy(jobs.runAt)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return false;
        claimed = job;
        const handler = this.#handlers.get(job.kind as JobKind);
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(tx, job, now);
        await tx
          .update(jobs)
          .set({ doneAt: sql`now()`, attempts: sql`${jobs.attempts} + 1`, lastError: null })
          .where(eq(jobs.id, job.id));
        return true;
      });
    } catch (error) {
      const job = claimed as JobRow | null;
      if (!job) throw error;
      this.#log.error({ err: error, job: job.id, kind: job.kind }, 'job failed; will retry');
      await this.#db()
        .update(jobs)
        .set({
          attempts: sql`${jobs.attempts} + 1`,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
          runAt: new Date(now.getTime() + backoffMs(job.attempts + 1)),
        })
        .where(eq(jobs.id, job.id));
      return true;
    }
  }

  /** Runs due jobs until none is left (at most `limit`); answers how many ran. */
  async runDue(now: Date = new Date(), limit = 1000): Promise<number> {
    let ran = 0;
    while (ran < limit && (await this.runOne(now))) ran += 1;
    return ran;
  }
}
