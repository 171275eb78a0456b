import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { ensurePrivateFolder } from '../db/private-folder';
import { PhotoStorage } from '../photos/photo-storage';
import { seedDemoAvatars } from './demo-avatars';
import { DEMO_ADMIN, seedDemoData } from './seed';

/**
 * `pnpm db:seed`: migrates, then fills an empty database with the demo data (no-op otherwise). The
 * demo accounts' passwords are published in the README, so with NODE_ENV=production it refuses unless
 * told in so many words.
 */
const PRODUCTION_FLAG = '--production-with-published-passwords';

const config = loadConfig();
if (config.env === 'production') {
  if (!process.argv.includes(PRODUCTION_FLAG)) {
    console.error(
      'Refused: NODE_ENV=production. The demo data has accounts whose passwords the README publishes ' +
        `(${DEMO_ADMIN.email} is an admin); anyone could sign in with them. To seed anyway (a public ` +
        `demo site, never one with real money), add ${PRODUCTION_FLAG}.`,
    );
    process.exit(1);
  }
  console.warn(
    `WARNING: seeding demo data with NODE_ENV=production (${PRODUCTION_FLAG}): every demo account, the ` +
      `admin ${DEMO_ADMIN.email} among them, signs in with the password printed in the README.`,
  );
}
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const started = performance.now();
  const result = await seedDemoData(database.db);
  if (result.inserted) {
    // The uploads folder as the server makes it (mode 0700), so its next start has nothing to fix.
    ensurePrivateFolder(config.uploadsDir);
    result.counts.avatars = await seedDemoAvatars(database.db, new PhotoStorage(config.uploadsDir));
  }
  console.info(
    result.inserted
      ? `demo data seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(result.counts)}`
      : 'database already has data: seed skipped',
  );
} finally {
  await database.close();
}
