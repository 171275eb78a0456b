import { type ErrorCode, errorResponseSchema, type FieldErrorCode, isErrorCode } from '@lootmarket/contract';

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
  const parsed = errorResponseSchema.safeParse(json);
  if (parsed.success) {
    return {
      ok: false,
      status: response.status,
      code: parsed.data.error.code,
      fields: parsed.data.error.fields ?? {},
    };
  }
  const code = (json as { error?: { code?: unknown } } | null)?.error?.code;
  return {
    ok: false,
    status: response.status,
    code: isErrorCode(code) ? code : statusCode(response.status),
    fields: {},
  };
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
