import type { HumanCheckConfigResponse } from '@lootmarket/contract';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/config';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { humanCheckUses } from './human-check.schema';

const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export interface HumanCheck {
  publicConfig(): HumanCheckConfigResponse;
  /**
   * Checks a proof and spends it at once, before the request's own checks run: a proof serves one
   * attempt, whether that attempt then succeeds or fails (a wrong password, a taken username). Had
   * it been spent only with a successful effect, one solved proof would pay for unlimited failed
   * sign-ins (password guessing at the price of one proof). The spent mark is committed on its own, never
   * rolled back.
   */
  spend(db: DbOrTx, token: string | undefined, context: { action: string; ip: string }): Promise<void>;
}

export function createHumanCheck(config: AppConfig['humanCheck']): HumanCheck {
  switch (config.provider) {
    case 'altcha':
      return createAltchaCheck(config);
    case 'recaptcha': {
      const recaptcha = config.recaptcha;
      if (!recaptcha) throw new Error('reCAPTCHA is not configured');
      return {
        publicConfig: () => ({ provider: 'recaptcha', challengeUrl: null, siteKey: recaptcha.siteKey }),
        // Google answers each token once ("timeout-or-duplicate" after that): verifying spends it.
        async spend(_db, token, { action, ip }) {
          if (!token) throw new AppError('HUMAN_CHECK_TOKEN_MISSING');
          const result = await siteVerify<{ success: boolean; score?: number; action?: string }>(
            recaptcha.verifyUrl,
            { secret: recaptcha.secret, response: token, remoteip: ip },
          );
          const passed =
            result.success &&
            (result.score ?? 0) >= recaptcha.minScore &&
            (!result.action || result.action === action);
          if (!passed) throw new AppError('HUMAN_CHECK_FAILED');
        },
      };
    }
    case 'turnstile': {
      const turnstile = config.turnstile;
      if (!turnstile) throw new Error('Turnstile is not configured');
      return {
        publicConfig: () => ({ provider: 'turnstile', challengeUrl: null, siteKey: turnstile.siteKey }),
        // Cloudflare, too, answers each token once: verifying spends it.
        async spend(_db, token, { action, ip }) {
          if (!token) throw new AppError('HUMAN_CHECK_TOKEN_MISSING');
          const result = await siteVerify<{ success: boolean; action?: string }>(turnstile.verifyUrl, {
            secret: turnstile.secret,
            response: token,
            remoteip: ip,
          });
          if (!result.success || (result.action && result.action !== action))
            throw new AppError('HUMAN_CHECK_FAILED');
        },
      };
    }
  }
}

async function siteVerify<T>(url: string, form: Record<string, string>): Promise<T> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  } catch (error) {
    throw new AppError('HUMAN_CHECK_FAILED', { cause: error });
  }
}

export interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

export function createAltchaCheck(config: AppConfig['humanCheck']): HumanCheck & {
  createChallenge(): Promise<Challenge>;
} {
  const hmacSignatureSecret = config.altchaHmacSecret;
  const hmacKeySignatureSecret = `${config.altchaHmacSecret}:key`;
  return {
    publicConfig: () => ({
      provider: 'altcha',
      challengeUrl: '/api/v1/human-check/challenge',
      siteKey: null,
    }),
    createChallenge() {
      // Deterministic mode: the server knows the counter, the client must count up to it.
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: config.altchaCost,
        counter: randomInt(config.altchaMaxCounter, Math.max(1, Math.floor(config.altchaMaxCounter / 3))),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async spend(db, token) {
      if (!token) throw new AppError('HUMAN_CHECK_TOKEN_MISSING');
      const payload = parseAltchaPayload(token);
      if (!payload) throw new AppError('HUMAN_CHECK_FAILED');
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified || result.expired) throw new AppError('HUMAN_CHECK_FAILED');
      const challengeId = payload.challenge.parameters.nonce;
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + 600) * 1000);
      // Expired proofs fail the signature check anyway; their rows are no longer needed.
      await db.delete(humanCheckUses).where(lt(humanCheckUses.expiresAt, sql`now()`));
      // The insert is the spend: of two requests racing with one proof, only one inserts.
      const inserted = await db
        .insert(humanCheckUses)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: humanCheckUses.challengeId });
      if (inserted.length === 0) throw new AppError('HUMAN_CHECK_FAILED');
    },
  };
}

function parseAltchaPayload(token: string): AltchaPayload | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<AltchaPayload>;
    if (!parsed.challenge?.parameters || !parsed.solution) return null;
    return parsed as AltchaPayload;
  } catch {
    return null;
  }
}
