import { cva, type VariantProps } from 'class-variance-authority';

/** Shared look of text-entry controls (Input, Textarea, NumberInput, the Select and Combobox triggers). */
export const inputVariants = cva(
  [
    'lm:w-full lm:min-w-0 lm:rounded-md lm:border lm:border-input lm:bg-background lm:text-foreground lm:transition-colors',
    'lm:placeholder:text-muted-foreground',
    'lm:disabled:cursor-not-allowed lm:disabled:opacity-60',
    'lm:aria-invalid:border-destructive lm:aria-invalid:ring-1 lm:aria-invalid:ring-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'lm:h-8 lm:px-2.5 lm:text-sm',
        md: 'lm:h-10 lm:px-3 lm:text-sm',
        lg: 'lm:h-12 lm:px-4 lm:text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputVariantProps = VariantProps<typeof inputVariants>;
