/**
 * The live notifications' speed targets: one API process holds N (10,000) STOMP sessions on the SockJS
 * websocket transport within 1 GB RSS; a notification fanned out to all of them arrives with p99 ≤ 250 ms;
 * the delivery rate is at least 50% of a raw `ws` broadcast measured in the same run.
 *
 * `pnpm exec tsx apps/api/src/realtime/bench/fanout.ts [sessions] [--json] [--compare]` prints the
 * rows of bench/run.mjs (`{ bench, metric, value, unit, baseline?, budget?, ok? }`). Besides the
 * clients' arrival times (which include the benchmark's own 10,000 client sockets in one process,
 * and so the machine's load), it reports the server's CPU time per publish, measured in the server
 * process around the synchronous fan-out. `--compare` also runs the STOMP server without the
 * WebSocket fast path (every frame through sockjs's `conn.write`), the path before it existed.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import WebSocket from 'ws';

const sessions = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10_000);
const asJson = process.argv.includes('--json');
const compare = process.argv.includes('--compare');
type Mode = 'stomp' | 'stomp-sockjs' | 'ws';
const ROUNDS = 5;
const CONNECT_CONCURRENCY = 200;

interface Child {
  process: ChildProcess;
  port: number;
  request<T>(message: object, reply?: string): Promise<T>;
}

async function startChild(mode: Mode): Promise<Child> {
  const child = fork(join(import.meta.dirname, 'bench-server.ts'), [mode, String(sessions)], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF && mode === 'stomp'
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    stdio: 'inherit',
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    process: child,
    port,
    request: (message, reply) =>
      new Promise((resolve) => {
        if (reply) child.once('message', (m) => resolve(m as never));
        child.send(message);
        if (!reply) resolve(undefined as never);
      }),
  };
}

/**
 * One client: resolves once subscribed; calls onNotification for each notification. Both kinds of
 * client do the same small work per notification (a prefix check), so the comparison is of servers.
 */
function openClient(mode: Mode, port: number, onNotification: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    if (mode === 'ws') {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/`);
      ws.on('open', () => resolve(ws));
      ws.on('message', () => onNotification());
      ws.on('error', reject);
      return;
    }
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/000/${randomUUID()}/websocket`);
    const send = (frame: string) => ws.send(JSON.stringify([frame]));
    let subscribed = false;
    ws.on('message', (data) => {
      const text = data.toString();
      if (subscribed) {
        if (text.startsWith('a["MESSAGE')) onNotification();
        return;
      }
      if (text === 'o') {
        send('CONNECT\naccept-version:1.2\nheart-beat:4000,4000\nAuthorization:Bearer bench-token\n\n\0');
        send('SUBSCRIBE\nid:0\ndestination:/socket/bench/notifications\nreceipt:s\n\n\0');
      } else if (text.includes('RECEIPT')) {
        subscribed = true;
        resolve(ws);
      } else if (text.includes('ERROR')) reject(new Error(text));
    });
    ws.on('error', reject);
  });
}

interface Measured {
  rssMb: number;
  p50: number;
  p99: number;
  rate: number;
  /** Median over the rounds of the server's CPU and wall milliseconds for one synchronous fan-out. */
  serverCpuMs: number;
  serverWallMs: number;
}

async function measure(mode: Mode): Promise<Measured> {
  const child = await startChild(mode);
  try {
    return await measureWith(mode, child);
  } finally {
    // Also on a failed round: never leave the server process behind.
    child.process.kill();
  }
}

async function measureWith(mode: Mode, child: Child): Promise<Measured> {
  const arrivals: number[] = [];
  // One notification in flight at a time: each arrival is timed from the current publish.
  let sentAt = 0;
  const onNotification = () => arrivals.push(Date.now() - sentAt);
  const clients: WebSocket[] = [];
  // The clients keep their promised 4 s heart-beat, as browsers do, from the first one on.
  const beat = setInterval(() => {
    if (mode !== 'ws') for (const ws of clients) ws.send('["\\n"]');
  }, 4_000);
  for (let i = 0; i < sessions; i += CONNECT_CONCURRENCY) {
    const batch = Math.min(CONNECT_CONCURRENCY, sessions - i);
    clients.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => openClient(mode, child.port, onNotification)),
      )),
    );
  }
  const { rss } = await child.request<{ rss: number }>({ type: 'rss' }, 'rss');
  const p50s: number[] = [];
  const p99s: number[] = [];
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    arrivals.length = 0;
    sentAt = Date.now();
    await child.request({
      type: 'publish',
      body: JSON.stringify({ items: [{ id: `n${round}`, type: 'order.paid', orderId: randomUUID() }] }),
    });
    const deadline = Date.now() + 30_000;
    while (arrivals.length < sessions && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    if (arrivals.length < sessions) throw new Error(`${mode}: ${arrivals.length}/${sessions} arrived`);
    const sorted = [...arrivals].sort((a, b) => a - b);
    p50s.push(sorted[Math.floor(sessions * 0.5)] ?? 0);
    p99s.push(sorted[Math.min(sessions - 1, Math.floor(sessions * 0.99))] ?? 0);
    rates.push(sessions / (Math.max(1, sorted[sessions - 1] ?? 1) / 1000));
    await new Promise((r) => setTimeout(r, 200));
  }
  clearInterval(beat);
  const { costs } = await child.request<{ costs: Array<{ wallMs: number; cpuMs: number }> }>(
    { type: 'costs' },
    'costs',
  );
  for (const ws of clients) ws.terminate();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    rssMb: rss / 1024 / 1024,
    p50: median(p50s),
    p99: median(p99s),
    rate: median(rates),
    serverCpuMs: median(costs.map((c) => c.cpuMs)),
    serverWallMs: median(costs.map((c) => c.wallMs)),
  };
}

const baseline = await measure('ws');
const stomp = await measure('stomp');
const before = compare ? await measure('stomp-sockjs') : null;
const bench = `realtime fan-out (${sessions} sessions)`;
const rows = [
  {
    bench,
    metric: 'server RSS',
    value: stomp.rssMb,
    unit: 'MB',
    baseline: { label: 'raw ws', value: baseline.rssMb },
    budget: '≤ 1024 MB',
    ok: stomp.rssMb <= 1024,
  },
  {
    bench,
    metric: 'p50 latency',
    value: stomp.p50,
    unit: 'ms',
    baseline: { label: 'raw ws', value: baseline.p50 },
  },
  {
    bench,
    metric: 'p99 latency',
    value: stomp.p99,
    unit: 'ms',
    baseline: { label: 'raw ws', value: baseline.p99 },
    budget: '≤ 250 ms',
    ok: stomp.p99 <= 250,
  },
  {
    bench,
    metric: 'delivery rate',
    value: stomp.rate,
    unit: 'msg/s',
    baseline: { label: 'raw ws', value: baseline.rate },
    budget: '≥ 0.5 × raw ws',
    ok: stomp.rate >= 0.5 * baseline.rate,
  },
  {
    bench,
    metric: 'server CPU per publish',
    value: stomp.serverCpuMs,
    unit: 'ms',
    baseline: { label: 'raw ws', value: baseline.serverCpuMs },
  },
  {
    bench,
    metric: 'server wall time per publish',
    value: stomp.serverWallMs,
    unit: 'ms',
    baseline: { label: 'raw ws', value: baseline.serverWallMs },
  },
  ...(before
    ? [
        {
          bench,
          metric: 'server CPU per publish, without the WebSocket fast path',
          value: before.serverCpuMs,
          unit: 'ms',
          baseline: { label: 'raw ws', value: baseline.serverCpuMs },
        },
        {
          bench,
          metric: 'p99 latency, without the WebSocket fast path',
          value: before.p99,
          unit: 'ms',
          baseline: { label: 'raw ws', value: baseline.p99 },
        },
      ]
    : []),
];
const format = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
process.stdout.write(
  asJson
    ? `${JSON.stringify(rows)}\n`
    : rows
        .map(
          (r) =>
            `${r.bench} | ${r.metric}: ${format(r.value)} ${r.unit}` +
            (r.baseline ? ` (raw ws ${format(r.baseline.value)})` : '') +
            (r.budget ? ` budget ${r.budget}: ${r.ok ? 'ok' : 'OVER'}` : '') +
            '\n',
        )
        .join(''),
);
process.exit(0);
