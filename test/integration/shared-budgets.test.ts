import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import { hasEnded } from '../fixtures/poll.js';

/**
 * A shared rate budget through HTTP, on a stack of its own (in its own worker) whose provider search
 * budget is tight: one search a minute, and no waiting inside a call. A job's first search
 * (match_company) takes the minute's one search; its roster page finds the budget spent and becomes a
 * delayed retry whose next_retry_at is when the budget allows, visible on a poll; then the job finishes
 * `done`. nordlicht-design has no simulated faults, so the budget is the only thing that can delay it.
 *
 * The stack is a simulation on one clock (functions/sandbox/clock.ts) TIME_FACTOR times faster than
 * the wall clock: the budget's minute of MINUTE_MS (windows of a twelfth of it), next_retry_at, the
 * retry backoff and the job's timestamps are simulated time, so the job takes the path it takes at
 * real time and the assertions read simulated milliseconds; a budget minute lasts 3 s of wall clock.
 * (A 3 s minute on the wall clock alone did not shorten the file: the delayed retry still came about
 * 7.5 s after the job was created, since the other waits of the path were not compressed with it.)
 */
const KEY = 'ctp_budget_test_key';
const MINUTE_MS = 12_000;
const TIME_FACTOR = 4;

let stack: TwinStack;

beforeAll(async () => {
  stack = await startTwinStack({
    accounts: [{ api_key: KEY, tier: 'starter', credits: 3 }],
    timeFactor: TIME_FACTOR,
    env: {
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_PROVIDER_CACHE_DAYS: '0',
      CTP_BUDGETS: JSON.stringify({ provider_search: { perMinute: 1 } }),
      CTP_BUDGET_MINUTE_MS: String(MINUTE_MS),
      CTP_BUDGET_MAX_WAIT_MS: '0',
      CTP_RETRY_BASE_MS: '100',
      CTP_RETRY_MAX_MS: '400',
    },
  });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('a shared rate budget', () => {
  it('delays a job while the budget is spent (processing_state delayed, next_retry_at), then it ends done', async () => {
    const submitted = await api('POST', '/v1/jobs', {
      input: 'nordlicht-design',
      operation: 'target_people',
      persona: 'owners-founders',
    });
    expect(submitted.status).toBe(202);
    const delayed: { stage: string; next_retry_at: string }[] = [];
    let job: any;
    await expect
      .poll(
        async () => {
          job = (await api('GET', `/v1/jobs/${submitted.body.job_id}`)).body;
          if (job.processing_state === 'delayed')
            delayed.push({ stage: job.stage, next_retry_at: job.next_retry_at });
          return hasEnded(job);
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(true);

    expect(job).toMatchObject({ status: 'done', credits_charged: 1 });
    expect(delayed.length).toBeGreaterThan(0);
    expect(delayed[0]?.stage).toBe('scan_team');
    // The next search is a (compressed) minute away: the retry waits for the budget, not for the
    // 100-400 ms backoff the stack would otherwise use. The first search's window leaves the minute
    // one minute to one minute and a window after that search, which came after the job was created.
    expect(Date.parse(delayed[0]?.next_retry_at ?? '') - Date.parse(job.created_at)).toBeGreaterThan(
      MINUTE_MS - 1_000,
    );

    const windows = await stack.stores.budgets.windows('provider_search', 0);
    expect(windows.reduce((sum, window) => sum + window.total, 0)).toBeGreaterThanOrEqual(2);
  });
});
