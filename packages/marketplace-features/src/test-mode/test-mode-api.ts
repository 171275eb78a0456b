import { paymentTestModeSchema } from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api/api-client';

/**
 * Which payments and withdrawal methods of this server go to the sandbox (GET /api/v1/payments/test-mode).
 * Fixed for the life of the server process: asked once per page load.
 */
export function usePaymentTestMode() {
  return useQuery({
    queryKey: ['payments', 'test-mode'] as const,
    queryFn: async () => paymentTestModeSchema.parse(await apiQuery('/api/v1/payments/test-mode')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
