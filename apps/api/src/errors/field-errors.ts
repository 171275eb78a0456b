import type { FieldErrorCode } from '@lootmarket/contract';
import type { z } from 'zod';

/** Turns zod issues into one field code per input path, the first problem of each field. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): Record<string, FieldErrorCode> {
  const fields: Record<string, FieldErrorCode> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (fields[key]) continue;
    fields[key] = fieldCodeOf(issue);
  }
  return fields;
}

function fieldCodeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 && issue.input === ''
        ? 'required'
        : issue.origin === 'string' && typeof issue.input === 'string' && issue.input.trim() === ''
          ? 'required'
          : 'tooShort';
    case 'too_big':
      return 'tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalidFormat';
    case 'custom': {
      const code = (issue.params as { fieldCode?: FieldErrorCode } | undefined)?.fieldCode;
      return code ?? 'invalid';
    }
    default:
      return 'invalid';
  }
}
