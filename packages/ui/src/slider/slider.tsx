import { Slider as SliderPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type SliderProps = Omit<
  React.ComponentProps<typeof SliderPrimitive.Root>,
  'value' | 'onValueChange'
> & {
  /** One value, or two for a range (price from–to). */
  value: number[];
  onValueChange: (value: number[]) => void;
  /** The name of each thumb, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: string[];
  /** How a value is spoken and shown (currency, units). */
  formatValue?: (value: number) => string;
  showValues?: boolean;
};

/** A value or a range on a track (Radix Slider): arrows step, PageUp/PageDown jump, Home/End bound. */
export function Slider({
  value,
  onValueChange,
  thumbLabels,
  formatValue = String,
  showValues = true,
  className,
  ...props
}: SliderProps) {
  return (
    <div data-slot="slider" className="flex w-full min-w-0 flex-col gap-2">
      <SliderPrimitive.Root
        value={value}
        onValueChange={onValueChange}
        className={cn('relative flex h-5 w-full touch-none select-none items-center', className)}
        {...props}
      >
        <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-muted">
          <SliderPrimitive.Range className="absolute h-full bg-primary" />
        </SliderPrimitive.Track>
        {value.map((thumbValue, index) => (
          <SliderPrimitive.Thumb
            // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positions (from, to).
            key={index}
            aria-label={thumbLabels[index]}
            aria-valuetext={formatValue(thumbValue)}
            className="block size-5 rounded-full border-2 border-primary bg-background shadow-sm transition-colors hover:bg-accent"
          />
        ))}
      </SliderPrimitive.Root>
      {showValues ? (
        <div aria-hidden="true" className="flex justify-between text-sm tabular-nums text-muted-foreground">
          {value.map((thumbValue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one label per thumb position.
            <span key={index}>{formatValue(thumbValue)}</span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
