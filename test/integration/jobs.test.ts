import { describe, expect, it } from 'vitest';
import { pollUntil } from '../fixtures/poll.js';
import { call, expectEnvelope, newAccount, submitBody } from './twins.js';

const JOB_STATUS_FIELDS = [
  'job_id',
  'status',
  'processing_state',
  'stage',
  'next_retry_at',
  'message',
  'company_id',
  'company',
  'persona',
  'team_scanned',
  'profiles_enriched',
  'preliminary_candidates',
  'target_people_count',
  'target_people',
  'credits_charged',
  'credits_balance',
];

describe('POST /v1/jobs', () => {
  it('accepts a job with 202 and its id, and the job is then readable with every JobStatus field', async () => {
    const api = await newAccount();
    const submitted = await api.post('/v1/jobs', submitBody());
    expect(submitted.status).toBe(202);
    expect(submitted.body.job_id).toMatch(/^job_[a-z0-9]+$/);
    expect(submitted.headers.get('location')).toBe(`/v1/jobs/${submitted.body.job_id}`);

    const { status, body } = await api.get(`/v1/jobs/${submitted.body.job_id}`);
    expect(status).toBe(200);
    for (const field of JOB_STATUS_FIELDS) expect(body).toHaveProperty(field);
    expect(body).toMatchObject({
      job_id: submitted.body.job_id,
      status: 'processing',
      persona: { slug: 'owners-founders', name: 'Owners & founders' },
      company: null,
      target_people: null,
      credits_charged: 0,
      credits_balance: null,
      message: null,
      next_retry_at: null,
    });
    expect(['active', 'delayed']).toContain(body.processing_state);
  });

  it('starts the pipeline execution, which moves the job into its first stage', async () => {
    const api = await newAccount();
    const { body } = await api.post('/v1/jobs', submitBody());
    const { value: job } = await pollUntil(
      () => api.get(`/v1/jobs/${body.job_id}`),
      (r) => r.body.stage === 'match_company',
      { timeout: 10_000, what: 'the first stage' },
    );
    expect(job.body.processing_state).toBe('active');
  });

  it.each([
    'https://www.linkedin.com/company/glacier-freight',
    'www.linkedin.com/company/glacier-freight/',
    'linkedin.com/company/glacier-freight?trk=public_profile',
    'http://linkedin.com/company/Glacier-Freight/about/',
    'glacier-freight',
    '74410583',
    'https://www.linkedin.com/company/74410583/',
  ])('accepts the company input %s', async (input) => {
    const api = await newAccount({ tier: 'premium' });
    const submitted = await api.post('/v1/jobs', submitBody({ input }));
    expect(submitted.status).toBe(202);
    const job = await api.get(`/v1/jobs/${submitted.body.job_id}`);
    expect(job.body).toMatchObject({ status: 'processing', input });
  });

  it('knows the company id at once when the input is a numeric id', async () => {
    const api = await newAccount();
    const submitted = await api.post('/v1/jobs', submitBody({ input: '74410583' }));
    expect((await api.get(`/v1/jobs/${submitted.body.job_id}`)).body.company_id).toBe(74410583);
  });

  it.each([
    'Acme Inc',
    'acme.com',
    'https://acme.com',
    'https://example.com/company/acme',
    'https://www.linkedin.com/in/jane-doe',
    'https://www.linkedin.com/school/mit',
    '',
    '   ',
  ])('refuses the company input %j with 400 invalid_input', async (input) => {
    const api = await newAccount();
    expectEnvelope(await api.post('/v1/jobs', submitBody({ input })), 400, 'invalid_input');
  });

  it('refuses an unknown operation with 400 unsupported_operation', async () => {
    const api = await newAccount();
    expectEnvelope(
      await api.post('/v1/jobs', submitBody({ operation: 'all_people' })),
      400,
      'unsupported_operation',
    );
  });

  it.each([[undefined], [null], ['']])(
    'refuses a missing persona (%j) with 400 persona_required',
    async (persona) => {
      const api = await newAccount();
      expectEnvelope(await api.post('/v1/jobs', submitBody({ persona })), 400, 'persona_required');
    },
  );

  it('refuses a persona slug the account does not have with 400 persona_not_found', async () => {
    const api = await newAccount();
    expectEnvelope(await api.post('/v1/jobs', submitBody({ persona: 'cfo-only' })), 400, 'persona_not_found');
  });

  it('accepts a job with a custom persona and snapshots its name', async () => {
    const api = await newAccount();
    const persona = await api.post('/v1/personas', {
      name: 'Sales leaders',
      definition: 'Heads of sales and VPs of sales.',
    });
    const submitted = await api.post('/v1/jobs', submitBody({ persona: persona.body.slug }));
    expect(submitted.status).toBe(202);
    await api.patch(`/v1/personas/${persona.body.slug}`, { name: 'Revenue leaders' });
    const job = await api.get(`/v1/jobs/${submitted.body.job_id}`);
    expect(job.body.persona).toEqual({ slug: 'sales-leaders', name: 'Sales leaders' });
  });

  it.each([
    ['http://hooks.example.com/ctp', 'plain HTTP'],
    ['https://10.0.0.5/hook', 'a private address'],
    ['https://169.254.169.254/latest/meta-data', 'the metadata address'],
    ['https://[::ffff:10.0.0.1]/hook', 'an IPv6-mapped private address'],
    ['not a url', 'not a URL'],
  ])('refuses the callback_url %s (%s) with 400 invalid_callback_url', async (callback_url) => {
    const api = await newAccount();
    expectEnvelope(await api.post('/v1/jobs', submitBody({ callback_url })), 400, 'invalid_callback_url');
  });

  it('accepts a loopback callback_url in local mode, so a developer can receive webhooks on their machine', async () => {
    const api = await newAccount();
    const submitted = await api.post('/v1/jobs', submitBody({ callback_url: 'http://127.0.0.1:8787/hooks' }));
    expect(submitted.status).toBe(202);
  });

  it('answers 402 insufficient_credits with the available balance when no credit is free', async () => {
    const api = await newAccount({ credits: 0 });
    const response = await api.post('/v1/jobs', submitBody());
    expectEnvelope(response, 402, 'insufficient_credits');
    expect(response.body.error.balance).toBe(0);
  });

  it('answers 429, not 402, when the running job holds the last credit and takes the only slot', async () => {
    const api = await newAccount({ tier: 'free', credits: 1 });
    expect((await api.post('/v1/jobs', submitBody())).status).toBe(202);
    const response = await api.post('/v1/jobs', submitBody());
    expectEnvelope(response, 429, 'concurrency_limit');
    expect(response.body.error.limit).toBe(1);
    const account = await api.get('/v1/account');
    expect(account.body).toMatchObject({ credits_balance: 1, credits_on_hold: 1, credits_available: 0 });
  });

  it('answers 402 when a slot is free but every credit is held by running jobs', async () => {
    const api = await newAccount({ tier: 'free', credits: 1, concurrency_limit: 2 });
    expect((await api.post('/v1/jobs', submitBody())).status).toBe(202);
    const response = await api.post('/v1/jobs', submitBody());
    expectEnvelope(response, 402, 'insufficient_credits');
    expect(response.body.error.balance).toBe(0);
  });

  it('answers 429 concurrency_limit with the plan limit when the account runs as many jobs as it may', async () => {
    const api = await newAccount({ tier: 'free', credits: 5 });
    expect((await api.post('/v1/jobs', submitBody())).status).toBe(202);
    const response = await api.post('/v1/jobs', submitBody());
    expectEnvelope(response, 429, 'concurrency_limit');
    expect(response.body.error.limit).toBe(1);
  });
});

describe('submission races', () => {
  it.each([1, 3, 10])(
    'accepts exactly as many of 20 parallel submissions as the plan limit of %i',
    async (limit) => {
      const api = await newAccount({ tier: 'premium', credits: 100, concurrency_limit: limit });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => api.post('/v1/jobs', submitBody())),
      );
      const accepted = responses.filter((r) => r.status === 202);
      expect(accepted).toHaveLength(limit);
      for (const r of responses.filter((r) => r.status !== 202)) expectEnvelope(r, 429, 'concurrency_limit');
      const account = await api.get('/v1/account');
      expect(account.body).toMatchObject({
        jobs_in_flight: limit,
        credits_on_hold: limit,
        credits_available: 100 - limit,
      });
    },
  );

  it('accepts at most 2 of 6 parallel submissions on an account with 2 credits', async () => {
    const api = await newAccount({ tier: 'premium', credits: 2 });
    const responses = await Promise.all(Array.from({ length: 6 }, () => api.post('/v1/jobs', submitBody())));
    expect(responses.filter((r) => r.status === 202)).toHaveLength(2);
    for (const r of responses.filter((r) => r.status !== 202)) expectEnvelope(r, 402, 'insufficient_credits');
    const account = await api.get('/v1/account');
    expect(account.body).toMatchObject({ credits_balance: 2, credits_on_hold: 2, credits_available: 0 });
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated request with the same job, marked as a replay, and holds one credit', async () => {
    const api = await newAccount();
    const headers = { 'idempotency-key': 'order-7781' };
    const first = await api.post('/v1/jobs', submitBody(), headers);
    const second = await api.post('/v1/jobs', submitBody(), headers);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body.job_id).toBe(first.body.job_id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.get('/v1/account')).body.credits_on_hold).toBe(1);
  });

  it('treats the same company spelled differently as the same request', async () => {
    const api = await newAccount();
    const headers = { 'idempotency-key': 'same-company' };
    const first = await api.post('/v1/jobs', submitBody({ input: 'glacier-freight' }), headers);
    const second = await api.post(
      '/v1/jobs',
      submitBody({ input: 'https://www.linkedin.com/company/glacier-freight/' }),
      headers,
    );
    expect(second.body.job_id).toBe(first.body.job_id);
  });

  it('answers 409 idempotency_conflict when the key is reused for a different request', async () => {
    const api = await newAccount();
    const headers = { 'idempotency-key': 'reused' };
    await api.post('/v1/jobs', submitBody(), headers);
    expectEnvelope(
      await api.post('/v1/jobs', submitBody({ input: 'globex' }), headers),
      409,
      'idempotency_conflict',
    );
  });

  it('scopes keys per account', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const headers = { 'idempotency-key': 'shared-key' };
    const fromA = await a.post('/v1/jobs', submitBody(), headers);
    const fromB = await b.post('/v1/jobs', submitBody({ input: 'globex' }), headers);
    expect(fromB.status).toBe(202);
    expect(fromB.body.job_id).not.toBe(fromA.body.job_id);
  });

  it.each([
    ['', 'empty'],
    ['k'.repeat(129), '129 characters'],
  ])('refuses an Idempotency-Key that is %s with 400 invalid_idempotency_key', async (key, _what) => {
    const api = await newAccount();
    expectEnvelope(
      await api.post('/v1/jobs', submitBody(), { 'idempotency-key': key }),
      400,
      'invalid_idempotency_key',
    );
  });

  it('accepts a key of exactly 128 characters', async () => {
    const api = await newAccount();
    expect((await api.post('/v1/jobs', submitBody(), { 'idempotency-key': 'k'.repeat(128) })).status).toBe(
      202,
    );
  });

  it('creates one job from 20 parallel requests with one key', async () => {
    const api = await newAccount({ tier: 'premium', credits: 50 });
    const headers = { 'idempotency-key': 'parallel-20' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/v1/jobs', submitBody(), headers)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(new Set(responses.map((r) => r.body.job_id)).size).toBe(1);
    const account = await api.get('/v1/account');
    expect(account.body).toMatchObject({ jobs_in_flight: 1, credits_on_hold: 1 });
    expect((await api.get('/v1/jobs')).body.count).toBe(1);
  });
});

describe('GET /v1/jobs/{job_id}', () => {
  it("answers 404 job_not_found for another account's job, exactly as for a missing one", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const { body } = await owner.post('/v1/jobs', submitBody());
    expectEnvelope(await other.get(`/v1/jobs/${body.job_id}`), 404, 'job_not_found');
    expectEnvelope(await other.get('/v1/jobs/job_doesnotexist'), 404, 'job_not_found');
  });

  it('answers 422 for a job id that cannot exist', async () => {
    const api = await newAccount();
    const response = await api.get(`/v1/jobs/${'x'.repeat(129)}`);
    expectEnvelope(response, 422, 'validation_error');
    expect(response.body.detail[0].loc).toEqual(['path', 'job_id']);
  });
});

describe('GET /v1/jobs', () => {
  it('lists only the caller’s jobs, newest first, with a total count and list-item fields', async () => {
    const api = await newAccount({ tier: 'premium', credits: 20 });
    const other = await newAccount();
    await other.post('/v1/jobs', submitBody({ input: 'initech' }));
    const ids: string[] = [];
    for (const input of ['glacier-freight', '74410583', 'https://www.linkedin.com/company/glacier-freight']) {
      ids.push((await api.post('/v1/jobs', submitBody({ input }))).body.job_id);
    }
    const { status, body } = await api.get('/v1/jobs');
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    expect(body.jobs.map((j: { job_id: string }) => j.job_id)).toEqual([...ids].reverse());
    expect(body.jobs[0]).toEqual({
      job_id: ids[2],
      status: 'processing',
      input: 'https://www.linkedin.com/company/glacier-freight',
      operation: 'target_people',
      company_id: null,
      company_name: null,
      company_logo: null,
      persona: 'Owners & founders',
      employees: null,
      team_scanned: null,
      target_people: null,
      credits_charged: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by the submitted input with q, and pages with limit and skip', async () => {
    const api = await newAccount({ tier: 'premium', credits: 20 });
    // Unknown companies end not_found at once; the list shows them all the same.
    for (const input of ['acme', 'globex', 'ACME-labs', 'initech', 'acme-east']) {
      await api.post('/v1/jobs', submitBody({ input }));
    }
    const filtered = await api.get('/v1/jobs?q=acme');
    expect(filtered.body.count).toBe(3);
    expect(filtered.body.jobs.map((j: { input: string }) => j.input)).toEqual([
      'acme-east',
      'ACME-labs',
      'acme',
    ]);

    const page = await api.get('/v1/jobs?limit=2&skip=1');
    expect(page.body.count).toBe(5);
    expect(page.body.jobs.map((j: { input: string }) => j.input)).toEqual(['initech', 'ACME-labs']);
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['skip=-1', 'skip'],
  ])('answers 422 for %s', async (query, field) => {
    const api = await newAccount();
    const response = await api.get(`/v1/jobs?${query}`);
    expectEnvelope(response, 422, 'validation_error');
    expect(response.body.detail[0].loc).toEqual(['query', field]);
    expect(response.body.error.details).toEqual(response.body.detail);
  });

  it('accepts limit=100', async () => {
    const api = await newAccount();
    expect((await api.get('/v1/jobs?limit=100')).status).toBe(200);
  });
});

describe('POST /v1/jobs/{job_id}/cancel', () => {
  it('cancels a processing job at once, frees its credit and its slot, and a second cancel changes nothing', async () => {
    const api = await newAccount({ tier: 'free', credits: 3 });
    const { body } = await api.post('/v1/jobs', submitBody());
    const cancelled = await api.post(`/v1/jobs/${body.job_id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      job_id: body.job_id,
      status: 'cancelled',
      credits_charged: 0,
      processing_state: null,
    });

    const account = await api.get('/v1/account');
    expect(account.body).toMatchObject({
      jobs_in_flight: 0,
      credits_on_hold: 0,
      credits_available: 3,
      credits_balance: 3,
    });

    const again = await api.post(`/v1/jobs/${body.job_id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(cancelled.body);
    expect((await api.get('/v1/account')).body.credits_available).toBe(3);

    // The freed slot takes a new job on a plan that runs one at a time.
    expect((await api.post('/v1/jobs', submitBody())).status).toBe(202);
  });

  it('releases the hold exactly once when cancels race', async () => {
    const api = await newAccount({ tier: 'free', credits: 1 });
    const { body } = await api.post('/v1/jobs', submitBody());
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.post(`/v1/jobs/${body.job_id}/cancel`)),
    );
    expect(responses.every((r) => r.status === 200 && r.body.status === 'cancelled')).toBe(true);
    expect((await api.get('/v1/account')).body).toMatchObject({
      jobs_in_flight: 0,
      credits_on_hold: 0,
      credits_available: 1,
    });
  });

  it("answers 404 for another account's job and leaves it running", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const { body } = await owner.post('/v1/jobs', submitBody());
    expectEnvelope(await other.post(`/v1/jobs/${body.job_id}/cancel`), 404, 'job_not_found');
    expect((await owner.get(`/v1/jobs/${body.job_id}`)).body.status).toBe('processing');
  });
});

describe('GET /v1/jobs/{job_id}/preview', () => {
  it('serves the stored preview with counters and no contact data', async () => {
    const api = await newAccount();
    const { body } = await api.post('/v1/jobs', submitBody());
    const preview = await api.get(`/v1/jobs/${body.job_id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      job_id: body.job_id,
      counters: { team_scanned: null, profiles_enriched: null, preliminary_candidates: null },
      people: [],
      capped: false,
    });
    expect(JSON.stringify(preview.body)).not.toMatch(/email|contact/);
  });

  it("answers 404 for another account's job", async () => {
    const owner = await newAccount();
    const other = await newAccount();
    const { body } = await owner.post('/v1/jobs', submitBody());
    expectEnvelope(await other.get(`/v1/jobs/${body.job_id}/preview`), 404, 'job_not_found');
  });
});

describe('an anonymous request', () => {
  it.each([
    ['POST', '/v1/jobs'],
    ['GET', '/v1/jobs'],
    ['GET', '/v1/jobs/job_x'],
    ['GET', '/v1/jobs/job_x/preview'],
    ['POST', '/v1/jobs/job_x/cancel'],
  ])('to %s %s gets 401 missing_api_key before any validation', async (method, path) => {
    // A GET carries no body; the POSTs carry one that would fail validation, to show auth comes first.
    const rawBody = method === 'POST' ? '{not json' : undefined;
    expectEnvelope(await call(method, `${path}?limit=1000`, { rawBody }), 401, 'missing_api_key');
  });
});
