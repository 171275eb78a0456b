import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import { REPO_ROOT } from '../config/config';
import { PHOTO_WIDTHS, photoFileName } from './photo-urls';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
  }
}

/**
 * Offer photos on disk: `<dir>/<photoId>-<width>.webp`. One folder, file names that never change
 * (a new upload is a new id), so the files can be served with immutable caching.
 */
export class PhotoStorage {
  constructor(readonly dir: string) {}

  async ensureDir(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** Writes every variant of one photo, each through a temporary name, so no half file is served. */
  async save(photoId: string, variants: ReadonlyArray<{ width: number; data: Buffer }>): Promise<void> {
    await this.ensureDir();
    const written: string[] = [];
    try {
      for (const { width, data } of variants) {
        const target = path.join(this.dir, photoFileName(photoId, width));
        const temporary = `${target}.${process.pid}.tmp`;
        written.push(temporary);
        await writeFile(temporary, data, { flag: 'wx' });
        await rename(temporary, target);
        written.push(target);
      }
    } catch (error) {
      await Promise.all(written.map((file) => rm(file, { force: true })));
      throw error;
    }
  }

  async remove(photoIds: readonly string[]): Promise<void> {
    await Promise.all(
      photoIds.flatMap((photoId) =>
        Object.values(PHOTO_WIDTHS).map((width) =>
          rm(path.join(this.dir, photoFileName(photoId, width)), { force: true }),
        ),
      ),
    );
  }
}

/**
 * UPLOADS_DIR, else `uploads` inside DATA_DIR (the PGlite folder), else `<repo>/.data/uploads`.
 * Read here and not in config.ts, which another part of the team owns: see the README's table.
 */
export function uploadsDirFrom(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string {
  if (env.UPLOADS_DIR) return path.resolve(REPO_ROOT, env.UPLOADS_DIR);
  if (config.database.kind === 'pglite' && config.database.dataDir)
    return path.join(config.database.dataDir, 'uploads');
  return path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data', 'uploads');
}

export const photoStoragePlugin = fp<{ dir: string }>(
  async (app: FastifyInstance, { dir }) => {
    app.decorate('photoStorage', new PhotoStorage(dir));
  },
  { name: 'photo-storage' },
);
