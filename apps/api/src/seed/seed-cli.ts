import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { seedDemoData } from './seed';

/** `pnpm db:seed`: migrates, then fills an empty database with the demo data (no-op otherwise). */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const started = performance.now();
  const result = await seedDemoData(database.db);
  console.info(
    result.inserted
      ? `demo data seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(result.counts)}`
      : 'database already has data: seed skipped',
  );
} finally {
  await database.close();
}
