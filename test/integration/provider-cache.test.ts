import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import { type FakePdl, PDL_SAMPLE, PDL_SAMPLE_COMPANY, startFakePdl } from '../fakes/pdl-server.js';
import { hasEnded } from '../fixtures/poll.js';

/**
 * Pay once for provider data: with People Data Labs (a fake on loopback) behind the provider cache,
 * a second job on the same company within the freshness window, for another persona and another
 * account, makes no provider request at all. Its own stack, in its own worker.
 */
const KEYS = { first: 'ctp_cache_test_first', second: 'ctp_cache_test_second' };

let pdl: FakePdl;
let stack: TwinStack;

beforeAll(async () => {
  pdl = await startFakePdl({ ...PDL_SAMPLE, apiKey: 'pdl-test' });
  stack = await startTwinStack({
    accounts: [
      { api_key: KEYS.first, tier: 'premium', credits: 5 },
      { api_key: KEYS.second, tier: 'premium', credits: 5 },
    ],
    env: {
      CTP_JUDGE: 'offline',
      CTP_NETWORK_PROVIDER: 'pdl',
      CTP_PDL_API_KEY: 'pdl-test',
      CTP_PDL_BASE_URL: pdl.baseURL,
      CTP_EMAIL_VERIFIER: 'embedded',
      CTP_PROVIDER_CACHE_DAYS: '30',
      // The published PDL limits would slow the test to PDL's 10 searches a minute.
      CTP_BUDGETS: '{"provider_search":{"perMinute":0},"provider_enrich":{"perMinute":0}}',
    },
  });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
  await pdl?.close();
});

async function api(key: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function runJob(key: string, persona: string) {
  const submitted = await api(key, 'POST', '/v1/jobs', {
    input: String(PDL_SAMPLE_COMPANY.id),
    operation: 'target_people',
    persona,
  });
  expect(submitted.status).toBe(202);
  let job: any;
  await expect
    .poll(
      async () => {
        job = (await api(key, 'GET', `/v1/jobs/${submitted.body.job_id}`)).body;
        return hasEnded(job);
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true);
  return job;
}

describe('the provider cache', () => {
  it('answers a second job on the same company (another persona, another account) with no provider request', async () => {
    const first = await runJob(KEYS.first, 'owners-founders');
    const paid = pdl.requests.length;
    const persona = await api(KEYS.second, 'POST', '/v1/personas', {
      name: 'Engineers',
      definition: 'Software engineers and engineering managers.',
    });
    const second = await runJob(KEYS.second, persona.body.slug);

    expect(first).toMatchObject({ status: 'done', team_scanned: PDL_SAMPLE.people.length - 1 });
    expect(paid).toBeGreaterThan(0);
    expect(second.team_scanned).toBe(first.team_scanned);
    expect(second.profiles_enriched).toBe(first.profiles_enriched);
    expect(pdl.requests.slice(paid)).toEqual([]);
    // Two jobs, each allowed 30 s to end: the test as a whole must outlast both waits.
  }, 90_000);
});
