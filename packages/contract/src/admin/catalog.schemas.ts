import { z } from 'zod';
import { categorySlugSchema } from '../catalog/catalog.schemas';
import { text } from '../validation/text';
import { adminPageInfoSchema, adminPageQuerySchema } from './audit.schemas';

/** Lower-case words joined by hyphens: the part of a catalog URL (/games/{slug}/…). */
export const catalogSlugSchema = text()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const adminGameCategorySchema = z.object({
  category: categorySlugSchema,
  position: z.number().int(),
  hidden: z.boolean(),
});

export const adminGameServerSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminGameServer = z.infer<typeof adminGameServerSchema>;

export const adminGameSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  publisher: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  popularity: z.number().int(),
  giftCard: z.boolean(),
  platforms: z.array(z.string()),
  currencyName: z.string().nullable(),
  /** Other names buyers type for the game ("wow", "cs2"); the header search finds it by them. */
  aliases: z.array(z.string()),
  /** The cover staff uploaded (320 px wide WebP), null when none (the shop draws a generated one). */
  imageUrl: z.string().nullable(),
  hidden: z.boolean(),
  categories: z.array(adminGameCategorySchema),
  servers: z.array(adminGameServerSchema),
  /** Active offers listed under the game. */
  activeOffers: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const ADMIN_GAME_SORTS = ['name', '-name', 'popularity', '-popularity'] as const;

export const adminGamesQuerySchema = adminPageQuerySchema.extend({
  q: text().trim().max(100).optional(),
  hidden: z.enum(['true', 'false']).optional(),
  sort: z.enum(ADMIN_GAME_SORTS).default('name'),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuerySchema>;

export const adminGamesResponseSchema = adminPageInfoSchema.extend({ games: z.array(adminGameSchema) });
export type AdminGamesResponse = z.infer<typeof adminGamesResponseSchema>;

const optionalText = (max: number) => text().trim().min(1).max(max).nullable();

/** Search aliases: lower case, each once, at most GAME_ALIASES_MAX of GAME_ALIAS_MAX_LENGTH characters. */
export const GAME_ALIASES_MAX = 20;
export const GAME_ALIAS_MAX_LENGTH = 40;
const gameAliases = z
  .array(text().trim().min(1).max(GAME_ALIAS_MAX_LENGTH))
  .max(GAME_ALIASES_MAX)
  .transform((aliases) => [...new Set(aliases.map((alias) => alias.toLowerCase()))]);

export const adminGameInputSchema = z.object({
  slug: catalogSlugSchema,
  name: text().trim().min(1).max(120),
  publisher: optionalText(120).default(null),
  releaseYear: z.number().int().min(1970).max(2100).nullable().default(null),
  popularity: z.number().int().min(0).max(1_000_000).default(0),
  giftCard: z.boolean().default(false),
  platforms: z.array(text().trim().min(1).max(40)).max(20).default([]),
  currencyName: optionalText(60).default(null),
  aliases: gameAliases.default([]),
});
export type AdminGameInput = z.infer<typeof adminGameInputSchema>;

/** Any subset of the fields, plus hiding or showing the game. */
export const adminGamePatchSchema = z
  .object({
    slug: catalogSlugSchema,
    name: text().trim().min(1).max(120),
    publisher: optionalText(120),
    releaseYear: z.number().int().min(1970).max(2100).nullable(),
    popularity: z.number().int().min(0).max(1_000_000),
    giftCard: z.boolean(),
    platforms: z.array(text().trim().min(1).max(40)).max(20),
    currencyName: optionalText(60),
    aliases: gameAliases,
    hidden: z.boolean(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' });
export type AdminGamePatch = z.infer<typeof adminGamePatchSchema>;

export const adminGameParamsSchema = z.object({ gameId: z.uuid() });
export const adminGameCategoryParamsSchema = z.object({ gameId: z.uuid(), category: categorySlugSchema });
export const adminServerParamsSchema = z.object({ serverId: z.uuid() });

/** Adds the category to the game, or changes its place or visibility. */
export const adminGameCategoryInputSchema = z.object({
  position: z.number().int().min(0).max(100).optional(),
  hidden: z.boolean().optional(),
});

export const adminServerInputSchema = z.object({
  slug: catalogSlugSchema,
  name: text().trim().min(1).max(120),
  region: optionalText(60).default(null),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type AdminServerInput = z.infer<typeof adminServerInputSchema>;

export const adminServerPatchSchema = z
  .object({
    slug: catalogSlugSchema,
    name: text().trim().min(1).max(120),
    region: optionalText(60),
    position: z.number().int().min(0).max(10_000),
    hidden: z.boolean(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' });
export type AdminServerPatch = z.infer<typeof adminServerPatchSchema>;

export const adminGameResponseSchema = z.object({ game: adminGameSchema });
export type AdminGameResponse = z.infer<typeof adminGameResponseSchema>;
