import type { ApiResult } from './api-client';

/**
 * One Idempotency-Key per submit attempt. The key stays the same while the request body stays the
 * same and no definite answer has come back (a network failure, a 5xx, "still in progress"), so
 * pressing Pay again after a dropped connection replays the first attempt instead of paying twice.
 * A definite answer (success or a 4xx the server decided) or a different body starts a new attempt.
 */
export function createIdempotentAttempts(newKey: () => string = () => crypto.randomUUID()) {
  let current: { body: string; key: string } | null = null;
  return {
    /** The key for submitting this body now. */
    keyFor(body: unknown): string {
      const serialized = JSON.stringify(body);
      if (current?.body !== serialized) current = { body: serialized, key: newKey() };
      return current.key;
    },
    /** Reports the answer: only an uncertain one keeps the key for a retry. */
    settle(result: Pick<ApiResult<unknown>, 'ok' | 'status'> & { code?: string }) {
      if (!isUncertain(result)) current = null;
    },
    /** Sends `body` with this attempt's key and settles the attempt with the answer. */
    async send<T>(body: unknown, call: (key: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
      const result = await call(this.keyFor(body));
      this.settle(result);
      return result;
    },
  };
}

function isUncertain(result: Pick<ApiResult<unknown>, 'ok' | 'status'> & { code?: string }): boolean {
  if (result.ok) return false;
  return result.status === 0 || result.status >= 500 || result.code === 'IDEMPOTENCY_REQUEST_IN_PROGRESS';
}
