import { isOfferCurrency } from '@lootmarket/contract';
import Stripe from 'stripe';
import {
  header,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
  type PayoutProvider,
  type PayoutRequest,
  type PayoutResult,
  type ProviderSession,
  type RefundProvider,
  type RefundRequest,
  type RefundResult,
  type SessionRequest,
  WebhookSignatureError,
} from './provider';

/** Checkout Sessions may expire no sooner than 30 minutes after creation. */
const STRIPE_MIN_SESSION_S = 30 * 60 + 60;

const KIND_OF: Record<string, PaymentEventKind> = {
  'checkout.session.completed': 'succeeded',
  'checkout.session.async_payment_succeeded': 'succeeded',
  'checkout.session.async_payment_failed': 'declined',
  'checkout.session.expired': 'expired',
};

/**
 * Events whose object is a Refund: `charge.refund.updated` (every API version), `refund.updated`
 * and `refund.failed` (newer ones). A refund Stripe accepted (pending, succeeded) may still fail
 * later (the card was closed, the bank returned it): status `failed` with `failure_reason`, or
 * `canceled` (a refund that required action and got none).
 */
const REFUND_EVENTS = new Set(['charge.refund.updated', 'refund.updated', 'refund.failed']);
const FAILED_REFUND = new Set(['failed', 'canceled']);

/**
 * Events whose object is a Dispute (a chargeback or an inquiry raised at the card issuer):
 * created, updated (evidence, status), closed (won, lost, warning_closed), and the balance moves
 * Stripe makes meanwhile (funds withdrawn, reinstated), which carry the Dispute too.
 */
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);

/**
 * Stripe Checkout: the buyer pays on Stripe's hosted page; the charge lands on the platform's
 * account (separate charges and transfers: the escrow is held in OUR ledger, never as a card
 * authorisation, which would expire in about 7 days). Webhooks are verified with `constructEvent`.
 */
/** What a payout's failure is: a refusal (definitive, funds go back) or unknown (retry). */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  const status = error.statusCode;
  // 409: the same idempotency key is in flight; 429: rate limited; 5xx: Stripe's side. Retry those.
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

export class StripeProvider implements PaymentProvider, PayoutProvider, RefundProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(config: { secretKey: string; webhookSecret: string; apiUrl: string | null }) {
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    this.#stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    this.#webhookSecret = config.webhookSecret;
  }

  async createSession(request: SessionRequest): Promise<ProviderSession> {
    if (!isOfferCurrency(request.currency)) throw new Error(`Stripe cannot charge ${request.currency}`);
    const minimum = Math.floor(Date.now() / 1000) + STRIPE_MIN_SESSION_S;
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.paymentId,
        metadata: {
          paymentId: request.paymentId,
          ...(request.orderId ? { orderId: request.orderId } : { purpose: 'deposit' }),
        },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              // Stripe takes amounts in the currency's minor unit, as we store them.
              unit_amount: Number(request.amount),
              product_data: { name: request.description.slice(0, 250) },
            },
          },
        ],
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.max(minimum, Math.floor(request.expiresAt.getTime() / 1000)),
      },
      // A retried create (network failure) returns the same session instead of a second one.
      { idempotencyKey: `checkout-${request.paymentId}` },
    );
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return { providerRef: session.id, providerUrl: session.url };
  }

  /**
   * Payout of a withdrawal (Stripe Connect, separate charges and transfers): a Transfer from the
   * platform's balance to the seller's connected account `acct_…`. The Idempotency-Key is derived
   * from the withdrawal id, so a retried call (after a timeout, a crash, a second worker) returns the
   * same Transfer instead of paying twice; Stripe keeps keys for at least 24 hours, longer than the
   * payout job's retries last. A 4xx answer is a refusal; anything else (5xx, 409, 429, network)
   * is thrown so the job retries. No SDK retries: the job owns them.
   */
  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (!isOfferCurrency(request.currency))
      return { ok: false, reason: `Stripe cannot pay out ${request.currency}.` };
    try {
      const transfer = await this.#stripe.transfers.create(
        {
          amount: Number(request.amount),
          currency: request.currency.toLowerCase(),
          destination: request.destination,
          transfer_group: `withdrawal_${request.withdrawalId}`,
          description: 'Lootmarket withdrawal',
          metadata: { withdrawalId: request.withdrawalId },
        },
        { idempotencyKey: StripeProvider.payoutIdempotencyKey(request.withdrawalId), maxNetworkRetries: 0 },
      );
      return { ok: true, ref: transfer.id };
    } catch (error) {
      if (isRefusal(error)) {
        const message = error instanceof Error ? error.message : 'refused';
        return { ok: false, reason: `Stripe refused the transfer: ${message}`.slice(0, 500) };
      }
      throw error;
    }
  }

  /**
   * Refund of a paid order to the card: `POST /v1/refunds` for the whole PaymentIntent, with the
   * Idempotency-Key `refund-{orderId}` (a retry returns the same Refund). The PaymentIntent is the
   * one stored from the webhook; a payment from before that was stored has it looked up from its
   * Checkout Session. 4xx (other than 409/429) is a refusal; the rest throws for the job to retry.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      let paymentIntent = request.providerPaymentRef;
      if (!paymentIntent && request.providerRef) {
        const session = await this.#stripe.checkout.sessions.retrieve(request.providerRef, undefined, {
          maxNetworkRetries: 0,
        });
        paymentIntent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? null);
      }
      if (!paymentIntent) return { ok: false, reason: 'The payment has no Stripe PaymentIntent to refund.' };
      const refund = await this.#stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: Number(request.amount),
          metadata: { orderId: request.orderId, paymentId: request.paymentId },
        },
        { idempotencyKey: StripeProvider.refundIdempotencyKey(request.orderId), maxNetworkRetries: 0 },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { ok: false, reason: `Stripe refund ${refund.id} ${refund.status}.` };
      return { ok: true, ref: refund.id, link: null };
    } catch (error) {
      if (isRefusal(error)) {
        const message = error instanceof Error ? error.message : 'refused';
        return { ok: false, reason: `Stripe refused the refund: ${message}`.slice(0, 500) };
      }
      throw error;
    }
  }

  static refundIdempotencyKey(orderId: string): string {
    return `refund-${orderId}`;
  }

  static payoutIdempotencyKey(withdrawalId: string): string {
    return `payout-${withdrawalId}`;
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const signature = header(headers, 'stripe-signature');
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
    if (REFUND_EVENTS.has(event.type)) return StripeProvider.#refundEvent(event);
    if (DISPUTE_EVENTS.has(event.type)) return StripeProvider.#disputeEvent(event);
    let kind = KIND_OF[event.type] ?? 'ignored';
    const object = event.data.object as Partial<Stripe.Checkout.Session>;
    // A completed session with a delayed method (bank debit) is not paid yet: wait for async_payment_*.
    if (event.type === 'checkout.session.completed' && object.payment_status !== 'paid') kind = 'ignored';
    return {
      id: event.id,
      type: event.type,
      kind,
      paymentId: typeof object.client_reference_id === 'string' ? object.client_reference_id : null,
      providerRef: typeof object.id === 'string' ? object.id : null,
      providerPaymentRef:
        typeof object.payment_intent === 'string'
          ? object.payment_intent
          : (object.payment_intent?.id ?? null),
    };
  }

  static #refundEvent(event: Stripe.Event): PaymentEvent {
    const refund = event.data.object as Partial<Stripe.Refund>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    const id = refund.object === 'refund' ? text(refund.id) : null;
    const status = text(refund.status) ?? '';
    return {
      id: event.id,
      type: event.type,
      kind: id && FAILED_REFUND.has(status) ? 'refund_failed' : 'ignored',
      paymentId: null,
      providerRef: null,
      refund: id
        ? {
            id,
            status,
            failureReason: text(refund.failure_reason),
            orderId: text(refund.metadata?.orderId),
            paymentId: text(refund.metadata?.paymentId),
          }
        : null,
    };
  }

  static #disputeEvent(event: Stripe.Event): PaymentEvent {
    const dispute = event.data.object as Partial<Stripe.Dispute>;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    const id = dispute.object === 'dispute' ? text(dispute.id) : null;
    const intent = dispute.payment_intent;
    const paymentIntent = typeof intent === 'string' ? text(intent) : text(intent?.id);
    const status = text(dispute.status);
    const amount =
      typeof dispute.amount === 'number' && Number.isSafeInteger(dispute.amount) && dispute.amount > 0
        ? BigInt(dispute.amount)
        : null;
    const chargeback =
      id && paymentIntent && status
        ? { id, paymentIntent, status, reason: text(dispute.reason) ?? 'general', amount }
        : null;
    return {
      id: event.id,
      type: event.type,
      kind: chargeback ? 'chargeback' : 'ignored',
      paymentId: null,
      providerRef: null,
      chargeback,
    };
  }

  /** For tests: the header Stripe would send with `payload` (the SDK's own generator). */
  static testSignature(payload: string, secret: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret });
  }
}
