import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    publisher: text('publisher'),
    releaseYear: smallint('release_year'),
    popularity: integer('popularity').notNull().default(0),
    giftCard: boolean('gift_card').notNull().default(false),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    /** The in-game currency listings talk about ('Gold', 'V-Bucks'). */
    currencyName: text('currency_name'),
    /** Other names buyers type ("wow", "cs2"), lower case; the search finds the game by them (0039). */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** The cover staff uploaded (a photo id of src/photos, 0040); null: the UI draws a generated one. */
    coverPhotoId: uuid('cover_photo_id'),
    /** Hidden by staff (src/admin): gone from the public catalog, kept for existing offers and orders. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_slug_key').on(t.slug),
    index('games_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const gameCategories = pgTable(
  'game_categories',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    position: smallint('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.category] })],
);

export const gameServers = pgTable(
  'game_servers',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    region: text('region'),
    position: smallint('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('game_servers_game_slug_key').on(t.gameId, t.slug)],
);
