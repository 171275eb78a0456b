import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../lib/cn';

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Visible label beside the box; without it, name the box with aria-label or a Field. */
  label?: React.ReactNode;
  description?: React.ReactNode;
};

export function Checkbox({ className, label, description, id, ...props }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const descriptionId = description ? `${boxId}-description` : undefined;
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      id={boxId}
      aria-describedby={descriptionId}
      className={cn(
        'lm:peer lm:mt-0.5 lm:inline-flex lm:size-5 lm:shrink-0 lm:items-center lm:justify-center lm:rounded-sm lm:border lm:border-input lm:bg-background lm:text-primary-foreground lm:transition-colors',
        'lm:data-[state=checked]:border-primary lm:data-[state=checked]:bg-primary lm:data-[state=indeterminate]:border-primary lm:data-[state=indeterminate]:bg-primary',
        'lm:disabled:cursor-not-allowed lm:disabled:opacity-60 lm:aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="lm:flex lm:items-center lm:justify-center">
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" className="lm:size-3.5" />
        ) : (
          <Check aria-hidden="true" className="lm:size-3.5" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div data-slot="checkbox-field" className="lm:flex lm:items-start lm:gap-2.5">
      {box}
      <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-0.5">
        <label
          htmlFor={boxId}
          className="lm:text-sm lm:font-medium lm:text-foreground lm:[overflow-wrap:anywhere]"
        >
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="lm:text-sm lm:text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
