import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage, type StompConfig } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { attachRealtime, type Realtime, type RealtimeOptions } from '../sockjs-server';
import type { Authenticate } from '../stomp/broker';

/** The tokens the test servers accept: the injected `authenticate` of the tests, a plain table. */
const TEST_TOKENS: Readonly<Record<string, string>> = {
  'token-alice': 'alice',
  'token-alice-2': 'alice',
  'token-bob': 'bob',
};

export const TEST_ORIGIN = 'http://localhost:5173';

export function tableAuthenticate(table: Readonly<Record<string, string>> = TEST_TOKENS): Authenticate {
  return async (token) => {
    const userId = Object.hasOwn(table, token) ? table[token] : undefined;
    return userId ? { userId } : null;
  };
}

export interface TestRealtimeServer {
  url: string;
  realtime: Realtime;
  close(): Promise<void>;
}

/** A real HTTP server with the realtime layer attached, on a free port of 127.0.0.1. */
export async function startRealtimeServer(
  options: Partial<RealtimeOptions> = {},
  listen: { port?: number } = {},
): Promise<TestRealtimeServer> {
  const server = createServer((_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not the realtime endpoint');
  });
  const realtime = attachRealtime(server, {
    authenticate: tableAuthenticate(),
    allowedOrigins: [TEST_ORIGIN],
    ...options,
  });
  await realtime.ready();
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    realtime,
    close: async () => {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface ObservedClientOptions extends StompConfig {
  token?: string;
  /** SockJS transports to allow, e.g. ['websocket'] or ['xhr-streaming']. */
  transports?: string[];
}

/**
 * The real browser client (@stomp/stompjs over sockjs-client) with what it saw recorded, so tests can
 * wait for a state. No automatic reconnect unless asked.
 */
export class ObservedClient {
  readonly client: Client;
  readonly errors: IFrame[] = [];
  readonly messages: IMessage[] = [];
  readonly receipts: IFrame[] = [];
  closes = 0;
  heartbeats = 0;
  disconnectReceipt: IFrame | null = null;

  constructor(url: string, options: ObservedClientOptions = {}) {
    const { token, transports = ['websocket'], ...config } = options;
    const headers: Record<string, string> = token
      ? { Authorization: `Bearer ${token}`, 'X-AUTH-TOKEN': `Bearer ${token}` }
      : {};
    this.client = new Client({
      webSocketFactory: () => new SockJS(`${url}/ws`, undefined, { transports }),
      connectHeaders: headers,
      heartbeatIncoming: 4_000,
      heartbeatOutgoing: 4_000,
      reconnectDelay: 0,
      debug: () => {},
      ...config,
    });
    this.client.onStompError = (frame) => this.errors.push(frame);
    this.client.onWebSocketClose = () => {
      this.closes += 1;
    };
    this.client.onHeartbeatReceived = () => {
      this.heartbeats += 1;
    };
    this.client.onUnhandledReceipt = (frame) => this.receipts.push(frame);
    this.client.onDisconnect = (frame) => {
      this.disconnectReceipt = frame;
    };
  }

  start(): this {
    this.client.activate();
    return this;
  }

  subscribe(destination: string, headers: Record<string, string> = {}): void {
    this.client.subscribe(destination, (message) => this.messages.push(message), headers);
  }

  async stop(): Promise<void> {
    await this.client.deactivate({ force: true });
  }
}
