import { describe, expect, it } from 'vitest';
import { cryptoIds } from '../../functions/adapters/ids.js';
import { issueKey } from '../../functions/core/admin.js';
import { hashApiKey, keyIdOf } from '../../functions/core/api-keys.js';
import { submitJob } from '../../functions/core/jobs.js';
import type { Clock, JobOwner } from '../../functions/core/ports.js';
import { loadConfig } from '../../functions/shared/config.js';
import { pollJob } from '../fixtures/poll.js';
import { validateBodiless } from './contract.js';
import {
  adminDeps,
  baseUrl,
  type Client,
  client,
  expectEnvelope,
  newAccount,
  stores,
  submitBody,
} from './twins.js';

const config = loadConfig({ CTP_MODE: 'local' });

const finished = async (api: Client, jobId: string) =>
  (await pollJob(async () => (await api.get(`/v1/jobs/${jobId}`)).body)).job;

async function submit(api: Client, input: string, headers?: Record<string, string>) {
  const response = await api.post('/v1/jobs', submitBody({ input }), headers);
  if (response.status !== 202) throw new Error(`Submission refused: ${JSON.stringify(response.body)}`);
  return response.body.job_id as string;
}

/** A second key of the same account as `api`. */
async function secondKey(api: { accountId: string }) {
  const { apiKey } = await issueKey(adminDeps, api.accountId);
  return client(apiKey);
}

const ownerOf = (key: string, accountId: string): JobOwner => ({
  account_id: accountId,
  key_id: keyIdOf({ key_hash: hashApiKey(key) }),
});

const fixedClock = (at: Date): Clock => ({ now: () => at });

describe('jobs belong to the key that submitted them', () => {
  it('answers 404 job_not_found to another key of the same account for the job, its preview and its cancel, and lists none of its jobs', async () => {
    const first = await newAccount({ credits: 5 });
    const second = await secondKey(first);
    const jobId = await submit(first, 'glacier-freight');

    expectEnvelope(await second.get(`/v1/jobs/${jobId}`), 404, 'job_not_found');
    expectEnvelope(await second.get(`/v1/jobs/${jobId}/preview`), 404, 'job_not_found');
    expectEnvelope(await second.post(`/v1/jobs/${jobId}/cancel`), 404, 'job_not_found');
    expect((await first.get(`/v1/jobs/${jobId}`)).body.status).toBe('processing');

    const theirs = await second.get('/v1/jobs');
    expect(theirs.body).toEqual({ count: 0, jobs: [], next_cursor: null });
    const mine = await first.get('/v1/jobs');
    expect(mine.body.jobs.map((j: any) => j.job_id)).toEqual([jobId]);
  });

  it('keeps personas, the balance, the ledger and the concurrency limit per account', async () => {
    const first = await newAccount({ credits: 5, concurrency_limit: 1 });
    const second = await secondKey(first);
    const persona = await first.post('/v1/personas', { name: 'Shared persona', definition: 'Founders.' });
    expect(persona.status).toBe(201);
    const listed = await second.get('/v1/personas');
    expect(JSON.stringify(listed.body)).toContain(persona.body.slug);

    await submit(first, 'glacier-freight');
    // One slot for the account: the other key is refused, and it sees the same held credit.
    expectEnvelope(await second.post('/v1/jobs', submitBody()), 429, 'concurrency_limit');
    const [a, b] = [(await first.get('/v1/account')).body, (await second.get('/v1/account')).body];
    expect(b).toEqual(a);
  });

  it('scopes an Idempotency-Key to the key: another key of the account with the same header gets its own job', async () => {
    const first = await newAccount({ credits: 5 });
    const second = await secondKey(first);
    const headers = { 'idempotency-key': 'per-key' };
    const mine = await submit(first, 'glacier-freight', headers);
    const response = await second.post('/v1/jobs', submitBody({ input: 'glacier-freight' }), headers);
    expect(response.status).toBe(202);
    expect(response.body.job_id).not.toBe(mine);
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    expect((await second.get(`/v1/jobs/${response.body.job_id}`)).status).toBe(200);
  });
});

describe('stage while processing', () => {
  it('names match_company from the moment the job exists, before its execution has started', async () => {
    const api = await newAccount();
    // Submitted with a pipeline that never starts: what a poll sees between the write and the start.
    const { job_id } = await submitJob(
      {
        ...stores,
        pipeline: { start: async () => undefined, stop: async () => undefined },
        clock: { now: () => new Date() },
        ids: cryptoIds,
        networkHost: config.CTP_NETWORK_HOST,
        allowLoopbackCallbacks: true,
        idempotencyTtlHours: 24,
      },
      ownerOf(api.key, api.accountId),
      submitBody(),
      undefined,
    );
    const { body } = await api.get(`/v1/jobs/${job_id}`);
    expect(body).toMatchObject({ status: 'processing', processing_state: 'active', stage: 'match_company' });
  });

  it('gives a replayed done job the stage and counters of the result it serves', async () => {
    const api = await newAccount({ credits: 5 });
    const first = await finished(api, await submit(api, 'acme-robotics'));
    expect(first.status).toBe('done');
    const replayed = await finished(api, await submit(api, 'acme-robotics'));
    expect(replayed.status).toBe('done');
    const fields = [
      'stage',
      'team_scanned',
      'profiles_enriched',
      'preliminary_candidates',
      'target_people_count',
    ];
    for (const field of fields) expect(replayed[field], field).toEqual(first[field]);
    expect(replayed.team_scanned).toBeGreaterThan(0);
    expect(replayed.target_people_count).toBe(replayed.target_people.length);
  });
});

describe('an expired Idempotency-Key', () => {
  it('is free for a new request while its record still waits for the TTL sweep', async () => {
    const api = await newAccount({ credits: 5 });
    const owner = ownerOf(api.key, api.accountId);
    // The record of an earlier, different request, expired an hour ago but not yet deleted.
    const expiredAt = Math.floor(Date.now() / 1000) - 3600;
    stores.tables.idempotency.set(`${owner.key_id}#old-key`, {
      account_id: api.accountId,
      key_id: owner.key_id,
      key: 'old-key',
      request_hash: 'another request',
      job_id: 'job_gone',
      created_at: new Date((expiredAt - 86_400) * 1000).toISOString(),
      expires_at: expiredAt,
    });
    const first = await api.post('/v1/jobs', submitBody(), { 'idempotency-key': 'old-key' });
    expect(first.status).toBe(202);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await api.post('/v1/jobs', submitBody(), { 'idempotency-key': 'old-key' });
    expect(again.body.job_id).toBe(first.body.job_id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('decides expiry by the injected clock, in the submission itself', async () => {
    const api = await newAccount({ credits: 5 });
    const owner = ownerOf(api.key, api.accountId);
    const t0 = new Date();
    const deps = (at: Date) => ({
      ...stores,
      pipeline: { start: async () => undefined, stop: async () => undefined },
      clock: fixedClock(at),
      ids: cryptoIds,
      networkHost: config.CTP_NETWORK_HOST,
      allowLoopbackCallbacks: true,
      idempotencyTtlHours: 1,
    });
    const first = await submitJob(deps(t0), owner, submitBody(), 'clock-key');
    // Within the hour: a different request under the key is a conflict.
    await expect(
      submitJob(
        deps(new Date(t0.getTime() + 30 * 60_000)),
        owner,
        submitBody({ input: 'acme-robotics' }),
        'clock-key',
      ),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    // Past the hour (the record is still stored): the key is free, and the new request wins it in one write.
    const later = new Date(t0.getTime() + 61 * 60_000);
    const second = await submitJob(deps(later), owner, submitBody({ input: 'acme-robotics' }), 'clock-key');
    expect(second).toMatchObject({ replayed: false });
    expect(second.job_id).not.toBe(first.job_id);
    const replay = await submitJob(deps(later), owner, submitBody({ input: 'acme-robotics' }), 'clock-key');
    expect(replay).toEqual({ job_id: second.job_id, replayed: true });
  });
});

describe('HTTP method semantics', () => {
  it('answers 405 with an Allow header naming the accepted methods', async () => {
    const api = await newAccount();
    const response = await api.delete('/v1/jobs');
    expectEnvelope(response, 405, 'method_not_allowed');
    expect(response.headers.get('allow')).toBe('POST, GET, HEAD');
    const account = await api.post('/v1/account');
    expect(account.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD on a GET route with the GET status and headers and no body', async () => {
    const api = await newAccount();
    const jobId = await submit(api, 'glacier-freight');
    const head = await fetch(`${baseUrl}/v1/jobs/${jobId}`, {
      method: 'HEAD',
      headers: { 'x-api-key': api.key },
    });
    const get = await api.get(`/v1/jobs/${jobId}`);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('x-request-id')).toBeTruthy();
    expect(await head.text()).toBe('');

    const missing = await fetch(`${baseUrl}/v1/jobs/job_nope`, {
      method: 'HEAD',
      headers: { 'x-api-key': api.key },
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
    const anonymous = await fetch(`${baseUrl}/v1/account`, { method: 'HEAD' });
    expect(anonymous.status).toBe(401);
  });
});

describe('a done job can be cached', () => {
  it('carries an ETag, and If-None-Match with it answers 304 with no body', async () => {
    const api = await newAccount();
    const jobId = await submit(api, 'acme-robotics');
    const processing = await api.get(`/v1/jobs/${jobId}`);
    if (processing.body.status === 'processing') expect(processing.headers.get('etag')).toBeNull();
    await finished(api, jobId);
    const done = await api.get(`/v1/jobs/${jobId}`);
    const etag = done.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await api.get(`/v1/jobs/${jobId}`)).headers.get('etag')).toBe(etag);

    const cached = await fetch(`${baseUrl}/v1/jobs/${jobId}`, {
      headers: { 'x-api-key': api.key, 'if-none-match': etag as string },
    });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(await cached.text()).toBe('');
    // The contract declares the 304 and its ETag, so validating proxies and generated clients accept it.
    validateBodiless('GET', `/v1/jobs/${jobId}`, 304, cached.headers, ['etag']);
    const head = await fetch(`${baseUrl}/v1/jobs/${jobId}`, {
      method: 'HEAD',
      headers: { 'x-api-key': api.key, 'if-none-match': etag as string },
    });
    expect(head.status).toBe(304);
    validateBodiless('HEAD', `/v1/jobs/${jobId}`, 304, head.headers, ['etag']);
    const headDone = await fetch(`${baseUrl}/v1/jobs/${jobId}`, {
      method: 'HEAD',
      headers: { 'x-api-key': api.key },
    });
    expect(headDone.status).toBe(200);
    validateBodiless('HEAD', `/v1/jobs/${jobId}`, 200, headDone.headers, ['etag', 'x-request-id']);

    const stale = await api.get(`/v1/jobs/${jobId}`, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.body.status).toBe('done');
  });
});

describe('Idempotency-Key and company spellings', () => {
  it('treats the slug and the numeric id of one company as different requests (the id is only known after match_company)', async () => {
    const api = await newAccount({ tier: 'premium' });
    const headers = { 'idempotency-key': 'slug-or-id' };
    await submit(api, 'glacier-freight', headers);
    const byId = await api.post('/v1/jobs', submitBody({ input: '74410583' }), headers);
    expectEnvelope(byId, 409, 'idempotency_conflict');
  });
});
