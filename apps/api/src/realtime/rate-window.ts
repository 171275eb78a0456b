/**
 * Counts events per key in fixed windows (all keys share one window, cleared as a whole when it
 * ends), so memory is what the current window saw. Past `maxKeys` distinct keys a new key counts as
 * over the limit: a flood from many addresses is refused rather than allowed to grow the table.
 */
export class FixedWindowCounter {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  readonly #counts = new Map<string, number>();
  #windowStart = Number.NEGATIVE_INFINITY;

  constructor(options: { max: number; windowMs: number; maxKeys?: number; now?: () => number }) {
    this.#max = options.max;
    this.#windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? 100_000;
    this.#now = options.now ?? Date.now;
  }

  /** Counts one event of `key`; false when that makes it more than `max` in this window. */
  hit(key: string): boolean {
    this.#roll();
    const count = this.#counts.get(key);
    if (count === undefined && this.#counts.size >= this.#maxKeys) return false;
    const next = (count ?? 0) + 1;
    this.#counts.set(key, next);
    return next <= this.#max;
  }

  /** Whether `key` has used up this window (the next hit would be refused); counts nothing. */
  exhausted(key: string): boolean {
    this.#roll();
    const count = this.#counts.get(key);
    if (count === undefined) return this.#counts.size >= this.#maxKeys;
    return count >= this.#max;
  }

  #roll(): void {
    const now = this.#now();
    if (now - this.#windowStart < this.#windowMs) return;
    this.#windowStart = now;
    this.#counts.clear();
  }
}
