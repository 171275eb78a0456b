import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import sockjs from 'sockjs';
import { clientAddress, type ProxyTrust } from '../http/trust-proxy';
import { createBus, type RealtimeBus } from './bus';
import { type RealtimeLogger, silentLogger } from './logger';
import { FixedWindowCounter } from './rate-window';
import { type FanoutCounters, writeShared } from './sockjs-fast-path';
import { type BrokerOptions, StompBroker } from './stomp/broker';
import type { SharedFrame } from './stomp/session';

export interface RealtimeOptions extends Omit<BrokerOptions, 'bus' | 'logger'> {
  /** Where SockJS listens; the spec's client connects to `{api}/ws`. */
  prefix?: string;
  /**
   * Exact origins (`scheme://host[:port]`) allowed to open a connection. Requests without an Origin
   * header (non-browser clients) are allowed: authentication is by the token in CONNECT, not cookies.
   */
  allowedOrigins: readonly string[];
  /** Redis pub/sub for fan-out across API processes; in-process when unset. Ignored when `bus` is given. */
  redisUrl?: string | undefined;
  bus?: RealtimeBus;
  logger?: RealtimeLogger;
  /**
   * Largest transport message: one WebSocket frame or one xhr_send body. SockJS wraps STOMP text in
   * JSON, which may escape characters, so this is larger than the STOMP frame limit.
   */
  maxMessageBytes?: number;
  /** SockJS's own `h` frames (they keep proxies open; STOMP heart-beats are separate). */
  sockjsHeartbeatMs?: number;
  /** How long a SockJS session waits for its next polling request. */
  disconnectDelayMs?: number;
  /**
   * New SockJS sessions per client address and window (default 120 a minute). Past it the session
   * gets ERROR 'Too many connection attempts' and is closed, and until the window ends the address's
   * WebSocket upgrades and `/info` requests are answered 429 without any work.
   */
  connectionRate?: { max: number; windowMs: number };
  /**
   * Which peers are reverse proxies (src/http/trust-proxy.ts): the client address is read from
   * X-Forwarded-For past them, from the right, exactly as Fastify's `request.ip`. Unset: the socket's.
   */
  trustProxy?: ProxyTrust | false;
  /**
   * Write fan-out frames straight to the TCP socket of WebSocket sessions, encoded once per publish
   * (default true). It reads sockjs 0.3 / faye-websocket 0.11 internals, checked on every write; false
   * sends everything through `conn.write`, e.g. to measure the difference (bench/) or after an upgrade.
   */
  fanoutFastPath?: boolean;
}

/** Default of {@link RealtimeOptions.connectionRate}: a browser retries at most 11 times in ~2 min. */
const DEFAULT_CONNECTION_RATE = { max: 120, windowMs: 60_000 } as const;

export interface Realtime {
  broker: StompBroker;
  /** How fan-out frames were written (WebSocket fast path or sockjs), since start. */
  readonly fanout: Readonly<FanoutCounters>;
  /** Resolves once the bus delivers (Redis subscribed). */
  ready(): Promise<void>;
  /** Whether Redis answers (readiness), or null without Redis (one process). */
  busUp(): Promise<boolean | null>;
  /**
   * A stopping process: /ws answers 503 to new requests and upgrades, and every session is closed so
   * its client reconnects elsewhere (SockJS close frame 3000 "Go away!", which sockjs-client and
   * stompjs treat as a reason to reconnect). Publishing still reaches the other nodes through the bus
   * until close(). Answers how many sessions were closed.
   */
  drain(): number;
  /** Closes every session, detaches from the HTTP server and closes the bus it created. */
  close(): Promise<void>;
}

/** Browsers need none of these (they date from IE); dropping them narrows what is exposed. */
const BLOCKED_ROUTES = /\/(iframe[0-9a-z_.-]*\.html|[^/.]+\/[^/.]+\/(jsonp|jsonp_send|htmlfile))\/?$/;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Mounts SockJS carrying STOMP 1.2 on `server` (Fastify's `app.server`) at `/ws`, hardened: an origin
 * allow-list, a WebSocket frame limit, an xhr_send body limit checked before the body is read, and
 * no legacy JSONP/iframe transports.
 */
export function attachRealtime(server: Server, options: RealtimeOptions): Realtime {
  const logger = options.logger ?? silentLogger;
  const prefix = options.prefix ?? '/ws';
  const allowedOrigins = new Set(options.allowedOrigins);
  const ownsBus = !options.bus;
  const bus = options.bus ?? createBus({ redisUrl: options.redisUrl, logger });
  const broker = new StompBroker({ ...options, bus, logger });
  const maxMessageBytes = options.maxMessageBytes ?? broker.limits.maxFrameBytes * 2 + 1024;
  const fanout: FanoutCounters = { directWrites: 0, sockjsWrites: 0 };
  const attempts = new FixedWindowCounter(options.connectionRate ?? DEFAULT_CONNECTION_RATE);
  const addressOf = (socketAddress: string | undefined, forwardedFor: string | string[] | undefined) =>
    clientAddress(socketAddress, forwardedFor, options.trustProxy ?? false);
  const requestAddress = (req: IncomingMessage) =>
    addressOf(req.socket.remoteAddress, req.headers['x-forwarded-for']);

  const sockjsServer = sockjs.createServer({
    prefix,
    websocket: true,
    heartbeat_delay: options.sockjsHeartbeatMs ?? 25_000,
    disconnect_delay: options.disconnectDelayMs ?? 5_000,
    // Used only by the iframe transports, which are blocked below; set so nothing points elsewhere.
    sockjs_url: 'https://cdn.jsdelivr.net/npm/sockjs-client@1.6.1/dist/sockjs.min.js',
    log: (severity: string, line: string) => {
      if (severity === 'error') logger.error({ sockjs: true }, line);
      else logger.debug({ sockjs: true }, line);
    },
    ...({ faye_server_options: { maxLength: maxMessageBytes } } as object),
  });

  sockjsServer.on('connection', (conn: sockjs.Connection | null) => {
    // sockjs 0.3 may emit a null connection for a session closed during its handshake.
    if (!conn) return;
    const address = addressOf(conn.remoteAddress, conn.headers['x-forwarded-for']);
    const session = broker.openSession({
      send: (text) => {
        conn.write(text);
      },
      ...(options.fanoutFastPath === false
        ? {}
        : { sendShared: (frame: SharedFrame) => writeShared(conn, frame, fanout) }),
      close: () => {
        conn.close();
      },
    });
    conn.on('data', (message: string) => session.receive(message));
    conn.on('close', () => session.transportClosed());
    if (!attempts.hit(address)) {
      logger.warn({ address }, 'realtime: too many connection attempts');
      session.fail('Too many connection attempts');
    }
  });

  const originalRequest = server.listeners('request') as RequestListener[];
  const originalUpgrade = server.listeners('upgrade') as UpgradeListener[];
  sockjsServer.installHandlers(server);
  const sockjsRequest = server.listeners('request') as RequestListener[];
  const sockjsUpgrade = server.listeners('upgrade') as UpgradeListener[];
  const pathPattern = new RegExp(`^${escapeRegExp(prefix)}([/].+|[/]?)$`);

  const originAllowed = (req: IncomingMessage) => {
    const origin = req.headers.origin;
    return origin === undefined || allowedOrigins.has(origin);
  };

  const onRequest: RequestListener = (req, res) => {
    const refusal = pathPattern.test(req.url ?? '') ? refuseRequest(req) : null;
    if (refusal) {
      logger.info(
        { url: req.url, origin: req.headers.origin, status: refusal.status },
        'realtime: request refused',
      );
      res.writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=UTF-8', Connection: 'close' });
      res.end(refusal.text);
      return;
    }
    for (const listener of sockjsRequest) listener.call(server, req, res);
    // sockjs attached its body reader synchronously above; this counter runs beside it and cuts off a
    // body sent without Content-Length (chunked) as soon as it passes the limit.
    if (req.method === 'POST' && pathPattern.test(req.url ?? '')) limitBody(req, res);
  };

  const limitBody = (req: IncomingMessage, res: ServerResponse) => {
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxMessageBytes || req.destroyed) return;
      logger.info({ url: req.url, received }, 'realtime: request body over the limit');
      // Stop reading at once (sockjs holds at most the limit plus one chunk), answer, then hang up.
      req.pause();
      if (res.headersSent) {
        req.destroy();
        return;
      }
      res.writeHead(413, { 'Content-Type': 'text/plain; charset=UTF-8', Connection: 'close' });
      res.end('Payload too large', () => req.destroy());
    });
  };

  let draining = false;
  const refuseRequest = (req: IncomingMessage): { status: number; text: string } | null => {
    if (draining) return { status: 503, text: 'Shutting down' };
    if (!originAllowed(req)) return { status: 403, text: 'Origin not allowed' };
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (BLOCKED_ROUTES.test(path)) return { status: 404, text: 'Not found' };
    // Every sockjs-client attempt starts with /info: an address over its limit is told so at once.
    if (path === `${prefix}/info` && attempts.exhausted(requestAddress(req)))
      return { status: 429, text: 'Too many connection attempts' };
    if (req.method === 'POST') {
      const length = req.headers['content-length'];
      // sockjs buffers a body of any size: an announced size over the limit is refused unread.
      if (length !== undefined && (!/^[0-9]{1,12}$/.test(length) || Number(length) > maxMessageBytes))
        return { status: 413, text: 'Payload too large' };
    }
    return null;
  };

  const onUpgrade: UpgradeListener = (req, socket, head) => {
    if (pathPattern.test(req.url ?? '') && !originAllowed(req)) {
      logger.info({ url: req.url, origin: req.headers.origin }, 'realtime: websocket refused');
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (pathPattern.test(req.url ?? '') && draining) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (pathPattern.test(req.url ?? '') && attempts.exhausted(requestAddress(req))) {
      logger.info({ url: req.url }, 'realtime: websocket refused, too many connection attempts');
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    for (const listener of sockjsUpgrade) listener.call(server, req, socket, head);
  };

  server.removeAllListeners('request');
  server.removeAllListeners('upgrade');
  server.on('request', onRequest);
  server.on('upgrade', onUpgrade);

  let closing: Promise<void> | null = null;
  return {
    broker,
    fanout,
    ready: () => broker.ready(),
    busUp: () => bus.ping(),
    drain: () => {
      draining = true;
      return broker.closeSessions();
    },
    close: () => {
      closing ??= (async () => {
        server.removeListener('request', onRequest);
        server.removeListener('upgrade', onUpgrade);
        for (const listener of originalRequest) server.on('request', listener);
        for (const listener of originalUpgrade) server.on('upgrade', listener);
        await broker.close();
        if (ownsBus) await bus.close();
      })();
      return closing;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
