import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/categories';
import { ledgerAmountSchema, ledgerCurrencySchema, walletBreakdownSchema } from '../ledger/ledger.schemas';
import { text } from '../validation/text';

/**
 * Spec §3 Wallet: currency, balance, last updated; plus where the money is, in parts that add up
 * (`available + inEscrow + outgoing + upcoming = total`, walletBreakdownSchema).
 */
export const walletSchema = walletBreakdownSchema.extend({
  currency: ledgerCurrencySchema,
  /**
   * Posted balance: available + inEscrow + outgoing (upcoming sales not included). Kept for older
   * clients; show `total` and its parts instead.
   */
  balance: ledgerAmountSchema,
  /** ISO date of the last movement (or of creation). */
  lastUpdated: z.string(),
  /** ISO date of the last movement; null while the wallet has none (a wallet with activity comes first). */
  lastActivity: z.string().nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletListResponseSchema = z.object({ wallets: z.array(walletSchema) });
export type WalletListResponse = z.infer<typeof walletListResponseSchema>;

/** POST /api/v1/wallets: create a wallet by currency. */
export const createWalletRequestSchema = z.object({ currency: ledgerCurrencySchema });
export type CreateWalletRequest = z.input<typeof createWalletRequestSchema>;

export const walletParamsSchema = z.object({ currency: ledgerCurrencySchema });

export const WALLET_TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

/**
 * What a wallet movement was, from the wallet owner's side. `refund`: money that came back to the
 * wallet (an order refunded); `payment_refund`: a refunded card or crypto order's money on its way
 * from the wallet back to that card or crypto payer.
 */
export const WALLET_TRANSACTION_ACTIONS = [
  'purchase',
  'sale',
  'refund',
  'withdrawal',
  'deposit',
  'payment_refund',
] as const;
export type WalletTransactionAction = (typeof WALLET_TRANSACTION_ACTIONS)[number];

/** GET /api/v1/wallets/{currency}/transactions (filters + pagination). */
export const walletTransactionsQuerySchema = z.object({
  status: z.enum(WALLET_TRANSACTION_STATUSES).optional(),
  action: z.enum(WALLET_TRANSACTION_ACTIONS).optional(),
  /** Matches the product name. */
  search: text().trim().max(100).optional(),
  /** ISO dates, inclusive range. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WalletTransactionsQuery = z.input<typeof walletTransactionsQuerySchema>;

/**
 * Spec §3 Transaction (wallet): date, amount, status, action, product name, category, price. One row
 * per ledger movement of the wallet: an order can have several (a purchase, then its refund), each
 * with the sign, amount, status and date of the transfers it shows. All rows together add up to
 * available + upcoming (pending rows count: a purchase held in escrow is already out of available).
 */
export const walletTransactionSchema = z.object({
  /** The order or withdrawal id (a deposit without either: its transfer id). Not unique: see transferId. */
  id: z.uuid(),
  /** The ledger transfer the row shows (its first leg): unique per row. */
  transferId: z.uuid(),
  /** When the transfer was made. */
  date: z.string(),
  /** When its hold was posted or voided; null while pending and for movements that are final at once. */
  resolvedAt: z.string().nullable(),
  /**
   * Signed effect on the wallet's total in minor units ("-1050" for money out): a purchase is negative,
   * its refund a positive row of its own; a sale, withdrawal or payment refund that failed moved
   * nothing ("0", status failed).
   */
  amount: z.string().regex(/^-?[0-9]{1,39}$/),
  currency: ledgerCurrencySchema,
  status: z.enum(WALLET_TRANSACTION_STATUSES),
  action: z.enum(WALLET_TRANSACTION_ACTIONS),
  /** Orders only. */
  productName: z.string().nullable(),
  category: z.enum(CATEGORY_SLUGS).nullable(),
  /** Orders: the order's total price. Withdrawals: the amount requested. */
  price: ledgerAmountSchema.nullable(),
  orderId: z.uuid().nullable(),
  withdrawalId: z.uuid().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsResponseSchema = z.object({
  transactions: z.array(walletTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;

/** How a wallet top-up is paid: by card or crypto, through the configured provider. */
export const DEPOSIT_METHODS = ['card', 'crypto'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/**
 * POST /api/v1/wallet/deposits (Idempotency-Key): top up the wallet of `currency` by `amount` minor
 * units, within DEPOSIT_LIMITS (else 422 DEPOSIT_AMOUNT_OUT_OF_RANGE). The money arrives in the wallet
 * when the provider reports the payment succeeded (a "Deposit" row of the transactions table).
 */
export const depositRequestSchema = z.object({
  currency: ledgerCurrencySchema,
  // The refinement runs even when the pattern failed (zod reports every issue): check digits first.
  amount: ledgerAmountSchema.refine((value) => /^[0-9]+$/.test(value) && BigInt(value) > 0n),
  method: z.enum(DEPOSIT_METHODS),
});
export type DepositRequest = z.input<typeof depositRequestSchema>;

export const depositResponseSchema = z.object({
  payment: z.object({
    id: z.uuid(),
    /** Where to send the payer: the sandbox's page (/order/pay/{id}/) or the provider's hosted page. */
    redirectUrl: z.string().nullable(),
  }),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;
