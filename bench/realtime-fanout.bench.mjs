// The live notifications' speed targets (10,000 STOMP sessions over SockJS websockets within 1 GB RSS;
// fan-out p99 ≤ 250 ms; delivery rate ≥ 0.5× a raw `ws` broadcast measured in the same run). The measurement
// lives beside the broker (apps/api/src/realtime/bench/fanout.ts); this adapter runs it and hands its rows to
// the table.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default async function realtimeFanout() {
  const sessions = process.env.BENCH_SESSIONS ?? '10000';
  const run = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['apps/api/src/realtime/bench/fanout.ts', sessions, '--json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`realtime fan-out bench exited with ${run.status}`);
  const lines = run.stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1]);
}
