import type { FastifyBaseLogger } from 'fastify';
import { ensureFirstAdmin, firstAdminProblems } from './admin/first-admin';
import type { AppConfig } from './config/config';
import { productionProblems, sandboxPayments } from './config/production';
import type { Db } from './db/database';
import type { PhotoStorage } from './photos/photo-storage';
import { seedDemoAvatars } from './seed/demo-avatars';
import { seedDemoData } from './seed/seed';

/**
 * Every reason this start must not run, found before anything is opened: the production
 * requirements (src/config/production.ts) and the first admin's settings. All of them, not the first.
 */
export async function startProblems(config: AppConfig): Promise<string[]> {
  return [...productionProblems(config), ...(await firstAdminProblems(config))];
}

/**
 * What a start puts into the database before it listens: the demo data when SEED_DEMO_DATA allows it
 * (development and tests by default, never production) with, given the photo storage, a few demo
 * sellers' avatars; then the first admin from ADMIN_EMAIL.
 */
export async function prepareData(
  config: AppConfig,
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  photos?: Pick<PhotoStorage, 'save'>,
): Promise<void> {
  if (config.seedDemoData) {
    const seeded = await seedDemoData(db);
    if (seeded.inserted) log.info(seeded.counts, 'demo data seeded');
    if (seeded.inserted && photos)
      log.info({ avatars: await seedDemoAvatars(db, photos) }, 'demo avatars drawn');
  }
  if (config.firstAdmin) await ensureFirstAdmin(db, config.firstAdmin, log);
  const sandbox = sandboxPayments(config);
  if (
    config.env === 'production' &&
    (sandbox.card || sandbox.crypto || sandbox.withdrawalMethods.length > 0)
  ) {
    log.warn(sandbox, 'ALLOW_SANDBOX_PAYMENTS=true: sandbox providers take test money on this site');
  }
}
