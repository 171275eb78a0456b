import {
  CLIENT_COMMANDS,
  getHeader,
  HEARTBEAT,
  type StompFrame,
  type StompHeader,
  type StompLimits,
  StompParser,
  serializeFrame,
} from './codec';

/** What a session writes to and closes: a SockJS connection, a WebSocket, or a test's array. */
export interface StompTransport {
  send(text: string): void;
  /**
   * The same frame to many sessions (a fan-out): a transport may encode it once for all of them
   * through {@link SharedFrame.encoded}. Without it, `send(frame.text)`.
   */
  sendShared?(frame: SharedFrame): void;
  close(): void;
}

/**
 * One serialized frame written to many sessions. Transports cache their own encoding of it (the
 * SockJS `a[...]` array inside a WebSocket frame, say) under a key, so the work is done once per
 * frame instead of once per recipient.
 */
export class SharedFrame {
  readonly text: string;
  #encodings: Map<string, unknown> | null = null;

  constructor(text: string) {
    this.text = text;
  }

  encoded<T>(key: string, encode: (text: string) => T): T {
    this.#encodings ??= new Map();
    if (this.#encodings.has(key)) return this.#encodings.get(key) as T;
    const value = encode(this.text);
    this.#encodings.set(key, value);
    return value;
  }
}

export type AckMode = 'auto' | 'client' | 'client-individual';

export interface Subscription {
  id: string;
  destination: string;
  /** id and destination as written in MESSAGE headers, escaped once. */
  escapedId: string;
  escapedDestination: string;
  ack: AckMode;
  /** Ack ids of delivered, unacknowledged messages, oldest first (client and client-individual modes). */
  pending: string[];
}

export interface SessionHeartbeat {
  /** How often the server sends something (0: never). max(sx, cy). */
  sendMs: number;
  /** How often the client promised to send something (0: never). max(cx, sy). */
  expectMs: number;
}

/** What a session asks of the broker that owns it. */
export interface SessionHost {
  readonly limits: StompLimits;
  readonly maxPendingFrames: number;
  now(): number;
  handleFrame(session: StompSession, frame: StompFrame): Promise<void>;
  sessionClosed(session: StompSession): void;
}

export type SessionState = 'awaiting-connect' | 'connected' | 'closed';

export interface ErrorDetails {
  /** Added as receipt-id so the client can tell which frame failed. */
  receipt?: string | undefined;
  body?: string;
  headers?: readonly StompHeader[];
}

/**
 * One STOMP connection: parses what the transport delivers, runs the frames one at a time through
 * the broker, and writes frames back. Frames are handled strictly in order, so a SUBSCRIBE sent right
 * after CONNECT waits for the (asynchronous) authentication.
 */
export class StompSession {
  readonly id: string;
  readonly openedAt: number;
  state: SessionState = 'awaiting-connect';
  userId: string | null = null;
  token: string | null = null;
  tokenHash: string | null = null;
  heartbeat: SessionHeartbeat = { sendMs: 0, expectMs: 0 };
  lastReadAt: number;
  lastWriteAt: number;
  lastAuthCheckAt = 0;
  authCheckRunning = false;
  readonly subscriptions = new Map<string, Subscription>();
  /** ack id -> subscription id, for ACK and NACK. */
  readonly ackIndex = new Map<string, string>();
  /** Open transactions: their SEND, ACK and NACK frames wait here until COMMIT. */
  readonly transactions = new Map<string, StompFrame[]>();
  readonly #transport: StompTransport;
  readonly #host: SessionHost;
  readonly #parser: StompParser;
  readonly #queue: StompFrame[] = [];
  #draining = false;

  constructor(id: string, transport: StompTransport, host: SessionHost) {
    this.id = id;
    this.#transport = transport;
    this.#host = host;
    this.#parser = new StompParser({ limits: host.limits, commands: CLIENT_COMMANDS });
    this.openedAt = host.now();
    this.lastReadAt = this.openedAt;
    this.lastWriteAt = this.openedAt;
  }

  get closed(): boolean {
    return this.state === 'closed';
  }

  /** Raw text from the transport: any number of frames, partial frames or heart-beats. */
  receive(text: string): void {
    if (this.closed) return;
    this.lastReadAt = this.#host.now();
    const { events, error } = this.#parser.push(text);
    if (error) {
      this.fail(`Malformed frame: ${error.code}`, { body: error.message });
      return;
    }
    for (const event of events) if (event.type === 'frame') this.#queue.push(event.frame);
    if (this.#queue.length > this.#host.maxPendingFrames) {
      this.fail('Too many frames in flight');
      return;
    }
    void this.#drain();
  }

  async #drain(): Promise<void> {
    if (this.#draining) return;
    this.#draining = true;
    try {
      for (let frame = this.#queue.shift(); frame && !this.closed; frame = this.#queue.shift()) {
        await this.#host.handleFrame(this, frame);
      }
    } catch (error) {
      this.fail('Internal server error', { body: error instanceof Error ? error.name : 'Error' });
    } finally {
      this.#draining = false;
    }
  }

  writeFrame(frame: StompFrame): void {
    this.write(serializeFrame(frame));
  }

  write(text: string): void {
    if (this.closed) return;
    this.lastWriteAt = this.#host.now();
    this.#transport.send(text);
  }

  /** A frame shared with other sessions; `now` is taken once by the caller for all of them. */
  writeShared(frame: SharedFrame, now: number): void {
    if (this.closed) return;
    this.lastWriteAt = now;
    if (this.#transport.sendShared) this.#transport.sendShared(frame);
    else this.#transport.send(frame.text);
  }

  sendHeartbeat(): void {
    this.write(HEARTBEAT);
  }

  /** ERROR carrying `message`, then close (STOMP 1.2: the server closes right after an ERROR). */
  fail(message: string, details: ErrorDetails = {}): void {
    if (this.closed) return;
    const headers: StompHeader[] = [['message', message], ...(details.headers ?? [])];
    if (details.receipt !== undefined) headers.push(['receipt-id', details.receipt]);
    const body = details.body ?? '';
    if (body !== '') headers.push(['content-type', 'text/plain']);
    this.writeFrame({ command: 'ERROR', headers, body });
    this.close();
  }

  /** Closes the transport without a frame (DISCONNECT, dead peer, server shutdown). */
  close(): void {
    if (this.closed) return;
    this.#markClosed();
    this.#transport.close();
  }

  /** The transport went away on its own. */
  transportClosed(): void {
    if (this.closed) return;
    this.#markClosed();
  }

  #markClosed(): void {
    this.state = 'closed';
    this.#queue.length = 0;
    this.subscriptions.clear();
    this.ackIndex.clear();
    this.transactions.clear();
    this.#host.sessionClosed(this);
  }

  receiptOf(frame: StompFrame): string | undefined {
    return getHeader(frame, 'receipt');
  }
}
