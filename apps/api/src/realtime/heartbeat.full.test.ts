import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { ObservedClient, startRealtimeServer, type TestRealtimeServer } from './test-support/realtime-server';

/**
 * Live notifications survive idleness: an idle connection stays up for more than 30 s on heart-beats alone.
 * Slow by nature (about 33 s, both transports at once), so it runs only with REALTIME_FULL=1 (the full suite); the 13 s variant in
 * sockjs-server.test.ts runs every time.
 */
describe.skipIf(!process.env.REALTIME_FULL)('heart-beats over 30 s', () => {
  let server: TestRealtimeServer;
  beforeAll(async () => {
    server = await startRealtimeServer();
  });
  afterAll(() => server.close());

  // Both transports wait out their 31 s side by side rather than one after the other, each as its
  // own user, so each user's session count and message still belong to one connection.
  const cases = [
    { transport: 'websocket', token: 'token-alice', user: 'alice' },
    { transport: 'xhr-streaming', token: 'token-bob', user: 'bob' },
  ];
  for (const { transport, token, user } of cases) {
    it.concurrent(`keeps an idle ${transport} connection up for more than 30 s`, { timeout: 45_000 }, async ({
      expect,
    }) => {
      const client = new ObservedClient(server.url, { token, transports: [transport] }).start();
      try {
        await vi.waitFor(() => expect(client.client.connected).toBe(true), { timeout: 5_000 });
        client.subscribe(`/socket/${user}/notifications`);
        const since = Date.now();
        await vi.waitFor(
          () => {
            expect(client.closes).toBe(0);
            expect(Date.now() - since).toBeGreaterThan(31_000);
          },
          { timeout: 40_000, interval: 500 },
        );
        expect(client.heartbeats).toBeGreaterThanOrEqual(7);
        expect(server.realtime.broker.sessionsOf(user)).toBe(1);
        await server.realtime.broker.publish(user, 'notifications', { total: 1 });
        await vi.waitFor(() => expect(client.messages).toHaveLength(1), { timeout: 5_000 });
      } finally {
        await client.stop();
      }
    });
  }
});
