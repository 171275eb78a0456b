import {
  isOfferCurrency,
  type LedgerCurrency,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentProviderName,
  WITHDRAWAL_METHODS,
  type WithdrawalMethod,
} from '@lootmarket/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BTCPAY_PAYOUT_METHODS, BtcpayProvider } from './btcpay.provider';
import type { PaymentProvider, PayoutProvider, RefundProvider } from './provider';
import { SandboxProvider } from './sandbox.provider';
import { StripeProvider } from './stripe.provider';

export interface PaymentProviders {
  sandbox: SandboxProvider;
  /** The provider of each method (PAYMENT_CARD_PROVIDER, PAYMENT_CRYPTO_PROVIDER). */
  forMethod(method: Exclude<PaymentMethod, 'wallet'>): PaymentProvider;
  /** The payment methods on offer (GET /api/v1/payments/methods): the wallet, and each method with a provider. */
  paymentMethods(): PaymentMethod[];
  /** A configured provider by name (webhook routes); null when not configured. */
  byName(name: PaymentProviderName): PaymentProvider | null;
  /** Who refunds a payment taken by `name` to its original method; null: not configured (any more). */
  refundsFor(name: PaymentProviderName): RefundProvider | null;
  /**
   * The payout provider of a withdrawal method (AppConfig.payments.payouts: `stripe` → Stripe Connect,
   * `crypto` → BTCPay or the sandbox, bank transfer and PayPal → the sandbox, as WITHDRAWAL_METHODS
   * allows). Null: the method is not offered.
   */
  payoutsFor(method: WithdrawalMethod): PayoutProvider | null;
  /** The withdrawal methods on offer (GET /api/v1/withdrawals/terms). */
  payoutMethods(): WithdrawalMethod[];
  /**
   * Whether `method` can pay out `currency` (Stripe: the fiat currencies of offers only; BTCPay:
   * the currencies it has a payout method for, BTC).
   */
  payoutAvailable(method: WithdrawalMethod, currency: LedgerCurrency): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

/** The payment providers configured for this process (the sandbox is always there). */
export const paymentProvidersPlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.config.payments;
    const sandbox = new SandboxProvider(config.sandboxWebhookSecret);
    const stripe = config.stripe ? new StripeProvider(config.stripe) : null;
    const btcpay = config.btcpay ? new BtcpayProvider(config.btcpay) : null;
    const byName: Record<PaymentProviderName, PaymentProvider | null> = { sandbox, stripe, btcpay };
    const refunders: Record<PaymentProviderName, RefundProvider | null> = { sandbox, stripe, btcpay };
    // Which provider pays out which method is decided once, in config.ts (payments.payouts).
    const payoutProviders = Object.fromEntries(
      WITHDRAWAL_METHODS.map((method) => {
        const name = config.payouts[method];
        return [method, name ? byName[name] : null];
      }),
    ) as Record<WithdrawalMethod, PayoutProvider | null>;
    const payoutCurrencyOk = (method: WithdrawalMethod, currency: LedgerCurrency) => {
      if (method === 'stripe') return isOfferCurrency(currency);
      if (method === 'crypto' && btcpay) return BTCPAY_PAYOUT_METHODS[currency] !== undefined;
      return true;
    };
    app.decorate('payments', {
      sandbox,
      forMethod(method) {
        const name = method === 'card' ? config.cardProvider : config.cryptoProvider;
        const provider = byName[name];
        if (!provider) throw new Error(`payment provider ${name} is not configured`);
        return provider;
      },
      paymentMethods: () =>
        PAYMENT_METHODS.filter(
          (method) =>
            method === 'wallet' || byName[method === 'card' ? config.cardProvider : config.cryptoProvider],
        ),
      byName: (name) => byName[name],
      refundsFor: (name) => refunders[name],
      payoutsFor: (method) => payoutProviders[method],
      payoutMethods: () => WITHDRAWAL_METHODS.filter((method) => payoutProviders[method] !== null),
      payoutAvailable: (method, currency) =>
        payoutProviders[method] !== null && payoutCurrencyOk(method, currency),
    } satisfies PaymentProviders);
  },
  { name: 'payment-providers', dependencies: ['platform'] },
);
