/** A seeded source of numbers in [0, 1): the demo catalog must come out identical on every run. */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [min, max], both ends included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickOne<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pickOne: empty list');
  return item;
}

export function pickWeighted<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  let total = 0;
  for (const item of items) total += Math.max(0, weightOf(item));
  let target = random() * total;
  for (const item of items) {
    target -= Math.max(0, weightOf(item));
    if (target < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new Error('pickWeighted: empty list');
  return last;
}

/** Up to `count` distinct items, in a random order. */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1);
    if (item !== undefined) chosen.push(item);
  }
  return chosen;
}
