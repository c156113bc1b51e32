import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startChild } from './local-process.js';

/** The local stack stays on this machine, and its fixed ports behave (issue 11). */

interface Listener {
  address: string;
  port: number;
}

/** Every listening TCP socket of this machine, from /proc/net/tcp and tcp6 (addresses as hex, as the kernel writes them). */
function listeners(): Listener[] {
  const found: Listener[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [address, port] = (fields[1] ?? '').split(':');
      // State 0A is LISTEN.
      if (fields[3] === '0A' && address && port) found.push({ address, port: Number.parseInt(port, 16) });
    }
  }
  return found;
}

/** 127.0.0.1 in tcp, ::ffff:127.0.0.1 and ::1 in tcp6. */
const LOOPBACK = new Set([
  '0100007F',
  '0000000000000000FFFF00000100007F',
  '00000000000000000000000001000000',
]);

describe('the local services', () => {
  it('listen on 127.0.0.1 only: DynamoDB Local, the S3 emulator and the API', () => {
    const ports = [inject('dynamoEndpoint'), inject('s3Endpoint'), inject('baseUrl')].map((url) =>
      Number(new URL(url).port),
    );
    const all = listeners();
    for (const port of ports) {
      const sockets = all.filter((l) => l.port === port);
      expect(sockets.length, `nothing listens on ${port}`).toBeGreaterThan(0);
      for (const socket of sockets)
        expect(LOOPBACK.has(socket.address), `${port} on ${socket.address}`).toBe(true);
    }
  });
});

describe('npm start with a fixed port that is taken', () => {
  const blockers: Server[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const server of blockers) await new Promise((resolve) => server.close(resolve));
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const occupy = async (): Promise<number> => {
    const server = createServer();
    blockers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  };

  it.each(['PORT', 'CTP_DYNAMODB_PORT', 'CTP_S3_PORT'])(
    'stops with one line naming %s, before anything starts',
    async (variable) => {
      const taken = await occupy();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ctp-ports-'));
      dirs.push(dataDir);
      const started = startChild({ PORT: '0', CTP_DATA_DIR: dataDir, [variable]: String(taken) });
      // Should it start after all, it must not outlive the test.
      const guard = setTimeout(() => started.killTree(), 45_000);
      const code = await started.exited;
      clearTimeout(guard);
      expect(code).toBe(1);
      const lines = started
        .output()
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
      expect(lines).toEqual([
        expect.stringMatching(new RegExp(`^${variable}=${taken}: port ${taken} .*in use`)),
      ]);
      // Nothing started: DynamoDB Local would have made its folder, the emulator its own.
      expect(existsSync(path.join(dataDir, 'dynamodb'))).toBe(false);
      expect(existsSync(path.join(dataDir, 's3'))).toBe(false);
    },
    60_000,
  );
});
