import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollJob, pollUntil } from '../fixtures/poll.js';
import { ContractError, contractDocument, validateResponse, validateWebhook } from './contract.js';
import { call, expectEnvelope, newAccount, submitBody } from './twins.js';

const committed = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'));

describe('GET /v1/openapi.json', () => {
  it('serves the committed document to an authenticated caller', async () => {
    const api = await newAccount();
    const response = await api.get('/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual(committed);
    expect(response.body.info.version).toBe('1.0.0');
  });

  it('is not anonymous', async () => {
    expectEnvelope(await call('GET', '/v1/openapi.json'), 401, 'missing_api_key');
  });
});

describe('the contract check', () => {
  it('accepts a response that matches the document', () => {
    expect(() => validateResponse('POST', '/v1/jobs', 202, { job_id: 'job_123' })).not.toThrow();
  });

  it('refuses a field the document does not describe', () => {
    expect(() => validateResponse('POST', '/v1/jobs', 202, { job_id: 'job_123', eta_seconds: 30 })).toThrow(
      /additional properties \(eta_seconds\)/,
    );
  });

  it('refuses a wrong type, a missing field and an unknown status value', () => {
    expect(() => validateResponse('GET', '/v1/jobs?limit=5', 200, { count: '1', jobs: [] })).toThrow(
      ContractError,
    );
    expect(() => validateResponse('GET', '/v1/account', 200, {})).toThrow(/must have required property/);
    expect(() =>
      validateResponse('GET', '/v1/jobs/job_1', 404, { error: { code: 'route_not_found', message: 'x' } }),
    ).toThrow(/job_not_found/);
  });

  it('refuses an extra field inside a target person, however deep', async () => {
    const api = await newAccount();
    const jobId = (await api.post('/v1/jobs', submitBody({ input: 'acme-robotics' }))).body.job_id;
    const { job } = await pollJob(async () => (await api.get(`/v1/jobs/${jobId}`)).body, {
      timeout: 20_000,
      interval: 25,
    });
    expect(job.status).toBe('done');
    expect(() => validateResponse('GET', `/v1/jobs/${jobId}`, 200, job)).not.toThrow();
    const tampered = structuredClone(job);
    tampered.target_people[0].person.flags = { ...tampered.target_people[0].person.flags, admin: true };
    expect(() => validateResponse('GET', `/v1/jobs/${jobId}`, 200, tampered)).toThrow(/admin/);
  });

  it('refuses a status the operation does not list', () => {
    expect(() => validateResponse('GET', '/v1/account', 404, { error: { code: 'x', message: 'y' } })).toThrow(
      /lists no 404 response/,
    );
  });

  it('checks the answers of unknown routes against the error envelope', () => {
    expect(() =>
      validateResponse('GET', '/v1/companies', 404, { error: { code: 'route_not_found', message: 'No.' } }),
    ).not.toThrow();
    expect(() => validateResponse('GET', '/v1/companies', 200, { companies: [] })).toThrow(ContractError);
  });

  it('describes every route of the running service', () => {
    expect(Object.keys(contractDocument.paths as object)).toContain('/v1/openapi.json');
  });
});

describe('the jobDone webhook', () => {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(204).end();
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a payload that matches webhooks.jobDone', async () => {
    const api = await newAccount();
    const submitted = await api.post('/v1/jobs', submitBody({ input: 'acme-robotics', callback_url: url }));
    expect(submitted.status).toBe(202);
    await pollUntil(
      () => bodies.length,
      (n) => n > 0,
      { timeout: 20_000, interval: 25, what: 'the webhook' },
    );
    expect(bodies).toHaveLength(1);
    const payload = JSON.parse(bodies[0] as string);
    expect(() => validateWebhook('jobDone', payload)).not.toThrow();
    expect(() => validateWebhook('jobDone', { ...payload, status: 'failed' })).toThrow(ContractError);
  });
});
