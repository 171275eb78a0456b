import type { ErrorResponse } from '@lootmarket/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, isAppError } from '../../errors/app-error';

function body(error: AppError, requestId: string): ErrorResponse {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.reason !== undefined ? { reason: error.reason } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
    requestId,
  };
}

/** Any failure as a contract error, with the HTTP status to answer it with. */
function toAppError(
  raw: FastifyError | AppError,
  request: FastifyRequest,
): { error: AppError; status: number } {
  if (isAppError(raw)) {
    if (raw.statusCode >= 500) request.log.error({ err: raw.cause ?? raw, code: raw.code }, 'request failed');
    return { error: raw, status: raw.statusCode };
  }
  const status = typeof raw.statusCode === 'number' ? raw.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large) is bad input; its
    // status stays (413, 415, ...), the code tells the client what to show.
    const code = status === 429 ? 'TOO_MANY_ATTEMPTS' : 'VALIDATION_FAILED';
    return { error: new AppError(code, { cause: raw }), status };
  }
  request.log.error({ err: raw }, 'unexpected error');
  return { error: new AppError('UNEXPECTED', { cause: raw }), status: 500 };
}

/** The one place where failures become answers (STYLE §18). */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
      const { error, status } = toAppError(raw, request);
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(status).send(body(error, request.id));
    });
  },
  { name: 'error-handler' },
);
