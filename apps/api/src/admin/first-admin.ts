import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import {
  anyAdminExists,
  findUserByEmail,
  insertUser,
  isUsernameTaken,
  setRoles,
  type UserRow,
  uniqueViolation,
} from '../auth/users.service';
import { type AppConfig, ConfigError } from '../config/config';
import type { Db, Tx } from '../db/database';
import { PUBLISHED_DEMO_PASSWORDS } from '../seed/seed';
import { type AdminActionContext, recordAdminAction } from './audit.service';

/**
 * The actor of an admin made outside the back office (the command line, the start with ADMIN_EMAIL):
 * there is no account behind it, so the audit log shows the nil id and says where it came from.
 */
const OPERATOR_ID = '00000000-0000-0000-0000-000000000000';
const operator = (source: 'admin:create' | 'ADMIN_EMAIL'): AdminActionContext => ({
  actorId: OPERATOR_ID,
  actorRoles: [],
  requestId: source,
});

/** Whether an argon2id hash is that of a password the README publishes (then it is no secret). */
async function isPublishedPasswordHash(hash: string): Promise<boolean> {
  for (const password of PUBLISHED_DEMO_PASSWORDS) {
    if (await verifyPassword(hash, password)) return true;
  }
  return false;
}

/** Refusals of the first-admin settings found before the database is opened (all start kinds). */
export async function firstAdminProblems(config: AppConfig): Promise<string[]> {
  if (!config.firstAdmin) return [];
  return (await isPublishedPasswordHash(config.firstAdmin.passwordHash))
    ? [
        'ADMIN_PASSWORD_HASH is the hash of a password published in the README: anyone could sign in as ' +
          'the admin; hash a password of your own with `pnpm admin:hash-password`',
      ]
    : [];
}

export class FirstAdminError extends Error {}

/**
 * One admin made at a time across every node and command: two starts with ADMIN_EMAIL at once must
 * not both see "no admin yet". The lock ends with the transaction.
 */
async function lockAdmins(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lootmarket:first-admin'))`);
}

export interface NewAdmin {
  email: string;
  username: string;
  /** argon2id (src/auth/passwords.ts); the password itself never reaches this function. */
  passwordHash: string;
}

async function insertAdmin(tx: Tx, admin: NewAdmin, source: 'admin:create' | 'ADMIN_EMAIL'): Promise<string> {
  const id = crypto.randomUUID();
  try {
    // A savepoint, so a taken e-mail or name leaves the transaction usable for the answer.
    await tx.transaction(async (inner) => {
      await insertUser(inner, {
        id,
        email: admin.email,
        username: admin.username,
        // The operator chose the address; nobody else will ever click a verification link for it.
        emailVerified: true,
        passwordHash: admin.passwordHash,
        roles: ['user', 'admin'],
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_lower_key') throw new FirstAdminError(`${admin.email} has an account`);
    if (constraint === 'users_username_lower_key') {
      throw new FirstAdminError(`the username ${admin.username} is taken`);
    }
    throw error;
  }
  await recordAdminAction(tx, operator(source), {
    action: 'user.change_roles',
    targetType: 'user',
    targetId: id,
    before: null,
    after: { roles: ['user', 'admin'] },
    reason:
      source === 'admin:create'
        ? 'admin account created on the command line (pnpm admin:create)'
        : 'first admin created on start from ADMIN_EMAIL and ADMIN_PASSWORD_HASH',
  });
  return id;
}

export type CreateAdminResult =
  | { status: 'created'; userId: string }
  | { status: 'granted'; user: UserRow }
  | { status: 'already-admin'; user: UserRow };

/**
 * `pnpm admin:create`: a new account with the admin role and a verified e-mail. An existing account
 * of that e-mail is refused unless `grantExisting`: then it gets the admin role and keeps its
 * password, sessions and two-factor setting, provided its owner verified the e-mail (an unverified
 * address may have been registered by someone else to catch exactly this).
 */
export async function createAdmin(
  db: Db,
  admin: NewAdmin,
  options: { grantExisting: boolean },
): Promise<CreateAdminResult> {
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    const existing = await findUserByEmail(tx, admin.email);
    if (existing) {
      if (!options.grantExisting) {
        throw new FirstAdminError(
          `${admin.email} already has an account (${existing.username}); add --grant-existing to make it an admin`,
        );
      }
      if (existing.roles.includes('admin')) return { status: 'already-admin', user: existing };
      if (!existing.emailVerified) {
        throw new FirstAdminError(
          `${admin.email} belongs to ${existing.username}, whose e-mail is not verified: anyone could have ` +
            'registered it; the owner verifies it first (My account), then run this again',
        );
      }
      const roles = [...new Set([...existing.roles, 'admin'])];
      await setRoles(tx, existing.id, roles);
      await recordAdminAction(tx, operator('admin:create'), {
        action: 'user.change_roles',
        targetType: 'user',
        targetId: existing.id,
        before: { roles: existing.roles },
        after: { roles },
        reason: 'admin role granted on the command line (pnpm admin:create --grant-existing)',
      });
      return { status: 'granted', user: { ...existing, roles } };
    }
    if (await isUsernameTaken(tx, admin.username)) {
      throw new FirstAdminError(`the username ${admin.username} is taken: choose another with --username`);
    }
    return { status: 'created', userId: await insertAdmin(tx, admin, 'admin:create') };
  });
}

/**
 * On start with ADMIN_EMAIL and ADMIN_PASSWORD_HASH: creates that admin when no account has the
 * admin role yet, and does nothing once one has. It never takes over an account that exists (whoever
 * registered that address first would get the admin role): that is refused, pointing at
 * `pnpm admin:create --grant-existing`, which checks the e-mail is verified.
 */
export async function ensureFirstAdmin(
  db: Db,
  firstAdmin: NonNullable<AppConfig['firstAdmin']>,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<'created' | 'admin-exists'> {
  const outcome = await db.transaction(async (tx) => {
    await lockAdmins(tx);
    if (await anyAdminExists(tx)) return 'admin-exists' as const;
    try {
      await insertAdmin(tx, firstAdmin, 'ADMIN_EMAIL');
    } catch (error) {
      if (!(error instanceof FirstAdminError)) throw error;
      throw new ConfigError(
        `ADMIN_EMAIL: ${error.message}, so the first admin cannot be created from it; choose another ` +
          '(ADMIN_EMAIL, ADMIN_USERNAME), or make that account an admin with `pnpm admin:create --email … --grant-existing`',
      );
    }
    return 'created' as const;
  });
  log.info(
    { email: firstAdmin.email },
    outcome === 'created'
      ? 'first admin created from ADMIN_EMAIL'
      : 'an admin exists: ADMIN_EMAIL and ADMIN_PASSWORD_HASH are not used',
  );
  return outcome;
}
