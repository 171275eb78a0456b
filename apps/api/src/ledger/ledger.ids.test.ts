import { describe, expect, it } from 'vitest';
import { uuidV7 } from '../db/uuid-v7';
import { derivedTransferId, escrowHoldIds, escrowTransferIds } from './ledger.ids';

const VERSION = (id: string) => id[14];

describe('uuidV7', () => {
  it('is an RFC 9562 version 7 id whose first 48 bits are the milliseconds', () => {
    const at = Date.UTC(2026, 10, 21, 22, 30, 0, 123);
    const id = uuidV7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
    expect(uuidV7(at)).not.toBe(id);
  });

  it('stays well-formed and distinct across refills of its random pool (256 ids per refill)', () => {
    const at = 1_800_000_000_000;
    const ids = Array.from({ length: 2_000 }, () => uuidV7(at));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sorts by time as text, as the index sees it', () => {
    const ids = [0, 1, 2, 1_000, 86_400_000].map((offset) => uuidV7(1_800_000_000_000 + offset));
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('derivedTransferId', () => {
  it('is the same id for the same key, another for another key', () => {
    const order = uuidV7();
    expect(derivedTransferId('escrow-hold-net', order)).toBe(derivedTransferId('escrow-hold-net', order));
    const ids = Object.values(escrowTransferIds(order));
    expect(new Set(ids).size).toBe(6);
    expect(escrowHoldIds(order)).toEqual({
      holdNet: escrowTransferIds(order).holdNet,
      holdFee: escrowTransferIds(order).holdFee,
    });
  });

  it('keeps the name-based version 5 id of a key without a time-ordered subject (existing rows)', () => {
    // Pinned: orders placed before ids were time-ordered resolve their escrow by these very ids.
    const v4 = derivedTransferId('escrow-hold-net', '3f2b8c1e-5d6a-4b7c-9e8f-0a1b2c3d4e5f');
    expect(VERSION(v4)).toBe('5');
    expect(v4).toBe('e00bfa5b-7192-5f09-b855-993329ba52a7');
  });

  it("takes a time-ordered subject's timestamp in front (version 8), so transfers sort with their orders", () => {
    const early = uuidV7(1_800_000_000_000);
    const late = uuidV7(1_800_000_000_001);
    const [a, b] = [derivedTransferId('escrow-hold-net', early), derivedTransferId('escrow-hold-net', late)];
    expect(VERSION(a)).toBe('8');
    expect(a.slice(0, 13)).toBe(early.slice(0, 13));
    expect(a < b).toBe(true);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
