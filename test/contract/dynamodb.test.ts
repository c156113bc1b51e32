import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
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

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'ctp-contract-s3-'));
  [dynamo, s3] = await Promise.all([startDynamoDbLocal(), startS3Local({ directory: s3Dir })]);
  const dynamoClient = new DynamoDBClient(dynamoLocalClientConfig(dynamo.endpoint));
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
