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
        'inline-flex max-w-full items-center gap-1 rounded-md border border-border bg-muted py-0.5 ps-2 text-sm text-foreground',
        onRemove ? 'pe-0.5' : 'pe-2',
        className,
      )}
      {...props}
    >
      <span className="truncate">{children}</span>
      {onRemove ? (
        <button
          type="button"
          aria-label={removeLabel}
          onClick={onRemove}
          className="inline-flex size-6 items-center justify-center rounded-sm text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}
