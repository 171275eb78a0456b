import { createHash, randomUUID } from 'node:crypto';
import { type BusMessage, InProcessBus, type RealtimeBus } from '../bus';
import { type RealtimeLogger, silentLogger } from '../logger';
import {
  ownDestinationsPolicy,
  type SubscriptionPolicy,
  USER_DESTINATION_PREFIX,
  userDestination,
} from '../policy';
import {
  DEFAULT_STOMP_LIMITS,
  escapeHeader,
  getHeader,
  type StompFrame,
  type StompLimits,
  utf8ByteLength,
} from './codec';
import {
  type AckMode,
  type SessionHost,
  SharedFrame,
  StompSession,
  type StompTransport,
  type Subscription,
} from './session';

export interface AuthenticatedUser {
  userId: string;
}

/** Checks a bearer token like the REST API does; null when it is unknown, expired or revoked. */
export type Authenticate = (token: string) => Promise<AuthenticatedUser | null>;

export interface ApplicationMessage {
  userId: string;
  sessionId: string;
  destination: string;
  /** The SEND body as text; the handler parses and validates it. */
  body: string;
  contentType: string | undefined;
}

/** Handles a SEND to an application destination such as `/app/chat.send`. A throw closes the session. */
export type ApplicationHandler = (message: ApplicationMessage) => Promise<void> | void;

export interface SubscribedEvent {
  userId: string;
  sessionId: string;
  destination: string;
  /** Sends a MESSAGE to this subscription only (e.g. the `{ total }` snapshot after SUBSCRIBE). */
  reply(body: unknown): void;
}

export interface BrokerOptions {
  authenticate: Authenticate;
  /** Defaults to {@link ownDestinationsPolicy} without conversations. */
  authorizeSubscription?: SubscriptionPolicy;
  /** Exact destination -> handler. Any other SEND destination is refused. */
  applicationHandlers?: Readonly<Record<string, ApplicationHandler>>;
  /** Runs after a subscription is in place and its receipt sent. */
  onSubscribed?: (event: SubscribedEvent) => Promise<void> | void;
  /** Fan-out between processes; in-process by default. */
  bus?: RealtimeBus;
  /**
   * Steps that finish a published body where it is delivered, named by `publish(…, { complete })`:
   * run once per process that has a subscriber to the destination, never where nobody listens
   * (e.g. the unread total of a notification push, read only where a bell is open). A step that
   * throws drops that push (logged); the database stays the truth.
   */
  completions?: Readonly<Record<string, DeliveryCompletion>>;
  /** The server's own heart-beat wishes (sx, sy) and how many missed intervals it forgives. */
  heartbeat?: { outgoingMs?: number; incomingMs?: number; tolerance?: number };
  limits?: Partial<StompLimits>;
  /** Connections of this process, authenticated or not; past it new ones get ERROR 'Server busy'. */
  maxSessions?: number;
  /**
   * Called once per publish delivered to at least one local subscription: the milliseconds from the
   * publish (on whichever process) to the frames written here (src/metrics' fan-out latency).
   */
  onDelivered?: (latencyMs: number) => void;
  maxSessionsPerUser?: number;
  maxSubscriptionsPerSession?: number;
  maxUnackedPerSubscription?: number;
  maxTransactionsPerSession?: number;
  maxFramesPerTransaction?: number;
  /** Frames parsed but not yet handled; past this the client is flooding. */
  maxPendingFrames?: number;
  /** A connection that has not sent CONNECT by then is closed. */
  connectTimeoutMs?: number;
  /** How often each session's token is checked again (0: never). */
  tokenRecheckMs?: number;
  /** Granularity of heart-beats, timeouts and re-checks. */
  sweepMs?: number;
  serverName?: string;
  /** How tokens are hashed for {@link StompBroker.revokeSessionsForToken}; SHA-256 hex by default. */
  hashToken?: (token: string) => string;
  logger?: RealtimeLogger;
  now?: () => number;
}

/** Finishes a body (JSON text) for delivery to `userId`'s `destination`; answers the body to send. */
export type DeliveryCompletion = (delivery: {
  userId: string;
  destination: string;
  body: string;
}) => Promise<string>;

export function sha256Hex(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,1024})$/;
const HEART_BEAT = /^([0-9]{1,9}),([0-9]{1,9})$/;
const ACK_MODES: ReadonlySet<string> = new Set<AckMode>(['auto', 'client', 'client-individual']);
/** Frames that may carry a body (STOMP 1.2 §Frames: only SEND, MESSAGE and ERROR). */
const BODY_COMMANDS: ReadonlySet<string> = new Set(['SEND']);

/** The end of a MESSAGE frame shared by all its recipients: content headers, body and NUL. */
function messageTail(body: string): string {
  return `content-type:application/json\ncontent-length:${utf8ByteLength(body)}\n\n${body}\0`;
}

/**
 * A STOMP 1.2 broker for user-scoped push: authenticated sessions subscribe to their own
 * destinations, the application publishes to a user, and SENDs go to application handlers.
 * Transport-agnostic: {@link StompBroker.openSession} takes anything that sends and closes text.
 */
export class StompBroker implements SessionHost {
  readonly limits: StompLimits;
  readonly maxPendingFrames: number;
  readonly nodeId = randomUUID().slice(0, 8);
  readonly #options: BrokerOptions;
  readonly #authorize: SubscriptionPolicy;
  readonly #bus: RealtimeBus;
  readonly #ownsBus: boolean;
  readonly #logger: RealtimeLogger;
  readonly #hashToken: (token: string) => string;
  readonly #sessions = new Map<string, StompSession>();
  readonly #byUser = new Map<string, Set<StompSession>>();
  readonly #heartbeat: { outgoingMs: number; incomingMs: number; tolerance: number };
  readonly #sweepMs: number;
  #sweeper: ReturnType<typeof setInterval> | null = null;
  #unsubscribeBus: Promise<() => Promise<void>>;
  /** Per user, the deliveries waiting behind a completion: a user's pushes arrive in publish order. */
  readonly #queues = new Map<string, Promise<void>>();
  #messageCounter = 0;
  #closed = false;
  /** closeSessions() was called: no new session is opened. */
  #draining = false;

  constructor(options: BrokerOptions) {
    this.#options = options;
    this.limits = { ...DEFAULT_STOMP_LIMITS, ...options.limits };
    this.maxPendingFrames = options.maxPendingFrames ?? 64;
    this.#authorize = options.authorizeSubscription ?? ownDestinationsPolicy();
    this.#ownsBus = !options.bus;
    this.#bus = options.bus ?? new InProcessBus();
    this.#logger = options.logger ?? silentLogger;
    this.#hashToken = options.hashToken ?? sha256Hex;
    this.#heartbeat = {
      outgoingMs: options.heartbeat?.outgoingMs ?? 4_000,
      incomingMs: options.heartbeat?.incomingMs ?? 4_000,
      tolerance: options.heartbeat?.tolerance ?? 2.5,
    };
    this.#sweepMs = options.sweepMs ?? 1_000;
    this.#unsubscribeBus = this.#bus.subscribe((message) => this.#onBusMessage(message));
    // ready() reports the failure to whoever awaits it; this keeps it from being an unhandled rejection.
    this.#unsubscribeBus.catch((error: unknown) =>
      this.#logger.error({ err: error }, 'realtime: bus subscription failed'),
    );
    this.#sweeper = setInterval(() => this.#sweep(), this.#sweepMs);
    this.#sweeper.unref?.();
  }

  /** Resolves once the broker receives what is published on the bus. */
  async ready(): Promise<void> {
    await this.#unsubscribeBus;
  }

  now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  get sessionCount(): number {
    return this.#sessions.size;
  }

  sessionsOf(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /**
   * A stopping process (src/http/drain.ts): every session's transport is closed without a frame, as a
   * dead peer's would be, so clients reconnect (through the proxy, to another node), and no session is
   * opened any more. Publishing keeps working until close(): requests still finishing here push
   * through the bus to the sessions on other nodes. Answers how many sessions were closed.
   */
  closeSessions(): number {
    this.#draining = true;
    const sessions = [...this.#sessions.values()];
    for (const session of sessions) session.close();
    return sessions.length;
  }

  openSession(transport: StompTransport): StompSession {
    const session = new StompSession(randomUUID(), transport, this);
    if (this.#closed || this.#draining) {
      session.close();
      return session;
    }
    if (this.#sessions.size >= (this.#options.maxSessions ?? 50_000)) {
      this.#logger.warn({ sessions: this.#sessions.size }, 'realtime: session limit reached');
      session.fail('Server busy');
      return session;
    }
    this.#sessions.set(session.id, session);
    return session;
  }

  /**
   * Delivers `body` (JSON) to every subscription of `userId` to `/socket/{userId}/{destinationSuffix}`,
   * on every process that shares the bus. With `complete`, each process that has such a subscription
   * first runs that step of {@link BrokerOptions.completions} on the body. Resolves false when the bus
   * refused it (logged).
   */
  async publish(
    userId: string,
    destinationSuffix: string,
    body: unknown,
    options: { complete?: string } = {},
  ): Promise<boolean> {
    if (destinationSuffix.startsWith('/')) throw new TypeError('destinationSuffix must not start with "/"');
    const text = JSON.stringify(body);
    if (text === undefined) throw new TypeError('body is not JSON-serializable');
    if (options.complete !== undefined && !this.#options.completions?.[options.complete])
      throw new TypeError(`no completion named ${options.complete}`);
    return this.#publishToBus({
      kind: 'deliver',
      userId,
      destination: userDestination(userId, destinationSuffix),
      body: text,
      ...(options.complete === undefined ? {} : { complete: options.complete }),
      ...(this.#options.onDelivered ? { sentAt: Date.now() } : {}),
    });
  }

  /** Ends every session opened with this token (hashed with `hashToken`), on every process. */
  async revokeSessionsForToken(tokenHash: string): Promise<void> {
    // The periodic re-check catches what a lost bus message misses, so this never throws either.
    await this.#publishToBus({ kind: 'revoke-token', tokenHash });
  }

  /** Ends every session of this user, on every process (e.g. a banned account). */
  async revokeSessionsForUser(userId: string): Promise<void> {
    await this.#publishToBus({ kind: 'revoke-user', userId });
  }

  /**
   * A push is a hint after the database commit: a bus failure is logged and reported as false, never
   * thrown into the request that committed.
   */
  async #publishToBus(message: BusMessage): Promise<boolean> {
    try {
      await this.#bus.publish(message);
      return true;
    } catch (error) {
      this.#logger.warn({ err: error, kind: message.kind }, 'realtime: bus publish failed');
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#sweeper) clearInterval(this.#sweeper);
    this.#sweeper = null;
    for (const session of [...this.#sessions.values()]) session.close();
    const unsubscribe = await this.#unsubscribeBus.catch(() => null);
    await unsubscribe?.();
    if (this.#ownsBus) await this.#bus.close();
  }

  sessionClosed(session: StompSession): void {
    this.#sessions.delete(session.id);
    if (session.userId) {
      const sessions = this.#byUser.get(session.userId);
      sessions?.delete(session);
      if (sessions?.size === 0) this.#byUser.delete(session.userId);
    }
  }

  #onBusMessage(message: BusMessage): void {
    if (message.kind === 'deliver') {
      this.#deliver(message);
      return;
    }
    for (const session of [...this.#sessions.values()]) {
      const revoked =
        message.kind === 'revoke-token'
          ? session.tokenHash === message.tokenHash
          : session.userId === message.userId;
      if (revoked) session.fail('Token revoked');
    }
  }

  /**
   * A published message arrives. Nothing happens where no session of the user subscribes to its
   * destination. A message with a completion, and any message of the same user behind one still
   * running, waits in the user's queue, so a user's pushes keep their publish order.
   */
  #deliver(message: Extract<BusMessage, { kind: 'deliver' }>): void {
    const { userId, destination } = message;
    if (!this.#hasSubscriber(userId, destination)) return;
    const waiting = this.#queues.get(userId);
    const completion =
      message.complete === undefined ? undefined : this.#options.completions?.[message.complete];
    if (!waiting && !completion) {
      this.#deliverLocal(userId, destination, message.body, message.sentAt);
      return;
    }
    const next = (waiting ?? Promise.resolve())
      .then(async () => {
        const body = completion
          ? await completion({ userId, destination, body: message.body })
          : message.body;
        if (!this.#closed) this.#deliverLocal(userId, destination, body, message.sentAt);
      })
      .catch((error: unknown) => {
        this.#logger.warn(
          { err: error, userId, complete: message.complete },
          'realtime: completion failed, push dropped',
        );
      })
      .finally(() => {
        if (this.#queues.get(userId) === next) this.#queues.delete(userId);
      });
    this.#queues.set(userId, next);
  }

  #hasSubscriber(userId: string, destination: string): boolean {
    for (const session of this.#byUser.get(userId) ?? []) {
      for (const subscription of session.subscriptions.values()) {
        if (subscription.destination === destination) return true;
      }
    }
    return false;
  }

  /**
   * Fan-out of one publish. Auto-acknowledged subscriptions with the same id (stompjs numbers them
   * `sub-0`, `sub-1`, ... in every tab, so usually all of them) get one shared frame, serialized once
   * and encoded once per transport kind; the message-id names the message, so it is the same for
   * every recipient of this publish. Client-acknowledged subscriptions get their own frame with an
   * ack id of their own.
   */
  #deliverLocal(userId: string, destination: string, body: string, sentAt?: number): void {
    const sessions = this.#byUser.get(userId);
    if (!sessions) return;
    let tail: string | null = null;
    let messageId: string | null = null;
    let shared: Map<string, SharedFrame> | null = null;
    const now = this.now();
    for (const session of sessions) {
      for (const subscription of session.subscriptions.values()) {
        if (subscription.destination !== destination) continue;
        tail ??= messageTail(body);
        if (subscription.ack !== 'auto') {
          this.#sendMessage(session, subscription, tail);
          continue;
        }
        messageId ??= this.#nextMessageId();
        shared ??= new Map();
        let frame = shared.get(subscription.escapedId);
        if (!frame) {
          frame = new SharedFrame(
            `MESSAGE\ndestination:${subscription.escapedDestination}\nmessage-id:${messageId}\nsubscription:${subscription.escapedId}\n${tail}`,
          );
          shared.set(subscription.escapedId, frame);
        }
        session.writeShared(frame, now);
      }
    }
    if (tail !== null && sentAt !== undefined) this.#options.onDelivered?.(Date.now() - sentAt);
  }

  #nextMessageId(): string {
    this.#messageCounter += 1;
    return `${this.nodeId}-${this.#messageCounter}`;
  }

  /**
   * Writes a MESSAGE: destination, message-id, subscription, ack (unless auto), then `tail`
   * (content-type, content-length, body). Equivalent to serializeFrame, without re-escaping per recipient.
   */
  #sendMessage(session: StompSession, subscription: Subscription, tail: string): void {
    const messageId = this.#nextMessageId();
    let head = `MESSAGE\ndestination:${subscription.escapedDestination}\nmessage-id:${messageId}\nsubscription:${subscription.escapedId}\n`;
    if (subscription.ack !== 'auto') {
      if (subscription.pending.length >= (this.#options.maxUnackedPerSubscription ?? 500)) {
        // A client that never acknowledges gets no more; the database row stays the truth.
        this.#logger.warn(
          { sessionId: session.id, subscription: subscription.id },
          'realtime: unacked limit, dropped',
        );
        return;
      }
      subscription.pending.push(messageId);
      session.ackIndex.set(messageId, subscription.id);
      head += `ack:${messageId}\n`;
    }
    session.write(head + tail);
  }

  #sweep(): void {
    const now = this.now();
    const connectTimeoutMs = this.#options.connectTimeoutMs ?? 10_000;
    const recheckMs = this.#options.tokenRecheckMs ?? 60_000;
    for (const session of [...this.#sessions.values()]) {
      if (session.state === 'awaiting-connect') {
        if (now - session.openedAt > connectTimeoutMs) session.fail('CONNECT timeout');
        continue;
      }
      const { sendMs, expectMs } = session.heartbeat;
      if (expectMs > 0 && now - session.lastReadAt > expectMs * this.#heartbeat.tolerance) {
        this.#logger.info(
          { sessionId: session.id, silentMs: now - session.lastReadAt },
          'realtime: peer silent, closed',
        );
        session.close();
        continue;
      }
      // One sweep of slack: the next EOL is never later than sendMs after the last write.
      if (sendMs > 0 && now - session.lastWriteAt >= Math.max(0, sendMs - this.#sweepMs))
        session.sendHeartbeat();
      if (recheckMs > 0 && !session.authCheckRunning && now - session.lastAuthCheckAt >= recheckMs) {
        void this.#recheckToken(session, now);
      }
    }
  }

  async #recheckToken(session: StompSession, now: number): Promise<void> {
    const token = session.token;
    if (!token) return;
    session.authCheckRunning = true;
    try {
      const user = await this.#options.authenticate(token);
      session.lastAuthCheckAt = now;
      if (!user || user.userId !== session.userId) session.fail('Token revoked');
    } catch (error) {
      // Keep the session when the check itself fails (database hiccup): try again next interval.
      this.#logger.warn({ err: error, sessionId: session.id }, 'realtime: token re-check failed');
      session.lastAuthCheckAt = now;
    } finally {
      session.authCheckRunning = false;
    }
  }

  async handleFrame(session: StompSession, frame: StompFrame): Promise<void> {
    const receipt = session.receiptOf(frame);
    if (session.state === 'awaiting-connect') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        session.fail('Expected CONNECT or STOMP', { receipt });
        return;
      }
      await this.#connect(session, frame);
      return;
    }
    if (frame.body !== '' && !BODY_COMMANDS.has(frame.command)) {
      session.fail(`${frame.command} must not have a body`, { receipt });
      return;
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        session.fail('Already connected', { receipt });
        return;
      case 'DISCONNECT':
        if (receipt !== undefined)
          session.writeFrame({ command: 'RECEIPT', headers: [['receipt-id', receipt]], body: '' });
        session.close();
        return;
      case 'SUBSCRIBE':
        await this.#subscribe(session, frame, receipt);
        return;
      case 'UNSUBSCRIBE':
        this.#unsubscribe(session, frame, receipt);
        return;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        await this.#transaction(session, frame, receipt);
        return;
      case 'SEND':
      case 'ACK':
      case 'NACK': {
        const transaction = getHeader(frame, 'transaction');
        if (transaction !== undefined) {
          const frames = session.transactions.get(transaction);
          if (!frames) return session.fail(`Unknown transaction ${transaction}`, { receipt });
          if (frames.length >= (this.#options.maxFramesPerTransaction ?? 100))
            return session.fail('Too many frames in the transaction', { receipt });
          frames.push(frame);
          this.#receipt(session, receipt);
          return;
        }
        if (await this.#perform(session, frame, receipt)) this.#receipt(session, receipt);
        return;
      }
      default:
        session.fail(`Unexpected ${frame.command}`, { receipt });
    }
  }

  #receipt(session: StompSession, receipt: string | undefined): void {
    if (receipt !== undefined)
      session.writeFrame({ command: 'RECEIPT', headers: [['receipt-id', receipt]], body: '' });
  }

  async #connect(session: StompSession, frame: StompFrame): Promise<void> {
    const receipt = session.receiptOf(frame);
    // STOMP 1.2: no accept-version means a 1.0 client.
    const versions = (getHeader(frame, 'accept-version') ?? '1.0').split(',');
    if (!versions.includes('1.2')) {
      session.fail('Supported protocol versions are 1.2', { receipt, headers: [['version', '1.2']] });
      return;
    }
    const heartBeat = HEART_BEAT.exec(getHeader(frame, 'heart-beat') ?? '0,0');
    if (!heartBeat) {
      session.fail('Invalid heart-beat header', { receipt });
      return;
    }
    const token = this.#bearerToken(frame);
    if ('error' in token) {
      session.fail(token.error, { receipt });
      return;
    }
    let user: AuthenticatedUser | null;
    try {
      user = await this.#options.authenticate(token.token);
    } catch (error) {
      this.#logger.error({ err: error, sessionId: session.id }, 'realtime: authenticate failed');
      session.fail('Authentication unavailable', { receipt });
      return;
    }
    if (session.closed) return;
    if (!user) {
      session.fail('Invalid or expired token', { receipt });
      return;
    }
    if (this.sessionsOf(user.userId) >= (this.#options.maxSessionsPerUser ?? 20)) {
      session.fail('Too many sessions', { receipt });
      return;
    }
    const cx = Number(heartBeat[1]);
    const cy = Number(heartBeat[2]);
    const { outgoingMs: sx, incomingMs: sy } = this.#heartbeat;
    session.heartbeat = {
      sendMs: sx > 0 && cy > 0 ? Math.max(sx, cy) : 0,
      expectMs: cx > 0 && sy > 0 ? Math.max(cx, sy) : 0,
    };
    session.state = 'connected';
    session.userId = user.userId;
    session.token = token.token;
    session.tokenHash = this.#hashToken(token.token);
    session.lastAuthCheckAt = this.now();
    let sessions = this.#byUser.get(user.userId);
    if (!sessions) {
      sessions = new Set();
      this.#byUser.set(user.userId, sessions);
    }
    sessions.add(session);
    session.writeFrame({
      command: 'CONNECTED',
      headers: [
        ['version', '1.2'],
        ['heart-beat', `${sx},${sy}`],
        ['server', this.#options.serverName ?? 'Lootmarket/0.1'],
        ['session', session.id],
        ['user-name', user.userId],
      ],
      body: '',
    });
    this.#receipt(session, receipt);
  }

  /** Authorization or X-AUTH-TOKEN, `Bearer {token}`; both may be sent but must then agree. */
  #bearerToken(frame: StompFrame): { token: string } | { error: string } {
    const values = [getHeader(frame, 'Authorization'), getHeader(frame, 'X-AUTH-TOKEN')].filter(
      (v): v is string => v !== undefined,
    );
    if (values.length === 0) return { error: 'Authentication required' };
    const tokens = values.map((v) => BEARER.exec(v)?.[1]);
    const first = tokens[0];
    if (!first || tokens.some((t) => t !== first)) return { error: 'Invalid or expired token' };
    return { token: first };
  }

  async #subscribe(session: StompSession, frame: StompFrame, receipt: string | undefined): Promise<void> {
    const id = getHeader(frame, 'id');
    const destination = getHeader(frame, 'destination');
    const ack = getHeader(frame, 'ack') ?? 'auto';
    if (id === undefined || id === '') return session.fail('SUBSCRIBE requires an id header', { receipt });
    if (destination === undefined || destination === '')
      return session.fail('SUBSCRIBE requires a destination header', { receipt });
    if (!ACK_MODES.has(ack)) return session.fail('Invalid ack mode', { receipt });
    if (session.subscriptions.has(id)) return session.fail('Subscription id already in use', { receipt });
    if (session.subscriptions.size >= (this.#options.maxSubscriptionsPerSession ?? 50))
      return session.fail('Too many subscriptions', { receipt });
    const userId = session.userId as string;
    let allowed = false;
    try {
      allowed = (await this.#authorize({ userId, destination })) === true;
    } catch (error) {
      this.#logger.error({ err: error, sessionId: session.id }, 'realtime: subscription policy failed');
    }
    if (session.closed) return;
    if (!allowed) {
      this.#logger.info({ sessionId: session.id, userId }, 'realtime: subscription refused');
      return session.fail('Not allowed to subscribe to this destination', { receipt });
    }
    const subscription: Subscription = {
      id,
      destination,
      escapedId: escapeHeader(id),
      escapedDestination: escapeHeader(destination),
      ack: ack as AckMode,
      pending: [],
    };
    session.subscriptions.set(id, subscription);
    this.#receipt(session, receipt);
    const onSubscribed = this.#options.onSubscribed;
    if (!onSubscribed) return;
    try {
      await onSubscribed({
        userId,
        sessionId: session.id,
        destination,
        reply: (body) => {
          if (session.subscriptions.get(id) === subscription)
            this.#sendMessage(session, subscription, messageTail(JSON.stringify(body)));
        },
      });
    } catch (error) {
      this.#logger.error({ err: error, sessionId: session.id }, 'realtime: onSubscribed failed');
    }
  }

  #unsubscribe(session: StompSession, frame: StompFrame, receipt: string | undefined): void {
    const id = getHeader(frame, 'id');
    const subscription = id === undefined ? undefined : session.subscriptions.get(id);
    if (id === undefined || !subscription) {
      session.fail(id === undefined ? 'UNSUBSCRIBE requires an id header' : 'No subscription with this id', {
        receipt,
      });
      return;
    }
    for (const ackId of subscription.pending) session.ackIndex.delete(ackId);
    session.subscriptions.delete(id);
    this.#receipt(session, receipt);
  }

  async #transaction(session: StompSession, frame: StompFrame, receipt: string | undefined): Promise<void> {
    const transaction = getHeader(frame, 'transaction');
    if (transaction === undefined || transaction === '')
      return session.fail(`${frame.command} requires a transaction header`, { receipt });
    if (frame.command === 'BEGIN') {
      if (session.transactions.has(transaction))
        return session.fail('Transaction already begun', { receipt });
      if (session.transactions.size >= (this.#options.maxTransactionsPerSession ?? 8))
        return session.fail('Too many open transactions', { receipt });
      session.transactions.set(transaction, []);
      return this.#receipt(session, receipt);
    }
    const frames = session.transactions.get(transaction);
    if (!frames) return session.fail(`Unknown transaction ${transaction}`, { receipt });
    session.transactions.delete(transaction);
    if (frame.command === 'COMMIT') {
      for (const queued of frames) {
        if (!(await this.#perform(session, queued, receipt))) return;
      }
    }
    this.#receipt(session, receipt);
  }

  /** SEND, ACK or NACK outside a transaction (or at its COMMIT). False when the session failed. */
  async #perform(session: StompSession, frame: StompFrame, receipt: string | undefined): Promise<boolean> {
    if (frame.command === 'SEND') return this.#send(session, frame, receipt);
    const id = getHeader(frame, 'id');
    if (id === undefined) {
      session.fail(`${frame.command} requires an id header`, { receipt });
      return false;
    }
    const subscriptionId = session.ackIndex.get(id);
    const subscription = subscriptionId === undefined ? undefined : session.subscriptions.get(subscriptionId);
    if (!subscription) {
      session.fail(`No message awaits ${frame.command} with this id`, { receipt });
      return false;
    }
    const index = subscription.pending.indexOf(id);
    // client mode is cumulative: the message and every earlier one of the subscription.
    const removed =
      subscription.ack === 'client'
        ? subscription.pending.splice(0, index + 1)
        : subscription.pending.splice(index, 1);
    for (const ackId of removed) session.ackIndex.delete(ackId);
    return true;
  }

  async #send(session: StompSession, frame: StompFrame, receipt: string | undefined): Promise<boolean> {
    const destination = getHeader(frame, 'destination');
    if (destination === undefined || destination === '') {
      session.fail('SEND requires a destination header', { receipt });
      return false;
    }
    if (
      destination === USER_DESTINATION_PREFIX.slice(0, -1) ||
      destination.startsWith(USER_DESTINATION_PREFIX)
    ) {
      session.fail('Sending to /socket destinations is not allowed', { receipt });
      return false;
    }
    const handlers = this.#options.applicationHandlers ?? {};
    const handler = Object.hasOwn(handlers, destination) ? handlers[destination] : undefined;
    if (!handler) {
      session.fail('Unknown destination', { receipt });
      return false;
    }
    await handler({
      userId: session.userId as string,
      sessionId: session.id,
      destination,
      body: frame.body,
      contentType: getHeader(frame, 'content-type'),
    });
    return !session.closed;
  }
}
