import { describe, expect, it } from 'vitest';
import { createIdempotentAttempts } from './idempotency';

function counter() {
  let next = 0;
  return () => `key-${++next}`;
}

describe('createIdempotentAttempts', () => {
  it('keeps the key across retries of one attempt that got no definite answer', () => {
    const attempts = createIdempotentAttempts(counter());
    const body = { offerId: 'o', quantity: 2, paymentMethod: 'card' };
    expect(attempts.keyFor(body)).toBe('key-1');
    attempts.settle({ ok: false, status: 0 });
    expect(attempts.keyFor({ ...body })).toBe('key-1');
    attempts.settle({ ok: false, status: 503 });
    expect(attempts.keyFor(body)).toBe('key-1');
    attempts.settle({ ok: false, status: 409, code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS' });
    expect(attempts.keyFor(body)).toBe('key-1');
  });

  it('starts a new attempt after a definite answer or with a different body', () => {
    const attempts = createIdempotentAttempts(counter());
    const body = { offerId: 'o', quantity: 1, paymentMethod: 'wallet' };
    expect(attempts.keyFor(body)).toBe('key-1');
    attempts.settle({ ok: false, status: 402, code: 'INSUFFICIENT_FUNDS' });
    expect(attempts.keyFor(body)).toBe('key-2');
    expect(attempts.keyFor({ ...body, paymentMethod: 'card' })).toBe('key-3');
    attempts.settle({ ok: true, status: 201 });
    expect(attempts.keyFor({ ...body, paymentMethod: 'card' })).toBe('key-4');
  });

  it('send() uses the attempt’s key and settles with the answer', async () => {
    const attempts = createIdempotentAttempts(counter());
    const keys: string[] = [];
    const dropped = async (key: string) => {
      keys.push(key);
      return { ok: false as const, status: 0, code: 'UNEXPECTED' as const, fields: {} };
    };
    const paid = async (key: string) => {
      keys.push(key);
      return { ok: true as const, status: 201, data: null };
    };
    await attempts.send({ quantity: 1 }, dropped);
    await attempts.send({ quantity: 1 }, paid);
    await attempts.send({ quantity: 1 }, paid);
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('makes UUIDs by default', () => {
    expect(createIdempotentAttempts().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
