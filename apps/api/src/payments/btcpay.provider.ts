import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatMinorAsDecimal, isOfferCurrency } from '@lootmarket/contract';
import {
  header,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
  type ProviderSession,
  type SessionRequest,
  WebhookSignatureError,
} from './provider';

/** Greenfield invoice events (New → Processing → Settled | Expired | Invalid). */
const KIND_OF: Record<string, PaymentEventKind> = {
  InvoiceSettled: 'succeeded',
  InvoicePaymentSettled: 'ignored',
  InvoiceExpired: 'expired',
  InvoiceInvalid: 'declined',
};

interface BtcpayWebhookBody {
  deliveryId?: string;
  /** Set on a redelivery: the delivery it repeats (the same event). */
  originalDeliveryId?: string;
  type?: string;
  invoiceId?: string;
  metadata?: { paymentId?: string };
}

/**
 * BTCPay Server (Greenfield API): an invoice per payment, paid on BTCPay's checkout page; webhooks
 * carry `BTCPay-Sig: sha256=<HMAC-SHA256 of the raw body>`.
 */
export class BtcpayProvider implements PaymentProvider {
  readonly name = 'btcpay' as const;
  readonly #config: { url: string; apiKey: string; storeId: string; webhookSecret: string };

  constructor(config: { url: string; apiKey: string; storeId: string; webhookSecret: string }) {
    this.#config = config;
  }

  async createSession(request: SessionRequest): Promise<ProviderSession> {
    if (!isOfferCurrency(request.currency))
      throw new Error(`BTCPay invoices here are priced in fiat, not ${request.currency}`);
    const minutes = Math.max(1, Math.round((request.expiresAt.getTime() - Date.now()) / 60_000));
    const response = await fetch(
      `${this.#config.url}/api/v1/stores/${encodeURIComponent(this.#config.storeId)}/invoices`,
      {
        method: 'POST',
        headers: { authorization: `token ${this.#config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: formatMinorAsDecimal(Number(request.amount), request.currency),
          currency: request.currency,
          metadata: { orderId: request.orderId, paymentId: request.paymentId, itemDesc: request.description },
          checkout: { expirationMinutes: minutes, redirectURL: request.returnUrl },
        }),
        signal: AbortSignal.timeout(20_000),
      },
    );
    if (!response.ok) throw new Error(`BTCPay invoice creation failed: HTTP ${response.status}`);
    const invoice = (await response.json()) as { id?: string; checkoutLink?: string };
    if (!invoice.id || !invoice.checkoutLink)
      throw new Error('BTCPay answered an invoice without id or checkoutLink');
    return { providerRef: invoice.id, providerUrl: invoice.checkoutLink };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const signature = header(headers, 'btcpay-sig');
    const hex = signature?.startsWith('sha256=') ? signature.slice('sha256='.length) : null;
    if (!hex) throw new WebhookSignatureError('missing BTCPay-Sig');
    const expected = createHmac('sha256', this.#config.webhookSecret).update(rawBody).digest();
    const given = Buffer.from(hex, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new WebhookSignatureError('BTCPay-Sig mismatch');
    }
    const body = JSON.parse(rawBody.toString('utf8')) as BtcpayWebhookBody;
    const id = body.originalDeliveryId ?? body.deliveryId;
    if (!id || !body.type) throw new WebhookSignatureError('malformed BTCPay event');
    return {
      id,
      type: body.type,
      kind: KIND_OF[body.type] ?? 'ignored',
      paymentId: body.metadata?.paymentId ?? null,
      providerRef: body.invoiceId ?? null,
    };
  }

  /** For tests: the header BTCPay would send with `body`. */
  static signature(body: string, secret: string): string {
    return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  }
}
