// Runs pnpm on a machine that may have only Node.js and npm: the pinned pnpm when it is on PATH,
// otherwise the same version through npx (the first call downloads it from the npm registry).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const pinnedVersion = pinned.split('@')[1];

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return probe.status === 0 && probe.stdout.trim() === pinnedVersion;
}

const command = pnpmOnPath() ? ['pnpm'] : ['npx', '--yes', pinned];

/** Runs `pnpm ...args` (stdio inherited unless `options` say otherwise); resolves with the exit code. */
export function pnpm(args, options = {}) {
  return run(command[0], [...command.slice(1), ...args], options);
}

/** `onOutput`, with piped stdio, receives the child's stdout and stderr chunks in order of arrival. */
export function run(cmd, args, { onOutput, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    if (onOutput) {
      child.stdout?.on('data', onOutput);
      child.stderr?.on('data', onOutput);
    }
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    // With piped output, 'close' comes once the last chunk is read as well.
    child.on(onOutput ? 'close' : 'exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
