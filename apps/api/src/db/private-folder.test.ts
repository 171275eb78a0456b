import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { ensurePrivateFolder, privateFolderWarning } from './private-folder';

const modeOf = (dir: string) => statSync(dir).mode & 0o777;
const scratch = () => mkdtempSync(path.join(tmpdir(), 'lootmarket-folder-'));

describe('private folders for the embedded database and the uploads', () => {
  it('creates a missing folder, and its missing parents, for this user only', () => {
    const root = scratch();
    const dir = path.join(root, 'srv', 'data', 'uploads');
    expect(ensurePrivateFolder(dir)).toEqual({ state: 'created' });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(root, 'srv', 'data'))).toBe(0o700);
  });

  it('tightens a folder other users can read or enter, and says so', () => {
    for (const loose of [0o755, 0o750, 0o701, 0o777]) {
      const dir = path.join(scratch(), 'data');
      mkdirSync(dir);
      chmodSync(dir, loose);
      const folder = ensurePrivateFolder(dir);
      expect(folder).toEqual({ state: 'tightened', from: loose });
      expect(modeOf(dir)).toBe(0o700);
      expect(privateFolderWarning('DATA_DIR', dir, folder)).toBe(
        `DATA_DIR ${dir} was mode 0${loose.toString(8)}, open to other users: changed to 0700`,
      );
    }
  });

  it('leaves a private folder alone, and refuses a file in its place', () => {
    const dir = path.join(scratch(), 'data');
    mkdirSync(dir, { mode: 0o700 });
    expect(ensurePrivateFolder(dir)).toEqual({ state: 'private' });
    expect(privateFolderWarning('DATA_DIR', dir, { state: 'private' })).toBeNull();
    const file = path.join(scratch(), 'data');
    writeFileSync(file, '');
    expect(() => ensurePrivateFolder(file)).toThrow(/is not a folder/);
  });

  it('opens PGlite in a folder made private, a looser existing one tightened', async () => {
    const dir = path.join(scratch(), 'pglite');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(modeOf(dir)).toBe(0o700);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
