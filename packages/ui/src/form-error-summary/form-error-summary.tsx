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
        'lm:rounded-lg lm:border-2 lm:border-destructive lm:bg-destructive-subtle lm:p-4 lm:text-foreground',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="lm:text-base lm:font-semibold">
        {title}
      </h2>
      <ul className="lm:mt-2 lm:flex lm:list-disc lm:flex-col lm:gap-1 lm:ps-5 lm:text-sm">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="lm:font-medium lm:text-destructive-text lm:underline lm:underline-offset-4"
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
