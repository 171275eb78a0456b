import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type TagProps = React.ComponentProps<'span'> & {
  /** Makes the tag removable with its own button (a chosen filter). */
  onRemove?: () => void;
  /** Name of the remove button; say what is removed, e.g. "Remove filter: EU West". */
  removeLabel?: string;
};

/** A chosen value, such as an active filter; removable when `onRemove` is given. */
export function Tag({ className, children, onRemove, removeLabel = 'Remove', ...props }: TagProps) {
  return (
    <span
      data-slot="tag"
      className={cn(
        'lm:inline-flex lm:max-w-full lm:items-center lm:gap-1 lm:rounded-md lm:border lm:border-border lm:bg-muted lm:py-0.5 lm:ps-2 lm:text-sm lm:text-foreground',
        onRemove ? 'lm:pe-0.5' : 'lm:pe-2',
        className,
      )}
      {...props}
    >
      <span className="lm:truncate">{children}</span>
      {onRemove ? (
        <button
          type="button"
          aria-label={removeLabel}
          onClick={onRemove}
          className="lm:inline-flex lm:size-6 lm:items-center lm:justify-center lm:rounded-sm lm:text-muted-foreground lm:hover:bg-accent lm:hover:text-foreground"
        >
          <X aria-hidden="true" className="lm:size-3.5" />
        </button>
      ) : null}
    </span>
  );
}
