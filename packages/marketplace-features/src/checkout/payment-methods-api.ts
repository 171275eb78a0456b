import { paymentMethodsResponseSchema } from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api/api-client';

/**
 * The payment methods this server offers (GET /api/v1/payments/methods). Fixed for the life of the
 * server process: asked once per page load. The footer's payment logos and the checkout name only these.
 */
export function usePaymentMethods() {
  return useQuery({
    queryKey: ['payments', 'methods'] as const,
    queryFn: async () => paymentMethodsResponseSchema.parse(await apiQuery('/api/v1/payments/methods')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
