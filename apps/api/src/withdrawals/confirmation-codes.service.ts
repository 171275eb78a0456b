import { createHash, randomInt } from 'node:crypto';
import type { withdrawalDetailsSchema } from '@lootmarket/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../db/database';
import { withdrawalConfirmationCodes } from '../db/schema';
import { AppError } from '../errors/app-error';
import { requestHashOf } from '../idempotency/idempotency.service';

/** How long a mailed code confirms its withdrawal. */
export const CONFIRMATION_CODE_TTL_MS = 15 * 60_000;
/** One code a minute per account: the mailbox is not a channel to flood. */
const RESEND_AFTER_SECONDS = 60;

/** A withdrawal's details as the API has parsed them. */
export type WithdrawalDetails = z.output<typeof withdrawalDetailsSchema>;

/** The details a code confirms, as one hash: another amount, method, destination or speed is another withdrawal. */
export function withdrawalDetailsHash(details: WithdrawalDetails): string {
  const { currency, amount, method, destination, vip } = details;
  return requestHashOf({ currency, amount, method, destination, vip });
}

function codeHash(userId: string, detailsHash: string, code: string): string {
  return createHash('sha256').update(`${userId}:${detailsHash}:${code.trim()}`, 'utf8').digest('hex');
}

/**
 * A fresh six-digit code for these details, replacing the account's earlier one (in `tx`, with the
 * mail that carries it). At most one a minute: TOO_MANY_ATTEMPTS, nothing written.
 */
export async function issueConfirmationCode(
  tx: Tx,
  userId: string,
  detailsHash: string,
): Promise<{ code: string; expiresAt: Date }> {
  const [recent] = await tx
    .select({ id: withdrawalConfirmationCodes.id })
    .from(withdrawalConfirmationCodes)
    .where(
      and(
        eq(withdrawalConfirmationCodes.userId, userId),
        gt(
          withdrawalConfirmationCodes.createdAt,
          sql`now() - make_interval(secs => ${RESEND_AFTER_SECONDS})`,
        ),
      ),
    )
    .limit(1);
  if (recent) throw new AppError('TOO_MANY_ATTEMPTS');
  await tx.delete(withdrawalConfirmationCodes).where(eq(withdrawalConfirmationCodes.userId, userId));
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiresAt = new Date(Date.now() + CONFIRMATION_CODE_TTL_MS);
  await tx.insert(withdrawalConfirmationCodes).values({
    id: crypto.randomUUID(),
    userId,
    codeHash: codeHash(userId, detailsHash, code),
    expiresAt,
  });
  return { code, expiresAt };
}

/**
 * Spends the account's code for these details, if it is right and unexpired: true once. A wrong
 * code writes nothing. The delete is the guard: two requests with one code cannot both pass.
 */
export async function redeemConfirmationCode(
  db: DbOrTx,
  userId: string,
  detailsHash: string,
  code: string,
): Promise<boolean> {
  const spent = await db
    .delete(withdrawalConfirmationCodes)
    .where(
      and(
        eq(withdrawalConfirmationCodes.userId, userId),
        eq(withdrawalConfirmationCodes.codeHash, codeHash(userId, detailsHash, code)),
        gt(withdrawalConfirmationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: withdrawalConfirmationCodes.id });
  return spent.length > 0;
}
