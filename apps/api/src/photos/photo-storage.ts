import { type FileHandle, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';
import { PHOTO_FILE_PATTERN, photoFileName, STORED_WIDTHS } from './photo-urls';

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
 * The offer photos' own folder inside the uploads folder. It is the only folder anyone is served
 * from; ticket attachments (`tickets/`) and dispute evidence (`disputes/`) beside it are only ever
 * sent by their download routes, which check who asks.
 */
const PHOTOS_FOLDER = 'offers';

/**
 * Offer photos on disk: `<uploads>/offers/<photoId>-<width>.webp`. One folder, file names that never
 * change (a new upload is a new id), so the files can be served with immutable caching.
 */
export class PhotoStorage {
  readonly dir: string;

  /** `uploadsDir`: the uploads folder (UPLOADS_DIR); the photos live in its `offers/` folder. */
  constructor(readonly uploadsDir: string) {
    this.dir = path.join(uploadsDir, PHOTOS_FOLDER);
  }

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
        STORED_WIDTHS.flatMap((width) => [
          rm(path.join(this.dir, photoFileName(photoId, width)), { force: true }),
          // A photo an older process wrote to the old place (see moveLegacyPhoto) goes too.
          rm(path.join(this.uploadsDir, photoFileName(photoId, width)), { force: true }),
        ]),
      ),
    );
  }

  /**
   * Opens a photo file by its name; null when the name is not a photo's or there is no such file.
   * Only PHOTO_FILE_PATTERN names are looked up, and only inside the photos folder.
   */
  async open(fileName: string): Promise<FileHandle | null> {
    if (!PHOTO_FILE_PATTERN.test(fileName)) return null;
    const target = path.join(this.dir, fileName);
    const attempt = () =>
      open(target, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    const file = await attempt();
    if (file) return file;
    // During a rolling restart an older process may still write a photo to the old place: it is
    // moved in on its first request.
    return (await this.moveLegacyPhoto(fileName)) ? attempt() : null;
  }

  /** Moves one photo from the uploads folder itself (where photos lived before) into the photos folder. */
  private async moveLegacyPhoto(fileName: string): Promise<boolean> {
    try {
      await rename(path.join(this.uploadsDir, fileName), path.join(this.dir, fileName));
      return true;
    } catch (error) {
      // Gone already: another process (or an earlier start) moved it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /**
   * The start-up step that gives photos their own folder: every photo file left in the uploads folder
   * itself (the layout before) is renamed into `offers/`. Each rename is atomic, so a start that stops
   * half-way leaves every file in one place or the other and the next start finishes the job; a
   * second run finds nothing to do; two processes starting together each move what the other has
   * not. Nothing else in the uploads folder is touched (tickets/, disputes/, temporary files).
   * Returns how many files were moved.
   */
  async moveLegacyPhotos(): Promise<number> {
    await this.ensureDir();
    let moved = 0;
    for (const entry of await readdir(this.uploadsDir, { withFileTypes: true })) {
      if (entry.isFile() && PHOTO_FILE_PATTERN.test(entry.name) && (await this.moveLegacyPhoto(entry.name)))
        moved += 1;
    }
    return moved;
  }
}

/** Where uploads live: `config.uploadsDir` (UPLOADS_DIR, validated in config.ts); prefer reading that. */
export function uploadsDirFrom(config: AppConfig): string {
  return config.uploadsDir;
}

export const photoStoragePlugin = fp<{ uploadsDir: string }>(
  async (app: FastifyInstance, { uploadsDir }) => {
    const storage = new PhotoStorage(uploadsDir);
    // A file-system step, so it runs on every start whichever database the server uses.
    const moved = await storage.moveLegacyPhotos();
    if (moved > 0) app.log.info({ moved, dir: storage.dir }, 'offer photos moved into their own folder');
    app.decorate('photoStorage', storage);
  },
  { name: 'photo-storage' },
);
