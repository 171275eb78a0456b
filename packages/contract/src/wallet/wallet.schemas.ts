import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalog/categories';
import { ledgerAmountSchema, ledgerCurrencySchema } from '../ledger/ledger.schemas';
import { text } from '../validation/text';

/** Spec §3 Wallet: currency, balance, last updated; plus available and upcoming (escrow). */
export const walletSchema = z.object({
  currency: ledgerCurrencySchema,
  /** Posted balance: available + what is held for pending withdrawals and purchases. */
  balance: ledgerAmountSchema,
  /** What can be spent or withdrawn now. */
  available: ledgerAmountSchema,
  /** Held in escrow for the owner's pending sales. */
  upcoming: ledgerAmountSchema,
  /** ISO date of the last movement (or of creation). */
  lastUpdated: z.string(),
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

/** What a wallet movement was, from the wallet owner's side. */
export const WALLET_TRANSACTION_ACTIONS = ['purchase', 'sale', 'refund', 'withdrawal', 'deposit'] as const;
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

/** Spec §3 Transaction (wallet): date, amount, status, action, product name, category, price. */
export const walletTransactionSchema = z.object({
  /** The order or withdrawal id. */
  id: z.uuid(),
  date: z.string(),
  /** Signed effect on the wallet in minor units ("-1050" for money out). */
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
