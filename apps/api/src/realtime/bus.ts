import { Redis } from 'ioredis';
import { z } from 'zod';
import type { RealtimeLogger } from './logger';

/**
 * Fan-out between API processes. Every process subscribes; a publish reaches every process,
 * including the one that published. Delivery is at most once: the database row is the truth and
 * a push is only a hint, so a lost message is caught up by the snapshot sent on SUBSCRIBE.
 */
export type BusMessage =
  | {
      kind: 'deliver';
      userId: string;
      destination: string;
      body: string;
      /** Names one of the broker's `completions`: the delivering process finishes `body` with it first. */
      complete?: string;
      /** When it was published (ms since the epoch, the publisher's clock): the fan-out latency's start. */
      sentAt?: number;
    }
  | { kind: 'revoke-token'; tokenHash: string }
  | { kind: 'revoke-user'; userId: string };

export interface RealtimeBus {
  publish(message: BusMessage): Promise<void>;
  /** Resolves once the handler will receive messages published from now on. */
  subscribe(handler: (message: BusMessage) => void): Promise<() => Promise<void>>;
  /** Whether the service the bus runs on answers (readiness), or null when it runs on none. */
  ping(): Promise<boolean | null>;
  close(): Promise<void>;
}

/** One process: messages go straight to the local handlers. */
export class InProcessBus implements RealtimeBus {
  readonly #handlers = new Set<(message: BusMessage) => void>();

  async publish(message: BusMessage): Promise<void> {
    for (const handler of this.#handlers) handler(message);
  }

  async subscribe(handler: (message: BusMessage) => void): Promise<() => Promise<void>> {
    this.#handlers.add(handler);
    return async () => {
      this.#handlers.delete(handler);
    };
  }

  async ping(): Promise<null> {
    return null;
  }

  async close(): Promise<void> {
    this.#handlers.clear();
  }
}

const busMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deliver'),
    userId: z.string(),
    destination: z.string(),
    body: z.string(),
    complete: z.string().optional(),
    sentAt: z.number().optional(),
  }),
  z.object({ kind: z.literal('revoke-token'), tokenHash: z.string() }),
  z.object({ kind: z.literal('revoke-user'), userId: z.string() }),
]);

export interface RedisBusOptions {
  url: string;
  /** Redis channel shared by every API process of one deployment. */
  channel?: string;
  logger?: RealtimeLogger;
  /** How long subscribe() waits for Redis before it fails (Redis keeps retrying behind it). */
  subscribeTimeoutMs?: number;
}

/** Redis pub/sub: one connection publishes, another subscribes (a subscribed connection can do nothing else). */
export class RedisBus implements RealtimeBus {
  readonly channel: string;
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #handlers = new Set<(message: BusMessage) => void>();
  readonly #logger: RealtimeLogger | undefined;
  readonly #subscribeTimeoutMs: number;
  #subscribed: Promise<unknown> | null = null;

  constructor(options: RedisBusOptions) {
    this.channel = options.channel ?? 'lootmarket:realtime';
    this.#subscribeTimeoutMs = options.subscribeTimeoutMs ?? 5_000;
    this.#logger = options.logger;
    // No offline queue: a push held while Redis is down would arrive late and stale; fail it instead.
    this.#publisher = new Redis(options.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.#subscriber = new Redis(options.url);
    for (const connection of [this.#publisher, this.#subscriber]) {
      connection.on('error', (error: Error) =>
        this.#logger?.warn({ err: error }, 'realtime bus: redis error'),
      );
    }
    this.#subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = parseBusMessage(text);
      if (!message) {
        this.#logger?.warn({ channel }, 'realtime bus: ignored a malformed message');
        return;
      }
      for (const handler of this.#handlers) handler(message);
    });
  }

  async publish(message: BusMessage): Promise<void> {
    await this.#publisher.publish(this.channel, JSON.stringify(message));
  }

  async subscribe(handler: (message: BusMessage) => void): Promise<() => Promise<void>> {
    this.#handlers.add(handler);
    this.#subscribed ??= this.#subscriber.subscribe(this.channel);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new Error(`Redis did not accept the subscription within ${this.#subscribeTimeoutMs} ms`)),
        this.#subscribeTimeoutMs,
      );
    });
    try {
      await Promise.race([Promise.all([this.#subscribed, this.#publisherReady()]), timeout]);
    } finally {
      clearTimeout(timer);
    }
    return async () => {
      this.#handlers.delete(handler);
    };
  }

  /** Both connections are up and Redis answers a PING within a second. */
  async ping(): Promise<boolean> {
    if (this.#subscriber.status !== 'ready' || this.#publisher.status !== 'ready') return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), 1000);
    });
    try {
      return await Promise.race([this.#publisher.ping().then((answer) => answer === 'PONG'), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  #publisherReady(): Promise<void> {
    if (this.#publisher.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.#publisher.once('ready', () => resolve()));
  }

  async close(): Promise<void> {
    this.#handlers.clear();
    // quit() waits for a reply that never comes while Redis is unreachable; disconnect() does not.
    for (const connection of [this.#subscriber, this.#publisher]) {
      if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    }
  }
}

function parseBusMessage(text: string): BusMessage | null {
  try {
    const parsed = busMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Redis when a URL is given (REDIS_URL), otherwise in-process. */
export function createBus(options: { redisUrl?: string | undefined; logger?: RealtimeLogger }): RealtimeBus {
  if (options.redisUrl) {
    return new RedisBus({ url: options.redisUrl, ...(options.logger ? { logger: options.logger } : {}) });
  }
  return new InProcessBus();
}
