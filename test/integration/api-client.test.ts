import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStores } from '../../functions/adapters/memory/index.js';
import { apiHelpers } from './api-client.js';

/**
 * A server that closes a kept-alive connection just as the next request arrives on it: what a server's
 * keep-alive timer does when it fires late, after the client has already written its next request on the
 * connection it still holds (a stack in the test's own process, its event loop stalled by the test).
 */
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const served = (req.socket as { served?: number }).served ?? 0;
    (req.socket as { served?: number }).served = served + 1;
    if (served > 0) {
      req.socket.destroy();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the harness call', () => {
  it('never sends a request on a connection a previous call left open, which the server may be closing', async () => {
    const { call } = apiHelpers(baseUrl, createMemoryStores());
    for (const path of ['/first', '/second', '/third']) {
      const response = await call('GET', path);
      expect(response.status).toBe(200);
      expect(response.body).toBe('ok');
    }
  });
});
