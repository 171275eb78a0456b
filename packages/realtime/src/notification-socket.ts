import {
  Client,
  type IStompSocket,
  ReconnectionTimeMode,
  type StompSubscription,
  TickerStrategy,
} from '@stomp/stompjs';
import type { ConnectionStatus } from './connection-status';
import {
  NOTIFICATIONS_EVENT,
  type NotificationsEventDetail,
  notificationCount,
  parseNotificationPayload,
} from './notification-payload';
import { HEARTBEAT_MS, RECONNECT_POLICY, type ReconnectPolicy, reconnectDelay } from './reconnect-policy';

/** Opens one transport to `url`; called anew for every attempt (a SockJS object cannot reconnect). */
export type SocketFactory = (url: string) => IStompSocket;

export interface NotificationSocketOptions {
  /** The API origin, e.g. `https://api.lootmarket.example`; the socket connects to `{apiBase}/ws`. */
  apiBase: string;
  token: string;
  userId: string;
  /** Defaults to sockjs-client, imported on the first connect so that it stays out of the main bundle. */
  createSocket?: SocketFactory;
  /** Where `ws:notifications` is dispatched; `window` in a browser, nothing elsewhere. */
  eventTarget?: EventTarget | null;
  policy?: ReconnectPolicy;
  heartbeatMs?: number;
  onStatus?: (status: ConnectionStatus) => void;
  onMessage?: (detail: NotificationsEventDetail) => void;
  debug?: (message: string) => void;
}

type StatusListener = (status: ConnectionStatus) => void;

/** Receives the body of each MESSAGE on a destination subscribed with {@link NotificationSocket.subscribe}. */
export type DestinationListener = (body: string) => void;

/** Ids the server puts into destinations (UUIDs and the like); mirrors the server's policy. */
const SAFE_ID = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * Whether `destination` is one of `userId`'s own chat destinations: `/socket/{userId}/chat` or
 * `/socket/{userId}/chat/{conversationId}`, matched exactly as the server's policy does.
 */
export function isOwnChatDestination(userId: string, destination: string): boolean {
  if (!SAFE_ID.test(userId)) return false;
  const base = `/socket/${userId}/chat`;
  if (destination === base) return true;
  return destination.startsWith(`${base}/`) && SAFE_ID.test(destination.slice(base.length + 1));
}

interface ExtraSubscription {
  destination: string;
  listener: DestinationListener;
  /** The STOMP subscription of the current connection; null while disconnected. */
  handle: StompSubscription | null;
}

async function loadSockJs(): Promise<SocketFactory> {
  const module = await import('sockjs-client');
  const SockJS = module.default;
  return (url) => new SockJS(url) as unknown as IStompSocket;
}

function defaultEventTarget(): EventTarget | null {
  const scope = globalThis as { window?: EventTarget };
  return scope.window ?? null;
}

/**
 * The notification socket of spec §4, §7 and §9 without React: STOMP 1.2 over SockJS with
 * `Authorization` and `X-AUTH-TOKEN` headers, 4 s heart-beats on a worker ticker, a subscription to
 * `/socket/{userId}/notifications`, and up to 10 reconnection attempts (1 s doubling, capped at 30 s).
 */
export class NotificationSocket {
  readonly url: string;
  readonly #options: NotificationSocketOptions;
  readonly #policy: ReconnectPolicy;
  readonly #listeners = new Set<StatusListener>();
  #client: Client | null = null;
  #status: ConnectionStatus = 'disconnected';
  /** Transport closes since the last successful CONNECTED: attempt n waits reconnectDelay(n). */
  #attempts = 0;
  #stopped = false;
  #lastMessage: NotificationsEventDetail | null = null;
  readonly #extra = new Set<ExtraSubscription>();

  constructor(options: NotificationSocketOptions) {
    this.#options = options;
    this.#policy = options.policy ?? RECONNECT_POLICY;
    this.url = `${options.apiBase.replace(/\/+$/, '')}/ws`;
  }

  get status(): ConnectionStatus {
    return this.#status;
  }

  /** Reconnection attempts since the last successful connection. */
  get attempts(): number {
    return this.#attempts;
  }

  get lastMessage(): NotificationsEventDetail | null {
    return this.#lastMessage;
  }

  get destination(): string {
    return `/socket/${this.#options.userId}/notifications`;
  }

  /**
   * The user's own chat destination: `/socket/{userId}/chat` (every conversation), or
   * `/socket/{userId}/chat/{conversationId}` (one conversation, which the server allows only to its
   * participants).
   */
  chatDestination(conversationId?: string): string {
    const base = `/socket/${this.#options.userId}/chat`;
    if (conversationId === undefined) return base;
    if (!SAFE_ID.test(conversationId)) throw new TypeError('conversationId is not a valid id');
    return `${base}/${conversationId}`;
  }

  /**
   * Receives the MESSAGE bodies of one of the user's own chat destinations (see
   * {@link chatDestination}) for as long as the returned function is not called, across reconnections:
   * the subscription is sent now when connected, and again after every CONNECTED. Any other
   * destination throws; the server refuses them anyway, with ERROR and close.
   */
  subscribe(destination: string, listener: DestinationListener): () => void {
    if (!isOwnChatDestination(this.#options.userId, destination))
      throw new TypeError(`Not one of this user's chat destinations: ${destination}`);
    const entry: ExtraSubscription = { destination, listener, handle: null };
    this.#extra.add(entry);
    const client = this.#client;
    if (client?.connected) this.#subscribeExtra(client, entry);
    return () => {
      if (!this.#extra.delete(entry)) return;
      const handle = entry.handle;
      entry.handle = null;
      if (handle && this.#client?.connected) handle.unsubscribe();
    };
  }

  #subscribeExtra(client: Client, entry: ExtraSubscription): void {
    entry.handle = client.subscribe(entry.destination, (message) => entry.listener(message.body));
  }

  /** Subscribes to status changes; returns the unsubscribe function (fits useSyncExternalStore). */
  onStatusChange(listener: StatusListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async connect(): Promise<void> {
    if (this.#client || this.#stopped) return;
    const createSocket = this.#options.createSocket ?? (await loadSockJs());
    if (this.#stopped) return;
    const heartbeat = this.#options.heartbeatMs ?? HEARTBEAT_MS;
    const bearer = `Bearer ${this.#options.token}`;
    const client = new Client({
      webSocketFactory: () => {
        if (this.#attempts > 0) this.#setStatus('reconnecting');
        return createSocket(this.url);
      },
      connectHeaders: { Authorization: bearer, 'X-AUTH-TOKEN': bearer },
      heartbeatIncoming: heartbeat,
      heartbeatOutgoing: heartbeat,
      // A Worker keeps heart-beats on time in background tabs; stompjs falls back to setInterval without one.
      heartbeatStrategy: TickerStrategy.Worker,
      // stompjs's own exponential backoff is spec §9's: 1 s, doubling, capped, reset on CONNECTED.
      reconnectDelay: this.#policy.initialDelayMs,
      reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
      maxReconnectDelay: this.#policy.maxDelayMs,
      debug: this.#options.debug ?? (() => {}),
    });
    client.onConnect = () => {
      this.#attempts = 0;
      client.subscribe(this.destination, (message) => this.#receive(message.body));
      for (const entry of this.#extra) this.#subscribeExtra(client, entry);
      this.#setStatus('connected');
    };
    client.onStompError = () => {
      // The server closes after ERROR; onWebSocketClose then schedules the retry.
      this.#setStatus('connectionFailed');
    };
    client.onWebSocketClose = () => {
      // Subscriptions die with the connection; onConnect makes them again.
      for (const entry of this.#extra) entry.handle = null;
      if (this.#stopped) return;
      this.#attempts += 1;
      if (reconnectDelay(this.#attempts, this.#policy) === null) {
        this.#setStatus('maxReconnectAttemptsReached');
        void client.deactivate();
        return;
      }
      // After an ERROR the status stays 'Connection failed.' until the retry starts.
      if (this.#status !== 'connectionFailed') this.#setStatus('reconnecting');
    };
    this.#client = client;
    client.activate();
  }

  /**
   * The user's "Reconnect" after 'Max reconnection attempts reached.': a fresh round of attempts, the
   * count and the delays starting again from the first. Does nothing in any other status (a round is
   * still running, or the socket is connected or closed for good).
   */
  async reconnect(): Promise<void> {
    const client = this.#client;
    if (this.#stopped || !client || this.#status !== 'maxReconnectAttemptsReached') return;
    await client.deactivate();
    if (this.#stopped || this.#client !== client || this.#status !== 'maxReconnectAttemptsReached') return;
    this.#attempts = 0;
    this.#setStatus('reconnecting');
    client.activate();
  }

  /** Whether CONNECTED was received and the transport is still open: {@link send} would go out. */
  get connected(): boolean {
    return this.#client?.connected === true;
  }

  /** Sends `body` as JSON; false when not connected (the caller may fall back to REST). */
  send(destination: string, body: unknown): boolean {
    const client = this.#client;
    if (!client?.connected) return false;
    client.publish({
      destination,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return true;
  }

  /** Closes for good (DISCONNECT with a receipt when connected); no reconnection follows. */
  async disconnect(): Promise<void> {
    this.#stopped = true;
    const client = this.#client;
    if (client) await client.deactivate();
    this.#setStatus('disconnected');
  }

  #receive(body: string): void {
    const payload = parseNotificationPayload(body);
    if (!payload) {
      this.#options.debug?.('ignored a notification that is not a JSON object');
      return;
    }
    const detail: NotificationsEventDetail = { count: notificationCount(payload), payload };
    this.#lastMessage = detail;
    this.#options.onMessage?.(detail);
    const target = this.#options.eventTarget === undefined ? defaultEventTarget() : this.#options.eventTarget;
    target?.dispatchEvent(new CustomEvent(NOTIFICATIONS_EVENT, { detail }));
  }

  #setStatus(status: ConnectionStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    this.#options.onStatus?.(status);
    for (const listener of this.#listeners) listener(status);
  }
}
