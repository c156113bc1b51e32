import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CONSOLE_SECURITY_HEADERS } from '../console/headers.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves the built console (console/dist) at `/` beside the API: `GET|HEAD /`, `/index.html` and
 * `/assets/<file>`. Answers whether it handled the request; everything else (all of /v1) goes on to the
 * API. The console routes with the URL's fragment (#/jobs/…), so no other path is the console's.
 */
export function consoleSite(
  distDir: string,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    let file: string;
    let cache: string;
    if (pathname === '/' || pathname === '/index.html') {
      file = 'index.html';
      cache = 'no-cache';
    } else {
      const asset = /^\/assets\/([\w-]+\.(?:js|css))$/.exec(pathname)?.[1];
      if (!asset) return false;
      file = path.join('assets', asset);
      // Names carry a content hash: a changed file has a new name.
      cache = 'public, max-age=31536000, immutable';
    }
    const body = await readFile(path.join(distDir, file)).catch(() => null);
    if (!body) return false;
    for (const [name, value] of Object.entries(CONSOLE_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('content-length', body.length);
    res.setHeader('cache-control', cache);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
