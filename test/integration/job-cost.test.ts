import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIST_PRICES } from '../../functions/shared/prices.js';
import { runAdmin } from '../../local/admin.js';
import { type LocalStack, startLocalStack } from '../../local/stack.js';
import { type FakePdl, PDL_SAMPLE, PDL_SAMPLE_COMPANY, startFakePdl } from '../fakes/pdl-server.js';
import { type FakeZeroBounce, startFakeZeroBounce, ZEROBOUNCE_SAMPLE } from '../fakes/zerobounce-server.js';

/**
 * Cost on every job, through the local stack: People Data Labs and ZeroBounce (fakes on loopback)
 * behind the counting decorators and the caches, a whole job through HTTP, then the operator's
 * `admin job-cost` and `admin list-accounts`. Its own stack, in its own worker, on the suite's
 * DynamoDB Local and S3 emulator (global-setup.ts), which no test stops or freezes, in tables and a
 * bucket of its own (`job-cost-*`), rather than a JVM and an emulator started for this file: nothing
 * here is about the emulators, and a cache that survived a restart is not what it checks.
 */
const KEYS = { first: 'ctp_cost_test_first', second: 'ctp_cost_test_second' };
const TERMINAL = ['done', 'not_found', 'no_employees', 'no_people_found', 'too_large', 'failed', 'cancelled'];

let pdl: FakePdl;
let zerobounce: FakeZeroBounce;
let stack: LocalStack;

beforeAll(async () => {
  [pdl, zerobounce] = await Promise.all([
    startFakePdl({ ...PDL_SAMPLE, apiKey: 'pdl-test' }),
    startFakeZeroBounce({ ...ZEROBOUNCE_SAMPLE, apiKey: 'zb-test' }),
  ]);
  stack = await startLocalStack({
    dataDir: null,
    emulators: { dynamoEndpoint: inject('dynamoEndpoint'), s3Endpoint: inject('s3Endpoint') },
    accounts: [
      { api_key: KEYS.first, tier: 'premium', credits: 5 },
      { api_key: KEYS.second, tier: 'premium', credits: 5 },
    ],
    env: {
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'pdl',
      CTP_PDL_API_KEY: 'pdl-test',
      CTP_PDL_BASE_URL: pdl.baseURL,
      CTP_EMAIL_VERIFIER: 'zerobounce',
      CTP_VERIFIER_API_KEY: 'zb-test',
      CTP_VERIFIER_BASE_URL: zerobounce.baseURL,
      CTP_PROVIDER_CACHE_DAYS: '30',
      // The published PDL limits would slow the test to PDL's 10 searches a minute.
      CTP_BUDGETS: '{"provider_search":{"perMinute":0},"provider_enrich":{"perMinute":0}}',
      CTP_ACCOUNTS_TABLE: 'job-cost-accounts',
      CTP_API_KEYS_TABLE: 'job-cost-api-keys',
      CTP_JOBS_TABLE: 'job-cost-jobs',
      CTP_IDEMPOTENCY_TABLE: 'job-cost-idempotency',
      CTP_BUDGETS_TABLE: 'job-cost-budgets',
      CTP_RESULTS_BUCKET: 'job-cost-results',
    },
  });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await Promise.allSettled([pdl?.close(), zerobounce?.close()]);
});

async function api(key: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${route}`, {
    method,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function runJob(key: string) {
  const submitted = await api(key, 'POST', '/v1/jobs', {
    input: String(PDL_SAMPLE_COMPANY.id),
    operation: 'target_people',
    persona: 'owners-founders',
  });
  expect(submitted.status).toBe(202);
  let job: any;
  await expect
    .poll(
      async () => {
        job = (await api(key, 'GET', `/v1/jobs/${submitted.body.job_id}`)).body;
        return TERMINAL.includes(job.status);
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(true);
  return job;
}

/**
 * The operator CLI on the stack's own tables, through its entry `runAdmin` (local/admin.ts) in this
 * process: the same arguments and environment, output captured, the exit code it returns. The CLI as a
 * process (exit codes as the shell sees them) is admin.test.ts's.
 */
async function admin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { config } = stack;
  let stdout = '';
  let stderr = '';
  const code = await runAdmin(
    args,
    {
      ...process.env,
      CTP_TARGET: 'aws',
      CTP_DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
      CTP_ACCOUNTS_TABLE: config.CTP_ACCOUNTS_TABLE,
      CTP_API_KEYS_TABLE: config.CTP_API_KEYS_TABLE,
      CTP_JOBS_TABLE: config.CTP_JOBS_TABLE,
      AWS_REGION: 'us-east-1',
    },
    {
      out: (text) => {
        stdout += text;
      },
      err: (text) => {
        stderr += text;
      },
    },
  );
  return { code, stdout, stderr };
}

describe('cost on every job', () => {
  it('records what a job was billed, shows it in admin job-cost and list-accounts, and a second job on the same company pays no provider or verifier', async () => {
    const first = await runJob(KEYS.first);
    expect(first).toMatchObject({ status: 'done', team_scanned: PDL_SAMPLE.people.length - 1 });
    expect(first.target_people_count).toBeGreaterThan(0);
    const validations = zerobounce.requests.length;
    // ZeroBounce bills every validation but an `unknown` one.
    const billed = zerobounce.requests.filter(
      (r) => ZEROBOUNCE_SAMPLE.mailboxes?.[r.email ?? ''] !== 'unknown',
    );

    // The CLI calls that read the same state go at once: each is a process starting.
    const [cost, text] = await Promise.all([
      admin(['job-cost', first.job_id, '--json']),
      admin(['job-cost', first.job_id]),
    ]);
    if (cost.code !== 0) throw new Error(`admin job-cost exited ${cost.code}:\n${cost.stderr}`);
    const report = JSON.parse(cost.stdout);
    const units = Object.fromEntries(report.lines.map((l: any) => [l.unit, l.count]));
    // Person Search billed every roster row with its record; nothing needed enriching again.
    expect(units).toEqual({
      'provider/pdl:company_lookups': 1,
      'provider/pdl:roster_records': first.team_scanned,
      'verifier/zerobounce:lookups': first.target_people_count,
      'verifier/zerobounce:validations': billed.length,
    });
    // Priya Raman's mailbox is the second candidate: her lookup was billed two validations.
    expect(billed.length).toBeGreaterThan(first.target_people_count);
    const expected =
      (1 + first.team_scanned) * LIST_PRICES.units['provider/pdl:roster_records'] +
      billed.length * LIST_PRICES.units['verifier/zerobounce:validations'];
    expect(report.total_usd).toBeCloseTo(expected, 10);
    expect(text.stdout).toContain('provider/pdl:roster_records');
    expect(text.stdout).toMatch(/Total: \$\d/);

    // Another account, the same company and persona, within the window: no provider request and no
    // verifier call (its verified addresses are remembered), so nothing billed.
    const pdlRequests = pdl.requests.length;
    const second = await runJob(KEYS.second);
    expect(second).toMatchObject({ status: 'done', target_people_count: first.target_people_count });
    expect(pdl.requests.length).toBe(pdlRequests);
    expect(zerobounce.requests.length).toBe(validations);
    const [againOut, listedOut, tableOut] = await Promise.all([
      admin(['job-cost', second.job_id, '--json']),
      admin(['list-accounts', '--json']),
      admin(['list-accounts']),
    ]);
    const again = JSON.parse(againOut.stdout);
    expect(again).toMatchObject({ job_id: second.job_id, lines: [], total_usd: 0 });

    // Per account totals; GET /v1/account says nothing about them.
    const listed = JSON.parse(listedOut.stdout);
    const byId = Object.fromEntries(listed.accounts.map((a: any) => [a.account_id, a.cost]));
    const idOf = (key: string) => stack.seeded.find((seed) => seed.api_key === key)?.account_id ?? '';
    expect(byId[idOf(KEYS.first)]).toMatchObject({ jobs: 1, unpriced: [] });
    expect(byId[idOf(KEYS.first)].total_usd).toBeCloseTo(expected, 10);
    expect(byId[idOf(KEYS.second)]).toEqual({ jobs: 1, total_usd: 0, unpriced: [] });
    const table = tableOut.stdout;
    expect(table).toMatch(/JOBS\s+COST/);
    const account = await api(KEYS.first, 'GET', '/v1/account');
    expect(JSON.stringify(account.body)).not.toMatch(/cost|usd/i);
  }, 60_000);
});
