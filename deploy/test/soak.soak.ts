import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/database';
import { ledgerInvariantViolations } from '../../apps/api/src/ledger/ledger.test-support';
// Types only: the api tests' provided context, which the ledger's test support reads (not used here).
import type {} from '../../apps/api/test/global-setup';
import { BUYER, loadTarget, SELLER, signIn } from './api';
import { type Deployment, deploymentRunnable, startDeployment } from './harness';
import { Tab } from './load';
import { memoryTrend, type SoakSite, sampleMemory, sitemapPaths, soak } from './soak';

/**
 * Load and soak (issue "Run it in production", point 6): the tested deployment (nginx, two API
 * processes, PostgreSQL, Redis) under a fixed rate of mixed traffic for SOAK_SECONDS (default 300)
 * at SOAK_RATE requests a second (default 25), with browser tabs holding their notification sockets
 * the whole time. Prints p50/p99 per kind of request and each node's memory trend; fails on any
 * failed request, on arrivals the site fell behind on, on memory that grows, and on a ledger that
 * does not balance. `pnpm test:soak` (after `pnpm build:apps`); not part of the test command: it
 * takes minutes by design.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const RATE = Number(process.env.SOAK_RATE ?? 25);
/** Memory before this is not judged: caches fill and code is optimised in the first minute. */
const WARMUP_SECONDS = Math.min(60, SECONDS / 4);

const runnable = await deploymentRunnable();
let deployment: Deployment;

describe.runIf(runnable)('load and soak through nginx', () => {
  beforeAll(async () => {
    deployment = await startDeployment();
  });
  afterAll(async () => {
    await deployment?.stop();
  });

  it(
    `${RATE} requests a second of mixed traffic for ${SECONDS} s: no failure, p50/p99 printed, memory flat`,
    async () => {
      const buyer = await signIn(deployment.url, BUYER);
      const seller = await signIn(deployment.url, SELLER);
      const paths = await sitemapPaths(deployment.url);
      const site: SoakSite = {
        buyer,
        seller,
        target: await loadTarget(deployment.url, buyer),
        markets: paths.filter((path) => /^\/games\/[^/]+\/[^/]+\/$/.test(path)),
        games: paths.filter((path) => /^\/games\/[^/]+\/$/.test(path)),
        offers: paths.flatMap((path) => /^\/offers\/([^/]+)\/$/.exec(path)?.[1] ?? []),
      };
      expect(site.markets.length).toBeGreaterThan(0);
      expect(site.offers.length).toBeGreaterThan(0);

      const tabs = [buyer, buyer, seller, seller].map((account) => new Tab(deployment.url, account));
      for (const tab of tabs) await tab.connect();
      const nodes = Object.values(deployment.nodes);
      const memory = sampleMemory(nodes, deployment.metricsToken, 5_000);
      let report: Awaited<ReturnType<typeof soak>>;
      try {
        report = await soak(deployment.url, site, {
          ratePerSecond: RATE,
          durationMs: SECONDS * 1000,
          maxInFlight: RATE * 10,
        });
      } finally {
        memory.stop();
      }
      const trends = Object.fromEntries(
        nodes.map((node) => [
          node.name,
          memoryTrend(memory.samples.get(node.name) ?? [], { warmupSeconds: WARMUP_SECONDS }),
        ]),
      );

      const db = new pg.Client({ connectionString: deployment.databaseUrl });
      await db.connect();
      const ledgerDb = await openDatabase({ kind: 'postgres', url: deployment.databaseUrl });
      let violations: unknown[];
      try {
        violations = await ledgerInvariantViolations(ledgerDb.db);
      } finally {
        await db.end();
        await ledgerDb.close();
      }
      const { failures, ...counts } = report;
      process.stdout.write(
        `\nload and soak: ${RATE}/s for ${SECONDS} s through nginx, two nodes\n${JSON.stringify(
          {
            ...counts,
            memory: trends,
            tabs: tabs.map((tab) => ({
              status: tab.status,
              pushed: tab.pushed.length,
              reconnects: tab.snapshots - 1,
            })),
          },
          null,
          2,
        )}\n`,
      );
      if (failures.length > 0) {
        process.stdout.write(`failed requests:\n  ${failures.join('\n  ')}\n`);
        // What the nodes logged about them (each 5xx is logged with its request id).
        const ids = failures.flatMap((failure) => /"requestId":"([^"]+)"/.exec(failure)?.[1] ?? []);
        for (const node of nodes) {
          const lines = node.log.join('').split('\n');
          const logged = lines.filter((line) => ids.some((id) => line.includes(id))).slice(0, 5);
          if (logged.length > 0) process.stdout.write(`node ${node.name}:\n${logged.join('\n')}\n`);
        }
      }

      expect(failures).toEqual([]);
      expect(report.all.errors).toBe(0);
      expect(report.dropped).toBe(0);
      // The site kept up: what was sent is the rate asked for (a slower run means the arrivals waited).
      expect(report.rate).toBeGreaterThanOrEqual(RATE * 0.95);
      expect(report.purchases.wallet + report.purchases.card).toBeGreaterThan(0);
      for (const [name, trend] of Object.entries(trends))
        expect({ name, flat: trend.flat }).toEqual({ name, flat: true });
      expect(violations).toEqual([]);
      // The sockets held through the run, none shown a notification twice.
      for (const tab of tabs) {
        expect(tab.status).toBe('connected');
        expect(tab.duplicates()).toEqual([]);
        await tab.disconnect();
      }
    },
    (SECONDS + 240) * 1000,
  );
});
