import type * as React from 'react';
import { createContext, useContext, useId } from 'react';
import { cn } from '../lib/cn';

type FieldState = {
  controlId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

const FieldContext = createContext<FieldState | null>(null);

/**
 * What a control inside a Field needs: its id (the label points at it), the ids of the description
 * and error (aria-describedby), aria-invalid and required. Controls call it and let their own props win.
 */
export function useFieldControl<P extends Record<string, unknown>>(props: P) {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy =
    [field.descriptionId, field.errorId, props['aria-describedby'] as string | undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    ...props,
    id: (props.id as string | undefined) ?? field.controlId,
    'aria-describedby': describedBy,
    'aria-invalid': (props['aria-invalid'] as boolean | undefined) ?? (field.invalid || undefined),
    required: (props.required as boolean | undefined) ?? (field.required || undefined),
    disabled: (props.disabled as boolean | undefined) ?? (field.disabled || undefined),
  };
}

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Help shown under the control and read with it. */
  description?: React.ReactNode;
  /** The validation message; makes the control invalid. */
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shown after the label of a required field (the control itself carries `required`). */
  requiredIndicator?: React.ReactNode;
  /** Id of the control; generated when left out. */
  controlId?: string;
  children: React.ReactNode;
};

/** Label, control, description and error, wired together for assistive technology. */
export function Field({
  label,
  description,
  error,
  required = false,
  disabled = false,
  requiredIndicator = '*',
  controlId,
  className,
  children,
  ...props
}: FieldProps) {
  const id = useId();
  const state: FieldState = {
    controlId: controlId ?? `${id}-control`,
    descriptionId: description ? `${id}-description` : undefined,
    errorId: error ? `${id}-error` : undefined,
    invalid: Boolean(error),
    required,
    disabled,
  };
  return (
    <FieldContext.Provider value={state}>
      <div
        data-slot="field"
        data-invalid={state.invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn('lm:flex lm:min-w-0 lm:flex-col lm:gap-1.5', className)}
        {...props}
      >
        <FieldLabel htmlFor={state.controlId}>
          {label}
          {required ? (
            <span aria-hidden="true" className="lm:ms-0.5 lm:text-destructive-text">
              {requiredIndicator}
            </span>
          ) : null}
        </FieldLabel>
        {children}
        {description ? (
          <p
            id={state.descriptionId}
            data-slot="field-description"
            className="lm:text-sm lm:text-muted-foreground"
          >
            {description}
          </p>
        ) : null}
        {error ? (
          <p
            id={state.errorId}
            data-slot="field-error"
            className="lm:text-sm lm:font-medium lm:text-destructive-text"
          >
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

export function FieldLabel({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is linked through htmlFor, passed by Field.
    <label
      data-slot="field-label"
      className={cn('lm:text-sm lm:font-medium lm:text-foreground lm:[overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}
