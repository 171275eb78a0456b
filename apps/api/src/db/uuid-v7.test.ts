import { describe, expect, it } from 'vitest';
import { uuidV7 } from './uuid-v7';

describe('uuidV7', () => {
  it('carries the time and the version, and ids of one millisecond sort in the order they were made', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 0, 123);
    const made = Array.from({ length: 1000 }, () => uuidV7(now));
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
    for (const id of made) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
    }
  });

  it('ids of later milliseconds sort after, and an earlier time keeps its own timestamp', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 0, 500);
    const a = uuidV7(now);
    const b = uuidV7(now + 1);
    const earlier = uuidV7(now - 60_000);
    expect(a < b).toBe(true);
    expect(Number.parseInt(earlier.replace(/-/g, '').slice(0, 12), 16)).toBe(now - 60_000);
  });
});
