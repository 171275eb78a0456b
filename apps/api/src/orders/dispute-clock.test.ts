import { adminDisputeSchema, DISPUTE_REMINDER_LEAD_HOURS, orderDetailSchema } from '@lootmarket/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, errorCode, snapshotDatabase } from '../../test/support/app';
import { databaseKinds } from '../../test/support/databases';
import { adminAuditLog } from '../admin/admin.schema';
import { disputeAnswers } from '../dispute-clock/dispute-clock.schema';
import { ledgerInvariantViolations } from '../ledger/ledger.test-support';
import { mailOutbox } from '../mail/mail.schema';
import { notifications } from '../notifications/notifications.schema';
import { balances, checkout, createTestOffer, newKey, ordersTestSetup } from './orders.test-support';

const kinds = await databaseKinds();
const HOUR = 60 * 60 * 1000;

/**
 * The dispute clock: the seller's turn (24 h, 12 h for accounts and boosting), then the buyer's (48 h
 * from the seller's answer), then staff; reminders before a deadline; a passed deadline's default ruling
 * by the `dispute.deadline` job; staff extend and overrule; the rules per category. The clock is moved
 * by passing `now` to the jobs, never by waiting.
 */
describe.each(kinds)('the dispute clock on $notice', ({ name, available }) => {
  const { ctx, seller, buyer, other, staff, db, get, post } = ordersTestSetup(name, available, {
    buyerFunds: 1_000_000n,
  });

  const kindsTold = async (userId: string, orderId: string) =>
    (
      await db()
        .select({ kind: notifications.kind, params: notifications.params })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/order/${orderId}/`)))
        .orderBy(notifications.createdAt, notifications.id)
    ).map((row) => row.kind);

  /** A paid wallet order of `category`, disputed by the buyer; the instant the dispute was opened. */
  const disputed = async (category = 'gold') => {
    const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 2000n, stock: 5, category });
    const bought = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
    expect(bought.statusCode).toBe(201);
    const orderId = bought.json().order.id as string;
    const before = Date.now();
    const opened = await post(`/api/v1/orders/${orderId}/dispute`, buyer.token, {
      reason: 'Nothing arrived',
    });
    expect(opened.statusCode).toBe(200);
    const clock = orderDetailSchema.parse(opened.json()).dispute?.clock;
    if (!clock?.deadlineAt) throw new Error('no running clock');
    return { orderId, openedAt: before, deadlineAt: new Date(clock.deadlineAt), clock };
  };

  const answer = (orderId: string, token: string | null, payload: object, key: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/dispute/answer`,
      headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  /** The dispute's own job at `now` (runDue would also run the other tests' disputes that are due). */
  const tick = (orderId: string, now: Date) => ctx.app.jobs.runJob('dispute.deadline', orderId, now);

  const detail = async (orderId: string, token = buyer.token) =>
    orderDetailSchema.parse((await get(`/api/v1/orders/${orderId}`, token)).json());

  it.skipIf(!available)(
    'a dispute starts the seller’s turn: 24 h, 12 h for accounts and boosting',
    async () => {
      const gold = await disputed('gold');
      expect(gold.clock).toMatchObject({
        stage: 'seller',
        onSilence: 'refund',
        sellerHours: 24,
        buyerHours: 48,
      });
      expect(gold.deadlineAt.getTime() - gold.openedAt).toBeGreaterThan(24 * HOUR - 60_000);
      expect(gold.deadlineAt.getTime() - gold.openedAt).toBeLessThanOrEqual(24 * HOUR + 60_000);
      for (const category of ['account', 'boosting']) {
        const fast = await disputed(category);
        expect(fast.clock.sellerHours).toBe(12);
        expect(fast.deadlineAt.getTime() - fast.openedAt).toBeLessThanOrEqual(12 * HOUR + 60_000);
      }
      // The seller sees the same clock; the admin's dispute page carries it.
      expect((await detail(gold.orderId, seller.token)).dispute?.clock?.stage).toBe('seller');
      const forStaff = adminDisputeSchema.parse(
        (await get(`/api/v1/admin/disputes?status=open`, staff.support.token))
          .json()
          .disputes.find((d: { order: { id: string } }) => d.order.id === gold.orderId),
      );
      expect(forStaff.dispute.clock?.deadlineAt).toBe(gold.deadlineAt.toISOString());
    },
  );

  it.skipIf(!available)('who may answer, and bad input changes nothing', async () => {
    const { orderId } = await disputed();
    const before = await snapshotDatabase(ctx.database);
    const body = { message: 'I sent it.' };
    expect((await answer(orderId, null, body)).statusCode).toBe(401);
    expect(errorCode(await answer(orderId, other.token, body))).toBe('TRANSACTION_NOT_FOUND');
    expect(errorCode(await answer(orderId, staff.support.token, body))).toBe('FORBIDDEN');
    expect(errorCode(await answer(orderId, staff.admin.token, body))).toBe('FORBIDDEN');
    for (const payload of [
      {},
      { message: '   ' },
      { message: 'x'.repeat(2001) },
      { message: 5 },
      { message: 'a\u0000b' },
    ]) {
      const refused = await answer(orderId, seller.token, payload);
      expect(refused.statusCode).toBe(400);
      expect(errorCode(refused)).toBe('VALIDATION_FAILED');
    }
    const noKey = await answer(orderId, seller.token, body, null);
    expect(noKey.statusCode).toBe(400);
    expect(errorCode(await answer(crypto.randomUUID(), seller.token, body))).toBe('TRANSACTION_NOT_FOUND');
    expect(await snapshotDatabase(ctx.database)).toEqual(before);
  });

  it.skipIf(!available)(
    'the seller’s answer gives the buyer 48 h; the buyer’s hands it to staff',
    async () => {
      const { orderId } = await disputed();
      const answered = await answer(orderId, seller.token, { message: '  Sent by in-game mail to Ayla.  ' });
      expect(answered.statusCode).toBe(200);
      const clock = orderDetailSchema.parse(answered.json()).dispute?.clock;
      expect(clock).toMatchObject({
        stage: 'buyer',
        onSilence: 'release',
        answers: [{ side: 'seller', message: 'Sent by in-game mail to Ayla.' }],
      });
      const since = new Date(clock?.stageSince ?? 0).getTime();
      expect(new Date(clock?.deadlineAt ?? 0).getTime() - since).toBe(48 * HOUR);
      expect(await kindsTold(buyer.userId, orderId)).toContain('dispute_answered');
      // The seller writing again changes no deadline.
      const again = await answer(orderId, seller.token, { message: 'Screenshot attached.' });
      expect(orderDetailSchema.parse(again.json()).dispute?.clock?.deadlineAt).toBe(clock?.deadlineAt);
      const buyerAnswer = await answer(orderId, buyer.token, { message: 'The mailbox was empty.' });
      expect(orderDetailSchema.parse(buyerAnswer.json()).dispute?.clock).toMatchObject({
        stage: 'staff',
        staffReason: 'answered',
        deadlineAt: null,
        onSilence: null,
      });
      expect(await kindsTold(seller.userId, orderId)).toContain('dispute_answered');
    },
  );

  it.skipIf(!available)('an answer replayed 100 times with its key has one effect', async () => {
    const { orderId } = await disputed();
    const key = newKey();
    const first = await answer(orderId, seller.token, { message: 'Delivered.' }, key);
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 99; i += 1) {
      const replay = await answer(orderId, seller.token, { message: 'Delivered.' }, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    const rows = await db().select().from(disputeAnswers).where(eq(disputeAnswers.authorId, seller.userId));
    expect(rows.filter((row) => row.message === 'Delivered.')).toHaveLength(1);
    expect(
      (await kindsTold(buyer.userId, orderId)).filter((kind) => kind === 'dispute_answered'),
    ).toHaveLength(1);
  });

  it.skipIf(!available)(
    'a silent seller is reminded, then the buyer is refunded by the default ruling',
    async () => {
      const { orderId, deadlineAt } = await disputed();
      const wallet = await balances(db(), buyer.userId);
      // Long before the reminder: nothing.
      await tick(orderId, new Date(deadlineAt.getTime() - DISPUTE_REMINDER_LEAD_HOURS * HOUR - 60_000));
      expect(await kindsTold(seller.userId, orderId)).not.toContain('dispute_answer_due');
      // The reminder: once, in-app and by mail.
      const remindAt = new Date(deadlineAt.getTime() - DISPUTE_REMINDER_LEAD_HOURS * HOUR + 60_000);
      await tick(orderId, remindAt);
      await tick(orderId, new Date(remindAt.getTime() + 60_000));
      expect(
        (await kindsTold(seller.userId, orderId)).filter((k) => k === 'dispute_answer_due'),
      ).toHaveLength(1);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, seller.email));
      // (Earlier tests' disputes are reminded by the same runs: this order's mail is the one that counts.)
      const reminders = mails.filter(
        (mail) => mail.kind === 'dispute_answer_due' && mail.text.includes(`/order/${orderId}/`),
      );
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.text).toContain('the buyer is refunded automatically');
      expect((await detail(orderId)).status).toBe('pending');
      // The deadline passes: refunded to the buyer, both told.
      await tick(orderId, new Date(deadlineAt.getTime() + 1000));
      const after = await detail(orderId);
      expect(after).toMatchObject({ status: 'failed', outcome: 'refunded', dispute: { status: 'refunded' } });
      expect(after.dispute?.clock).toMatchObject({ stage: 'decided', decidedBy: 'default' });
      expect((await balances(db(), buyer.userId)).available).toBe(wallet.available + 2060n);
      expect(await kindsTold(buyer.userId, orderId)).toEqual(
        expect.arrayContaining(['order_payment_refunded', 'dispute_default_ruling']),
      );
      expect(await kindsTold(seller.userId, orderId)).toEqual(
        expect.arrayContaining(['order_sale_refunded', 'dispute_default_ruling']),
      );
      // A late answer finds it decided, and changes nothing.
      expect(errorCode(await answer(orderId, seller.token, { message: 'Too late' }))).toBe(
        'DISPUTE_NOT_OPEN',
      );
    },
  );

  it.skipIf(!available)('a silent buyer after proof of delivery: released to the seller', async () => {
    const { orderId } = await disputed();
    expect((await post(`/api/v1/orders/${orderId}/deliver`, seller.token)).statusCode).toBe(200);
    const answered = orderDetailSchema.parse(
      (await answer(orderId, seller.token, { message: 'Delivered, see the note.' })).json(),
    );
    const deadline = new Date(answered.dispute?.clock?.deadlineAt ?? 0);
    const sellerBefore = await balances(db(), seller.userId);
    await ctx.app.jobs.runDue(new Date(deadline.getTime() + 1000));
    const after = await detail(orderId, seller.token);
    expect(after).toMatchObject({ status: 'completed', dispute: { status: 'released' } });
    expect(after.dispute?.clock?.decidedBy).toBe('default');
    expect((await balances(db(), seller.userId)).available).toBe(sellerBefore.available + 1900n);
    expect(await kindsTold(buyer.userId, orderId)).toContain('dispute_default_ruling');
  });

  it.skipIf(!available)('a silent buyer without proof of delivery: staff decide', async () => {
    const { orderId } = await disputed();
    const answered = orderDetailSchema.parse(
      (await answer(orderId, seller.token, { message: 'Sent.' })).json(),
    );
    const deadline = new Date(answered.dispute?.clock?.deadlineAt ?? 0);
    await ctx.app.jobs.runDue(new Date(deadline.getTime() + 1000));
    const after = await detail(orderId);
    expect(after).toMatchObject({ status: 'pending', dispute: { status: 'open' } });
    expect(after.dispute?.clock).toMatchObject({ stage: 'staff', staffReason: 'no_proof_of_delivery' });
    // Staff overrule: the existing decision closes the clock.
    const decided = await post(`/api/v1/admin/disputes/${orderId}/refund`, staff.admin.token, {
      note: 'No proof',
    });
    expect(decided.statusCode).toBe(200);
    expect(adminDisputeSchema.parse(decided.json()).dispute.clock).toMatchObject({
      stage: 'decided',
      decidedBy: 'staff',
    });
  });

  it.skipIf(!available)(
    'staff extend a deadline (admins only, later, audited); the old deadline rules nothing',
    async () => {
      const { orderId, deadlineAt } = await disputed();
      const later = new Date(deadlineAt.getTime() + 24 * HOUR).toISOString();
      const url = `/api/v1/admin/disputes/${orderId}/extend`;
      const before = await snapshotDatabase(ctx.database);
      expect((await post(url, undefined, { deadlineAt: later, reason: 'Travelling' })).statusCode).toBe(401);
      for (const token of [buyer.token, seller.token, staff.support.token, staff.user.token]) {
        expect((await post(url, token, { deadlineAt: later, reason: 'Travelling' })).statusCode).toBe(403);
      }
      for (const payload of [
        { deadlineAt: later },
        { deadlineAt: 'tomorrow', reason: 'x' },
        { deadlineAt: later, reason: '  ' },
      ]) {
        expect(errorCode(await post(url, staff.admin.token, payload))).toBe('VALIDATION_FAILED');
      }
      const earlier = new Date(deadlineAt.getTime() - HOUR).toISOString();
      expect(errorCode(await post(url, staff.admin.token, { deadlineAt: earlier, reason: 'x' }))).toBe(
        'DISPUTE_DEADLINE_NOT_LATER',
      );
      expect(
        errorCode(
          await post(`/api/v1/admin/disputes/${crypto.randomUUID()}/extend`, staff.admin.token, {
            deadlineAt: later,
            reason: 'x',
          }),
        ),
      ).toBe('TRANSACTION_NOT_FOUND');
      expect(await snapshotDatabase(ctx.database)).toEqual(before);

      const extended = await post(url, staff.admin.token, {
        deadlineAt: later,
        reason: 'The seller is travelling',
      });
      expect(extended.statusCode).toBe(200);
      expect(adminDisputeSchema.parse(extended.json()).dispute.clock).toMatchObject({
        stage: 'seller',
        deadlineAt: later,
        extendedReason: 'The seller is travelling',
      });
      const [audit] = await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, 'dispute.extend'), eq(adminAuditLog.targetId, orderId)));
      expect(audit?.reason).toBe('The seller is travelling');
      expect(await kindsTold(seller.userId, orderId)).toContain('dispute_deadline_extended');
      // The old deadline passes: nothing is decided; the new one rules.
      await ctx.app.jobs.runDue(new Date(deadlineAt.getTime() + 1000));
      expect((await detail(orderId)).status).toBe('pending');
      await ctx.app.jobs.runDue(new Date(new Date(later).getTime() + 1000));
      expect((await detail(orderId)).outcome).toBe('refunded');
    },
  );

  it.skipIf(!available)(
    'the rules per category: support reads, admins write (audited); new disputes follow',
    async () => {
      const url = '/api/v1/admin/dispute-clock-rules';
      const read = await get(url, staff.support.token);
      expect(read.statusCode).toBe(200);
      expect(read.json().rules).toEqual(
        expect.arrayContaining([
          { category: null, sellerHours: 24, buyerHours: 48, silentSeller: 'refund', silentBuyer: 'release' },
          {
            category: 'account',
            sellerHours: 12,
            buyerHours: 48,
            silentSeller: 'refund',
            silentBuyer: 'release',
          },
        ]),
      );
      expect((await get(url, buyer.token)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
      const put = (token: string | undefined, payload: object) =>
        ctx.app.inject({ method: 'PUT', url, headers: token ? bearer(token) : {}, payload });
      const rules = {
        rules: [
          { category: null, sellerHours: 24, buyerHours: 48, silentSeller: 'refund', silentBuyer: 'release' },
          { category: 'gold', sellerHours: 6, buyerHours: 24, silentSeller: 'staff', silentBuyer: 'staff' },
        ],
      };
      const { orderId: openedBefore } = await disputed('gold');
      const before = await snapshotDatabase(ctx.database);
      expect((await put(staff.support.token, rules)).statusCode).toBe(403);
      for (const bad of [
        { rules: [rules.rules[1]] },
        { rules: [rules.rules[0], rules.rules[0]] },
        { rules: [{ ...rules.rules[0], sellerHours: 0 }] },
        { rules: [{ ...rules.rules[0], silentSeller: 'release' }] },
      ]) {
        expect(errorCode(await put(staff.admin.token, bad))).toBe('VALIDATION_FAILED');
      }
      expect(await snapshotDatabase(ctx.database)).toEqual(before);
      const saved = await put(staff.admin.token, rules);
      expect(saved.statusCode).toBe(200);
      const [audit] = await db()
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, 'dispute_clock_rule.update'));
      expect(audit).toBeDefined();
      const after = await disputed('gold');
      expect(after.clock).toMatchObject({ sellerHours: 6, onSilence: 'staff' });
      // The dispute opened before keeps its rule.
      expect((await detail(openedBefore)).dispute?.clock).toMatchObject({
        sellerHours: 24,
        onSilence: 'refund',
      });
      // The silent seller of the new rule: staff, no money moved.
      await ctx.app.jobs.runDue(new Date(after.deadlineAt.getTime() + 1000));
      expect((await detail(after.orderId)).dispute?.clock).toMatchObject({
        stage: 'staff',
        staffReason: 'silent_seller',
      });
      // Back to the platform defaults for the other tests.
      const defaults = read.json();
      expect((await put(staff.admin.token, defaults)).statusCode).toBe(200);
    },
  );
});

const postgres = kinds.find((kind) => kind.name === 'postgres');

/**
 * A default ruling racing a late answer (PostgreSQL: PGlite runs one statement at a time). Each order's
 * job runs past the deadline while the seller's answer arrives: the order's lock serializes them, so
 * either the answer came first (the buyer's turn, no money moved, the job waits for the new deadline) or
 * the ruling did (refunded, the answer refused with DISPUTE_NOT_OPEN and not recorded). Never both.
 */
describe.runIf(postgres?.available)('a default ruling racing a late answer on PostgreSQL', () => {
  const { ctx, seller, buyer, db } = ordersTestSetup('postgres', true, { buyerFunds: 10_000_000n });

  it('ends in exactly one outcome, every time', async () => {
    const orderIds: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const offerId = await createTestOffer(db(), seller.userId, { priceMinor: 1000n, stock: 1 });
      const bought = await checkout(ctx.app, buyer.token, { offerId, quantity: 1, paymentMethod: 'wallet' });
      const orderId = bought.json().order.id as string;
      const opened = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${orderId}/dispute`,
        headers: bearer(buyer.token),
        payload: { reason: 'Nothing arrived' },
      });
      expect(opened.statusCode).toBe(200);
      orderIds.push(orderId);
    }
    const late = new Date(Date.now() + 25 * HOUR);
    const results = await Promise.all(
      orderIds.map(async (orderId) => {
        const [ruled, answered] = await Promise.all([
          ctx.app.jobs.runJob('dispute.deadline', orderId, late),
          ctx.app.inject({
            method: 'POST',
            url: `/api/v1/orders/${orderId}/dispute/answer`,
            headers: { ...bearer(seller.token), 'idempotency-key': newKey() },
            payload: { message: 'Sent just now' },
          }),
        ]);
        return { orderId, ruled, answered };
      }),
    );
    const outcomes = { answerFirst: 0, rulingFirst: 0 };
    for (const { orderId, answered } of results) {
      const order = orderDetailSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/v1/orders/${orderId}`,
            headers: bearer(buyer.token),
          })
        ).json(),
      );
      const clock = order.dispute?.clock;
      if (answered.statusCode === 200) {
        outcomes.answerFirst += 1;
        expect(order).toMatchObject({ status: 'pending', escrow: 'held', dispute: { status: 'open' } });
        expect(clock?.stage).toBe('buyer');
        expect(clock?.answers).toHaveLength(1);
      } else {
        outcomes.rulingFirst += 1;
        expect(errorCode(answered)).toBe('DISPUTE_NOT_OPEN');
        expect(order).toMatchObject({
          status: 'failed',
          outcome: 'refunded',
          dispute: { status: 'refunded' },
        });
        expect(clock).toMatchObject({ stage: 'decided', decidedBy: 'default', answers: [] });
      }
    }
    expect(outcomes.answerFirst + outcomes.rulingFirst).toBe(orderIds.length);
    // The money: every refunded order's total back in the buyer's wallet, nothing twice.
    expect(await ledgerInvariantViolations(db())).toEqual([]);
  });
});
