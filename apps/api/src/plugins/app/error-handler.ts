import type { ErrorResponse } from '@lootmarket/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, isAppError } from '../../errors/app-error';

function body(error: AppError, requestId: string): ErrorResponse {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
    requestId,
  };
}

/** The one place where failures become answers (STYLE §18). */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((rawError: FastifyError | AppError, request, reply) => {
      let error: AppError;
      if (isAppError(rawError)) {
        error = rawError;
      } else if (
        typeof rawError.statusCode === 'number' &&
        rawError.statusCode >= 400 &&
        rawError.statusCode < 500
      ) {
        // Fastify's own 4xx (malformed JSON, wrong content type, body too large): bad input.
        error = new AppError(rawError.statusCode === 429 ? 'TOO_MANY_ATTEMPTS' : 'VALIDATION_FAILED', {
          cause: rawError,
        });
        return reply
          .status(rawError.statusCode === 429 ? 429 : rawError.statusCode)
          .send(body(error, request.id));
      } else {
        request.log.error({ err: rawError }, 'unexpected error');
        error = new AppError('UNEXPECTED', { cause: rawError });
      }
      if (error.statusCode >= 500 && isAppError(rawError)) {
        request.log.error({ err: rawError.cause ?? rawError, code: error.code }, 'request failed');
      }
      return reply.status(error.statusCode).send(body(error, request.id));
    });
  },
  { name: 'error-handler' },
);
