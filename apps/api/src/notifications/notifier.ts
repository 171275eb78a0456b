import type { Notification } from '@lootmarket/contract';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../db/database';
import type { StompBroker } from '../realtime';
import {
  insertNotification,
  type NewNotification,
  type NotificationRow,
  toNotification,
  unreadCount,
} from './notifications.service';

/** Where pushes go: the broker's user destination `/socket/{userId}/notifications`. */
export const NOTIFICATIONS_DESTINATION_SUFFIX = 'notifications';

/**
 * The broker completion (see realtime.plugin.ts) that adds the user's unread `total` to a push where it
 * is delivered: counted only by a process that has the user's bell open, never on the path of the
 * request that notified (a busy seller's purchase would otherwise count their unread rows each time).
 */
export const UNREAD_TOTAL_COMPLETION = 'notifications.unread-total';

/** What the completion does to a body: `{ ...body, total }`. */
export async function withUnreadTotal(db: DbOrTx, userId: string, body: string): Promise<string> {
  const total = await unreadCount(db, userId);
  return JSON.stringify({ ...(JSON.parse(body) as object), total });
}

/**
 * Notifications, outbox-style: `notify` writes the row in the caller's transaction, and the push to
 * the user's sockets follows only once that transaction has committed. A rolled-back transaction
 * pushes nothing; a push that is lost (no socket, bus outage, crash after commit) costs nothing,
 * because the row is the truth and the `{ total }` snapshot on SUBSCRIBE plus the REST history catch
 * the client up.
 */
export class Notifier {
  readonly #db: () => Db;
  readonly #broker: () => StompBroker | null;
  readonly #log: FastifyBaseLogger;
  /** Pushes waiting for the commit of the transaction they were written in. */
  readonly #pending = new WeakMap<Tx, NotificationRow[]>();
  /** Work waiting for the commit of a transaction (e.g. the SMTP delivery of a mail it queued). */
  readonly #afterCommit = new WeakMap<Tx, (() => Promise<void>)[]>();

  constructor(options: { db: () => Db; broker: () => StompBroker | null; log: FastifyBaseLogger }) {
    this.#db = options.db;
    this.#broker = options.broker;
    this.#log = options.log;
  }

  /**
   * Runs `work` in a database transaction; the notifications it creates are pushed after the commit.
   * Services that notify open their transaction here rather than with `db.transaction`.
   */
  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const created: NotificationRow[] = [];
    const after: (() => Promise<void>)[] = [];
    const result = await this.#db().transaction(async (tx) => {
      this.#pending.set(tx, created);
      this.#afterCommit.set(tx, after);
      try {
        return await work(tx);
      } finally {
        this.#pending.delete(tx);
        this.#afterCommit.delete(tx);
      }
    });
    await this.#push(created);
    for (const task of after) {
      try {
        await task();
      } catch (error) {
        this.#log.warn({ err: error }, 'notifications: after-commit task failed');
      }
    }
    return result;
  }

  /**
   * Runs `task` once the {@link Notifier.transaction} `tx` has committed (never when it rolls back), e.g.
   * the SMTP delivery of a mail queued in it. A failure is logged, never thrown into the committed work.
   */
  afterCommit(tx: Tx, task: () => Promise<void>): void {
    const queue = this.#afterCommit.get(tx);
    if (!queue) throw new TypeError('afterCommit: open the transaction with notifier.transaction()');
    queue.push(task);
  }

  /**
   * Writes a notification for `userId`. In a transaction of {@link Notifier.transaction} it is pushed
   * after the commit; on the plain database (already committed) at once. Any other transaction handle
   * is refused: its commit cannot be observed, and pushing before it would announce what may roll back.
   */
  async notify(db: DbOrTx, userId: string, notification: NewNotification): Promise<Notification> {
    const queue = db instanceof PgTransaction ? this.#pending.get(db as Tx) : undefined;
    if (db instanceof PgTransaction && !queue) {
      throw new TypeError('notify: open the transaction with notifier.transaction()');
    }
    const row = await insertNotification(db, userId, notification);
    if (queue) queue.push(row);
    else await this.#push([row]);
    return toNotification(row);
  }

  /**
   * A notification row a SQL function wrote in `tx` (e.g. order_place_wallet): pushed after the
   * commit exactly like one written by {@link Notifier.notify}. Only in a {@link Notifier.transaction}.
   */
  written(tx: Tx, row: NotificationRow): Notification {
    const queue = this.#pending.get(tx);
    if (!queue) throw new TypeError('written: open the transaction with notifier.transaction()');
    queue.push(row);
    return toNotification(row);
  }

  /**
   * A notification row a statement wrote that was its own transaction (already committed, e.g. the
   * wallet purchase's single statement): pushed now.
   */
  async pushCommitted(row: NotificationRow): Promise<Notification> {
    await this.#push([row]);
    return toNotification(row);
  }

  /**
   * Sends the unread count alone, e.g. after the user read some (other tabs update their bell); counted
   * where a bell is open when `total` is not given.
   */
  async pushTotal(userId: string, total?: number): Promise<void> {
    const broker = this.#broker();
    if (!broker) return;
    try {
      if (total === undefined)
        await broker.publish(
          userId,
          NOTIFICATIONS_DESTINATION_SUFFIX,
          {},
          { complete: UNREAD_TOTAL_COMPLETION },
        );
      else await broker.publish(userId, NOTIFICATIONS_DESTINATION_SUFFIX, { total });
    } catch (error) {
      this.#log.warn({ err: error, userId }, 'notifications: total push failed');
    }
  }

  /**
   * After commit: one `{ items: [n], total }` per notification, the total added where it is delivered
   * ({@link UNREAD_TOTAL_COMPLETION}). Never throws into the committed request.
   */
  async #push(rows: NotificationRow[]): Promise<void> {
    const broker = this.#broker();
    if (!broker || rows.length === 0) return;
    for (const row of rows) {
      try {
        await broker.publish(
          row.userId,
          NOTIFICATIONS_DESTINATION_SUFFIX,
          { items: [toNotification(row)] },
          { complete: UNREAD_TOTAL_COMPLETION },
        );
      } catch (error) {
        this.#log.warn({ err: error, notificationId: row.id }, 'notifications: push failed');
      }
    }
  }
}
