import { IDEMPOTENCY_KEY_HEADER } from '@lootmarket/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import {
  awaitStoredAnswer,
  claimIdempotencyKey,
  idempotencyClaim,
  type RecoverAnswer,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from './idempotency.service';

/** For a route's OpenAPI entry; the key is checked by the service (IDEMPOTENCY_KEY_REQUIRED), not here. */
export const idempotencyHeaderSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .optional()
    .describe(
      'Required: a client-chosen key (8–128 of A-Z a-z 0-9 _ . : -); the same key replays the answer',
    ),
});

export interface IdempotentWork<T> {
  status: number;
  /** The answer, when the work is complete inside the transaction. */
  body?: T;
  /** Work that must run after the commit (a provider call), answering the body. */
  finish?: () => Promise<T>;
}

/**
 * Runs a money-moving request once per Idempotency-Key (kept 48 h). The key is claimed in the
 * transaction of the effect, so a concurrent twin waits on its unique-key lock and then replays the
 * stored answer (header `idempotent-replayed: true`); the same key with another body is refused
 * (IDEMPOTENCY_KEY_REUSED). A failure before commit leaves no key behind: a retry runs afresh.
 */
export async function idempotently<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  work: (tx: Tx) => Promise<IdempotentWork<T>>,
  options: {
    /** Rebuilds a committed twin's answer that was never stored (see awaitStoredAnswer). */
    recover?: RecoverAnswer<T>;
    /**
     * What the key stands for, hashed into the stored claim: the request's body by default. A body
     * that carries a secret (a password, a code) names its other fields instead, so no hash of the
     * secret is ever stored.
     */
    body?: unknown;
  } = {},
): Promise<T> {
  const claim = idempotencyClaim(request, userId, {
    params: request.params,
    body: options.body ?? request.body,
  });
  const attempt = () =>
    app.notifier.transaction(async (tx) => {
      const lookup = await claimIdempotencyKey<T>(tx, claim);
      if (lookup.state !== 'claimed') return lookup;
      const result = await work(tx);
      if (result.body !== undefined) await storeIdempotentAnswer(tx, claim, result.status, result.body);
      return { state: 'done' as const, result };
    });
  let outcome = await attempt();
  if (outcome.state === 'running') {
    const answer = await awaitStoredAnswer<T>(app.database.db, claim, { recover: options.recover });
    // The twin failed before any effect and gave the key up: this request runs in its place.
    if (answer === null) outcome = await attempt();
    else outcome = { state: 'stored', answer };
  }
  if (outcome.state === 'running') throw new AppError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
  if (outcome.state === 'stored') {
    const { answer } = outcome;
    reply.header('idempotent-replayed', 'true').status(answer.statusCode);
    return answer.body;
  }
  const { result } = outcome;
  let body = result.body;
  if (body === undefined) {
    if (!result.finish) throw new Error('idempotent work answered neither a body nor a finish step');
    try {
      body = await result.finish();
    } catch (error) {
      await releaseIdempotencyKey(app.database.db, claim);
      throw error;
    }
    await storeIdempotentAnswer(app.database.db, claim, result.status, body);
  }
  reply.status(result.status);
  return body;
}
