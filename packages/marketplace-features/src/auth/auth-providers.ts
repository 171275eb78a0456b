import { authProvidersResponseSchema } from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api/api-client';

/**
 * The sign-in providers this server is configured for (GET /api/v1/auth/providers). They change only
 * with the server's configuration: asked once per page load. Login, register and My account → Sign-in
 * methods offer only these.
 */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'] as const,
    queryFn: async () => authProvidersResponseSchema.parse(await apiQuery('/api/v1/auth/providers')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
