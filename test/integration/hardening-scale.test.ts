import { BatchWriteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { SK } from '../../functions/adapters/dynamodb/tables.js';
import { cryptoIds, systemClock } from '../../functions/adapters/ids.js';
import { createAccount } from '../../functions/core/admin.js';
import { hashApiKey, keyIdOf } from '../../functions/core/api-keys.js';
import { newJobRecord } from '../../functions/core/jobs.js';
import { PERSONAS_PER_ACCOUNT_MAX } from '../../functions/core/personas.js';
import { createDocumentClient, createStores } from '../../functions/shared/deps.js';
import { type LocalStack, startLocalStack } from '../../local/stack.js';

/**
 * Every list and every persona creation costs the same number of storage requests whatever the size
 * of the account (issue 11). A stack of this file's own, in this process (on the suite's DynamoDB Local,
 * in tables of its own), so that every DynamoDB request of the handlers can be counted. The large account is seeded straight into DynamoDB Local
 * with BatchWriteItem (10,000 jobs, 999 custom personas), with the counts the service maintains.
 */

const LARGE_JOBS = 10_000;
const LARGE_PERSONAS = PERSONAS_PER_ACCOUNT_MAX - 1;

let stack: LocalStack;
let doc: DynamoDBDocumentClient;

interface Subject {
  key: string;
  accountId: string;
  jobIds: string[];
}

const jobItem = (accountId: string, keyId: string, index: number) => {
  const at = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
  return {
    ...newJobRecord({
      jobId: `job_${accountId.slice(5, 13)}_${String(index).padStart(6, '0')}`,
      accountId,
      keyId,
      input: `company-${index}`,
      companyRef: `slug:company-${index}`,
      operation: 'target_people',
      persona: { slug: 'owners-founders', name: 'Owners & founders', definition: 'x' },
      companyId: null,
      callbackUrl: null,
      idempotencyKey: null,
      at,
    }),
    status: 'cancelled',
    processing_state: null,
    stage: null,
    finished_at: at,
  };
};

const personaItem = (accountId: string, index: number) => {
  const slug = `seeded-persona-${String(index).padStart(4, '0')}`;
  const at = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
  return {
    pk: accountId,
    sk: SK.persona(slug),
    slug,
    name: `Seeded persona ${index}`,
    definition: 'Heads of procurement at manufacturing companies.',
    is_system: false,
    created_at: at,
    updated_at: at,
  };
};

async function batchWrite(table: string, items: Record<string, unknown>[]) {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++] as Record<string, unknown>[];
      let pending: Record<string, unknown>[] = chunk.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length > 0) {
        const { UnprocessedItems } = await doc.send(
          new BatchWriteCommand({ RequestItems: { [table]: pending as never } }),
        );
        pending = (UnprocessedItems?.[table] ?? []) as Record<string, unknown>[];
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

/** An account with `jobs` jobs and `personas` custom personas, seeded with the counts the service keeps. */
async function seed(jobs: number, personas: number): Promise<Subject> {
  const { account, apiKey } = await createAccount(
    { ...createStores(stack.config), clock: systemClock, ids: cryptoIds },
    { tier: 'premium', credits: 10 },
  );
  const id = account.account_id;
  // The jobs belong to the key that lists them (spec 4.4), as the API would have written them.
  const keyId = keyIdOf({ key_hash: hashApiKey(apiKey) });
  const jobItems = Array.from({ length: jobs }, (_, i) => jobItem(id, keyId, i));
  await batchWrite(stack.config.CTP_JOBS_TABLE, jobItems);
  await batchWrite(
    stack.config.CTP_ACCOUNTS_TABLE,
    Array.from({ length: personas }, (_, i) => personaItem(id, i)),
  );
  await doc.send(
    new UpdateCommand({
      TableName: stack.config.CTP_ACCOUNTS_TABLE,
      Key: { pk: id, sk: SK.account },
      UpdateExpression: 'SET persona_count = :n',
      ExpressionAttributeValues: { ':n': personas },
    }),
  );
  await doc.send(
    new UpdateCommand({
      TableName: stack.config.CTP_ACCOUNTS_TABLE,
      Key: { pk: id, sk: SK.jobCount(keyId) },
      UpdateExpression: 'SET job_count = :n',
      ExpressionAttributeValues: { ':n': jobs },
    }),
  );
  return { key: apiKey, accountId: id, jobIds: jobItems.map((job) => job.job_id) };
}

async function call(subject: Subject, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: {
      'x-api-key': subject.key,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** The DynamoDB requests one API call makes, by command name. */
async function requestsOf(subject: Subject, method: string, path: string, body?: unknown) {
  const send = vi.spyOn(DynamoDBDocumentClient.prototype, 'send');
  try {
    const answer = await call(subject, method, path, body);
    const commands = send.mock.calls.map(([command]) => (command as object).constructor.name).sort();
    return { answer, commands };
  } finally {
    send.mockRestore();
  }
}

let small: Subject;
let large: Subject;

beforeAll(async () => {
  // On the suite's DynamoDB Local and S3 emulator (global-setup.ts, which no test stops or freezes), in
  // tables and a bucket of this file's own, as job-cost and built-bundles do: no JVM started for the file.
  stack = await startLocalStack({
    dataDir: null,
    emulators: { dynamoEndpoint: inject('dynamoEndpoint'), s3Endpoint: inject('s3Endpoint') },
    accounts: [],
    // requestsOf counts every DynamoDB call in the process while one request runs; the reconciler's sweep
    // (every 30 s by default) is not part of any request, and on a busy machine one fired inside a counted
    // request (five extra Query pages). This file asks what a request costs, so its sweep never fires.
    sweep: { intervalMs: 24 * 3_600_000 },
    env: {
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'embedded',
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_ACCOUNTS_TABLE: 'hardening-scale-accounts',
      CTP_API_KEYS_TABLE: 'hardening-scale-api-keys',
      CTP_JOBS_TABLE: 'hardening-scale-jobs',
      CTP_IDEMPOTENCY_TABLE: 'hardening-scale-idempotency',
      CTP_BUDGETS_TABLE: 'hardening-scale-budgets',
      CTP_RESULTS_BUCKET: 'hardening-scale-results',
    },
  });
  doc = createDocumentClient(stack.config);
  small = await seed(30, 3);
  large = await seed(LARGE_JOBS, LARGE_PERSONAS);
}, 300_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

describe('an account that grows to 10,000 jobs and 1,000 personas', () => {
  it.each([
    ['GET', '/v1/jobs?limit=20'],
    ['GET', '/v1/jobs?limit=10&skip=20'],
    // Matches in both accounts' newest jobs (the large one's are company-9000 to 9999), so both read a page.
    ['GET', '/v1/jobs?limit=5&q=company-9'],
    ['GET', '/v1/personas?limit=20'],
    ['GET', '/v1/personas?limit=2&skip=2'],
  ])('costs the same storage requests for %s %s as a small account', async (method, path) => {
    const few = await requestsOf(small, method, path);
    const many = await requestsOf(large, method, path);
    expect(few.answer.status).toBe(200);
    expect(many.answer.status).toBe(200);
    expect(many.commands).toEqual(few.commands);
    expect(many.commands.length).toBeLessThanOrEqual(4);
  });

  it('counts every job and every persona without reading them', async () => {
    const jobs = await call(large, 'GET', '/v1/jobs?limit=3');
    expect(jobs.body.count).toBe(LARGE_JOBS);
    expect(jobs.body.jobs.map((job: any) => job.job_id)).toEqual(large.jobIds.slice(-3).reverse());
    const personas = await call(large, 'GET', '/v1/personas?limit=3');
    expect(personas.body.count).toBe(LARGE_PERSONAS + 1);
    expect(personas.body.personas.map((p: any) => p.slug)).toEqual([
      'owners-founders',
      'seeded-persona-0000',
      'seeded-persona-0001',
    ]);
  });

  it('creates a persona with the same storage requests, up to the cap, then refuses with 409', async () => {
    const definition = 'Heads of procurement and purchasing managers.';
    const few = await requestsOf(small, 'POST', '/v1/personas', { name: 'Buyers', definition });
    const many = await requestsOf(large, 'POST', '/v1/personas', { name: 'Buyers', definition });
    expect(few.answer.status).toBe(201);
    expect(many.answer.status).toBe(201);
    expect(many.commands).toEqual(few.commands);

    // The large account now has the most custom personas it may have.
    const refused = await call(large, 'POST', '/v1/personas', { name: 'Buyers', definition });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'persona_limit_reached',
      limit: PERSONAS_PER_ACCOUNT_MAX,
    });
    expect((await call(large, 'GET', '/v1/personas?limit=1')).body.count).toBe(PERSONAS_PER_ACCOUNT_MAX + 1);

    // Deleting one makes room for one.
    expect((await call(large, 'DELETE', '/v1/personas/seeded-persona-0000')).status).toBe(200);
    expect((await call(large, 'POST', '/v1/personas', { name: 'Buyers', definition })).status).toBe(201);
  });

  it('counts a new submission in the list', async () => {
    // The job stays processing while its company is held at the stack's gate, not behind a 30 s latency.
    const release = stack.gate.hold('acme-robotics');
    const submitted = await call(small, 'POST', '/v1/jobs', {
      input: 'acme-robotics',
      operation: 'target_people',
      persona: 'owners-founders',
    });
    expect(submitted.status).toBe(202);
    expect((await call(small, 'GET', '/v1/jobs?limit=1')).body).toMatchObject({
      count: 31,
      jobs: [{ job_id: submitted.body.job_id }],
    });
    await call(small, 'POST', `/v1/jobs/${submitted.body.job_id}/cancel`);
    release();
  });
});
