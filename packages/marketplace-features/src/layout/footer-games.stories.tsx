import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, userEvent } from 'storybook/test';
import { categoryMessages } from '../market/catalog-messages';
import { storyIntl } from '../test/story-intl';
import { FooterGamesList, footerGamesMessages } from './footer-games';

const game = (title: string, slug: string) => ({
  title,
  links: [
    { href: `/games/${slug}/gold/`, category: 'gold' as const, label: 'Gold' },
    { href: `/games/${slug}/account/`, category: 'account' as const, label: 'Accounts' },
    { href: `/games/${slug}/items/`, category: 'items' as const, label: 'Items' },
  ],
});
const GAMES = [
  game('World of Warcraft', 'world-of-warcraft'),
  game('Old School RuneScape', 'old-school-runescape'),
  game('Path of Exile 2', 'path-of-exile-2'),
  game('Diablo IV', 'diablo-4'),
  game('EA Sports FC 25', 'ea-sports-fc-25'),
  game('Fortnite', 'fortnite'),
  game('Counter-Strike 2', 'counter-strike-2'),
  game('League of Legends', 'league-of-legends'),
  game('Valorant', 'valorant'),
  game('Genshin Impact', 'genshin-impact'),
  game('Roblox', 'roblox'),
  game('Grand Theft Auto V', 'gta-5'),
  game('Lost Ark', 'lost-ark'),
  game('Albion Online', 'albion-online'),
];

const meta = {
  title: 'Marketplace/Footer games',
  component: FooterGamesList,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { games: GAMES },
  tags: ['every-toolbar'],
} satisfies Meta<typeof FooterGamesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve games first; the button shows all and back (spec §2, §9). */
export const Default: Story = {
  play: async ({ canvas, ...context }) => {
    const t = storyIntl(context).formatMessage;
    const gold = t(categoryMessages.gold);
    await expect(canvas.getAllByRole('link', { name: gold })).toHaveLength(12);
    const toggle = canvas.getByRole('button', { name: t(footerGamesMessages.showAll) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getAllByRole('link', { name: gold })).toHaveLength(GAMES.length);
    await userEvent.click(canvas.getByRole('button', { name: t(footerGamesMessages.showFewer) }));
    await expect(canvas.getAllByRole('link', { name: gold })).toHaveLength(12);
  },
};

/** Twelve or fewer: no toggle. */
export const Short: Story = {
  args: { games: GAMES.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The API names categories in English; the footer shows them in the reader's language. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  args: { games: GAMES.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Złoto' })).toHaveLength(2);
    await expect(canvas.getAllByRole('link', { name: 'Konta' })).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Gold' })).toBeNull();
  },
};
