import { describe, expect, it } from 'vitest';
import { type MemorySample, memoryTrend, percentile, slope } from './soak';

// The soak run's judgement (soak.ts), on known data: a wrong percentile or trend would pass a leak.
const MiB = 1024 * 1024;

describe('the soak run’s statistics', () => {
  it('percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('a least-squares slope', () => {
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 5 + 2 * x })))).toBeCloseTo(2);
    expect(slope([{ x: 1, y: 3 }])).toBe(0);
  });

  /** A heap with the collector's saw-tooth (±20 MiB) around a line rising `perMinuteMiB`. */
  const heap = (perMinuteMiB: number, seconds = 300): MemorySample[] =>
    Array.from({ length: seconds / 5 + 1 }, (_, i) => {
      const at = i * 5;
      const sawTooth = ((i % 6) - 2.5) * 8 * MiB;
      const heapUsed = 80 * MiB + sawTooth + (perMinuteMiB * MiB * at) / 60;
      return { at, heapUsed, rss: heapUsed + 60 * MiB };
    });

  it('flat memory under the garbage collector’s saw-tooth passes', () => {
    const trend = memoryTrend(heap(0), { warmupSeconds: 60 });
    expect(trend.flat).toBe(true);
    expect(Math.abs(trend.heapGrowthMiB)).toBeLessThan(4);
  });

  it('a steady rise of 8 MiB a minute (a leak) fails', () => {
    const trend = memoryTrend(heap(8), { warmupSeconds: 60 });
    expect(trend.flat).toBe(false);
    expect(trend.heapGrowthMiB).toBeGreaterThan(25);
  });

  it('the warm-up is not judged, and too few samples never pass', () => {
    const warmup = heap(0).map((sample) =>
      sample.at < 60 ? { ...sample, heapUsed: sample.heapUsed * (sample.at / 60) } : sample,
    );
    expect(memoryTrend(warmup, { warmupSeconds: 60 }).flat).toBe(true);
    expect(memoryTrend(heap(0, 30), { warmupSeconds: 0 }).flat).toBe(false);
  });
});
