import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../db/database';
import { uuidV7 } from '../db/uuid-v7';
import { jobs } from './jobs.schema';

export const JOB_KINDS = [
  'order.auto_release',
  /** A warranted order's reserve released to its seller when the warranty ends (src/orders/order-reserve.ts). */
  'order.reserve_release',
  'payment.expire',
  'withdrawal.payout',
  'payment.refund',
  /** A dispute's clock: the reminder before the awaited side's deadline, then its default ruling. */
  'dispute.deadline',
  /** A warranty claim's clock (subject: the claim's id): the reminder, then its default ruling. */
  'warranty_claim.deadline',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * The clocks' jobs (a dispute's and a warranty claim's deadlines): with TEST_CLOCK=true a move of the
 * server's test clock applies those of the subjects it names (src/plugins/app/clock.ts).
 */
export const DEADLINE_JOB_KINDS: readonly JobKind[] = ['dispute.deadline', 'warranty_claim.deadline'];

export type JobRow = typeof jobs.$inferSelect;

/**
 * A job whose effect must wait (an order's release held while its seller is banned): the job is due
 * again at `runAgainAt` instead of done, in the same transaction as what the handler wrote.
 */
export interface JobDeferral {
  runAgainAt: Date;
}

/**
 * A job's effect, run in the transaction that also marks the job done, or, when the handler answers a
 * JobDeferral, due again later.
 */
export type JobHandler = (tx: Tx, job: JobRow, now: Date) => Promise<void> | Promise<JobDeferral | undefined>;

/**
 * A job whose effect calls the outside world (a payout provider), which must never happen inside a
 * database transaction. Claiming it is a short transaction of its own that counts the attempt and
 * moves `run_at` forward by `leaseMs` (the lease): no other worker takes it while the call is under
 * way, and if this process dies mid-call the job is due again once the lease has run out. `run`
 * (outside any transaction) must end the job itself — `completeJob` or `retryJobAt`, in the
 * transaction that records the outcome — and must be safe to run again after a crash (idempotent on
 * the provider's side).
 */
export interface LeasedJobHandler {
  leaseMs: number;
  run(job: JobRow, now: Date): Promise<void>;
}

/**
 * Schedules `kind` for `subject` at `runAt`, in the caller's transaction (so a job exists exactly
 * when the state that needs it was committed). Scheduling the same kind and subject again is a no-op.
 */
export async function scheduleJob(db: DbOrTx, kind: JobKind, subject: string, runAt: Date): Promise<void> {
  await db
    .insert(jobs)
    .values({ id: uuidV7(), kind, subject, runAt })
    .onConflictDoNothing({ target: [jobs.kind, jobs.subject] });
}

/**
 * Schedules `kind` for `subject` at `runAt` from scratch: a job done before (or still waiting) is due
 * again at `runAt` with its attempts reset. In the caller's transaction.
 */
export async function rescheduleJob(db: DbOrTx, kind: JobKind, subject: string, runAt: Date): Promise<void> {
  await db
    .insert(jobs)
    .values({ id: uuidV7(), kind, subject, runAt })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.subject],
      set: { runAt, doneAt: null, attempts: 0, lastError: null },
    });
}

/** Marks the job done (a leased job's outcome was recorded); `lastError` kept for the record. */
export async function completeJob(db: DbOrTx, jobId: string, lastError: string | null = null): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lastError })
    .where(and(eq(jobs.id, jobId), sql`${jobs.doneAt} is null`));
}

/** A leased job's attempt failed: due again at `runAt`, with the error kept. */
export async function retryJobAt(db: DbOrTx, jobId: string, runAt: Date, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt, lastError: error.slice(0, 1000) })
    .where(and(eq(jobs.id, jobId), sql`${jobs.doneAt} is null`));
}

/** The job of `kind` for `subject`, when one is waiting (not done). */
export async function pendingJob(db: DbOrTx, kind: JobKind, subject: string): Promise<JobRow | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.subject, subject), sql`${jobs.doneAt} is null`));
  return job ?? null;
}

/** Marks a job done without running it (its subject was settled some other way). */
export async function cancelJob(db: DbOrTx, kind: JobKind, subject: string): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()` })
    .where(and(eq(jobs.kind, kind), eq(jobs.subject, subject), sql`${jobs.doneAt} is null`));
}

/**
 * Every job of `kind` whose subject the query `subjects` lists runs again now, from a clean slate (done
 * or not): a hold on its subject was lifted and it must look again.
 */
export async function runJobsNow(tx: DbOrTx, kind: JobKind, subjects: SQL): Promise<void> {
  await tx.execute(sql`update jobs set run_at = now(), attempts = 0, last_error = null, done_at = null
     where kind = ${kind} and subject in (${subjects})`);
}

/** Retry delay after a failure: 30 s, 1 min, 2 min, … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * Durable timed jobs. Every API process runs a worker; a due job is claimed with
 * `FOR UPDATE SKIP LOCKED` and its effect runs in the same transaction that marks it done, so it
 * happens once even with several processes, and a crash before the commit leaves it due for the next.
 * Leased jobs (handleLeased) run their effect after the claim's commit instead, under a lease.
 */
/** How a run of a job ended: done, due again later (a deferral), handed to its leased step, or failed (retried). */
export type JobOutcome = 'done' | 'deferred' | 'leased' | 'failed';

export class JobRunner {
  readonly #handlers = new Map<JobKind, JobHandler>();
  readonly #leased = new Map<JobKind, LeasedJobHandler>();
  readonly #db: () => Db;
  readonly #transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  readonly #log: FastifyBaseLogger;
  readonly #onRun: ((kind: string, outcome: JobOutcome) => void) | undefined;
  /** Set by stop(): no job is claimed any more. */
  #stopped = false;
  /** Runs under way (claimed or claiming), and who waits for them to end. */
  #running = 0;
  readonly #idleWaiters: Array<() => void> = [];

  constructor(options: {
    db: () => Db;
    /** Opens the transaction a job runs in (the notifier's, so notifications go out after commit). */
    transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
    log: FastifyBaseLogger;
    /** Told of every job run by this runner, with its outcome (src/metrics). */
    onRun?: (kind: string, outcome: JobOutcome) => void;
  }) {
    this.#db = options.db;
    this.#transaction = options.transaction;
    this.#log = options.log;
    this.#onRun = options.onRun;
  }

  handle(kind: JobKind, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  /** Registers a job kind that runs outside any transaction under a lease (see LeasedJobHandler). */
  handleLeased(kind: JobKind, handler: LeasedJobHandler): void {
    this.#leased.set(kind, handler);
  }

  /** Runs one due job, if any: true when one was found (whatever its outcome). */
  async runOne(now: Date = new Date()): Promise<boolean> {
    return this.#run(now, sql`true`);
  }

  /**
   * Runs the job of `kind` for `subject` now if it is due and no other worker holds it (e.g. the
   * payout right after an approval); true when it ran.
   */
  async runJob(kind: JobKind, subject: string, now: Date = new Date()): Promise<boolean> {
    return this.#run(now, and(eq(jobs.kind, kind), eq(jobs.subject, subject)) ?? sql`false`);
  }

  /** Whether stop() was called: the runner claims no job any more. */
  get stopped(): boolean {
    return this.#stopped;
  }

  /**
   * A stopping node (src/http/drain.ts): no job is claimed from now on (runOne, runJob, runDue answer
   * nothing), and the returned promise resolves once the runs under way have ended. A job left due is
   * claimed by another node's worker; a leased job whose process dies mid-call is due again when its
   * lease runs out.
   */
  stop(): Promise<void> {
    this.#stopped = true;
    return this.#running === 0
      ? Promise.resolve()
      : new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  async #run(now: Date, filter: SQL): Promise<boolean> {
    if (this.#stopped) return false;
    this.#running += 1;
    try {
      return await this.#claimAndRun(now, filter);
    } finally {
      this.#running -= 1;
      if (this.#running === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
    }
  }

  async #claimAndRun(now: Date, filter: SQL): Promise<boolean> {
    let outcome: JobOutcome | null = null;
    let claimed: JobRow | null = null;
    let leased: { handler: LeasedJobHandler; job: JobRow } | null = null;
    try {
      const found = await this.#transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(jobs)
          .where(and(sql`${jobs.doneAt} is null`, sql`${jobs.runAt} <= ${now.toISOString()}`, filter))
          .orderBy(jobs.runAt)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return false;
        claimed = job;
        const leasedHandler = this.#leased.get(job.kind as JobKind);
        if (leasedHandler) {
          // Claim only: count the attempt and hold the job for the lease; the effect runs after commit.
          const [held] = await tx
            .update(jobs)
            .set({
              attempts: sql`${jobs.attempts} + 1`,
              runAt: new Date(now.getTime() + leasedHandler.leaseMs),
            })
            .where(eq(jobs.id, job.id))
            .returning();
          leased = { handler: leasedHandler, job: held ?? job };
          return true;
        }
        const handler = this.#handlers.get(job.kind as JobKind);
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        const deferral = await handler(tx, job, now);
        outcome = deferral ? 'deferred' : 'done';
        await tx
          .update(jobs)
          .set({
            ...(deferral ? { runAt: deferral.runAgainAt } : { doneAt: sql`now()` }),
            attempts: sql`${jobs.attempts} + 1`,
            lastError: null,
          })
          .where(eq(jobs.id, job.id));
        return true;
      });
      const lease = leased as { handler: LeasedJobHandler; job: JobRow } | null;
      if (lease) {
        await lease.handler.run(lease.job, now);
        outcome = 'leased';
      }
      const ran = claimed as JobRow | null;
      if (ran && outcome) this.#onRun?.(ran.kind, outcome);
      return found;
    } catch (error) {
      const job = claimed as JobRow | null;
      if (!job) throw error;
      this.#onRun?.(job.kind, 'failed');
      this.#log.error({ err: error, job: job.id, kind: job.kind }, 'job failed; will retry');
      // A leased job's attempt was counted when it was claimed; `job` is the row as claimed.
      const attempts = job.attempts + 1;
      await this.#db()
        .update(jobs)
        .set({
          ...(leased ? {} : { attempts: sql`${jobs.attempts} + 1` }),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
          runAt: new Date(now.getTime() + backoffMs(attempts)),
        })
        .where(and(eq(jobs.id, job.id), sql`${jobs.doneAt} is null`));
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
