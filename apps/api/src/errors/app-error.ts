import {
  ERROR_MESSAGES_EN,
  type ErrorCode,
  type ErrorDetails,
  errorStatus,
  type FieldErrorCode,
} from '@lootmarket/contract';

/**
 * An expected failure: a value with a code from the contract. Services throw or return it; the one
 * error handler (plugins/app/error-handler.ts) turns it into `{ error: { code, message, fields?, reason? } }`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, FieldErrorCode> | undefined;
  /** Sent as `Retry-After` (seconds): when a lock the refusal names ends. */
  readonly retryAfterSeconds: number | undefined;
  /** The reason staff gave for the decision behind the refusal (a take-down), passed on as given. */
  readonly reason: string | undefined;
  /** What the client needs to act on the refusal (PRICE_CHANGED: the price now). */
  readonly details: ErrorDetails | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, FieldErrorCode>;
      reason?: string;
      details?: ErrorDetails;
      cause?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(ERROR_MESSAGES_EN[code], options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus(code);
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
