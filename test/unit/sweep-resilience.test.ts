import { describe, expect, it } from 'vitest';
import { createMemoryStores } from '../../functions/adapters/memory/index.js';
import type { Job } from '../../functions/core/model.js';
import { ExecutionStatus, type ProcessingJob } from '../../functions/core/ports.js';
import { type SweepDeps, sweepProcessingJobs } from '../../functions/core/reconcile.js';
import { SWEEP_SETTINGS } from '../../functions/events/sweep.js';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

/**
 * A sweep over many processing jobs: an index that answers like the sparse by_processing index (oldest
 * first, `limit` at a time, from `since` inclusive), and a job store that ends jobs.
 */
function world(
  processing: Pick<ProcessingJob, 'job_id' | 'created_at'>[],
  options: { failStatusFor?: Set<string>; pageSize?: number; budgetMs?: number; msPerCheck?: number } = {},
) {
  // The clock moves only when an execution is asked about: each check takes `msPerCheck`.
  let elapsed = 0;
  const sorted: ProcessingJob[] = processing
    .map((job) => ({ ...job, last_progress_at: null, next_retry_at: null }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.job_id.localeCompare(b.job_id));
  const ended: string[] = [];
  const logged: { message: string; details: unknown }[] = [];
  const queries: (string | null)[] = [];
  const deps: SweepDeps = {
    jobs: {
      get: async (jobId: string) => ({ job_id: jobId, status: 'processing', stage: null }) as unknown as Job,
      finishUncharged: async (jobId: string) => {
        ended.push(jobId);
        return true;
      },
    },
    clock: { now: () => new Date(NOW.getTime() + elapsed) },
    log: (message, details) => logged.push({ message, details }),
    index: {
      processingPage: async (limit, cursor) => {
        queries.push(cursor);
        const from = cursor === null ? 0 : Number(cursor);
        const next = from + limit < sorted.length ? String(from + limit) : null;
        return { jobs: sorted.slice(from, from + limit), next };
      },
    },
    executions: {
      status: async (jobId) => {
        elapsed += options.msPerCheck ?? 0;
        if (options.failStatusFor?.has(jobId)) throw new Error(`ThrottlingException for ${jobId}`);
        return null;
      },
    },
    settings: {
      graceSeconds: 300,
      pageSize: options.pageSize ?? 100,
      ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
    },
  };
  return { deps, ended, logged, queries };
}

describe('the sweep', () => {
  it('goes on past a job whose check fails, logs it, and still counts it as processing', async () => {
    const jobs = [
      { job_id: 'a', created_at: ago(3000) },
      { job_id: 'bad', created_at: ago(2000) },
      { job_id: 'c', created_at: ago(1000) },
    ];
    const { deps, ended, logged } = world(jobs, { failStatusFor: new Set(['bad']) });

    const report = await sweepProcessingJobs(deps);

    expect(ended).toEqual(['a', 'c']);
    expect(report).toMatchObject({ processing: 3, checked: 3, neverStarted: 2, errors: 1 });
    // The failed job may still be processing: the stuck-job alarm keeps seeing its age.
    expect(report.oldestProcessingSeconds).toBe(2000);
    expect(logged).toContainEqual({
      message: expect.stringMatching(/could not check/),
      details: { jobId: 'bad', error: 'Error: ThrottlingException for bad' },
    });
  });

  it('pages through every processing job, far past one page, with none read twice', async () => {
    // 2,500 jobs, many sharing a creation millisecond, so page boundaries fall inside a tie.
    const jobs = Array.from({ length: 2500 }, (_, i) => ({
      job_id: `job_${String(i).padStart(5, '0')}`,
      created_at: ago(100_000 - Math.floor(i / 7)),
    }));
    const { deps, ended, queries } = world(jobs, { pageSize: 100 });

    const report = await sweepProcessingJobs(deps);

    expect(report.processing).toBe(2500);
    expect(new Set(ended).size).toBe(2500);
    expect(ended).toHaveLength(2500);
    // 25 pages of 100, each job on one of them.
    expect(queries).toHaveLength(25);
    expect(queries[0]).toBeNull();
  });

  it('stops taking up checks when its time budget is spent, and says so', async () => {
    const jobs = Array.from({ length: 50 }, (_, i) => ({
      job_id: `job_${String(i).padStart(2, '0')}`,
      created_at: ago(10_000 - i),
    }));
    const { deps, ended, logged } = world(jobs, { budgetMs: 1000, msPerCheck: 100 });

    const report = await sweepProcessingJobs(deps);

    expect(report).toMatchObject({ processing: 50, due: 50, checked: 10, deferred: 40, stoppedEarly: true });
    expect(ended).toHaveLength(10);
    // The jobs it did not get to are still processing as far as it knows: the alarm sees the oldest.
    const left = jobs.filter((job) => !ended.includes(job.job_id));
    expect(report.oldestProcessingSeconds).toBe(
      Math.max(...left.map((job) => (NOW.getTime() - Date.parse(job.created_at)) / 1000)),
    );
    expect(logged.map((l) => l.message)).toContainEqual(expect.stringMatching(/time budget/));
  });
});

/**
 * The sweep over the in-memory twin of the `by_processing` index with many processing jobs, at the
 * deployed settings (functions/events/sweep.ts): every run reads every job (a page of 1,000 per query)
 * and asks Step Functions about at most 600 of those due a check, in an order that rotates from run to
 * run. Run `r` is the one the schedule starts at `r` × 5 minutes.
 */
describe('the sweep at scale', () => {
  const PERIOD_MS = SWEEP_SETTINGS.periodSeconds * 1000;

  /** `count` processing jobs in the twin, created an hour before run 0; `moving` of them made progress just now. */
  function manyJobs(count: number, options: { moving?: number } = {}) {
    const stores = createMemoryStores();
    const created = new Date(PERIOD_MS * 1000 - 3600_000).toISOString();
    for (let i = 0; i < count; i += 1) {
      const job_id = `job_${String(i).padStart(6, '0')}`;
      const moving = i < (options.moving ?? 0);
      stores.tables.jobs.set(job_id, {
        job_id,
        status: 'processing',
        created_at: created,
        updated_at: moving ? new Date(PERIOD_MS * 1000 - 60_000).toISOString() : created,
        next_retry_at: null,
      } as never);
    }
    return stores;
  }

  function sweeper(stores: ReturnType<typeof manyJobs>, executions: (jobId: string) => ExecutionStatus) {
    let now = PERIOD_MS * 1000;
    const asked: string[] = [];
    const deps: SweepDeps = {
      jobs: stores.jobs,
      clock: { now: () => new Date(now) },
      log: () => {},
      index: stores.processingJobs,
      executions: {
        status: async (jobId) => {
          asked.push(jobId);
          return executions(jobId);
        },
      },
      settings: SWEEP_SETTINGS,
    };
    return {
      asked,
      /** The next scheduled run. */
      async run() {
        const pagesBefore = stores.processingJobs.pages;
        const askedBefore = asked.length;
        const report = await sweepProcessingJobs(deps);
        const calls = {
          pages: stores.processingJobs.pages - pagesBefore,
          checks: asked.length - askedBefore,
        };
        now += PERIOD_MS;
        return { report, calls };
      },
    };
  }

  it('at 100,000 processing jobs, reads each once and asks about at most 600 per run', async () => {
    // 100,000 jobs, of which 98,000 made progress a minute ago and 2,000 have been silent for an hour.
    const stores = manyJobs(100_000, { moving: 98_000 });
    const sweep = sweeper(stores, () => ExecutionStatus.running);

    const { report, calls } = await sweep.run();

    expect(calls).toEqual({ pages: 100, checks: 600 });
    expect(report).toMatchObject({ processing: 100_000, due: 2000, checked: 600, deferred: 1400, errors: 0 });
    // Its metrics still cover every job, checked or not.
    expect(report.longestNoProgressSeconds).toBe(3600);
    expect(report.oldestProcessingSeconds).toBe(3600);
  });

  it('reaches every job due a check within ⌈2 × due / 600⌉ runs, even when none of them ever leaves', async () => {
    // 12,000 silent jobs whose executions all run: every check leaves the job in place, the worst case
    // for a rotation (a repaired job would leave the index and make room).
    const stores = manyJobs(12_000);
    const sweep = sweeper(stores, () => ExecutionStatus.running);
    const reached = new Set<string>();
    let runs = 0;
    while (reached.size < 12_000 && runs < 100) {
      const { calls } = await sweep.run();
      expect(calls.checks).toBeLessThanOrEqual(600);
      runs += 1;
      for (const id of sweep.asked) reached.add(id);
    }
    expect(reached.size).toBe(12_000);
    expect(runs).toBeLessThanOrEqual(Math.ceil((2 * 12_000) / 600));
  });

  it('repairs 5,000 jobs whose executions all ended, 600 a run, each once', async () => {
    const stores = manyJobs(5000);
    const sweep = sweeper(stores, () => ExecutionStatus.failed);
    const repaired: number[] = [];
    for (let run = 0; run < 9; run += 1) repaired.push((await sweep.run()).report.repaired);

    expect(repaired).toEqual([600, 600, 600, 600, 600, 600, 600, 600, 200]);
    expect(new Set(sweep.asked).size).toBe(5000);
    const { report } = await sweep.run();
    expect(report).toMatchObject({ processing: 0, due: 0, checked: 0 });
  });
});
