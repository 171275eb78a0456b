import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Secrets of automatic delivery (keys, gift-card codes) at rest: AES-256-GCM with a random IV per
 * code, the offer id as associated data (a ciphertext copied to another offer does not decrypt),
 * stored as `v1.<base64 iv|tag|ciphertext>`.
 */
export class CodeCipher {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32)
      throw new Error('the offer-codes key must be 32 bytes (base64 of 32 random bytes)');
    this.key = key;
  }

  encrypt(secret: string, offerId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(offerId, 'utf8'));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** Same code, same offer, same fingerprint; nothing about the code can be read back from it. */
  fingerprint(secret: string, offerId: string): string {
    return createHmac('sha256', this.key).update(offerId).update('\u0000').update(secret).digest('hex');
  }

  decrypt(stored: string, offerId: string): string {
    const [version, payload] = stored.split('.');
    if (version !== VERSION || !payload) throw new Error('unknown offer-code format');
    const data = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(offerId, 'utf8'));
    decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }
}

/**
 * `key` (OFFER_CODES_KEY, `config.offerCodesKey`) when set, which several nodes must share; otherwise a key file
 * created once beside the data (`offer-codes.key`, mode 0600), so a single server needs no set-up
 * and keeps decrypting after a restart. Losing that file loses every unsold code: back it up.
 */
export function loadCodeCipher(keyFileDir: string, key: Buffer | null): CodeCipher {
  if (key) return new CodeCipher(key);
  const file = path.join(keyFileDir, 'offer-codes.key');
  if (!existsSync(file)) {
    mkdirSync(keyFileDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return new CodeCipher(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}
