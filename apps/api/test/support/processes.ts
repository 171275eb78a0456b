import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** apps/api, where `tsx src/server.ts` and the command-line tools run from. */
const API_DIR = path.resolve(import.meta.dirname, '../..');
export const REPO_DIR = path.resolve(API_DIR, '../..');
const TSX = path.join(API_DIR, 'node_modules/.bin/tsx');

/**
 * Only what a process needs to run, plus `env`: never the test runner's own environment (its
 * NODE_ENV=test, a DATABASE_URL of the developer's) leaking into the process under test.
 */
function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG'];
  return {
    ...Object.fromEntries(keep.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : []))),
    ...env,
  };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs a command to its end, `stdin` piped in (then closed). */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; stdin?: string } = {},
): Promise<Finished> {
  const child = spawn(command, args, {
    cwd: options.cwd ?? API_DIR,
    env: cleanEnv(options.env ?? {}),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const finished = collect(child);
  child.stdin?.end(options.stdin ?? '');
  return finished;
}

/** A TypeScript entry point of apps/api (`src/…`) run with tsx, as the package scripts do. */
export function runTsx(
  entry: string,
  args: string[],
  options: { env?: Record<string, string>; stdin?: string },
) {
  return runCommand(TSX, [entry, ...args], options);
}

export interface ServerProcess {
  /** 'listening' once the start logged its "Lootmarket at" line; 'exited' when it ended first. */
  started: Promise<'listening' | 'exited'>;
  /** SIGTERM (when still running), then what it printed and its exit code. */
  stop(): Promise<Finished>;
}

/**
 * src/server.ts with `env`: the real start, as `pnpm serve` runs it, but with tsx loaded into the one
 * node process rather than through tsx's parent process, which relays SIGTERM with a 30 ms deadline
 * and SIGKILLs a child that answers later (as it may on a busy machine).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const finished = collect(child);
  const started = new Promise<'listening' | 'exited'>((resolve) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (seen.includes('"msg":"Lootmarket at ')) resolve('listening');
    });
    void finished.then(() => resolve('exited'));
  });
  return {
    started,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return finished;
    },
  };
}
