import {
  createWalletRequestSchema,
  type DepositResponse,
  depositRequestSchema,
  depositResponseSchema,
  sellerReservesResponseSchema,
  walletListResponseSchema,
  walletParamsSchema,
  walletSchema,
  walletTransactionsQuerySchema,
  walletTransactionsResponseSchema,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../http/responses';
import { idempotencyHeaderSchema, idempotently } from '../idempotency/idempotent-request';
import { sellerReserves } from '../orders/order-reserve';
import { depositWork } from '../payments/deposits.service';
import { currentSession } from '../plugins/app/authentication';
import { createWallet, listWallets, walletTransactions } from './wallet.service';

/** Wallets (spec §3): one per currency, created by the user; balances and the transactions table. */
export async function walletRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const tags = ['wallet'];
  const depositDeps = {
    db,
    orders: app.orderDeps,
    providerFor: (method: 'card' | 'crypto') => app.payments.forMethod(method),
    methods: () => app.payments.paymentMethods(),
    paymentSessionMs: app.config.orders.paymentSessionMs,
    publicOrigin: app.config.publicOrigin,
  };

  app.get(
    '/api/v1/wallets',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'My wallets: balance, available, upcoming and last updated per currency',
        security: bearerSecurity,
        response: { 200: walletListResponseSchema, ...errorResponses(401) },
      },
      config: { access: 'signedIn' },
    },
    async (request) => ({ wallets: await listWallets(db(), currentSession(request).user.id) }),
  );

  app.get(
    '/api/v1/wallets/:currency/reserves',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "My completed sales whose net is reserved until their warranty ends: each with its exact release date, soonest first, and their sum (the wallet's `reserved`)",
        security: bearerSecurity,
        params: walletParamsSchema,
        response: { 200: sellerReservesResponseSchema, ...errorResponses(400, 401) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sellerReserves(db(), currentSession(request).user.id, request.params.currency);
    },
  );

  app.post(
    '/api/v1/wallets',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Create a wallet in a currency',
        security: bearerSecurity,
        body: createWalletRequestSchema,
        response: { 201: walletSchema, ...errorResponses(400, 401, 409) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const wallet = await createWallet(db(), currentSession(request).user.id, request.body.currency);
      return reply.status(201).send(wallet);
    },
  );

  app.get(
    '/api/v1/wallets/:currency/transactions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A wallet's transactions (orders and withdrawals): filters and pages",
        security: bearerSecurity,
        params: walletParamsSchema,
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionsResponseSchema, ...errorResponses(400, 401, 404) },
      },
      config: { access: 'signedIn' },
    },
    async (request) =>
      walletTransactions(db(), currentSession(request).user.id, request.params.currency, request.query),
  );

  app.post(
    '/api/v1/wallet/deposits',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Top up a wallet by card or crypto (Idempotency-Key): opens a payment; the money arrives as a Deposit when the provider reports it paid',
        security: bearerSecurity,
        headers: idempotencyHeaderSchema,
        body: depositRequestSchema,
        response: { 201: depositResponseSchema, ...errorResponses(400, 401, 402, 404, 422, 429) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const userId = currentSession(request).user.id;
      const deps = { ...depositDeps, log: request.log };
      return idempotently<DepositResponse>(app, request, reply, userId, (tx) =>
        depositWork(deps, tx, userId, request.body),
      );
    },
  );
}
