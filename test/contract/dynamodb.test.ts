import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../functions/adapters/dynamodb/accounts.js';
import { DynamoApiKeyStore } from '../../functions/adapters/dynamodb/api-keys.js';
import { DynamoBudgetStore } from '../../functions/adapters/dynamodb/budgets.js';
import { DynamoCostStore } from '../../functions/adapters/dynamodb/costs.js';
import { DynamoJobStore } from '../../functions/adapters/dynamodb/jobs.js';
import { DynamoPendingWebhookIndex } from '../../functions/adapters/dynamodb/pending-webhooks.js';
import { DynamoPersonaStore } from '../../functions/adapters/dynamodb/personas.js';
import type { TableNames } from '../../functions/adapters/dynamodb/tables.js';
import { dynamoLocalClientConfig, s3LocalClientConfig } from '../../functions/adapters/emulator-clients.js';
import { S3JsonStore } from '../../functions/adapters/s3/json-store.js';
import { takeBudget } from '../../functions/core/rate-budget.js';
import { ensureBucket, ensureTables } from '../../local/bootstrap.js';
import { type RunningService, startDynamoDbLocal, startS3Local } from '../../local/emulators.js';
import { describeStoreContract, type StoreUnderTest } from './stores.contract.js';

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
