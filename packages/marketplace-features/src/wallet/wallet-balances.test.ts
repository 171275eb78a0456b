import { describe, expect, it } from 'vitest';
import { walletWithActivity } from './wallet-balances';

describe('walletWithActivity', () => {
  it('opens the wallet with the latest movement, not the first empty one', () => {
    expect(
      walletWithActivity([
        { currency: 'BTC', lastActivity: null },
        { currency: 'EUR', lastActivity: '2026-10-01T10:00:00Z' },
        { currency: 'USD', lastActivity: '2026-11-20T10:00:00Z' },
      ]),
    ).toBe('USD');
  });

  it('falls back to the first wallet without any activity, and to nothing without wallets', () => {
    expect(
      walletWithActivity([
        { currency: 'BTC', lastActivity: null },
        { currency: 'USD', lastActivity: null },
      ]),
    ).toBe('BTC');
    expect(walletWithActivity([])).toBeNull();
  });
});
