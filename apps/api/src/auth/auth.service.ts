import type { AuthenticatedResponse, ClientUser, LoginResponse } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/database';
import { loginChallenges, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { HumanCheck } from '../human-check/human-check.service';
import type { Mailer } from '../mail/mailer';
import { queueVerificationMail } from './email-verification.service';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, type SessionMeta } from './sessions.service';
import { generateToken, hashToken } from './tokens';
import { takeChallengeAttempt, withSecondFactor } from './two-factor.service';
import {
  findUserByEmail,
  findUserById,
  isTwoFactorEnabled,
  isUsernameTaken,
  loadClientUser,
  toClientUser,
  uniqueViolation,
} from './users.service';

const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  humanCheck: HumanCheck;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  repeatPassword: string;
  humanCheck?: string | undefined;
}

export async function register(
  deps: AuthDeps,
  input: RegisterInput,
  meta: SessionMeta & { ip: string },
): Promise<AuthenticatedResponse> {
  if (input.password !== input.repeatPassword) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH', { fields: { repeatPassword: 'passwordsDoNotMatch' } });
  }
  const redeem = await deps.humanCheck.check(input.humanCheck, { action: 'register', ip: meta.ip });
  // Cheap checks before the expensive hash; the unique indexes still decide under a race.
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();
  if (await isUsernameTaken(deps.db, input.name)) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  const userId = crypto.randomUUID();

  let mailId: string;
  try {
    mailId = await deps.db.transaction(async (tx) => {
      await redeem(tx);
      await tx.insert(users).values({ id: userId, username: input.name, email: input.email, passwordHash });
      return queueVerificationMail(tx, deps.mailer, {
        userId,
        email: input.email,
        username: input.name,
        publicOrigin: deps.config.publicOrigin,
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_lower_key') throw emailTaken();
    if (constraint === 'users_username_lower_key') throw usernameTaken();
    throw error;
  }
  await deps.mailer.deliver(deps.db, [mailId]);

  try {
    const { token } = await createSession(deps.db, userId, deps.config.sessionTtlMs, meta);
    const user = await findUserById(deps.db, userId);
    if (!user) throw new Error('registered user vanished');
    return { status: 'authenticated', token, user: toClientUser(user, false) };
  } catch (error) {
    throw new AppError('SESSION_NOT_STARTED', { cause: error });
  }
}

function emailTaken() {
  return new AppError('EMAIL_ALREADY_REGISTERED', { fields: { email: 'invalid' } });
}
function usernameTaken() {
  return new AppError('USERNAME_TAKEN', { fields: { name: 'invalid' } });
}

export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; humanCheck?: string | undefined },
  meta: SessionMeta & { ip: string },
): Promise<LoginResponse> {
  const redeem = await deps.humanCheck.check(input.humanCheck, { action: 'login', ip: meta.ip });
  const user = await findUserByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
  if (user.banned) throw new AppError('ACCOUNT_BANNED');

  const twoFactor = await isTwoFactorEnabled(deps.db, user.id);
  return deps.db.transaction(async (tx): Promise<LoginResponse> => {
    await redeem(tx);
    if (twoFactor) {
      const challengeToken = generateToken();
      await tx.insert(loginChallenges).values({
        id: crypto.randomUUID(),
        userId: user.id,
        tokenHash: hashToken(challengeToken),
        expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS),
      });
      return { status: 'twoFactorRequired', challengeToken };
    }
    const { token } = await createSession(tx, user.id, deps.config.sessionTtlMs, meta);
    return { status: 'authenticated', token, user: toClientUser(user, false) };
  });
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
