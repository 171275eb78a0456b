import { OFFER_CURRENCIES } from '@lootmarket/contract';
import Stripe from 'stripe';
import {
  header,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
  type ProviderSession,
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
 * Stripe Checkout: the buyer pays on Stripe's hosted page; the charge lands on the platform's
 * account (separate charges and transfers: the escrow is held in OUR ledger, never as a card
 * authorisation, which would expire in about 7 days). Webhooks are verified with `constructEvent`.
 */
export class StripeProvider implements PaymentProvider {
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
    if (!(request.currency in OFFER_CURRENCIES)) throw new Error(`Stripe cannot charge ${request.currency}`);
    const minimum = Math.floor(Date.now() / 1000) + STRIPE_MIN_SESSION_S;
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.paymentId,
        metadata: { paymentId: request.paymentId, orderId: request.orderId },
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

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const signature = header(headers, 'stripe-signature');
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
    }
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
    };
  }

  /** For tests: the header Stripe would send with `payload` (the SDK's own generator). */
  static testSignature(payload: string, secret: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret });
  }
}
