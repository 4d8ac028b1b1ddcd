import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/**
 * A static server for a built web app, as the Worker serves it: files from `root`, index.html for any other path
 * (the SPA fallback); `/api` answers as to a signed-out visitor (401 to reads, 400 `bad_token` to a stale link's POST).
 * Used to measure what pages load.
 */
export const serveStatic = async (root: string) => {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/')) {
      // Signed out: reads answer 401; a form or a link (activation, reset) answers "this link is not valid".
      const read = request.method === 'GET';
      response.writeHead(read ? 401 : 400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          read
            ? { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' }
            : { detail: 'This link is invalid or has already been used.', code: 'bad_token' },
        ),
      );
      return;
    }
    const file = join(root, normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    readFile(file)
      .then((body) => {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      })
      .catch(() =>
        readFile(join(root, 'index.html')).then((body) => {
          response.writeHead(extname(pathname) ? 404 : 200, { 'content-type': TYPES['.html'] });
          response.end(extname(pathname) ? '' : body);
        }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
