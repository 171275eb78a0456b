import {
  type ErrorCode,
  type ErrorDetails,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isErrorCode,
  LEDGER_CURRENCIES,
  type LedgerCurrency,
} from '@lootmarket/contract';

/*
 * The error shape is the contract's errorResponseSchema; it is read by hand here so that zod stays
 * out of the JavaScript every page loads first (forms that validate with zod load it with them).
 */
export function readErrorBody(json: unknown): {
  code: ErrorCode | null;
  fields: Partial<Record<string, FieldErrorCode>>;
  details?: ErrorDetails;
} {
  const error = (json as { error?: { code?: unknown; fields?: unknown; details?: unknown } } | null)?.error;
  const details = readDetails(error?.details);
  return {
    code: isErrorCode(error?.code) ? error.code : null,
    fields: readFields(error?.fields),
    ...(details ? { details } : {}),
  };
}

function readDetails(value: unknown): ErrorDetails | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { unitPrice, currency } = value as { unitPrice?: unknown; currency?: unknown };
  const details: ErrorDetails = {};
  if (typeof unitPrice === 'string' && /^[0-9]{1,39}$/.test(unitPrice)) details.unitPrice = unitPrice;
  if ((LEDGER_CURRENCIES as readonly unknown[]).includes(currency))
    details.currency = currency as LedgerCurrency;
  return Object.keys(details).length > 0 ? details : undefined;
}

function readFields(value: unknown): Partial<Record<string, FieldErrorCode>> {
  if (typeof value !== 'object' || value === null) return {};
  const fields: Partial<Record<string, FieldErrorCode>> = {};
  for (const [key, code] of Object.entries(value)) {
    if ((FIELD_ERROR_CODES as readonly unknown[]).includes(code)) fields[key] = code as FieldErrorCode;
  }
  return fields;
}
