import { ThrottlingException } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../functions/shared/config.js';
import { createDocumentClient } from '../../functions/shared/deps.js';
import { books, RUNNER_ENV, runJob, runnerAccount, useRunner } from './pipeline-runner.js';

/**
 * The budgets table is a DynamoDB table like the others: when it throttles (or fails, or does not
 * answer) under a stage, the stage takes the delayed-retry path as `Database.Unavailable`, as with the
 * jobs table, and the job is done; before issue 23 the raw ThrottlingException went to fail_job.
 * The throttle is injected on the SDK client, in front of the real adapter and DynamoDB Local.
 */

const COMPANY = 'nordlicht-design';
const ENV = {
  // A budget large enough never to refuse: only the table's throttling can stop a call.
  CTP_BUDGETS: JSON.stringify({ provider_search: { perMinute: 100_000 } }),
  CTP_MAX_FAN_OUT: '1',
  // The company's search must reach the provider (and so the budget), whatever earlier tests cached.
  CTP_PROVIDER_CACHE_DAYS: '0',
};

/** Requests to the budgets table to throttle, from the next one on. */
const outage = { remaining: 0, met: 0 };

let accountId: string;

beforeAll(async () => {
  const config = loadConfig({
    ...RUNNER_ENV,
    CTP_DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    CTP_S3_ENDPOINT: inject('s3Endpoint'),
    ...ENV,
  });
  const doc = createDocumentClient(config);
  doc.middlewareStack.add(
    (next) => async (args) => {
      const table = (args.input as { TableName?: string }).TableName;
      if (table === config.CTP_BUDGETS_TABLE && outage.remaining > 0) {
        outage.remaining -= 1;
        outage.met += 1;
        // What the SDK hands back once its own retries are spent.
        throw new ThrottlingException({
          message: 'Throughput exceeds the current capacity of your table or index.',
          $metadata: { httpStatusCode: 400 },
        });
      }
      return next(args);
    },
    { step: 'initialize', name: 'budgetsTableOutage' },
  );
  useRunner(ENV, { clients: { doc } });
  accountId = await runnerAccount(20);
});

describe('a throttled budgets table under a stage', () => {
  it('delays the job (Database.Unavailable, processing_state delayed) instead of failing it, and the job is done', async () => {
    Object.assign(outage, { remaining: 1, met: 0 });
    const run = await runJob(accountId, COMPANY);
    expect(outage.met).toBe(1);
    const delays = run.invocations.filter((i) => i.state.endsWith('_delay'));
    expect(delays.map((d) => [d.state, d.input.state.error.Error, d.job?.processing_state])).toEqual([
      ['match_company_delay', 'Database.Unavailable', 'delayed'],
    ]);
    expect(Date.parse(delays[0]?.job?.next_retry_at ?? '')).toBeGreaterThan(0);
    expect(run.invocations.some((i) => i.state === 'fail_job')).toBe(false);
    expect(run.job).toMatchObject({ status: 'done', credits_charged: 1 });
    const after = await books(accountId);
    expect({ held: after.held, in_flight: after.in_flight }).toEqual({ held: 0, in_flight: 0 });
  });
});
