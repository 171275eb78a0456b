import { mulberry32, pickOne } from '../../apps/api/src/seed/data/random';
import { type Account, auth, type LoadTarget, metric } from './api';
import type { ApiNode } from './harness';

/**
 * The load and soak run (`pnpm test:soak`): requests arrive at a fixed rate whatever the answers take
 * (an open model, as real visitors do: a slow server does not slow the arrivals down), in a fixed mix
 * of what visitors and traders do, for minutes; every answer's time and status is kept, and each node's
 * memory is read from its metrics as the run goes.
 */

/** One request of the mix. `expected`: the statuses that count as served. */
interface Planned {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  expected: readonly number[];
}

/** A kind of request of the mix and its share (weights are relative). */
interface Kind {
  name: string;
  weight: number;
  next: (turn: number) => Planned;
}

/** What the run sends to: the site's pages found in its sitemaps, and what the buyer buys. */
export interface SoakSite {
  buyer: Account;
  seller: Account;
  target: LoadTarget;
  /** Site paths of market pages (`/games/{game}/{category}/`), from the sitemap. */
  markets: string[];
  /** Site paths of game pages. */
  games: string[];
  /** Offer ids on sale, from the sitemap. */
  offers: string[];
}

export interface SoakShape {
  ratePerSecond: number;
  durationMs: number;
  /** Requests allowed to wait for their answers at once; an arrival past it is counted as `dropped`. */
  maxInFlight: number;
}

/** Times of one kind (or of all), in milliseconds. */
export interface LatencySummary {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface SoakReport {
  seconds: number;
  sent: number;
  /** Arrivals not sent because `maxInFlight` requests were already waiting: the site fell behind. */
  dropped: number;
  /** Requests per second sent while the arrivals lasted (at least the run's length). */
  rate: number;
  all: LatencySummary;
  byKind: Record<string, LatencySummary>;
  /** The first failures, with what they were. */
  failures: string[];
  purchases: { wallet: number; card: number };
  chatMessages: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

function summarize(times: number[], errors: number): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: times.length,
    errors,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** Every `<loc>` of the site's sitemaps, as site paths. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths: string[] = [];
  for (const file of locs(index)) {
    const xml = await (await fetch(`${base}${new URL(file).pathname}`)).text();
    for (const loc of locs(xml)) paths.push(new URL(loc).pathname);
  }
  return paths;
}

const MARKET_SORTS = ['price_asc', 'price_desc', 'rating', 'delivery'] as const;
const PRODUCT_WORDS = ['gold', 'account', 'boost', 'key', 'rare', 'mount', 'coins', 'level'];

/**
 * The mix, per 100 arrivals: what visitors read (pages as HTML, the API calls the pages make, game
 * and product searches), what signed-in traders do (notifications, wallet, orders, chat) and
 * purchases: by wallet while the buyer's wallet pays (`target.affordable`), then card checkouts
 * (each a payment waiting at the sandbox provider, which its expiry job ends later).
 */
function mix(site: SoakSite, pick: () => number): Kind[] {
  const any = <T>(list: readonly T[]): T => pickOne(pick, list);
  const marketApi = (page: string, query: Record<string, string>) =>
    `/api/v1${page.replace(/\/$/, '')}/offers?${new URLSearchParams(query)}`;
  const gameNames = site.games.map((page) => page.split('/')[2] ?? '').filter(Boolean);
  let walletPurchases = 0;
  const order = (paymentMethod: 'wallet' | 'card'): Planned => ({
    method: 'POST',
    path: '/api/v1/orders',
    headers: { ...auth(site.buyer.token), 'idempotency-key': crypto.randomUUID() },
    body: {
      offerId: site.target.offerId,
      quantity: 1,
      paymentMethod,
      unitPrice: site.target.unitPrice,
      currency: site.target.currency,
    },
    expected: [201],
  });
  const page = (path: string): Planned => ({ method: 'GET', path, expected: [200] });
  const signedIn = (account: Account, path: string): Planned => ({
    method: 'GET',
    path,
    headers: auth(account.token),
    expected: [200],
  });
  return [
    { name: 'home page', weight: 6, next: () => page('/') },
    { name: 'game page', weight: 5, next: () => page(any(site.games)) },
    { name: 'market page', weight: 7, next: () => page(any(site.markets)) },
    { name: 'offer page', weight: 8, next: () => page(`/offers/${any(site.offers)}/`) },
    {
      name: 'market API',
      weight: 20,
      next: () =>
        page(
          marketApi(any(site.markets), {
            sort: any(MARKET_SORTS),
            page: String(1 + Math.floor(pick() * 2)),
            ...(pick() < 0.3 ? { inStock: 'true' } : {}),
          }),
        ),
    },
    { name: 'offer API', weight: 12, next: () => page(`/api/v1/offers/${any(site.offers)}`) },
    {
      name: 'game search',
      weight: 10,
      next: () => {
        const name = any(gameNames);
        return page(
          `/api/v1/games/search?${new URLSearchParams({ q: name.slice(0, 2 + (name.length % 4)) })}`,
        );
      },
    },
    {
      name: 'product search',
      weight: 5,
      next: () => page(marketApi(any(site.markets), { product: any(PRODUCT_WORDS) })),
    },
    { name: 'games list', weight: 3, next: () => page('/api/v1/games') },
    {
      name: 'notifications',
      weight: 6,
      next: (turn) => signedIn(turn % 2 ? site.buyer : site.seller, '/api/v1/notifications?unread=true'),
    },
    { name: 'wallet', weight: 3, next: () => signedIn(site.buyer, '/api/v1/wallets') },
    { name: 'my orders', weight: 3, next: () => signedIn(site.buyer, '/api/v1/orders?role=buyer') },
    {
      name: 'chat message',
      weight: 8,
      next: (turn) => ({
        method: 'POST',
        path: `/api/v1/chat/conversations/${site.target.conversationId}/messages`,
        headers: auth((turn % 2 ? site.buyer : site.seller).token),
        body: { body: `soak ${turn}`, clientId: crypto.randomUUID() },
        expected: [201],
      }),
    },
    {
      name: 'purchase',
      weight: 4,
      next: () => {
        if (walletPurchases >= site.target.affordable) return order('card');
        walletPurchases += 1;
        return order('wallet');
      },
    },
  ];
}

/** Sends the mix at `ratePerSecond` for `durationMs`; resolves with the report once every answer is in. */
export async function soak(base: string, site: SoakSite, shape: SoakShape, seed = 1): Promise<SoakReport> {
  // The demo data's seeded generator: the same run sends the same mix in the same order.
  const pick = mulberry32(seed);
  const kinds = mix(site, pick);
  // The arrivals' kinds: each kind `weight` times per round, in a seeded order.
  const round = kinds.flatMap((kind, index) => Array.from({ length: kind.weight }, () => index));
  for (let i = round.length - 1; i > 0; i -= 1) {
    const j = Math.floor(pick() * (i + 1));
    [round[i], round[j]] = [round[j] as number, round[i] as number];
  }
  const times = new Map<string, number[]>(kinds.map((kind) => [kind.name, []]));
  const errors = new Map<string, number>(kinds.map((kind) => [kind.name, 0]));
  const failures: string[] = [];
  const purchases = { wallet: 0, card: 0 };
  let chatMessages = 0;
  let inFlight = 0;
  let sent = 0;
  let dropped = 0;
  const answers: Promise<void>[] = [];

  const send = async (kind: Kind, planned: Planned) => {
    const started = performance.now();
    let outcome: string | null = null;
    try {
      const response = await fetch(`${base}${planned.path}`, {
        method: planned.method,
        headers: {
          ...planned.headers,
          ...(planned.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: planned.body === undefined ? undefined : JSON.stringify(planned.body),
      });
      const text = await response.text();
      if (!planned.expected.includes(response.status)) {
        outcome = `${planned.method} ${planned.path}: ${response.status} ${text.replace(/\s+/g, ' ').slice(0, 160)}`;
      } else if (kind.name === 'purchase') {
        const method = (planned.body as { paymentMethod: 'wallet' | 'card' }).paymentMethod;
        purchases[method] += 1;
      } else if (kind.name === 'chat message') chatMessages += 1;
    } catch (error) {
      outcome = `${planned.method} ${planned.path}: ${(error as Error).cause ?? error}`;
    }
    times.get(kind.name)?.push(performance.now() - started);
    if (outcome !== null) {
      errors.set(kind.name, (errors.get(kind.name) ?? 0) + 1);
      if (failures.length < 30) failures.push(outcome);
    }
  };

  const interval = 1000 / shape.ratePerSecond;
  const total = Math.floor((shape.durationMs / 1000) * shape.ratePerSecond);
  const started = performance.now();
  for (let turn = 0; turn < total; turn += 1) {
    // Arrival `turn` is due at started + turn × interval, however long the earlier answers took.
    const wait = started + turn * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight >= shape.maxInFlight) {
      dropped += 1;
      continue;
    }
    const kind = kinds[round[turn % round.length] as number] as Kind;
    inFlight += 1;
    sent += 1;
    answers.push(
      send(kind, kind.next(turn)).finally(() => {
        inFlight -= 1;
      }),
    );
  }
  // The rate is that of the arrivals (the first to the last), not counting the wait for the last answers.
  const sendingSeconds = (performance.now() - started) / 1000;
  await Promise.all(answers);
  const seconds = (performance.now() - started) / 1000;
  const byKind: Record<string, LatencySummary> = {};
  for (const kind of kinds)
    byKind[kind.name] = summarize(times.get(kind.name) ?? [], errors.get(kind.name) ?? 0);
  const errorTotal = [...errors.values()].reduce((sum, n) => sum + n, 0);
  return {
    seconds: Math.round(seconds),
    sent,
    dropped,
    rate: Math.round((sent / Math.max(sendingSeconds, shape.durationMs / 1000)) * 10) / 10,
    all: summarize([...times.values()].flat(), errorTotal),
    byKind,
    failures,
    purchases,
    chatMessages,
  };
}

/** One reading of a node's memory. */
export interface MemorySample {
  /** Seconds since the run began. */
  at: number;
  heapUsed: number;
  rss: number;
}

/** Reads each node's heap and resident memory from its metrics every `everyMs` until stopped. */
export function sampleMemory(
  nodes: readonly ApiNode[],
  metricsToken: string,
  everyMs: number,
): { samples: Map<string, MemorySample[]>; stop: () => void } {
  const samples = new Map<string, MemorySample[]>(nodes.map((node) => [node.name, []]));
  const started = performance.now();
  const read = async () => {
    const at = (performance.now() - started) / 1000;
    await Promise.all(
      nodes.map(async (node) => {
        const [heapUsed, rss] = await Promise.all([
          metric(node, metricsToken, 'lootmarket_nodejs_heap_size_used_bytes'),
          metric(node, metricsToken, 'lootmarket_process_resident_memory_bytes'),
        ]);
        samples.get(node.name)?.push({ at, heapUsed, rss });
      }),
    );
  };
  void read();
  const timer = setInterval(() => void read(), everyMs);
  return { samples, stop: () => clearInterval(timer) };
}

/** A least-squares line through (x, y): its slope, per unit of x. */
export function slope(points: ReadonlyArray<{ x: number; y: number }>): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

export interface MemoryTrend {
  samples: number;
  /** Mean heap in use after the warm-up, MiB. */
  meanHeapMiB: number;
  /** What the heap's trend line grows over the measured window, MiB (negative: it shrinks). */
  heapGrowthMiB: number;
  /** The same for the resident set. */
  rssGrowthMiB: number;
  /** The heap's growth allowed over the window: max(`floorMiB`, `share` of the mean heap). */
  allowedMiB: number;
  flat: boolean;
}

/**
 * Whether a node's memory stayed flat: the samples after `warmupSeconds` (caches filling, code
 * optimised), a least-squares line through the heap in use, and its rise over that window against an
 * allowance. A leak of even a few hundred bytes per request shows as a steady rise over minutes; the
 * garbage collector's saw-tooth does not tilt the line.
 */
export function memoryTrend(
  samples: readonly MemorySample[],
  { warmupSeconds, floorMiB = 16, share = 0.1 }: { warmupSeconds: number; floorMiB?: number; share?: number },
): MemoryTrend {
  const MiB = 1024 * 1024;
  const measured = samples.filter((sample) => sample.at >= warmupSeconds);
  const window = measured.length > 1 ? (measured.at(-1)?.at ?? 0) - (measured[0]?.at ?? 0) : 0;
  const meanHeap = measured.reduce((sum, sample) => sum + sample.heapUsed, 0) / Math.max(1, measured.length);
  const heapGrowth = slope(measured.map((sample) => ({ x: sample.at, y: sample.heapUsed }))) * window;
  const rssGrowth = slope(measured.map((sample) => ({ x: sample.at, y: sample.rss }))) * window;
  const allowed = Math.max(floorMiB * MiB, share * meanHeap);
  const round = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;
  return {
    samples: measured.length,
    meanHeapMiB: round(meanHeap),
    heapGrowthMiB: round(heapGrowth),
    rssGrowthMiB: round(rssGrowth),
    allowedMiB: round(allowed),
    flat: measured.length >= 10 && heapGrowth <= allowed,
  };
}
