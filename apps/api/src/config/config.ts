import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  emailSchema,
  HUMAN_CHECK_PROVIDERS,
  type PaymentProviderName,
  usernameSchema,
  WITHDRAWAL_METHODS,
  type WithdrawalMethod,
} from '@lootmarket/contract';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxySetting } from '../http/trust-proxy';

/** The repository root, found from this file so `start` works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const boolFromEnv = z.preprocess(
  emptyAsUndefined,
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

const oauthProviderEnv = (name: string) => ({
  [`OAUTH_${name}_CLIENT_ID`]: optionalString,
  [`OAUTH_${name}_CLIENT_SECRET`]: optionalString,
  // Endpoint overrides exist for tests against a local OAuth2 server.
  [`OAUTH_${name}_AUTHORIZE_URL`]: optionalString,
  [`OAUTH_${name}_TOKEN_URL`]: optionalString,
  [`OAUTH_${name}_USERINFO_URL`]: optionalString,
});

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: optionalString,
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(path.join(REPO_ROOT, '.data'))),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Where browsers reach the app; links in mails and OAuth redirects use it. Default: localhost:PORT. */
  PUBLIC_ORIGIN: z.preprocess(emptyAsUndefined, z.url().optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Lootmarket <no-reply@lootmarket.local>')),
  SESSION_TTL_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  /** A session unused this long stops authenticating, whatever is left of its lifetime. Default: 7 days. */
  SESSION_IDLE_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(5)
      .max(365 * 24 * 60)
      .default(7 * 24 * 60),
  ),
  HUMAN_CHECK_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(HUMAN_CHECK_PROVIDERS).default('altcha')),
  /** HMAC secret for ALTCHA challenges; without one a random secret per process is used. */
  ALTCHA_HMAC_SECRET: optionalString,
  /** PBKDF2 iterations per attempt, and the largest counter the client must reach: work = both. */
  ALTCHA_COST: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1000)),
  ALTCHA_MAX_COUNTER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(2).default(1500)),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_MIN_SCORE: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1).default(0.5)),
  /** Overrides of the providers' verify endpoints, for tests against a local server. */
  RECAPTCHA_VERIFY_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  ),
  TURNSTILE_VERIFY_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  ),
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET: optionalString,
  RATE_LIMIT_AUTH_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(10)),
  RATE_LIMIT_WRITE_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(60)),
  /** Writes per window per signed-in account, from however many addresses (besides the per-address limit). */
  RATE_LIMIT_ACCOUNT_WRITE_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(60)),
  RATE_LIMIT_WINDOW_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).default(60_000)),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default(path.join(REPO_ROOT, 'apps/web/dist'))),
  ADMIN_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default(path.join(REPO_ROOT, 'apps/admin/dist'))),
  /** Unset: seed in development and tests, never in production (where `true` refuses to start). */
  SEED_DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** A hop count (1, 2 …) or proxy addresses and CIDR ranges; unset: trust no proxy (src/http/trust-proxy.ts). */
  TRUST_PROXY: optionalString,
  /**
   * The first admin, created on start when no account has the admin role: an e-mail and an argon2id
   * hash (`pnpm admin:hash-password`), never a password in the environment.
   */
  ADMIN_EMAIL: optionalString,
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().default('admin')),
  ADMIN_PASSWORD_HASH: optionalString,
  /** Redis for fanning socket pushes out across API processes; unset: in-process. */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /**
   * The bearer token Prometheus scrapes GET /metrics with (at least 24 characters: `openssl rand -hex
   * 24`); unset: /metrics answers 404.
   */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24).optional()),
  /** How often (ms) a scrape may recount the ledger's transfers, a scan of the table (0: every scrape). */
  METRICS_LEDGER_REFRESH_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(60_000)),
  /**
   * On SIGTERM, how long the node waits for its requests and connections to finish (src/http/drain.ts)
   * before it closes what is left; keep it above the proxy's upstream keep-alive timeout.
   */
  SHUTDOWN_DRAIN_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(0).max(600_000).default(10_000),
  ),
  /** Offer photos; default `uploads` inside the PGlite folder (DATA_DIR). */
  UPLOADS_DIR: optionalString,
  /** The key of automatic-delivery codes: base64 of exactly 32 bytes (AES-256). */
  OFFER_CODES_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
        'must be the base64 of exactly 32 bytes (openssl rand -base64 32)',
      )
      .optional(),
  ),
  /** New /ws sessions per client address per minute. */
  WS_CONNECT_RATE_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(120)),
  ...oauthProviderEnv('GITHUB'),
  ...oauthProviderEnv('DISCORD'),
  ...oauthProviderEnv('GOOGLE'),
  // Orders and payments (src/orders/README.md, src/payments/README.md).
  /** Days a paid order waits for the buyer's confirmation or a dispute before the seller is paid. */
  ORDER_AUTO_RELEASE_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(90).default(3)),
  /** Minutes a card or crypto payment stays open before it expires and the stock returns. */
  PAYMENT_SESSION_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1440).default(30),
  ),
  /** How often each process looks for due jobs (auto-release, expiry); 0: never (tests drive it). */
  JOBS_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(5000)),
  /** Which provider takes card payments and which crypto: the sandbox unless configured. */
  PAYMENT_CARD_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'stripe']).default('sandbox')),
  PAYMENT_CRYPTO_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'btcpay']).default('sandbox')),
  /** HMAC secret of the sandbox's webhooks; without one a random secret per process is used. */
  SANDBOX_WEBHOOK_SECRET: optionalString,
  /** A production start refuses every sandbox (test money) provider unless this says `true`. */
  ALLOW_SANDBOX_PAYMENTS: boolFromEnv,
  /**
   * `true`: the server's deadline decisions read a test clock that POST /api/v1/test-clock/advance moves
   * forward (browser tests of deadlines); refused by a production start (src/plugins/app/clock.ts).
   */
  TEST_CLOCK: boolFromEnv,
  /**
   * The withdrawal methods on offer, comma-separated (bank_transfer, paypal, crypto, stripe), or
   * `none`; unset: every method that has a payout provider, the sandbox included.
   */
  WITHDRAWAL_METHODS: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Override of api.stripe.com, for tests against a local peer (http://127.0.0.1:PORT). */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * Payout calls of one withdrawal before the automatic retries stop (the payout stays `approved`,
   * held, for an admin to approve again or reject). Backoff 30 s, 1, 2, 4 … min between them.
   */
  WITHDRAWAL_PAYOUT_MAX_ATTEMPTS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(12).default(6),
  ),
  /**
   * Refund calls of one refund to the card or crypto payer before the automatic retries stop (the
   * refund stays `pending`, the money held in the buyer's wallet, shown to staff as stalled for an
   * admin to retry). Same backoff as payouts.
   */
  PAYMENT_REFUND_MAX_ATTEMPTS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(12).default(6),
  ),
  /**
   * Chargeback protection for sellers (src/payments/README.md, "Chargebacks"): a card chargeback the
   * platform loses on an order whose delivery was proven (a code delivered automatically, or the buyer
   * confirmed) is covered by the platform (the loss booked to its platform_cover account) instead of
   * being taken from the seller. On unless set to false.
   */
  CHARGEBACK_PROTECTION: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
  ),
  BTCPAY_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  BTCPAY_API_KEY: optionalString,
  BTCPAY_STORE_ID: optionalString,
  BTCPAY_WEBHOOK_SECRET: optionalString,
});
export type Env = z.infer<typeof envSchema>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  logLevel: Env['LOG_LEVEL'];
  publicOrigin: string;
  secureCookies: boolean;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (src/http/trust-proxy.ts). */
  trustProxy: TrustProxySetting;
  mail: { smtpUrl: string | null; from: string };
  /** TEST_CLOCK: deadlines read a clock that tests move forward (never in production). */
  testClock: boolean;
  sessionTtlMs: number;
  /** Idle timeout of a session (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  humanCheck: {
    provider: Env['HUMAN_CHECK_PROVIDER'];
    altchaHmacSecret: string;
    altchaCost: number;
    altchaMaxCounter: number;
    recaptcha: { siteKey: string; secret: string; minScore: number; verifyUrl: string } | null;
    turnstile: { siteKey: string; secret: string; verifyUrl: string } | null;
  };
  rateLimit: { authMax: number; writeMax: number; accountWriteMax: number; windowMs: number };
  dist: { web: string; admin: string };
  seedDemoData: boolean;
  /** ADMIN_EMAIL and ADMIN_PASSWORD_HASH: the admin a start creates when there is none (src/admin/first-admin.ts). */
  firstAdmin: { email: string; username: string; passwordHash: string } | null;
  /**
   * Secrets that were not set and got a random value for this process only: another node, or this one
   * after a restart, cannot verify what they signed. A production start refuses them.
   */
  generatedSecrets: Array<'ALTCHA_HMAC_SECRET' | 'SANDBOX_WEBHOOK_SECRET'>;
  /** Redis pub/sub for socket pushes across API processes; null: in-process. */
  redisUrl: string | null;
  /** Where offer photos are stored (absolute). */
  uploadsDir: string;
  /** The 32-byte key of automatic-delivery codes; null: a key file beside the uploads folder. */
  offerCodesKey: Buffer | null;
  realtime: { connectionRate: { max: number; windowMs: number } };
  oauth: Partial<Record<'github' | 'discord' | 'google', OAuthProviderConfig>>;
  orders: {
    autoReleaseMs: number;
    paymentSessionMs: number;
    jobsPollMs: number;
    /** CHARGEBACK_PROTECTION: a lost chargeback after proven delivery is the platform's loss, not the seller's. */
    chargebackProtection: boolean;
  };
  /** METRICS_TOKEN: who may scrape /metrics; null: nobody (404). */
  metrics: { token: string | null; ledgerRefreshMs: number };
  /** SHUTDOWN_DRAIN_MS: the drain of a stopping node (src/http/drain.ts). */
  shutdown: { drainMs: number };
  withdrawals: { payoutMaxAttempts: number };
  payments: {
    /** Refund calls of one refund to the payment method before the retries stop. */
    refundMaxAttempts: number;
    cardProvider: 'sandbox' | 'stripe';
    cryptoProvider: 'sandbox' | 'btcpay';
    sandboxWebhookSecret: string;
    /** ALLOW_SANDBOX_PAYMENTS: a production start may run with sandbox (test money) providers. */
    allowSandbox: boolean;
    /**
     * Who pays out each withdrawal method on offer (absent: not offered): `stripe` → Stripe Connect when
     * Stripe is configured; `crypto` → BTCPay when configured, nothing when BTCPay is configured in
     * part, else the sandbox; bank transfer and PayPal → the sandbox. WITHDRAWAL_METHODS narrows it.
     */
    payouts: Partial<Record<WithdrawalMethod, PaymentProviderName>>;
    stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
    btcpay: { url: string; apiKey: string; storeId: string; webhookSecret: string } | null;
    /**
     * Some BTCPAY_* variables are set but not all four: crypto withdrawals are then not offered
     * (paying them through the sandbox would pretend to send real money).
     */
    btcpayIncomplete: boolean;
  };
}

const OAUTH_DEFAULTS = {
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
  },
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
} as const;

export class ConfigError extends Error {}

/** An argon2id PHC string, as @node-rs/argon2 (src/auth/passwords.ts) writes and reads it. */
const ARGON2ID_PHC = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** The payout provider of each withdrawal method on offer; see AppConfig.payments.payouts. */
function payoutProviders(
  listed: string | undefined,
  configured: { stripe: boolean; btcpay: boolean; btcpayIncomplete: boolean },
): Partial<Record<WithdrawalMethod, PaymentProviderName>> {
  const available: Partial<Record<WithdrawalMethod, PaymentProviderName>> = {
    bank_transfer: 'sandbox',
    paypal: 'sandbox',
    ...(configured.btcpay ? { crypto: 'btcpay' } : configured.btcpayIncomplete ? {} : { crypto: 'sandbox' }),
    ...(configured.stripe ? { stripe: 'stripe' } : {}),
  };
  if (listed === undefined) return available;
  const names = listed.trim() === 'none' ? [] : listed.split(',').map((name) => name.trim());
  const needs: Record<WithdrawalMethod, string> = {
    bank_transfer: '',
    paypal: '',
    crypto:
      'BTCPAY_URL, BTCPAY_API_KEY, BTCPAY_STORE_ID and BTCPAY_WEBHOOK_SECRET (all four) or none of them',
    stripe: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  };
  const chosen: Partial<Record<WithdrawalMethod, PaymentProviderName>> = {};
  for (const name of names) {
    if (!(WITHDRAWAL_METHODS as readonly string[]).includes(name)) {
      throw new ConfigError(
        `WITHDRAWAL_METHODS: "${name}" is not a withdrawal method (${WITHDRAWAL_METHODS.join(', ')}, or none)`,
      );
    }
    const method = name as WithdrawalMethod;
    const provider = available[method];
    if (!provider) throw new ConfigError(`WITHDRAWAL_METHODS names ${method}, which needs ${needs[method]}`);
    chosen[method] = provider;
  }
  return chosen;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const read = (key: string) => (env as Record<string, unknown>)[key] as string | undefined;
  const oauth: AppConfig['oauth'] = {};
  for (const provider of ['github', 'discord', 'google'] as const) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const clientId = read(`${prefix}CLIENT_ID`);
    const clientSecret = read(`${prefix}CLIENT_SECRET`);
    if (!clientId || !clientSecret) continue;
    oauth[provider] = {
      clientId,
      clientSecret,
      authorizeUrl: read(`${prefix}AUTHORIZE_URL`) ?? OAUTH_DEFAULTS[provider].authorizeUrl,
      tokenUrl: read(`${prefix}TOKEN_URL`) ?? OAUTH_DEFAULTS[provider].tokenUrl,
      userinfoUrl: read(`${prefix}USERINFO_URL`) ?? OAUTH_DEFAULTS[provider].userinfoUrl,
    };
  }
  const publicOrigin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`);
  const provider = env.HUMAN_CHECK_PROVIDER;
  if (provider === 'recaptcha' && !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET)) {
    throw new ConfigError('HUMAN_CHECK_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET');
  }
  if (provider === 'turnstile' && !(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET)) {
    throw new ConfigError('HUMAN_CHECK_PROVIDER=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET');
  }
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR);
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null;
  if (env.PAYMENT_CARD_PROVIDER === 'stripe' && !stripe) {
    throw new ConfigError('PAYMENT_CARD_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const btcpay =
    env.BTCPAY_URL && env.BTCPAY_API_KEY && env.BTCPAY_STORE_ID && env.BTCPAY_WEBHOOK_SECRET
      ? {
          url: env.BTCPAY_URL.replace(/\/+$/, ''),
          apiKey: env.BTCPAY_API_KEY,
          storeId: env.BTCPAY_STORE_ID,
          webhookSecret: env.BTCPAY_WEBHOOK_SECRET,
        }
      : null;
  if (env.PAYMENT_CRYPTO_PROVIDER === 'btcpay' && !btcpay) {
    throw new ConfigError(
      'PAYMENT_CRYPTO_PROVIDER=btcpay needs BTCPAY_URL, BTCPAY_API_KEY, BTCPAY_STORE_ID and BTCPAY_WEBHOOK_SECRET',
    );
  }
  const btcpayIncomplete =
    !btcpay &&
    [env.BTCPAY_URL, env.BTCPAY_API_KEY, env.BTCPAY_STORE_ID, env.BTCPAY_WEBHOOK_SECRET].some(Boolean);
  const payouts = payoutProviders(env.WITHDRAWAL_METHODS, {
    stripe: stripe !== null,
    btcpay: btcpay !== null,
    btcpayIncomplete,
  });
  let trustProxy: TrustProxySetting;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY: ${(error as Error).message}`);
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD_HASH)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD_HASH go together: set both or neither');
  }
  let firstAdmin: AppConfig['firstAdmin'] = null;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD_HASH) {
    const email = emailSchema.safeParse(env.ADMIN_EMAIL);
    const username = usernameSchema.safeParse(env.ADMIN_USERNAME);
    if (!email.success) throw new ConfigError(`ADMIN_EMAIL: ${env.ADMIN_EMAIL} is not an e-mail address`);
    if (!username.success) {
      throw new ConfigError(
        `ADMIN_USERNAME: ${env.ADMIN_USERNAME} is not a username (3 to 32 letters, digits, _ . -)`,
      );
    }
    if (!ARGON2ID_PHC.test(env.ADMIN_PASSWORD_HASH)) {
      throw new ConfigError(
        'ADMIN_PASSWORD_HASH must be an argon2id hash ($argon2id$v=19$m=…,t=…,p=…$salt$hash): make one with `pnpm admin:hash-password`',
      );
    }
    firstAdmin = { email: email.data, username: username.data, passwordHash: env.ADMIN_PASSWORD_HASH };
  }
  const generatedSecrets: AppConfig['generatedSecrets'] = [];
  if (!env.ALTCHA_HMAC_SECRET) generatedSecrets.push('ALTCHA_HMAC_SECRET');
  if (!env.SANDBOX_WEBHOOK_SECRET) generatedSecrets.push('SANDBOX_WEBHOOK_SECRET');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir },
    logLevel: env.LOG_LEVEL,
    publicOrigin: publicOrigin.origin,
    secureCookies: publicOrigin.protocol === 'https:',
    trustProxy,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    testClock: env.TEST_CLOCK,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60 * 1000,
    humanCheck: {
      provider,
      altchaHmacSecret: env.ALTCHA_HMAC_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
      altchaCost: env.ALTCHA_COST,
      altchaMaxCounter: env.ALTCHA_MAX_COUNTER,
      recaptcha:
        env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET
          ? {
              siteKey: env.RECAPTCHA_SITE_KEY,
              secret: env.RECAPTCHA_SECRET,
              minScore: env.RECAPTCHA_MIN_SCORE,
              verifyUrl: env.RECAPTCHA_VERIFY_URL,
            }
          : null,
      turnstile:
        env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET
          ? {
              siteKey: env.TURNSTILE_SITE_KEY,
              secret: env.TURNSTILE_SECRET,
              verifyUrl: env.TURNSTILE_VERIFY_URL,
            }
          : null,
    },
    rateLimit: {
      authMax: env.RATE_LIMIT_AUTH_MAX,
      writeMax: env.RATE_LIMIT_WRITE_MAX,
      accountWriteMax: env.RATE_LIMIT_ACCOUNT_WRITE_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
    },
    dist: {
      web: path.resolve(REPO_ROOT, env.WEB_DIST_DIR),
      admin: path.resolve(REPO_ROOT, env.ADMIN_DIST_DIR),
    },
    seedDemoData: (env.SEED_DEMO_DATA ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    firstAdmin,
    generatedSecrets,
    redisUrl: env.REDIS_URL ?? null,
    metrics: { token: env.METRICS_TOKEN ?? null, ledgerRefreshMs: env.METRICS_LEDGER_REFRESH_MS },
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS },
    uploadsDir: env.UPLOADS_DIR ? path.resolve(REPO_ROOT, env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    offerCodesKey: env.OFFER_CODES_KEY ? Buffer.from(env.OFFER_CODES_KEY, 'base64') : null,
    realtime: { connectionRate: { max: env.WS_CONNECT_RATE_MAX, windowMs: 60_000 } },
    oauth,
    orders: {
      autoReleaseMs: Math.round(env.ORDER_AUTO_RELEASE_DAYS * 24 * 60 * 60 * 1000),
      paymentSessionMs: env.PAYMENT_SESSION_MINUTES * 60 * 1000,
      jobsPollMs: env.JOBS_POLL_MS,
      chargebackProtection: env.CHARGEBACK_PROTECTION,
    },
    withdrawals: { payoutMaxAttempts: env.WITHDRAWAL_PAYOUT_MAX_ATTEMPTS },
    payments: {
      refundMaxAttempts: env.PAYMENT_REFUND_MAX_ATTEMPTS,
      cardProvider: env.PAYMENT_CARD_PROVIDER,
      cryptoProvider: env.PAYMENT_CRYPTO_PROVIDER,
      sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? crypto.randomUUID() + crypto.randomUUID(),
      allowSandbox: env.ALLOW_SANDBOX_PAYMENTS,
      payouts,
      stripe,
      btcpay,
      btcpayIncomplete,
    },
  };
}
