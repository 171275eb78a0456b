import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { fieldErrorsFromIssues } from '../../errors/field-errors';

/**
 * Requests are parsed with the contract's zod schemas; a failure becomes VALIDATION_FAILED with one
 * field code per input path. `reportInput` lets us tell an empty field ("required") from a short one.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: new AppError('VALIDATION_FAILED', { fields: fieldErrorsFromIssues(result.error.issues) }),
    };
  };

export const zodCompilersPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod-compilers' },
);
