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

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-base' } as const;

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
    <span data-slot="avatar" className="relative inline-flex shrink-0">
      <AvatarPrimitive.Root
        className={cn(
          'inline-flex items-center justify-center overflow-hidden rounded-full bg-muted',
          sizes[size],
          className,
        )}
        {...props}
      >
        {src ? <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" /> : null}
        <AvatarPrimitive.Fallback className="font-medium text-foreground">
          <span aria-hidden="true">{initials(name)}</span>
          <span className="sr-only">{name}</span>
        </AvatarPrimitive.Fallback>
      </AvatarPrimitive.Root>
      {online !== undefined ? (
        <span
          data-slot="avatar-presence"
          data-online={online}
          className={cn(
            'absolute end-0 bottom-0 size-3 rounded-full border-2 border-background',
            online ? 'bg-success' : 'bg-input',
          )}
        >
          {presenceLabel ? <span className="sr-only">{presenceLabel}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
