import { cn } from '@lootmarket/ui';

/** Words a game's initials skip ("World of Warcraft" → WW, "The Sims 4" → S4). */
const MINOR_WORDS: ReadonlySet<string> = new Set(['of', 'the', 'and', 'a', 'an', 'for', 'in', 'on', 'to']);

/**
 * Up to two initials of a game's name: the first letters (or a number) of its first two words that
 * are not minor words; accents kept, punctuation skipped ("Pokémon GO" → PG, "Dota 2" → D2).
 */
export function gameInitials(name: string): string {
  const words = name
    .split(/[\s:/–—-]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word !== '' && !MINOR_WORDS.has(word.toLowerCase()));
  const picked = words.slice(0, 2).map((word) => (/^\p{N}+$/u.test(word) ? word : ([...word][0] ?? '')));
  return picked.join('').toLocaleUpperCase('en') || '?';
}

/** A stable hue for a game, from its address (FNV-1a): the same game has the same cover everywhere. */
export function gameHue(slug: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < slug.length; index += 1) {
    hash ^= slug.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

const SIZES = {
  sm: 'lm:size-8 lm:rounded-md lm:text-xs',
  md: 'lm:size-10 lm:rounded-md lm:text-sm',
  lg: 'lm:size-16 lm:rounded-lg lm:text-xl',
  /** As large as its box (an offer card's picture band), initials to match. */
  fill: 'lm:size-full lm:text-3xl',
} as const;

/** The drawn size of each square cover, for the uploaded image's width and height. */
const PIXELS = { sm: 32, md: 40, lg: 64 } as const;

/**
 * A game's picture: the cover staff uploaded (a 320 px WebP of the photo pipeline, cropped square,
 * loaded lazily at its drawn size), or a generated one drawn in CSS from the game's address and
 * initials. No bytes to fetch and no third-party art: every game has a stable, on-brand cover. It is
 * decorative: the game's name is always written beside it.
 */
export function GameCover({
  name,
  slug,
  imageUrl,
  size = 'md',
  className,
}: {
  name: string;
  slug: string;
  imageUrl: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  if (imageUrl) {
    // A band (fill) is 16:9 at the uploaded width; a square is drawn at its size.
    const [width, height] = size === 'fill' ? [320, 180] : [PIXELS[size], PIXELS[size]];
    return (
      <img
        src={imageUrl}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        data-slot="game-cover"
        className={cn('lm:shrink-0 lm:bg-muted lm:object-cover', SIZES[size], className)}
      />
    );
  }
  const hue = gameHue(slug);
  // The initials are drawn by CSS from data-initials: never part of the text around the cover (a
  // link's or an option's text is the game's name alone, and copying it copies no "WW").
  return (
    <span
      aria-hidden="true"
      data-slot="game-cover"
      data-initials={gameInitials(name)}
      // Dark stops (lightness 26 % and 16 %) keep the white initials above 4.5:1 at every hue.
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 55% 26%), hsl(${(hue + 40) % 360} 60% 16%))`,
      }}
      className={cn(
        'lm:inline-flex lm:shrink-0 lm:select-none lm:items-center lm:justify-center lm:font-bold lm:text-white lm:tracking-tight lm:before:content-[attr(data-initials)]',
        SIZES[size],
        className,
      )}
    />
  );
}
