import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'> & {
  /** The person's name: the image's alt text and the source of the initials fallback. */
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a presence dot; its meaning is spoken through `presenceLabel`. */
  online?: boolean;
  /** Spoken text for the presence, e.g. "Online" or "Last seen 5 minutes ago". */
  presenceLabel?: string;
};

const sizeClasses = {
  sm: 'lm:size-8 lm:text-xs',
  md: 'lm:size-10 lm:text-sm',
  lg: 'lm:size-14 lm:text-base',
} as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => Array.from(part ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A user's picture, or their initials; optionally with an online dot. */
export function Avatar({ name, src, size = 'md', online, presenceLabel, className, ...props }: AvatarProps) {
  return (
    <span data-slot="avatar" className="lm:relative lm:inline-flex lm:shrink-0">
      <AvatarPrimitive.Root
        className={cn(
          'lm:inline-flex lm:items-center lm:justify-center lm:overflow-hidden lm:rounded-full lm:bg-muted',
          sizeClasses[size],
          className,
        )}
        {...props}
      >
        {src ? <AvatarPrimitive.Image src={src} alt={name} className="lm:size-full lm:object-cover" /> : null}
        <AvatarPrimitive.Fallback className="lm:font-medium lm:text-foreground">
          <span aria-hidden="true">{initials(name)}</span>
          <span className="lm:sr-only">{name}</span>
        </AvatarPrimitive.Fallback>
      </AvatarPrimitive.Root>
      {online !== undefined ? (
        <span
          data-slot="avatar-presence"
          data-online={online}
          className={cn(
            'lm:absolute lm:end-0 lm:bottom-0 lm:size-3 lm:rounded-full lm:border-2 lm:border-background',
            online ? 'lm:bg-success' : 'lm:bg-input',
          )}
        >
          {presenceLabel ? <span className="lm:sr-only">{presenceLabel}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
