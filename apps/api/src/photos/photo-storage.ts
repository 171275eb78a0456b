import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import { PHOTO_WIDTHS, photoFileName } from './photo-urls';

declare module 'fastify' {
  interface FastifyInstance {
    photoStorage: PhotoStorage;
  }
}

/**
 * Writes each file through a temporary name and renames it into place, so no half file is ever read;
 * on any failure every file of this call (temporary or complete) is removed again.
 */
export async function writeFilesAtomically(
  files: ReadonlyArray<{ target: string; data: Buffer }>,
): Promise<void> {
  const written: string[] = [];
  try {
    for (const { target, data } of files) {
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
    await writeFilesAtomically(
      variants.map(({ width, data }) => ({
        target: path.join(this.dir, photoFileName(photoId, width)),
        data,
      })),
    );
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

/** Where uploads live: `config.uploadsDir` (UPLOADS_DIR, validated in config.ts); prefer reading that. */
export function uploadsDirFrom(config: AppConfig): string {
  return config.uploadsDir;
}

export const photoStoragePlugin = fp<{ dir: string }>(
  async (app: FastifyInstance, { dir }) => {
    app.decorate('photoStorage', new PhotoStorage(dir));
  },
  { name: 'photo-storage' },
);
