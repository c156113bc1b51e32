import { DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3LocalClientConfig } from '../../functions/adapters/emulator-clients.js';
import { type LocalStack, startLocalStack } from '../../local/stack.js';

/**
 * A dependency outage on a stack of this file's own (it breaks the stack on purpose): a missing bucket,
 * a frozen DynamoDB, a killed DynamoDB. Every route must answer 503 `service_unavailable` with
 * Retry-After, never 500, and never hang until API Gateway's 29 s.
 */

const API_KEY = 'ctp_outage_test_key_0001';
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({
    dataDir: null,
    accounts: [{ api_key: API_KEY, tier: 'premium', credits: 10 }],
    env: { CTP_JUDGE: 'offline', CTP_NETWORK_PROVIDER: 'embedded', CTP_EMAIL_VERIFIER: 'embedded' },
  });
}, 120_000);

afterAll(async () => {
  // A test that failed half-way may leave java frozen; a frozen process ignores SIGTERM.
  if (stack?.dynamoPid) {
    try {
      process.kill(stack.dynamoPid, 'SIGCONT');
    } catch {
      // Already gone.
    }
  }
  await stack?.stop();
}, 60_000);

interface Answer {
  status: number;
  retryAfter: string | null;
  body: any;
  /** How long the answer took, as the client saw it. */
  ms: number;
}

/** One request, given up after 25 s (the API function's timeout): a hang fails the test rather than it. */
async function request(method: string, path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(25_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: JSON.parse(text),
    ms: performance.now() - started,
  };
}

const submission = {
  input: 'acme-robotics',
  operation: 'target_people',
  persona: 'owners-founders',
};

/** Every route of the API, the unknown-route catch-all included. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/v1/account'],
  ['GET', '/v1/jobs?limit=5'],
  ['POST', '/v1/jobs', submission],
  ['GET', '/v1/jobs/job_x'],
  ['GET', '/v1/jobs/job_x/preview'],
  ['POST', '/v1/jobs/job_x/cancel'],
  ['GET', '/v1/personas'],
  ['POST', '/v1/personas', { name: 'Buyers', definition: 'Heads of procurement.' }],
  ['PATCH', '/v1/personas/buyers', { name: 'Buyers 2' }],
  ['DELETE', '/v1/personas/buyers'],
  ['GET', '/v1/openapi.json'],
  ['GET', '/v1/nothing-here'],
];

function expectUnavailable(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(503);
  expect(answer.body.error.code).toBe('service_unavailable');
  expect(answer.body.error.message).toEqual(expect.any(String));
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describe('a dependency outage', () => {
  it('answers a done job whose result bucket is missing with 503 and Retry-After', async () => {
    const submitted = await request('POST', '/v1/jobs', submission);
    expect(submitted.status).toBe(202);
    const path = `/v1/jobs/${submitted.body.job_id}`;
    await expect
      .poll(async () => (await request('GET', path)).body.status, { timeout: 60_000, interval: 200 })
      .toBe('done');

    // The bucket goes away, objects first (S3 refuses to delete a bucket that holds any).
    const s3 = new S3Client(s3LocalClientConfig(stack.s3Endpoint));
    const bucket = stack.config.CTP_RESULTS_BUCKET;
    for (;;) {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
      if (!page.Contents?.length) break;
      for (const object of page.Contents)
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
    }
    await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
    s3.destroy();

    expectUnavailable(await request('GET', path), `GET ${path}`);
    // What needs no result still answers.
    expect((await request('GET', `${path}/preview`)).status).toBe(200);
  }, 90_000);

  it('answers 503 with Retry-After, not a hang, while DynamoDB is frozen', async () => {
    const pid = stack.dynamoPid as number;
    process.kill(pid, 'SIGSTOP');
    try {
      // Every route, sent together: each answers at its request deadline (5 s), within the 6 s every
      // answer must keep whatever DynamoDB does (before: up to 16 s, the SDK's timeouts and retries).
      const answers = await Promise.all(ROUTES.map(([method, path, body]) => request(method, path, body)));
      for (const [i, [method, path]] of ROUTES.entries()) {
        const answer = answers[i] as Answer;
        expectUnavailable(answer, `${method} ${path}`);
        expect(answer.ms, `${method} ${path}`).toBeLessThan(6_000);
      }
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    // And once it thaws, the same requests succeed again.
    await expect
      .poll(async () => (await request('GET', '/v1/account')).status, { timeout: 30_000 })
      .toBe(200);
  }, 90_000);

  it('answers every route with 503 and Retry-After while DynamoDB is down', async () => {
    process.kill(stack.dynamoPid as number, 'SIGKILL');
    for (const [method, path, body] of ROUTES) {
      expectUnavailable(await request(method, path, body), `${method} ${path}`);
    }
  }, 120_000);
});
