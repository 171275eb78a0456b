import type { AdminDispute, AdminSplitRequest, OrderDetail } from '@lootmarket/contract';
import { apiRequest } from '../api/api-client';

/** The buyer or the seller proposes what the buyer gets back (minor units); answers the order. */
export function proposeRefund(token: string, orderId: string, refund: string) {
  return apiRequest<OrderDetail>(`/api/v1/orders/${encodeURIComponent(orderId)}/dispute/proposals`, {
    method: 'POST',
    body: { refund },
    token,
  });
}

/** The other side accepts (the dispute is settled at once) or rejects a proposal, named by its id. */
export function answerRefundProposal(
  token: string,
  orderId: string,
  proposalId: string,
  answer: 'accept' | 'reject',
) {
  return apiRequest<OrderDetail>(
    `/api/v1/orders/${encodeURIComponent(orderId)}/dispute/proposals/${encodeURIComponent(proposalId)}/${answer}`,
    { method: 'POST', token },
  );
}

/** Staff decide a split of an open dispute (admins). */
export function splitDispute(token: string, orderId: string, body: AdminSplitRequest) {
  return apiRequest<AdminDispute>(`/api/v1/admin/disputes/${encodeURIComponent(orderId)}/split`, {
    method: 'POST',
    body,
    token,
  });
}
