import { type ErrorCode, FIELD_ERROR_CODES, type FieldErrorCode, isErrorCode } from '@lootmarket/contract';

/*
 * The error shape is the contract's errorResponseSchema; it is read by hand here so that zod stays
 * out of the JavaScript every page loads first (forms that validate with zod load it with them).
 */
export function readErrorBody(json: unknown): {
  code: ErrorCode | null;
  fields: Partial<Record<string, FieldErrorCode>>;
} {
  const error = (json as { error?: { code?: unknown; fields?: unknown } } | null)?.error;
  return { code: isErrorCode(error?.code) ? error.code : null, fields: readFields(error?.fields) };
}

function readFields(value: unknown): Partial<Record<string, FieldErrorCode>> {
  if (typeof value !== 'object' || value === null) return {};
  const fields: Partial<Record<string, FieldErrorCode>> = {};
  for (const [key, code] of Object.entries(value)) {
    if ((FIELD_ERROR_CODES as readonly unknown[]).includes(code)) fields[key] = code as FieldErrorCode;
  }
  return fields;
}
