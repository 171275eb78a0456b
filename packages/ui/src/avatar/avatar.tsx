import { type ComponentProps, useState } from 'react';
import { cn } from '../lib/cn';

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The person's name: what the avatar says to assistive technology and the source of the initials. */
  name: string;
  /** The uploaded picture; without one, or when it fails to load, the initials are drawn. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /**
   * The name is written right beside the avatar: the picture is then decoration (`alt=""`, nothing
   * spoken), so a screen reader does not read the name twice.
   */
  decorative?: boolean;
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

/** The CSS pixels of each size (the classes above): the picture's width and height attributes. */
const pixelSizes = { sm: 32, md: 40, lg: 56 } as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => Array.from(part ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A user's picture, or their initials; optionally with an online dot. The picture loads lazily at its
 * drawn size; the initials stay underneath until it has loaded and come back if it fails.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  decorative = false,
  online,
  presenceLabel,
  className,
  ...props
}: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const image = src && src !== failed ? src : null;
  const state = image === null ? 'initials' : image === loaded ? 'image' : 'loading';
  const pixels = pixelSizes[size];
  // Decorative: no role and no name (the name is beside it); otherwise one picture named by the name.
  const label = decorative ? {} : { role: 'img', 'aria-label': name };
  return (
    <span data-slot="avatar" className="lm:relative lm:inline-flex lm:shrink-0">
      <span
        data-slot="avatar-picture"
        data-state={state}
        {...label}
        className={cn(
          'lm:relative lm:inline-flex lm:items-center lm:justify-center lm:overflow-hidden lm:rounded-full lm:bg-muted',
          sizeClasses[size],
          className,
        )}
        {...props}
      >
        <span
          aria-hidden="true"
          className={cn('lm:font-medium lm:text-foreground', state === 'image' && 'lm:invisible')}
        >
          {initials(name)}
        </span>
        {image ? (
          // biome-ignore lint/a11y/noNoninteractiveElementInteractions: load and error are the picture's own events, not a user's.
          <img
            // A new picture is a new element: a failed or loaded state never carries over to it.
            key={image}
            src={image}
            alt=""
            width={pixels}
            height={pixels}
            loading="lazy"
            decoding="async"
            className="lm:absolute lm:inset-0 lm:size-full lm:object-cover"
            // An image that finished before the page was interactive (server-rendered) fires no event.
            ref={(element) => {
              if (!element?.complete) return;
              if (element.naturalWidth > 0) setLoaded(image);
              else setFailed(image);
            }}
            onLoad={() => setLoaded(image)}
            onError={() => setFailed(image)}
          />
        ) : null}
      </span>
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
