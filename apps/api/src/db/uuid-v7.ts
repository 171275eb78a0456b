import { randomFillSync } from 'node:crypto';

const random = new Uint8Array(16);

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made this way
 * sort by creation time, so a primary-key index grows at its right edge: an insert touches the
 * page the previous one did, instead of a random page of the whole index (fewer pages to read,
 * dirty and write to the WAL in full after each checkpoint). Ids of hot insert paths use it.
 */
export function uuidV7(now = Date.now()): string {
  randomFillSync(random);
  random[0] = Math.floor(now / 2 ** 40) & 0xff;
  random[1] = Math.floor(now / 2 ** 32) & 0xff;
  random[2] = (now >>> 24) & 0xff;
  random[3] = (now >>> 16) & 0xff;
  random[4] = (now >>> 8) & 0xff;
  random[5] = now & 0xff;
  random[6] = 0x70 | ((random[6] as number) & 0x0f);
  random[8] = 0x80 | ((random[8] as number) & 0x3f);
  const hex = Buffer.from(random).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
