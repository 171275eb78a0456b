import { chmodSync, mkdirSync, statSync } from 'node:fs';

export type PrivateFolderState =
  | { state: 'created' }
  | { state: 'private' }
  /** It was readable or writable by others: now 0700. */
  | { state: 'tightened'; from: number }
  /** It is readable or writable by others and this process may not change that (not its owner). */
  | { state: 'loose'; mode: number; reason: string };

/**
 * Makes `dir` (and any missing parent) a folder only this user can enter: 0700. The embedded database
 * and the uploads (ticket attachments, dispute evidence, the offer-codes key beside them) are nobody
 * else's business on a shared machine. An existing folder open to others is tightened to 0700.
 */
export function ensurePrivateFolder(dir: string): PrivateFolderState {
  const stats = statSync(dir, { throwIfNoEntry: false });
  if (!stats) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // mkdir's mode passes through the umask, which only takes bits away; chmod states it exactly.
    chmodSync(dir, 0o700);
    return { state: 'created' };
  }
  if (!stats.isDirectory()) throw new Error(`${dir} is not a folder`);
  const mode = stats.mode & 0o777;
  if ((mode & 0o077) === 0) return { state: 'private' };
  try {
    chmodSync(dir, 0o700);
    return { state: 'tightened', from: mode };
  } catch (error) {
    return { state: 'loose', mode, reason: (error as Error).message };
  }
}

/** The log line for a folder that was, or still is, open to other users; null when there is none. */
export function privateFolderWarning(name: string, dir: string, folder: PrivateFolderState): string | null {
  const octal = (mode: number) => `0${mode.toString(8)}`;
  if (folder.state === 'tightened') {
    return `${name} ${dir} was mode ${octal(folder.from)}, open to other users: changed to 0700`;
  }
  if (folder.state === 'loose') {
    return `${name} ${dir} is mode ${octal(folder.mode)}, open to other users, and could not be changed to 0700 (${folder.reason}): fix its owner or mode`;
  }
  return null;
}
