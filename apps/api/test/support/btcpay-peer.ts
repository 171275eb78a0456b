import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * ok: answers as BTCPay does; refuse: 4xx to every creation (422 validation for payouts, 400
 * ProblemDetails for refunds); error: 500 to everything; down: drops every connection;
 * lose-answer: makes what a creation asks for, then drops the connection before answering (the
 * caller cannot tell whether it happened).
 */
export type BtcpayPeerMode = 'ok' | 'refuse' | 'error' | 'down' | 'lose-answer';

interface PeerPayout {
  id: string;
  pullPaymentId: null;
  destination: string;
  amount: string;
  payoutMethodId: string;
  state: 'AwaitingPayment' | 'InProgress' | 'Completed' | 'Cancelled';
  metadata: Record<string, unknown>;
}

interface PeerPullPayment {
  id: string;
  name: string;
  description: string;
  invoiceId: string;
  viewLink: string;
}

/**
 * A local HTTP peer speaking BTCPay Server's Greenfield API (store invoices, store payouts, invoice
 * refunds as pull payments), for one store and one API key (`Authorization: token <key>`; another
 * key: 401, another store: 404). Records every request.
 */
export async function btcpayPeer(options: { storeId: string; apiKey: string }) {
  const requests: Array<{ method: string; url: string; body: unknown; headers: Record<string, unknown> }> =
    [];
  const payouts: PeerPayout[] = [];
  const pullPayments: PeerPullPayment[] = [];
  let invoices = 0;
  let deliveries = 0;
  let mode: BtcpayPeerMode = 'ok';
  const store = `/api/v1/stores/${options.storeId}`;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      const url = request.url ?? '';
      const method = request.method ?? '';
      requests.push({ method, url, body, headers: request.headers });
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (mode === 'down') {
        request.socket.destroy();
        return;
      }
      if (mode === 'error') {
        answer(500, { code: 'generic-error', message: 'Internal server error' });
        return;
      }
      if (request.headers.authorization !== `token ${options.apiKey}`) {
        answer(401, {
          code: 'unauthenticated',
          message: 'Authentication is required for accessing this endpoint',
        });
        return;
      }
      if (!url.startsWith(`${store}/`)) {
        answer(404, { code: 'store-not-found', message: 'Store not found' });
        return;
      }
      const path = url.slice(store.length);
      const created = (status: number, payload: unknown) => {
        if (mode === 'lose-answer') request.socket.destroy();
        else answer(status, payload);
      };
      if (method === 'POST' && path === '/invoices') {
        invoices += 1;
        answer(200, { id: `inv_${invoices}`, checkoutLink: `https://btcpay.test/i/inv_${invoices}` });
        return;
      }
      if (method === 'GET' && path === '/payouts?includeCancelled=true') {
        answer(200, payouts);
        return;
      }
      if (method === 'POST' && path === '/payouts') {
        if (mode === 'refuse') {
          answer(422, [{ path: 'destination', message: 'The destination is not a valid address' }]);
          return;
        }
        const payout: PeerPayout = {
          id: `payout_${payouts.length + 1}`,
          pullPaymentId: null,
          destination: String(body?.destination),
          amount: String(body?.amount),
          payoutMethodId: String(body?.payoutMethodId),
          state: 'AwaitingPayment',
          metadata: (body?.metadata as Record<string, unknown>) ?? {},
        };
        payouts.push(payout);
        created(200, payout);
        return;
      }
      if (method === 'GET' && path === '/pull-payments?includeArchived=true') {
        answer(200, pullPayments);
        return;
      }
      const refund = /^\/invoices\/([^/]+)\/refund$/.exec(path);
      if (method === 'POST' && refund) {
        if (mode === 'refuse') {
          answer(400, { code: 'non-refundable', message: 'Cannot refund this invoice' });
          return;
        }
        const id = `pp_${pullPayments.length + 1}`;
        const pull: PeerPullPayment = {
          id,
          name: String(body?.name),
          description: String(body?.description),
          invoiceId: decodeURIComponent(refund[1] ?? ''),
          viewLink: `https://btcpay.test/pull-payments/${id}`,
        };
        pullPayments.push(pull);
        created(200, pull);
        return;
      }
      answer(404, { code: 'not-found', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Payouts really created (what BTCPay would send). */
    payouts,
    /** Refund pull payments really created. */
    pullPayments,
    /**
     * A payout moves to `state` in BTCPay (an admin cancels it, the processor completes it) and the
     * store webhook BTCPay sends about it (Greenfield 2.x `WebhookPayoutEvent`: deliveryId,
     * webhookId, originalDeliveryId, isRedelivery, type, timestamp, storeId, payoutId, pullPaymentId,
     * payoutState), unsigned: the caller signs it with the webhook's secret.
     */
    payoutEvent(
      payoutId: string,
      state: PeerPayout['state'],
      type: 'PayoutCreated' | 'PayoutApproved' | 'PayoutUpdated' = 'PayoutUpdated',
    ): string {
      const payout = payouts.find((made) => made.id === payoutId);
      if (payout) payout.state = state;
      deliveries += 1;
      const deliveryId = `delivery_${port}_${deliveries}`;
      return JSON.stringify({
        deliveryId,
        webhookId: 'webhook_1',
        originalDeliveryId: deliveryId,
        isRedelivery: false,
        type,
        timestamp: Math.floor(Date.now() / 1000),
        storeId: options.storeId,
        payoutId,
        pullPaymentId: payout?.pullPaymentId ?? null,
        payoutState: state,
      });
    },
    set(next: BtcpayPeerMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
