import type {
  AdminDashboard,
  AdminGame,
  AdminGameResponse,
  AdminUserDetail,
  AdminUserResponse,
  OfferModerationResponse,
  UserRole,
} from '@lootmarket/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiResult, apiQuery, apiRequest } from '../api/api-client';
import { useAuth } from '../auth/auth-provider';

export const adminQueryKey = ['admin'] as const;

/** Query string of the set values only, in a stable order (the query key and the URL). */
export function toQueryString(query: Readonly<Record<string, string | number | undefined | null>>): string {
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
    async <T>(path: string, method: 'POST' | 'PUT' | 'PATCH', body: unknown): Promise<ApiResult<T>> => {
      const result = await apiRequest<T>(path, { method, body, token });
      if (result.ok) await queryClient.invalidateQueries({ queryKey: adminQueryKey });
      return result;
    },
    [token, queryClient],
  );
}

export const useAdminDashboard = (days: number) =>
  useAdminQuery<AdminDashboard>('/api/v1/admin/dashboard', { days });

export const useAdminUser = (userId: string) =>
  useAdminQuery<AdminUserDetail>(`/api/v1/admin/users/${userId}`);

export type UserAction = 'ban' | 'unban' | 'reset-two-factor';
export type { AdminGame, AdminGameResponse, AdminUserResponse, OfferModerationResponse, UserRole };
