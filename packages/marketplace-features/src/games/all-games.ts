import {
  CATEGORIES,
  type CategorySlug,
  type GameSummary,
  gameCategoryPath,
  type ProductGroup,
} from '@lootmarket/contract';

/** The address of the page that lists every game. */
export const ALL_GAMES_PATH = '/games/';

/**
 * The product groups buyers look for, in the order the /games/ filter lists them (the market
 * leaders' category navigation); a group is a set of the contract's categories (`CATEGORIES`).
 */
export const GAMES_GROUPS = [
  'currency',
  'items',
  'accounts',
  'boosting',
  'top_up',
  'gift_cards',
  'keys',
  'services',
] as const satisfies readonly ProductGroup[];
export type GamesGroup = (typeof GAMES_GROUPS)[number];

/**
 * The groups the header's category navigation leads to, after "All games": all but keys and
 * services, which the page's filter still offers.
 */
export const HEADER_GROUPS: readonly GamesGroup[] = GAMES_GROUPS.filter(
  (group) => group !== 'keys' && group !== 'services',
);

/** The query parameter of /games/ that holds the chosen group (`/games/?group=currency`). */
const GROUP_PARAM = 'group';

const groupOfCategory = new Map<CategorySlug, ProductGroup>(
  CATEGORIES.map((category) => [category.slug, category.group]),
);

const isGamesGroup = (value: string | null): value is GamesGroup =>
  value !== null && (GAMES_GROUPS as readonly string[]).includes(value);

/** The group a /games/ address chose; none (all games) for a missing or unknown one. */
export function gamesGroupFromSearch(search: URLSearchParams): GamesGroup | null {
  const group = search.get(GROUP_PARAM);
  return isGamesGroup(group) ? group : null;
}

/** The /games/ address that lists the games of `group`, or every game. */
export function gamesGroupPath(group: GamesGroup | null): string {
  return group === null ? ALL_GAMES_PATH : `${ALL_GAMES_PATH}?${GROUP_PARAM}=${group}`;
}

/** The game's first category (in the game's own order) that belongs to `group`. */
export function gameCategoryInGroup(game: GameSummary, group: GamesGroup): CategorySlug | undefined {
  return game.categories.find((category) => groupOfCategory.get(category) === group);
}

/** Where a game of the list leads: its landing page, or with a group chosen, that group's market. */
export function gameLinkPath(game: GameSummary, group: GamesGroup | null): string {
  const category = group === null ? undefined : gameCategoryInGroup(game, group);
  return category ? gameCategoryPath(game.slug, category) : `${ALL_GAMES_PATH}${game.slug}/`;
}

/** The games that sell something of `group` (every game for none). */
export function gamesInGroup(games: readonly GameSummary[], group: GamesGroup | null): GameSummary[] {
  return group === null ? [...games] : games.filter((game) => gameCategoryInGroup(game, group));
}

/** The section for names that start with a digit or anything but a letter A to Z. */
export const OTHER_LETTER = '#';

/** The letter a name is listed under: its first letter without accents ("Pokémon" under P), else "#". */
export function letterOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : OTHER_LETTER;
}

export interface LetterSection {
  letter: string;
  games: GameSummary[];
}

/** The games A to Z in sections by first letter ("#" first), each sorted by name in `locale`. */
export function gamesByLetter(games: readonly GameSummary[], locale: string): LetterSection[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sections = new Map<string, GameSummary[]>();
  for (const game of [...games].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = letterOf(game.name);
    const section = sections.get(letter);
    if (section) section.push(game);
    else sections.set(letter, [game]);
  }
  // "#" sorts before A; the letters are unique, so no two keys are equal.
  const key = (letter: string) => (letter === OTHER_LETTER ? '' : letter);
  return [...sections.entries()]
    .map(([letter, list]) => ({ letter, games: list }))
    .sort((a, b) => (key(a.letter) < key(b.letter) ? -1 : 1));
}
