import { type Withdrawal, withdrawalSchema } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, TEST_PASSWORD } from '../../test/support/app';
import { users } from '../auth/auth.schema';
import type { DbOrTx } from '../db/database';
import { jobs } from '../jobs/jobs.schema';
import { newKey } from '../orders/orders.test-support';
import { PAYOUT_JOB } from './withdrawals.service';

/** The proof a registered test account (password, no two-factor sign-in) gives with each withdrawal. */
export const PASSWORD_PROOF = { password: TEST_PASSWORD } as const;

/** Marks accounts' e-mail verified, as opening the mailed link does: they may then withdraw. */
export async function verifyEmails(db: DbOrTx, ...userIds: string[]): Promise<void> {
  for (const userId of userIds) {
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  }
}

/**
 * Marks an account's e-mail unconfirmed, as on accounts made before sign-up went by mail (sign-up now
 * verifies the address it creates an account for).
 */
export async function unverifyEmail(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
}

/** A withdrawal requested with these details and the password proof, which must be accepted (201). */
export async function requestedWithdrawal(
  app: FastifyInstance,
  token: string,
  details: { currency: string; amount: string; method: string; destination: string; vip?: boolean },
): Promise<Withdrawal> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/withdrawals',
    headers: { ...bearer(token), 'idempotency-key': newKey() },
    payload: { ...details, ...PASSWORD_PROOF },
  });
  expect(response.statusCode, response.body).toBe(201);
  return withdrawalSchema.parse(response.json());
}

/** The payout job of a withdrawal, done or not. */
export async function payoutJobOf(db: DbOrTx, withdrawalId: string) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, PAYOUT_JOB), eq(jobs.subject, withdrawalId)));
  return job;
}
