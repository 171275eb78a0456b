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
    <fieldset data-slot="radio-group" className={cn('lm:flex lm:min-w-0 lm:flex-col lm:gap-2', className)}>
      <legend id={`${id}-legend`} className="lm:mb-1 lm:text-sm lm:font-medium lm:text-foreground">
        {legend}
      </legend>
      <RadioGroupPrimitive.Root
        orientation={orientation}
        aria-labelledby={`${id}-legend`}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        className={cn(
          'lm:flex lm:gap-3',
          orientation === 'vertical' ? 'lm:flex-col' : 'lm:flex-row lm:flex-wrap',
        )}
        {...props}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${itemId}-description` : undefined;
          return (
            <div key={option.value} className="lm:flex lm:items-start lm:gap-2.5">
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                className={cn(
                  'lm:mt-0.5 lm:inline-flex lm:size-5 lm:shrink-0 lm:items-center lm:justify-center lm:rounded-full lm:border lm:border-input lm:bg-background',
                  'lm:data-[state=checked]:border-primary lm:disabled:cursor-not-allowed lm:disabled:opacity-60',
                )}
              >
                <RadioGroupPrimitive.Indicator className="lm:block lm:size-2.5 lm:rounded-full lm:bg-primary" />
              </RadioGroupPrimitive.Item>
              <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-0.5">
                <label
                  htmlFor={itemId}
                  className="lm:text-sm lm:font-medium lm:text-foreground lm:[overflow-wrap:anywhere]"
                >
                  {option.label}
                </label>
                {option.description ? (
                  <p id={descriptionId} className="lm:text-sm lm:text-muted-foreground">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {error ? (
        <p id={errorId} className="lm:text-sm lm:font-medium lm:text-destructive-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
