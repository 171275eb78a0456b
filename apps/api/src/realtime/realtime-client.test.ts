import { RealtimeClient } from '@lootmarket/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRealtimeServer, type TestRealtimeServer } from './test-support/realtime-server';

/**
 * The generic client of @lootmarket/realtime (no Lootmarket preset) against the real server, with its
 * default transport: sockjs-client, imported on the first connect().
 */
const wait = { timeout: 5_000, interval: 10 };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Parameters<typeof startRealtimeServer>[0] = {}): Promise<TestRealtimeServer> {
  const started = await startRealtimeServer(options);
  cleanups.push(() => started.close());
  return started;
}

describe('RealtimeClient against the real server', () => {
  it('takes the endpoint, the CONNECT headers and the destinations as options', async () => {
    const api = await server({ prefix: '/push' });
    const bodies: string[] = [];
    const client = new RealtimeClient({
      url: `${api.url}/push`,
      connectHeaders: async () => ({ Authorization: 'Bearer token-bob' }),
      subscriptions: [{ destination: '/socket/bob/chat', listener: (body) => bodies.push(body) }],
    });
    cleanups.push(() => client.disconnect());
    await client.connect();
    await vi.waitFor(() => expect(client.status).toBe('connected'), wait);
    await vi.waitFor(() => expect(api.realtime.broker.sessionsOf('bob')).toBe(1), wait);
    // The SUBSCRIBE went out right after CONNECTED; a publish reaches it once it is in place.
    await vi.waitFor(async () => {
      await api.realtime.broker.publish('bob', 'chat', { type: 'message', n: 1 });
      expect(bodies.length).toBeGreaterThan(0);
    }, wait);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ type: 'message', n: 1 });
  });

  it('opens one connection for two connect() calls in one tick, and disconnect() closes it', async () => {
    const api = await server();
    const debug: string[] = [];
    const client = new RealtimeClient({
      url: `${api.url}/ws`,
      connectHeaders: { Authorization: 'Bearer token-alice' },
      policy: { maxAttempts: 10, initialDelayMs: 50, maxDelayMs: 50 },
      debug: (line) => debug.push(line),
    });
    cleanups.push(() => client.disconnect());
    const opening = [client.connect(), client.connect()];
    await Promise.all(opening);
    await vi.waitFor(() => expect(client.status).toBe('connected'), wait);
    await vi.waitFor(() => expect(api.realtime.broker.sessionsOf('alice')).toBe(1), wait);
    expect(debug.filter((line) => line.startsWith('Opening Web Socket'))).toHaveLength(1);

    await client.disconnect();
    expect(client.status).toBe('disconnected');
    await vi.waitFor(() => expect(api.realtime.broker.sessionCount).toBe(0), wait);
    // Nothing reconnects afterwards: a leaked client would open again within one 50 ms delay.
    const opened = debug.filter((line) => line.startsWith('Opening Web Socket')).length;
    for (let check = 0; check < 10; check += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.realtime.broker.sessionCount).toBe(0);
    }
    expect(debug.filter((line) => line.startsWith('Opening Web Socket'))).toHaveLength(opened);
  });
});
