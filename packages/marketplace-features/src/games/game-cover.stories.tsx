import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameCover } from './game-cover';

/** A 64 px square drawn as an SVG data URL: what an uploaded cover's WebP stands in for. */
const UPLOADED =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#0e7490"/><circle cx="32" cy="32" r="18" fill="#fde68a"/></svg>',
  );

const GAMES = [
  { name: 'World of Warcraft', slug: 'world-of-warcraft' },
  { name: 'Counter-Strike 2', slug: 'counter-strike-2' },
  { name: 'Pokémon GO', slug: 'pokemon-go' },
  { name: 'The Sims 4', slug: 'the-sims-4' },
  { name: 'Genshin Impact', slug: 'genshin-impact' },
  { name: 'Old School RuneScape', slug: 'old-school-runescape' },
];

const meta = {
  title: 'Marketplace/Game cover',
  component: GameCover,
  args: { name: 'World of Warcraft', slug: 'world-of-warcraft', imageUrl: null, size: 'md' },
  tags: ['every-toolbar'],
} satisfies Meta<typeof GameCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No cover uploaded: the generated one, the game's initials on its own stable colours. */
export const Generated: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector('[data-slot="game-cover"]');
    await expect(cover).toHaveAttribute('data-initials', 'WW');
    // Drawn by CSS: on screen, but not in the text around it.
    await expect(cover?.textContent).toBe('');
    await expect(getComputedStyle(cover as Element, '::before').content).toBe('"WW"');
    // Decorative: the name is written beside it wherever it is shown.
    await expect(cover).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Each size, for a row of games (the home page's tiles, the search's suggestions, a game page). */
export const SizesAndGames: Story = {
  tags: ['vrt'],
  render: () => (
    <div data-testid="covers" className="lm:flex lm:flex-col lm:gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="lm:flex lm:flex-wrap lm:items-center lm:gap-2">
          {GAMES.map((game) => (
            <GameCover key={game.slug} {...game} imageUrl={null} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The first copy (side-by-side runs show the story twice, light and dark).
    const root = canvasElement.querySelector('[data-testid="covers"]') as HTMLElement;
    const covers = [...root.querySelectorAll('[data-slot="game-cover"]')];
    await expect(covers).toHaveLength(18);
    await expect(covers.slice(0, 6).map((cover) => cover.getAttribute('data-initials'))).toEqual([
      'WW',
      'CS',
      'PG',
      'S4',
      'GI',
      'OS',
    ]);
    // Each game keeps its colour in every size.
    const background = (cover: Element) => getComputedStyle(cover).backgroundImage;
    await expect(background(covers[0] as Element)).toBe(background(covers[6] as Element));
    await expect(background(covers[0] as Element)).not.toBe(background(covers[1] as Element));
  },
};

/** A cover staff uploaded: the image, lazily loaded at the size it is drawn, with no text of its own. */
export const Uploaded: Story = {
  args: { imageUrl: UPLOADED, size: 'lg' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '64');
    await expect(image).toHaveAttribute('height', '64');
  },
};
