import type { AdminChargeback, LedgerCurrency, PaymentProviderName } from '@lootmarket/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { derivedTransferId } from '../ledger/ledger.ids';
import { createTransfers, platformAccount } from '../ledger/ledger.service';
import type { Notifier } from '../notifications/notifier';
import {
  freezeForChargeback,
  type OrderDeps,
  settleOrderForCoveredChargeback,
  takeOrderLock,
} from '../orders/orders.service';
import { paidOrderId, payments } from './payments.schema';
import { CHARGEBACK_CLOSED, type ProviderChargeback } from './provider';

/** States in which the money stays with us (no freeze needed when the first event already says so). */
const CHARGEBACK_KEPT = new Set(['won', 'warning_closed', 'prevented']);

/** A later event with an open state (a reordered delivery) does not take a recorded outcome back. */
export type ChargebackOutcome = 'unknown' | 'other_dispute' | 'recorded' | 'updated' | 'unchanged';

/** The dispute's note when chargeback protection releases a frozen order to its seller. */
export const CHARGEBACK_COVERED_NOTE =
  'Chargeback lost at the card issuer after proven delivery: covered by the platform (chargeback protection); the seller is paid.';

/** The ledger id of the platform's cover of a lost chargeback (one per payment). */
export const chargebackCoverTransferId = (paymentId: string) =>
  derivedTransferId('chargeback-cover', paymentId);

/**
 * A verified Stripe dispute event (`charge.dispute.*`), in the webhook's transaction: the payment
 * is found by the PaymentIntent (kept from the payment's webhook); its order, then it, are locked; the chargeback is
 * recorded on it (id, status, reason, amount). The first event of a dispute that is not already
 * settled in our favour also freezes the order, under its lock, if it is still pending with the
 * money held (`freezeForChargeback`: the order's dispute opens, the seller is told). Later events
 * update the status; a closed state (won, lost, …) is not taken back by a reordered open one.
 * No money moves here: the admin decides release or refund in the dispute flow.
 */
export async function recordChargeback(
  tx: Tx,
  provider: PaymentProviderName,
  chargeback: ProviderChargeback,
  notifier: Notifier,
  /** The orders' rules (chargeback protection releases a frozen order); absent: no protection applied. */
  deps?: OrderDeps,
): Promise<ChargebackOutcome> {
  if (provider !== 'stripe') return 'unknown';
  const [found] = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerPaymentRef, chargeback.paymentIntent)));
  if (!found) return 'unknown';
  // A top-up of a wallet has no order to freeze: recorded on the payment for staff, like any other.
  const orderId = found.orderId;
  // The order's lock first, then the payment's: the order an admin's decision takes them in (it
  // locks the order, then writes the payment's refund), so the two never wait on each other.
  if (orderId !== null) await takeOrderLock(tx, orderId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
  if (!payment) return 'unknown';
  // Stripe allows one dispute per charge; anything else naming this PaymentIntent is not ours to apply.
  if (payment.chargebackRef !== null && payment.chargebackRef !== chargeback.id) return 'other_dispute';
  const now = new Date();
  if (payment.chargebackRef === null) {
    await tx
      .update(payments)
      .set({
        chargebackRef: chargeback.id,
        chargebackStatus: chargeback.status,
        chargebackReason: chargeback.reason.slice(0, 200),
        chargebackAmount: chargeback.amount ?? payment.amount,
        chargebackOpenedAt: now,
        chargebackUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (orderId !== null && !CHARGEBACK_KEPT.has(chargeback.status))
      await freezeForChargeback(
        tx,
        orderId,
        `Chargeback at the card issuer: ${chargeback.reason} (Stripe dispute ${chargeback.id}).`.slice(
          0,
          2000,
        ),
        { notifier },
      );
    if (chargeback.status === 'lost' && deps) await coverLostChargeback(tx, payment.id, deps, now);
    return 'recorded';
  }
  const reopened =
    CHARGEBACK_CLOSED.has(payment.chargebackStatus ?? '') && !CHARGEBACK_CLOSED.has(chargeback.status);
  if (reopened || payment.chargebackStatus === chargeback.status) return 'unchanged';
  await tx
    .update(payments)
    .set({
      chargebackStatus: chargeback.status,
      ...(chargeback.amount !== null ? { chargebackAmount: chargeback.amount } : {}),
      chargebackUpdatedAt: now,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  if (chargeback.status === 'lost' && deps) await coverLostChargeback(tx, payment.id, deps, now);
  return 'updated';
}

/**
 * Chargeback protection (CHARGEBACK_PROTECTION, default on), when a chargeback is recorded lost: if
 * the order's delivery was proven — its codes were delivered automatically, or the buyer confirmed —
 * the platform covers the loss instead of the seller. Under the order's and the payment's locks, in
 * the webhook's transaction, once per payment (`chargeback_covered_at`, and the transfer's derived id):
 * - an order still pending with its money held and its dispute open (frozen by the chargeback) is
 *   released to the seller as a staff release would (`decideDispute`, the note saying why; both told),
 *   unless the seller is banned (then staff decide, as for any release to a banned seller);
 * - a completed order stays as it is (the seller was paid);
 * - and the money the issuer took back is booked as the platform's loss: a transfer platform_cover →
 *   provider_clearing of the disputed amount (the clearing account returns to what the provider holds).
 * Without protection, or without proven delivery, nothing moves here: staff decide as before (refund).
 */
async function coverLostChargeback(tx: Tx, paymentId: string, deps: OrderDeps, now: Date): Promise<void> {
  if (deps.chargebackProtection === false) return;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.orderId || payment.chargebackCoveredAt !== null) return;
  // The order's side (proven delivery, the release of a frozen order) is the orders domain's rule.
  const order = await settleOrderForCoveredChargeback(tx, payment.orderId, CHARGEBACK_COVERED_NOTE, deps);
  if (order === 'not_covered') return;
  const currency = payment.currency as LedgerCurrency;
  const cover = await platformAccount(tx, 'platform_cover', currency);
  const clearing = await platformAccount(tx, 'provider_clearing', currency);
  const booked = await createTransfers(tx, [
    {
      id: chargebackCoverTransferId(payment.id),
      kind: 'single',
      debitAccountId: cover.id,
      creditAccountId: clearing.id,
      amount: payment.chargebackAmount ?? payment.amount,
      currency,
      orderId: payment.orderId,
    },
  ]);
  if (!booked.ok) throw new Error(`ledger refused the chargeback cover: ${booked.error.code}`);
  await tx
    .update(payments)
    .set({ chargebackCoveredAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id));
}

/** The chargeback of each of these orders that has one, as staff see it. */
export async function chargebacksOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, AdminChargeback>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), isNotNull(payments.chargebackRef)));
  return new Map(
    rows.map((row) => [
      paidOrderId(row),
      {
        id: row.chargebackRef ?? '',
        status: row.chargebackStatus ?? '',
        reason: row.chargebackReason ?? '',
        amount: (row.chargebackAmount ?? row.amount).toString(),
        closed: CHARGEBACK_CLOSED.has(row.chargebackStatus ?? ''),
        openedAt: (row.chargebackOpenedAt ?? row.updatedAt).toISOString(),
        updatedAt: (row.chargebackUpdatedAt ?? row.updatedAt).toISOString(),
        coveredAt: row.chargebackCoveredAt?.toISOString() ?? null,
      },
    ]),
  );
}
