import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSite } from '../../local/console-site.js';

/** The console's file handler in front of a stand-in API that answers everything it passes on with 418. */
let server: Server;
let base: string;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'ctp-console-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dist, 'assets', 'main-ABC123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'secret.txt'), 'not served');
  const site = consoleSite(dist);
  server = createServer(async (req, res) => {
    if (await site(req, res)) return;
    res.writeHead(418).end('api');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('consoleSite', () => {
  it('serves the page with a strict policy: own origin only, no inline script, never framed', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
      ]),
    );
    expect(csp).not.toMatch(/unsafe|https?:|\*/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves hashed assets as immutable, and HEAD without a body', async () => {
    const asset = await fetch(`${base}/assets/main-ABC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const head = await fetch(`${base}/index.html`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('passes everything else on to the API: /v1, other files, other methods, missing assets, traversal', async () => {
    for (const url of [
      '/v1/account',
      '/secret.txt',
      '/assets/missing-1.js',
      '/assets/../secret.txt',
      '/assets/%2e%2e%2fsecret.txt',
      '/assets/main-ABC123.map',
    ]) {
      const response = await fetch(`${base}${url}`);
      expect([url, response.status]).toEqual([url, 418]);
    }
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(418);
  });
});
