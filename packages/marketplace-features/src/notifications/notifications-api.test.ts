import { describe, expect, it } from 'vitest';
import { sinceOf } from './notifications-api';

describe('the panel time filters', () => {
  // A local afternoon; the instants are local-time boundaries sent as UTC ISO strings.
  const now = new Date(2026, 10, 21, 15, 30, 0);

  it('"new" has no time bound (it means unread)', () => {
    expect(sinceOf('new', now)).toBeNull();
  });

  it('"today" starts at local midnight', () => {
    expect(sinceOf('today', now)).toBe(new Date(2026, 10, 21, 0, 0, 0).toISOString());
  });

  it('"week" is the last seven days and "month" the last calendar month, to the minute', () => {
    expect(sinceOf('week', now)).toBe(new Date(2026, 10, 14, 15, 30, 0).toISOString());
    expect(sinceOf('month', now)).toBe(new Date(2026, 9, 21, 15, 30, 0).toISOString());
  });
});
