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
    <div data-slot="slider" className="lm:flex lm:w-full lm:min-w-0 lm:flex-col lm:gap-2">
      <SliderPrimitive.Root
        value={value}
        onValueChange={onValueChange}
        className={cn(
          'lm:relative lm:flex lm:h-5 lm:w-full lm:touch-none lm:select-none lm:items-center',
          className,
        )}
        {...props}
      >
        <SliderPrimitive.Track className="lm:relative lm:h-1.5 lm:grow lm:overflow-hidden lm:rounded-full lm:bg-muted">
          <SliderPrimitive.Range className="lm:absolute lm:h-full lm:bg-primary" />
        </SliderPrimitive.Track>
        {value.map((thumbValue, index) => (
          <SliderPrimitive.Thumb
            // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positions (from, to).
            key={index}
            aria-label={thumbLabels[index]}
            aria-valuetext={formatValue(thumbValue)}
            className="lm:block lm:size-5 lm:rounded-full lm:border-2 lm:border-primary lm:bg-background lm:shadow-sm lm:transition-colors lm:hover:bg-accent"
          />
        ))}
      </SliderPrimitive.Root>
      {showValues ? (
        <div
          aria-hidden="true"
          className="lm:flex lm:justify-between lm:text-sm lm:tabular-nums lm:text-muted-foreground"
        >
          {value.map((thumbValue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one label per thumb position.
            <span key={index}>{formatValue(thumbValue)}</span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
