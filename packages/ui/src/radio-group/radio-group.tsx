import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../lib/cn';

export type RadioOption = {
  value: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<React.ComponentProps<typeof RadioGroupPrimitive.Root>, 'children'> & {
  /** The group's name, shown as its legend. */
  legend: React.ReactNode;
  options: ReadonlyArray<RadioOption>;
  error?: React.ReactNode;
};

/** One choice among a few, all visible (Radix RadioGroup): arrows move and select, Tab leaves. */
export function RadioGroup({
  legend,
  options,
  error,
  className,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset data-slot="radio-group" className={cn('flex min-w-0 flex-col gap-2', className)}>
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium text-foreground">
        {legend}
      </legend>
      <RadioGroupPrimitive.Root
        orientation={orientation}
        aria-labelledby={`${id}-legend`}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        className={cn('flex gap-3', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap')}
        {...props}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <div key={option.value} className="flex items-start gap-2.5">
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                className={cn(
                  'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border border-input bg-background',
                  'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-60',
                )}
              >
                <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <div className="flex min-w-0 flex-col gap-0.5">
                <label
                  htmlFor={itemId}
                  className="text-sm font-medium text-foreground [overflow-wrap:anywhere]"
                >
                  {option.label}
                </label>
                {option.description ? (
                  <p id={descriptionId} className="text-sm text-muted-foreground">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
