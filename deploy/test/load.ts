import { type ConnectionStatus, NotificationSocket } from '@lootmarket/realtime';
import { type Account, auth, type LoadTarget } from './api';

/**
 * What the resilience checks of deploy.test.ts drive through nginx: a steady load of purchases, chat
 * messages and reads, and browser tabs holding the notification socket as the web app does.
 */

/** One request of the load: what it was, and how it ended. */
interface Outcome {
  ok: boolean;
  what: string;
}

/** Counts of a load run, printed by the checks. */
export interface LoadCounts {
  requests: number;
  /** Requests that failed (a network error or an unexpected status), with what they were. */
  failures: string[];
  purchases: number;
  chatMessages: number;
  reads: number;
}

/** A purchase or a chat message that failed is sent again, with the same key, until it is stored. */
const MAX_TRIES = 20;

/**
 * A steady load of `workers` loops, each one request after another until stop(): reads of the market
 * and of the notification list, wallet purchases (each with its own Idempotency-Key, sent again with
 * the same key after a failure, as the checkout does) and chat messages (each with its own clientId,
 * sent again with it after a failure, as the chat does). Every successful purchase and message is
 * kept, so the checks can find exactly one order and one message for each.
 */
export class Load {
  readonly counts: LoadCounts = { requests: 0, failures: [], purchases: 0, chatMessages: 0, reads: 0 };
  /** Order ids the API answered, one per purchase (a retried key answers the same order). */
  readonly orderIds: string[] = [];
  /** Chat messages stored, by clientId → message id. */
  readonly messages = new Map<string, string>();
  /** Who sent each stored message, by clientId → user id. */
  readonly messagesBy = new Map<string, string>();
  #stopped = false;
  #loops: Promise<void>[] = [];

  constructor(
    private readonly base: string,
    private readonly buyer: Account,
    private readonly seller: Account,
    readonly target: LoadTarget,
  ) {}

  /** Completed requests: the checks wait for progress with it. */
  get progress(): number {
    return this.counts.requests;
  }

  /**
   * `maxPurchases`: what the buyer's wallet pays for (the purchase loops end there, the others go on);
   * purchases are spread out by `purchasePauseMs`.
   */
  start(shape: {
    buyers: number;
    chatters: number;
    readers: number;
    maxPurchases: number;
    purchasePauseMs: number;
  }): this {
    const loop = async (step: () => Promise<void>, more: () => boolean = () => true) => {
      try {
        while (!this.#stopped && more()) await step();
      } catch (error) {
        this.counts.failures.push(`gave up: ${(error as Error).message}`);
      }
    };
    let started = 0;
    for (let i = 0; i < shape.buyers; i += 1)
      this.#loops.push(
        loop(
          async () => {
            started += 1;
            await this.#purchase();
            await new Promise((resolve) => setTimeout(resolve, shape.purchasePauseMs));
          },
          () => started < shape.maxPurchases,
        ),
      );
    for (let i = 0; i < shape.chatters; i += 1)
      this.#loops.push(loop(() => this.#chat(i % 2 === 0 ? this.buyer : this.seller)));
    for (let i = 0; i < shape.readers; i += 1) this.#loops.push(loop(() => this.#read()));
    return this;
  }

  async stop(): Promise<LoadCounts> {
    this.#stopped = true;
    await Promise.all(this.#loops);
    return this.counts;
  }

  /** One request; a thrown fetch (connection refused, reset) is a failure like a 5xx. */
  async #request(what: string, url: string, init: RequestInit, expected: number): Promise<Response | null> {
    let outcome: Outcome;
    let response: Response | null = null;
    try {
      response = await fetch(`${this.base}${url}`, init);
      outcome = { ok: response.status === expected, what: `${what}: ${response.status}` };
      if (!outcome.ok) outcome.what += ` ${(await response.text()).replace(/\s+/g, ' ').slice(0, 200)}`;
    } catch (error) {
      outcome = { ok: false, what: `${what}: ${(error as Error).cause ?? error}` };
    }
    this.counts.requests += 1;
    if (!outcome.ok) {
      this.counts.failures.push(outcome.what);
      return null;
    }
    return response;
  }

  async #purchase() {
    const key = crypto.randomUUID();
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      const response = await this.#request(
        'POST /api/v1/orders',
        '/api/v1/orders',
        {
          method: 'POST',
          headers: { ...auth(this.buyer.token), 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            offerId: this.target.offerId,
            quantity: 1,
            paymentMethod: 'wallet',
            unitPrice: this.target.unitPrice,
            currency: this.target.currency,
          }),
        },
        201,
      );
      if (response) {
        const { order } = (await response.json()) as { order: { id: string } };
        this.orderIds.push(order.id);
        this.counts.purchases += 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`a purchase failed ${MAX_TRIES} times, last: ${this.counts.failures.at(-1)}`);
  }

  async #chat(from: Account) {
    const clientId = crypto.randomUUID();
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      const response = await this.#request(
        'POST chat message',
        `/api/v1/chat/conversations/${this.target.conversationId}/messages`,
        {
          method: 'POST',
          headers: { ...auth(from.token), 'content-type': 'application/json' },
          body: JSON.stringify({ body: `load ${clientId.slice(0, 8)}`, clientId }),
        },
        201,
      );
      if (response) {
        const { message } = (await response.json()) as { message: { id: string } };
        this.messages.set(clientId, message.id);
        this.messagesBy.set(clientId, from.userId);
        this.counts.chatMessages += 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`a chat message failed ${MAX_TRIES} times, last: ${this.counts.failures.at(-1)}`);
  }

  async #read() {
    const turn = this.counts.reads % 2;
    this.counts.reads += 1;
    if (turn === 0) {
      await this.#request('GET market', '/api/v1/games/world-of-warcraft/gold/offers?pageSize=20', {}, 200);
    } else {
      await this.#request(
        'GET notifications',
        '/api/v1/notifications?unread=true',
        { headers: auth(this.seller.token) },
        200,
      );
    }
  }
}

interface PushedItem {
  id: string;
}

/**
 * A browser tab of a signed-in user, as the web app holds it: the real NotificationSocket of
 * @lootmarket/realtime (stompjs over sockjs-client) through nginx, and the bell's catch-up from
 * storage: after every CONNECTED the server sends the `{ total }` snapshot, and the bell then loads the
 * unread list again (GET /api/v1/notifications?unread=true), which holds what was pushed while the
 * socket was down. What the tab shows is what was pushed plus what that list held.
 */
export class Tab {
  readonly statuses: ConnectionStatus[] = [];
  /** Notification ids pushed on the socket, in order (a repeated id would be shown twice). */
  readonly pushed: string[] = [];
  /** Notification ids the catch-up lists held. */
  readonly caughtUp = new Set<string>();
  /** Snapshots received: one per CONNECTED, so more than one means the tab reconnected. */
  snapshots = 0;
  catchUpFailures = 0;
  readonly #socket: NotificationSocket;
  #catchUps: Promise<void> = Promise.resolve();

  constructor(
    private readonly base: string,
    private readonly account: Account,
  ) {
    this.#socket = new NotificationSocket({
      apiBase: base,
      token: account.token,
      userId: account.userId,
      eventTarget: new EventTarget(),
      // Quick retries: a test of failover, not of the production back-off (1 s doubling).
      policy: { maxAttempts: 30, initialDelayMs: 200, maxDelayMs: 1_000 },
      onStatus: (status) => this.statuses.push(status),
      onMessage: ({ payload }) => {
        const items = (payload.items ?? []) as PushedItem[];
        for (const item of items) this.pushed.push(item.id);
        if (items.length === 0 && typeof payload.total === 'number') {
          this.snapshots += 1;
          this.#catchUps = this.#catchUps.then(() => this.catchUp());
        }
      },
    });
  }

  get status(): ConnectionStatus {
    return this.#socket.status;
  }

  connect(): Promise<void> {
    return this.#socket.connect();
  }

  disconnect(): Promise<void> {
    return this.#socket.disconnect();
  }

  /** Every notification id the tab shows. */
  shown(): Set<string> {
    return new Set([...this.pushed, ...this.caughtUp]);
  }

  /** Ids pushed more than once: each would be counted twice by the bell. */
  duplicates(): string[] {
    const seen = new Set<string>();
    return this.pushed.filter((id) => {
      if (seen.has(id)) return true;
      seen.add(id);
      return false;
    });
  }

  /** The bell's list of unread notifications, every page. */
  async catchUp(): Promise<void> {
    try {
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ unread: 'true', ...(cursor ? { cursor } : {}) });
        const response = await fetch(`${this.base}/api/v1/notifications?${query}`, {
          headers: auth(this.account.token),
        });
        if (!response.ok) throw new Error(String(response.status));
        const page = (await response.json()) as { items: PushedItem[]; nextCursor: string | null };
        for (const item of page.items) this.caughtUp.add(item.id);
        cursor = page.nextCursor;
      } while (cursor);
    } catch {
      // Counted; the next snapshot (or the checks' final look) loads it again.
      this.catchUpFailures += 1;
    }
  }

  /** Resolves once the catch-ups asked for so far have run. */
  settled(): Promise<void> {
    return this.#catchUps;
  }
}
