import { randomFillSync } from 'node:crypto';

/** Random bytes drawn 256 ids at a time: one call into the CSPRNG per 256 ids, not one per id. */
const pool = new Uint8Array(16 * 256);
let poolOffset = pool.length;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made this way
 * sort by creation time, so a primary-key index grows at its right edge: an insert touches the
 * page the previous one did, instead of a random page of the whole index (fewer pages to read,
 * dirty and write to the WAL in full after each checkpoint). Ids of hot insert paths use it.
 *
 * Ids made in the same millisecond by this process also sort in the order they were made (RFC 9562
 * §6.2, method 1: the 12 bits after the version are a counter, started at a random value in its lower
 * half for each new millisecond), so "newest first" by id is the order of creation, not a coin toss.
 * Past 4,096 ids in one millisecond, or for another time than the last one's, the bits are random.
 */
let lastMs = -1;
let sequence = 0;

export function uuidV7(now = Date.now()): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + 16);
  poolOffset += 16;
  bytes[0] = Math.floor(now / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(now / 2 ** 32) & 0xff;
  bytes[2] = (now >>> 24) & 0xff;
  bytes[3] = (now >>> 16) & 0xff;
  bytes[4] = (now >>> 8) & 0xff;
  bytes[5] = now & 0xff;
  if (now !== lastMs) {
    lastMs = now;
    sequence = (((bytes[6] as number) & 0x07) << 8) | (bytes[7] as number);
  } else if (sequence >= 0 && sequence < 0xfff) sequence += 1;
  else sequence = -1;
  if (sequence >= 0) {
    bytes[6] = sequence >>> 8;
    bytes[7] = sequence & 0xff;
  }
  bytes[6] = 0x70 | ((bytes[6] as number) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  let id = '';
  for (let i = 0; i < 16; i += 1) {
    if (i === 4 || i === 6 || i === 8 || i === 10) id += '-';
    id += HEX[bytes[i] as number];
  }
  return id;
}
