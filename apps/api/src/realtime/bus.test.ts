import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BusMessage, InProcessBus, RedisBus } from './bus';
import { StompBroker } from './stomp/broker';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function redisBus(channel: string, url = REDIS_URL, subscribeTimeoutMs?: number): RedisBus {
  const bus = new RedisBus({ url, channel, ...(subscribeTimeoutMs ? { subscribeTimeoutMs } : {}) });
  closers.push(() => bus.close());
  return bus;
}

const deliver: BusMessage = {
  kind: 'deliver',
  userId: 'u1',
  destination: '/socket/u1/notifications',
  body: '{}',
};

describe('InProcessBus', () => {
  it('hands every message to every handler until it unsubscribes', async () => {
    const bus = new InProcessBus();
    const seen: BusMessage[] = [];
    const unsubscribe = await bus.subscribe((m) => seen.push(m));
    await bus.publish(deliver);
    await unsubscribe();
    await bus.publish({ kind: 'revoke-user', userId: 'u1' });
    expect(seen).toEqual([deliver]);
  });
});

describe('RedisBus', () => {
  it('carries messages between two buses on one channel, and not across channels', async () => {
    const channel = `lootmarket:test:${randomUUID()}`;
    const [a, b, other] = [redisBus(channel), redisBus(channel), redisBus(`${channel}:other`)];
    const seenByB: BusMessage[] = [];
    const seenByOther: BusMessage[] = [];
    await b.subscribe((m) => seenByB.push(m));
    await other.subscribe((m) => seenByOther.push(m));
    const completed: BusMessage = { ...deliver, complete: 'notifications.unread-total' };
    await a.publish(deliver);
    await a.publish(completed);
    await vi.waitFor(() => expect(seenByB).toEqual([deliver, completed]), { timeout: 3_000, interval: 10 });
    expect(seenByOther).toEqual([]);
  });

  it('ignores malformed messages on its channel', async () => {
    const channel = `lootmarket:test:${randomUUID()}`;
    const bus = redisBus(channel);
    const seen: BusMessage[] = [];
    await bus.subscribe((m) => seen.push(m));
    const raw = new Redis(REDIS_URL);
    closers.push(() => raw.quit());
    await raw.publish(channel, 'not json');
    await raw.publish(channel, JSON.stringify({ kind: 'deliver', userId: 7 }));
    await raw.publish(channel, JSON.stringify({ kind: 'eval', code: 'process.exit(1)' }));
    await raw.publish(channel, JSON.stringify(deliver));
    await vi.waitFor(() => expect(seen).toEqual([deliver]), { timeout: 3_000, interval: 10 });
  });

  it('fails to subscribe in time when Redis is unreachable, and the broker reports a lost push', async () => {
    const bus = redisBus('lootmarket:test:down', 'redis://127.0.0.1:1', 300);
    await expect(bus.subscribe(() => {})).rejects.toThrow(/did not accept the subscription/);
    const broker = new StompBroker({ authenticate: async () => null, bus });
    closers.push(() => broker.close());
    await expect(broker.ready()).rejects.toThrow();
    await expect(broker.publish('u1', 'notifications', { total: 1 })).resolves.toBe(false);
  });
});
