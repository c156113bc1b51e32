import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  InternalServerError,
  ThrottlingException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DynamoBudgetStore } from '../../functions/adapters/dynamodb/budgets.js';
import { budgetedNetwork } from '../../functions/core/budgeted.js';
import type { NetworkProvider } from '../../functions/core/ports.js';
import { isBudgetRefusal } from '../../functions/core/rate-budget.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const store = new DynamoBudgetStore(doc, 'budgets');
const meta = { $metadata: {} };

const throttled = () =>
  new ThrottlingException({ message: 'Throughput exceeds the current capacity of your table', ...meta });
const internal = () => new InternalServerError({ message: 'Internal server error', ...meta });
const timedOut = () => Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });

describe('DynamoDB errors in the budgets store', () => {
  beforeEach(() => dynamo.reset());

  it.each([
    ['throttling', throttled],
    ['an internal error', internal],
    ['no answer in time', timedOut],
  ])('turn %s into the transient Database.Unavailable, on reads and adds alike', async (_what, error) => {
    dynamo.on(QueryCommand).rejects(error());
    dynamo.on(UpdateCommand).rejects(error());
    await expect(store.windows('provider_search', 0)).rejects.toMatchObject({ name: 'Database.Unavailable' });
    await expect(store.add('provider_search', 0, 'acct_1', 1, 0)).rejects.toMatchObject({
      name: 'Database.Unavailable',
    });
    await expect(store.markWaiting('provider_search', 0, 'acct_1', 10, 1)).rejects.toMatchObject({
      name: 'Database.Unavailable',
    });
  });

  it('answer a failed condition as the window it found, not as an error', async () => {
    dynamo.on(UpdateCommand).rejects(
      new ConditionalCheckFailedException({
        message: 'The conditional request failed',
        Item: marshall({
          pk: 'provider_search',
          sk: '000000000005000',
          start: 5_000,
          total: 9,
          'u:acct_1': 9,
        }),
        ...meta,
      }),
    );
    expect(await store.add('provider_search', 5_000, 'acct_2', 2, 8)).toEqual({
      added: false,
      window: { start: 5_000, total: 9, used: { acct_1: 9 }, waiting: {} },
    });
  });

  it('make a budgeted call that meets a throttled budgets table a delayed retry of the database, not a budget refusal', async () => {
    dynamo.on(QueryCommand).rejects(throttled());
    let calls = 0;
    const inner = {
      findCompany: async () => {
        calls += 1;
        return null;
      },
    } as unknown as NetworkProvider;
    const network = budgetedNetwork(inner, {
      limits: { provider_search: { perMinute: 10 } },
      store,
      now: () => 0,
      sleep: async () => undefined,
      maxWaitMs: 0,
    });
    const failure = await network
      .findCompany({ kind: 'slug', value: 'acme' } as never, {
        jobId: 'job_1',
        stage: 'match_company',
        attempt: 0,
      })
      .catch((error: unknown) => error as Error);
    expect(failure).toMatchObject({ name: 'Database.Unavailable' });
    expect(isBudgetRefusal((failure as Error).message)).toBe(false);
    expect(calls).toBe(0);
  });
});
