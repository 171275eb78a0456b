import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * ok: answers as Stripe does; refuse: 400 to a transfer (no such destination) or a refund (already
 * refunded); error: 500 to a transfer or refund; down: drops every connection; lose-answer: makes the
 * transfer or refund, then drops the connection before answering (the caller cannot tell whether it
 * happened). Checkout Sessions always answer.
 */
export type StripePeerMode = 'ok' | 'refuse' | 'error' | 'down' | 'lose-answer';

export interface StripePeerRequest {
  method: string;
  url: string;
  body: URLSearchParams;
  headers: Record<string, unknown>;
}

/**
 * A local HTTP peer speaking Stripe's API as far as Lootmarket uses it: Checkout Sessions (create;
 * retrieve, with their PaymentIntent), Transfers (Connect payouts) and Refunds. Like Stripe, a
 * repeated Idempotency-Key is answered with what was made for it (`idempotent-replayed: true`), so
 * `transfers()` and `refunds()` list what was really made. Every request is recorded.
 */
export async function stripePeer() {
  const requests: StripePeerRequest[] = [];
  const transfers = new Map<string, { id: string; amount: number }>();
  const refunds = new Map<
    string,
    { id: string; amount: number; paymentIntent: string; metadata: Record<string, string> }
  >();
  let events = 0;
  let sessions = 0;
  let mode: StripePeerMode = 'ok';
  let delayMs = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = new URLSearchParams(raw);
      const url = request.url ?? '';
      requests.push({ method: request.method ?? '', url, body, headers: request.headers });
      const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      setTimeout(() => {
        if (mode === 'down') {
          request.socket.destroy();
          return;
        }
        if (request.method === 'POST' && url === '/v1/checkout/sessions') {
          sessions += 1;
          answer(200, {
            id: `cs_test_${sessions}`,
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/pay',
          });
          return;
        }
        const session = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(url);
        if (request.method === 'GET' && session) {
          answer(200, { id: session[1], object: 'checkout.session', payment_intent: `pi_of_${session[1]}` });
          return;
        }
        const kind =
          request.method !== 'POST'
            ? null
            : url === '/v1/transfers'
              ? 'transfer'
              : url === '/v1/refunds'
                ? 'refund'
                : null;
        if (!kind) {
          answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
          return;
        }
        if (mode === 'error') {
          answer(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
          return;
        }
        if (mode === 'refuse') {
          answer(400, {
            error:
              kind === 'transfer'
                ? {
                    type: 'invalid_request_error',
                    code: 'resource_missing',
                    param: 'destination',
                    message: `No such destination: '${body.get('destination')}'`,
                  }
                : {
                    type: 'invalid_request_error',
                    code: 'charge_already_refunded',
                    message: `Charge for ${body.get('payment_intent')} has already been refunded.`,
                  },
          });
          return;
        }
        const key = String(request.headers['idempotency-key'] ?? '');
        let payload: Record<string, unknown>;
        let replayed: boolean;
        if (kind === 'transfer') {
          const made = transfers.get(key);
          replayed = made !== undefined;
          const transfer = made ?? { id: `tr_${transfers.size + 1}`, amount: Number(body.get('amount')) };
          if (key) transfers.set(key, transfer);
          payload = {
            id: transfer.id,
            object: 'transfer',
            amount: transfer.amount,
            currency: body.get('currency'),
            destination: body.get('destination'),
          };
        } else {
          const made = refunds.get(key);
          replayed = made !== undefined;
          const refund = made ?? {
            id: `re_${refunds.size + 1}`,
            amount: Number(body.get('amount')),
            paymentIntent: String(body.get('payment_intent')),
            metadata: Object.fromEntries(
              [...body.entries()]
                .filter(([name]) => name.startsWith('metadata['))
                .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
            ),
          };
          if (key) refunds.set(key, refund);
          payload = {
            id: refund.id,
            object: 'refund',
            amount: refund.amount,
            payment_intent: refund.paymentIntent,
            metadata: refund.metadata,
            status: 'succeeded',
          };
        }
        if (mode === 'lose-answer') {
          request.socket.destroy();
          return;
        }
        answer(200, payload, replayed ? { 'idempotent-replayed': 'true' } : {});
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Transfers really made (one per idempotency key). */
    transfers: () => [...transfers.values()],
    /** Refunds really made (one per idempotency key). */
    refunds: () => [...refunds.values()],
    /**
     * The webhook event Stripe sends when a refund it made changes later (`charge.refund.updated`,
     * or `refund.updated` / `refund.failed` on newer API versions): the Refund object as Stripe
     * keeps it (its metadata included) with the new status. A fresh event id each call.
     */
    refundEvent(
      refundId: string,
      change: {
        type?: 'charge.refund.updated' | 'refund.updated' | 'refund.failed';
        status: 'pending' | 'succeeded' | 'failed' | 'canceled';
        failureReason?: string;
      },
    ): string {
      const refund = [...refunds.values()].find((made) => made.id === refundId);
      if (!refund) throw new Error(`the Stripe peer made no refund ${refundId}`);
      events += 1;
      return JSON.stringify({
        id: `evt_refund_${port}_${events}`,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        type: change.type ?? 'charge.refund.updated',
        data: {
          object: {
            id: refund.id,
            object: 'refund',
            amount: refund.amount,
            payment_intent: refund.paymentIntent,
            metadata: refund.metadata,
            status: change.status,
            ...(change.failureReason ? { failure_reason: change.failureReason } : {}),
          },
        },
      });
    },
    /** How the next requests are answered, after `delay` ms. */
    set(next: StripePeerMode, delay = 0) {
      mode = next;
      delayMs = delay;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripePeer = Awaited<ReturnType<typeof stripePeer>>;
