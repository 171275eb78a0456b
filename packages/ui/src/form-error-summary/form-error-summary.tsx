import type * as React from 'react';
import { useEffect, useId, useRef } from 'react';
import { cn } from '../lib/cn';

export type FormError = { fieldId: string; message: React.ReactNode };

export type FormErrorSummaryProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  errors: ReadonlyArray<FormError>;
  title?: React.ReactNode;
  /** Move focus to the summary when it appears (after a failed submit). */
  autoFocus?: boolean;
};

/**
 * The list of a form's errors after a failed submit (GOV.UK pattern): it takes focus, so screen
 * readers read it, and each entry moves focus to its field.
 */
export function FormErrorSummary({
  errors,
  title = 'There is a problem',
  autoFocus = true,
  className,
  ...props
}: FormErrorSummaryProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (autoFocus && hasErrors) ref.current?.focus();
  }, [autoFocus, hasErrors]);
  if (!hasErrors) return null;
  return (
    <div
      ref={ref}
      data-slot="form-error-summary"
      tabIndex={-1}
      aria-labelledby={titleId}
      role="alert"
      className={cn(
        'rounded-lg border-2 border-destructive bg-destructive-subtle p-4 text-foreground',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 ps-5 text-sm">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="font-medium text-destructive-text underline underline-offset-4"
              onClick={(event) => {
                const field = document.getElementById(error.fieldId);
                if (!field) return;
                // Focus the field itself (the hash alone would only scroll) and keep its label in view.
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
