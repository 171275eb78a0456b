import {
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
  paymentMethodsResponseSchema,
  paymentParamsSchema,
  paymentSessionSchema,
  paymentTestModeSchema,
  sandboxCardRequestSchema,
  sandboxConfirmRequestSchema,
  sandboxCryptoRequestSchema,
  sandboxRefundClaimRequestSchema,
  sandboxRefundClaimSchema,
  webhookResponseSchema,
} from '@lootmarket/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxPayments } from '../config/production';
import { AppError } from '../errors/app-error';
import { bearerSecurity, errorResponses } from '../http/responses';
import { currentSession } from '../plugins/app/authentication';
import { payments } from './payments.schema';
import {
  applyPaymentEvent,
  findPayment,
  type PaymentRow,
  toPaymentSession,
  toSandboxRefundClaim,
} from './payments.service';
import { WebhookSignatureError } from './provider';
import {
  luhnValid,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxEventBody,
  sandboxCardOutcome,
} from './sandbox.provider';

const OPEN = new Set(['open', 'requires_confirmation']);

/** Payments: the sandbox's hosted page data and actions, and every provider's webhook. */
export async function paymentsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['payments'];
  app.get(
    '/api/v1/payments/test-mode',
    {
      schema: {
        tags,
        summary:
          'Which payments and withdrawal methods go to the sandbox, where no real money moves (public; the web app labels them "test mode")',
        response: { 200: paymentTestModeSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      // Fixed for the life of the process; a minute of caching spares a request per page.
      reply.header('Cache-Control', 'public, max-age=60');
      return sandboxPayments(app.config);
    },
  );

  app.get(
    '/api/v1/payments/methods',
    {
      schema: {
        tags,
        summary:
          'The payment methods this server offers at checkout (public; the footer and the checkout name only these)',
        response: { 200: paymentMethodsResponseSchema },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      // Fixed for the life of the process, like the test mode above.
      reply.header('Cache-Control', 'public, max-age=60');
      return { methods: app.payments.paymentMethods() };
    },
  );

  const viewerOf = (request: Parameters<typeof currentSession>[0]) => ({
    id: currentSession(request).user.id,
  });

  app.get(
    '/api/v1/payments/:paymentId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A card or crypto payment, as the payment page shows it (the buyer only)',
        security: bearerSecurity,
        params: paymentParamsSchema,
        response: { 200: paymentSessionSchema, ...errorResponses(400, 401, 404) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) => {
      const { payment, order } = await findPayment(db(), request.params.paymentId, viewerOf(request));
      return toPaymentSession(payment, order);
    },
  );

  /**
   * The sandbox sends what happened on its page as a signed webhook to our own webhook route, so
   * the verification and the effect run exactly as for a real provider.
   */
  async function sandboxEvent(payment: PaymentRow, type: SandboxEventBody['type']) {
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      type,
      paymentId: payment.id,
    } satisfies SandboxEventBody);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: app.payments.sandbox.sign(body),
      },
      payload: body,
    });
    if (response.statusCode !== 200) {
      throw new AppError('PAYMENT_FAILED', {
        cause: new Error(`sandbox webhook answered ${response.statusCode}`),
      });
    }
  }

  /** The buyer's open sandbox payment of the given method (the page's actions). */
  async function openSandboxPayment(
    paymentId: string,
    viewer: { id: string },
    method: 'card' | 'crypto',
    statuses = OPEN,
  ) {
    const { payment } = await findPayment(db(), paymentId, viewer);
    if (payment.provider !== 'sandbox' || payment.method !== method) {
      throw new AppError('PAYMENT_LINK_NOT_FOUND');
    }
    if (!statuses.has(payment.status) || payment.expiresAt <= new Date())
      throw new AppError('PAYMENT_NOT_OPEN');
    return payment;
  }

  async function freshSession(paymentId: string, viewer: { id: string }) {
    const { payment, order } = await findPayment(db(), paymentId, viewer);
    return toPaymentSession(payment, order);
  }

  const sandboxAction = { onRequest: app.requireUser };

  app.post(
    '/api/v1/payments/:paymentId/sandbox/card',
    {
      ...sandboxAction,
      schema: {
        tags,
        summary:
          'Sandbox: pay with a test card (the number decides: succeed, decline, or extra confirmation); a declined card leaves the payment open for another card until it expires',
        security: bearerSecurity,
        params: paymentParamsSchema,
        body: sandboxCardRequestSchema,
        response: { 200: paymentSessionSchema, ...errorResponses(400, 401, 404, 409) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const payment = await openSandboxPayment(request.params.paymentId, viewer, 'card', new Set(['open']));
      const { number, expiry } = request.body;
      const [month, year] = expiry.split('/').map(Number) as [number, number];
      const now = new Date();
      const expired =
        2000 + year < now.getUTCFullYear() ||
        (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
      if (!luhnValid(number) || expired) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { [luhnValid(number) ? 'expiry' : 'number']: 'invalid' },
        });
      }
      const outcome = sandboxCardOutcome(number);
      await sandboxEvent(
        payment,
        outcome === 'succeed'
          ? 'payment.succeeded'
          : outcome === 'confirm'
            ? 'payment.requires_confirmation'
            : 'payment.attempt_declined',
      );
      return freshSession(payment.id, viewer);
    },
  );

  app.post(
    '/api/v1/payments/:paymentId/sandbox/confirm',
    {
      ...sandboxAction,
      schema: {
        tags,
        summary:
          'Sandbox: the extra confirmation step of a card (approve pays; deny is a declined attempt, the payment open again for another card)',
        security: bearerSecurity,
        params: paymentParamsSchema,
        body: sandboxConfirmRequestSchema,
        response: { 200: paymentSessionSchema, ...errorResponses(400, 401, 404, 409) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const payment = await openSandboxPayment(
        request.params.paymentId,
        viewer,
        'card',
        new Set(['requires_confirmation']),
      );
      // A denied confirmation is a declined attempt: the card form again, until the session expires.
      await sandboxEvent(payment, request.body.approve ? 'payment.succeeded' : 'payment.attempt_declined');
      return freshSession(payment.id, viewer);
    },
  );

  app.post(
    '/api/v1/payments/:paymentId/sandbox/crypto',
    {
      ...sandboxAction,
      schema: {
        tags,
        summary: 'Sandbox: settle the test crypto invoice, or let it expire',
        security: bearerSecurity,
        params: paymentParamsSchema,
        body: sandboxCryptoRequestSchema,
        response: { 200: paymentSessionSchema, ...errorResponses(400, 401, 404, 409) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const payment = await openSandboxPayment(request.params.paymentId, viewer, 'crypto', new Set(['open']));
      await sandboxEvent(
        payment,
        request.body.outcome === 'confirm' ? 'payment.succeeded' : 'payment.expired',
      );
      return freshSession(payment.id, viewer);
    },
  );

  app.post(
    '/api/v1/payments/:paymentId/cancel',
    {
      ...sandboxAction,
      schema: {
        tags,
        summary:
          'The buyer gives up an open payment: the order fails (as declined when the last card attempt was declined) and the stock returns',
        security: bearerSecurity,
        params: paymentParamsSchema,
        response: { 200: paymentSessionSchema, ...errorResponses(400, 401, 404, 409) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { payment } = await findPayment(db(), request.params.paymentId, viewer);
      if (!OPEN.has(payment.status)) throw new AppError('PAYMENT_NOT_OPEN');
      await app.notifier.transaction((tx) =>
        applyPaymentEvent(
          tx,
          payment.provider as PaymentProviderName,
          // Our own cancellation: an event id of our own, applied like any other.
          {
            id: `cancel-${payment.id}`,
            type: 'buyer.cancelled',
            kind: 'cancelled',
            paymentId: payment.id,
            providerRef: null,
          },
          app.orderDeps,
        ),
      );
      return freshSession(payment.id, viewer);
    },
  );

  /**
   * The buyer's refunded sandbox crypto payment (the claim page's subject): anything else — another
   * provider's refund (claimed on its own page), a card's, one not refunded — has no claim page here.
   */
  async function sandboxCryptoRefund(paymentId: string, viewer: { id: string }) {
    const { payment } = await findPayment(db(), paymentId, viewer);
    if (
      payment.provider !== 'sandbox' ||
      payment.method !== 'crypto' ||
      payment.refundStatus !== 'refunded' ||
      payment.orderId === null
    )
      throw new AppError('PAYMENT_LINK_NOT_FOUND');
    return payment;
  }

  app.get(
    '/api/v1/payments/:paymentId/sandbox/refund-claim',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "Sandbox: a refunded crypto payment's claim page (the sandbox's stand-in for BTCPay's pull payment page; the buyer only)",
        security: bearerSecurity,
        params: paymentParamsSchema,
        response: { 200: sandboxRefundClaimSchema, ...errorResponses(400, 401, 404) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) =>
      toSandboxRefundClaim(await sandboxCryptoRefund(request.params.paymentId, viewerOf(request))),
  );

  app.post(
    '/api/v1/payments/:paymentId/sandbox/refund-claim',
    {
      ...sandboxAction,
      schema: {
        tags,
        summary:
          "Sandbox: claim a refunded crypto payment to a test-network address of the buyer's (once; nothing real is sent)",
        security: bearerSecurity,
        params: paymentParamsSchema,
        body: sandboxRefundClaimRequestSchema,
        response: { 200: sandboxRefundClaimSchema, ...errorResponses(400, 401, 404, 409) },
      },
      config: { access: { owner: 'allow', others: 404 } },
    },
    async (request) => {
      const payment = await sandboxCryptoRefund(request.params.paymentId, viewerOf(request));
      const now = new Date();
      // Guarded: of two claims at once, one wins and the other is told it was claimed.
      const [claimed] = await db()
        .update(payments)
        .set({ refundClaimedAt: now, refundClaimAddress: request.body.address, updatedAt: now })
        .where(and(eq(payments.id, payment.id), isNull(payments.refundClaimedAt)))
        .returning();
      if (!claimed) throw new AppError('REFUND_ALREADY_CLAIMED');
      return toSandboxRefundClaim(claimed);
    },
  );

  // Webhooks: the raw body is needed for the signature, so this scope parses JSON as a Buffer.
  await app.register(async (hooks) => {
    const scoped = hooks.withTypeProvider<ZodTypeProvider>();
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scoped.post(
      '/api/v1/payments/webhooks/:provider',
      {
        // Providers retry from a few addresses: the per-address write limit would drop real events.
        schema: {
          tags,
          summary:
            "A payment provider's signed webhook (sandbox, Stripe, BTCPay): payments, Stripe refunds failing after acceptance and disputes (chargebacks, recorded; the order frozen), BTCPay payouts cancelled after payment; each event applies once, unknown ones are acknowledged",
          params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
          response: { 200: webhookResponseSchema, ...errorResponses(400, 404) },
        },
        config: { access: 'public', rateLimit: false },
      },
      async (request) => {
        const provider = app.payments.byName(request.params.provider);
        if (!provider) throw new AppError('NOT_FOUND');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: ReturnType<typeof provider.parseWebhook>;
        try {
          event = provider.parseWebhook(raw, request.headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
            throw new AppError('WEBHOOK_SIGNATURE_INVALID', { cause: error });
          }
          throw error;
        }
        await app.notifier.transaction((tx) => applyPaymentEvent(tx, provider.name, event, app.orderDeps));
        return { received: true as const };
      },
    );
  });
}
