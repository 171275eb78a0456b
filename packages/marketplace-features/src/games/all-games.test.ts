import type { CategorySlug, GameSummary } from '@lootmarket/contract';
import { describe, expect, it } from 'vitest';
import {
  gameLinkPath,
  gamesByLetter,
  gamesGroupFromSearch,
  gamesGroupPath,
  gamesInGroup,
  letterOf,
} from './all-games';

function game(name: string, categories: CategorySlug[]): GameSummary {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    slug,
    name,
    imageUrl: null,
    href: `/games/${slug}/${categories[0] ?? 'other'}/`,
    categories,
    popularity: 0,
    giftCard: false,
  };
}

const wow = game('World of Warcraft', ['gold', 'account', 'items', 'boosting']);
const pokemon = game('Pokémon GO', ['account', 'items']);
const cs2 = game('Counter-Strike 2', ['items', 'keys', 'prime_gaming']);
const nba = game('NBA 2K26', ['coins', 'account']);
const sevenDays = game('7 Days to Die', ['keys']);
const eve = game('Éve Online', ['top_up']);

describe('letterOf', () => {
  it.each([
    ['World of Warcraft', 'W'],
    ['Pokémon GO', 'P'],
    ['éve', 'E'],
    ['Ørsted', '#'],
    ['7 Days to Die', '#'],
    ['  valorant', 'V'],
    ['原神', '#'],
    ['', '#'],
  ])('%s is listed under %s', (name, letter) => {
    expect(letterOf(name)).toBe(letter);
  });
});

describe('gamesByLetter', () => {
  it('sorts the games A to Z into a section per letter, "#" first, accents folded', () => {
    const sections = gamesByLetter([wow, pokemon, cs2, nba, sevenDays, eve], 'en');
    expect(sections.map((section) => [section.letter, section.games.map((g) => g.name)])).toEqual([
      ['#', ['7 Days to Die']],
      ['C', ['Counter-Strike 2']],
      ['E', ['Éve Online']],
      ['N', ['NBA 2K26']],
      ['P', ['Pokémon GO']],
      ['W', ['World of Warcraft']],
    ]);
  });

  it('sorts within a letter by name, an accent not moving a name away from its letter', () => {
    const poe = game('Path of Exile', ['items']);
    const palworld = game('Palworld', ['keys']);
    const sections = gamesByLetter([pokemon, poe, palworld], 'de');
    expect(sections).toHaveLength(1);
    expect(sections[0]?.games.map((g) => g.name)).toEqual(['Palworld', 'Path of Exile', 'Pokémon GO']);
  });
});

describe('product groups', () => {
  it('reads the chosen group from the address; an unknown or missing one is every game', () => {
    expect(gamesGroupFromSearch(new URLSearchParams('group=currency'))).toBe('currency');
    expect(gamesGroupFromSearch(new URLSearchParams('group=top_up'))).toBe('top_up');
    expect(gamesGroupFromSearch(new URLSearchParams('group=gold'))).toBeNull();
    expect(gamesGroupFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('writes the address of a group, and of every game', () => {
    expect(gamesGroupPath(null)).toBe('/games/');
    expect(gamesGroupPath('gift_cards')).toBe('/games/?group=gift_cards');
  });

  it('keeps the games one of whose categories belongs to the group', () => {
    const all = [wow, pokemon, cs2, nba, sevenDays, eve];
    // Gold and coins are both currency.
    expect(gamesInGroup(all, 'currency')).toEqual([wow, nba]);
    // Prime Gaming drops are items as well.
    expect(gamesInGroup(all, 'items')).toEqual([wow, pokemon, cs2]);
    expect(gamesInGroup(all, 'gift_cards')).toEqual([]);
    expect(gamesInGroup(all, null)).toEqual(all);
  });

  it("leads to the game's landing page, or to its first category of the chosen group", () => {
    expect(gameLinkPath(wow, null)).toBe('/games/world-of-warcraft/');
    expect(gameLinkPath(wow, 'currency')).toBe('/games/world-of-warcraft/gold/');
    expect(gameLinkPath(nba, 'currency')).toBe('/games/nba-2k26/coins/');
    expect(gameLinkPath(cs2, 'keys')).toBe('/games/counter-strike-2/keys/');
    // A game outside the group (never listed under it) still has a way in.
    expect(gameLinkPath(pokemon, 'currency')).toBe('/games/pok-mon-go/');
  });
});
