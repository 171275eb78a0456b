import {
  type DepositRequest,
  type DepositResponse,
  isDepositAmountAllowed,
  isOfferCurrency,
  sandboxPaymentPagePath,
} from '@lootmarket/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/database';
import { AppError } from '../errors/app-error';
import type { IdempotentWork } from '../idempotency/idempotent-request';
import { scheduleJob } from '../jobs/jobs.service';
import { findWalletAccount } from '../ledger/ledger.service';
import type { OrderDeps } from '../orders/orders.service';
import { payments } from './payments.schema';
import { applyPaymentEvent, attachProviderSession, WALLET_PAGE_PATH } from './payments.service';
import type { PaymentProvider } from './provider';

/** What a top-up needs from the process (the checkout's deps, without the order rules). */
export interface DepositDeps {
  db: () => Db;
  providerFor: (method: 'card' | 'crypto') => PaymentProvider;
  /** The methods on offer (GET /api/v1/payments/methods). */
  methods: () => readonly string[];
  paymentSessionMs: number;
  publicOrigin: string;
  /** What applying a payment event needs (a refused session cancels the payment). */
  orders: OrderDeps;
  log: FastifyBaseLogger;
}

/**
 * The top-up in the transaction of its Idempotency-Key: the amount checked against DEPOSIT_LIMITS, the
 * wallet must exist, the payment opened with its expiry job. The sandbox answers at once with its
 * page; a Stripe or BTCPay session is created after the commit (never inside a transaction), and a
 * provider that refuses it cancels the payment: 402 PAYMENT_FAILED.
 */
export async function depositWork(
  deps: DepositDeps,
  tx: Tx,
  userId: string,
  input: DepositRequest,
): Promise<IdempotentWork<DepositResponse>> {
  const amount = BigInt(input.amount);
  if (!isDepositAmountAllowed(amount, input.currency)) throw new AppError('DEPOSIT_AMOUNT_OUT_OF_RANGE');
  if (!deps.methods().includes(input.method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const provider = deps.providerFor(input.method);
  // Stripe Checkout and BTCPay invoices here are priced in fiat only.
  if (provider.name !== 'sandbox' && !isOfferCurrency(input.currency))
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  if (!(await findWalletAccount(tx, userId, input.currency))) throw new AppError('WALLET_NOT_FOUND');
  const id = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + deps.paymentSessionMs);
  const [payment] = await tx
    .insert(payments)
    .values({
      id,
      purpose: 'deposit',
      userId,
      provider: provider.name,
      method: input.method,
      status: 'open',
      amount,
      currency: input.currency,
      providerRef: provider.name === 'sandbox' ? id : null,
      expiresAt,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  await scheduleJob(tx, 'payment.expire', id, expiresAt);
  if (provider.name === 'sandbox') {
    return { status: 201, body: { payment: { id, redirectUrl: sandboxPaymentPagePath(id) } } };
  }
  return {
    status: 201,
    finish: async () => {
      const back = `${deps.publicOrigin}${WALLET_PAGE_PATH}`;
      let session: { providerRef: string; providerUrl: string | null };
      try {
        session = await provider.createSession({
          paymentId: id,
          orderId: null,
          amount,
          currency: input.currency,
          description: 'Lootmarket wallet top-up',
          expiresAt,
          returnUrl: back,
          cancelUrl: back,
        });
      } catch (error) {
        deps.log.error({ err: error, payment: id }, 'payment provider refused the deposit session');
        await deps.orders.notifier.transaction((cancelTx) =>
          applyPaymentEvent(
            cancelTx,
            provider.name,
            {
              id: `session-failed-${id}`,
              type: 'session.failed',
              kind: 'cancelled',
              paymentId: id,
              providerRef: null,
            },
            deps.orders,
          ),
        );
        throw new AppError('PAYMENT_FAILED', { cause: error });
      }
      await attachProviderSession(deps.db(), id, session);
      return { payment: { id, redirectUrl: session.providerUrl } };
    },
  };
}
