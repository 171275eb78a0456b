import { Switch as SwitchPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../lib/cn';

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & {
  label?: React.ReactNode;
  description?: React.ReactNode;
};

export function Switch({ className, label, description, id, ...props }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const control = (
    <SwitchPrimitive.Root
      data-slot="switch"
      id={switchId}
      aria-describedby={descriptionId}
      className={cn(
        'lm:inline-flex lm:h-6 lm:w-11 lm:shrink-0 lm:items-center lm:rounded-full lm:border-2 lm:border-transparent lm:transition-colors',
        'lm:bg-input lm:data-[state=checked]:bg-primary',
        'lm:disabled:cursor-not-allowed lm:disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'lm:pointer-events-none lm:block lm:size-5 lm:rounded-full lm:bg-background lm:shadow-sm lm:transition-transform',
          'lm:data-[state=checked]:translate-x-5 lm:data-[state=unchecked]:translate-x-0 lm:rtl:data-[state=checked]:-translate-x-5',
        )}
      />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div data-slot="switch-field" className="lm:flex lm:items-start lm:justify-between lm:gap-4">
      <div className="lm:flex lm:min-w-0 lm:flex-col lm:gap-0.5">
        <label
          htmlFor={switchId}
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
      {control}
    </div>
  );
}
