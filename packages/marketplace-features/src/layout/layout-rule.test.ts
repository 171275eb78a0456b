import { describe, expect, it } from 'vitest';
import { usesBareLayout } from './layout-rule';

describe('usesBareLayout (spec §2)', () => {
  it.each([
    '/profile/dashboard/',
    '/profile/orders/',
    '/admin/',
    '/order/123/',
    '/0VKSAD/',
    '/profile',
    '/checkout/order/9/',
  ])('%s uses the bare layout', (path) => {
    expect(usesBareLayout(path)).toBe(true);
  });

  it.each([
    '/',
    '/login/',
    '/games/world-of-warcraft/gold/',
    '/legal/terms/',
    '/profiles/',
    '/orders/',
    '/0vksad/',
  ])('%s uses the main layout', (path) => {
    expect(usesBareLayout(path)).toBe(false);
  });
});
