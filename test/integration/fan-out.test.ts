import { S3ServiceException } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageError } from '../../functions/adapters/s3/json-store.js';
import {
  cleanRunEvents,
  HISTORY_EVENT_BUDGET,
  maxMapItems,
  worstCaseEvents,
} from '../../functions/core/event-budget.js';
import type { ResultStore, WorkStore } from '../../functions/core/ports.js';
import { loadConfig } from '../../functions/shared/config.js';
import type { ObjectStore } from '../../functions/shared/deps.js';
import { books, RUNNER_ENV, type Run, runJob, runnerAccount, useRunner } from './pipeline-runner.js';

/**
 * The fan-out stages on the real state machine: each group of batches is one Map item, each batch's
 * output is stored as it is done, and a stage run again skips what is stored. The execution's event
 * log, counted as AWS would count it, matches the budget's arithmetic exactly on a run without retries
 * and stays under it with retries.
 */

/** Work-store writes that fail once (S3 throttling), by key suffix; every write seen, by key. */
const failOnce = new Set<string>();
class FlakyWorkStore implements ResultStore, WorkStore {
  constructor(private readonly inner: ObjectStore) {}
  putOnce(key: string, body: unknown) {
    return this.inner.putOnce(key, body);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  async put(key: string, value: unknown): Promise<void> {
    const suffix = [...failOnce].find((s) => key.endsWith(s));
    if (suffix) {
      failOnce.delete(suffix);
      throw storageError(
        new S3ServiceException({
          name: 'SlowDown',
          $fault: 'server',
          $metadata: { httpStatusCode: 503 },
          message: 'Please reduce your request rate.',
        }),
      );
    }
    return this.inner.put(key, value);
  }
  get<T>(key: string) {
    return this.inner.get<T>(key);
  }
  exists(key: string) {
    return this.inner.exists(key);
  }
}

const settings = {
  attempts: Number(RUNNER_ENV.CTP_RETRY_MAX_ATTEMPTS),
  webhookAttempts: RUNNER_ENV.CTP_WEBHOOK_SCHEDULE_SECONDS.split(',').length,
};
/** Map items of a run: its roster batches (of five), grouped as scan_team grouped them. */
const itemsOf = (run: Run) =>
  (run.invocations.find((i) => i.state === 'scan_team')?.output.groups ?? []).length;
const outputsOf = (run: Run, state: string) =>
  run.invocations.filter((i) => i.state === state).map((i) => i.output);

let accountId: string;
const measured: string[] = [];

/** Every run's work store fails where `failOnce` says. */
const flaky = { wrapStore: (store: ObjectStore) => new FlakyWorkStore(store) };

beforeAll(async () => {
  useRunner({}, flaky);
  accountId = await runnerAccount(50);
});

afterAll(() => {
  if (measured.length > 0)
    console.log(`[event budget, measured on the local runner]\n  ${measured.join('\n  ')}`);
});

async function expectBooksClean() {
  expect(await books(accountId)).toMatchObject({ held: 0, in_flight: 0 });
}

describe('the history of a run without retries', () => {
  it.each([
    ['nordlicht-design', 12, {}, 3],
    ['acme-robotics', 26, {}, 6],
    ['acme-robotics', 26, { CTP_MAX_FAN_OUT: '2' }, 2],
  ] as const)(
    'of %s (%i people, %o) has exactly the events the arithmetic gives',
    async (company, people, env, items) => {
      useRunner(env, flaky);
      const run = await runJob(accountId, company);
      expect(run.job).toMatchObject({ status: 'done', team_scanned: people });
      expect(itemsOf(run)).toBe(items);
      expect(run.awsEvents).toBe(cleanRunEvents(items));
      measured.push(
        `${company}, ${people} people, ${items} Map items, no retry: ${run.awsEvents} events = cleanRunEvents(${items})`,
      );
      await expectBooksClean();
    },
  );
});

describe('a fan-out stage run again after a failure in one of its batches', () => {
  beforeAll(() => {
    // One group of every batch: the failure comes in the middle of one invocation's work.
    useRunner({ CTP_MAX_FAN_OUT: '1' }, flaky);
  });

  it('skips the batches enrich_profiles already stored, and counts each profile once', async () => {
    failOnce.add('/enriched/4.json');
    const run = await runJob(accountId, 'acme-robotics');
    const outputs = outputsOf(run, 'enrich_batch');
    // The first attempt stored batches 0-3 and failed on 4, so no output; the retry did 4 and 5.
    expect(outputs).toEqual([{ batches: 6, done: 2, skipped: 4, deferred: [], retry_at: null }]);
    expect(run.invocations.filter((i) => i.state === 'enrich_profiles_delay')).toHaveLength(1);
    // An S3 throttle is an outage of our own platform, waited out without counting an attempt
    // (docs/reliability.md), so the retry is still enrich_profiles' attempt 0, as is find_candidates'.
    expect(run.invocations.find((i) => i.state === 'enrich_batch')?.input.attempt).toBe(0);
    expect(run.invocations.find((i) => i.state === 'shortlist_batch')?.input.attempt).toBe(0);
    expect(run.job).toMatchObject({ status: 'done', team_scanned: 26, profiles_enriched: 26 });
    expect(run.awsEvents).toBeGreaterThan(cleanRunEvents(1));
    expect(run.awsEvents).toBeLessThanOrEqual(worstCaseEvents(1, settings));
    measured.push(
      `acme-robotics, 1 Map item, one delayed retry of enrich_profiles: ${run.awsEvents} events ≤ worstCaseEvents(1) = ${worstCaseEvents(1, settings)}`,
    );
    await expectBooksClean();
  });

  it('skips the batches verify_candidates already stored, and the result is the same', async () => {
    const clean = await runJob(accountId, 'acme-robotics');
    failOnce.add('/verified/3.json');
    const run = await runJob(accountId, 'acme-robotics');
    expect(outputsOf(run, 'verify_batch')).toEqual([
      { batches: 6, done: 3, skipped: 3, deferred: [], retry_at: null },
    ]);
    expect(run.job).toMatchObject({
      status: 'done',
      preliminary_candidates: clean.job.preliminary_candidates,
      target_people_count: clean.job.target_people_count,
    });
    await expectBooksClean();
  });

  it('skips the batches match_target already looked up, then assembles every one', async () => {
    failOnce.add('/emails/2.json');
    const run = await runJob(accountId, 'acme-robotics');
    expect(outputsOf(run, 'email_batch')).toEqual([
      { batches: 6, done: 4, skipped: 2, deferred: [], retry_at: null },
    ]);
    expect(run.job.status).toBe('done');
    expect(run.job.target_people_count).toBeGreaterThan(0);
    await expectBooksClean();
  });
});

describe('the budget, extrapolated', () => {
  it('holds for the largest company under the local settings too', () => {
    const config = loadConfig({ ...RUNNER_ENV, CTP_MODE: 'local' });
    const items = Math.min(Math.ceil(50_000 / config.CTP_BATCH_SIZE), maxMapItems(settings));
    expect(worstCaseEvents(items, settings)).toBeLessThanOrEqual(HISTORY_EVENT_BUDGET);
  });
});
