import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProvider } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import type { OAuthProviderConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { oauthAccounts, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { createSession, type SessionMeta } from '../sessions.service';
import { findUserByEmail, isUsernameTaken } from '../users.service';

const SCOPES: Record<OAuthProvider, string> = {
  github: 'read:user user:email',
  discord: 'identify email',
  google: 'openid email profile',
};

export interface OAuthStart {
  url: string;
  state: string;
  codeVerifier: string;
}

export function oauthRedirectUri(publicOrigin: string, provider: OAuthProvider): string {
  return `${publicOrigin}/api/auth/oauth/${provider}/callback`;
}

/** Authorization-code flow with state and PKCE (S256). */
export function startOAuth(
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  publicOrigin: string,
): OAuthStart {
  const state = randomBytes(24).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', oauthRedirectUri(publicOrigin, provider));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', SCOPES[provider]);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.toString(), state, codeVerifier };
}

export interface OAuthProfile {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function fetchOAuthProfile(
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  options: { code: string; codeVerifier: string; publicOrigin: string },
): Promise<OAuthProfile> {
  const tokenBody = (await fetchJson(config.tokenUrl, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: options.code,
      redirect_uri: oauthRedirectUri(options.publicOrigin, provider),
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: options.codeVerifier,
    }),
  })) as { access_token?: string };
  if (!tokenBody.access_token) throw new Error('no access token');
  const headers = {
    accept: 'application/json',
    authorization: `Bearer ${tokenBody.access_token}`,
    'user-agent': 'Lootmarket',
  };
  const info = (await fetchJson(config.userinfoUrl, { headers })) as Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const id = str(info.id) ?? (typeof info.id === 'number' ? String(info.id) : null) ?? str(info.sub);
  if (!id) throw new Error('profile without id');

  let email = str(info.email);
  let emailVerified = false;
  if (provider === 'google') emailVerified = info.email_verified === true;
  if (provider === 'discord') emailVerified = info.verified === true;
  if (provider === 'github') {
    // GitHub hides private emails from /user; /user/emails says which one is primary and verified.
    const emails = (await fetchJson(`${config.userinfoUrl.replace(/\/$/, '')}/emails`, { headers }).catch(
      () => [],
    )) as Array<{ email?: string; primary?: boolean; verified?: boolean }>;
    const primary = Array.isArray(emails) ? emails.find((e) => e.primary && e.verified) : undefined;
    if (primary?.email) {
      email = primary.email;
      emailVerified = true;
    }
  }
  return {
    providerUserId: id,
    email: email?.toLowerCase() ?? null,
    emailVerified,
    name: str(info.login) ?? str(info.username) ?? str(info.name) ?? str(info.given_name),
  };
}

/**
 * Finds the user behind a provider account, links it to an account with the same verified email, or
 * creates one. An unverified provider email never takes over an existing account.
 */
export async function signInWithProfile(
  db: Db,
  provider: OAuthProvider,
  profile: OAuthProfile,
  sessionTtlMs: number,
  meta: SessionMeta,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(
        and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.providerUserId)),
      )
      .limit(1);
    let userId = linked?.user.id;
    if (linked?.user.banned) throw new AppError('ACCOUNT_BANNED');
    if (!userId) {
      if (!profile.email) throw new AppError('OAUTH_FAILED');
      const existing = await findUserByEmail(tx, profile.email);
      if (existing) {
        if (!profile.emailVerified) throw new AppError('OAUTH_FAILED');
        if (existing.banned) throw new AppError('ACCOUNT_BANNED');
        userId = existing.id;
      } else {
        userId = crypto.randomUUID();
        await tx.insert(users).values({
          id: userId,
          username: await freeUsername(tx, profile.name ?? profile.email.split('@')[0] ?? 'player'),
          email: profile.email,
          emailVerified: profile.emailVerified,
          passwordHash: null,
        });
      }
      await tx.insert(oauthAccounts).values({
        provider,
        providerUserId: profile.providerUserId,
        userId,
        email: profile.email,
      });
    }
    const { token } = await createSession(tx, userId, sessionTtlMs, meta);
    return token;
  });
}

async function freeUsername(db: Parameters<typeof isUsernameTaken>[0], wanted: string): Promise<string> {
  const base = (wanted.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24) || 'player').padEnd(3, '_');
  if (!(await isUsernameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${base}_${randomBytes(3).toString('hex')}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  throw new Error('no free username');
}
