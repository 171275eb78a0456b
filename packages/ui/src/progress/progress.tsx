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
    <div data-slot="progress" className="flex w-full min-w-0 flex-col gap-1">
      {showValue ? (
        <div className="flex justify-between gap-2 text-sm">
          <span className="truncate">{label}</span>
          {clamped !== null ? (
            <span className="tabular-nums text-muted-foreground">{Math.round(clamped)}%</span>
          ) : null}
        </div>
      ) : null}
      <ProgressPrimitive.Root
        value={clamped}
        max={100}
        aria-label={label}
        className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
        {...props}
      >
        <ProgressPrimitive.Indicator
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-normal',
            clamped === null && 'w-1/3 animate-pulse',
          )}
          style={clamped === null ? undefined : { width: `${clamped}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
