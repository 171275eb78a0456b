import { describe, expect, it } from 'vitest';
import { formatDeliveryTime } from '../delivery-time-badge/delivery-time-badge';
import { labelStep, niceMax, showsLabel } from './chart';

describe('niceMax', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(352990)).toBe(500000);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(2400)).toBe(2500);
    expect(niceMax(1000)).toBe(1000);
    expect(niceMax(0)).toBe(1);
  });
});

describe('labelStep', () => {
  const days = (count: number) => Array.from({ length: count }, (_, index) => `Nov ${index + 1}`);

  it('draws every label when they fit and thins them as the periods grow', () => {
    expect(labelStep(days(6), 520)).toBe(1);
    expect(labelStep(days(1), 520)).toBe(1);
    expect(labelStep(days(30), 520)).toBe(4);
    expect(labelStep(days(90), 520)).toBe(10);
  });

  it('leaves each drawn label at least its own width apart', () => {
    for (const count of [7, 14, 30, 60, 90]) {
      const labels = days(count);
      const step = labelStep(labels, 520);
      const spacing = (520 / count) * step;
      expect(spacing).toBeGreaterThanOrEqual(6 * 7 + 12);
    }
  });

  it('always draws the newest period and counts back from it', () => {
    expect(showsLabel(29, 30, 4)).toBe(true);
    expect(showsLabel(25, 30, 4)).toBe(true);
    expect(showsLabel(26, 30, 4)).toBe(false);
    expect(showsLabel(0, 6, 1)).toBe(true);
  });
});

describe('formatDeliveryTime', () => {
  it('uses the largest whole unit of the spec delivery times', () => {
    expect(formatDeliveryTime(5)).toBe('5 minutes');
    expect(formatDeliveryTime(60)).toBe('1 hour');
    expect(formatDeliveryTime(720)).toBe('12 hours');
    expect(formatDeliveryTime(10080)).toBe('7 days');
    expect(formatDeliveryTime(2880, 'de')).toBe('2 Tage');
  });
});
