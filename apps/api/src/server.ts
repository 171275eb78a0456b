import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { seedDemoData } from './seed/seed';

/** Starts the server: migrate, seed demo data into an empty database, listen. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    closeDatabase: true,
  });
  if (config.seedDemoData) {
    const seeded = await seedDemoData(database.db);
    if (seeded.inserted) app.log.info(seeded.counts, 'demo data seeded');
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database:
        config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL server',
    },
    `Lootmarket at ${config.publicOrigin}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
