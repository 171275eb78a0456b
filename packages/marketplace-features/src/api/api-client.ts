import type { ErrorCode, ErrorDetails, FieldErrorCode } from '@lootmarket/contract';

/** Errors are values: a call answers with data or with the contract's error code (never throws). */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      code: ErrorCode;
      fields: Partial<Record<string, FieldErrorCode>>;
      /** What the refusal says to act on it (PRICE_CHANGED: the price now). */
      details?: ErrorDetails;
    };

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Session token: sent as `Authorization: Bearer {token}` (spec §7). */
  token?: string | null;
  /** Money-moving calls send the contract's Idempotency-Key header here. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** A same-origin call to the Lootmarket API. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A FormData body (files) sets its own multipart Content-Type with the boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? null
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
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
  const { code, fields, details } = await readError(json);
  return {
    ok: false,
    status: response.status,
    code: code ?? statusCode(response.status),
    fields,
    ...(details ? { details } : {}),
  };
}

/*
 * The contract's table of error codes is needed only once an answer is an error, so it loads then
 * (and stays): it is not part of the JavaScript of every first visit (bench/web-initial-js.bench.mjs).
 * Should even that fail (offline, a replaced deploy), the HTTP status alone names the error.
 */
let errorBody: Promise<typeof import('./error-body')> | undefined;
async function readError(json: unknown): Promise<{
  code: ErrorCode | null;
  fields: Partial<Record<string, FieldErrorCode>>;
  details?: ErrorDetails;
}> {
  try {
    errorBody ??= import('./error-body');
    return (await errorBody).readErrorBody(json);
  } catch {
    errorBody = undefined;
    return { code: null, fields: {} };
  }
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
