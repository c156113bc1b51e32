import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../functions/adapters/dynamodb/accounts.js';
import { DynamoApiKeyStore } from '../../functions/adapters/dynamodb/api-keys.js';
import { DynamoBudgetStore } from '../../functions/adapters/dynamodb/budgets.js';
import { DynamoCostStore } from '../../functions/adapters/dynamodb/costs.js';
import { DynamoJobStore } from '../../functions/adapters/dynamodb/jobs.js';
import { DynamoPendingWebhookIndex } from '../../functions/adapters/dynamodb/pending-webhooks.js';
import { DynamoPersonaStore } from '../../functions/adapters/dynamodb/personas.js';
import { DynamoProcessingJobIndex } from '../../functions/adapters/dynamodb/processing-jobs.js';
import {
  LEGACY_PROCESSING_PK,
  PROCESSING_SHARDS,
  processingPk,
  type TableNames,
} from '../../functions/adapters/dynamodb/tables.js';
import { dynamoLocalClientConfig, s3LocalClientConfig } from '../../functions/adapters/emulator-clients.js';
import { S3JsonStore } from '../../functions/adapters/s3/json-store.js';
import { takeBudget } from '../../functions/core/rate-budget.js';
import { ensureBucket, ensureTables } from '../../local/bootstrap.js';
import { type RunningService, startDynamoDbLocal, startS3Local } from '../../local/emulators.js';
import { describeStoreContract, jobFor, type StoreUnderTest } from './stores.contract.js';

const tables: TableNames = {
  accounts: 'contract-accounts',
  apiKeys: 'contract-api-keys',
  jobs: 'contract-jobs',
  idempotency: 'contract-idempotency',
  budgets: 'contract-budgets',
};
const BUCKET = 'contract-results';

let dynamo: RunningService;
let s3: RunningService;
let s3Dir: string;
let stores: StoreUnderTest;
let dynamoClient: DynamoDBClient;
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'ctp-contract-s3-'));
  [dynamo, s3] = await Promise.all([startDynamoDbLocal(), startS3Local({ directory: s3Dir })]);
  dynamoClient = new DynamoDBClient(dynamoLocalClientConfig(dynamo.endpoint));
  const s3Client = new S3Client(s3LocalClientConfig(s3.endpoint));
  await ensureTables(dynamoClient, tables);
  await ensureBucket(s3Client, BUCKET);
  const doc = DynamoDBDocumentClient.from(dynamoClient, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  documents = doc;
  const objects = new S3JsonStore(s3Client, BUCKET);
  stores = {
    accounts: new DynamoAccountStore(doc, tables.accounts),
    apiKeys: new DynamoApiKeyStore(doc, tables.apiKeys),
    personas: new DynamoPersonaStore(doc, tables.accounts),
    jobs: new DynamoJobStore(doc, tables),
    results: objects,
    work: objects,
    budgets: new DynamoBudgetStore(doc, tables.budgets),
    costs: new DynamoCostStore(doc, tables.jobs),
    pendingWebhooks: new DynamoPendingWebhookIndex(doc, tables.jobs),
    processingJobs: new DynamoProcessingJobIndex(doc, tables.jobs),
  };
}, 60_000);

afterAll(async () => {
  await Promise.all([dynamo?.stop(), s3?.stop()]);
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
}, 60_000);

describeStoreContract('DynamoDB Local and the S3 emulator', () => stores);

describe('local tables from an older data directory', () => {
  it('replace a budgets table with one item per dependency by the windowed one, and keep other tables', async () => {
    const old = { ...tables, budgets: 'contract-old-budgets' };
    await dynamoClient.send(
      new CreateTableCommand({
        TableName: old.budgets,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      }),
    );
    await ensureTables(dynamoClient, old);
    const { Table } = await dynamoClient.send(new DescribeTableCommand({ TableName: old.budgets }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    // Every other table was already there, and is as it was (its items too).
    const budgets = new DynamoBudgetStore(DynamoDBDocumentClient.from(dynamoClient), old.budgets);
    expect(await budgets.add('provider_search', 0, 'acct', 1, 0)).toEqual({ added: true });
  });
});

describe('the budgets store on DynamoDB Local under 64 concurrent callers', () => {
  it('costs each granted call one read and one write: no read-then-replace, no retries', async () => {
    // A client of its own: the middleware counts only this test's requests.
    const counted = DynamoDBDocumentClient.from(new DynamoDBClient(dynamoLocalClientConfig(dynamo.endpoint)));
    const sent: string[] = [];
    counted.middlewareStack.add(
      (next) => async (args) => {
        sent.push('KeyConditionExpression' in (args.input as object) ? 'Query' : 'Update');
        return next(args);
      },
      { step: 'initialize', name: 'countRequests' },
    );
    const store = new DynamoBudgetStore(counted, tables.budgets);
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        takeBudget(store, () => 3_000_000, { perMinute: 64 }, `dep_${Date.now()}`, `acct_${i % 8}`, 1),
      ),
    );
    expect(results.filter((r) => !r.granted)).toEqual([]);
    expect(sent.filter((name) => name === 'Query')).toHaveLength(64);
    expect(sent.filter((name) => name === 'Update')).toHaveLength(64);
    expect(sent).toHaveLength(128);
  });
});

describe('the by_processing index on DynamoDB Local', () => {
  /** Older than any other test's jobs, so that the oldest of the index are this test's. */
  const longAgo = (second: number) =>
    new Date(Date.parse('2001-01-01T00:00:00.000Z') + second * 1000).toISOString();

  it('spreads processing jobs over its shards, and the sweep reads every shard, oldest first', async () => {
    const accountId = `acct_index_${Date.now().toString(36)}`;
    await stores.accounts.create({
      account_id: accountId,
      name: 'Index',
      tier: 'premium',
      concurrency_limit: 100,
      webhook_secret: 'whsec_index',
      created_at: longAgo(0),
    });
    await stores.accounts.grantCredits(accountId, 40, 'seed', longAgo(0));
    const jobs = Array.from({ length: 40 }, (_, i) =>
      jobFor(accountId, { created_at: longAgo(100 + i), profiles_enriched: 0 }),
    );
    for (const job of jobs) await stores.jobs.submit(job, null, 0);
    // A job submitted before the key was sharded, in the one old partition.
    const legacy = jobFor(accountId, { created_at: longAgo(50) });
    await documents.send(
      new PutCommand({
        TableName: tables.jobs,
        Item: { ...legacy, processing_pk: LEGACY_PROCESSING_PK },
      }),
    );
    expect(new Set(jobs.map((job) => processingPk(job.job_id))).size).toBeGreaterThan(PROCESSING_SHARDS / 2);

    const index = new DynamoProcessingJobIndex(documents, tables.jobs);
    const oldest = await index.oldestProcessing(41);
    expect(oldest.map((job) => job.job_id)).toEqual([legacy.job_id, ...jobs.map((job) => job.job_id)]);
    expect(oldest[1]).toMatchObject({ last_progress_at: longAgo(100), next_retry_at: null });
    expect((await index.oldestProcessing(5)).map((job) => job.job_id)).toEqual(
      [legacy, ...jobs.slice(0, 4)].map((job) => job.job_id),
    );

    // Progress moves `last_progress_at` in the index; a delay shows its retry time; an end removes it.
    const [first, second, third] = jobs as [(typeof jobs)[0], (typeof jobs)[0], (typeof jobs)[0]];
    await stores.jobs.addProgress(first.job_id, 'profiles_enriched', 100, longAgo(5000));
    await stores.jobs.markDelayed(second.job_id, 'enrich_profiles', longAgo(9000), longAgo(6000));
    await stores.jobs.finishUncharged(third.job_id, 'failed', 'test', longAgo(7000));
    await expect
      .poll(async () =>
        (await index.oldestProcessing(4)).map(({ job_id, last_progress_at, next_retry_at }) => ({
          job_id,
          last_progress_at,
          next_retry_at,
        })),
      )
      .toEqual([
        { job_id: legacy.job_id, last_progress_at: null, next_retry_at: null },
        { job_id: first.job_id, last_progress_at: longAgo(5000), next_retry_at: null },
        { job_id: second.job_id, last_progress_at: longAgo(6000), next_retry_at: longAgo(9000) },
        { job_id: jobs[3]?.job_id, last_progress_at: longAgo(103), next_retry_at: null },
      ]);
  });
});
