import type { MarketQuery } from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market search's answer cache; every write that may change what the market shows clears it. */
    marketCache: MarketCache;
  }
}

/**
 * Answers of the market search, serialized, kept a moment: a busy category is asked the same few
 * questions (first page, price order) many times a second, and each answer costs two queries. Writes
 * to offers through this process clear it (the offers plugin's, and the back office's: take-downs,
 * bans, hidden games); other nodes' writes show after at most TTL_MS, the same freshness browsers
 * already accept (Cache-Control max-age=5).
 */
export class MarketCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly ttlMs = 2000,
    private readonly maxEntries = 1000,
  ) {}

  static key(gameSlug: string, category: string, query: MarketQuery): string {
    return [
      gameSlug,
      category,
      query.server ?? '',
      query.product?.toLowerCase() ?? '',
      query.delivery ?? '',
      query.inStock ? '1' : '',
      query.sort,
      query.page,
      query.pageSize,
    ].join('\u0000');
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Clears the market's answer cache after every successful write of this plugin's routes (a seller's
 * offer, a take-down, a ban, a hidden game may change what the market shows). Called by each plugin
 * whose writes do: offers, the catalog, the back office's users.
 */
export function clearMarketCacheAfterWrites(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      app.marketCache.clear();
  });
}

/** One cache per process, shared by the offers plugin (reads, its writes) and the back office (writes). */
export const marketCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('marketCache', new MarketCache());
  },
  { name: 'market-cache' },
);
