import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config/config';
import { backup, restore } from './backup';
import { openDatabase } from './database';

/**
 * `pnpm db:backup [folder]` and `pnpm db:restore <folder>` (README "Backups"): the database of
 * DATABASE_URL (pg_dump / pg_restore) or the embedded one in DATA_DIR (stop the server on that folder
 * first: one process at a time opens it), with the uploads folder and the offer-codes key file.
 */
const [command, folder] = process.argv.slice(2);
const config = loadConfig();
const resolved = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);

if (command === 'backup') {
  const outDir = folder
    ? resolved(folder)
    : path.join(REPO_ROOT, 'backups', `lootmarket-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  const database = await openDatabase(config.database);
  try {
    const manifest = await backup(
      {
        database,
        url: config.database.kind === 'postgres' ? config.database.url : null,
        uploadsDir: config.uploadsDir,
      },
      outDir,
    );
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.info(
      `backed up the ${manifest.database} database (${rows} rows in ${Object.keys(manifest.tables).length} tables), the uploads${manifest.offerCodesKey ? ' and the offer-codes key' : ''} to ${outDir}`,
    );
  } finally {
    await database.close();
  }
} else if (command === 'restore' && folder) {
  const report = await restore(resolved(folder), {
    database: config.database,
    uploadsDir: config.uploadsDir,
  });
  if (report.differences.length > 0) {
    console.error(`restored, but it does not match the backup:\n- ${report.differences.join('\n- ')}`);
    process.exit(1);
  }
  console.info(
    `restored the ${report.manifest.database} database of ${report.manifest.createdAt}: every table's rows and the ledger's totals match the backup`,
  );
} else {
  console.error('usage: pnpm db:backup [folder] | pnpm db:restore <folder>');
  process.exit(2);
}
