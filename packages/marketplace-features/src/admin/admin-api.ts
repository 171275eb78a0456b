import type {
  AdminCurrencyRatesResponse,
  AdminDashboard,
  AdminDisputeChat,
  AdminGame,
  AdminGameResponse,
  AdminPageViews,
  AdminUserDetail,
  AdminUserResponse,
  AdminWarrantyClaimListResponse,
  AdminWarrantyRulesResponse,
  DisputeClockRules,
  FeeRulesResponse,
  FlaggedMessagesResponse,
  OfferModerationResponse,
  StaffTicketResponse,
  UserRole,
  WarrantyClaimStatus,
} from '@lootmarket/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiResult, apiQuery, apiRequest } from '../api/api-client';
import { useAuth } from '../auth/auth-provider';

const adminQueryKey = ['admin'] as const;

/** Every staff endpoint the admin pages call: the pages name an endpoint, never spell its URL. */
export const adminPaths = {
  dashboard: '/api/v1/admin/dashboard',
  pageViews: '/api/v1/admin/analytics/page-views',
  auditLog: '/api/v1/admin/audit-log',
  outbox: '/api/v1/admin/outbox',
  games: '/api/v1/admin/catalog/games',
  game: (gameId: string) => `/api/v1/admin/catalog/games/${gameId}`,
  gameCover: (gameId: string) => `/api/v1/admin/catalog/games/${gameId}/cover`,
  gameCategory: (gameId: string, category: string) =>
    `/api/v1/admin/catalog/games/${gameId}/categories/${category}`,
  gameServers: (gameId: string) => `/api/v1/admin/catalog/games/${gameId}/servers`,
  server: (serverId: string) => `/api/v1/admin/catalog/servers/${serverId}`,
  disputes: '/api/v1/admin/disputes',
  disputeChat: (orderId: string) => `/api/v1/admin/disputes/${orderId}/chat`,
  disputeDecision: (orderId: string, outcome: string) => `/api/v1/admin/disputes/${orderId}/${outcome}`,
  feeRules: '/api/v1/admin/fee-rules',
  disputeClockRules: '/api/v1/admin/dispute-clock-rules',
  disputeExtend: (orderId: string) => `/api/v1/admin/disputes/${orderId}/extend`,
  currencyRates: '/api/v1/admin/currency-rates',
  warrantyRules: '/api/v1/admin/warranty-rules',
  warrantyClaims: '/api/v1/admin/warranty-claims',
  warrantyClaimDecision: (claimId: string) => `/api/v1/admin/warranty-claims/${claimId}/decide`,
  moderationQueue: '/api/v1/admin/moderation/offers',
  flaggedMessages: (offerId: string) => `/api/v1/admin/moderation/offers/${offerId}/flagged-messages`,
  moderationDecision: (offerId: string, decision: string) =>
    `/api/v1/admin/moderation/offers/${offerId}/${decision}`,
  orders: '/api/v1/admin/orders',
  orderRefundRetry: (orderId: string) => `/api/v1/admin/orders/${orderId}/refund/retry`,
  orderReview: (orderId: string) => `/api/v1/admin/orders/${orderId}/review`,
  tickets: '/api/v1/admin/tickets',
  ticket: (ticketId: string) => `/api/v1/admin/tickets/${ticketId}`,
  ticketAssign: (ticketId: string) => `/api/v1/admin/tickets/${ticketId}/assign`,
  ticketReplies: (ticketId: string) => `/api/v1/admin/tickets/${ticketId}/replies`,
  ticketClose: (ticketId: string) => `/api/v1/admin/tickets/${ticketId}/close`,
  users: '/api/v1/admin/users',
  user: (userId: string) => `/api/v1/admin/users/${userId}`,
  userAction: (userId: string, action: UserAction) => `/api/v1/admin/users/${userId}/${action}`,
  userRoles: (userId: string) => `/api/v1/admin/users/${userId}/roles`,
  withdrawals: '/api/v1/admin/withdrawals',
  withdrawalApprove: (withdrawalId: string) => `/api/v1/admin/withdrawals/${withdrawalId}/approve`,
  withdrawalReject: (withdrawalId: string) => `/api/v1/admin/withdrawals/${withdrawalId}/reject`,
} as const;

/** Query string of the set values only, in a stable order (the query key and the URL). */
function toQueryString(query: Readonly<Record<string, string | number | undefined | null>>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** A staff GET: paged lists keep the previous page on screen while the next one loads. */
export function useAdminQuery<T>(
  path: string,
  query: Readonly<Record<string, string | number | undefined | null>> = {},
  enabled = true,
) {
  const { token } = useAuth();
  const search = toQueryString(query);
  const url = search ? `${path}?${search}` : path;
  return useQuery({
    queryKey: [...adminQueryKey, url, token],
    queryFn: ({ signal }) => apiQuery<T>(url, { signal, token }),
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/** A staff write; on success every admin query refetches (lists, counters, the audit log). */
export function useAdminAction() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(
      path: string,
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      body?: unknown,
    ): Promise<ApiResult<T>> => {
      const result = await apiRequest<T>(path, { method, body, token });
      if (result.ok) await queryClient.invalidateQueries({ queryKey: adminQueryKey });
      return result;
    },
    [token, queryClient],
  );
}

export const useAdminDashboard = (days: number) =>
  useAdminQuery<AdminDashboard>(adminPaths.dashboard, { days });
export const useAdminPageViews = (days: number) =>
  useAdminQuery<AdminPageViews>(adminPaths.pageViews, { days });

export const useAdminUser = (userId: string) => useAdminQuery<AdminUserDetail>(adminPaths.user(userId));

export const useDisputeChat = (orderId: string) =>
  useAdminQuery<AdminDisputeChat>(adminPaths.disputeChat(orderId));

export const useFeeRules = () => useAdminQuery<FeeRulesResponse>(adminPaths.feeRules);
export const useDisputeClockRules = () => useAdminQuery<DisputeClockRules>(adminPaths.disputeClockRules);

export const useAdminCurrencyRates = () =>
  useAdminQuery<AdminCurrencyRatesResponse>(adminPaths.currencyRates);

export const useAdminWarrantyRules = () =>
  useAdminQuery<AdminWarrantyRulesResponse>(adminPaths.warrantyRules);

/** Warranty claims of one status (all without), oldest first: the first 100. */
export const useAdminWarrantyClaims = (status: WarrantyClaimStatus | undefined) =>
  useAdminQuery<AdminWarrantyClaimListResponse>(adminPaths.warrantyClaims, { status, pageSize: 100 });

export const useFlaggedMessages = (offerId: string) =>
  useAdminQuery<FlaggedMessagesResponse>(adminPaths.flaggedMessages(offerId));

export const useStaffTicket = (ticketId: string) =>
  useAdminQuery<StaffTicketResponse>(adminPaths.ticket(ticketId));

export type UserAction = 'ban' | 'unban' | 'reset-two-factor' | 'remove-avatar';
export type { AdminGame, AdminGameResponse, AdminUserResponse, OfferModerationResponse, UserRole };
