import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/database';
import { ledgerInvariantViolations } from '../../apps/api/src/ledger/ledger.test-support';
import { ObservedClient } from '../../apps/api/src/realtime/test-support/realtime-server';
// Types only: the api tests' provided context, which the ledger's test support reads (not used here).
import type {} from '../../apps/api/test/global-setup';
import {
  type Account,
  auth,
  BUYER,
  demoOffer,
  json,
  loadTarget as loadTargetVia,
  metric as metricOf,
  SELLER,
  signIn,
} from './api';
import { type ApiNode, type Deployment, deploymentRunnable, type NodeName, startDeployment } from './harness';
import { Load, type LoadCounts, Tab } from './load';

/**
 * The deployment recipe (deploy/), tested: nginx in front of two API processes on one PostgreSQL
 * database and one Redis, each part a real process on a loopback port (harness.ts).
 */
const runnable = await deploymentRunnable();
let deployment: Deployment;

/** A wallet purchase of one unit of the demo seller's offer, through `base`. */
async function buyOne(base: string, buyerToken: string) {
  const offer = await demoOffer(base);
  const summary = await json<{ unitPrice: string; currency: string }>(
    await fetch(`${base}/api/v1/orders/summary?offerId=${offer.id}&quantity=1`, {
      headers: auth(buyerToken),
    }),
  );
  const response = await fetch(`${base}/api/v1/orders`, {
    method: 'POST',
    headers: {
      ...auth(buyerToken),
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      offerId: offer.id,
      quantity: 1,
      paymentMethod: 'wallet',
      unitPrice: summary.unitPrice,
      currency: summary.currency,
    }),
  });
  const body = await json<{ order: { id: string; status: string } }>(response);
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.order;
}

describe.runIf(runnable)('two API processes behind nginx', () => {
  let buyer: Account;
  let seller: Account;

  beforeAll(async () => {
    deployment = await startDeployment();
    buyer = await signIn(deployment.url, BUYER);
    seller = await signIn(deployment.url, SELLER);
  });
  afterAll(async () => {
    await deployment?.stop();
  });

  it('serves the site through nginx: pages from the nodes, hashed assets from the build, precompressed', async () => {
    const home = await fetch(`${deployment.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const file = await fetch(`${deployment.url}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-encoding')).toBe('br');
    const ready = await json<{ redis?: string }>(await fetch(`${deployment.url}/readyz`));
    expect(ready.redis).toBe('up');
  });

  it('a purchase through nginx is the same order on both nodes', async () => {
    const order = await buyOne(deployment.url, buyer.token);
    for (const node of Object.values(deployment.nodes)) {
      const seen = await json<{ id: string; status: string }>(
        await fetch(`${node.url}/api/v1/orders/${order.id}`, { headers: auth(buyer.token) }),
      );
      expect(seen).toMatchObject({ id: order.id, status: 'pending' });
    }
  });

  it('a notification published on node A reaches a socket held on node B', async () => {
    const socket = new ObservedClient(deployment.nodes.b.url, { token: seller.token }).start();
    try {
      await vi.waitFor(() => expect(socket.client.connected).toBe(true), { timeout: 15_000 });
      socket.subscribe(`/socket/${seller.userId}/notifications`);
      await vi.waitFor(
        () =>
          expect({
            errors: socket.errors.map((frame) => frame.headers.message ?? frame.body),
            messages: socket.messages.length,
          }).toEqual({ errors: [], messages: 1 }),
        { timeout: 15_000 },
      );
      const before = socket.messages.length;
      const order = await buyOne(deployment.nodes.a.url, buyer.token);
      await vi.waitFor(
        () => {
          const pushed = socket.messages
            .slice(before)
            .flatMap(
              (message) =>
                (JSON.parse(message.body) as { items?: Array<{ link?: string | null }> }).items ?? [],
            );
          expect(pushed.some((item) => item.link?.includes(order.id))).toBe(true);
        },
        { timeout: 15_000 },
      );
    } finally {
      await socket.stop();
    }
  });

  it('due jobs run exactly once across both nodes', async () => {
    const orders = [];
    for (let i = 0; i < 6; i += 1) orders.push(await buyOne(deployment.url, buyer.token));
    const ids = orders.map((order) => order.id);
    const db = new pg.Client({ connectionString: deployment.databaseUrl });
    await db.connect();
    try {
      // Their automatic release is due now: both nodes' workers poll every 200 ms.
      await db.query('begin');
      await db.query('update orders set release_at = now() where id = any($1::uuid[])', [ids]);
      await db.query(
        `update jobs set run_at = now() where kind = 'order.auto_release' and subject = any($1::text[])`,
        [ids],
      );
      await db.query('commit');
      await vi.waitFor(
        async () => {
          const { rows } = await db.query(
            `select count(*)::int as n from orders where id = any($1) and status = 'completed'`,
            [ids],
          );
          expect(rows[0].n).toBe(ids.length);
        },
        { timeout: 30_000, interval: 250 },
      );
      // Each order's two escrow legs were posted once, and the seller was told once per order.
      const posts = await db.query(
        `select t.pending_id, count(*)::int as n from ledger_transfers t join ledger_transfers p on p.id = t.pending_id
          where t.kind = 'post_pending' and p.order_id = any($1) group by t.pending_id`,
        [ids],
      );
      expect(posts.rows).toHaveLength(ids.length * 2);
      expect(posts.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      const jobs = await db.query(
        `select attempts from jobs where kind = 'order.auto_release' and subject = any($1) and done_at is not null`,
        [ids],
      );
      expect(jobs.rows).toHaveLength(ids.length);
      expect(jobs.rows.every((row: { attempts: number }) => row.attempts === 1)).toBe(true);
    } finally {
      await db.end();
    }
  });

  // ---- Resilience: kill -9 and a rolling restart under load (issue "Run it in production") ----

  const loadTarget = () => loadTargetVia(deployment.url, buyer);

  /** Browser tabs of each account, connected through nginx, their first catch-up done. */
  async function openTabs(accounts: Account[], perAccount: number) {
    const tabs = accounts.flatMap((account) =>
      Array.from({ length: perAccount }, () => ({ account, tab: new Tab(deployment.url, account) })),
    );
    for (const { tab } of tabs) await tab.connect();
    await vi.waitFor(
      () => {
        for (const { tab } of tabs)
          expect({ status: tab.status, snapshots: tab.snapshots > 0 }).toEqual({
            status: 'connected',
            snapshots: true,
          });
      },
      { timeout: 20_000, interval: 100 },
    );
    await Promise.all(tabs.map(({ tab }) => tab.settled()));
    return tabs;
  }

  const metric = (node: ApiNode, name: string, labels = '') =>
    metricOf(node, deployment.metricsToken, name, labels);

  /** Resolves once nginx sends the node requests of the load again (its failure was forgotten). */
  async function inRotation(name: NodeName) {
    const served = () =>
      metric(deployment.nodes[name], 'lootmarket_http_request_duration_seconds_count', 'route="/api/');
    const before = await served();
    await vi.waitFor(async () => expect(await served()).toBeGreaterThan(before + 5), {
      timeout: 30_000,
      interval: 200,
    });
  }

  async function waitForProgress(load: Load, requests: number) {
    const target = load.progress + requests;
    await vi.waitFor(() => expect(load.progress).toBeGreaterThanOrEqual(target), {
      timeout: 60_000,
      interval: 50,
    });
  }

  /**
   * Everything the checks count after a run, from the database: the orders, chat messages and
   * notifications made since `since`, whether every order is whole (its escrow legs in the ledger) and
   * the ledger's invariants.
   */
  async function stored(since: Date, load: Load) {
    const db = new pg.Client({ connectionString: deployment.databaseUrl });
    await db.connect();
    const ledgerDb = await openDatabase({ kind: 'postgres', url: deployment.databaseUrl });
    try {
      const orders = await db.query<{ id: string; status: string; legs: number }>(
        `select o.id, o.status,
                (select count(*)::int from ledger_transfers t where t.order_id = o.id and t.kind = 'pending') as legs
           from orders o where o.buyer_id = $1 and o.created_at >= $2`,
        [buyer.userId, since],
      );
      const messages = await db.query<{ client_id: string; n: number }>(
        `select client_id, count(*)::int as n from chat_messages
          where conversation_id = $1 and created_at >= $2 group by client_id`,
        [load.target.conversationId, since],
      );
      const notifications = await db.query<{
        id: string;
        user_id: string;
        kind: string;
        link: string | null;
        created_at: Date;
      }>(
        `select id, user_id, kind, link, created_at from notifications
          where user_id = any($1::uuid[]) and created_at >= $2`,
        [[buyer.userId, seller.userId], since],
      );
      const balance = await db.query<{ debits: string; credits: string }>(
        `select sum(debits_posted + debits_pending)::text as debits,
                sum(credits_posted + credits_pending)::text as credits from ledger_accounts`,
      );
      return {
        orders: orders.rows,
        messages: messages.rows,
        notifications: notifications.rows,
        ledger: {
          debits: balance.rows[0]?.debits ?? '0',
          credits: balance.rows[0]?.credits ?? '0',
          violations: await ledgerInvariantViolations(ledgerDb.db),
        },
      };
    } finally {
      await db.end();
      await ledgerDb.close();
    }
  }

  /**
   * The checks both runs share, printed as counts: one order per purchase and each whole, one stored
   * chat message per clientId, one notification per order (seller) and per message (its recipient),
   * every tab showing every notification of its user with none shown twice, and a balanced ledger.
   * `lostWithNode`: notifications the killed node committed in its last moment may have had their push
   * die with it; those must still be in the bell's list (storage).
   */
  async function checkNothingLost(
    title: string,
    since: Date,
    load: Load,
    counts: LoadCounts,
    tabs: Array<{ account: Account; tab: Tab }>,
    lostWithNode: (createdAt: Date) => boolean = () => false,
  ) {
    // Pushes still on their way: each tab shows every stored notification, or the wait ends.
    let data = await stored(since, load);
    const expectedFor = (account: Account) =>
      data.notifications.filter((row) => row.user_id === account.userId);
    await vi
      .waitFor(
        async () => {
          data = await stored(since, load);
          for (const { account, tab } of tabs) {
            const shown = tab.shown();
            expect(expectedFor(account).filter((row) => !shown.has(row.id))).toEqual([]);
          }
        },
        { timeout: 10_000, interval: 250 },
      )
      .catch(() => undefined);
    // What a tab missed live must be in its bell's list (the user opens it): storage, not the push.
    const missedLive: string[] = [];
    for (const { account, tab } of tabs) {
      const shown = tab.shown();
      const missed = expectedFor(account).filter((row) => !shown.has(row.id));
      for (const row of missed) {
        if (!lostWithNode(row.created_at))
          missedLive.push(`${row.kind} ${row.id} (${row.created_at.toISOString()})`);
      }
      if (missed.length > 0) await tab.catchUp();
    }

    const sellerOrderNotices = data.notifications.filter(
      (row) => row.user_id === seller.userId && load.orderIds.some((id) => row.link?.includes(id)),
    );
    const noticesPerOrder = new Map<string, number>();
    for (const row of sellerOrderNotices) {
      const id = load.orderIds.find((orderId) => row.link?.includes(orderId)) ?? '';
      noticesPerOrder.set(id, (noticesPerOrder.get(id) ?? 0) + 1);
    }
    const messagesBy = (account: Account) =>
      [...load.messagesBy.entries()].filter(([, sender]) => sender === account.userId).length;
    const received = (account: Account) =>
      data.notifications.filter((row) => row.user_id === account.userId && row.kind === 'message_received')
        .length;
    const pushedTotal = tabs.reduce((total, { tab }) => total + tab.pushed.length, 0);
    // Sent to the tabs (each tab of a user is owed every notification of that user) and shown by them.
    const owed = tabs.reduce((total, { account }) => total + expectedFor(account).length, 0);
    const shownByTabs = tabs.reduce((total, { account, tab }) => {
      const shown = tab.shown();
      return total + expectedFor(account).filter((row) => shown.has(row.id)).length;
    }, 0);
    const summary = {
      requests: counts.requests,
      failures: counts.failures.length,
      purchases: counts.purchases,
      orders: data.orders.length,
      chatMessages: counts.chatMessages,
      storedMessages: data.messages.length,
      notificationsStored: data.notifications.length,
      notificationsOwedToTabs: owed,
      notificationsShownByTabs: shownByTabs,
      notificationsPushed: pushedTotal,
      tabsReconnected: tabs.filter(({ tab }) => tab.snapshots > 1).length,
      missedLive: missedLive.length,
      ledger: `${data.ledger.debits} debits = ${data.ledger.credits} credits`,
    };
    // The run's counts, printed whatever the outcome (vitest shows a test's standard output).
    process.stdout.write(`\n${title}\n${JSON.stringify(summary, null, 2)}\n`);
    if (counts.failures.length > 0)
      process.stdout.write(`failed requests:\n  ${counts.failures.slice(0, 20).join('\n  ')}\n`);

    // One order per purchase, each whole: pending escrow with both legs (seller's net and the fee).
    expect(new Set(load.orderIds).size).toBe(load.orderIds.length);
    expect(data.orders.map((order) => order.id).sort()).toEqual([...load.orderIds].sort());
    expect(data.orders.filter((order) => order.status !== 'pending' || order.legs < 1)).toEqual([]);
    // One stored message per clientId, and one per message sent.
    expect(data.messages.filter((row) => row.n !== 1)).toEqual([]);
    expect(data.messages.length).toBe(load.messages.size);
    // One notification per order for the seller, one per message for its recipient.
    expect(noticesPerOrder.size).toBe(load.orderIds.length);
    expect([...noticesPerOrder.values()].every((n) => n === 1)).toBe(true);
    expect(received(seller)).toBe(messagesBy(buyer));
    expect(received(buyer)).toBe(messagesBy(seller));
    // Every tab shows every notification of its user (live, or from storage after it reconnected), none twice.
    expect(missedLive).toEqual([]);
    for (const { account, tab } of tabs) {
      const shown = tab.shown();
      expect(
        expectedFor(account)
          .filter((row) => !shown.has(row.id))
          .map((row) => row.id),
      ).toEqual([]);
      expect(tab.duplicates()).toEqual([]);
    }
    // The ledger balances and agrees with its transfer log.
    expect(data.ledger.debits).toBe(data.ledger.credits);
    expect(data.ledger.violations).toEqual([]);
    return summary;
  }

  async function databaseNow() {
    const db = new pg.Client({ connectionString: deployment.databaseUrl });
    await db.connect();
    try {
      return (await db.query<{ now: Date }>('select now()')).rows[0]?.now ?? new Date();
    } finally {
      await db.end();
    }
  }

  it('kill -9 of a node under purchase and chat load: nginx moves the traffic, tabs reconnect, nothing is lost or doubled', async () => {
    const since = await databaseNow();
    const target = await loadTarget();
    const tabs = await openTabs([buyer, seller], 3);
    const load = new Load(deployment.url, buyer, seller, target).start({
      buyers: 2,
      chatters: 2,
      readers: 2,
      maxPurchases: Math.min(60, Math.floor(target.affordable / 2)),
      purchasePauseMs: 100,
    });
    try {
      await waitForProgress(load, 40);
      // The node holding more of the tabs' sockets dies, mid-request.
      const sockets = async (name: NodeName) =>
        metric(deployment.nodes[name], 'lootmarket_socket_sessions').catch(() => 0);
      const victim: NodeName = (await sockets('a')) >= (await sockets('b')) ? 'a' : 'b';
      const snapshotsBefore = tabs.map(({ tab }) => tab.snapshots);
      const killedAt = Date.now();
      await deployment.kill(victim);
      // The load goes on through the other node; every tab is connected again.
      await waitForProgress(load, 60);
      await vi.waitFor(
        () => {
          for (const { tab } of tabs) expect(tab.status).toBe('connected');
        },
        { timeout: 30_000, interval: 100 },
      );
      const reconnected = tabs.filter(({ tab }, index) => tab.snapshots > (snapshotsBefore[index] ?? 0));
      expect(reconnected.length).toBeGreaterThan(0);
      // The node comes back and takes its share again.
      await deployment.restart(victim);
      await inRotation(victim);
      await waitForProgress(load, 20);
      const counts = await load.stop();
      await Promise.all(tabs.map(({ tab }) => tab.settled()));
      // A notification committed by the dying node in its last instant may have lost its push with it.
      const window = (createdAt: Date) =>
        createdAt.getTime() >= killedAt - 2_000 && createdAt.getTime() <= killedAt + 500;
      const summary = await checkNothingLost(`kill -9 of node ${victim}`, since, load, counts, tabs, window);
      // Requests on the killed node that nginx may not send again (a POST without Idempotency-Key
      // that had reached it) failed, and their clients sent them again with the same clientId.
      expect(summary.purchases).toBeGreaterThan(0);
    } finally {
      await load.stop();
      for (const { tab } of tabs) await tab.disconnect();
    }
  }, 180_000);

  it('a rolling restart under steady load (SIGTERM, start, ready, then the other): zero failed requests', async () => {
    const since = await databaseNow();
    const target = await loadTarget();
    const tabs = await openTabs([buyer, seller], 2);
    const load = new Load(deployment.url, buyer, seller, target).start({
      buyers: 1,
      chatters: 2,
      readers: 3,
      maxPurchases: Math.min(60, target.affordable),
      purchasePauseMs: 300,
    });
    try {
      await waitForProgress(load, 30);
      for (const name of ['a', 'b'] as const) {
        const snapshots = tabs.map(({ tab }) => tab.snapshots);
        const held = await metric(deployment.nodes[name], 'lootmarket_socket_sessions');
        // SIGTERM: the node drains (src/http/drain.ts) and exits 0 by itself.
        expect(await deployment.terminate(name)).toBe(0);
        await waitForProgress(load, 20);
        await deployment.restart(name);
        await inRotation(name);
        await waitForProgress(load, 20);
        await vi.waitFor(
          () => {
            for (const { tab } of tabs) expect(tab.status).toBe('connected');
          },
          { timeout: 30_000, interval: 100 },
        );
        // The tabs the stopping node held were told to reconnect and did (a new snapshot each).
        const reconnected = tabs.filter(({ tab }, index) => tab.snapshots > (snapshots[index] ?? 0));
        expect(reconnected.length).toBeGreaterThanOrEqual(held > 0 ? 1 : 0);
      }
      const counts = await load.stop();
      await Promise.all(tabs.map(({ tab }) => tab.settled()));
      await checkNothingLost('rolling restart', since, load, counts, tabs);
      expect(counts.failures).toEqual([]);
      expect(counts.requests).toBeGreaterThan(100);
    } finally {
      await load.stop();
      for (const { tab } of tabs) await tab.disconnect();
    }
  }, 180_000);
});
