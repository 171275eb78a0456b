import type { AuthenticatedResponse, ClientUser, LoginResponse } from '@lootmarket/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/config';
import type { Db, DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import type { HumanCheck } from '../human-check/human-check.service';
import type { Mailer } from '../mail/mailer';
import { loginChallenges } from './auth.schema';
import { verifyPassword } from './passwords';
import { createSession, type SessionMeta } from './sessions.service';
import { generateToken, hashToken } from './tokens';
import { LOGIN_CHALLENGE_MAX_ATTEMPTS, takeChallengeAttempt, withSecondFactor } from './two-factor.service';
import {
  findUserByEmail,
  findUserById,
  isTwoFactorEnabled,
  loadClientUser,
  toClientUser,
} from './users.service';

export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  humanCheck: HumanCheck;
}

export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; humanCheck?: string | undefined },
  meta: SessionMeta & { ip: string },
): Promise<LoginResponse> {
  // The proof is spent before the password is checked: one proof, one attempt, right or wrong.
  await deps.humanCheck.spend(deps.db, input.humanCheck, { action: 'login', ip: meta.ip });
  const user = await findUserByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
  if (user.banned) throw new AppError('ACCOUNT_BANNED');

  const twoFactor = await isTwoFactorEnabled(deps.db, user.id);
  return deps.db.transaction(async (tx): Promise<LoginResponse> => {
    if (twoFactor)
      return { status: 'twoFactorRequired', challengeToken: await startLoginChallenge(tx, user.id) };
    const { token } = await createSession(tx, user.id, deps.config.sessionTtlMs, meta);
    return { status: 'authenticated', token, user: toClientUser(user, false) };
  });
}

/**
 * The second step every sign-in of an account with two-factor sign-in ends in, by password or by a
 * provider: a short-lived challenge, traded with a code for a session (completeTwoFactorLogin).
 */
export async function startLoginChallenge(tx: DbOrTx, userId: string): Promise<string> {
  const challengeToken = generateToken();
  await tx.insert(loginChallenges).values({
    id: crypto.randomUUID(),
    userId,
    tokenHash: hashToken(challengeToken),
    expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS),
  });
  return challengeToken;
}

/**
 * Whether a challenge token is still good for completeTwoFactorLogin: unexpired, with codes left (the
 * provider sign-in page asks).
 */
export async function isLoginChallengeLive(db: DbOrTx, challengeToken: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginChallenges.id })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(challengeToken)),
        gt(loginChallenges.expiresAt, sql`now()`),
        lt(loginChallenges.attempts, LOGIN_CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Trades a login challenge plus a second factor for a session. A challenge takes
 * LOGIN_CHALLENGE_MAX_ATTEMPTS codes and the account a limited number of wrong ones across challenges
 * (two-factor.service.ts); a wrong code changes nothing but those counts.
 */
export async function completeTwoFactorLogin(
  deps: AuthDeps,
  input: { challengeToken: string; code: string },
  meta: SessionMeta,
): Promise<AuthenticatedResponse> {
  const challenge = await takeChallengeAttempt(deps.db, input.challengeToken);
  return withSecondFactor(
    deps.db,
    challenge.userId,
    input.code,
    new AppError('TWO_FACTOR_CODE_INVALID', { fields: { code: 'invalid' } }),
    async (tx) => {
      // One challenge, one session: a parallel request that got here first has deleted it.
      const spent = await tx
        .delete(loginChallenges)
        .where(eq(loginChallenges.id, challenge.id))
        .returning({ id: loginChallenges.id });
      if (spent.length === 0) throw new AppError('TWO_FACTOR_CODE_INVALID');
      const user = await findUserById(tx, challenge.userId);
      if (!user || user.banned) throw new AppError('ACCOUNT_BANNED');
      const { token } = await createSession(tx, user.id, deps.config.sessionTtlMs, meta);
      const clientUser: ClientUser = await loadClientUser(tx, user);
      return { status: 'authenticated' as const, token, user: clientUser };
    },
  );
}
