import type { ConnectionStatus } from './connection-status';
import {
  NOTIFICATIONS_EVENT,
  type NotificationsEventDetail,
  notificationCount,
  parseNotificationPayload,
} from './notification-payload';
import { RealtimeClient, type RealtimeClientOptions } from './realtime-client';
import { HEARTBEAT_MS } from './reconnect-policy';

export interface NotificationSocketOptions
  extends Pick<RealtimeClientOptions, 'createSocket' | 'policy' | 'heartbeatMs' | 'onServerError' | 'debug'> {
  /** The API origin, e.g. `https://api.lootmarket.example`; the socket connects to `{apiBase}/ws`. */
  apiBase: string;
  token: string;
  userId: string;
  /** Where `ws:notifications` is dispatched; `window` in a browser, nothing elsewhere. */
  eventTarget?: EventTarget | null;
  onStatus?: (status: ConnectionStatus) => void;
  onMessage?: (detail: NotificationsEventDetail) => void;
}

/** Ids the server puts into destinations (UUIDs and the like); mirrors the server's policy. */
const SAFE_ID = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * Whether `destination` is one of `userId`'s own chat destinations: `/socket/{userId}/chat` or
 * `/socket/{userId}/chat/{conversationId}`, matched exactly as the Lootmarket server's policy does.
 */
export function isOwnChatDestination(userId: string, destination: string): boolean {
  if (!SAFE_ID.test(userId)) return false;
  const base = `/socket/${userId}/chat`;
  if (destination === base) return true;
  return destination.startsWith(`${base}/`) && SAFE_ID.test(destination.slice(base.length + 1));
}

function defaultEventTarget(): EventTarget | null {
  const scope = globalThis as { window?: EventTarget };
  return scope.window ?? null;
}

/**
 * The Lootmarket preset of {@link RealtimeClient} (spec §4, §7, §9): `{apiBase}/ws`, `Authorization`
 * and `X-AUTH-TOKEN` bearer headers, 4 s heart-beats, the user's `/socket/{userId}/notifications`
 * subscribed after every CONNECTED and dispatched as `ws:notifications`, and up to 10 reconnection
 * attempts (1 s doubling, capped at 30 s).
 */
export class NotificationSocket extends RealtimeClient {
  readonly #userId: string;
  readonly #eventTarget: EventTarget | null;
  readonly #onMessage: ((detail: NotificationsEventDetail) => void) | undefined;
  readonly #debug: ((message: string) => void) | undefined;
  #lastMessage: NotificationsEventDetail | null = null;

  constructor(options: NotificationSocketOptions) {
    const { apiBase, token, userId, eventTarget, onMessage, ...client } = options;
    const bearer = `Bearer ${token}`;
    super({
      ...client,
      url: `${apiBase.replace(/\/+$/, '')}/ws`,
      connectHeaders: { Authorization: bearer, 'X-AUTH-TOKEN': bearer },
      heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    });
    this.#userId = userId;
    this.#eventTarget = eventTarget === undefined ? defaultEventTarget() : eventTarget;
    this.#onMessage = onMessage;
    this.#debug = options.debug;
    // The first subscription, so its SUBSCRIBE is the first after every CONNECTED.
    this.subscribe(this.destination, (body) => this.#receive(body));
  }

  get lastMessage(): NotificationsEventDetail | null {
    return this.#lastMessage;
  }

  /** The user's notification destination, `/socket/{userId}/notifications`. */
  get destination(): string {
    return `/socket/${this.#userId}/notifications`;
  }

  /**
   * The user's own chat destination: `/socket/{userId}/chat` (every conversation), or
   * `/socket/{userId}/chat/{conversationId}` (one conversation, which the server allows only to its
   * participants).
   */
  chatDestination(conversationId?: string): string {
    const base = `/socket/${this.#userId}/chat`;
    if (conversationId === undefined) return base;
    if (!SAFE_ID.test(conversationId)) throw new TypeError('conversationId is not a valid id');
    return `${base}/${conversationId}`;
  }

  /** Sends `body` as JSON; false when not connected (the caller may fall back to REST). */
  send(destination: string, body: unknown): boolean {
    return this.sendJson(destination, body);
  }

  #receive(body: string): void {
    const payload = parseNotificationPayload(body);
    if (!payload) {
      this.#debug?.('ignored a notification that is not a JSON object');
      return;
    }
    const detail: NotificationsEventDetail = { count: notificationCount(payload), payload };
    this.#lastMessage = detail;
    this.#onMessage?.(detail);
    this.#eventTarget?.dispatchEvent(new CustomEvent(NOTIFICATIONS_EVENT, { detail }));
  }
}
