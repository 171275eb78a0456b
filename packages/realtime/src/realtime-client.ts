import {
  Client,
  type IStompSocket,
  ReconnectionTimeMode,
  type StompHeaders,
  type StompSubscription,
  TickerStrategy,
} from '@stomp/stompjs';
import type { ConnectionStatus } from './connection-status';
import { RECONNECT_POLICY, type ReconnectPolicy, reconnectDelay } from './reconnect-policy';

/** Opens one transport to `url`; called anew for every attempt (a SockJS object cannot reconnect). */
export type SocketFactory = (url: string) => IStompSocket;

/** The statuses a connection itself goes through; the Lootmarket preset adds its "waiting" ones before it. */
export type ClientStatus = Extract<
  ConnectionStatus,
  'connected' | 'connectionFailed' | 'reconnecting' | 'maxReconnectAttemptsReached' | 'disconnected'
>;

/** Receives each MESSAGE of a subscribed destination: its body and its headers. */
export type DestinationListener = (body: string, headers: Readonly<Record<string, string>>) => void;

/** Headers of the CONNECT frame, or a function asked before every attempt (e.g. for a fresh token). */
export type ConnectHeaders = StompHeaders | (() => StompHeaders | Promise<StompHeaders>);

export interface RealtimeClientOptions {
  /** The SockJS endpoint, e.g. `https://api.example.com/stomp` (the default factory opens `new SockJS(url)`). */
  url: string;
  connectHeaders?: ConnectHeaders;
  /**
   * Destinations subscribed after every CONNECTED for the client's whole life, as if given to
   * {@link RealtimeClient.subscribe} before connecting.
   */
  subscriptions?: ReadonlyArray<{
    destination: string;
    listener: DestinationListener;
    headers?: StompHeaders;
  }>;
  /** Defaults to sockjs-client, imported on the first connect so that it stays out of the main bundle. */
  createSocket?: SocketFactory;
  /** STOMP heart-beats in both directions, in ms (0 turns them off). Default 10 000. */
  heartbeatMs?: number;
  /** Attempts and delays; default 10 attempts, 1 s doubling, capped at 30 s. */
  policy?: ReconnectPolicy;
  onStatus?: (status: ClientStatus) => void;
  /** An ERROR frame from the server (it closes the connection next; a reconnect follows). */
  onServerError?: (message: string, headers: Readonly<Record<string, string>>, body: string) => void;
  debug?: (message: string) => void;
}

type StatusListener = (status: ClientStatus) => void;

interface KeptSubscription {
  destination: string;
  listener: DestinationListener;
  headers: StompHeaders;
  /** The STOMP subscription of the current connection; null while disconnected. */
  handle: StompSubscription | null;
}

/** One connect() … disconnect() span: its stompjs client, once the transport factory is known. */
interface Run {
  client: Client | null;
  stopped: boolean;
  started: Promise<void>;
}

export const DEFAULT_HEARTBEAT_MS = 10_000;

async function loadSockJs(): Promise<SocketFactory> {
  const module = await import('sockjs-client');
  const SockJS = module.default;
  return (url) => new SockJS(url) as unknown as IStompSocket;
}

/**
 * A STOMP 1.2 client over SockJS for any server: the endpoint, the CONNECT headers and the
 * destinations are the caller's. Subscriptions are kept across reconnections; reconnection is bounded
 * by a policy; heart-beats run on plain timers, so a Content-Security-Policy without `worker-src blob:`
 * cannot silence them.
 */
export class RealtimeClient {
  readonly url: string;
  readonly #options: RealtimeClientOptions;
  readonly #policy: ReconnectPolicy;
  readonly #listeners = new Set<StatusListener>();
  readonly #subscriptions = new Set<KeptSubscription>();
  #run: Run | null = null;
  #status: ClientStatus = 'disconnected';
  /** Transport closes since the last successful CONNECTED: attempt n waits reconnectDelay(n). */
  #attempts = 0;

  constructor(options: RealtimeClientOptions) {
    this.#options = options;
    this.#policy = options.policy ?? RECONNECT_POLICY;
    this.url = options.url;
    for (const { destination, listener, headers } of options.subscriptions ?? [])
      this.subscribe(destination, listener, headers);
  }

  get status(): ClientStatus {
    return this.#status;
  }

  /** Reconnection attempts since the last successful connection. */
  get attempts(): number {
    return this.#attempts;
  }

  /** Whether CONNECTED was received and the transport is still open: a publish would go out. */
  get connected(): boolean {
    return this.#run?.client?.connected === true;
  }

  /** Subscribes to status changes; returns the unsubscribe function (fits useSyncExternalStore). */
  onStatusChange(listener: StatusListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Receives the MESSAGEs of `destination` until the returned function is called, across
   * reconnections: SUBSCRIBE goes out now when connected, and again after every CONNECTED. Which
   * destinations exist, and who may read them, is the server's to say (a refusal usually comes as
   * ERROR, which closes the connection).
   */
  subscribe(destination: string, listener: DestinationListener, headers: StompHeaders = {}): () => void {
    const entry: KeptSubscription = { destination, listener, headers, handle: null };
    this.#subscriptions.add(entry);
    const client = this.#run?.client;
    if (client?.connected) this.#subscribeOn(client, entry);
    return () => {
      if (!this.#subscriptions.delete(entry)) return;
      const handle = entry.handle;
      entry.handle = null;
      if (handle && this.#run?.client?.connected) handle.unsubscribe();
    };
  }

  /**
   * Opens the connection and keeps it open (reconnecting by the policy) until {@link disconnect}.
   * Idempotent: while a connection is open or opening, further calls return the same promise and
   * open nothing. Resolves once the first attempt has started; watch the status for CONNECTED.
   */
  connect(): Promise<void> {
    if (this.#run) return this.#run.started;
    const run: Run = { client: null, stopped: false, started: Promise.resolve() };
    this.#run = run;
    run.started = this.#start(run).catch((error: unknown) => {
      // Loading the transport failed (e.g. a chunk that did not download): a later connect() tries again.
      if (this.#run === run) this.#run = null;
      throw error;
    });
    return run.started;
  }

  async #start(run: Run): Promise<void> {
    const createSocket = this.#options.createSocket ?? (await loadSockJs());
    if (run.stopped) return;
    const heartbeat = this.#options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    const connectHeaders = this.#options.connectHeaders;
    const client = new Client({
      webSocketFactory: () => {
        if (this.#attempts > 0) this.#setStatus('reconnecting');
        return createSocket(this.url);
      },
      ...(typeof connectHeaders === 'function'
        ? {
            beforeConnect: async (stomp: Client) => {
              stomp.connectHeaders = await connectHeaders();
            },
          }
        : { connectHeaders: connectHeaders ?? {} }),
      heartbeatIncoming: heartbeat,
      heartbeatOutgoing: heartbeat,
      // Never a Worker: a blob: Worker refused by the page's CSP fails silently, and the client would
      // then report "connected" while sending no heart-beat until the server drops it.
      heartbeatStrategy: TickerStrategy.Interval,
      // stompjs's own exponential backoff is the policy's: initial delay, doubling, capped, reset on CONNECTED.
      reconnectDelay: this.#policy.initialDelayMs,
      reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
      maxReconnectDelay: this.#policy.maxDelayMs,
      debug: this.#options.debug ?? (() => {}),
    });
    client.onConnect = () => {
      if (this.#run !== run) return;
      this.#attempts = 0;
      for (const entry of this.#subscriptions) this.#subscribeOn(client, entry);
      this.#setStatus('connected');
    };
    client.onStompError = (frame) => {
      if (this.#run !== run) return;
      // The server closes after ERROR; onWebSocketClose then schedules the retry.
      this.#options.onServerError?.(frame.headers.message ?? '', frame.headers, frame.body);
      this.#setStatus('connectionFailed');
    };
    client.onWebSocketClose = () => {
      if (this.#run !== run) return;
      // Subscriptions die with the connection; onConnect makes them again.
      for (const entry of this.#subscriptions) entry.handle = null;
      if (run.stopped) return;
      this.#attempts += 1;
      if (reconnectDelay(this.#attempts, this.#policy) === null) {
        this.#setStatus('maxReconnectAttemptsReached');
        void client.deactivate();
        return;
      }
      // After an ERROR the status stays 'connectionFailed' until the retry starts.
      if (this.#status !== 'connectionFailed') this.#setStatus('reconnecting');
    };
    run.client = client;
    client.activate();
  }

  #subscribeOn(client: Client, entry: KeptSubscription): void {
    entry.handle = client.subscribe(
      entry.destination,
      (message) => entry.listener(message.body, message.headers),
      entry.headers,
    );
  }

  /**
   * After 'maxReconnectAttemptsReached' (the user's "Reconnect"): a fresh round of attempts, the count
   * and the delays starting again from the first. Does nothing in any other status.
   */
  async reconnect(): Promise<void> {
    const run = this.#run;
    const client = run?.client;
    if (!run || !client || this.#status !== 'maxReconnectAttemptsReached') return;
    await client.deactivate();
    if (run.stopped || this.#run !== run || this.#status !== 'maxReconnectAttemptsReached') return;
    this.#attempts = 0;
    this.#setStatus('reconnecting');
    client.activate();
  }

  /** Sends `body` as it is; false when not connected (the caller may fall back to another channel). */
  publish(destination: string, body: string, headers: StompHeaders = {}): boolean {
    const client = this.#run?.client;
    if (!client?.connected) return false;
    client.publish({ destination, body, headers });
    return true;
  }

  /** Sends `value` as JSON with `content-type: application/json`; false when not connected. */
  sendJson(destination: string, value: unknown, headers: StompHeaders = {}): boolean {
    return this.publish(destination, JSON.stringify(value), {
      'content-type': 'application/json',
      ...headers,
    });
  }

  /**
   * Closes the connection (DISCONNECT with a receipt when connected) and stops reconnecting. The
   * subscriptions are kept: a later {@link connect} opens a new connection and makes them again.
   */
  async disconnect(): Promise<void> {
    const run = this.#run;
    this.#run = null;
    if (run) {
      run.stopped = true;
      for (const entry of this.#subscriptions) entry.handle = null;
      await run.started.catch(() => {});
      if (run.client) await run.client.deactivate();
    }
    this.#attempts = 0;
    this.#setStatus('disconnected');
  }

  #setStatus(status: ClientStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.onStatus?.(status);
    for (const listener of this.#listeners) listener(status);
  }
}
