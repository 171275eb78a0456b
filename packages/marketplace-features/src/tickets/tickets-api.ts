import {
  type ContactRequest,
  type ContactResponse,
  type OfferReportRequest,
  TICKET_ATTACHMENTS_FIELD,
  type TicketCreatedResponse,
  type TicketCreateRequest,
  type TicketListFilter,
  type TicketListResponse,
  type TicketResponse,
} from '@lootmarket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery, apiRequest } from '../api/api-client';
import { postWithHumanCheck } from '../auth/human-check-failure';
import type { HumanCheck } from '../human-check/use-human-check';

export const ticketsQueryKey = ['tickets'] as const;
export const ticketQueryKey = (ticketId: string) => [...ticketsQueryKey, 'one', ticketId] as const;

export interface TicketListParams {
  filter: TicketListFilter;
  q: string;
  page: number;
}

export function useMyTickets(token: string | null, params: TicketListParams) {
  const search = new URLSearchParams({ filter: params.filter, page: String(params.page) });
  if (params.q) search.set('q', params.q);
  return useQuery({
    queryKey: [...ticketsQueryKey, 'mine', token, params.filter, params.q, params.page],
    queryFn: ({ signal }) => apiQuery<TicketListResponse>(`/api/v1/tickets?${search}`, { signal, token }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTicket(token: string | null, ticketId: string) {
  return useQuery({
    queryKey: [...ticketQueryKey(ticketId), token],
    queryFn: ({ signal }) =>
      apiQuery<TicketResponse>(`/api/v1/tickets/${encodeURIComponent(ticketId)}`, { signal, token }),
    enabled: token !== null,
    retry: false,
  });
}

/** JSON without files; multipart/form-data (the same fields plus `attachments`) with them. */
export function createTicket(token: string, body: TicketCreateRequest, files: readonly File[]) {
  if (files.length === 0) {
    return apiRequest<TicketCreatedResponse>('/api/v1/tickets', { method: 'POST', body, token });
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== '') form.append(key, String(value));
  }
  for (const file of files) form.append(TICKET_ATTACHMENTS_FIELD, file, file.name);
  return apiRequest<TicketCreatedResponse>('/api/v1/tickets', { method: 'POST', body: form, token });
}

export function replyToTicket(token: string, ticketId: string, body: string) {
  return apiRequest<TicketResponse>(`/api/v1/tickets/${ticketId}/replies`, {
    method: 'POST',
    body: { body },
    token,
  });
}

export function closeTicket(token: string, ticketId: string) {
  return apiRequest<TicketResponse>(`/api/v1/tickets/${ticketId}/close`, { method: 'POST', token });
}

export function sendContactForm(
  humanCheck: HumanCheck,
  body: Omit<ContactRequest, 'humanCheck'>,
  token: string | null,
) {
  return postWithHumanCheck<ContactResponse>(humanCheck, '/api/v1/contact', body, { token });
}

export function reportOffer(token: string, offerId: string, body: OfferReportRequest) {
  return apiRequest<TicketCreatedResponse>(`/api/v1/offers/${encodeURIComponent(offerId)}/report`, {
    method: 'POST',
    body,
    token,
  });
}

/**
 * Attachments need the bearer token, so a plain link cannot fetch them: the file is fetched, then
 * saved under its name through a temporary object URL.
 */
export async function downloadAttachment(token: string, url: string, fileName: string): Promise<boolean> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } }).catch(() => null);
  if (!response?.ok) return false;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  return true;
}
