import { describe, expect, it } from 'vitest';
import type { Job } from '../../functions/core/model.js';
import type { ProcessingJob } from '../../functions/core/ports.js';
import { type SweepDeps, sweepProcessingJobs } from '../../functions/core/reconcile.js';

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
  const queries: (string | undefined)[] = [];
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
      oldestProcessing: async (limit, since) => {
        queries.push(since);
        return sorted.filter((job) => since === undefined || job.created_at >= since).slice(0, limit);
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
    expect(queries.length).toBeGreaterThan(25);
    expect(queries[0]).toBeUndefined();
  });

  it('gets past a whole page of one creation time (no endless loop, no job left behind)', async () => {
    const jobs = Array.from({ length: 5 }, (_, i) => ({ job_id: `same_${i}`, created_at: ago(5000) }));
    const { deps, ended } = world(jobs, { pageSize: 3 });

    const report = await sweepProcessingJobs(deps);

    expect(report.processing).toBe(5);
    expect(ended).toEqual(['same_0', 'same_1', 'same_2', 'same_3', 'same_4']);
  });

  it('stops taking up jobs when its time budget is spent, oldest first, and says so', async () => {
    const jobs = Array.from({ length: 50 }, (_, i) => ({
      job_id: `job_${String(i).padStart(2, '0')}`,
      created_at: ago(10_000 - i),
    }));
    const { deps, ended, logged } = world(jobs, { budgetMs: 1000, msPerCheck: 100 });

    const report = await sweepProcessingJobs(deps);

    expect(report).toMatchObject({ processing: 10, stoppedEarly: true });
    expect(ended).toEqual(jobs.slice(0, 10).map((j) => j.job_id));
    expect(logged.map((l) => l.message)).toContainEqual(expect.stringMatching(/time budget/));
  });
});
