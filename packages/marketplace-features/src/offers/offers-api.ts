import {
  type ErrorCode,
  errorResponseSchema,
  type FieldErrorCode,
  type OfferCreateRequest,
  type OfferListResponse,
  type OfferPhoto,
  type OfferResponse,
  type OfferUpdateRequest,
  type WarrantyCategoriesResponse,
} from '@lootmarket/contract';
import { useQuery } from '@tanstack/react-query';
import { type ApiResult, apiQuery, apiRequest } from '../api/api-client';

export const offerQueryKey = (offerId: string) => ['offers', 'one', offerId] as const;
export const myOffersQueryKey = ['offers', 'mine'] as const;

/** One offer; the token lets its owner see it while it is inactive. */
export function useOffer(offerId: string, token: string | null, enabled = true) {
  return useQuery({
    queryKey: [...offerQueryKey(offerId), token ?? 'guest'],
    queryFn: ({ signal }) =>
      apiQuery<OfferResponse>(`/api/v1/offers/${encodeURIComponent(offerId)}`, { signal, token }),
    enabled,
    retry: false,
  });
}

export function useMyOffers(token: string | null, activeOnly: boolean, page: number) {
  return useQuery({
    queryKey: [...myOffersQueryKey, token, activeOnly, page],
    queryFn: ({ signal }) =>
      apiQuery<OfferListResponse>(`/api/v1/offers/mine?page=${page}${activeOnly ? '&active=true' : ''}`, {
        signal,
        token,
      }),
    enabled: token !== null,
  });
}

export function createOffer(token: string, body: OfferCreateRequest) {
  return apiRequest<OfferResponse>('/api/v1/offers', { method: 'POST', body, token });
}

export function updateOffer(token: string, offerId: string, body: OfferUpdateRequest) {
  return apiRequest<OfferResponse>(`/api/v1/offers/${offerId}`, { method: 'PATCH', body, token });
}

export function deleteOffer(token: string, offerId: string) {
  return apiRequest<{ deleted: true; messageId: string }>(`/api/v1/offers/${offerId}`, {
    method: 'DELETE',
    token,
  });
}

export function setOfferActive(token: string, offerId: string, active: boolean) {
  return apiRequest<OfferResponse>(`/api/v1/offers/${offerId}/${active ? 'activate' : 'deactivate'}`, {
    method: 'POST',
    token,
  });
}

export interface PhotosResult {
  photos: OfferPhoto[];
  messageId: string;
}

export function deletePhoto(token: string, offerId: string, photoId: string) {
  return apiRequest<PhotosResult>(`/api/v1/offers/${offerId}/photos/${photoId}`, { method: 'DELETE', token });
}

/** Multipart upload of new photos (field "photos"), answered like every other call: data or a code. */
export async function uploadPhotos(
  token: string,
  offerId: string,
  files: readonly File[],
): Promise<ApiResult<PhotosResult>> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/v1/offers/${offerId}/photos`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, code: 'UNEXPECTED', fields: {} };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: json as PhotosResult };
  const parsed = errorResponseSchema.safeParse(json);
  const code: ErrorCode = parsed.success ? parsed.data.error.code : 'UNEXPECTED';
  const fields: Partial<Record<string, FieldErrorCode>> = parsed.success
    ? (parsed.data.error.fields ?? {})
    : {};
  return { ok: false, status: response.status, code, fields };
}

/** The categories whose offers carry a warranty now, and the lengths a seller may choose. */
export function useWarrantyRules() {
  return useQuery({
    queryKey: ['warranty-rules'],
    queryFn: ({ signal }) => apiQuery<WarrantyCategoriesResponse>('/api/v1/warranty-rules', { signal }),
    staleTime: 5 * 60_000,
  });
}
