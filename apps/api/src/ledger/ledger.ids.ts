import { createHash } from 'node:crypto';

// Namespace of every id the ledger derives (RFC 9562 name-based, SHA-1: version 5).
const NAMESPACE = Buffer.from('5f0c9a4e8d3b4c1e9a7f2b6d1c0e8a43', 'hex');

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A transfer id derived from a business key, e.g. ('escrow-hold-net', orderId). The same key always
 * names the same transfer, so a retried purchase, confirmation or refund can only replay, never
 * move money twice, even when the caller lost the first answer.
 *
 * When the key ends with a time-ordered id (UUID v7, as new orders have), the derived id keeps that
 * id's 48-bit timestamp in front (RFC 9562 version 8: the rest is the name's SHA-1), so transfers
 * also enter the primary-key index at its right edge. Any other key gives the name-based version 5
 * id it always did: ids of existing rows never change.
 */
export function derivedTransferId(...parts: string[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(parts.join('\u001f')).digest();
  const bytes = hash.subarray(0, 16);
  const subject = parts.at(-1) ?? '';
  if (UUID_V7.test(subject)) {
    Buffer.from(subject.replaceAll('-', '').slice(0, 12), 'hex').copy(bytes, 0);
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  } else {
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  }
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The two pending legs that hold one order's escrow (what a purchase writes). */
export function escrowHoldIds(orderId: string) {
  return {
    holdNet: derivedTransferId('escrow-hold-net', orderId),
    holdFee: derivedTransferId('escrow-hold-fee', orderId),
  };
}

/** The six transfers of one order's escrow: two pending legs, and how each may be resolved. */
export function escrowTransferIds(orderId: string) {
  return {
    ...escrowHoldIds(orderId),
    releaseNet: derivedTransferId('escrow-release-net', orderId),
    releaseFee: derivedTransferId('escrow-release-fee', orderId),
    refundNet: derivedTransferId('escrow-refund-net', orderId),
    refundFee: derivedTransferId('escrow-refund-fee', orderId),
  };
}

/** The split of one order's escrow (a partial refund): the posts of its two legs for less (or the fee's void). */
export function escrowSplitIds(orderId: string) {
  return {
    splitNet: derivedTransferId('escrow-split-net', orderId),
    splitFee: derivedTransferId('escrow-split-fee', orderId),
  };
}
