import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../functions/adapters/ids.js';
import { HttpWebhookSender } from '../../functions/adapters/webhooks/http-sender.js';
import { deliverWebhook, publishSettle } from '../../functions/core/pipeline/index.js';
import { memoryWorld, runToMatchTarget, submitIn } from '../fixtures/memory-world.js';

/**
 * The webhook sender against receivers on 127.0.0.1 that misbehave slowly. CTP_WEBHOOK_TIMEOUT_MS is
 * a deadline for the whole attempt (connect, headers and body), not an idle timeout: a receiver that
 * keeps a connection alive a byte at a time still loses it when the deadline passes.
 */

const DEADLINE_MS = 300;

let server: Server;
let base: string;
/** Sockets the receiver accepted, and which of them are closed. */
const sockets: { socket: Socket; closed: boolean }[] = [];
const trickles = new Set<ReturnType<typeof setInterval>>();

/** Headers at once, then one byte of body every `everyMs`, never ending (far inside the deadline). */
function trickle(res: ServerResponse, everyMs: number) {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.flushHeaders();
  const timer = setInterval(() => res.write('.'), everyMs);
  trickles.add(timer);
  res.on('close', () => {
    clearInterval(timer);
    trickles.delete(timer);
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    if (req.url === '/trickle') return trickle(res, 20);
    if (req.url === '/silent') return; // Accepts the request and never answers.
    res.writeHead(204).end();
  });
  server.on('connection', (socket) => {
    const entry = { socket, closed: false };
    sockets.push(entry);
    socket.on('close', () => {
      entry.closed = true;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of trickles) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sender = new HttpWebhookSender({ timeoutMs: DEADLINE_MS, policy: 'local', clock: systemClock });
const delivery = (path: string) => ({
  url: `${base}${path}`,
  messageId: 'msg_deadline',
  payload: { job_id: 'job_deadline' },
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
});

describe('a webhook attempt', () => {
  it('gives up on a receiver that sends its headers and then a byte at a time, and closes the socket', async () => {
    const before = sockets.length;
    const outcome = await sender.send(delivery('/trickle'));
    expect(outcome).toMatchObject({ ok: false, status: 200 });
    expect(outcome.error).toMatch(/within 300 ms/);
    await expect.poll(() => sockets.slice(before).every((s) => s.closed), { timeout: 5_000 }).toBe(true);
    expect(sockets.length).toBeGreaterThan(before);
  });

  it('gives up on a receiver that never answers, and closes the socket', async () => {
    const before = sockets.length;
    const outcome = await sender.send(delivery('/silent'));
    expect(outcome).toMatchObject({ ok: false, status: null });
    expect(outcome.error).toMatch(/deadline/);
    await expect.poll(() => sockets.slice(before).every((s) => s.closed), { timeout: 5_000 }).toBe(true);
  });

  it('still succeeds against a receiver that answers', async () => {
    expect(await sender.send(delivery('/ok'))).toEqual({ ok: true, status: 204, error: null });
  });

  it('that gives up is reported, and the delivery goes on with its schedule', async () => {
    const w = memoryWorld({ webhooks: sender });
    const reports: unknown[] = [];
    const deps = { ...w.deps, onWebhookAttempt: (attempt: unknown) => reports.push(attempt) };
    const { jobId } = await submitIn(w, { callbackUrl: `${base}/trickle` });
    const state = await publishSettle(deps, await runToMatchTarget(deps, jobId));
    const next = await deliverWebhook(deps, state);
    expect(next).toMatchObject({ next: 'retry', webhook: { attempt: 1 } });
    expect(reports).toEqual([
      expect.objectContaining({
        job_id: jobId,
        attempt: 1,
        ok: false,
        error: expect.stringMatching(/deadline/),
      }),
    ]);
  });
});
