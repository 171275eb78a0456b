// A minimal static file server for the built storybook-static, so the smoke and visual tests need
// no extra dependency. Usage: node e2e/storybook-static/serve.mjs <dir> <port>
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? 6007);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  // Browsers ask for /favicon.ico on their own; Storybook ships its icon as SVG only.
  const pathname = url.pathname === '/favicon.ico' ? '/favicon.svg' : url.pathname;
  const relative = decodeURIComponent(pathname).replace(/\/$/, '/index.html');
  const file = path.join(root, path.normalize(relative));
  // Never serve anything outside the served folder.
  if (!file.startsWith(root + path.sep)) {
    response.writeHead(403).end();
    return;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-length': info.size,
      // Built assets carry a content hash in their name: let the browser keep them between stories.
      'cache-control': relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
}).listen(port, '127.0.0.1', () => {
  console.info(`storybook-static served from ${root} at http://127.0.0.1:${port}`);
});
