/**
 * Child process of the fan-out benchmark: one API-like process serving either our STOMP-over-SockJS
 * endpoint (`stomp`; `stomp-sockjs` without the WebSocket fast path) or a raw `ws` broadcast (the
 * baseline). Driven over IPC by fanout.ts. Each publish is timed here too: the fan-out loop is
 * synchronous (in-process bus), so its wall and CPU time are the server's own cost of one publish,
 * which the machine's load distorts far less than the clients' arrival times.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { attachRealtime } from '../sockjs-server';

type Command = { type: 'publish'; body: string } | { type: 'rss' } | { type: 'costs' } | { type: 'stop' };

const mode = process.argv[2] === 'ws' || process.argv[2] === 'stomp-sockjs' ? process.argv[2] : 'stomp';
const sessions = Number(process.argv[3] ?? 10_000);
const server = createServer();
let publish: (body: string) => void;

if (mode === 'ws') {
  const wss = new WebSocketServer({ server });
  publish = (body) => {
    for (const client of wss.clients) client.send(body);
  };
} else {
  const realtime = attachRealtime(server, {
    authenticate: async (token) => (token === 'bench-token' ? { userId: 'bench' } : null),
    allowedOrigins: [],
    maxSessionsPerUser: sessions + 1,
    maxSessions: sessions + 1,
    // Every bench client comes from 127.0.0.1.
    connectionRate: { max: sessions + 1, windowMs: 60_000 },
    fanoutFastPath: mode === 'stomp',
  });
  await realtime.ready();
  publish = (body) => void realtime.broker.publish('bench', 'notifications', JSON.parse(body));
}

/** Per publish: wall and CPU (user + system) milliseconds of the synchronous fan-out. */
const costs: Array<{ wallMs: number; cpuMs: number }> = [];

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
process.on('message', (command: Command) => {
  if (command.type === 'publish') {
    const started = performance.now();
    const cpu = process.cpuUsage();
    publish(command.body);
    const used = process.cpuUsage(cpu);
    costs.push({ wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
  } else if (command.type === 'rss') process.send?.({ type: 'rss', rss: process.memoryUsage().rss });
  else if (command.type === 'costs') process.send?.({ type: 'costs', costs });
  else process.exit(0);
});
