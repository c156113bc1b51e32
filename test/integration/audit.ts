import { expect } from 'vitest';
import type { LedgerEntry } from '../../functions/core/model.js';
import { hasEnded, pollJob as pollEnded, pollUntil } from '../fixtures/poll.js';
import { type ApiResponse, submitBody } from './api-client.js';

/**
 * The reliability audit: every job a file ran, against its account's books (status, charge, ledger,
 * holds, slots). reliability.test.ts and reconcile.test.ts add up `figures` over their jobs and print
 * one line when done; `lost` and `doubleCharges` must stay 0. docs/reliability.md explains the rules.
 */

export const figures = { jobs: 0, done: 0, cancelled: 0, failed: 0, faults: 0, lost: 0, doubleCharges: 0 };

export interface Api {
  get(path: string): Promise<ApiResponse>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
}

/** An account under test: its API, and what it started with, so the audit knows what must be left. */
export interface Subject {
  api: Api;
  accountId: string;
  openingCredits: number;
  ledger(): Promise<LedgerEntry[]>;
}

export async function submit(api: Api, input: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await api.post('/v1/jobs', submitBody({ input, ...extra }));
  if (response.status !== 202) throw new Error(`Submission refused: ${JSON.stringify(response.body)}`);
  return response.body.job_id as string;
}

/**
 * Polls one job until it is terminal or the deadline passes, keeping every state it was seen in. A job
 * that never ends is handed back as last seen, for the audit to count as lost.
 */
export async function pollJob(api: Api, jobId: string, deadlineMs = 30_000, intervalMs = 40) {
  const read = async () => (await api.get(`/v1/jobs/${jobId}`)).body;
  return pollEnded(read, { timeout: deadlineMs, interval: intervalMs, orLast: true });
}

/** Waits on many jobs of one account through the list (one request per round), then reads each job. */
export async function untilAllEnded(
  api: Api,
  jobIds: string[],
  deadlineMs = 45_000,
): Promise<Map<string, any>> {
  await pollUntil(
    async () => {
      const { body } = await api.get('/v1/jobs?limit=100');
      return new Map<string, unknown>(body.jobs.map((j: any) => [j.job_id, j.status]));
    },
    (statuses) => jobIds.every((id) => hasEnded({ status: statuses.get(id) })),
    { timeout: deadlineMs, interval: 100, orLast: true },
  );
  const jobs = await Promise.all(jobIds.map(async (id) => (await api.get(`/v1/jobs/${id}`)).body));
  return new Map(jobs.map((job) => [job.job_id, job]));
}

/**
 * The books of one account after its jobs ended. Every job of the account must be given. A job is lost
 * when it never ended, when it is done without exactly one charge and a result, or when it ended
 * otherwise and was charged; the account is short when its balance, holds or slots do not add up.
 */
export async function audit(subject: Subject, jobs: any[]) {
  const [account, ledger] = await Promise.all([subject.api.get('/v1/account'), subject.ledger()]);
  const charges = ledger.filter((entry) => entry.type === 'charge');
  let lost = 0;
  let doubleCharges = 0;
  const problems: string[] = [];
  for (const job of jobs) {
    const own = charges.filter((entry) => entry.job_id === job.job_id);
    if (own.length > 1 || job.credits_charged > 1) {
      doubleCharges += 1;
      problems.push(`${job.job_id} charged ${own.length} times`);
    }
    if (!hasEnded(job)) {
      lost += 1;
      problems.push(`${job.job_id} never ended (${job.status}, ${job.stage})`);
    } else if (job.status === 'done') {
      if (own.length !== 1 || job.credits_charged !== 1 || !Array.isArray(job.target_people)) {
        lost += 1;
        problems.push(`${job.job_id} done with ${own.length} charges`);
      }
    } else if (own.length !== 0 || job.credits_charged !== 0) {
      lost += 1;
      problems.push(`${job.job_id} ${job.status} but charged`);
    }
  }
  const done = jobs.filter((job) => job.status === 'done').length;
  const books = {
    credits_balance: account.body.credits_balance,
    credits_on_hold: account.body.credits_on_hold,
    credits_available: account.body.credits_available,
    jobs_in_flight: account.body.jobs_in_flight,
    charges: charges.length,
  };
  const expected = {
    credits_balance: subject.openingCredits - done,
    credits_on_hold: 0,
    credits_available: subject.openingCredits - done,
    jobs_in_flight: 0,
    charges: done,
  };
  if (JSON.stringify(books) !== JSON.stringify(expected)) {
    lost += 1;
    problems.push(`account books ${JSON.stringify(books)}, expected ${JSON.stringify(expected)}`);
  }
  figures.jobs += jobs.length;
  figures.done += done;
  figures.cancelled += jobs.filter((job) => job.status === 'cancelled').length;
  figures.failed += jobs.filter((job) => job.status === 'failed').length;
  figures.lost += lost;
  figures.doubleCharges += doubleCharges;
  expect(problems).toEqual([]);
  expect(books).toEqual(expected);
}
