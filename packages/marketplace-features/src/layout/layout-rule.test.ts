import { describe, expect, it } from 'vitest';
import { usesAccountShell, usesBareLayout } from './layout-rule';

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

describe('usesAccountShell (one account shell on every signed-in page)', () => {
  it.each([
    '/profile/dashboard/',
    '/profile/products/',
    '/profile/products/new/',
    '/profile/products/7/edit/',
    '/profile',
    '/order/123/',
    '/order/pay/9/',
    '/chat/',
    '/chat',
  ])('%s has the account shell', (path) => {
    expect(usesAccountShell(path)).toBe(true);
  });

  it.each(['/', '/login/', '/admin/', '/0VKSAD/', '/checkout/order/9/', '/chats/', '/orders/'])(
    '%s has no account shell',
    (path) => {
      expect(usesAccountShell(path)).toBe(false);
    },
  );
});
