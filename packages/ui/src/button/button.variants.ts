import { cva, type VariantProps } from 'class-variance-authority';

export const buttonVariants = cva(
  [
    'lm:relative lm:inline-flex lm:shrink-0 lm:items-center lm:justify-center lm:gap-2 lm:whitespace-nowrap lm:rounded-md lm:font-medium',
    'lm:transition-colors lm:select-none',
    'lm:focus-visible:outline-2 lm:focus-visible:outline-offset-2 lm:focus-visible:outline-ring',
    'lm:disabled:pointer-events-none lm:disabled:opacity-60 lm:aria-disabled:pointer-events-none lm:aria-disabled:opacity-60',
    "lm:[&_svg]:pointer-events-none lm:[&_svg]:shrink-0 lm:[&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'lm:bg-primary lm:text-primary-foreground lm:hover:bg-primary-hover',
        secondary: 'lm:bg-secondary lm:text-secondary-foreground lm:hover:bg-secondary/80',
        outline:
          'lm:border lm:border-input lm:bg-background lm:text-foreground lm:hover:bg-accent lm:hover:text-accent-foreground',
        ghost: 'lm:bg-transparent lm:text-foreground lm:hover:bg-accent lm:hover:text-accent-foreground',
        destructive: 'lm:bg-destructive lm:text-destructive-foreground lm:hover:bg-destructive/90',
        link: 'lm:h-auto lm:px-0 lm:text-link lm:underline lm:underline-offset-4 lm:hover:decoration-2',
      },
      size: {
        sm: 'lm:h-8 lm:px-3 lm:text-sm',
        md: 'lm:h-10 lm:px-4 lm:text-sm',
        lg: 'lm:h-12 lm:px-6 lm:text-base',
      },
    },
    defaultVariants: {
      variant: 'primary',
      size: 'md',
    },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
