import type * as React from 'react';
import { useFieldControl } from '../field/field';
import { inputVariants } from '../input/input.variants';
import { cn } from '../lib/cn';

export type TextareaProps = React.ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const fieldProps = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(
        inputVariants(),
        'lm:h-auto lm:min-h-20 lm:resize-y lm:py-2 lm:leading-relaxed',
        className,
      )}
      {...fieldProps}
    />
  );
}
