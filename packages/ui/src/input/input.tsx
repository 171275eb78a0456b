import type * as React from 'react';
import { useFieldControl } from '../field/field';
import { cn } from '../lib/cn';
import { type InputVariantProps, inputVariants } from './input.variants';

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & InputVariantProps;

/** A text input; inside a Field it takes its label, description and error from it. */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  const fieldProps = useFieldControl(props);
  return (
    <input data-slot="input" type={type} className={cn(inputVariants({ size }), className)} {...fieldProps} />
  );
}
