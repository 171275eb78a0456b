/**
 * Child process of the fan-out benchmark: one API-like process serving either our STOMP-over-SockJS
 * endpoint or a raw `ws` broadcast (the baseline). Driven over IPC by fanout.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { attachRealtime } from '../sockjs-server';

type Command = { type: 'publish'; body: string } | { type: 'rss' } | { type: 'stop' };

const mode = process.argv[2] === 'ws' ? 'ws' : 'stomp';
const sessions = Number(process.argv[3] ?? 10_000);
const server = createServer();
let publish: (body: string) => void;

if (mode === 'stomp') {
  const realtime = attachRealtime(server, {
    authenticate: async (token) => (token === 'bench-token' ? { userId: 'bench' } : null),
    allowedOrigins: [],
    maxSessionsPerUser: sessions + 1,
    maxSessions: sessions + 1,
  });
  await realtime.ready();
  publish = (body) => void realtime.broker.publish('bench', 'notifications', JSON.parse(body));
} else {
  const wss = new WebSocketServer({ server });
  publish = (body) => {
    for (const client of wss.clients) client.send(body);
  };
}

await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port });
process.on('message', (command: Command) => {
  if (command.type === 'publish') publish(command.body);
  else if (command.type === 'rss') process.send?.({ type: 'rss', rss: process.memoryUsage().rss });
  else process.exit(0);
});
