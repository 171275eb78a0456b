import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ObservedClient, startRealtimeServer, type TestRealtimeServer } from './test-support/realtime-server';

/**
 * Live notifications survive idleness: an idle connection stays up for more than 30 s on heart-beats alone.
 * Slow by nature (about 65 s), so it runs only with REALTIME_FULL=1 (the full suite); the 13 s variant in
 * sockjs-server.test.ts runs every time.
 */
describe.skipIf(!process.env.REALTIME_FULL)('heart-beats over 30 s', () => {
  let server: TestRealtimeServer;
  beforeAll(async () => {
    server = await startRealtimeServer();
  });
  afterAll(() => server.close());

  for (const transport of ['websocket', 'xhr-streaming']) {
    it(`keeps an idle ${transport} connection up for more than 30 s`, { timeout: 45_000 }, async () => {
      const alice = new ObservedClient(server.url, { token: 'token-alice', transports: [transport] }).start();
      try {
        await vi.waitFor(() => expect(alice.client.connected).toBe(true), { timeout: 5_000 });
        alice.subscribe('/socket/alice/notifications');
        const since = Date.now();
        await vi.waitFor(
          () => {
            expect(alice.closes).toBe(0);
            expect(Date.now() - since).toBeGreaterThan(31_000);
          },
          { timeout: 40_000, interval: 500 },
        );
        expect(alice.heartbeats).toBeGreaterThanOrEqual(7);
        expect(server.realtime.broker.sessionsOf('alice')).toBe(1);
        await server.realtime.broker.publish('alice', 'notifications', { total: 1 });
        await vi.waitFor(() => expect(alice.messages).toHaveLength(1), { timeout: 5_000 });
      } finally {
        await alice.stop();
      }
    });
  }
});
