import type { UserRole } from '@lootmarket/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/auth/auth.schema';
import type { Database } from '../../src/db/database';
import { type RegisteredUser, registerUser } from './app';

/** Registers an account and gives it these roles (the way an admin would). */
export async function registerWithRoles(
  app: FastifyInstance,
  database: Database,
  prefix: string,
  roles: UserRole[],
): Promise<RegisteredUser> {
  const registered = await registerUser(app, prefix);
  await database.db.update(users).set({ roles }).where(eq(users.id, registered.userId));
  return registered;
}

/** A plain user, a support agent and an admin: the three callers every admin route is tested with. */
export async function registerStaff(app: FastifyInstance, database: Database) {
  const [user, support, admin] = await Promise.all([
    registerUser(app, 'plain'),
    registerWithRoles(app, database, 'agent', ['user', 'support']),
    registerWithRoles(app, database, 'boss', ['user', 'admin']),
  ]);
  return { user, support, admin };
}
