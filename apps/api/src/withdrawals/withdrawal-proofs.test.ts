import { withdrawalSchema } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  type RegisteredUser,
  registerUser,
  snapshotDatabase,
  TEST_PASSWORD,
  type TestContext,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { type LocalSmtp, startSmtp } from '../../test/support/smtp';
import { confirmTwoFactorSetup, startTwoFactorSetup } from '../auth/two-factor.service';
import { idempotencyKeys, mailOutbox, users, withdrawalConfirmationCodes } from '../db/schema';
import { requestHashOf } from '../idempotency/idempotency.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { balances, fundWallet, newKey, ordersTestContext } from '../orders/orders.test-support';
import { WithdrawalProofFailures } from './withdrawal-proof';
import { unverifyEmail, verifyEmails } from './withdrawals.test-support';

const kinds = await databaseKinds();

const PAYPAL = {
  currency: 'USD',
  amount: '5000',
  method: 'paypal',
  destination: 'seller.payouts@example.com',
};

describe('wrong withdrawal proofs pause an account, with back-off', () => {
  it('five free, then 1 min, 2, 4 … up to 1 h; a right proof or a quiet day starts over', () => {
    let now = 0;
    const failures = new WithdrawalProofFailures(() => now);
    for (let i = 0; i < 4; i++) failures.recordFailure('a');
    expect(failures.pausedFor('a')).toBe(0);
    failures.recordFailure('a');
    expect(failures.pausedFor('a')).toBe(60_000);
    expect(failures.pausedFor('b')).toBe(0);
    now += 60_000;
    expect(failures.pausedFor('a')).toBe(0);
    failures.recordFailure('a');
    expect(failures.pausedFor('a')).toBe(120_000);
    now += 120_000;
    failures.recordFailure('a');
    expect(failures.pausedFor('a')).toBe(240_000);
    for (let i = 0; i < 10; i++) failures.recordFailure('a');
    expect(failures.pausedFor('a')).toBe(3_600_000);
    failures.clear('a');
    expect(failures.pausedFor('a')).toBe(0);
    for (let i = 0; i < 5; i++) failures.recordFailure('a');
    now += 24 * 3_600_000 + 1;
    expect(failures.pausedFor('a')).toBe(0);
    failures.recordFailure('a');
    expect(failures.pausedFor('a')).toBe(0);
  });
});

describe.each(kinds)('withdrawal proofs on $notice', ({ name, available }) => {
  let ctx: TestContext;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    if (!available) return;
    smtp = await startSmtp();
    ctx = await ordersTestContext(name, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Lootmarket <mail@lootmarket.test>',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  const db = () => ctx.database.db;
  const withdraw = (token: string | undefined, body: object, key: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/withdrawals',
      headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const askCode = (token: string | undefined, body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/withdrawals/confirmation-code',
      headers: token ? bearer(token) : {},
      payload: body,
    });
  const mailsTo = async (email: string, kind: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
  /** An account that may withdraw: funded, e-mail verified. */
  async function withdrawer(prefix: string): Promise<RegisteredUser> {
    const user = await registerUser(ctx.app, prefix);
    await fundWallet(db(), user.userId, 100_000n);
    await verifyEmails(db(), user.userId);
    return user;
  }
  /** Refused with this code, and nothing in the database changed. */
  async function refusedUnchanged(send: () => Promise<LightMyRequestResponse>, status: number, code: string) {
    const before = await snapshotDatabase(ctx.database);
    const response = await send();
    expect([response.statusCode, errorCode(response)]).toEqual([status, code]);
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
    return response;
  }

  it.skipIf(!available)(
    'an unverified e-mail cannot withdraw (nor ask for a code), even with the right password',
    async () => {
      const user = await registerUser(ctx.app, 'unverified');
      await unverifyEmail(db(), user.userId);
      await fundWallet(db(), user.userId, 100_000n);
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, password: TEST_PASSWORD }),
        403,
        'WITHDRAWAL_EMAIL_NOT_VERIFIED',
      );
      await refusedUnchanged(() => askCode(user.token, PAYPAL), 403, 'WITHDRAWAL_EMAIL_NOT_VERIFIED');
      await verifyEmails(db(), user.userId);
      expect((await withdraw(user.token, { ...PAYPAL, password: TEST_PASSWORD })).statusCode).toBe(201);
    },
  );

  it.skipIf(!available)(
    'a password account: no password or a wrong one changes nothing; the right one withdraws and mails the owner',
    async () => {
      const user = await withdrawer('pwd');
      const missing = await refusedUnchanged(
        () => withdraw(user.token, PAYPAL),
        403,
        'WITHDRAWAL_PASSWORD_REQUIRED',
      );
      expect(missing.json().error.fields).toEqual({ password: 'required' });
      // A code is not a password: the proof the account owes is the one looked at.
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: '123456' }),
        403,
        'WITHDRAWAL_PASSWORD_REQUIRED',
      );
      const wrong = await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, password: `${TEST_PASSWORD}!` }),
        403,
        'WITHDRAWAL_PASSWORD_WRONG',
      );
      expect(wrong.json().error.fields).toEqual({ password: 'invalid' });
      // Accounts with a password ask for no mailed code.
      await refusedUnchanged(() => askCode(user.token, PAYPAL), 403, 'WITHDRAWAL_PASSWORD_REQUIRED');
      // Bad input is 400 before anything else; a guest is 401.
      for (const bad of [
        { ...PAYPAL, password: '' },
        { ...PAYPAL, password: 'x'.repeat(129) },
        { ...PAYPAL, twoFactorCode: 'abc' },
        { ...PAYPAL, confirmationCode: '12345' },
      ]) {
        await refusedUnchanged(() => withdraw(user.token, bad), 400, 'VALIDATION_FAILED');
      }
      await refusedUnchanged(
        () => withdraw(undefined, { ...PAYPAL, password: TEST_PASSWORD }),
        401,
        'UNAUTHENTICATED',
      );
      await refusedUnchanged(() => askCode(undefined, PAYPAL), 401, 'UNAUTHENTICATED');
      expect(await mailsTo(user.email, 'withdrawal_requested')).toEqual([]);

      const key = newKey();
      const started = Date.now();
      const done = await withdraw(user.token, { ...PAYPAL, vip: true, password: TEST_PASSWORD }, key);
      expect(done.statusCode).toBe(201);
      const withdrawal = withdrawalSchema.parse(done.json());
      expect(withdrawal).toMatchObject({ status: 'pending_review', amount: '5000', fee: '150', vip: true });
      expect((await balances(db(), user.userId)).available).toBe(95_000n);
      // The idempotency claim holds a hash of the details alone: no hash of the password is stored.
      const [claim] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(claim?.requestHash).toBe(requestHashOf({ params: {}, body: { ...PAYPAL, vip: true } }));
      // The same key replays the answer: no second withdrawal, no second mail.
      const replay = await withdraw(user.token, { ...PAYPAL, vip: true, password: TEST_PASSWORD }, key);
      expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([201, 'true']);
      expect(replay.json()).toEqual(done.json());

      const mails = await mailsTo(user.email, 'withdrawal_requested');
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail?.subject).toBe('Withdrawal of 50.00 USD requested on your Lootmarket account');
      expect(mail?.text).toContain('Amount: 50.00 USD (fee 1.50 USD, paid out 48.50 USD)');
      expect(mail?.text).toContain('Method: PayPal (VIP)');
      // The destination masked: its owner recognises it, a reader of the mailbox cannot reuse it.
      expect(mail?.text).toContain('To: s•••@example.com');
      expect(mail?.text).not.toContain('seller.payouts');
      const time = /Requested: (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) UTC/.exec(mail?.text ?? '')?.[1];
      expect(Math.abs(Date.parse(`${time}:00Z`) - started)).toBeLessThan(120_000);
      expect(mail?.text).toContain(`Reference: withdrawal ${withdrawal.id}`);
      expect(mail?.text).toContain('If this was not you');
      expect(mail?.text).toContain('http://lootmarket.test/contact-us/');
      // Delivered over SMTP after the commit.
      expect(mail?.sentAt).not.toBeNull();
      const delivered = smtp.received.filter(
        (m) => m.to.includes(user.email) && m.data.includes('Subject: Withdrawal of 50.00 USD requested'),
      );
      expect(delivered).toHaveLength(1);
      expect(await ledgerInvariantViolations(db())).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'two-factor on: the password is not enough; a wrong or used code changes nothing; a fresh code or a recovery code withdraws',
    async () => {
      const user = await withdrawer('totp');
      const { secret } = await startTwoFactorSetup(db(), { id: user.userId, email: user.email });
      const recoveryCodes = await confirmTwoFactorSetup(db(), user.userId, await generate({ secret }));
      const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, password: TEST_PASSWORD }),
        403,
        'WITHDRAWAL_TWO_FACTOR_REQUIRED',
      );
      const wrong = await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: nextCode === '000000' ? '111111' : '000000' }),
        403,
        'WITHDRAWAL_TWO_FACTOR_WRONG',
      );
      expect(wrong.json().error.fields).toEqual({ twoFactorCode: 'invalid' });
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: 'zzzzz-zzzzz' }),
        403,
        'WITHDRAWAL_TWO_FACTOR_WRONG',
      );
      // A right code with a withdrawal refused for another reason is not spent: nothing changed.
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, amount: '100001', twoFactorCode: nextCode }),
        402,
        'INSUFFICIENT_FUNDS',
      );

      expect((await withdraw(user.token, { ...PAYPAL, twoFactorCode: nextCode })).statusCode).toBe(201);
      // The same code again (another key): already used.
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: nextCode }),
        403,
        'WITHDRAWAL_TWO_FACTOR_WRONG',
      );
      const recovery = recoveryCodes[0] ?? '';
      expect((await withdraw(user.token, { ...PAYPAL, twoFactorCode: recovery })).statusCode).toBe(201);
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: recovery }),
        403,
        'WITHDRAWAL_TWO_FACTOR_WRONG',
      );
      await refusedUnchanged(() => askCode(user.token, PAYPAL), 403, 'WITHDRAWAL_TWO_FACTOR_REQUIRED');
      expect(await mailsTo(user.email, 'withdrawal_requested')).toHaveLength(2);
    },
  );

  it.skipIf(!available)(
    'no password, no two-factor (a provider sign-up): a code mailed for exactly these details, once',
    async () => {
      const user = await withdrawer('oauthonly');
      const other = await withdrawer('oauthother');
      // What a sign-up through a provider leaves: an account without a password.
      await db().update(users).set({ passwordHash: null }).where(eq(users.id, user.userId));
      await db().update(users).set({ passwordHash: null }).where(eq(users.id, other.userId));

      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, password: TEST_PASSWORD }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_REQUIRED',
      );
      // Nothing issued yet: any code is wrong.
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, confirmationCode: '123456' }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
      );
      await refusedUnchanged(
        () => askCode(user.token, { ...PAYPAL, method: 'stripe', destination: 'acct_1Seller' }),
        422,
        'WITHDRAWAL_METHOD_UNAVAILABLE',
      );
      await refusedUnchanged(() => askCode(user.token, { ...PAYPAL, amount: '0' }), 400, 'VALIDATION_FAILED');

      const asked = await askCode(user.token, PAYPAL);
      expect(asked.statusCode).toBe(202);
      expect(Date.parse(asked.json().expiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
      const [codeMail] = await mailsTo(user.email, 'withdrawal_confirmation_code');
      expect(codeMail?.text).toContain('withdrawal of 50.00 USD (PayPal) to s•••@example.com');
      expect(codeMail?.sentAt).not.toBeNull();
      const code = /^ {4}(\d{6})$/m.exec(codeMail?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      // The database keeps a hash, never the code.
      const stored = await db()
        .select()
        .from(withdrawalConfirmationCodes)
        .where(eq(withdrawalConfirmationCodes.userId, user.userId));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(code);
      // One code a minute.
      await refusedUnchanged(() => askCode(user.token, PAYPAL), 429, 'TOO_MANY_ATTEMPTS');

      // Other details, another account: the code does not fit.
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, amount: '5001', confirmationCode: code }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
      );
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, destination: 'thief@example.com', confirmationCode: code }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
      );
      await refusedUnchanged(
        () => withdraw(other.token, { ...PAYPAL, confirmationCode: code }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
      );
      expect((await withdraw(user.token, { ...PAYPAL, confirmationCode: code })).statusCode).toBe(201);
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, confirmationCode: code }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
      );
      expect(await mailsTo(user.email, 'withdrawal_requested')).toHaveLength(1);

      // An expired code confirms nothing.
      expect((await askCode(other.token, PAYPAL)).statusCode).toBe(202);
      const otherMails = await mailsTo(other.email, 'withdrawal_confirmation_code');
      const otherCode = /^ {4}(\d{6})$/m.exec(otherMails[0]?.text ?? '')?.[1] ?? '';
      await db()
        .update(withdrawalConfirmationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(withdrawalConfirmationCodes.userId, other.userId));
      await refusedUnchanged(
        () => withdraw(other.token, { ...PAYPAL, confirmationCode: otherCode }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
      );
    },
  );

  it.skipIf(!available)(
    'five wrong proofs pause the account: even the right password is refused (429), nothing changes; others go on',
    async () => {
      const user = await withdrawer('guesser');
      const bystander = await withdrawer('bystander');
      for (let i = 0; i < 5; i++) {
        await refusedUnchanged(
          () => withdraw(user.token, { ...PAYPAL, password: `guess-${i}` }),
          403,
          'WITHDRAWAL_PASSWORD_WRONG',
        );
      }
      const paused = await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, password: TEST_PASSWORD }),
        429,
        'WITHDRAWAL_PROOF_LOCKED',
      );
      const retryAfter = Number(paused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      await refusedUnchanged(() => askCode(user.token, PAYPAL), 429, 'WITHDRAWAL_PROOF_LOCKED');
      expect((await withdraw(bystander.token, { ...PAYPAL, password: TEST_PASSWORD })).statusCode).toBe(201);
    },
  );
});
