import {
  type CheckoutRequest,
  type CheckoutResponse,
  DISPUTE_EVIDENCE_FIELD,
  type DisputeEvidence,
  IDEMPOTENCY_KEY_HEADER,
  type OpenWarrantyClaimRequest,
  type OrderCodeResponse,
  type OrderDetail,
  type OrderListQuery,
  type OrderListResponse,
  type OrderRating,
  type OrderSummary,
  type PaymentSession,
  type RatingRequest,
  type SandboxCardRequest,
  type SandboxConfirmRequest,
  type SandboxCryptoRequest,
  type SandboxRefundClaim,
  type SandboxRefundClaimRequest,
  type WarrantyClaimAnswerRequest,
} from '@lootmarket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '../api/api-client';
import { downloadAttachment } from '../tickets/tickets-api';

export const ordersQueryKey = ['orders'] as const;
export const orderQueryKey = (orderId: string) => ['orders', 'one', orderId] as const;
export const paymentQueryKey = (paymentId: string) => ['payments', paymentId] as const;
export const refundClaimQueryKey = (paymentId: string) => ['payments', paymentId, 'refund-claim'] as const;

const idempotent = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** Subtotal, fees and total for an offer and quantity, as the server computes them. */
export function useOrderSummary(token: string | null, offerId: string, quantity: number) {
  return useQuery({
    queryKey: ['orders', 'summary', offerId, quantity, token],
    queryFn: ({ signal }) =>
      apiQuery<OrderSummary>(
        `/api/v1/orders/summary?offerId=${encodeURIComponent(offerId)}&quantity=${quantity}`,
        { signal, token },
      ),
    enabled: token !== null && offerId !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function checkout(token: string, body: CheckoutRequest, idempotencyKey: string) {
  return apiRequest<CheckoutResponse>('/api/v1/orders', {
    method: 'POST',
    body,
    token,
    headers: idempotent(idempotencyKey),
  });
}

export function useOrders(token: string | null, query: OrderListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return useQuery({
    queryKey: [...ordersQueryKey, 'list', token, params.toString()],
    queryFn: ({ signal }) => apiQuery<OrderListResponse>(`/api/v1/orders?${params}`, { signal, token }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** One order; `enabled: false` leaves it unasked (an optional order, e.g. a form's prefill). */
export function useOrder(token: string | null, orderId: string, enabled = true) {
  return useQuery({
    queryKey: [...orderQueryKey(orderId), token],
    queryFn: ({ signal }) =>
      apiQuery<OrderDetail>(`/api/v1/orders/${encodeURIComponent(orderId)}`, { signal, token }),
    enabled: token !== null && enabled,
    retry: false,
    // While an order is in progress the other side acts (pays, delivers, confirms): look again now
    // and then, so the page shows it without a reload. A finished order no longer changes.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 15_000 : false),
  });
}

/** The delivered code(s) of an automatic-delivery order, for its buyer. */
export function useOrderCode(token: string | null, orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...orderQueryKey(orderId), 'code', token],
    queryFn: ({ signal }) =>
      apiQuery<OrderCodeResponse>(`/api/v1/orders/${encodeURIComponent(orderId)}/code`, { signal, token }),
    enabled: token !== null && enabled,
    retry: false,
  });
}

export function confirmDelivery(token: string, orderId: string, idempotencyKey: string) {
  return apiRequest<OrderDetail>(`/api/v1/orders/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    token,
    headers: idempotent(idempotencyKey),
  });
}

/** The seller marks the order delivered; a note for the buyer goes with it unless it is blank. */
export function markDelivered(token: string, orderId: string, note = '') {
  return apiRequest<OrderDetail>(`/api/v1/orders/${encodeURIComponent(orderId)}/deliver`, {
    method: 'POST',
    body: note.trim() === '' ? {} : { note },
    token,
  });
}

/**
 * Opens a dispute: JSON without files; with files, multipart/form-data (`reason` plus the files in
 * `evidence`), and the dispute and its files are stored together or not at all.
 */
export function openDispute(token: string, orderId: string, reason: string, files: readonly File[] = []) {
  const url = `/api/v1/orders/${encodeURIComponent(orderId)}/dispute`;
  if (files.length === 0) return apiRequest<OrderDetail>(url, { method: 'POST', body: { reason }, token });
  const form = new FormData();
  form.append('reason', reason);
  for (const file of files) form.append(DISPUTE_EVIDENCE_FIELD, file, file.name);
  return apiRequest<OrderDetail>(url, { method: 'POST', body: form, token });
}

/** The buyer's or the seller's answer to the open dispute (replayed under the same key: one answer). */
export function answerDispute(token: string, orderId: string, message: string, idempotencyKey: string) {
  return apiRequest<OrderDetail>(`/api/v1/orders/${encodeURIComponent(orderId)}/dispute/answer`, {
    method: 'POST',
    body: { message },
    token,
    headers: idempotent(idempotencyKey),
  });
}

/**
 * The buyer opens a warranty claim on a completed warranted order; answers the order. JSON without files;
 * with files, multipart/form-data (`reason`, `description` and the files in `evidence`), and the claim
 * and its files are stored together or not at all.
 */
export function openWarrantyClaim(
  token: string,
  orderId: string,
  body: OpenWarrantyClaimRequest,
  idempotencyKey: string,
  files: readonly File[] = [],
) {
  const url = `/api/v1/orders/${encodeURIComponent(orderId)}/warranty-claim`;
  const headers = idempotent(idempotencyKey);
  if (files.length === 0) return apiRequest<OrderDetail>(url, { method: 'POST', body, token, headers });
  const form = new FormData();
  form.append('reason', body.reason);
  form.append('description', body.description);
  for (const file of files) form.append(DISPUTE_EVIDENCE_FIELD, file, file.name);
  return apiRequest<OrderDetail>(url, { method: 'POST', body: form, token, headers });
}

/** The buyer or the seller adds files to the order's open warranty claim; answers the order. */
export function addWarrantyClaimEvidence(token: string, orderId: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append(DISPUTE_EVIDENCE_FIELD, file, file.name);
  return apiRequest<OrderDetail>(`/api/v1/orders/${encodeURIComponent(orderId)}/warranty-claim/evidence`, {
    method: 'POST',
    body: form,
    token,
  });
}

/** The seller (replace, refund) or the buyer (accept or reject a replacement) answers the open claim. */
export function answerWarrantyClaim(
  token: string,
  orderId: string,
  body: WarrantyClaimAnswerRequest,
  idempotencyKey: string,
) {
  return apiRequest<OrderDetail>(`/api/v1/orders/${encodeURIComponent(orderId)}/warranty-claim/answer`, {
    method: 'POST',
    body,
    token,
    headers: idempotent(idempotencyKey),
  });
}

/** The buyer or the seller adds files to the open dispute; answers the order with its evidence. */
export function addDisputeEvidence(token: string, orderId: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append(DISPUTE_EVIDENCE_FIELD, file, file.name);
  return apiRequest<OrderDetail>(`/api/v1/orders/${encodeURIComponent(orderId)}/dispute/evidence`, {
    method: 'POST',
    body: form,
    token,
  });
}

/**
 * Saves one evidence file of a dispute or a warranty claim (its `url` says which) under its name (the
 * buyer's, the seller's or staff's token: the download
 * needs the bearer header, so it is fetched and saved through an object URL). False when refused.
 */
export function downloadDisputeEvidence(
  token: string,
  evidence: Pick<DisputeEvidence, 'url' | 'fileName'>,
): Promise<boolean> {
  return downloadAttachment(token, evidence.url, evidence.fileName);
}

export function rateOrder(token: string, orderId: string, body: RatingRequest) {
  return apiRequest<OrderRating>(`/api/v1/orders/${encodeURIComponent(orderId)}/rating`, {
    method: 'POST',
    body,
    token,
  });
}

export function usePayment(token: string | null, paymentId: string) {
  return useQuery({
    queryKey: [...paymentQueryKey(paymentId), token],
    queryFn: ({ signal }) =>
      apiQuery<PaymentSession>(`/api/v1/payments/${encodeURIComponent(paymentId)}`, { signal, token }),
    enabled: token !== null,
    retry: false,
  });
}

const sandbox = (paymentId: string, step: 'card' | 'confirm' | 'crypto') =>
  `/api/v1/payments/${encodeURIComponent(paymentId)}/sandbox/${step}`;

export function paySandboxCard(token: string, paymentId: string, body: SandboxCardRequest) {
  return apiRequest<PaymentSession>(sandbox(paymentId, 'card'), { method: 'POST', body, token });
}

export function confirmSandboxCard(token: string, paymentId: string, body: SandboxConfirmRequest) {
  return apiRequest<PaymentSession>(sandbox(paymentId, 'confirm'), { method: 'POST', body, token });
}

/** Gives up an open card or crypto payment: the order fails and its stock returns. */
export function cancelPayment(token: string, paymentId: string) {
  return apiRequest<PaymentSession>(`/api/v1/payments/${encodeURIComponent(paymentId)}/cancel`, {
    method: 'POST',
    token,
  });
}

export function settleSandboxCrypto(token: string, paymentId: string, body: SandboxCryptoRequest) {
  return apiRequest<PaymentSession>(sandbox(paymentId, 'crypto'), { method: 'POST', body, token });
}

const refundClaimUrl = (paymentId: string) =>
  `/api/v1/payments/${encodeURIComponent(paymentId)}/sandbox/refund-claim`;

/** A refunded sandbox crypto payment, as its claim page shows it (the buyer only). */
export function useSandboxRefundClaim(token: string | null, paymentId: string) {
  return useQuery({
    queryKey: [...refundClaimQueryKey(paymentId), token],
    queryFn: ({ signal }) => apiQuery<SandboxRefundClaim>(refundClaimUrl(paymentId), { signal, token }),
    enabled: token !== null,
    retry: false,
  });
}

/** Claims the sandbox crypto refund to a test-network address (once). */
export function claimSandboxRefund(token: string, paymentId: string, body: SandboxRefundClaimRequest) {
  return apiRequest<SandboxRefundClaim>(refundClaimUrl(paymentId), { method: 'POST', body, token });
}
