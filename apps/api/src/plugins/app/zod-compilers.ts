import { type FieldErrorCode, unsafeTextFields } from '@lootmarket/contract';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { fieldErrorsFromIssues } from '../../errors/field-errors';

/** The request parts people type into; headers are the client's, not the user's, and stay as they are. */
const TEXT_PARTS = new Set(['body', 'querystring', 'params']);

/**
 * Parses one request part with its zod schema. Before the schema, every string of a body, query string
 * or path (keys too) is checked for characters no text may carry (NUL, other controls, lone
 * surrogates, invisible and bidirectional format characters: contract validation/text.ts), whatever
 * the field's own schema says — a route added tomorrow is covered without remembering it. Those codes
 * win over the schema's own code for the same field, since they name the real problem.
 */
export function parseRequestPart<S extends z.ZodType>(
  schema: S,
  data: unknown,
  httpPart: string | undefined = 'body',
): { value: z.output<S> } | { error: AppError } {
  const unsafe: Record<string, FieldErrorCode> =
    httpPart && TEXT_PARTS.has(httpPart) ? unsafeTextFields(data) : {};
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success && Object.keys(unsafe).length === 0) return { value: result.data };
  const fields = { ...(result.success ? {} : fieldErrorsFromIssues(result.error.issues)), ...unsafe };
  return { error: new AppError('VALIDATION_FAILED', { fields }) };
}

/**
 * Requests are parsed with the contract's zod schemas; a failure becomes VALIDATION_FAILED with one
 * field code per input path. `reportInput` lets us tell an empty field ("required") from a short one.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) =>
    parseRequestPart(schema, data, httpPart);

export const zodCompilersPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod-compilers' },
);
