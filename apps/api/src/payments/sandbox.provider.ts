import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SANDBOX_TEST_CARDS,
  type SandboxCardOutcome,
  sandboxRefundClaimPagePath,
} from '@lootmarket/contract';
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

export const SANDBOX_SIGNATURE_HEADER = 'lootmarket-sandbox-signature';
/** A signed event older than this is refused (replay of a captured delivery). */
const SIGNATURE_TOLERANCE_S = 300;

/** The sandbox's webhook body. */
export interface SandboxEventBody {
  id: string;
  type:
    | 'payment.succeeded'
    | 'payment.requires_confirmation'
    | 'payment.declined'
    | 'payment.attempt_declined'
    | 'payment.expired'
    | 'payment.cancelled';
  paymentId: string;
}

const KIND_OF: Record<SandboxEventBody['type'], PaymentEventKind> = {
  'payment.succeeded': 'succeeded',
  'payment.requires_confirmation': 'requires_confirmation',
  'payment.declined': 'declined',
  'payment.attempt_declined': 'attempt_declined',
  'payment.expired': 'expired',
  'payment.cancelled': 'cancelled',
};

/** Luhn check digit test, as card forms do. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** What a test card does: the listed cards as labelled; any other (Luhn-valid) number is declined. */
export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.number === number)?.outcome ?? 'decline';
}

/**
 * The built-in sandbox: the payment page is ours (/order/pay/{paymentId}/), and what the buyer does
 * there becomes a webhook event signed like a real provider's (`t=<unix>,v1=<HMAC-SHA256 of
 * "t.body">`), delivered to our own webhook route, so the same verification path runs as in production.
 */
export class SandboxProvider implements PaymentProvider, PayoutProvider, RefundProvider {
  readonly name = 'sandbox' as const;
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  async createSession(request: SessionRequest): Promise<ProviderSession> {
    return { providerRef: request.paymentId, providerUrl: null };
  }

  /** Signs a body as the sandbox's webhook sender does; answers the header value. */
  sign(body: string, timestamp = Math.floor(Date.now() / 1000)): string {
    const mac = createHmac('sha256', this.#secret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${mac}`;
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const signature = header(headers, SANDBOX_SIGNATURE_HEADER);
    const parts = Object.fromEntries(
      (signature ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
    );
    const timestamp = Number(parts.t);
    if (!Number.isInteger(timestamp) || !parts.v1) throw new WebhookSignatureError('missing signature');
    if (Math.abs(Date.now() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) {
      throw new WebhookSignatureError('signature too old');
    }
    const expected = createHmac('sha256', this.#secret).update(`${timestamp}.`).update(rawBody).digest();
    const given = Buffer.from(parts.v1, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new WebhookSignatureError('signature mismatch');
    }
    const body = JSON.parse(rawBody.toString('utf8')) as SandboxEventBody;
    const kind = KIND_OF[body.type];
    if (!kind || typeof body.id !== 'string' || typeof body.paymentId !== 'string') {
      throw new WebhookSignatureError('malformed sandbox event');
    }
    return { id: body.id, type: body.type, kind, paymentId: body.paymentId, providerRef: body.paymentId };
  }

  /**
   * Sandbox payouts succeed at once, except to a destination containing "sandbox-fail" (so the
   * failure path — funds back to the wallet — can be tried from the UI).
   */
  async payout(request: PayoutRequest): Promise<PayoutResult> {
    if (request.destination.includes('sandbox-fail'))
      return { ok: false, reason: 'Payout refused by the sandbox.' };
    return { ok: true, ref: `sandbox-payout-${request.withdrawalId}` };
  }

  /**
   * Sandbox refunds are taken at once (nothing real to return): a card's goes back to the test card;
   * a crypto one, like BTCPay's pull payment, is claimed by the buyer to an address of their own, on
   * the sandbox's claim page (ours: /order/refund/{paymentId}/).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return {
      ok: true,
      ref: `sandbox-refund-${request.orderId}`,
      link: request.method === 'crypto' ? sandboxRefundClaimPagePath(request.paymentId) : null,
    };
  }
}
