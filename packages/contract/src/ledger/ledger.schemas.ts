import { z } from 'zod';
import { CURRENCY_CODES, type Currency } from '../money/currencies';

/** The ledger holds every currency of the money table (`CURRENCIES`, with their exponents). */
export type LedgerCurrency = Currency;
export const LEDGER_CURRENCIES = CURRENCY_CODES;
export const ledgerCurrencySchema = z.enum(LEDGER_CURRENCIES);

/**
 * A user's wallet, the platform's fee income, money on its way in from or out to a provider, the
 * platform's covered losses.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'user_wallet',
  'platform_fee',
  'provider_clearing',
  'payout_clearing',
  /** What the platform covers from its own money (a lost chargeback after proven delivery); may go below zero. */
  'platform_cover',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_TRANSFER_KINDS = ['single', 'pending', 'post_pending', 'void_pending'] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/**
 * Why the ledger refused a movement (ledger_create_transfers answers one of these; nothing was
 * written). Names follow TigerBeetle's result codes where one exists.
 */
export const LEDGER_ERROR_CODES = [
  'empty_batch',
  'id_required',
  'invalid_kind',
  'invalid_amount',
  'invalid_timeout',
  'timeout_reserved_for_pending_transfer',
  'pending_id_must_not_be_set',
  'pending_id_required',
  'account_required',
  'currency_required',
  'accounts_must_be_different',
  'pending_transfer_not_found',
  'pending_transfer_not_pending',
  'pending_transfer_has_different_accounts',
  'pending_transfer_has_different_currency',
  'pending_transfer_has_different_amount',
  'exceeds_pending_transfer_amount',
  'duplicate_id_in_batch',
  'pending_resolved_twice_in_batch',
  'account_not_found',
  'exists_with_different_fields',
  'accounts_must_have_the_same_currency',
  'pending_transfer_already_posted',
  'pending_transfer_already_voided',
  'pending_transfer_expired',
  'exceeds_credits',
] as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];
export const ledgerErrorCodeSchema = z.enum(LEDGER_ERROR_CODES);

/** An amount in minor units as a decimal string: JSON numbers cannot carry 39 digits exactly. */
export const ledgerAmountSchema = z.string().regex(/^[0-9]{1,39}$/);

/**
 * A seller's (or any user's) balances in one currency. Upcoming: money held in escrow for them
 * (pending credits). Available: what they may spend or withdraw now (posted credits minus posted and
 * pending debits).
 */
export const walletBalancesSchema = z.object({
  currency: ledgerCurrencySchema,
  available: ledgerAmountSchema,
  upcoming: ledgerAmountSchema,
});
export type WalletBalancesDto = z.infer<typeof walletBalancesSchema>;

/**
 * Where a wallet's money is, in parts that add up:
 * `available + inEscrow + outgoing + upcoming + reserved = total`
 * (every amount in minor units, from the ledger account's counters and its open pending transfers).
 */
export const walletBreakdownSchema = z.object({
  /** Spend or withdraw now: posted credits − posted debits − pending debits. */
  available: ledgerAmountSchema,
  /** The owner's own purchases held in escrow until they confirm them (open holds to a seller and the fee). */
  inEscrow: ledgerAmountSchema,
  /** On its way out: withdrawals being paid out and refunds being sent back to a card or crypto payer. */
  outgoing: ledgerAmountSchema,
  /** The owner's sales held in escrow for them (pending credits): theirs once the buyer confirms. */
  upcoming: ledgerAmountSchema,
  /**
   * The owner's completed sales with a warranty whose net is reserved until the warranty ends (pending
   * credits too, apart from `upcoming`): released to `available` by a job on each sale's date.
   */
  reserved: ledgerAmountSchema,
  /** available + inEscrow + outgoing + upcoming + reserved. */
  total: ledgerAmountSchema,
});
export type WalletBreakdown = z.infer<typeof walletBreakdownSchema>;
