import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../functions/adapters/dynamodb/accounts.js';
import { DynamoApiKeyStore } from '../../functions/adapters/dynamodb/api-keys.js';
import { DynamoBudgetStore } from '../../functions/adapters/dynamodb/budgets.js';
import { DynamoCostStore } from '../../functions/adapters/dynamodb/costs.js';
import { DynamoJobStore, JOB_POSITION_STRIDE } from '../../functions/adapters/dynamodb/jobs.js';
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
import type { ProcessingJob } from '../../functions/core/ports.js';
import { takeBudget } from '../../functions/core/rate-budget.js';
import { ensureBucket, ensureTables } from '../../local/bootstrap.js';
import { type RunningService, startDynamoDbLocal, startS3Local } from '../../local/emulators.js';
import { useQuickJava } from '../fixtures/quick-java.js';
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
  useQuickJava();
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

  it('spreads processing jobs over its shards, and a walk of its pages reads every shard, each job once', async () => {
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
    // The whole index, page by page (other tests' processing jobs are in it too).
    const walk = async (limit: number) => {
      const seen: ProcessingJob[] = [];
      let cursor: string | null = null;
      do {
        const page = await index.processingPage(limit, cursor);
        seen.push(...page.jobs);
        cursor = page.next;
      } while (cursor !== null);
      return seen;
    };
    const mine = new Set([legacy, ...jobs].map((job) => job.job_id));
    const ours = async (limit: number) => {
      const seen = await walk(limit);
      // Every job on exactly one page.
      expect(new Set(seen.map((job) => job.job_id)).size).toBe(seen.length);
      return new Map(seen.filter((job) => mine.has(job.job_id)).map((job) => [job.job_id, job]));
    };
    const found = await ours(7);
    expect([...found.keys()].sort()).toEqual([...mine].sort());
    expect(found.get(jobs[0]?.job_id as string)).toMatchObject({
      last_progress_at: longAgo(100),
      next_retry_at: null,
    });
    expect([...(await ours(1000)).keys()].sort()).toEqual([...mine].sort());

    // Progress moves `last_progress_at` in the index; a delay shows its retry time; an end removes it.
    const [first, second, third] = jobs as [(typeof jobs)[0], (typeof jobs)[0], (typeof jobs)[0]];
    await stores.jobs.addProgress(first.job_id, 'profiles_enriched', 100, longAgo(5000));
    await stores.jobs.markDelayed(second.job_id, 'enrich_profiles', longAgo(9000), longAgo(6000));
    await stores.jobs.finishUncharged(third.job_id, 'failed', 'test', longAgo(7000));
    await expect
      .poll(async () => {
        const now = await ours(50);
        return [legacy, first, second, third].map((job) => {
          const seen = now.get(job.job_id);
          return seen ? { last_progress_at: seen.last_progress_at, next_retry_at: seen.next_retry_at } : null;
        });
      })
      .toEqual([
        { last_progress_at: null, next_retry_at: null },
        { last_progress_at: longAgo(5000), next_retry_at: null },
        { last_progress_at: longAgo(6000), next_retry_at: longAgo(9000) },
        null,
      ]);
  });
});

describe('deep pages of the job list on DynamoDB Local', () => {
  /** The store over a client that counts the `by_key` index entries each list reads. */
  function countingJobStore(clock: { now: () => Date }) {
    const read = { entries: 0 };
    const counting = new Proxy(documents, {
      get(target, property, receiver) {
        if (property !== 'send') return Reflect.get(target, property, receiver);
        return async (command: { input?: { IndexName?: string } }, options?: unknown) => {
          const out = (await (target.send as (...a: unknown[]) => Promise<Record<string, unknown>>)(
            command,
            options,
          )) as { ScannedCount?: number };
          if (command instanceof QueryCommand && command.input.IndexName === 'by_key')
            read.entries += out.ScannedCount ?? 0;
          return out;
        };
      },
    });
    return { store: new DynamoJobStore(counting, tables, clock), read };
  }

  /** The whole list, newest first, read by cursor (which never uses a stored position). */
  async function everyJobByCursor(owner: { account_id: string; key_id: string }): Promise<string[]> {
    const ids: string[] = [];
    let after: Parameters<typeof stores.jobs.list>[1]['after'] = null;
    do {
      const page = await stores.jobs.list(owner, { q: null, limit: 100, skip: 0, after });
      ids.push(...page.jobs.map((job) => job.job_id));
      after = page.next;
    } while (after);
    return ids;
  }

  it('reads at most one stride of index entries beside the page, however deep the page is', async () => {
    // Prepare: 225 jobs of one key, submitted a day before "now".
    const now = new Date('2026-11-24T10:00:00.000Z');
    const { store, read } = countingJobStore({ now: () => now });
    const accountId = `acct_pages_${Date.now().toString(36)}`;
    const owner = { account_id: accountId, key_id: `key_${accountId}` };
    const total = 2 * JOB_POSITION_STRIDE + 25;
    await stores.accounts.create({
      account_id: accountId,
      name: 'Pages',
      tier: 'premium',
      concurrency_limit: total,
      webhook_secret: 'whsec_pages',
      created_at: '2026-11-23T00:00:00.000Z',
    });
    await stores.accounts.grantCredits(accountId, total, 'seed', '2026-11-23T00:00:00.000Z');
    for (let i = 0; i < total; i += 1) {
      const created = new Date(Date.parse('2026-11-23T00:00:00.000Z') + i * 1000).toISOString();
      await store.submit(jobFor(accountId, { key_id: owner.key_id, created_at: created }), null, 0);
    }
    const newestFirst = await everyJobByCursor(owner);
    expect(newestFirst).toHaveLength(total);
    // The first deep page walks up to its position once, and stores the positions it passes.
    read.entries = 0;
    await store.list(owner, { q: null, limit: 5, skip: JOB_POSITION_STRIDE });
    expect(read.entries).toBeLessThanOrEqual(total);

    // Act and assess: each deep page is exact and reads at most a stride and its own entries.
    const limit = 5;
    for (const skip of [100, 150, 200, 220]) {
      read.entries = 0;
      const page = await store.list(owner, { q: null, limit, skip });
      expect(page.jobs.map((job) => job.job_id)).toEqual(newestFirst.slice(skip, skip + limit));
      expect(page.count).toBe(total);
      // Walking from the newest job reads skip + limit entries (105 to 225 here).
      expect(read.entries).toBeLessThan(JOB_POSITION_STRIDE + limit);
    }
  });

  it('keeps no position among jobs still young enough to gain an older neighbour, and still answers exactly', async () => {
    const { store, read } = countingJobStore({ now: () => new Date('2026-11-23T00:01:00.000Z') });
    const accountId = `acct_young_${Date.now().toString(36)}`;
    const owner = { account_id: accountId, key_id: `key_${accountId}` };
    const total = 2 * JOB_POSITION_STRIDE + 20;
    await stores.accounts.create({
      account_id: accountId,
      name: 'Young',
      tier: 'premium',
      concurrency_limit: total,
      webhook_secret: 'whsec_young',
      created_at: '2026-11-23T00:00:00.000Z',
    });
    await stores.accounts.grantCredits(accountId, total, 'seed', '2026-11-23T00:00:00.000Z');
    for (let i = 0; i < total; i += 1) {
      const created = new Date(Date.parse('2026-11-23T00:00:00.000Z') + i * 100).toISOString();
      await store.submit(jobFor(accountId, { key_id: owner.key_id, created_at: created }), null, 0);
    }
    const whole = await everyJobByCursor(owner);

    // Twice: with nothing old enough to keep, the second read walks from the newest job again.
    for (const _ of [1, 2]) {
      read.entries = 0;
      const page = await store.list(owner, { q: null, limit: 10, skip: JOB_POSITION_STRIDE });
      expect(page.jobs.map((job) => job.job_id)).toEqual(whole.slice(100, 110));
      expect(read.entries).toBeGreaterThan(JOB_POSITION_STRIDE);
    }
  });
});
