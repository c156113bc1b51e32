import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_PERSONA } from '../../functions/core/personas.js';
import type { ProviderCompany, ProviderProfile } from '../../functions/core/profile.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import {
  CORESIGNAL_SAMPLE,
  CORESIGNAL_SAMPLE_COMPANY,
  type FakeCoresignal,
  startFakeCoresignal,
} from '../fakes/coresignal-server.js';
import { type FakePdl, PDL_SAMPLE, startFakePdl } from '../fakes/pdl-server.js';
import { type FakeZeroBounce, startFakeZeroBounce, ZEROBOUNCE_SAMPLE } from '../fakes/zerobounce-server.js';
import { pollJob } from '../fixtures/poll.js';

/**
 * The "done when": with fakes standing in for Coresignal, People Data Labs and ZeroBounce, whole
 * jobs run through HTTP in local mode with CTP_NETWORK_PROVIDER=coresignal and with a merged
 * configuration, and the results show which provider filled which field. Each configuration gets its own
 * local stack, one after the other (the handlers read their configuration from the environment).
 */

const API_KEY = 'ctp_coresignal_jobs_test';
const CS_KEY = 'cs-test';
const PDL_KEY = 'pdl-test';
const ZB_KEY = 'zb-test';
const FOUNDERS = ['Daniel Okafor', 'Priya Raman'];

let coresignal: FakeCoresignal;
let pdl: FakePdl;
let zerobounce: FakeZeroBounce;
beforeAll(async () => {
  [coresignal, pdl, zerobounce] = await Promise.all([
    // Two ids a page, so that the roster scan follows Coresignal's cursor across pages.
    startFakeCoresignal({ ...CORESIGNAL_SAMPLE, apiKey: CS_KEY, rosterPageSize: 2 }),
    startFakePdl({ ...PDL_SAMPLE, apiKey: PDL_KEY }),
    startFakeZeroBounce({ ...ZEROBOUNCE_SAMPLE, apiKey: ZB_KEY }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.allSettled([coresignal?.close(), pdl?.close(), zerobounce?.close()]);
});

async function startStack(env: Record<string, string>): Promise<TwinStack> {
  return startTwinStack({
    accounts: [{ api_key: API_KEY, tier: 'premium', credits: 5 }],
    env: {
      CTP_JUDGE: 'offline',
      CTP_CORESIGNAL_API_KEY: CS_KEY,
      CTP_CORESIGNAL_BASE_URL: coresignal.baseURL,
      CTP_PDL_API_KEY: PDL_KEY,
      CTP_PDL_BASE_URL: pdl.baseURL,
      CTP_EMAIL_VERIFIER: 'zerobounce',
      CTP_VERIFIER_API_KEY: ZB_KEY,
      CTP_VERIFIER_BASE_URL: zerobounce.baseURL,
      CTP_RETRY_BASE_MS: '100',
      CTP_RETRY_MAX_MS: '400',
      CTP_REPLAY_WINDOW_HOURS: '0',
      ...env,
    },
  });
}

async function runJob(stack: TwinStack, input: string, seen: any[] = []): Promise<any> {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: { 'x-api-key': API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const submitted = await call('POST', '/v1/jobs', {
    input,
    operation: 'target_people',
    persona: SYSTEM_PERSONA.slug,
  });
  expect(submitted.status).toBe(202);
  const jobId = submitted.body.job_id as string;
  const ended = await pollJob(async () => (await call('GET', `/v1/jobs/${jobId}`)).body, { timeout: 60_000 });
  seen.push(...ended.seen);
  return ended.job;
}

const personNamed = (job: any, name: string) => {
  const found = job.target_people.find((t: any) => t.person.name === name);
  if (!found) throw new Error(`${name} is not in the result`);
  return found;
};

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => [Array.isArray(value) ? '' : k, ...keysOf(v)])
    : [];

describe('a job with CTP_NETWORK_PROVIDER=coresignal', () => {
  let stack: TwinStack;
  beforeAll(async () => {
    stack = await startStack({ CTP_NETWORK_PROVIDER: 'coresignal' });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  }, 90_000);

  it('runs through HTTP and fills the result from Coresignal’s records, posts and what they imply', async () => {
    const marks = coresignal.requests.length;
    const job = await runJob(stack, CORESIGNAL_SAMPLE_COMPANY.slug);
    expect(job.status).toBe('done');
    expect(job.team_scanned).toBe(6);
    const requests = coresignal.requests.slice(marks);
    // Six people at two a page: three pages of the free search, the later ones with Coresignal's `after`.
    const searches = requests.filter((r) => r.endpoint === 'employee_multi_source:search');
    expect(searches).toHaveLength(3);
    expect(searches.slice(1).every((r) => typeof r.query.after === 'string')).toBe(true);
    expect(requests.every((r) => r.apiKey === CS_KEY)).toBe(true);
    // Posts are bought for the shortlist only, not for all six people enriched.
    const postSearches = requests.filter((r) => r.endpoint === 'employee_post:search');
    const postAuthors = postSearches.map((r) => r.body.query.bool.must[0].term.employee_parent_id);
    expect(postAuthors).toContain('187001101');
    expect(postAuthors.length).toBeLessThan(6);

    expect(job.company).toMatchObject({
      id: CORESIGNAL_SAMPLE_COMPANY.id,
      name: 'Brightline Analytics',
      followers: 2163,
      employees_count: 41,
      has_logo: true,
      company_language: 'en',
      last_post_date: '2026-11-13',
      location: { locality: 'Austin', country_code: 'US' },
      // Not in Coresignal's Base Company record as mapped: left empty, not invented.
      slogan: null,
      specialties: [],
    });
    expect(job.company.logo_url).toMatch(/^https:\/\/media\.licdn\.com\//);
    expect(job.company.recent_posts).toHaveLength(3);

    expect(job.target_people.map((t: any) => t.person.name).sort()).toEqual(FOUNDERS);
    const daniel = personNamed(job, 'Daniel Okafor');
    expect(daniel.person).toMatchObject({
      network_url: 'https://www.linkedin.com/in/danielokafor',
      followers: 3110,
      connections: 1842,
      gender: 'unknown',
    });
    expect(daniel.person.photo_url).toMatch(/^https:\/\/media\.licdn\.com\/dms\/image\//);
    expect(daniel.professional).toMatchObject({ tier: 'owner', belongs_to_company: 'confirmed' });
    expect(daniel.meta).toMatchObject({
      network_id: '611230045',
      has_real_photo: true,
      photo_uploaded_at: new Date(1690201234567).toISOString(),
      photo_expires_at: new Date(1798761600 * 1000).toISOString(),
    });
    expect(daniel.signals).toMatchObject({
      last_active: '2026-11-12',
      posts_about_own_company: true,
      recommendations_count: 1,
    });
    expect(daniel.signals.recent_posts).toHaveLength(3);
    expect(daniel.contact.email).toMatchObject({
      address: 'daniel.okafor@brightline-analytics.example',
      source: 'verified',
    });
    expect(keysOf(job)).not.toContain('sources');
  });
});

describe('a Coresignal job that meets a rate limit and an outage', () => {
  let stack: TwinStack;
  beforeAll(async () => {
    stack = await startStack({ CTP_NETWORK_PROVIDER: 'coresignal' });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  }, 90_000);

  it('waits as a delayed retry and finishes, looked up by its page URL with the numeric id', async () => {
    coresignal.fail({ endpoint: 'employee_multi_source:collect', status: 429, retryAfter: 1 });
    // Both say when to come back, so each delay lasts a second: long enough for the poll to see it.
    coresignal.fail({ endpoint: 'company_base:search', status: 503, retryAfter: 1 });
    const seen: any[] = [];
    const job = await runJob(stack, `https://www.linkedin.com/company/${CORESIGNAL_SAMPLE_COMPANY.id}`, seen);
    expect(job.status).toBe('done');
    expect(job.company.id).toBe(CORESIGNAL_SAMPLE_COMPANY.id);
    expect(job.target_people.map((t: any) => t.person.name).sort()).toEqual(FOUNDERS);
    const delayed = seen.filter((s) => s.processing_state === 'delayed');
    expect(delayed.map((s) => s.stage)).toEqual(expect.arrayContaining(['match_company', 'enrich_profiles']));
  });
});

describe('a job with a merged configuration', () => {
  let stack: TwinStack;
  beforeAll(async () => {
    stack = await startStack({
      CTP_NETWORK_PROVIDER: 'merged',
      CTP_NETWORK_MERGE: 'roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl',
    });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  }, 90_000);

  it('fills each field from the provider configured for it and keeps the provenance out of the response', async () => {
    const pdlMark = pdl.requests.length;
    const job = await runJob(stack, CORESIGNAL_SAMPLE_COMPANY.slug);
    expect(job.status).toBe('done');
    // Company: Coresignal first, PDL for what Coresignal lacks.
    expect(job.company).toMatchObject({
      followers: 2163,
      has_logo: true,
      company_language: 'en',
      slogan: 'Product analytics that answers questions before you ask them',
      specialties: ['Product Analytics', 'Data Pipelines', 'B2B SaaS', 'Retention Analysis'],
      // From Coresignal's Base Jobs API: the open postings only.
      hiring_for: ['Senior Data Engineer', 'Account Executive, DACH'],
    });
    const daniel = personNamed(job, 'Daniel Okafor');
    // Photo and posts from Coresignal, the stated sex only PDL has.
    expect(daniel.person).toMatchObject({ gender: 'male', followers: 3110 });
    expect(daniel.person.photo_url).toMatch(/^https:\/\/media\.licdn\.com\//);
    expect(daniel.signals.recent_posts).toHaveLength(3);
    const priya = personNamed(job, 'Priya Raman');
    expect(priya.person.gender).toBe('female');
    // Reposts from Coresignal's documented `reshared_post`: Priya's older post reshares Daniel's.
    expect(priya.signals.recent_posts.map((p: any) => [p.posted_at, p.is_repost])).toEqual([
      ['2026-08-15', false],
      ['2026-07-02', true],
    ]);
    expect(daniel.signals.recent_posts.map((p: any) => p.is_repost)).toEqual([false, false, false]);
    // PDL was asked by profile handle, not by Coresignal's refs.
    const bulk = pdl.requests.slice(pdlMark).filter((r) => r.endpoint === 'person_bulk');
    expect(bulk.flatMap((r) => r.body.requests.map((q: any) => q.params.profile))).toContain(
      'linkedin.com/in/danielokafor',
    );
    expect(keysOf(job)).not.toContain('sources');

    // The provenance is kept with the job's work objects.
    const work = stack.stores.results;
    const company = (await work.get(`work/${job.job_id}/company.json`)) as ProviderCompany;
    expect(company.sources).toMatchObject({
      followers: 'coresignal',
      slogan: 'pdl',
      specialties: 'pdl',
      logo_url: 'coresignal',
    });
    const enriched = (await work.get(`work/${job.job_id}/enriched/0.json`)) as ProviderProfile[];
    const stored = enriched.find((p) => p.name === 'Daniel Okafor');
    expect(stored?.sources).toMatchObject({ photo_url: 'coresignal', gender: 'pdl', name: 'coresignal' });
  });
});
