import { isPaymentMethod, type PaymentMethodsResponse } from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api/api-client';

/**
 * GET /api/v1/payments/methods's answer, checked as the contract's paymentMethodsResponseSchema
 * checks it (a list of known methods, else an error) but without zod: the site footer's payment
 * logos ask for it on every page, and the first page of a visit does not load zod for that.
 */
export function readPaymentMethods(body: unknown): PaymentMethodsResponse {
  const methods: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'methods') : undefined;
  if (!Array.isArray(methods) || !methods.every(isPaymentMethod)) {
    throw new Error('GET /api/v1/payments/methods did not answer a list of payment methods');
  }
  return { methods };
}

/**
 * The payment methods this server offers (GET /api/v1/payments/methods). Fixed for the life of the
 * server process: asked once per page load. The footer's payment logos and the checkout name only these.
 */
export function usePaymentMethods() {
  return useQuery({
    queryKey: ['payments', 'methods'] as const,
    queryFn: async () => readPaymentMethods(await apiQuery('/api/v1/payments/methods')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
