import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors/app-error';
import { escapeHtml, type Mailer } from '../mail/mailer';
import { emailVerificationTokens, users } from './auth.schema';
import { generateToken, hashToken } from './tokens';

const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/** Issues a verification link for the user's current email and queues the mail; returns the mail id. */
export async function queueVerificationMail(
  tx: DbOrTx,
  mailer: Mailer,
  options: { userId: string; email: string; username: string; publicOrigin: string },
): Promise<string> {
  const token = generateToken();
  await tx.insert(emailVerificationTokens).values({
    id: crypto.randomUUID(),
    userId: options.userId,
    email: options.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  const link = `${options.publicOrigin}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  return mailer.enqueue(tx, {
    to: options.email,
    kind: 'email-verification',
    subject: 'Confirm your email for Lootmarket',
    text: `Hi ${options.username},\n\nconfirm your email address by opening this link:\n${link}\n\nThe link works for 48 hours. If you did not create a Lootmarket account, ignore this mail.\n`,
    html: `<p>Hi ${escapeHtml(options.username)},</p><p>confirm your email address by opening this link:</p><p><a href="${link}">${link}</a></p><p>The link works for 48 hours. If you did not create a Lootmarket account, ignore this mail.</p>`,
  });
}

/** Redeems a verification token once; the email must still be the one it was sent to. */
export async function verifyEmailToken(tx: DbOrTx, token: string): Promise<string> {
  const [row] = await tx
    .select()
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, hashToken(token)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('VERIFICATION_FAILED');
  const updated = await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, row.userId), sql`lower(${users.email}) = lower(${row.email})`))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('VERIFICATION_FAILED');
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(emailVerificationTokens.id, row.id));
  return row.userId;
}
