import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashApiKey } from '../../functions/core/api-keys.js';
import { call, expectEnvelope, newAccount, stores, submitBody } from './twins.js';

describe('the error envelope', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const api = await newAccount();
    const response = await call('POST', '/v1/jobs', {
      key: api.key,
      rawBody: '{"input": "acme",',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(response, 400, 'invalid_json');
  });

  it('answers wrong types with 422 in both shapes the spec describes', async () => {
    const api = await newAccount();
    const response = await api.post('/v1/jobs', {
      input: 5,
      operation: 'target_people',
      persona: 'owners-founders',
    });
    expectEnvelope(response, 422, 'validation_error');
    expect(response.body.detail).toEqual([
      { loc: ['body', 'input'], msg: expect.any(String), type: 'string_type' },
    ]);
    expect(response.body.error.details).toEqual(response.body.detail);
  });

  it('names every missing field', async () => {
    const api = await newAccount();
    const response = await api.post('/v1/jobs', {});
    expectEnvelope(response, 422, 'validation_error');
    expect(response.body.detail).toEqual([
      { loc: ['body', 'input'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'operation'], msg: 'Field required', type: 'missing' },
    ]);
  });

  it('refuses unknown fields, so that a typo is not silently ignored', async () => {
    const api = await newAccount();
    const response = await api.post('/v1/jobs', submitBody({ callbackurl: 'https://example.com/hook' }));
    expectEnvelope(response, 422, 'validation_error');
    expect(response.body.detail).toEqual([
      { loc: ['body', 'callbackurl'], msg: 'Unknown field', type: 'extra_forbidden' },
    ]);
  });

  it.each([['[]'], ['"acme"'], ['null'], ['42']])(
    'answers a body that is not an object (%s) with 422',
    async (rawBody) => {
      const api = await newAccount();
      const response = await call('POST', '/v1/jobs', {
        key: api.key,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expectEnvelope(response, 422, 'validation_error');
      expect(response.body.detail[0].loc).toEqual(['body']);
    },
  );

  it('answers a missing body with 422', async () => {
    const api = await newAccount();
    expectEnvelope(await call('POST', '/v1/jobs', { key: api.key }), 422, 'validation_error');
  });

  it('refuses an oversize body with 413 payload_too_large before parsing it', async () => {
    const api = await newAccount();
    const response = await api.post('/v1/jobs', submitBody({ input: 'a'.repeat(70_000) }));
    expectEnvelope(response, 413, 'payload_too_large');
  });

  it('refuses a body that is not JSON with 415 unsupported_media_type', async () => {
    const api = await newAccount();
    const response = await call('POST', '/v1/jobs', {
      key: api.key,
      rawBody: 'input=acme',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectEnvelope(response, 415, 'unsupported_media_type');
  });

  it('answers an unknown route with 404 route_not_found, after authentication', async () => {
    const api = await newAccount();
    expectEnvelope(await api.get('/v1/companies'), 404, 'route_not_found');
    expectEnvelope(await api.get('/v2/jobs'), 404, 'route_not_found');
    expectEnvelope(await call('GET', '/v1/companies'), 401, 'missing_api_key');
  });

  it('answers a known path with the wrong method with 405 and the allowed methods', async () => {
    const api = await newAccount();
    const response = await api.delete('/v1/jobs');
    expectEnvelope(response, 405, 'method_not_allowed');
    expect(response.body.error.allowed).toEqual(['POST', 'GET', 'HEAD']);
    expect(response.headers.get('allow')).toBe('POST, GET, HEAD');
  });

  it('answers an unknown key with 401 invalid_api_key', async () => {
    expectEnvelope(await call('GET', '/v1/account', { key: 'ctp_not_a_real_key' }), 401, 'invalid_api_key');
  });

  it('stops accepting a revoked key on the very next request', async () => {
    const api = await newAccount();
    expect((await api.get('/v1/account')).status).toBe(200);
    await stores.apiKeys.revoke(hashApiKey(api.key), new Date().toISOString());
    expectEnvelope(await api.get('/v1/account'), 401, 'invalid_api_key');
  });

  it('tags every response with a request id', async () => {
    const api = await newAccount();
    expect((await api.get('/v1/account')).headers.get('x-request-id')).toMatch(/.+/);
    expect((await call('GET', '/v1/account')).headers.get('x-request-id')).toMatch(/.+/);
  });

  it('never answers 5xx to any JSON body, and every non-2xx has the envelope', async () => {
    const api = await newAccount({ tier: 'premium', credits: 1000, concurrency_limit: 1000 });
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          input: field,
          operation: fc.oneof(field, fc.constant('target_people')),
          persona: field,
          callback_url: field,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.option(fc.string({ maxLength: 200 })), async (payload, idempotencyKey) => {
        const response = await call('POST', '/v1/jobs', {
          key: api.key,
          rawBody: JSON.stringify(payload),
          headers: {
            'content-type': 'application/json',
            ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
          },
        });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 300) {
          expect(typeof response.body.error.code).toBe('string');
          expect(typeof response.body.error.message).toBe('string');
        }
      }),
      { numRuns: 60 },
    );
  });
});
