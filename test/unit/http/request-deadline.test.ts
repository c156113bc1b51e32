import { afterEach, describe, expect, it } from 'vitest';
import type { JobStore } from '../../../functions/core/ports.js';
import { requestBudgetMs } from '../../../functions/shared/middleware.js';
import { deadlineSignal } from '../../../functions/shared/request-deadline.js';
import { memoryApi } from '../../fixtures/memory-api.js';

/** A jobs store whose list never answers (a frozen database), recording the signal each call carried. */
function frozenList(jobs: JobStore) {
  const signals: (AbortSignal | undefined)[] = [];
  const store: JobStore = Object.create(jobs);
  store.list = () => {
    signals.push(deadlineSignal('read'));
    return new Promise(() => undefined);
  };
  return { store, signals };
}

describe('an API request whose dependency never answers', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('answers 503 service_unavailable with Retry-After once its deadline passes, and aborts the call', async () => {
    // Prepare: a frozen job list; a deadline short enough for a unit test.
    let frozen: ReturnType<typeof frozenList> | undefined;
    const api = await memoryApi({
      env: { CTP_REQUEST_DEADLINE_MS: '200' },
      change: (deps) => {
        frozen = frozenList(deps.jobs);
        return { ...deps, jobs: frozen.store };
      },
    });
    close = api.close;
    const { key } = await api.newKey();

    // Act: the client gives up long after the deadline, so only a missing deadline can make it wait so long.
    const response = await fetch(`${api.url}/v1/jobs`, {
      headers: { 'x-api-key': key },
      signal: AbortSignal.timeout(10_000),
    });

    // Assess
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).toMatch(/within 200 ms/);
    // The storage call was made inside the request's deadline, and its signal fired when the answer went.
    expect(frozen?.signals).toHaveLength(1);
    expect(frozen?.signals[0]?.aborted).toBe(true);
  });

  it('answers HEAD with the same 503 and no body', async () => {
    const api = await memoryApi({
      env: { CTP_REQUEST_DEADLINE_MS: '200' },
      change: (deps) => ({ ...deps, jobs: frozenList(deps.jobs).store }),
    });
    close = api.close;
    const { key } = await api.newKey();

    const response = await fetch(`${api.url}/v1/jobs`, {
      method: 'HEAD',
      headers: { 'x-api-key': key },
      signal: AbortSignal.timeout(10_000),
    });

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.text()).toBe('');
  });

  it('starts a pipeline outside its deadline, so work that outlives the answer is not aborted with it', async () => {
    // Prepare: a starter that, like local mode's, runs the execution in-process after `start` returns.
    const seen: { atStart?: AbortSignal; later?: AbortSignal } = {};
    let later: Promise<void> = Promise.resolve();
    const api = await memoryApi({
      env: { CTP_REQUEST_DEADLINE_MS: '200' },
      change: (deps) => ({
        ...deps,
        pipeline: {
          start: async () => {
            seen.atStart = deadlineSignal('read');
            later = new Promise((resolve) =>
              setImmediate(() => {
                seen.later = deadlineSignal('write');
                resolve();
              }),
            );
          },
          stop: async () => undefined,
        },
      }),
    });
    close = api.close;
    const { key } = await api.newKey({ credits: 1 });

    const response = await fetch(`${api.url}/v1/jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({
        input: 'acme-robotics',
        operation: 'target_people',
        persona: 'owners-founders',
      }),
    });
    await later;

    expect(response.status).toBe(202);
    expect(seen).toEqual({ atStart: undefined, later: undefined });
  });

  it('answers 503 at the deadline when the key store freezes under a request with a body (local edge)', async () => {
    const api = await memoryApi({
      env: { CTP_REQUEST_DEADLINE_MS: '200' },
      change: (deps) => ({
        ...deps,
        apiKeys: { ...deps.apiKeys, findByHash: () => new Promise(() => undefined) },
      }),
    });
    close = api.close;

    const response = await fetch(`${api.url}/v1/jobs`, {
      method: 'POST',
      headers: { 'x-api-key': 'ctp_whatever', 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
  });

  it('leaves a request that answers in time as it is', async () => {
    const api = await memoryApi({ env: { CTP_REQUEST_DEADLINE_MS: '5000' } });
    close = api.close;
    const { key } = await api.newKey();

    const response = await fetch(`${api.url}/v1/jobs`, { headers: { 'x-api-key': key } });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 0, jobs: [], next_cursor: null });
  });
});

describe('the budget of a request', () => {
  const arrivedAt = (timeEpoch: number | undefined) =>
    ({ requestContext: timeEpoch === undefined ? undefined : { timeEpoch } }) as never;

  it('is what is left of the deadline since API Gateway received it, never less than half a second', () => {
    expect(requestBudgetMs(arrivedAt(10_000), 5_000, 10_000)).toBe(5_000);
    // A cold start of 2 s comes out of the same 5 s.
    expect(requestBudgetMs(arrivedAt(10_000), 5_000, 12_000)).toBe(3_000);
    expect(requestBudgetMs(arrivedAt(10_000), 5_000, 60_000)).toBe(500);
    // A clock ahead of the receiver's gives no more than the deadline; no arrival time, the whole of it.
    expect(requestBudgetMs(arrivedAt(20_000), 5_000, 10_000)).toBe(5_000);
    expect(requestBudgetMs(arrivedAt(undefined), 5_000, 10_000)).toBe(5_000);
  });
});
