import type { AuthenticatedResponse } from '@lootmarket/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { AppError } from '../errors/app-error';
import { countRecentMails, escapeHtml } from '../mail/mailer';
import { pendingRegistrations, users } from './auth.schema';
import type { AuthDeps } from './auth.service';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, type SessionMeta } from './sessions.service';
import { generateToken, hashToken, safeEqual } from './tokens';
import {
  findUserByEmail,
  freeUsername,
  isUsernameTaken,
  loadClientUser,
  type UserRow,
  uniqueViolation,
} from './users.service';

export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Registration mails of either kind to one address per hour; more requests are answered alike, unmailed. */
export const REGISTRATION_MAILS_PER_HOUR = 3;
const REGISTRATION_MAIL_KINDS = {
  confirm: 'registration-confirm',
  existingAccount: 'registration-existing-account',
} as const;

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  repeatPassword: string;
  humanCheck?: string | undefined;
}

export interface RegistrationRequested {
  /** Goes into the registering browser's cookie; its hash stays with the pending registration. */
  browserBinding: string;
  mailIds: string[];
}

/**
 * Sign-up, first half (no e-mail enumeration). The answer must not tell whether the e-mail has an
 * account, so both cases do the same work (the password is hashed in both) and give the same
 * answer; only the mail differs. A new address gets a link that creates the account when confirmed;
 * an address with an account gets a note telling its owner to sign in. Usernames are public, so a
 * taken one may still be refused here.
 */
export async function requestRegistration(
  deps: AuthDeps,
  input: RegisterInput,
  meta: { ip: string },
): Promise<RegistrationRequested> {
  // The proof is spent before anything else is checked: one proof, one attempt.
  await deps.humanCheck.spend(deps.db, input.humanCheck, { action: 'register', ip: meta.ip });
  if (input.password !== input.repeatPassword) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH', { fields: { repeatPassword: 'passwordsDoNotMatch' } });
  }
  if (await isUsernameTaken(deps.db, input.name)) {
    throw new AppError('USERNAME_TAKEN', { fields: { name: 'invalid' } });
  }
  const passwordHash = await hashPassword(input.password);
  const browserBinding = generateToken();

  const mailIds = await deps.db.transaction(async (tx): Promise<string[]> => {
    await tx.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, sql`now()`));
    const recentMails = await countRecentMails(tx, {
      to: input.email,
      kinds: Object.values(REGISTRATION_MAIL_KINDS),
      since: new Date(Date.now() - 60 * 60 * 1000),
    });
    // Past the limit nothing is stored or sent, whichever case this is: the address is not spammed.
    if (recentMails >= REGISTRATION_MAILS_PER_HOUR) return [];

    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      return [await deps.mailer.enqueue(tx, existingAccountMail(existing, deps.config.publicOrigin))];
    }
    const token = generateToken();
    await tx.insert(pendingRegistrations).values({
      id: crypto.randomUUID(),
      email: input.email,
      username: input.name,
      passwordHash,
      tokenHash: hashToken(token),
      browserBindingHash: hashToken(browserBinding),
      expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
    });
    return [
      await deps.mailer.enqueue(
        tx,
        confirmMail({ email: input.email, username: input.name, token, origin: deps.config.publicOrigin }),
      ),
    ];
  });
  return { browserBinding, mailIds };
}

/**
 * Sign-up, second half: the link's token creates the account, e-mail verified, and starts a
 * session. The browser that registered proves itself with its registration cookie; any other (a
 * phone, a mail scanner that runs the page) must give the password chosen at registration, so
 * nobody can make an account with a password of their choosing by having someone else click.
 */
export async function confirmRegistration(
  deps: AuthDeps,
  input: { token: string; password?: string | undefined },
  browserBinding: string | undefined,
  meta: SessionMeta,
): Promise<AuthenticatedResponse> {
  const [pending] = await deps.db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.tokenHash, hashToken(input.token)),
        gt(pendingRegistrations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!pending) throw new AppError('REGISTRATION_LINK_INVALID');
  const sameBrowser =
    browserBinding !== undefined && safeEqual(hashToken(browserBinding), pending.browserBindingHash);
  if (!sameBrowser) {
    if (input.password === undefined) throw new AppError('REGISTRATION_PASSWORD_REQUIRED');
    if (!(await verifyPassword(pending.passwordHash, input.password))) {
      throw new AppError('REGISTRATION_PASSWORD_REQUIRED', { fields: { password: 'invalid' } });
    }
  }

  try {
    return await deps.db.transaction(async (tx) => {
      // Claiming the row is the single use: of two confirmations racing, one finds it gone.
      const [claimed] = await tx
        .delete(pendingRegistrations)
        .where(eq(pendingRegistrations.id, pending.id))
        .returning({ id: pendingRegistrations.id });
      if (!claimed) throw new AppError('REGISTRATION_LINK_INVALID');
      // Only the mailbox owner holds the token, so telling them is no leak.
      if (await findUserByEmail(tx, pending.email)) throw new AppError('EMAIL_ALREADY_REGISTERED');
      const userId = crypto.randomUUID();
      // The name was free when asked for; someone may have taken it while the mail waited.
      const username = await freeUsername(tx, pending.username);
      const [user] = await tx
        .insert(users)
        .values({
          id: userId,
          username,
          email: pending.email,
          emailVerified: true,
          passwordHash: pending.passwordHash,
        })
        .returning();
      // Other requests for this address lose their use with the account made.
      await tx
        .delete(pendingRegistrations)
        .where(sql`lower(${pendingRegistrations.email}) = lower(${pending.email})`);
      const { token } = await createSession(tx, userId, deps.config.sessionTtlMs, meta);
      return {
        status: 'authenticated' as const,
        token,
        user: await loadClientUser(tx, user as UserRow),
      };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_lower_key') throw new AppError('EMAIL_ALREADY_REGISTERED');
    if (constraint === 'users_username_lower_key') {
      throw new AppError('USERNAME_TAKEN', { fields: { name: 'invalid' } });
    }
    throw error;
  }
}

function confirmMail(options: { email: string; username: string; token: string; origin: string }) {
  // In the fragment: browsers never send it, so the token is in no server's request log.
  const link = `${options.origin}/register/confirm/#token=${encodeURIComponent(options.token)}`;
  return {
    to: options.email,
    kind: REGISTRATION_MAIL_KINDS.confirm,
    subject: 'Confirm your email to create your Lootmarket account',
    text: `Hi ${options.username},\n\nopen this link to confirm your email address and create your Lootmarket account:\n${link}\n\nThe link works once, for 24 hours. If you did not register at Lootmarket, ignore this mail: no account is created.\n`,
    html: `<p>Hi ${escapeHtml(options.username)},</p><p>open this link to confirm your email address and create your Lootmarket account:</p><p><a href="${link}">${link}</a></p><p>The link works once, for 24 hours. If you did not register at Lootmarket, ignore this mail: no account is created.</p>`,
  };
}

function existingAccountMail(user: UserRow, origin: string) {
  const link = `${origin}/login/`;
  return {
    to: user.email,
    kind: REGISTRATION_MAIL_KINDS.existingAccount,
    subject: 'You already have a Lootmarket account',
    text: `Hi ${user.username},\n\nsomeone, perhaps you, tried to create a new Lootmarket account with this email address. You already have one: sign in here, with your password or the provider you signed up with:\n${link}\n\nIf this was not you, ignore this mail: nothing has changed.\n`,
    html: `<p>Hi ${escapeHtml(user.username)},</p><p>someone, perhaps you, tried to create a new Lootmarket account with this email address. You already have one: sign in here, with your password or the provider you signed up with:</p><p><a href="${link}">${link}</a></p><p>If this was not you, ignore this mail: nothing has changed.</p>`,
  };
}
