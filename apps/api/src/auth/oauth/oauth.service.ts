import { createHash, randomBytes } from 'node:crypto';
import type { ConnectedProvider, OAuthProvider } from '@lootmarket/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { OAuthProviderConfig } from '../../config/config';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { oauthAccounts, users } from '../auth.schema';
import { startLoginChallenge } from '../auth.service';
import { createSession, type SessionMeta } from '../sessions.service';
import { findUserByEmail, freeUsername, isTwoFactorEnabled, type UserRow } from '../users.service';

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

function oauthRedirectUri(publicOrigin: string, provider: OAuthProvider): string {
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

/** How a provider sign-in ends: a session, or the same two-factor step as a password sign-in. */
export type OAuthSignIn =
  | { status: 'authenticated'; token: string }
  | { status: 'twoFactorRequired'; challengeToken: string };

/**
 * Finds the user behind a provider account, or links it to the account with the same e-mail, or
 * creates one. A provider identity joins an existing account only when both sides vouch for the
 * e-mail: the provider says it verified it, and the account's owner confirmed it with us. Otherwise
 * whoever registered an e-mail they do not own (and never confirmed) would be handed the real
 * owner's provider sign-in, their password still working (an account takeover): the owner signs in
 * with the password and connects the provider in My account instead. An unverified provider e-mail
 * is never used at all, so it can neither take nor squat an address, nor tell whether one has an
 * account. An account with two-factor sign-in gets a challenge, not a session (a provider never skips the
 * second factor).
 */
export async function signInWithProfile(
  db: Db,
  provider: OAuthProvider,
  profile: OAuthProfile,
  sessionTtlMs: number,
  meta: SessionMeta,
): Promise<OAuthSignIn> {
  return db.transaction(async (tx): Promise<OAuthSignIn> => {
    const linked = await linkedUser(tx, provider, profile.providerUserId);
    let user = linked;
    if (!user) {
      if (!profile.email || !profile.emailVerified) throw new AppError('OAUTH_EMAIL_NOT_VERIFIED');
      const existing = await findUserByEmail(tx, profile.email);
      if (existing) {
        if (existing.banned) throw new AppError('ACCOUNT_BANNED');
        if (!existing.emailVerified) throw new AppError('OAUTH_SIGN_IN_WITH_PASSWORD');
        // Another identity of this provider is connected already: one per provider and account, so
        // My account shows and disconnects exactly what signs in.
        if (await hasProvider(tx, existing.id, provider)) throw new AppError('OAUTH_SIGN_IN_WITH_PASSWORD');
        user = existing;
      } else {
        const [created] = await tx
          .insert(users)
          .values({
            id: crypto.randomUUID(),
            username: await freeUsername(tx, profile.name ?? profile.email.split('@')[0] ?? 'player'),
            email: profile.email,
            emailVerified: true,
            passwordHash: null,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        user = created;
      }
      await tx.insert(oauthAccounts).values({
        provider,
        providerUserId: profile.providerUserId,
        userId: user.id,
        email: profile.email,
      });
    }
    if (user.banned) throw new AppError('ACCOUNT_BANNED');
    if (await isTwoFactorEnabled(tx, user.id)) {
      return { status: 'twoFactorRequired', challengeToken: await startLoginChallenge(tx, user.id) };
    }
    const { token } = await createSession(tx, user.id, sessionTtlMs, meta);
    return { status: 'authenticated', token };
  });
}

/**
 * Connects a provider account to the signed-in user (My account). The user proved who they are by
 * their session, and the provider account by signing in there: its e-mail plays no part.
 */
export async function connectProfile(
  db: Db,
  provider: OAuthProvider,
  profile: OAuthProfile,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const linked = await linkedUser(tx, provider, profile.providerUserId);
    if (linked) {
      if (linked.id !== userId) throw new AppError('OAUTH_LINKED_ELSEWHERE');
      return;
    }
    if (await hasProvider(tx, userId, provider)) throw new AppError('OAUTH_ALREADY_CONNECTED');
    await tx.insert(oauthAccounts).values({
      provider,
      providerUserId: profile.providerUserId,
      userId,
      email: profile.email,
    });
  });
}

export async function listConnectedProviders(db: DbOrTx, userId: string): Promise<ConnectedProvider[]> {
  const rows = await db
    .select()
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(asc(oauthAccounts.createdAt), asc(oauthAccounts.provider));
  return rows.map((row) => ({
    provider: row.provider as OAuthProvider,
    email: row.email,
    connectedAt: row.createdAt.toISOString(),
  }));
}

/** Disconnects a provider, unless it is the last way left to sign in to the account. */
export async function disconnectProvider(db: Db, user: UserRow, provider: OAuthProvider): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the user's provider rows: two disconnections at once cannot leave the account with none.
    const rows = await tx
      .select({ provider: oauthAccounts.provider })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, user.id))
      .for('update');
    if (!rows.some((row) => row.provider === provider)) throw new AppError('NOT_FOUND');
    const othersLeft = rows.some((row) => row.provider !== provider);
    if (user.passwordHash === null && !othersLeft) throw new AppError('OAUTH_LAST_SIGN_IN_METHOD');
    await tx
      .delete(oauthAccounts)
      .where(and(eq(oauthAccounts.userId, user.id), eq(oauthAccounts.provider, provider)));
  });
}

export async function hasProvider(db: DbOrTx, userId: string, provider: OAuthProvider): Promise<boolean> {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)))
    .limit(1);
  return row !== undefined;
}

async function linkedUser(db: DbOrTx, provider: OAuthProvider, providerUserId: string) {
  const [row] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.user;
}
