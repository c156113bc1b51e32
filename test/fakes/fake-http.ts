import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the provider fakes share: JSON bodies, scripted failures, and a server on loopback. */

/** A request the fake refuses with 400, as the real API would. */
export class BadRequest extends Error {}

/** The request's JSON body; undefined when empty; a BadRequest when it is not JSON. */
export async function readJsonBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest('the body is not JSON');
  }
}

/** One scripted failure of a fake's endpoint. */
export interface ScriptedFailure {
  /** Which endpoint fails; every endpoint when absent or '*'. */
  endpoint?: string;
  /** HTTP status of the failure; 500 by default. With `delayMs` and no status, the answer is normal but late. */
  status?: number;
  /** Sent as `Retry-After`. */
  retryAfter?: number | string;
  /** Waits this long before answering: for deadline tests. */
  delayMs?: number;
  /** Matching requests let through before this failure starts. */
  skip?: number;
  /** How many matching requests fail; 1 by default. */
  times?: number;
  /** The body; the fake's error body for the status by default. */
  body?: unknown;
}

/** A fake's failures, met in the order they were scripted. */
export class FailureScript<F extends ScriptedFailure> {
  private readonly pending: (F & { skip: number; times: number })[] = [];

  constructor(failures: readonly F[] = []) {
    for (const failure of failures) this.add(failure);
  }

  add(failure: F): void {
    this.pending.push({ ...failure, skip: failure.skip ?? 0, times: failure.times ?? 1 });
  }

  /**
   * The failure a request to `endpoint` meets, after its delay, with its status and headers: null when
   * it meets none, or only a delay (then the fake answers normally, late).
   */
  async meet(
    endpoint: string | null = null,
  ): Promise<(F & { status: number; headers: Record<string, string> }) | null> {
    const failure = this.pending.find((f) => {
      if (f.times <= 0 || !(f.endpoint === undefined || f.endpoint === '*' || f.endpoint === endpoint))
        return false;
      if (f.skip > 0) {
        f.skip -= 1;
        return false;
      }
      return true;
    });
    if (!failure) return null;
    failure.times -= 1;
    if (failure.delayMs) await new Promise((resolve) => setTimeout(resolve, failure.delayMs).unref());
    if (failure.status === undefined && failure.delayMs) return null;
    const headers: Record<string, string> =
      failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) };
    return { ...failure, status: failure.status ?? 500, headers };
  }
}

/** Starts `server` on a free loopback port: its base URL, and a close that drops open connections. */
export async function listenOnLoopback(server: Server): Promise<{ baseURL: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
