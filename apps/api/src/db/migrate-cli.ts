import { loadConfig } from '../config/config';
import { openDatabase } from './database';

/** `pnpm db:migrate`: applies drizzle/ migrations, then the live functions of src/db/functions, to DATABASE_URL, or to PGlite in DATA_DIR. */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.info(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
