import { createHash } from 'node:crypto';

// Namespace of every id the ledger derives (RFC 9562 name-based, SHA-1: version 5).
const NAMESPACE = Buffer.from('5f0c9a4e8d3b4c1e9a7f2b6d1c0e8a43', 'hex');

/**
 * A transfer id derived from a business key, e.g. ('escrow-hold-net', orderId). The same key always
 * names the same transfer, so a retried purchase, confirmation or refund can only replay, never
 * move money twice, even when the caller lost the first answer.
 */
export function derivedTransferId(...parts: string[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(parts.join('\u001f')).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The six transfers of one order's escrow: two pending legs, and how each may be resolved. */
export function escrowTransferIds(orderId: string) {
  return {
    holdNet: derivedTransferId('escrow-hold-net', orderId),
    holdFee: derivedTransferId('escrow-hold-fee', orderId),
    releaseNet: derivedTransferId('escrow-release-net', orderId),
    releaseFee: derivedTransferId('escrow-release-fee', orderId),
    refundNet: derivedTransferId('escrow-refund-net', orderId),
    refundFee: derivedTransferId('escrow-refund-fee', orderId),
  };
}
