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
  testConfig,
} from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { type LocalSmtp, startSmtp } from '../../test/support/smtp';
import { accountConfirmationCodes } from '../account/account.schema';
import { buildApp } from '../app';
import { FIRST_LOCK_SECONDS, FREE_FAILURES } from '../auth/attempt-limits';
import { accountAttemptLimits, users } from '../auth/auth.schema';
import { confirmTwoFactorSetup, startTwoFactorSetup } from '../auth/two-factor.service';
import { idempotencyKeys } from '../idempotency/idempotency.schema';
import { requestHashOf } from '../idempotency/idempotency.service';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { mailOutbox } from '../mail/mail.schema';
import { mailTime } from '../mail/mail-copy';
import { balances, fundWallet, newKey, ordersTestContext } from '../orders/orders.test-support';
import { unverifyEmail, verifyEmails } from './withdrawals.test-support';

const kinds = await databaseKinds();

const PAYPAL = {
  currency: 'USD',
  amount: '5000',
  method: 'paypal',
  destination: 'seller.payouts@example.com',
};

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
  /**
   * Refused with this code, and nothing in the database changed; with `counted`, nothing but the
   * account's attempt counts (a wrong proof is counted: that is the limit).
   */
  async function refusedUnchanged(
    send: () => Promise<LightMyRequestResponse>,
    status: number,
    code: string,
    { counted = false } = {},
  ) {
    const ignored: Record<string, '*'> = counted ? { account_attempt_limits: '*' } : {};
    const before = await snapshotDatabase(ctx.database, ignored);
    const response = await send();
    expect([response.statusCode, errorCode(response)]).toEqual([status, code]);
    expect(await snapshotDatabase(ctx.database, ignored)).toEqual(before);
    return response;
  }
  const counted = { counted: true };
  const failures = async (userId: string, scope: 'secondFactor' | 'password' | 'confirmationCode') =>
    (
      await db()
        .select({ failures: accountAttemptLimits.failures })
        .from(accountAttemptLimits)
        .where(and(eq(accountAttemptLimits.userId, userId), eq(accountAttemptLimits.scope, scope)))
    )[0]?.failures ?? 0;

  it.skipIf(!available)(
    'the owner reads the mail in the language they chose in the app (the lang cookie of their requests)',
    async () => {
      const user = await withdrawer('deutsch');
      const done = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/withdrawals',
        headers: { ...bearer(user.token), 'idempotency-key': newKey(), cookie: 'theme=dark; lang=de' },
        payload: { ...PAYPAL, password: TEST_PASSWORD },
      });
      expect(done.statusCode).toBe(201);
      const [stored] = await db()
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, user.userId));
      expect(stored?.locale).toBe('de');
      const [mail] = await mailsTo(user.email, 'withdrawal_requested');
      // Intl's no-break spaces read as spaces.
      const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');
      expect(plain(mail?.subject)).toBe('Auszahlung von 50,00 $ für dein Lootmarket-Konto angefordert');
      expect(mail?.text).toMatch(/^Hallo deutsch/);
      expect(plain(mail?.text)).toContain('Betrag: 50,00 $ (Gebühr 0,50 $, ausgezahlt 49,50 $)');
      expect(mail?.text).toContain('Methode: PayPal');
      expect(mail?.text).not.toContain('If this was not you');
      // A later request without the cookie (another device, the API) changes nothing.
      const again = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/withdrawals',
        headers: { ...bearer(user.token), 'accept-language': 'ja' },
      });
      expect(again.statusCode).toBe(200);
      const [kept] = await db().select({ locale: users.locale }).from(users).where(eq(users.id, user.userId));
      expect(kept?.locale).toBe('de');
    },
  );

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
        counted,
      );
      expect(wrong.json().error.fields).toEqual({ password: 'invalid' });
      // Counted with the account's other password guesses (My account's), in the database.
      expect(await failures(user.userId, 'password')).toBe(1);
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
      // The right password forgets the wrong one.
      expect(await failures(user.userId, 'password')).toBe(0);
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
      expect(mail?.subject).toBe('Withdrawal of $50.00 requested on your Lootmarket account');
      expect(mail?.text).toContain('Amount: $50.00 (fee $1.50, paid out $48.50)');
      expect(mail?.text).toContain('Method: PayPal (VIP)');
      // The destination masked: its owner recognises it, a reader of the mailbox cannot reuse it.
      expect(mail?.text).toContain('To: s•••@example.com');
      expect(mail?.text).not.toContain('seller.payouts');
      // The request's time, in UTC, laid out for the reader's language (English here: nothing chosen).
      expect(Math.abs(Date.parse(withdrawal.createdAt) - started)).toBeLessThan(120_000);
      expect(mail?.text).toContain(`Requested: ${mailTime(new Date(withdrawal.createdAt), 'en')}`);
      expect(mail?.text).toMatch(/^Requested: [A-Z][a-z]{2} \d{1,2}, \d{4}, .+ UTC$/m);
      expect(mail?.text).toContain(`Reference: withdrawal ${withdrawal.id}`);
      expect(mail?.text).toContain('If this was not you');
      expect(mail?.text).toContain('http://lootmarket.test/contact-us/');
      // Delivered over SMTP after the commit.
      expect(mail?.sentAt).not.toBeNull();
      const delivered = smtp.received.filter(
        (m) => m.to.includes(user.email) && m.data.includes('Subject: Withdrawal of $50.00 requested'),
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
        counted,
      );
      expect(wrong.json().error.fields).toEqual({ twoFactorCode: 'invalid' });
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: 'zzzzz-zzzzz' }),
        403,
        'WITHDRAWAL_TWO_FACTOR_WRONG',
        counted,
      );
      // A right code with a withdrawal refused for another reason is not spent: nothing changed.
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, amount: '100001', twoFactorCode: nextCode }),
        402,
        'INSUFFICIENT_FUNDS',
      );

      // The wrong codes counted with sign-in's; the right one (spent with the withdrawal) forgets them.
      expect(await failures(user.userId, 'secondFactor')).toBe(2);
      expect((await withdraw(user.token, { ...PAYPAL, twoFactorCode: nextCode })).statusCode).toBe(201);
      expect(await failures(user.userId, 'secondFactor')).toBe(0);
      // The same code again (another key): already used.
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: nextCode }),
        403,
        'WITHDRAWAL_TWO_FACTOR_WRONG',
        counted,
      );
      const recovery = recoveryCodes[0] ?? '';
      expect((await withdraw(user.token, { ...PAYPAL, twoFactorCode: recovery })).statusCode).toBe(201);
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: recovery }),
        403,
        'WITHDRAWAL_TWO_FACTOR_WRONG',
        counted,
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
        counted,
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
      expect(codeMail?.text).toContain('withdrawal of $50.00 (PayPal) → s•••@example.com');
      expect(codeMail?.sentAt).not.toBeNull();
      const code = /^ {4}(\d{6})$/m.exec(codeMail?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      // The database keeps a hash, never the code.
      const stored = await db()
        .select()
        .from(accountConfirmationCodes)
        .where(eq(accountConfirmationCodes.userId, user.userId));
      expect(stored).toHaveLength(1);
      expect(JSON.stringify(stored)).not.toContain(code);
      // One code a minute.
      await refusedUnchanged(() => askCode(user.token, PAYPAL), 429, 'TOO_MANY_ATTEMPTS');

      // Other details, another account: the code does not fit.
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, amount: '5001', confirmationCode: code }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
        counted,
      );
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, destination: 'thief@example.com', confirmationCode: code }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
        counted,
      );
      await refusedUnchanged(
        () => withdraw(other.token, { ...PAYPAL, confirmationCode: code }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
        counted,
      );
      expect(await failures(user.userId, 'confirmationCode')).toBe(3);
      expect(await failures(other.userId, 'confirmationCode')).toBe(1);
      expect((await withdraw(user.token, { ...PAYPAL, confirmationCode: code })).statusCode).toBe(201);
      expect(await failures(user.userId, 'confirmationCode')).toBe(0);
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, confirmationCode: code }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
        counted,
      );
      expect(await mailsTo(user.email, 'withdrawal_requested')).toHaveLength(1);

      // An expired code confirms nothing.
      expect((await askCode(other.token, PAYPAL)).statusCode).toBe(202);
      const otherMails = await mailsTo(other.email, 'withdrawal_confirmation_code');
      const otherCode = /^ {4}(\d{6})$/m.exec(otherMails[0]?.text ?? '')?.[1] ?? '';
      await db()
        .update(accountConfirmationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountConfirmationCodes.userId, other.userId));
      await refusedUnchanged(
        () => withdraw(other.token, { ...PAYPAL, confirmationCode: otherCode }),
        403,
        'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
        counted,
      );
    },
  );

  const changePassword = (token: string, currentPassword: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      headers: bearer(token),
      payload: {
        currentPassword,
        newPassword: 'another long password',
        repeatPassword: 'another long password',
      },
    });

  it.skipIf(!available)(
    "a wrong withdrawal password counts with My account's: past five, withdrawals and password checks lock (429, Retry-After), even for the right one; others go on",
    async () => {
      const user = await withdrawer('guesser');
      const bystander = await withdrawer('bystander');
      // One budget of password guesses per account, whichever form takes them.
      for (let i = 0; i < FREE_FAILURES.password; i++) {
        if (i % 2 === 0) {
          await refusedUnchanged(
            () => withdraw(user.token, { ...PAYPAL, password: `guess-${i}` }),
            403,
            'WITHDRAWAL_PASSWORD_WRONG',
            counted,
          );
        } else {
          expect(errorCode(await changePassword(user.token, `guess-${i}`))).toBe('CURRENT_PASSWORD_WRONG');
        }
      }
      expect(await failures(user.userId, 'password')).toBe(FREE_FAILURES.password);
      const locking = await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, password: 'one more guess' }),
        429,
        'WITHDRAWAL_PROOF_LOCKED',
        counted,
      );
      expect(Number(locking.headers['retry-after'])).toBe(FIRST_LOCK_SECONDS);

      // Locked: the right password is refused unchecked, here and in My account, changing nothing at all.
      const paused = await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, password: TEST_PASSWORD }),
        429,
        'WITHDRAWAL_PROOF_LOCKED',
      );
      const retryAfter = Number(paused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(FIRST_LOCK_SECONDS);
      await refusedUnchanged(
        () => changePassword(user.token, TEST_PASSWORD),
        429,
        'TOO_MANY_FAILED_ATTEMPTS',
      );
      expect((await withdraw(bystander.token, { ...PAYPAL, password: TEST_PASSWORD })).statusCode).toBe(201);
    },
  );

  it.skipIf(!available)(
    'wrong proofs add up across API processes: two apps on one database lock the account together',
    async () => {
      const user = await withdrawer('twonodes');
      const second = await buildApp({
        config: testConfig({ JOBS_POLL_MS: '0' }),
        database: ctx.database,
        logger: false,
      });
      await second.ready();
      try {
        const nodes = [ctx.app, second];
        const send = (node: number, password: string) =>
          (nodes[node % 2] as typeof second).inject({
            method: 'POST',
            url: '/api/v1/withdrawals',
            headers: { ...bearer(user.token), 'idempotency-key': newKey() },
            payload: { ...PAYPAL, password },
          });
        // Half the guesses to each process: neither alone has seen enough to lock.
        for (let i = 0; i < FREE_FAILURES.password; i++) {
          expect(errorCode(await send(i, `guess-${i}`))).toBe('WITHDRAWAL_PASSWORD_WRONG');
        }
        const locking = await send(FREE_FAILURES.password, 'one more guess');
        expect([locking.statusCode, errorCode(locking)]).toEqual([429, 'WITHDRAWAL_PROOF_LOCKED']);
        // Both processes refuse the right password now; a restart would not forget it either.
        for (const node of [0, 1]) {
          const refused = await send(node, TEST_PASSWORD);
          expect([refused.statusCode, errorCode(refused)]).toEqual([429, 'WITHDRAWAL_PROOF_LOCKED']);
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        }
        expect((await balances(db(), user.userId)).available).toBe(100_000n);
      } finally {
        await second.close();
      }
    },
  );

  it.skipIf(!available)(
    "wrong authenticator codes count with sign-in's: past ten, withdrawals and turning two-factor sign-in off lock",
    async () => {
      const user = await withdrawer('totplock');
      const { secret } = await startTwoFactorSetup(db(), { id: user.userId, email: user.email });
      const recoveryCodes = await confirmTwoFactorSetup(db(), user.userId, await generate({ secret }));
      for (let i = 0; i < FREE_FAILURES.secondFactor; i++) {
        await refusedUnchanged(
          () => withdraw(user.token, { ...PAYPAL, twoFactorCode: 'zzzzz-zzzzz' }),
          403,
          'WITHDRAWAL_TWO_FACTOR_WRONG',
          counted,
        );
      }
      expect(await failures(user.userId, 'secondFactor')).toBe(FREE_FAILURES.secondFactor);
      const locking = await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: 'zzzzz-zzzzz' }),
        429,
        'WITHDRAWAL_PROOF_LOCKED',
        counted,
      );
      expect(Number(locking.headers['retry-after'])).toBe(FIRST_LOCK_SECONDS);
      // The same lock, whatever the form: a right recovery code turns nothing off and withdraws nothing.
      await refusedUnchanged(
        () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/v1/account/two-factor/disable',
            headers: bearer(user.token),
            payload: { code: recoveryCodes[0], currentPassword: TEST_PASSWORD },
          }),
        429,
        'TOO_MANY_FAILED_ATTEMPTS',
      );
      await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, twoFactorCode: recoveryCodes[1] }),
        429,
        'WITHDRAWAL_PROOF_LOCKED',
      );
    },
  );

  it.skipIf(!available)(
    'wrong mailed codes lock withdrawals and the code mails of an account without a password',
    async () => {
      const user = await withdrawer('codelock');
      await db().update(users).set({ passwordHash: null }).where(eq(users.id, user.userId));
      for (let i = 0; i < FREE_FAILURES.confirmationCode; i++) {
        await refusedUnchanged(
          () => withdraw(user.token, { ...PAYPAL, confirmationCode: String(100_000 + i) }),
          403,
          'WITHDRAWAL_CONFIRMATION_CODE_WRONG',
          counted,
        );
      }
      const locking = await refusedUnchanged(
        () => withdraw(user.token, { ...PAYPAL, confirmationCode: '999999' }),
        429,
        'WITHDRAWAL_PROOF_LOCKED',
        counted,
      );
      expect(Number(locking.headers['retry-after'])).toBe(FIRST_LOCK_SECONDS);
      // No new code while locked: nothing mailed, nothing stored.
      await refusedUnchanged(() => askCode(user.token, PAYPAL), 429, 'WITHDRAWAL_PROOF_LOCKED');
      expect(await mailsTo(user.email, 'withdrawal_confirmation_code')).toEqual([]);
    },
  );
});
