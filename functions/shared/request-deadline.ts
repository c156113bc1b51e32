import { AsyncLocalStorage } from 'node:async_hooks';
import { ServiceUnavailableError } from '../core/errors.js';

/**
 * Every API request answers within its deadline whatever its dependencies do (docs/reliability.md,
 * "Answers within 6 s"). The middleware runs each request inside `withinDeadline`; the storage adapters
 * ask `deadlineSignal` for the signal to hand the SDK, so that a call still waiting when the request
 * gives up is aborted instead of living on into the next invocation of a frozen Lambda container.
 *
 * Two signals: reads are aborted at the deadline itself; writes (a submission's transaction) earlier,
 * at `deadline - WRITE_RESOLVE_MS`, so that a write aborted with no answer still leaves the time to read
 * back whether it committed (functions/core/jobs.ts, `submitResolved`) before the answer is due. A
 * write that would start after that point is refused at once: nothing is written.
 */
export const WRITE_RESOLVE_MS = 2_500;

interface RequestDeadline {
  readonly reads: AbortSignal;
  readonly writes: AbortSignal;
}

const current = new AsyncLocalStorage<RequestDeadline>();

/** The signal a storage call of the running request should carry; none outside a request. */
export function deadlineSignal(kind: 'read' | 'write'): AbortSignal | undefined {
  const deadline = current.getStore();
  if (!deadline) return undefined;
  return kind === 'write' ? deadline.writes : deadline.reads;
}

/**
 * Runs `fn` outside any request's deadline: for work a request starts that outlives its answer (local
 * mode's in-process pipeline executions), whose storage calls must not be aborted with the request's.
 */
export function outsideRequest<T>(fn: () => T): T {
  return current.exit(fn);
}

/** The request's deadline passed before it had an answer: a 503 a retry may fix. */
export class RequestDeadlineError extends ServiceUnavailableError {
  constructor(readonly deadlineMs: number) {
    super(`The request could not be answered within ${deadlineMs} ms (a dependency is slow); retry it.`);
  }
}

/**
 * Runs `fn` with the request's signals, and rejects with RequestDeadlineError once `deadlineMs` has
 * passed, whether or not `fn` has settled (its late outcome is ignored; its storage calls are aborted).
 */
export async function withinDeadline<T>(deadlineMs: number, fn: () => Promise<T>): Promise<T> {
  const reads = new AbortController();
  const writes = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RequestDeadlineError(deadlineMs);
      writes.abort(error);
      reads.abort(error);
      reject(error);
    }, deadlineMs);
  });
  const writeBy = Math.max(0, deadlineMs - WRITE_RESOLVE_MS);
  const writeTimer = setTimeout(() => writes.abort(new RequestDeadlineError(deadlineMs)), writeBy);
  const work = current.run({ reads: reads.signal, writes: writes.signal }, fn);
  // The loser of the race must not become an unhandled rejection.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
    clearTimeout(writeTimer);
    // Whatever is still running belongs to an answered request: stop its storage calls.
    if (!reads.signal.aborted) {
      const done = new RequestDeadlineError(deadlineMs);
      writes.abort(done);
      reads.abort(done);
    }
  }
}
