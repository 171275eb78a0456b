import { z } from 'zod';
import { text } from '../validation/text';
import { CATEGORY_SLUGS, PRODUCT_GROUPS } from './categories';

/** Slugs of games and servers: lower-case ASCII words joined by dashes, as the routes carry them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().min(1).max(80).regex(SLUG_PATTERN);
export const categorySlugSchema = z.enum(CATEGORY_SLUGS);

/** The longest game-search text the server takes; longer input is a typo-tolerant search no more. */
export const GAME_SEARCH_MAX_LENGTH = 80;
/** Suggestions a search answers at most (the header's list shows 8). */
export const GAME_SEARCH_MAX_RESULTS = 8;

/** `true`/`false` in a query string: z.coerce.boolean would read "false" as true. */
const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const gameSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The game's cover staff uploaded (320 px wide WebP), or null: the UI draws a generated cover. */
  imageUrl: z.string().nullable(),
  /** The game's main page: /games/{game_slug}/{first category}/. */
  href: z.string(),
  /** Categories the game offers, in the order the game page lists them. */
  categories: z.array(categorySlugSchema),
  popularity: z.number().int(),
  giftCard: z.boolean(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gameServerSchema = z.object({
  slug: z.string(),
  name: z.string(),
  region: z.string().nullable(),
});
export type GameServer = z.infer<typeof gameServerSchema>;

export const gameDetailSchema = gameSummarySchema.extend({
  publisher: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  platforms: z.array(z.string()),
  /** The in-game currency listings talk about ('Gold', 'V-Bucks'). */
  currencyName: z.string().nullable(),
  /** Servers, realms or regions; empty when the game has none. */
  servers: z.array(gameServerSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const gamesListQuerySchema = z.object({
  /** Only the N most popular games, most popular first. */
  popular: z.coerce.number().int().min(1).max(200).optional(),
  /** Only gift-card games (true) or only the others (false). */
  giftCards: queryBoolean.optional(),
  /** Same as `popular` (the shell's popular lists send it). */
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type GamesListQuery = z.infer<typeof gamesListQuerySchema>;

export const gamesListResponseSchema = z.object({ games: z.array(gameSummarySchema) });
export type GamesListResponse = z.infer<typeof gamesListResponseSchema>;

export const gameSearchQuerySchema = z.object({
  q: text().trim().min(1).max(GAME_SEARCH_MAX_LENGTH),
  limit: z.coerce.number().int().min(1).max(GAME_SEARCH_MAX_RESULTS).default(GAME_SEARCH_MAX_RESULTS),
});
export type GameSearchQuery = z.infer<typeof gameSearchQuerySchema>;

export const gameSearchResponseSchema = z.object({ games: z.array(gameSummarySchema) });
export type GameSearchResponse = z.infer<typeof gameSearchResponseSchema>;

export const gameParamsSchema = z.object({ slug: slugSchema });
export const gameDetailResponseSchema = z.object({ game: gameDetailSchema });
export type GameDetailResponse = z.infer<typeof gameDetailResponseSchema>;

export const categorySchema = z.object({
  slug: categorySlugSchema,
  group: z.enum(PRODUCT_GROUPS),
  automaticDelivery: z.boolean(),
  /** How many games offer the category. */
  games: z.number().int(),
});
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** Spec §3 footer game entry: a title and a list of links (href, label). */
export const footerGameSchema = z.object({
  title: z.string(),
  /** `label` is the category's English name; `category` lets a client show it in its own language. */
  links: z.array(z.object({ href: z.string(), category: categorySlugSchema, label: z.string() })),
});
export const footerGamesResponseSchema = z.object({ games: z.array(footerGameSchema) });
export type FooterGamesResponse = z.infer<typeof footerGamesResponseSchema>;
