import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the OS CSPRNG, URL-safe: session tokens, verification links, login challenges. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their sha-256: a leaked table holds nothing that signs anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
