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
        'peer mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-sm border border-input bg-background text-primary-foreground transition-colors',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center">
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" className="size-3.5" />
        ) : (
          <Check aria-hidden="true" className="size-3.5" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div data-slot="checkbox-field" className="flex items-start gap-2.5">
      {box}
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={boxId} className="text-sm font-medium text-foreground [overflow-wrap:anywhere]">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
