import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatMinorAsDecimal, isOfferCurrency, type LedgerCurrency } from '@lootmarket/contract';
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

/**
 * The Greenfield payout method of each ledger currency BTCPay pays out here: on-chain bitcoin
 * (Greenfield as of BTCPay Server 2.x names payout methods `BTC-CHAIN`, `BTC-LN`; 1.x took
 * `paymentMethod: "BTC"`, which 2.x no longer reads). Amounts are decimal strings in that currency.
 */
export const BTCPAY_PAYOUT_METHODS: Partial<Record<LedgerCurrency, string>> = { BTC: 'BTC-CHAIN' };

/** A Greenfield call that did not answer 2xx. */
class GreenfieldError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  /** A refusal (definitive): 4xx other than 408/409/429. 5xx and those are worth retrying. */
  get refusal(): boolean {
    return this.status >= 400 && this.status < 500 && ![408, 409, 429].includes(this.status);
  }
}

/** Greenfield's error bodies: ProblemDetails `{code, message}` or a validation list `[{path, message}]`. */
function problemText(body: unknown): string {
  if (Array.isArray(body))
    return body
      .map((item: { path?: string; message?: string }) => `${item.path ?? ''}: ${item.message ?? ''}`)
      .join('; ');
  if (body && typeof body === 'object') {
    const problem = body as { message?: string; code?: string };
    return problem.message ?? problem.code ?? '';
  }
  return '';
}

interface GreenfieldPayout {
  id: string;
  state?: string;
  metadata?: { withdrawalId?: string } | null;
}

interface GreenfieldPullPayment {
  id: string;
  name?: string | null;
  viewLink?: string;
}

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
  /** Payout events (PayoutCreated, PayoutApproved, PayoutUpdated): the payout and its state now. */
  payoutId?: string;
  pullPaymentId?: string | null;
  payoutState?: string;
}

/** Greenfield store webhook types about payouts (BTCPay Server 2.x). */
const PAYOUT_EVENTS = new Set(['PayoutCreated', 'PayoutApproved', 'PayoutUpdated']);

/**
 * BTCPay Server (Greenfield API): an invoice per payment, paid on BTCPay's checkout page; webhooks
 * carry `BTCPay-Sig: sha256=<HMAC-SHA256 of the raw body>`.
 */
export class BtcpayProvider implements PaymentProvider, PayoutProvider, RefundProvider {
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
          amount: formatMinorAsDecimal(request.amount, request.currency),
          currency: request.currency,
          metadata: {
            ...(request.orderId ? { orderId: request.orderId } : { purpose: 'deposit' }),
            paymentId: request.paymentId,
            itemDesc: request.description,
          },
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

  /** One Greenfield call; answers the parsed body of a 2xx, throws GreenfieldError otherwise. */
  async #call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await fetch(
      `${this.#config.url}/api/v1/stores/${encodeURIComponent(this.#config.storeId)}${path}`,
      {
        method,
        headers: {
          authorization: `token ${this.#config.apiKey}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(20_000),
      },
    );
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const detail = problemText(parsed) || response.statusText;
      throw new GreenfieldError(
        response.status,
        `BTCPay answered HTTP ${response.status}: ${detail}`.slice(0, 500),
      );
    }
    return parsed as T;
  }

  /**
   * Payout of a crypto withdrawal: a store payout (`POST /stores/{id}/payouts`, approved at once, so
   * the store's payout processor or its owner sends it). Greenfield has no idempotency key, so every
   * attempt first lists the store's payouts (cancelled ones too) and takes the one whose metadata
   * names this withdrawal: a retry after a crash or a lost answer finds the payout the earlier
   * attempt created instead of making a second one. The payout job's lease keeps two workers from
   * attempting at once. A 4xx answer to the creation is a refusal (funds back); a payout an admin
   * cancelled in BTCPay is one too; 5xx, 408/409/429 and network errors throw (the job retries).
   */
  async payout(request: PayoutRequest): Promise<PayoutResult> {
    const payoutMethodId = BTCPAY_PAYOUT_METHODS[request.currency];
    if (!payoutMethodId) return { ok: false, reason: `BTCPay cannot pay out ${request.currency}.` };
    const existing = (await this.#call<GreenfieldPayout[]>('GET', '/payouts?includeCancelled=true')).find(
      (payout) => payout.metadata?.withdrawalId === request.withdrawalId,
    );
    if (existing) {
      return existing.state === 'Cancelled'
        ? { ok: false, reason: `BTCPay payout ${existing.id} was cancelled.` }
        : { ok: true, ref: existing.id };
    }
    try {
      const created = await this.#call<GreenfieldPayout>('POST', '/payouts', {
        destination: request.destination,
        // Greenfield takes decimal strings in the currency ("0.00012000" BTC).
        amount: formatMinorAsDecimal(request.amount, request.currency),
        payoutMethodId,
        approved: true,
        metadata: { withdrawalId: request.withdrawalId, source: 'Lootmarket withdrawal' },
      });
      if (!created?.id) throw new Error('BTCPay answered a payout without id');
      return { ok: true, ref: created.id };
    } catch (error) {
      if (error instanceof GreenfieldError && error.refusal)
        return { ok: false, reason: `BTCPay refused the payout: ${error.message}`.slice(0, 500) };
      throw error;
    }
  }

  /** The name of the refund's pull payment: how a retry finds the one an earlier attempt made. */
  static refundName(orderId: string): string {
    return `Lootmarket refund ${orderId}`;
  }

  /**
   * Refund of a paid invoice (`POST /stores/{id}/invoices/{invoiceId}/refund`): BTCPay makes a pull
   * payment of the invoice's fiat amount (`refundVariant: Fiat`; a partial refund: `Custom` with that
   * amount and currency) whose page (`viewLink`) the buyer
   * opens to claim it to an address of their own. No idempotency key here either: the store's pull
   * payments (archived ones too) are searched by the refund's name first.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!request.providerRef) return { ok: false, reason: 'The payment has no BTCPay invoice.' };
    const name = BtcpayProvider.refundName(request.orderId);
    const existing = (
      await this.#call<GreenfieldPullPayment[]>('GET', '/pull-payments?includeArchived=true')
    ).find((pull) => pull.name === name);
    if (existing) return { ok: true, ref: existing.id, link: existing.viewLink ?? null };
    try {
      const pull = await this.#call<GreenfieldPullPayment>(
        'POST',
        `/invoices/${encodeURIComponent(request.providerRef)}/refund`,
        {
          name,
          description: `Refund of order ${request.orderId}`,
          payoutMethodId: BTCPAY_PAYOUT_METHODS.BTC,
          // Part of the payment (a dispute settled by a split): that amount in the invoice's currency.
          ...(request.partial
            ? {
                refundVariant: 'Custom',
                customAmount: formatMinorAsDecimal(request.amount, request.currency),
                customCurrency: request.currency,
              }
            : { refundVariant: 'Fiat' }),
        },
      );
      if (!pull?.id) throw new Error('BTCPay answered a refund without a pull payment id');
      return { ok: true, ref: pull.id, link: pull.viewLink ?? null };
    } catch (error) {
      if (error instanceof GreenfieldError && error.refusal)
        return { ok: false, reason: `BTCPay refused the refund: ${error.message}`.slice(0, 500) };
      throw error;
    }
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
    if (PAYOUT_EVENTS.has(body.type)) {
      const payout =
        typeof body.payoutId === 'string' && body.payoutId !== ''
          ? { id: body.payoutId, state: typeof body.payoutState === 'string' ? body.payoutState : '' }
          : null;
      return {
        id,
        type: body.type,
        // Only a cancellation matters: it means the seller was not paid. Completed and the states
        // before it change nothing (the withdrawal is `paid` once BTCPay holds the approved payout).
        kind: payout?.state === 'Cancelled' ? 'payout_cancelled' : 'ignored',
        paymentId: null,
        providerRef: null,
        payout,
      };
    }
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
