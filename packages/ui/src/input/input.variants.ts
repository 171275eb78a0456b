import { cva, type VariantProps } from 'class-variance-authority';

/** Shared look of text-entry controls (Input, Textarea, NumberInput, the Select and Combobox triggers). */
export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-input bg-background text-foreground transition-colors',
    'placeholder:text-muted-foreground',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'aria-invalid:border-destructive aria-invalid:ring-1 aria-invalid:ring-destructive',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputVariantProps = VariantProps<typeof inputVariants>;
