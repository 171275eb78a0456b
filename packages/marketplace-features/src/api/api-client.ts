import { type ErrorCode, FIELD_ERROR_CODES, type FieldErrorCode, isErrorCode } from '@lootmarket/contract';

/** Errors are values: a call answers with data or with the contract's error code (never throws). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: ErrorCode; fields: Partial<Record<string, FieldErrorCode>> };

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Session token: sent as `Authorization: Bearer {token}` (spec §7). */
  token?: string | null;
  signal?: AbortSignal;
}

/** A same-origin call to the Lootmarket API. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, code: 'UNEXPECTED', fields: {} };
  }
  const text = await response.text();
  const json = text ? safeJson(text) : null;
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const error = (json as { error?: { code?: unknown; fields?: unknown } } | null)?.error;
  return {
    ok: false,
    status: response.status,
    code: isErrorCode(error?.code) ? error.code : statusCode(response.status),
    fields: readFields(error?.fields),
  };
}

/*
 * The error shape is the contract's errorResponseSchema; it is read by hand here so that zod stays
 * out of the JavaScript every page loads first (forms that validate with zod load it with them).
 */
function readFields(value: unknown): Partial<Record<string, FieldErrorCode>> {
  if (typeof value !== 'object' || value === null) return {};
  const fields: Partial<Record<string, FieldErrorCode>> = {};
  for (const [key, code] of Object.entries(value)) {
    if ((FIELD_ERROR_CODES as readonly unknown[]).includes(code)) fields[key] = code as FieldErrorCode;
  }
  return fields;
}

function statusCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'UNEXPECTED';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** For react-query: unwraps a result, throwing the error value so `error` carries the code. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
  ) {
    super(code);
  }
}

export async function apiQuery<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const result = await apiRequest<T>(path, options);
  if (!result.ok) throw new ApiError(result.status, result.code);
  return result.data;
}
