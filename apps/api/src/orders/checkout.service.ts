import {
  type CheckoutResponse,
  type OrderDetail,
  orderPath,
  sandboxPaymentPagePath,
} from '@lootmarket/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import {
  type IdempotencyClaim,
  type RecoverAnswer,
  storeIdempotentAnswer,
} from '../idempotency/idempotency.service';
import type { IdempotentWork } from '../idempotency/idempotent-request';
import { applyPaymentEvent, attachProviderSession, createPayment } from '../payments/payments.service';
import type { PaymentProvider } from '../payments/provider';
import {
  type CheckoutInput,
  findOrderDetail,
  getOrderDetail,
  type OrderDeps,
  type OrderViewer,
  placeOrder,
  placeWalletOrderOnce,
  recordedOrder,
} from './orders.service';

/** What a checkout needs from the process: the database, the order rules' deps, the payment providers. */
export interface CheckoutDeps {
  db: () => Db;
  orders: OrderDeps;
  /** The provider of a card or crypto payment (PAYMENT_CARD_PROVIDER, PAYMENT_CRYPTO_PROVIDER). */
  providerFor: (method: 'card' | 'crypto') => PaymentProvider;
  /** How long an unpaid card or crypto payment stays open (PAYMENT_SESSION_MINUTES). */
  paymentSessionMs: number;
  /** Where the provider sends the buyer back (PUBLIC_ORIGIN). */
  publicOrigin: string;
  log: FastifyBaseLogger;
}

/** A wallet checkout's answer: the paid order, no payment to open. */
const walletCheckout = (order: OrderDetail): CheckoutResponse => ({
  order,
  payment: { id: null, redirectUrl: null },
});

/**
 * The common purchase, paid from the wallet, in one statement (placeWalletOrderOnce), its answer
 * stored under the Idempotency-Key. Null: the key was used before, or the offer sells codes; the
 * caller continues with `checkoutWork` (a replay, or the purchase in a transaction).
 */
export async function checkoutInOneStatement(
  deps: CheckoutDeps,
  viewer: OrderViewer,
  input: CheckoutInput,
  claim: IdempotencyClaim,
): Promise<CheckoutResponse | null> {
  const db = deps.db();
  const placed = await placeWalletOrderOnce(db, viewer.id, input, deps.orders, claim);
  if (placed.state !== 'placed') return null;
  const body = walletCheckout(await getOrderDetail(db, placed.orderId, viewer));
  await storeIdempotentAnswer(db, claim, 201, body);
  return body;
}

/**
 * The checkout in the transaction of its Idempotency-Key: the order is placed at the price the buyer
 * was shown (stock taken, wallet paid, or a payment opened). A sandbox payment answers at once; a
 * Stripe or BTCPay session is created after the commit, never inside a transaction, and a provider
 * that refuses it cancels the payment (the order fails, the stock returns): 402 PAYMENT_FAILED.
 */
export async function checkoutWork(
  deps: CheckoutDeps,
  tx: Tx,
  viewer: OrderViewer,
  input: CheckoutInput,
): Promise<IdempotentWork<CheckoutResponse>> {
  const order = await placeOrder(tx, viewer.id, input, deps.orders);
  if (order.paymentMethod === 'wallet') {
    return { status: 201, body: walletCheckout(await getOrderDetail(tx, order.id, viewer)) };
  }
  const method = order.paymentMethod as 'card' | 'crypto';
  const provider = deps.providerFor(method);
  const payment = await createPayment(tx, order, provider.name, deps.paymentSessionMs);
  if (provider.name === 'sandbox') {
    const detail = await getOrderDetail(tx, order.id, viewer);
    return {
      status: 201,
      body: {
        order: detail,
        payment: { id: payment.id, redirectUrl: sandboxPaymentPagePath(payment.id) },
      },
    };
  }
  // Stripe / BTCPay: the session is created after the commit, never inside a transaction.
  return {
    status: 201,
    finish: async () => {
      const origin = deps.publicOrigin;
      let session: { providerRef: string; providerUrl: string | null };
      try {
        session = await provider.createSession({
          paymentId: payment.id,
          orderId: order.id,
          amount: payment.amount,
          currency: order.currency as 'USD',
          description: `${order.offerTitle} × ${order.quantity}`,
          expiresAt: payment.expiresAt,
          returnUrl: `${origin}${orderPath(order.id)}`,
          cancelUrl: `${origin}${orderPath(order.id)}`,
        });
      } catch (error) {
        deps.log.error({ err: error, payment: payment.id }, 'payment provider refused the session');
        await deps.orders.notifier.transaction((cancelTx) =>
          applyPaymentEvent(
            cancelTx,
            provider.name,
            {
              id: `session-failed-${payment.id}`,
              type: 'session.failed',
              kind: 'cancelled',
              paymentId: payment.id,
              providerRef: null,
            },
            deps.orders,
          ),
        );
        throw new AppError('PAYMENT_FAILED', { cause: error });
      }
      await attachProviderSession(deps.db(), payment.id, session);
      const detail = await getOrderDetail(deps.db(), order.id, viewer);
      return { order: detail, payment: { id: payment.id, redirectUrl: session.providerUrl } };
    },
  };
}

/**
 * A one-statement wallet purchase committed, then its process died before storing the answer: the
 * claim recorded the order, so a retry with the key gets that order (or, when the claim was a refusal
 * whose key was never released, runs afresh).
 */
export function recoverCheckout(deps: CheckoutDeps, viewer: OrderViewer): RecoverAnswer<CheckoutResponse> {
  return async (recorded) => {
    const orderId = recordedOrder(recorded);
    const order = orderId ? await findOrderDetail(deps.db(), orderId, viewer) : null;
    return order ? { statusCode: 201, body: walletCheckout(order) } : null;
  };
}
