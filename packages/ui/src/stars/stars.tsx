import { Star } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../lib/cn';

const sizeClasses = { sm: 'lm:size-4', md: 'lm:size-5', lg: 'lm:size-7' } as const;

export type StarsProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** 0 to max, halves allowed. */
  value: number;
  max?: number;
  /** The spoken rating, e.g. "Rated 4.5 out of 5". */
  label: string;
  size?: keyof typeof sizeClasses;
};

/** A read-only star rating, spoken as one image with its label. */
export function Stars({ value, max = 5, label, size = 'md', className, ...props }: StarsProps) {
  return (
    <span
      data-slot="stars"
      role="img"
      aria-label={label}
      className={cn('lm:inline-flex lm:items-center lm:gap-0.5', className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.min(1, Math.max(0, value - index));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: stars are positions, never reordered.
          <span key={index} className={cn('lm:relative lm:inline-flex', sizeClasses[size])}>
            <Star
              aria-hidden="true"
              className={cn('lm:absolute lm:inset-0 lm:text-input', sizeClasses[size])}
            />
            {fill > 0 ? (
              <span className="lm:absolute lm:inset-0 lm:overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className={cn('lm:fill-star lm:text-star', sizeClasses[size])} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

export type StarsInputProps = {
  value: number | null;
  onChange: (value: number) => void;
  /** The question, shown as the group's legend. */
  legend: React.ReactNode;
  /** Name of each choice, e.g. (n) => `${n} stars`. */
  starLabel?: (stars: number) => string;
  max?: number;
  name?: string;
  size?: keyof typeof sizeClasses;
  error?: React.ReactNode;
  className?: string;
};

/**
 * A star rating to give: native radio buttons under the stars, so arrows change it, Tab enters
 * and leaves the group, and forms and screen readers treat it as any radio group.
 */
export function StarsInput({
  value,
  onChange,
  legend,
  starLabel = (stars) => (stars === 1 ? '1 star' : `${stars} stars`),
  max = 5,
  name,
  size = 'lg',
  error,
  className,
}: StarsInputProps) {
  const id = useId();
  const groupName = name ?? `${id}-stars`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      data-slot="stars-input"
      aria-describedby={errorId}
      className={cn('lm:flex lm:flex-col lm:gap-1.5', className)}
    >
      <legend className="lm:mb-1 lm:text-sm lm:font-medium">{legend}</legend>
      <div className="lm:flex lm:items-center lm:gap-1">
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          const filled = value !== null && stars <= value;
          return (
            <label key={stars} className="lm:relative lm:inline-flex lm:cursor-pointer lm:rounded-sm">
              <input
                type="radio"
                name={groupName}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-label={starLabel(stars)}
                className="lm:peer lm:sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  sizeClasses[size],
                  'lm:rounded-sm lm:peer-focus-visible:outline-2 lm:peer-focus-visible:outline-offset-2 lm:peer-focus-visible:outline-ring',
                  filled ? 'lm:fill-star lm:text-star' : 'lm:text-input',
                )}
              />
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="lm:text-sm lm:font-medium lm:text-destructive-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
