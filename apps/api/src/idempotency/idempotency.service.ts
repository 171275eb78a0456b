import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@lootmarket/contract';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { idempotencyKeys } from './idempotency.schema';

/**
 * Keys are kept at least this long (payment retries may come a day later: ≥ 24 h); the jobs worker deletes
 * them afterwards.
 */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000;

/**
 * The claim of a key as one `insert … on conflict do nothing returning key` statement, for a
 * data-modifying CTE that runs a purchase only when the claim is new (orders.service.ts). Until the
 * answer is stored, the claim holds `recorded`.
 */
export function claimKeyStatement(claim: IdempotencyClaim, recorded: unknown): SQL {
  const expiresAt = new Date(Date.now() + IDEMPOTENCY_RETENTION_MS);
  return sql`insert into ${idempotencyKeys} (scope, key, request_hash, expires_at, response)
      values (${claim.scope}, ${claim.key}, ${claim.requestHash}, ${expiresAt.toISOString()}::timestamptz,
              ${JSON.stringify(recorded)}::jsonb)
      on conflict do nothing
      returning key`;
}

export interface IdempotencyClaim {
  /** The caller and the operation: "<userId> POST /api/v1/orders". */
  scope: string;
  key: string;
  /** SHA-256 of the canonical request. */
  requestHash: string;
}

export interface StoredAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** JSON with object keys sorted, so {a,b} and {b,a} hash alike. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** SHA-256 of a request's canonical form (what a claim's requestHash holds). */
export function requestHashOf(what: unknown): string {
  return createHash('sha256').update(canonical(what)).digest('hex');
}

/**
 * The idempotency claim of a money-moving request: the Idempotency-Key header (required), scoped to
 * the user and the route, and a hash of what was asked (path parameters and body).
 */
export function idempotencyClaim(request: FastifyRequest, userId: string, what: unknown): IdempotencyClaim {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const route = request.routeOptions.url ?? request.url;
  return {
    scope: `${userId} ${request.method} ${route}`,
    key: parsed.data,
    requestHash: requestHashOf(what),
  };
}

type Lookup<T> = { state: 'claimed' } | { state: 'stored'; answer: StoredAnswer<T> } | { state: 'running' };

/**
 * Claims the key inside the caller's transaction. A twin request that is still running holds the
 * row's unique-key lock, so this INSERT waits for its commit (or rollback) and then sees the stored
 * answer: concurrent duplicates queue instead of racing. A key used with another body is refused.
 */
export async function claimIdempotencyKey<T>(tx: Tx | Db, claim: IdempotencyClaim): Promise<Lookup<T>> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      scope: claim.scope,
      key: claim.key,
      requestHash: claim.requestHash,
      expiresAt: new Date(Date.now() + IDEMPOTENCY_RETENTION_MS),
    })
    .onConflictDoNothing()
    .returning({ scope: idempotencyKeys.scope });
  if (inserted.length > 0) return { state: 'claimed' };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  if (!row) return { state: 'running' };
  if (row.requestHash !== claim.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (row.statusCode === null) return { state: 'running' };
  return { state: 'stored', answer: { statusCode: row.statusCode, body: row.response as T, replayed: true } };
}

/** Stores the answer of a claimed key (in the transaction of the effect, or right after it). */
export async function storeIdempotentAnswer(
  db: Tx | Db,
  claim: IdempotencyClaim,
  statusCode: number,
  body: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response: body })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}

/** A claim whose work failed before any effect: the key is free again for a retry. */
export async function releaseIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
        sql`${idempotencyKeys.statusCode} is null`,
      ),
    );
}

/**
 * Rebuilds the answer of a claim whose effect committed but whose answer was never stored (the process
 * died in between). It gets what the claim recorded of its effect (`response` while `status_code` is
 * null: the one-statement wallet purchase records `{ orderId }` in the statement that makes the
 * order, so both become visible at the same commit); null when that effect does not exist (the claim
 * was a refusal that never got released): the key is then given up and the request runs afresh.
 */
export type RecoverAnswer<T> = (recorded: unknown) => Promise<{ statusCode: number; body: T } | null>;

/** How long a twin waits for the answer the claiming request stores right after its commit before it
 * rebuilds it (`recover`): that is milliseconds normally, so this long means that process is gone. */
const IDEMPOTENCY_RECOVER_AFTER_MS = 3_000;

/**
 * Waits for the answer of a twin request whose effect committed but whose answer is not stored yet
 * (its provider call runs outside any transaction, or it was one statement and stores its answer
 * right after). Null when the twin gave its key up (it failed before any effect): the caller runs
 * afresh. With `recover`, an answer still missing after IDEMPOTENCY_RECOVER_AFTER_MS is rebuilt from
 * what the claim recorded and stored (unless the twin stored its own meanwhile: the stored one wins,
 * so every replay gets the same answer). Otherwise gives up with IDEMPOTENCY_REQUEST_IN_PROGRESS.
 */
export async function awaitStoredAnswer<T>(
  db: Db,
  claim: IdempotencyClaim,
  options: { timeoutMs?: number; recover?: RecoverAnswer<T> } = {},
): Promise<StoredAnswer<T> | null> {
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 15_000);
  const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));
  for (let delay = 10; Date.now() < deadline; delay = Math.min(delay * 2, 250)) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) return null;
    if (row.statusCode !== null) {
      return {
        statusCode: row.statusCode,
        body: row.response as T,
        replayed: true,
      } satisfies StoredAnswer<T>;
    }
    // Only a claim that recorded its effect can be rebuilt; one that recorded nothing (a card
    // checkout whose provider call runs after its commit) is only ever waited for.
    if (options.recover && row.response !== null && Date.now() - started >= IDEMPOTENCY_RECOVER_AFTER_MS) {
      const rebuilt = await options.recover(row.response);
      if (!rebuilt) {
        await releaseIdempotencyKey(db, claim);
        return null;
      }
      await db
        .update(idempotencyKeys)
        .set({ statusCode: rebuilt.statusCode, response: rebuilt.body })
        .where(and(where, sql`${idempotencyKeys.statusCode} is null`));
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  throw new AppError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
}

/** Deletes keys past their retention; the jobs worker calls it now and then. */
export async function deleteExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
