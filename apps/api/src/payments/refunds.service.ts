import {
  type AdminRefundState,
  type LedgerCurrency,
  notificationMoneyParams,
  orderPath,
  type PaymentProviderName,
} from '@lootmarket/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { jobs } from '../jobs/jobs.schema';
import {
  backoffMs,
  cancelJob,
  completeJob,
  type JobRow,
  type LeasedJobHandler,
  pendingJob,
  rescheduleJob,
  retryJobAt,
  scheduleJob,
} from '../jobs/jobs.service';
import { derivedTransferId } from '../ledger/ledger.ids';
import {
  createTransfers,
  platformAccount,
  type TransferRequest,
  transfersById,
  walletAccount,
} from '../ledger/ledger.service';
import type { Notifier } from '../notifications/notifier';
import { orderNumber } from '../orders/order-views';
import { orders } from '../orders/orders.schema';
import { paidOrderId, payments } from './payments.schema';
import {
  CHARGEBACK_CLOSED,
  type ProviderRefundUpdate,
  type RefundProvider,
  type RefundResult,
} from './provider';

export type PaymentRow = typeof payments.$inferSelect;

/** The durable job that returns a refunded order's money to its payment method (subject: payment id). */
export const REFUND_JOB = 'payment.refund' as const;

/** Like a payout's lease: far above the provider's own timeout (20 s), so two workers never call at once. */
export const REFUND_LEASE_MS = 5 * 60 * 1000;

/** The ledger ids of a refund to the payment method: the hold in the wallet, then post (refunded) or void (refused). */
export function refundTransferIds(paymentId: string) {
  return {
    hold: derivedTransferId('payment-refund-hold', paymentId),
    post: derivedTransferId('payment-refund-post', paymentId),
    void: derivedTransferId('payment-refund-void', paymentId),
    /** A refund the provider took and later reported failed: the posted money comes back (a new transfer). */
    reversal: derivedTransferId('payment-refund-reversal', paymentId),
  };
}

/**
 * Step 1, in the transaction that refunds the order's escrow: for a card or crypto order whose
 * payment succeeded, the hold that keeps the money just returned to the buyer's wallet reserved for
 * the provider's refund (pending buyer wallet → provider clearing, the amount paid). The caller puts
 * this leg in the same ledger batch as the escrow's voids, then calls `startProviderRefund`. Null:
 * nothing to send back (wallet order, no succeeded payment, already refunded).
 */
export async function providerRefundHold(
  tx: Tx,
  order: { id: string; buyerId: string },
  /** Part of the payment (a dispute settled by a split); the whole payment when absent. */
  amount?: bigint,
): Promise<{ payment: PaymentRow; leg: TransferRequest } | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    // No row lock: the caller holds the order's, which serializes every refund of this order.
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
  if (!payment || payment.refundStatus !== null) return null;
  const currency = payment.currency as LedgerCurrency;
  const wallet = await walletAccount(tx, order.buyerId, currency);
  const clearing = await platformAccount(tx, 'provider_clearing', currency);
  return {
    payment,
    leg: {
      id: refundTransferIds(payment.id).hold,
      kind: 'pending',
      debitAccountId: wallet.id,
      creditAccountId: clearing.id,
      amount: amount ?? payment.amount,
      currency,
      orderId: order.id,
    },
  };
}

/**
 * What a refund to the payment method sends back: a partial refund (a dispute settled by a split) keeps
 * its amount, and the job asks the provider for that much (Stripe's refund `amount`); otherwise the
 * whole payment.
 */
export function refundAmountOf(payment: Pick<PaymentRow, 'amount' | 'refundAmount'>): bigint {
  return payment.refundAmount ?? payment.amount;
}

/** Step 1, after the hold: the refund is pending and its job due now (durable from this commit on). */
export async function startProviderRefund(
  tx: Tx,
  paymentId: string,
  now = new Date(),
  /** Part of the payment (the amount of providerRefundHold's leg); the whole payment when absent. */
  amount: bigint | null = null,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      refundStatus: 'pending',
      refundAmount: amount,
      refundRequestedAt: now,
      refundAttempts: 0,
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId));
  await scheduleJob(tx, REFUND_JOB, paymentId, now);
}

/** Whether a chargeback at the card issuer is recorded on the payment of `orderId` (a split is refused then). */
export async function chargebackRecorded(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ ref: payments.chargebackRef })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return Boolean(row?.ref);
}

/** The payment of `orderId` whose refund to the payment method is pending, if any. */
export async function pendingRefundOf(db: DbOrTx, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.refundStatus, 'pending')));
  return row?.id ?? null;
}

async function lockRefund(tx: Tx, paymentId: string) {
  const [row] = await tx
    .select({ payment: payments, buyerId: orders.buyerId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments });
  return row ?? null;
}

/**
 * The provider answered: refunded → the hold is posted (the money leaves the wallet for the
 * provider's clearing account, as it came in), refused → voided (it stays in the wallet). Under the
 * payment's row lock and only from `pending`, so the ledger moves once whoever records it. The buyer
 * is told either way.
 */
export async function finishRefund(
  tx: Tx,
  paymentId: string,
  outcome: RefundResult,
  notifier: Notifier,
  attempts: number,
): Promise<void> {
  const row = await lockRefund(tx, paymentId);
  if (row?.payment.refundStatus !== 'pending') return;
  const { payment } = row;
  const ids = refundTransferIds(payment.id);
  const resolved = await createTransfers(tx, [
    outcome.ok
      ? { id: ids.post, kind: 'post_pending', pendingId: ids.hold }
      : { id: ids.void, kind: 'void_pending', pendingId: ids.hold },
  ]);
  if (!resolved.ok)
    throw new Error(`ledger refused the refund's ${outcome.ok ? 'post' : 'void'}: ${resolved.error.code}`);
  const now = new Date();
  await tx
    .update(payments)
    .set(
      outcome.ok
        ? {
            refundStatus: 'refunded',
            refundRef: outcome.ref,
            refundLink: outcome.link,
            refundError: null,
            refundAttempts: attempts,
            refundedAt: now,
            updatedAt: now,
          }
        : { refundStatus: 'refused', refundError: outcome.reason, refundAttempts: attempts, updatedAt: now },
    )
    .where(eq(payments.id, payment.id));
  await notifier.notify(tx, row.buyerId, {
    kind: outcome.ok ? 'order_refunded' : 'order_refund_refused',
    params: {
      orderId: orderNumber(paidOrderId(payment)),
      ...notificationMoneyParams(refundAmountOf(payment), payment.currency),
    },
    link: orderPath(paidOrderId(payment)),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment a provider's refund is about: by the metadata we gave it, else by the refund id we kept. */
async function paymentOfRefund(
  tx: Tx,
  provider: PaymentProviderName,
  refund: ProviderRefundUpdate,
): Promise<string | null> {
  const where =
    refund.paymentId && UUID.test(refund.paymentId)
      ? eq(payments.id, refund.paymentId)
      : refund.orderId && UUID.test(refund.orderId)
        ? eq(payments.orderId, refund.orderId)
        : eq(payments.refundRef, refund.id);
  const [row] = await tx
    .select({ id: payments.id, refundRef: payments.refundRef })
    .from(payments)
    .where(and(where, eq(payments.provider, provider)));
  // A refund of ours names one payment; another refund of that payment (made by hand at the
  // provider) is not the one we recorded and changes nothing here.
  if (!row || (row.refundRef !== null && row.refundRef !== refund.id)) return null;
  return row.id;
}

/**
 * A refund the provider had accepted is reported failed (a verified webhook: Stripe
 * `charge.refund.updated` / `refund.updated` / `refund.failed` with status failed or canceled): the
 * money did not reach the payer, so it goes back to the buyer's wallet. Under the payment's row lock:
 *
 * - `refunded` (the hold was posted to the provider's clearing account): a NEW single transfer
 *   reverses that post (clearing → wallet, the amount posted), with an id derived from the payment
 *   (`payment-refund-reversal`), so however often and in whatever order the events come it moves
 *   money once; the refund becomes `refused` with the provider's reason, the buyer is told;
 * - `pending` (the provider took it but our job has not recorded that yet, e.g. its answer was
 *   lost): recorded as a refusal now (the hold voided, the money stays in the wallet, the buyer
 *   told); the job, finding it no longer pending, stops;
 * - anything else (already refused or reversed, never refunded, unknown refund): nothing.
 *
 * A later `succeeded` update of the same refund is not a `refund_failed` event: it never undoes this.
 */
export async function failAcceptedRefund(
  tx: Tx,
  provider: PaymentProviderName,
  refund: ProviderRefundUpdate,
  notifier: Notifier,
): Promise<'reversed' | 'refused' | 'unchanged'> {
  const paymentId = await paymentOfRefund(tx, provider, refund);
  if (!paymentId) return 'unchanged';
  const row = await lockRefund(tx, paymentId);
  if (!row) return 'unchanged';
  const { payment } = row;
  const reason =
    `${provider === 'stripe' ? 'Stripe' : provider} reported refund ${refund.id} ${refund.status}${
      refund.failureReason ? ` (${refund.failureReason})` : ''
    } after accepting it; the money is back in the wallet.`.slice(0, 1000);
  if (payment.refundStatus === 'pending') {
    await finishRefund(tx, payment.id, { ok: false, reason }, notifier, payment.refundAttempts);
    await tx.update(payments).set({ refundRef: refund.id }).where(eq(payments.id, payment.id));
    await cancelJob(tx, REFUND_JOB, payment.id);
    return 'refused';
  }
  if (payment.refundStatus !== 'refunded') return 'unchanged';
  const ids = refundTransferIds(payment.id);
  // The post of the hold says where the money went and how much (it inherits the hold's accounts).
  const [posted] = await transfersById(tx, [ids.post]);
  if (!posted) throw new Error(`refunded payment ${payment.id} has no posted refund transfer`);
  const reversed = await createTransfers(tx, [
    {
      id: ids.reversal,
      kind: 'single',
      debitAccountId: posted.creditAccountId,
      creditAccountId: posted.debitAccountId,
      amount: posted.amount,
      currency: posted.currency,
      orderId: paidOrderId(payment),
    },
  ]);
  if (!reversed.ok) throw new Error(`ledger refused the refund's reversal: ${reversed.error.code}`);
  await tx
    .update(payments)
    .set({ refundStatus: 'refused', refundError: reason, refundedAt: null, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  await notifier.notify(tx, row.buyerId, {
    kind: 'order_refund_refused',
    params: {
      orderId: orderNumber(paidOrderId(payment)),
      ...notificationMoneyParams(refundAmountOf(payment), payment.currency),
    },
    link: orderPath(paidOrderId(payment)),
  });
  return 'reversed';
}

export interface RefundDeps {
  db: () => Db;
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  notifier: Notifier;
  providerFor(name: PaymentProviderName): RefundProvider | null;
  maxAttempts: number;
  log: FastifyBaseLogger;
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'refund call failed';

/**
 * The `payment.refund` job, the payout job's pattern: claimed under a lease in its own short
 * transaction, the provider called outside any transaction (idempotent on the order: Stripe's
 * `refund-{orderId}` key, BTCPay's pull payment found by name), the outcome recorded in one
 * transaction. An error (network, 5xx) keeps the refund pending with the money held and retries
 * with backoff up to `maxAttempts`; then it stays pending for staff to check at the provider (an
 * error does not mean nothing was refunded, so it is never voided automatically).
 */
export async function runRefundAttempt(deps: RefundDeps, job: JobRow, now: Date): Promise<void> {
  const [payment] = await deps.db().select().from(payments).where(eq(payments.id, job.subject));
  if (payment?.refundStatus !== 'pending') {
    await completeJob(deps.db(), job.id);
    return;
  }
  const provider = deps.providerFor(payment.provider as PaymentProviderName);
  let outcome: RefundResult | null = null;
  let failure = `no refund provider is configured for ${payment.provider}`;
  if (payment.chargebackRef !== null && payment.chargebackStatus === 'lost') {
    // The issuer already gave the payer this money back (Stripe took it from our balance): the
    // refund is done; asking Stripe would be refused (a disputed charge cannot be refunded).
    outcome = { ok: true, ref: payment.chargebackRef, link: null };
  } else if (payment.chargebackRef !== null && !CHARGEBACK_CLOSED.has(payment.chargebackStatus ?? '')) {
    // Open at the issuer: a refund now could pay the payer twice. Kept pending (the money held);
    // retried, then stalled for staff to retry once the chargeback is closed.
    failure = `chargeback ${payment.chargebackRef} is open at the card issuer (${payment.chargebackStatus}); the refund waits for its outcome`;
  } else if (provider) {
    try {
      outcome = await provider.refund({
        paymentId: payment.id,
        orderId: paidOrderId(payment),
        method: payment.method as 'card' | 'crypto',
        amount: refundAmountOf(payment),
        partial: payment.refundAmount !== null,
        currency: payment.currency as LedgerCurrency,
        providerRef: payment.providerRef,
        providerPaymentRef: payment.providerPaymentRef,
      });
    } catch (error) {
      failure = messageOf(error);
    }
  }
  await deps.transaction(async (tx) => {
    if (outcome) {
      await finishRefund(tx, payment.id, outcome, deps.notifier, job.attempts);
      await completeJob(tx, job.id);
      return;
    }
    await tx
      .update(payments)
      .set({ refundAttempts: job.attempts, refundError: failure, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.refundStatus, 'pending')));
    if (job.attempts >= deps.maxAttempts) await completeJob(tx, job.id, failure);
    else await retryJobAt(tx, job.id, new Date(now.getTime() + backoffMs(job.attempts)), failure);
  });
  if (!outcome) {
    deps.log.warn(
      { paymentId: payment.id, orderId: payment.orderId, attempts: job.attempts, error: failure },
      job.attempts >= deps.maxAttempts
        ? 'refund to the payment method failed; automatic retries are over, staff must check the provider'
        : 'refund to the payment method failed; will retry',
    );
  }
}

export function refundJobHandler(deps: RefundDeps): LeasedJobHandler {
  return { leaseMs: REFUND_LEASE_MS, run: (job, now) => runRefundAttempt(deps, job, now) };
}

/** A refund still being asked for: pending with its job waiting (not done). */
const refundJobWaiting = sql`exists (select 1 from ${jobs} where ${jobs.kind} = ${REFUND_JOB} and ${jobs.subject} = ${payments.id}::text and ${jobs.doneAt} is null)`;

/** The payments (of card or crypto orders) whose refund is in `state`, as a condition on `payments`. */
export function refundStateCondition(state: AdminRefundState): SQL {
  switch (state) {
    case 'pending':
      return sql`${payments.refundStatus} = 'pending' and ${refundJobWaiting}`;
    case 'stalled':
      return sql`${payments.refundStatus} = 'pending' and not ${refundJobWaiting}`;
    case 'refused':
    case 'refunded':
      return sql`${payments.refundStatus} = ${state}`;
  }
}

/** Orders (as a condition on `orders`) whose refund to the payment method is in `state`. */
export function ordersWithRefund(state: AdminRefundState): SQL {
  return sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${refundStateCondition(state)})`;
}

/** The refund state of each of these orders that has a refund to its payment method. */
export async function refundStatesOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, AdminRefundState>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      status: payments.refundStatus,
      waiting: sql<boolean>`${refundJobWaiting}`,
    })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), sql`${payments.refundStatus} is not null`));
  return new Map(
    rows.map((row) => [
      paidOrderId(row),
      row.status === 'pending' ? (row.waiting ? 'pending' : 'stalled') : (row.status as AdminRefundState),
    ]),
  );
}

/** How many refunds wait for staff (pending, automatic retries over): the back office's front page. */
export async function stalledRefundsCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(refundStateCondition('stalled'));
  return Number(row?.n ?? 0);
}

/**
 * Staff checked the provider and ask again: a stalled refund's job is due now with its attempts
 * reset (the provider call is idempotent on the order, so a refund the provider did make is found,
 * not repeated). Under the payment's row lock. TRANSACTION_NOT_FOUND for an unknown order;
 * REFUND_NOT_STALLED when its refund is done, refused, still being retried, or there is none.
 */
export async function retryStalledRefund(tx: Tx, orderId: string, now = new Date()): Promise<PaymentRow> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('TRANSACTION_NOT_FOUND');
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.refundStatus, 'pending')))
    .for('update');
  if (!payment || (await pendingJob(tx, REFUND_JOB, payment.id))) throw new AppError('REFUND_NOT_STALLED');
  await rescheduleJob(tx, REFUND_JOB, payment.id, now);
  await tx.update(payments).set({ refundAttempts: 0, updatedAt: now }).where(eq(payments.id, payment.id));
  return payment;
}
