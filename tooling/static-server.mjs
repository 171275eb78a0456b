// A minimal static file server (no dependency): the built Storybook for its smoke and visual tests
// (e2e/storybook-static/serve.mjs), the packed-consumer app of the package check.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

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

/**
 * Serves the files under `root` on 127.0.0.1 (`port` 0: any free port); resolves once it listens.
 */
export function serveStatic(root, port = 0) {
  const base = path.resolve(root);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // Browsers ask for /favicon.ico on their own; Storybook ships its icon as SVG only.
    const pathname = url.pathname === '/favicon.ico' ? '/favicon.svg' : url.pathname;
    const relative = decodeURIComponent(pathname).replace(/\/$/, '/index.html');
    const file = path.join(base, path.normalize(relative));
    // Never serve anything outside the served folder.
    if (!file.startsWith(base + path.sep)) {
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
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
