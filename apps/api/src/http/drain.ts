import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's graceful stop (SIGTERM, src/server.ts): see {@link Lifecycle}. */
    lifecycle: Lifecycle;
  }
}

/** What a drain found and did, logged by the server and read by tests. */
export interface DrainReport {
  /** HTTP requests under way when it began (all of them finished unless `connectionsCut` > 0). */
  requestsInFlight: number;
  /** Socket (STOMP) sessions closed, their clients told to reconnect. */
  socketsClosed: number;
  /** Connections still open at the deadline, closed then (their requests, if any, fail). */
  connectionsCut: number;
  /** Whether the job runs under way ended before the deadline. */
  jobsFinished: boolean;
  ms: number;
}

export interface Lifecycle {
  /** True once the drain began: /readyz answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  /** HTTP requests being answered now (SockJS's included). */
  readonly requestsInFlight: number;
  /**
   * Stops this node taking new work and lets what it has finish, within `drainMs`
   * (SHUTDOWN_DRAIN_MS): /readyz answers 503 at once; the job runner claims nothing more; every socket
   * session is closed (its client reconnects through the proxy to another node) and /ws refuses new
   * ones; the port stops accepting connections (a proxy's connect fails before anything was sent, so
   * it retries any request on another node); requests under way finish, each answer says
   * `Connection: close`, and idle keep-alive connections are left for the proxy to close (a proxy
   * closing its idle connection itself never races a request onto it: keep its upstream keep-alive
   * timeout below `drainMs`). At the deadline what is left is closed. The app is not closed: the
   * caller closes it next (the database, the bus).
   */
  drain(options: { drainMs: number }): Promise<DrainReport>;
}

const POLL_MS = 25;

function connectionCount(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/**
 * The node's drain (see {@link Lifecycle}). Registered after the realtime and jobs plugins: it counts
 * every request the HTTP server receives, SockJS's too.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let requestsInFlight = 0;
    let drained: Promise<DrainReport> | null = null;
    app.server.on('request', (_request, response) => {
      // A streamed answer (a static file piped through Fastify) carries many 'close' listeners, each
      // removed when it ends: Fastify's abort check, two end-of-stream watchers per awaited reply, the
      // pipe's own, this one. The e2e server counted 11 on some and Node warned of a leak at its default
      // limit of 10 for every such answer; a leak would grow past 20 across requests, not within one.
      response.setMaxListeners(20);
      requestsInFlight += 1;
      response.once('close', () => {
        requestsInFlight -= 1;
      });
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    const drain = async (drainMs: number): Promise<DrainReport> => {
      const started = Date.now();
      const deadline = started + drainMs;
      draining = true;
      const report: DrainReport = {
        requestsInFlight,
        socketsClosed: 0,
        connectionsCut: 0,
        jobsFinished: false,
        ms: 0,
      };
      let jobsFinished = false;
      const jobsStopped = app.jobs.stop().then(() => {
        jobsFinished = true;
      });
      report.socketsClosed = app.realtimeDrain();
      // net.Server's close, not http.Server's: that one also closes idle keep-alive connections, and a
      // proxy may be writing a request onto one of them at that moment (a POST it must not retry).
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      while (Date.now() < deadline && (await connectionCount(app.server)) > 0) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      report.connectionsCut = await connectionCount(app.server);
      if (report.connectionsCut > 0) {
        app.log.warn(
          { connections: report.connectionsCut, requestsInFlight },
          'drain: deadline reached, closing the connections left',
        );
        app.server.closeAllConnections();
      }
      const left = Math.max(0, deadline - Date.now());
      await Promise.race([jobsStopped, new Promise((resolve) => setTimeout(resolve, left).unref())]);
      report.jobsFinished = jobsFinished;
      if (!jobsFinished) app.log.warn('drain: deadline reached with a job still running');
      report.ms = Date.now() - started;
      return report;
    };

    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      get requestsInFlight() {
        return requestsInFlight;
      },
      drain({ drainMs }: { drainMs: number }) {
        drained ??= drain(drainMs);
        return drained;
      },
    } satisfies Lifecycle);
  },
  { name: 'drain', dependencies: ['jobs', 'realtime'] },
);
