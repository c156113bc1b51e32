import { describe, expect, it } from 'vitest';
import { LAMBDA_RESPONSE_LIMIT_BYTES } from '../../functions/shared/compression.js';
import { largeResult } from '../fixtures/large-result.js';
import { baseUrl, call, expectEnvelope, newAccount, stores, submitBody } from './twins.js';

/** The stack's results bucket (its twin), where the pipeline publishes. */
const results = stores.results;

/**
 * A done job whose result is larger than a Lambda function can answer uncompressed (6 MB). The job is
 * submitted through the API (glacier-freight is held processing by the stack's gate), then
 * settled through the stores with a published result of 5,000 target people, as the pipeline would.
 */
async function doneJobWithLargeResult(count: number) {
  const api = await newAccount({ credits: 2 });
  const submitted = await api.post('/v1/jobs', submitBody());
  expect(submitted.status).toBe(202);
  const jobId = submitted.body.job_id as string;
  const result = largeResult(count);
  const resultKey = `test/large-result/${jobId}.json`;
  await results.putOnce(resultKey, result);
  const settled = await stores.jobs.settle(
    jobId,
    { result_key: resultKey, target_people_count: count, replay_key: `test-large-result-${jobId}` },
    new Date().toISOString(),
  );
  expect(settled).toBe('settled');
  return { api, jobId, result };
}

// Four reads of 11 MB, each decoded and checked against the OpenAPI document (helpers.ts `call`): work,
// not waiting, which a machine shared with other suites may need longer for.
describe('a done job with 5,000 target people', { timeout: 120_000 }, () => {
  it('reads back complete and identical through HTTP, compressed, with a working ETag', async () => {
    const { api, jobId, result } = await doneJobWithLargeResult(5000);
    // The premise: sent raw, this answer would not fit in a Lambda response.
    expect(Buffer.byteLength(JSON.stringify(result))).toBeGreaterThan(LAMBDA_RESPONSE_LIMIT_BYTES);

    for (const coding of ['br', 'gzip']) {
      const response = await api.get(`/v1/jobs/${jobId}`, { 'accept-encoding': coding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.body).toMatchObject({ status: 'done', credits_charged: 1, target_people_count: 5000 });
      expect(response.body.target_people).toEqual(result.target_people);
      expect(response.body.company).toEqual(result.company);

      const etag = response.headers.get('etag');
      expect(etag).toMatch(new RegExp(`^"[\\w-]+-${coding}"$`));
      const cached = await api.get(`/v1/jobs/${jobId}`, {
        'accept-encoding': coding,
        'if-none-match': etag ?? '',
      });
      expect(cached.status).toBe(304);
      expect(cached.headers.get('etag')).toBe(etag);
    }
  });

  it('answers a client that accepts no compression with 406 response_too_large, and the job stays done', async () => {
    const { api, jobId } = await doneJobWithLargeResult(5000);
    // fetch adds `accept-encoding: gzip, deflate` unless told otherwise; `identity` refuses both codings.
    const refused = await call('GET', `/v1/jobs/${jobId}`, {
      key: api.key,
      headers: { 'accept-encoding': 'identity' },
    });
    expectEnvelope(refused, 406, 'response_too_large');
    expect(refused.body.error.message).toMatch(/Accept-Encoding/);
    expect(refused.headers.get('x-request-id')).toEqual(expect.any(String));

    const again = await api.get(`/v1/jobs/${jobId}`, { 'accept-encoding': 'gzip' });
    expect(again.status).toBe(200);
    expect(again.body.target_people).toHaveLength(5000);
    expect((await api.get('/v1/account')).body).toMatchObject({ credits_balance: 1, credits_on_hold: 0 });
  });

  it('is still answered uncompressed when the result fits', async () => {
    const { api, jobId, result } = await doneJobWithLargeResult(50);
    const response = await fetch(`${baseUrl}/v1/jobs/${jobId}`, {
      headers: { 'x-api-key': api.key, 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(((await response.json()) as { target_people: unknown }).target_people).toEqual(
      result.target_people,
    );
  });
});
