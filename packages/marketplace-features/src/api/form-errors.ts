import type { FieldErrorCode } from '@lootmarket/contract';

interface ZodLikeIssue {
  code: string;
  path: PropertyKey[];
  minimum?: unknown;
  format?: string;
  params?: Record<string, unknown>;
  input?: unknown;
}

/**
 * The contract's field codes for a zod parse of a form, first problem per field: the same codes the
 * API sends in `error.fields`, so both paths show the same message.
 */
export function fieldErrorsFromIssues(
  issues: readonly ZodLikeIssue[],
): Partial<Record<string, FieldErrorCode>> {
  const fields: Partial<Record<string, FieldErrorCode>> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!key || fields[key]) continue;
    fields[key] = fieldCodeOf(issue);
  }
  return fields;
}

function fieldCodeOf(issue: ZodLikeIssue): FieldErrorCode {
  const custom = issue.params?.fieldCode;
  if (typeof custom === 'string') return custom as FieldErrorCode;
  if (issue.code === 'too_small') return issue.input === '' || issue.minimum === 1 ? 'required' : 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'invalid_format') return issue.format === 'email' ? 'invalidEmail' : 'invalidFormat';
  return 'invalid';
}
