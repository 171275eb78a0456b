import {
  type LedgerCurrency,
  orderPath,
  type PaymentProviderName,
  type PaymentSession,
  type PaymentStatus,
  SANDBOX_TEST_CARDS,
  type SandboxRefundClaim,
} from '@lootmarket/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import { cancelJob, scheduleJob } from '../jobs/jobs.service';
import { derivedTransferId } from '../ledger/ledger.ids';
import { findWalletAccount, platformAccount, transfer } from '../ledger/ledger.service';
import type { OrderRow } from '../orders/order-views';
import { orders } from '../orders/orders.schema';
import { failUnpaidOrder, type OrderDeps, settleOrderPayment } from '../orders/orders.service';
import { reverseCancelledPayout } from '../withdrawals/withdrawals.service';
import { recordChargeback } from './chargebacks.service';
import { paidOrderId, payments, processedWebhookEvents } from './payments.schema';
import type { PaymentEvent, PaymentProvider } from './provider';
import { failAcceptedRefund } from './refunds.service';

export type PaymentRow = typeof payments.$inferSelect;

const OPEN_STATUSES: PaymentStatus[] = ['open', 'requires_confirmation'];

/**
 * Whether an open payment's last card attempt was declined (only a decline moves a payment from
 * requires_confirmation back to open): when it then expires or the buyer gives up, it ends as declined.
 */
function lastAttemptDeclined(payment: PaymentRow): boolean {
  return payment.status === 'open' && payment.declinedAttempts > 0;
}

/** The payment's end when it expires or is cancelled: declined when its last card attempt was. */
function failedAs(payment: PaymentRow, kind: 'declined' | 'expired' | 'cancelled') {
  return lastAttemptDeclined(payment) ? 'declined' : kind;
}

/** The wallet page: where a top-up sends its payer back. */
export const WALLET_PAGE_PATH = '/profile/wallet/';

/** Transfer id of a top-up's money arriving in the payer's wallet: one per payment, so a replay cannot pay twice. */
export const depositTransferId = (paymentId: string) => derivedTransferId('deposit', paymentId);

/**
 * A succeeded top-up: its money arrives from provider_clearing in the payer's wallet, one single
 * transfer with no order or withdrawal (the wallet's transactions show it as a Deposit). In the
 * webhook's transaction; the derived transfer id makes a second call a replay.
 */
export async function settleDeposit(tx: Tx, payment: PaymentRow): Promise<void> {
  if (payment.userId === null) throw new Error(`payment ${payment.id} is not a deposit`);
  const currency = payment.currency as LedgerCurrency;
  const wallet = await findWalletAccount(tx, payment.userId, currency);
  if (!wallet) throw new Error(`deposit ${payment.id}: the payer has no ${currency} wallet`);
  const clearing = await platformAccount(tx, 'provider_clearing', currency);
  const result = await transfer(tx, {
    id: depositTransferId(payment.id),
    debitAccountId: clearing.id,
    creditAccountId: wallet.id,
    amount: payment.amount,
    currency,
  });
  if (!result.ok) throw new Error(`ledger refused deposit ${payment.id}: ${result.error.code}`);
}

/** The payment of a card or crypto order, in the checkout's transaction; its expiry is a durable job. */
export async function createPayment(
  tx: Tx,
  order: OrderRow,
  provider: PaymentProviderName,
  sessionMs: number,
): Promise<PaymentRow> {
  const id = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + sessionMs);
  const [payment] = await tx
    .insert(payments)
    .values({
      id,
      orderId: order.id,
      provider,
      method: order.paymentMethod,
      status: 'open',
      amount: order.total,
      currency: order.currency,
      // The sandbox's reference is our own id; the others get theirs when the session is created.
      providerRef: provider === 'sandbox' ? id : null,
      expiresAt,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  await scheduleJob(tx, 'payment.expire', id, expiresAt);
  return payment;
}

/** Stores the provider's session (Stripe Checkout Session, BTCPay invoice) on the payment. */
export async function attachProviderSession(
  db: DbOrTx,
  paymentId: string,
  session: { providerRef: string; providerUrl: string | null },
): Promise<void> {
  await db
    .update(payments)
    .set({ providerRef: session.providerRef, providerUrl: session.providerUrl, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

async function lockPayment(
  tx: Tx,
  provider: PaymentProviderName,
  event: PaymentEvent,
): Promise<PaymentRow | null> {
  const byId = event.paymentId && /^[0-9a-f-]{36}$/i.test(event.paymentId);
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      byId
        ? and(eq(payments.id, event.paymentId as string), eq(payments.provider, provider))
        : and(eq(payments.provider, provider), eq(payments.providerRef, event.providerRef ?? '')),
    )
    .for('update');
  return payment ?? null;
}

/**
 * Applies a verified webhook event, once: the event id is recorded in the same transaction as its
 * effect, so a redelivery (Stripe retries for days) finds it and changes nothing. Events may come in
 * any order: a payment state only moves forward from open / requires_confirmation, and money that
 * arrives for an order that already failed goes back to the payer (settleOrderPayment).
 */
export async function applyPaymentEvent(
  tx: Tx,
  provider: PaymentProviderName,
  event: PaymentEvent,
  deps: OrderDeps,
): Promise<{ duplicate: boolean }> {
  const recorded = await tx
    .insert(processedWebhookEvents)
    .values({ provider, eventId: event.id, eventType: event.type })
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  if (recorded.length === 0) return { duplicate: true };
  if (event.kind === 'ignored') return { duplicate: false };
  if (event.kind === 'refund_failed') {
    if (event.refund) await failAcceptedRefund(tx, provider, event.refund, deps.notifier);
    return { duplicate: false };
  }
  if (event.kind === 'chargeback') {
    // A card dispute at the issuer: recorded on the payment, the order frozen.
    // A lost one after proven delivery is covered by the platform (chargeback protection).
    if (event.chargeback) await recordChargeback(tx, provider, event.chargeback, deps.notifier, deps);
    return { duplicate: false };
  }
  if (event.kind === 'payout_cancelled') {
    // Store payouts of crypto withdrawals (BTCPay); a refund's claim payout names no withdrawal.
    if (event.payout && provider === 'btcpay')
      await reverseCancelledPayout(
        tx,
        'crypto',
        event.payout.id,
        `BTCPay cancelled payout ${event.payout.id} after it was approved; the amount is back in the wallet.`,
        deps.notifier,
      );
    return { duplicate: false };
  }
  const payment = await lockPayment(tx, provider, event);
  if (!payment) return { duplicate: false };
  const open = OPEN_STATUSES.includes(payment.status as PaymentStatus);
  const set = (status: PaymentStatus) =>
    tx.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, payment.id));
  switch (event.kind) {
    case 'succeeded':
      if (payment.status === 'succeeded') break;
      await set('succeeded');
      // What a refund to the card will name (Stripe's PaymentIntent of the Checkout Session).
      if (event.providerPaymentRef)
        await tx
          .update(payments)
          .set({ providerPaymentRef: event.providerPaymentRef })
          .where(eq(payments.id, payment.id));
      await cancelJob(tx, 'payment.expire', payment.id);
      // A top-up's money arrives even after it expired or was cancelled: it is the payer's, in their wallet.
      if (payment.orderId === null) await settleDeposit(tx, payment);
      else await settleOrderPayment(tx, payment.orderId, deps);
      break;
    case 'requires_confirmation':
      if (payment.status === 'open') await set('requires_confirmation');
      break;
    case 'attempt_declined':
      if (!open) break;
      // The session still runs: the payment is open again for another card, the decline recorded
      // (the page says so). No notification: the buyer is on the page. Past its expiry, it is over.
      if (payment.expiresAt > new Date()) {
        await tx
          .update(payments)
          .set({
            status: 'open',
            declinedAttempts: payment.declinedAttempts + 1,
            lastDeclinedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(payments.id, payment.id));
        break;
      }
      await failPayment(tx, payment, 'declined', deps);
      break;
    case 'declined':
    case 'expired':
    case 'cancelled':
      if (open) await failPayment(tx, payment, failedAs(payment, event.kind), deps);
      break;
  }
  return { duplicate: false };
}

/** An open payment (locked) ends without money: its order fails, the stock returns, the buyer is told once. */
async function failPayment(
  tx: Tx,
  payment: PaymentRow,
  status: 'declined' | 'expired' | 'cancelled',
  deps: OrderDeps,
): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, payment.id));
  await cancelJob(tx, 'payment.expire', payment.id);
  // A top-up that fails moved no money: nothing else to undo.
  if (payment.orderId !== null) await failUnpaidOrder(tx, payment.orderId, status, deps);
}

/**
 * The payment.expire job: an open payment past its time expires and its order fails; declined when
 * the last card attempt was declined (the buyer is told "your payment was declined").
 */
export async function expirePayment(tx: Tx, paymentId: string, now: Date, deps: OrderDeps): Promise<void> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN_STATUSES)))
    .for('update');
  if (!payment || payment.expiresAt > now) return;
  await failPayment(tx, payment, failedAs(payment, 'expired'), deps);
}

/**
 * The payer's own payment (an order's buyer, a top-up's user); anyone else, staff included, gets
 * "Payment link not found." (its existence stays private). Staff read payments through the admin order
 * views, which audit what they change. `order`: null for a top-up.
 */
export async function findPayment(
  db: DbOrTx,
  paymentId: string,
  viewer: { id: string },
): Promise<{ payment: PaymentRow; order: OrderRow | null }> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  const payer = row ? (row.order?.buyerId ?? row.payment.userId) : null;
  if (!row || payer !== viewer.id) throw new AppError('PAYMENT_LINK_NOT_FOUND');
  return row;
}

/** Crypto asset shown with a sandbox test invoice. */
const SANDBOX_CRYPTO_ASSET = 'BTC (testnet)';

export function toPaymentSession(
  payment: PaymentRow,
  order: OrderRow | null,
  now = new Date(),
): PaymentSession {
  const sandbox = payment.provider === 'sandbox';
  // An open payment past its time shows as the job will end it (expired, or declined after a declined
  // last attempt) even before the job got to it.
  const status =
    OPEN_STATUSES.includes(payment.status as PaymentStatus) && payment.expiresAt <= now
      ? failedAs(payment, 'expired')
      : (payment.status as PaymentStatus);
  return {
    id: payment.id,
    purpose: order ? 'order' : 'deposit',
    orderId: order?.id ?? null,
    provider: payment.provider as PaymentProviderName,
    method: payment.method as 'card' | 'crypto',
    status,
    amount: payment.amount.toString(),
    currency: payment.currency as LedgerCurrency,
    description: order ? `${order.offerTitle} × ${order.quantity}` : '',
    createdAt: payment.createdAt.toISOString(),
    expiresAt: payment.expiresAt.toISOString(),
    testCards: sandbox && payment.method === 'card' ? SANDBOX_TEST_CARDS.map((card) => ({ ...card })) : [],
    cryptoInvoice:
      sandbox && payment.method === 'crypto'
        ? { address: `tb1q${payment.id.replace(/-/g, '').slice(0, 38)}`, asset: SANDBOX_CRYPTO_ASSET }
        : null,
    providerUrl: payment.providerUrl,
    declinedAttempts: payment.declinedAttempts,
    lastDeclinedAt: payment.lastDeclinedAt?.toISOString() ?? null,
    returnUrl: order ? orderPath(order.id) : WALLET_PAGE_PATH,
  };
}

/** Reads a payment fresh (after an action on the sandbox page). */
export async function paymentSession(db: Db, paymentId: string, viewer: { id: string }) {
  const { payment, order } = await findPayment(db, paymentId, viewer);
  return toPaymentSession(payment, order);
}

/** A refunded sandbox crypto payment as its claim page shows it. */
export function toSandboxRefundClaim(payment: PaymentRow): SandboxRefundClaim {
  const orderId = paidOrderId(payment);
  return {
    paymentId: payment.id,
    orderId,
    amount: payment.amount.toString(),
    currency: payment.currency as LedgerCurrency,
    asset: SANDBOX_CRYPTO_ASSET,
    refundedAt: (payment.refundedAt ?? payment.updatedAt).toISOString(),
    claimedAt: payment.refundClaimedAt?.toISOString() ?? null,
    address: payment.refundClaimAddress,
    returnUrl: orderPath(orderId),
  };
}

export type { PaymentProvider };
