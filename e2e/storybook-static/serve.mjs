// Serves the built storybook-static for the smoke and visual tests, so they need no extra dependency.
// Usage: node e2e/storybook-static/serve.mjs <dir> <port>
import path from 'node:path';
import { serveStatic } from '../../tooling/static-server.mjs';

const root = path.resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? 6007);
await serveStatic(root, port);
console.info(`storybook-static served from ${root} at http://127.0.0.1:${port}`);
