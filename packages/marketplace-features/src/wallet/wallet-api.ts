import {
  type CreateWalletRequest,
  type DepositRequest,
  type DepositResponse,
  IDEMPOTENCY_KEY_HEADER,
  type LedgerCurrency,
  type SellerDashboard,
  type SellerReservesResponse,
  type Wallet,
  type WalletListResponse,
  type WalletTransactionsQuery,
  type WalletTransactionsResponse,
  type Withdrawal,
  type WithdrawalConfirmationCodeResponse,
  type WithdrawalDetails,
  type WithdrawalRequest,
  type WithdrawalTerms,
} from '@lootmarket/contract';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '../api/api-client';

/** Everything money-related of the signed-in user: refreshed together after a movement. */
export const walletsQueryKey = ['wallets'] as const;

export function useWallets(token: string | null) {
  return useQuery({
    queryKey: [...walletsQueryKey, 'list', token],
    queryFn: ({ signal }) => apiQuery<WalletListResponse>('/api/v1/wallets', { signal, token }),
    enabled: token !== null,
  });
}

/**
 * The sales reserved until their warranty ends, for each wallet that has any (its breakdown's
 * `reserved` is not zero): currency → reserves, soonest release first.
 */
export function useSellerReserves(
  token: string | null,
  wallets: ReadonlyArray<Pick<Wallet, 'currency' | 'reserved'>> | null,
): Partial<Record<LedgerCurrency, SellerReservesResponse['reserves']>> {
  const withReserves = (wallets ?? []).filter((wallet) => BigInt(wallet.reserved) !== 0n);
  const results = useQueries({
    queries: withReserves.map((wallet) => ({
      queryKey: [...walletsQueryKey, 'reserves', token, wallet.currency, wallet.reserved],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiQuery<SellerReservesResponse>(`/api/v1/wallets/${wallet.currency}/reserves`, { signal, token }),
      enabled: token !== null,
    })),
  });
  return Object.fromEntries(
    withReserves.map((wallet, index) => [wallet.currency, results[index]?.data?.reserves ?? []]),
  );
}

export function createWallet(token: string, body: CreateWalletRequest) {
  return apiRequest<Wallet>('/api/v1/wallets', { method: 'POST', body, token });
}

export function useWalletTransactions(
  token: string | null,
  currency: LedgerCurrency | null,
  query: WalletTransactionsQuery,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return useQuery({
    queryKey: [...walletsQueryKey, 'transactions', token, currency, params.toString()],
    queryFn: ({ signal }) =>
      apiQuery<WalletTransactionsResponse>(`/api/v1/wallets/${currency}/transactions?${params}`, {
        signal,
        token,
      }),
    enabled: token !== null && currency !== null,
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawalTerms(token: string | null) {
  return useQuery({
    queryKey: [...walletsQueryKey, 'withdrawal-terms', token],
    queryFn: ({ signal }) => apiQuery<WithdrawalTerms>('/api/v1/withdrawals/terms', { signal, token }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

export function requestWithdrawal(token: string, body: WithdrawalRequest, idempotencyKey: string) {
  return apiRequest<Withdrawal>('/api/v1/withdrawals', {
    method: 'POST',
    body,
    token,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Accounts with neither a password nor two-factor sign-in: a code for these details, by email. */
export function sendWithdrawalConfirmationCode(token: string, body: WithdrawalDetails) {
  return apiRequest<WithdrawalConfirmationCodeResponse>('/api/v1/withdrawals/confirmation-code', {
    method: 'POST',
    body,
    token,
  });
}

export function useSellerDashboard(token: string | null, currency: LedgerCurrency, enabled = true) {
  return useQuery({
    queryKey: [...walletsQueryKey, 'seller-dashboard', token, currency],
    queryFn: ({ signal }) =>
      apiQuery<SellerDashboard>(`/api/v1/seller/dashboard?currency=${currency}`, { signal, token }),
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/** A wallet top-up: opens a card or crypto payment; the answer says where the payer goes next. */
export function requestDeposit(token: string, body: DepositRequest, idempotencyKey: string) {
  return apiRequest<DepositResponse>('/api/v1/wallet/deposits', {
    method: 'POST',
    body,
    token,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
