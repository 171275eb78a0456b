import { Minus, Plus } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { useFieldControl } from '../field/field';
import { inputVariants } from '../input/input.variants';
import { cn } from '../lib/cn';

export type NumberInputProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'size'
> & {
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  decrementLabel?: string;
  incrementLabel?: string;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A whole-number field (quantity, stock): type digits, ArrowUp/ArrowDown step, PageUp/PageDown
 * step by ten, Home/End jump to the bounds; the − and + buttons serve pointer users.
 */
export function NumberInput({
  value,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  decrementLabel = 'Decrease',
  incrementLabel = 'Increase',
  className,
  onKeyDown,
  onBlur,
  ...props
}: NumberInputProps) {
  const fieldProps = useFieldControl(props);
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    setText(value === null ? '' : String(value));
  }, [value]);

  const commit = (next: number | null) => {
    const bounded = next === null ? null : clamp(next, min, max);
    setText(bounded === null ? '' : String(bounded));
    if (bounded !== value) onChange(bounded);
  };
  const stepBy = (delta: number) => commit(clamp((value ?? min) + delta, min, max));

  return (
    <div data-slot="number-input" className={cn('lm:flex lm:w-full lm:min-w-0 lm:items-stretch', className)}>
      <button
        type="button"
        tabIndex={-1}
        aria-label={decrementLabel}
        disabled={fieldProps.disabled || (value !== null && value <= min)}
        onClick={() => stepBy(-step)}
        className="lm:inline-flex lm:w-10 lm:shrink-0 lm:items-center lm:justify-center lm:rounded-s-md lm:border lm:border-e-0 lm:border-input lm:bg-muted lm:text-foreground lm:hover:bg-accent lm:disabled:opacity-60"
      >
        <Minus aria-hidden="true" className="lm:size-4" />
      </button>
      <input
        {...fieldProps}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-valuenow={value ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : max}
        value={text}
        onChange={(event) => {
          const digits = event.target.value.replace(/[^\d-]/g, '');
          setText(digits);
          if (digits === '') onChange(null);
          else if (/^-?\d+$/.test(digits)) onChange(clamp(Number(digits), min, max));
        }}
        onBlur={(event) => {
          commit(text === '' ? null : Number(text));
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          let handled = true;
          switch (event.key) {
            case 'ArrowUp':
              stepBy(step);
              break;
            case 'ArrowDown':
              stepBy(-step);
              break;
            case 'PageUp':
              stepBy(step * 10);
              break;
            case 'PageDown':
              stepBy(-step * 10);
              break;
            case 'Home':
              commit(min);
              break;
            case 'End':
              if (max !== Number.MAX_SAFE_INTEGER) commit(max);
              break;
            default:
              handled = false;
          }
          if (handled) event.preventDefault();
          onKeyDown?.(event);
        }}
        className={cn(inputVariants(), 'lm:rounded-none lm:text-center lm:tabular-nums')}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={incrementLabel}
        disabled={fieldProps.disabled || (value !== null && value >= max)}
        onClick={() => stepBy(step)}
        className="lm:inline-flex lm:w-10 lm:shrink-0 lm:items-center lm:justify-center lm:rounded-e-md lm:border lm:border-s-0 lm:border-input lm:bg-muted lm:text-foreground lm:hover:bg-accent lm:disabled:opacity-60"
      >
        <Plus aria-hidden="true" className="lm:size-4" />
      </button>
    </div>
  );
}
