import { describe, expect, it } from 'vitest';
import { formatDeliveryTime } from '../delivery-time-badge/delivery-time-badge';
import { niceMax } from './chart';

describe('niceMax', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(352990)).toBe(500000);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(2400)).toBe(2500);
    expect(niceMax(1000)).toBe(1000);
    expect(niceMax(0)).toBe(1);
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
