import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerUser, testConfig } from '../../test/support/app';
import { createTestDatabase, type TestDatabase } from '../../test/support/databases';
import { buildApp } from '../app';
import { jobs } from '../jobs/jobs.schema';
import { scheduleJob } from '../jobs/jobs.service';
import { ObservedClient } from '../realtime/test-support/realtime-server';

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A GET over a connection of its own (or the agent's), answered with status, headers and body. */
function get(
  url: string,
  agent: http.Agent | false = false,
): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

// The drain of a stopping node (src/http/drain.ts), on the embedded database: one process, its port.
describe('a node that drains (SIGTERM)', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  const slow = { entered: deferred(), release: deferred() };

  beforeEach(async () => {
    slow.entered = deferred();
    slow.release = deferred();
    testDb = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), database: testDb.database, logger: false });
    // A request that takes as long as the test says: the one under way when the drain begins.
    app.get('/test/slow', { schema: { hide: true }, config: { access: 'public' } }, async () => {
      slow.entered.resolve();
      await slow.release.promise;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    slow.release.resolve();
    await app?.close();
    await testDb?.drop();
  });

  it('is not ready at once, refuses new connections and finishes the request under way', async () => {
    expect((await get(`${url}/readyz`)).status).toBe(200);
    const underWay = get(`${url}/test/slow`);
    await slow.entered.promise;
    expect(app.lifecycle.requestsInFlight).toBe(1);

    const drained = app.lifecycle.drain({ drainMs: 10_000 });
    expect(app.lifecycle.draining).toBe(true);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'up' });
    // The port no longer accepts: a proxy's connect fails before it sent anything, and it tries another node.
    await expect(get(`${url}/healthz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    slow.release.resolve();
    const answer = await underWay;
    expect(answer).toMatchObject({ status: 200, body: '{"done":true}', connection: 'close' });
    const report = await drained;
    expect(report).toMatchObject({ requestsInFlight: 1, connectionsCut: 0, jobsFinished: true });
    expect(report.ms).toBeLessThan(10_000);
    // The drain runs once: a second signal's call answers the same report.
    expect(await app.lifecycle.drain({ drainMs: 10_000 })).toBe(report);
  });

  it('cuts what is left at the deadline (SHUTDOWN_DRAIN_MS)', async () => {
    const underWay = get(`${url}/test/slow`);
    await slow.entered.promise;
    const report = await app.lifecycle.drain({ drainMs: 200 });
    expect(report).toMatchObject({ requestsInFlight: 1, connectionsCut: 1 });
    await expect(underWay).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('closes its sockets so clients reconnect, and refuses new ones on a kept-alive connection', async () => {
    const user = await registerUser(app, 'drain');
    const socket = new ObservedClient(url, { token: user.token }).start();
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await vi.waitFor(() => expect(socket.client.connected).toBe(true), { timeout: 5_000 });
      // A proxy's idle upstream connection, opened before the drain.
      expect((await get(`${url}/healthz`, keptAlive)).status).toBe(200);

      const drained = app.lifecycle.drain({ drainMs: 10_000 });
      // Closed without an ERROR frame: stompjs and sockjs-client reconnect (through the proxy, elsewhere).
      await vi.waitFor(() => expect(socket.closes).toBe(1), { timeout: 5_000 });
      expect(socket.errors).toEqual([]);
      // SockJS's first request of a new session, on the kept-alive connection: refused, and the
      // connection closed (a proxy sends it to another node).
      expect(await get(`${url}/ws/info`, keptAlive)).toMatchObject({ status: 503, connection: 'close' });
      const report = await drained;
      expect(report).toMatchObject({ socketsClosed: 1, connectionsCut: 0 });
      expect(report.ms).toBeLessThan(10_000);
    } finally {
      keptAlive.destroy();
      await socket.stop();
    }
  });

  it('claims no new job once draining, and lets the job under way finish', async () => {
    const db = testDb.database.db;
    const past = new Date(Date.now() - 60_000);
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    await scheduleJob(db, 'payment.expire', first, new Date(past.getTime() - 1_000));
    await scheduleJob(db, 'payment.expire', second, past);
    const running = { entered: deferred(), release: deferred() };
    const ran: string[] = [];
    app.jobs.handle('payment.expire', async (_tx, job) => {
      ran.push(job.subject);
      running.entered.resolve();
      await running.release.promise;
      return undefined;
    });
    // A worker's loop over the due jobs, held inside the first one's transaction.
    const worker = app.jobs.runDue(new Date());
    await running.entered.promise;

    let drainedAt = 0;
    const drained = app.lifecycle.drain({ drainMs: 10_000 }).then((report) => {
      drainedAt = Date.now();
      return report;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drainedAt).toBe(0);
    const releasedAt = Date.now();
    running.release.resolve();
    const report = await drained;
    expect(drainedAt).toBeGreaterThanOrEqual(releasedAt);
    expect(report.jobsFinished).toBe(true);
    // The worker's loop ended after the job it was running: the second job was not claimed.
    expect(await worker).toBe(1);
    expect(ran).toEqual([first]);
    expect(await app.jobs.runOne(new Date())).toBe(false);
    expect(await app.jobs.runJob('payment.expire', second)).toBe(false);
    const rows = await db.select().from(jobs).where(eq(jobs.kind, 'payment.expire'));
    const bySubject = new Map(rows.map((row) => [row.subject, row]));
    expect(bySubject.get(first)?.doneAt).not.toBeNull();
    expect(bySubject.get(second)).toMatchObject({ doneAt: null, attempts: 0 });
    await vi.waitFor(() => expect(app.lifecycle.requestsInFlight).toBe(0));
  });
});
