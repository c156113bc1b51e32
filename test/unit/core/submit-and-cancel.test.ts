import { describe, expect, it } from 'vitest';
import { createMemoryStores } from '../../../functions/adapters/memory/index.js';
import {
  ConcurrencyLimitError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  JobNotFoundError,
  PersonaNotFoundError,
  ServiceUnavailableError,
} from '../../../functions/core/errors.js';
import { cancelJob, type SubmitDeps, submitJob } from '../../../functions/core/jobs.js';
import { manualClock, recordingStarter } from '../../fixtures/memory-world.js';

/** The submission and cancel rules over the in-memory twins: billing, idempotency, start failures. */
async function world(opts: { credits?: number; limit?: number; startFailures?: number } = {}) {
  const clock = manualClock();
  const stores = createMemoryStores();
  const pipeline = recordingStarter(opts.startFailures ?? 0);
  let n = 0;
  const deps: SubmitDeps = {
    jobs: stores.jobs,
    personas: stores.personas,
    pipeline: pipeline.starter,
    clock,
    ids: { jobId: () => `job_${++n}`, secret: () => 'secret' },
    networkHost: 'www.linkedin.com',
    allowLoopbackCallbacks: false,
    idempotencyTtlHours: 24,
  };
  const accountId = 'acct_1';
  await stores.accounts.create({
    account_id: accountId,
    name: null,
    tier: 'starter',
    concurrency_limit: opts.limit ?? 3,
    webhook_secret: 'whsec',
    created_at: clock.now().toISOString(),
  });
  if ((opts.credits ?? 5) > 0)
    await stores.accounts.grantCredits(accountId, opts.credits ?? 5, null, '2026-01-01T00:00:00Z');
  const account = () => stores.accounts.get(accountId);
  const owner = { account_id: accountId, key_id: 'key_1' };
  // A cancel also removes a result its job's settlement had written (functions/core/result.ts).
  const cancelDeps = { ...deps, results: stores.results };
  return { deps, cancelDeps, stores, clock, pipeline, accountId, owner, account };
}

const request = (overrides: Record<string, unknown> = {}) => ({
  input: 'acme-robotics',
  operation: 'target_people',
  persona: 'owners-founders',
  ...overrides,
});

describe('submitting a job', () => {
  it('holds one credit, takes one slot and starts the execution named after the job', async () => {
    const w = await world({ credits: 2 });
    const { job_id, replayed } = await submitJob(w.deps, w.owner, request(), undefined);
    expect(replayed).toBe(false);
    expect(w.pipeline.started).toEqual([job_id]);
    expect(await w.stores.jobs.get(job_id)).toMatchObject({ status: 'processing', credits_charged: 0 });
    expect(await w.account()).toMatchObject({ balance: 2, held: 1, available: 1, in_flight: 1 });
  });

  it('refuses a job with no free credit with 402 and the balance, and starts nothing', async () => {
    const w = await world({ credits: 1 });
    await submitJob(w.deps, w.owner, request(), undefined);
    const refused = submitJob(w.deps, w.owner, request(), undefined);
    await expect(refused).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(refused).rejects.toMatchObject({ extra: { balance: 0 } });
    expect(w.pipeline.started).toHaveLength(1);
  });

  it('refuses with 429, not 402, when the only slot is taken by the job that holds the last credit', async () => {
    const w = await world({ credits: 1, limit: 1 });
    await submitJob(w.deps, w.owner, request(), undefined);
    const refused = submitJob(w.deps, w.owner, request(), undefined);
    await expect(refused).rejects.toBeInstanceOf(ConcurrencyLimitError);
    expect(await w.account()).toMatchObject({ balance: 1, held: 1, available: 0 });
  });

  it('refuses a job over the plan limit with 429 and the limit', async () => {
    const w = await world({ credits: 5, limit: 1 });
    await submitJob(w.deps, w.owner, request(), undefined);
    const refused = submitJob(w.deps, w.owner, request(), undefined);
    await expect(refused).rejects.toBeInstanceOf(ConcurrencyLimitError);
    await expect(refused).rejects.toMatchObject({ extra: { limit: 1 } });
  });

  it('refuses an unknown persona before anything is held', async () => {
    const w = await world();
    await expect(submitJob(w.deps, w.owner, request({ persona: 'ghost' }), undefined)).rejects.toBeInstanceOf(
      PersonaNotFoundError,
    );
    expect(await w.account()).toMatchObject({ held: 0, in_flight: 0 });
  });

  it('answers a repeated Idempotency-Key with the first job, and holds nothing more', async () => {
    const w = await world();
    const first = await submitJob(w.deps, w.owner, request(), 'key-1');
    const again = await submitJob(w.deps, w.owner, request(), 'key-1');
    expect(again).toEqual({ job_id: first.job_id, replayed: true });
    expect(await w.account()).toMatchObject({ held: 1, in_flight: 1 });
  });

  it('lets an expired Idempotency-Key start a new job although its record still waits for the TTL sweep', async () => {
    const w = await world();
    const first = await submitJob(w.deps, w.owner, request(), 'key-1');
    w.clock.advance(25 * 3_600_000);
    const second = await submitJob(w.deps, w.owner, request(), 'key-1');
    expect(second.replayed).toBe(false);
    expect(second.job_id).not.toBe(first.job_id);
  });

  it('refuses the same Idempotency-Key for a different request', async () => {
    const w = await world();
    await submitJob(w.deps, w.owner, request(), 'key-1');
    await expect(
      submitJob(w.deps, w.owner, request({ input: 'nordlicht-design' }), 'key-1'),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('gives one job to twenty concurrent requests with one Idempotency-Key', async () => {
    const w = await world({ credits: 30, limit: 30 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submitJob(w.deps, w.owner, request(), 'same')),
    );
    expect(new Set(answers.map((a) => a.job_id)).size).toBe(1);
    expect(await w.account()).toMatchObject({ held: 1, in_flight: 1 });
  });

  it('retries a failed start, and accepts the job when a later try works', async () => {
    const w = await world({ startFailures: 2 });
    const { job_id } = await submitJob(w.deps, w.owner, request(), undefined);
    expect(w.pipeline.started).toEqual([job_id]);
    expect(await w.account()).toMatchObject({ held: 1 });
  });

  it('ends the job failed and free when the execution cannot be started, and answers 503', async () => {
    const w = await world({ credits: 1, startFailures: 3 });
    await expect(submitJob(w.deps, w.owner, request(), undefined)).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(await w.stores.jobs.get('job_1')).toMatchObject({ status: 'failed', credits_charged: 0 });
    expect(await w.account()).toMatchObject({ balance: 1, held: 0, available: 1, in_flight: 0 });
  });
});

describe('cancelling a job', () => {
  it('ends a running job cancelled, frees its credit and slot, and stops its execution', async () => {
    const w = await world({ credits: 1 });
    const { job_id } = await submitJob(w.deps, w.owner, request(), undefined);
    const cancelled = await cancelJob(w.cancelDeps, w.owner, job_id);
    expect(cancelled).toMatchObject({ status: 'cancelled', credits_charged: 0 });
    expect(w.pipeline.stopped).toEqual([job_id]);
    expect(await w.account()).toMatchObject({ balance: 1, held: 0, available: 1, in_flight: 0 });
  });

  it('is idempotent, and returns a done job unchanged and still charged', async () => {
    const w = await world({ credits: 2, limit: 2 });
    const a = await submitJob(w.deps, w.owner, request(), undefined);
    const b = await submitJob(w.deps, w.owner, request(), undefined);
    await cancelJob(w.cancelDeps, w.owner, a.job_id);
    expect(await cancelJob(w.cancelDeps, w.owner, a.job_id)).toMatchObject({ status: 'cancelled' });
    await w.stores.jobs.settle(b.job_id, { result_key: 'r', target_people_count: 1, replay_key: 'k' }, 'now');
    expect(await cancelJob(w.cancelDeps, w.owner, b.job_id)).toMatchObject({
      status: 'done',
      credits_charged: 1,
    });
    expect(await w.account()).toMatchObject({ balance: 1, held: 0, in_flight: 0 });
  });

  it("answers another key's job as not found, even of the same account", async () => {
    const w = await world();
    const { job_id } = await submitJob(w.deps, w.owner, request(), undefined);
    await expect(cancelJob(w.cancelDeps, { ...w.owner, key_id: 'key_2' }, job_id)).rejects.toBeInstanceOf(
      JobNotFoundError,
    );
    expect(await w.stores.jobs.get(job_id)).toMatchObject({ status: 'processing' });
  });

  it("answers another account's job as not found", async () => {
    const w = await world();
    const { job_id } = await submitJob(w.deps, w.owner, request(), undefined);
    await expect(
      cancelJob(w.cancelDeps, { account_id: 'acct_other', key_id: 'key_other' }, job_id),
    ).rejects.toBeInstanceOf(JobNotFoundError);
  });
});

describe('a submission whose transaction has no clear answer (a DynamoDB freeze)', () => {
  /** The job store of `w`, whose submit does what the real one does in a freeze: commit, or not, then throw. */
  const frozen = (
    w: Awaited<ReturnType<typeof world>>,
    opts: { commits: boolean; readBack?: 'hangs' | 'fails-once' },
  ): SubmitDeps => {
    let failedReads = 0;
    const jobs = Object.assign(Object.create(w.stores.jobs), {
      async submit(...args: Parameters<typeof w.stores.jobs.submit>) {
        if (opts.commits) await w.stores.jobs.submit(...args);
        throw new ServiceUnavailableError('The database did not answer in time.');
      },
      async get(jobId: string) {
        if (opts.readBack === 'hangs') return new Promise(() => {});
        if (opts.readBack === 'fails-once' && failedReads++ === 0) throw new ServiceUnavailableError('still');
        return w.stores.jobs.get(jobId);
      },
    });
    return { ...w.deps, jobs, submitReadbackMs: 1_000 };
  };

  it('reads its job back by its own id and, finding it committed, starts it and answers 202', async () => {
    const w = await world({ credits: 2 });
    const { job_id, replayed } = await submitJob(frozen(w, { commits: true }), w.owner, request(), undefined);
    expect(replayed).toBe(false);
    expect(w.pipeline.started).toEqual([job_id]);
    expect(await w.stores.jobs.get(job_id)).toMatchObject({ status: 'processing' });
    expect(await w.account()).toMatchObject({ held: 1, in_flight: 1 });
  });

  it('reads again when the first read back fails in the same outage', async () => {
    const w = await world({ credits: 2 });
    const deps = frozen(w, { commits: true, readBack: 'fails-once' });
    const { job_id } = await submitJob(deps, w.owner, request(), undefined);
    expect(w.pipeline.started).toEqual([job_id]);
  });

  it('answers 503 when nothing was committed, and leaves nothing held', async () => {
    const w = await world({ credits: 2 });
    await expect(
      submitJob(frozen(w, { commits: false }), w.owner, request(), undefined),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(w.pipeline.started).toEqual([]);
    expect(await w.account()).toMatchObject({ held: 0, in_flight: 0, available: 2 });
  });

  it('answers 503 within its deadline when the read back gets no answer either', async () => {
    const w = await world({ credits: 2 });
    const deps = { ...frozen(w, { commits: true, readBack: 'hangs' }), submitReadbackMs: 20 };
    await expect(submitJob(deps, w.owner, request(), undefined)).rejects.toThrow(/could not be confirmed/);
  });
});
