import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'max'> & {
  /** 0–100, or null while the amount is unknown. */
  value: number | null;
  /** Names the bar (what is progressing); required for a bar with no visible label. */
  label: string;
  /** Show the percentage next to the label. */
  showValue?: boolean;
};

/** How far a task has come (an upload, a level boost). */
export function Progress({ value, label, showValue = false, className, ...props }: ProgressProps) {
  const clamped = value === null ? null : Math.min(100, Math.max(0, value));
  return (
    <div data-slot="progress" className="lm:flex lm:w-full lm:min-w-0 lm:flex-col lm:gap-1">
      {showValue ? (
        <div className="lm:flex lm:justify-between lm:gap-2 lm:text-sm">
          <span className="lm:truncate">{label}</span>
          {clamped !== null ? (
            <span className="lm:tabular-nums lm:text-muted-foreground">{Math.round(clamped)}%</span>
          ) : null}
        </div>
      ) : null}
      <ProgressPrimitive.Root
        value={clamped}
        max={100}
        aria-label={label}
        className={cn(
          'lm:relative lm:h-2 lm:w-full lm:overflow-hidden lm:rounded-full lm:bg-muted',
          className,
        )}
        {...props}
      >
        <ProgressPrimitive.Indicator
          className={cn(
            'lm:h-full lm:rounded-full lm:bg-primary lm:transition-[width] lm:duration-normal',
            clamped === null && 'lm:w-1/3 lm:animate-pulse',
          )}
          style={clamped === null ? undefined : { width: `${clamped}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
