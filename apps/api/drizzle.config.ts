import { defineConfig } from 'drizzle-kit';

// Generates SQL only (`pnpm db:generate`); applying it is the server's job on start (src/db/migrate.ts),
// so the same files serve PGlite and a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  // One schema file per owning domain (each folder's README lists its tables).
  schema: './src/**/*.schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
