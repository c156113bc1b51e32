import { describe, expect, it } from 'vitest';
import {
  initialState,
  matchCompany,
  type PipelineState,
  recordDelay,
} from '../../../functions/core/pipeline/index.js';
import { TransientError, TransientErrorName } from '../../../functions/core/ports.js';
import { OUTAGE_WINDOW_SECONDS } from '../../../functions/core/retry.js';
import { memoryWorld, submitIn } from '../../fixtures/memory-world.js';

/**
 * A dependency outage shorter than 15 minutes delays jobs and fails none; a longer one fails them free
 * with a message that names it. The delay step itself survives the database being down. Over the
 * in-memory twins, with the test's clock: the state machine's Wait is the clock moving to
 * `next_retry_at`.
 */

/** The deployed backoff (20 s doubling up to 5 min), with only 3 attempts: an outage must not count them. */
const world = () => {
  const w = memoryWorld();
  w.deps.settings = { ...w.deps.settings, retry: { maxAttempts: 3, baseMs: 20_000, maxMs: 300_000 } };
  return w;
};

const outage = { Error: TransientErrorName.databaseUnavailable, Cause: 'DynamoDB did not answer' };

/** Fails the stage with `error`, then waits as the state machine would, until the delay step gives up or `until`. */
async function waitOut(
  w: ReturnType<typeof memoryWorld>,
  start: PipelineState,
  error: { Error: string; Cause: string },
  untilMs: number,
) {
  const began = w.clock.now().getTime();
  let state = start;
  let waits = 0;
  for (;;) {
    state = await recordDelay(w.deps, { ...state, error }, 'scan_team');
    if (state.retry?.exhausted) return { state, waits, exhausted: true };
    waits += 1;
    const next = Date.parse(state.retry?.next_retry_at ?? '');
    if (next - began >= untilMs) return { state, waits, exhausted: false };
    w.clock.advance(next - w.clock.now().getTime());
  }
}

describe('a dependency outage', () => {
  it('never fails the delay step, even with the database down while it records the delay', async () => {
    const w = world();
    const { jobId } = await submitIn(w);
    const down = new TransientError(TransientErrorName.databaseUnavailable, 'no answer', null);
    const deps = {
      ...w.deps,
      jobs: Object.assign(Object.create(w.stores.jobs), { markDelayed: () => Promise.reject(down) }),
    };
    const state = await recordDelay(deps, { ...initialState(jobId), error: outage }, 'scan_team');
    expect(state.retry).toMatchObject({ exhausted: false });
    expect(await w.stores.jobs.get(jobId)).toMatchObject({ status: 'processing' });
  });

  it('of 14 minutes delays the job without failing it, whatever the attempt limit (3 here)', async () => {
    const w = world();
    const { jobId } = await submitIn(w);
    const matched = await matchCompany(w.deps, initialState(jobId));
    const run = await waitOut(w, matched, outage, 14 * 60_000);
    expect(run.exhausted).toBe(false);
    expect(run.waits).toBeGreaterThan(3);
    expect(await w.stores.jobs.get(jobId)).toMatchObject({
      status: 'processing',
      processing_state: 'delayed',
    });
  });

  it('beyond 15 minutes fails the job free, with a message that names the outage', async () => {
    const w = world();
    const { accountId, jobId } = await submitIn(w);
    const matched = await matchCompany(w.deps, initialState(jobId));
    const run = await waitOut(w, matched, outage, 60 * 60_000);
    expect(run.exhausted).toBe(true);
    expect(w.clock.now().getTime() - Date.parse('2026-11-23T10:00:00.000Z')).toBeGreaterThanOrEqual(
      OUTAGE_WINDOW_SECONDS * 1000,
    );
    const job = await w.stores.jobs.get(jobId);
    expect(job).toMatchObject({ status: 'failed', credits_charged: 0 });
    expect(job?.message).toMatch(/database \(DynamoDB\) was unavailable for more than 15 minutes/);
    expect(await w.stores.accounts.get(accountId)).toMatchObject({ held: 0, in_flight: 0 });
  });

  it('is not a rate limit: a provider that keeps refusing still fails after the attempt limit', async () => {
    const w = world();
    const { jobId } = await submitIn(w);
    const matched = await matchCompany(w.deps, initialState(jobId));
    const refused = { Error: TransientErrorName.providerRateLimited, Cause: 'rate limited' };
    const run = await waitOut(w, matched, refused, 60 * 60_000);
    expect(run).toMatchObject({ exhausted: true, waits: 2 });
  });
});
