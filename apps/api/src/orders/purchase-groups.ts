/**
 * Groups concurrent requests so that one database statement can serve several (the purchase
 * budget: the fixed cost of a statement and of a commit is paid once per group, not once per purchase).
 *
 * Natural batching, no timer: a request that finds a free slot (fewer than `maxInFlight` groups under
 * way) starts at once, alone; requests that arrive while every slot is busy wait in the queue, and the
 * next free slot takes up to `maxGroup` of them, oldest first. So an idle service answers as fast as
 * before, and a busy one forms groups about as large as its concurrency.
 *
 * Two requests that share a key (the same buyer, the same offer) never go into the same group: the
 * later one stays queued for a following group, ahead of newer requests. That keeps every guard inside a
 * group about one request alone.
 */
export interface GroupOptions {
  /** Groups under way at once (database connections this takes at most). */
  maxInFlight: number;
  /** Requests in one group at most. */
  maxGroup: number;
}

export interface Grouped<T, R> {
  request: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export class RequestGroups<T, R> {
  readonly #queue: { entry: Grouped<T, R>; keys: readonly string[] }[] = [];
  #inFlight = 0;

  constructor(
    private readonly options: GroupOptions,
    private readonly keysOf: (request: T) => readonly string[],
    /** Runs one group; must settle every entry it is given (resolve or reject), and never throw. */
    private readonly runGroup: (group: Grouped<T, R>[]) => Promise<void>,
  ) {
    if (!(options.maxInFlight >= 1 && options.maxGroup >= 1)) {
      throw new RangeError('RequestGroups: maxInFlight and maxGroup must be at least 1');
    }
  }

  /** Requests waiting for a slot (for tests and metrics). */
  get queued(): number {
    return this.#queue.length;
  }

  submit(request: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ entry: { request, resolve, reject }, keys: this.keysOf(request) });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#inFlight < this.options.maxInFlight && this.#queue.length > 0) {
      const group = this.#take();
      this.#inFlight += 1;
      void this.#run(group);
    }
  }

  /** The oldest requests whose keys are all new to the group, up to maxGroup; the rest keep their places. */
  #take(): Grouped<T, R>[] {
    const taken: Grouped<T, R>[] = [];
    const seen = new Set<string>();
    let index = 0;
    while (index < this.#queue.length && taken.length < this.options.maxGroup) {
      const candidate = this.#queue[index] as { entry: Grouped<T, R>; keys: readonly string[] };
      if (candidate.keys.some((key) => seen.has(key))) {
        index += 1;
        continue;
      }
      for (const key of candidate.keys) seen.add(key);
      taken.push(candidate.entry);
      this.#queue.splice(index, 1);
    }
    return taken;
  }

  async #run(group: Grouped<T, R>[]): Promise<void> {
    try {
      await this.runGroup(group);
    } catch (error) {
      // runGroup settles its entries; an escaped error must still answer every caller.
      for (const entry of group) entry.reject(error);
    } finally {
      this.#inFlight -= 1;
      this.#dispatch();
    }
  }
}
