import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { ensurePrivateFolder, privateFolderWarning } from './db/private-folder';
import { prepareData, startProblems } from './start';

/** Starts the server: check the settings, migrate, prepare the data (src/start.ts), listen. */
async function main() {
  const config = loadConfig();
  const problems = await startProblems(config);
  if (problems.length > 0) {
    throw new ConfigError(
      `Lootmarket does not start (NODE_ENV=${config.env}); see README.md, "Running in production":\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
  const uploads = ensurePrivateFolder(config.uploadsDir);
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    closeDatabase: true,
  });
  const uploadsWarning = privateFolderWarning('UPLOADS_DIR', config.uploadsDir, uploads);
  if (uploadsWarning) app.log.warn(uploadsWarning);
  await prepareData(config, database.db, app.log, app.photoStorage);
  // SIGTERM: drain (src/http/drain.ts: not ready at once, no new connections, sockets told to
  // reconnect, no job claimed, requests under way finished within SHUTDOWN_DRAIN_MS), then close. A
  // second signal stops the process at once (the handlers below run once).
  const shutdown = async (signal: string) => {
    app.log.info({ signal, drainMs: config.shutdown.drainMs }, 'shutting down: draining');
    const report = await app.lifecycle.drain({ drainMs: config.shutdown.drainMs });
    app.log.info(report, 'drained; closing');
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
