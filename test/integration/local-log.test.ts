import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollFor } from '../fixtures/poll.js';
import { START_ARGS } from './local-process.js';

/**
 * `npm start` as a user runs it (a child process, its stdout read line by line): one line per request,
 * one per webhook attempt, and a failing TLS check says why and what to do.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_KEY = 'ctp_local_demo_key';

const dir = mkdtempSync(path.join(tmpdir(), 'ctp-log-'));

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function certificate(name: string) {
  const key = path.join(dir, `${name}-key.pem`);
  const cert = path.join(dir, `${name}-cert.pem`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

async function httpsReceiver(tls: { key: Buffer; cert: Buffer }): Promise<{ server: Server; url: string }> {
  const server = createServer(tls, (req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

let trusted: { server: Server; url: string };
let untrusted: { server: Server; url: string };
let child: ReturnType<typeof spawn>;
let output = '';
let baseUrl = '';

/** Waits for `probe` to find something in the server's output; fails with the output so far. */
function until<T>(what: string, probe: () => T | null, deadlineMs = 60_000): Promise<T> {
  return pollFor(probe, { timeout: deadlineMs, what }).catch((error: Error) => {
    throw new Error(`${error.message}. Output so far:\n${output}`);
  });
}

beforeAll(async () => {
  const local = certificate('trusted');
  trusted = await httpsReceiver(local);
  untrusted = await httpsReceiver(certificate('untrusted'));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !name.startsWith('CTP_')) env[name] = value;
  }
  Object.assign(env, {
    PORT: '0',
    CTP_DATA_DIR: path.join(dir, 'data'),
    CTP_LOG: 'info',
    CTP_JUDGE: 'offline',
    NODE_EXTRA_CA_CERTS: local.certFile,
  });
  // npm start's own command line; its own process group, so that node and DynamoDB Local's java stop together.
  child = spawn(process.execPath, START_ARGS, {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  baseUrl = await until(
    'base URL',
    () => /is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? null,
  );
}, 90_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  trusted?.server.close();
  untrusted?.server.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

const submit = async (input: string, callbackUrl: string) => {
  const response = await fetch(`${baseUrl}/v1/jobs`, {
    method: 'POST',
    headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      input,
      operation: 'target_people',
      persona: 'owners-founders',
      callback_url: callbackUrl,
    }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { job_id: string }).job_id;
};

describe('npm start output', () => {
  it('prints one line per request: time, method, path, status, duration and request id', async () => {
    const response = await fetch(`${baseUrl}/v1/account`, { headers: { 'x-api-key': DEMO_KEY } });
    const requestId = response.headers.get('x-request-id');
    const line = await until(
      'request line',
      () => output.split('\n').find((l) => l.includes(`request ${requestId}`)) ?? null,
    );
    expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z {2}GET \/v1\/account → 200 {2}\d+ ms {2}request [\w-]+$/);
  }, 60_000);

  it('prints each webhook attempt, and why a TLS check failed with how to trust a local certificate', async () => {
    const delivered = await submit('acme-robotics', trusted.url);
    const refused = await submit('nordlicht-design', untrusted.url);

    const ok = await until(
      'delivered webhook line',
      () => output.split('\n').find((l) => l.includes(`webhook ${delivered}`)) ?? null,
    );
    expect(ok).toContain(`POST ${trusted.url} → 204  attempt 1/6  delivered`);

    const failed = await until('failed webhook line', () => {
      const lines = output.split('\n');
      const at = lines.findIndex((l) => l.includes(`webhook ${refused}`));
      return at >= 0 && lines[at + 1] !== undefined ? [lines[at], lines[at + 1]] : null;
    });
    expect(failed[0]).toMatch(
      /failed: self[- ]signed certificate.*\(DEPTH_ZERO_SELF_SIGNED_CERT\) {2}attempt 1\/6 {2}next retry \d{4}-/,
    );
    expect(failed[1]).toContain('NODE_EXTRA_CA_CERTS');
  }, 60_000);
});
