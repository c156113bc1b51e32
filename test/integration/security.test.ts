import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { cryptoIds, systemClock } from '../../functions/adapters/ids.js';
import { HttpWebhookSender, type ResolveAll } from '../../functions/adapters/webhooks/http-sender.js';
import { createAccount, issueKey, revokeKey } from '../../functions/core/admin.js';
import { hashApiKey } from '../../functions/core/api-keys.js';
import { type CallbackPolicy, validateCallbackUrl } from '../../functions/core/callback-url.js';
import { InvalidCallbackUrlError } from '../../functions/core/errors.js';
import { loadConfig } from '../../functions/shared/config.js';
import { createDocumentClient, tableNames } from '../../functions/shared/deps.js';
import { startTwinStack, type TwinStack } from '../../local/stack.js';
import { pollJob, pollUntil } from '../fixtures/poll.js';
// The keys-at-rest scan reads DynamoDB's items: it runs on the suite's shared stack on the emulators.
import * as emulatorStack from './helpers.js';
import {
  type ApiResponse,
  adminDeps,
  type Client,
  call,
  client,
  expectEnvelope,
  newAccount,
  submitBody,
} from './twins.js';

/** The suite's own tables, read directly: what is stored, not what the API shows. */
const suiteConfig = loadConfig({
  CTP_MODE: 'local',
  CTP_DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  CTP_S3_ENDPOINT: inject('s3Endpoint'),
});

async function scanTable(table: string): Promise<Record<string, unknown>[]> {
  const doc = createDocumentClient(suiteConfig);
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(new ScanCommand({ TableName: table, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The part of a key after the prefix the operator sees (`ctp_` and six characters). */
const secretPart = (key: string) => key.slice(10);

describe('API keys at rest', () => {
  it('are stored only as SHA-256 hashes: no item of any table holds a key or its secret part', async () => {
    const a = await emulatorStack.newAccount();
    const b = await emulatorStack.newAccount();
    const second = await issueKey(emulatorStack.adminDeps, a.accountId);
    await revokeKey(emulatorStack.adminDeps, hashApiKey(b.key));
    // Use the keys for what writes items: a job with an Idempotency-Key, a persona.
    await a.post('/v1/jobs', submitBody({ input: 'no-such-company-at-rest' }), {
      'idempotency-key': 'at-rest',
    });
    await emulatorStack
      .client(second.apiKey)
      .post('/v1/personas', { name: 'At rest', definition: 'Anyone at all.' });
    const keys = [a.key, b.key, second.apiKey];

    const tables = tableNames(suiteConfig);
    const apiKeyItems = await scanTable(tables.apiKeys);
    for (const key of keys) {
      const item = apiKeyItems.find((i) => i.key_hash === hashApiKey(key));
      expect(item, 'the key is found by its hash').toBeDefined();
      expect(Object.keys(item ?? {}).sort()).toEqual([
        'account_id',
        'created_at',
        'key_hash',
        'key_id',
        'key_prefix',
        'revoked_at',
        'status',
      ]);
      expect(item?.key_prefix).toBe(key.slice(0, 10));
    }
    for (const table of Object.values(tables)) {
      for (const item of await scanTable(table)) {
        const stored = JSON.stringify(item);
        for (const key of keys) {
          expect(stored.includes(key), `${table} holds a plain key`).toBe(false);
          expect(stored.includes(secretPart(key)), `${table} holds a key's secret part`).toBe(false);
        }
      }
    }
  });
});

describe('what the service logs', () => {
  let stack: TwinStack;

  beforeAll(async () => {
    // The shared stack logs in another process; this one runs the same handlers in this worker, so
    // that everything they write can be read here (on the twins: what is logged, not what is stored).
    stack = await startTwinStack({
      accounts: [],
      env: {
        CTP_JUDGE: 'offline',
        CTP_NETWORK_PROVIDER: 'embedded',
        CTP_EMAIL_VERIFIER: 'embedded',
        POWERTOOLS_LOG_LEVEL: 'DEBUG',
      },
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('never contains an API key, even when a request with one fails or its job crashes', async () => {
    const own = stack.stores;
    const { apiKey } = await createAccount(
      { ...own, clock: systemClock, ids: cryptoIds },
      { tier: 'starter', credits: 5 },
    );
    const send = async (method: string, path: string, body?: unknown, key = apiKey) => {
      const response = await fetch(`${stack.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': key,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    };

    const logged: string[] = [];
    const capture = (chunk: unknown) => {
      logged.push(String(chunk));
      return true;
    };
    // Powertools' Logger writes through a Console of its own: INFO and DEBUG to stdout, ERROR to stderr.
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation(capture),
      vi.spyOn(process.stderr, 'write').mockImplementation(capture),
    ];
    let failedRequestId: string | null = null;
    try {
      expect((await send('GET', '/v1/account')).status).toBe(200);
      expect((await send('POST', '/v1/personas', { name: 'Log check', definition: 'Anyone.' })).status).toBe(
        201,
      );
      // A job whose enrichment crashes: the pipeline logs the failure with its details.
      const submitted = await send('POST', '/v1/jobs', submitBody({ input: 'crashing-cranes' }));
      expect(submitted.status).toBe(202);
      expect((await send('GET', '/v1/jobs?q=cranes')).status).toBe(200);
      expect((await send('GET', '/v1/account', undefined, `${apiKey}x`)).status).toBe(401);

      // A request that fails unexpectedly: the handler logs the error, the client gets a generic 500.
      const deps = stack.services;
      vi.spyOn(deps.jobs, 'list').mockRejectedValueOnce(
        Object.assign(new Error('Simulated store outage'), { name: 'InternalServerError' }),
      );
      const failed = await send('GET', '/v1/jobs');
      expect(failed.status).toBe(500);
      expect(failed.body.error.code).toBe('internal_error');
      expect(JSON.stringify(failed.body)).not.toMatch(/Simulated store outage|InternalServerError/);
      failedRequestId = failed.headers.get('x-request-id');

      const { job } = await pollJob(
        async () => (await send('GET', `/v1/jobs/${submitted.body.job_id}`)).body,
        {
          timeout: 20_000,
        },
      );
      expect(job.status).toBe('failed');
    } finally {
      for (const spy of spies) spy.mockRestore();
    }

    const output = logged.join('');
    // What was captured is the service's log: the two errors are in it.
    expect(output).toMatch(/"message":"Unhandled error"/);
    expect(output).toContain(String(failedRequestId));
    expect(output).toMatch(/"message":"Pipeline failed unexpectedly"[^\n]*SimulatedCrash/);
    expect(output).not.toContain(apiKey);
    expect(output).not.toContain(secretPart(apiKey));
  });
});

describe('one key, one account', () => {
  it("shows a key only its account's jobs, personas and ledger; another account's job ids answer 404", async () => {
    const a = await newAccount({ credits: 5 });
    const b = await newAccount({ credits: 5 });
    const aDone = (await a.post('/v1/jobs', submitBody({ input: 'acme-robotics' }))).body.job_id as string;
    const aRunning = (await a.post('/v1/jobs', submitBody())).body.job_id as string;
    const bRunning = (await b.post('/v1/jobs', submitBody())).body.job_id as string;
    const aPersona = (
      await a.post('/v1/personas', { name: 'Quiet buyers', definition: 'Procurement heads.' })
    ).body.slug as string;

    const listed = await b.get('/v1/jobs?limit=100');
    expect(listed.body).toMatchObject({ count: 1, jobs: [{ job_id: bRunning }] });
    expect((await b.get('/v1/jobs?q=acme-robotics')).body).toEqual({ count: 0, jobs: [], next_cursor: null });
    expect((await b.get('/v1/personas')).body.personas.map((p: any) => p.slug)).not.toContain(aPersona);
    for (const id of [aDone, aRunning]) {
      expectEnvelope(await b.get(`/v1/jobs/${id}`), 404, 'job_not_found');
      expectEnvelope(await b.get(`/v1/jobs/${id}/preview`), 404, 'job_not_found');
      expectEnvelope(await b.post(`/v1/jobs/${id}/cancel`), 404, 'job_not_found');
    }
    expect((await a.get(`/v1/jobs/${aRunning}`)).body.status).toBe('processing');

    // A second key of the same account shares its personas and balance, but not its jobs (spec 4.2, 4.4, 5.4).
    const a2 = client((await issueKey(adminDeps, a.accountId)).apiKey);
    expect((await a2.get('/v1/jobs')).body.count).toBe(0);
    expect((await a2.get('/v1/personas')).body.personas.map((p: any) => p.slug)).toContain(aPersona);
    expectEnvelope(await a2.post(`/v1/jobs/${aRunning}/cancel`), 404, 'job_not_found');
    expect((await a.post(`/v1/jobs/${aRunning}/cancel`)).body.status).toBe('cancelled');

    // The ledger: A's charge is on A's account only.
    await pollJob(async () => (await a.get(`/v1/jobs/${aDone}`)).body, { timeout: 20_000, interval: 100 });
    const [aAccount, bAccount] = await Promise.all([a.get('/v1/account'), b.get('/v1/account')]);
    expect(aAccount.body.account_id).toBe(a.accountId);
    expect(bAccount.body.account_id).toBe(b.accountId);
    expect(aAccount.body.ledger.map((e: any) => e.job_id)).toContain(aDone);
    expect(bAccount.body.ledger.map((e: any) => e.job_id)).toEqual([null]); // the opening grant only
    const aEntries = new Set(aAccount.body.ledger.map((e: any) => e.entry_id));
    for (const entry of bAccount.body.ledger) expect(aEntries.has(entry.entry_id)).toBe(false);
    expect(bAccount.body.webhook_signing_secret).not.toBe(aAccount.body.webhook_signing_secret);
    await b.post(`/v1/jobs/${bRunning}/cancel`);
  });
});

describe('a revoked key', () => {
  it("is refused on every route from the moment it is revoked, while the account's other key works on", async () => {
    const a = await newAccount({ credits: 5 });
    const other = client((await issueKey(adminDeps, a.accountId)).apiKey);
    const jobId = (await a.post('/v1/jobs', submitBody())).body.job_id as string;

    // Requests with the key keep coming while it is revoked: every one sent after the revocation fails.
    let revokedAt = Number.POSITIVE_INFINITY;
    const outcomes: { sentAt: number; status: number }[] = [];
    const traffic = (async () => {
      // At least one request sent after the revocation, however slow a busy machine answers.
      while (Date.now() < revokedAt + 300 || !outcomes.some((o) => o.sentAt > revokedAt)) {
        const sentAt = Date.now();
        outcomes.push({ sentAt, status: (await a.get('/v1/account')).status });
      }
    })();
    // Revoked only once the key has been seen working.
    await pollUntil(
      () => outcomes.filter((o) => o.status === 200).length,
      (n) => n >= 2,
      { timeout: 20_000, interval: 10, what: 'requests before the revocation' },
    );
    await revokeKey(adminDeps, hashApiKey(a.key));
    revokedAt = Date.now();
    await traffic;
    const after = outcomes.filter((o) => o.sentAt > revokedAt);
    expect(outcomes.some((o) => o.status === 200 && o.sentAt < revokedAt)).toBe(true);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((o) => o.status)).toEqual(after.map(() => 401));

    const routes: [string, string, unknown?][] = [
      ['GET', '/v1/account'],
      ['GET', '/v1/jobs'],
      ['POST', '/v1/jobs', submitBody()],
      ['GET', `/v1/jobs/${jobId}`],
      ['GET', `/v1/jobs/${jobId}/preview`],
      ['POST', `/v1/jobs/${jobId}/cancel`],
      ['GET', '/v1/personas'],
      ['POST', '/v1/personas', { name: 'Revoked', definition: 'Anyone.' }],
      ['PATCH', '/v1/personas/owners-founders', { make_default: true }],
      ['DELETE', '/v1/personas/owners-founders'],
      ['GET', '/v1/no-such-route'],
    ];
    const refused = await Promise.all(
      routes.map(([method, path, body]) => call(method, path, { key: a.key, body })),
    );
    for (const response of refused) expectEnvelope(response, 401, 'invalid_api_key');

    // The job belongs to the revoked key: it still runs, and no other key of the account sees or cancels it
    // (admin rotate-key is how a key's jobs are handed on).
    expectEnvelope(await other.get(`/v1/jobs/${jobId}`), 404, 'job_not_found');
    expectEnvelope(await other.post(`/v1/jobs/${jobId}/cancel`), 404, 'job_not_found');
    expect((await adminDeps.jobs.get(jobId))?.status).toBe('processing');
    expect((await other.get('/v1/account')).body).toMatchObject({ jobs_in_flight: 1, credits_on_hold: 1 });
  });
});

/* ------------------------------------------------------------------------------------------------ */

/** Webhook targets that must never be reached from AWS. `loopback`: the ones local mode allows. */
const PRIVATE_TARGETS: [url: string, what: string, loopback?: true][] = [
  ['https://10.1.2.3/hook', 'private 10/8'],
  ['https://172.16.0.1/hook', 'private 172.16/12'],
  ['https://192.168.1.1/hook', 'private 192.168/16'],
  ['https://100.64.0.1/hook', 'carrier-grade NAT'],
  ['https://127.0.0.1/hook', 'loopback', true],
  ['https://127.1/hook', 'loopback, short form', true],
  ['https://2130706433/hook', 'loopback, decimal', true],
  ['https://0x7f.0.0.1/hook', 'loopback, hexadecimal', true],
  ['https://[::1]/hook', 'IPv6 loopback', true],
  ['https://localhost/hook', 'localhost', true],
  ['https://localhost./hook', 'localhost, absolute', true],
  ['https://0.0.0.0/hook', 'this host'],
  ['https://[::]/hook', 'IPv6 unspecified'],
  ['https://169.254.10.20/hook', 'link-local'],
  ['https://[fe80::1]/hook', 'IPv6 link-local'],
  ['https://169.254.169.254/latest/meta-data/', 'cloud metadata'],
  ['https://[fd00:ec2::254]/latest/meta-data/', 'AWS metadata over IPv6'],
  ['https://metadata.google.internal/computeMetadata/v1/', 'GCP metadata name'],
  ['https://[::ffff:127.0.0.1]/hook', 'IPv4-mapped loopback'],
  ['https://[::ffff:7f00:1]/hook', 'IPv4-mapped loopback, hexadecimal'],
  ['https://[::ffff:169.254.169.254]/latest/meta-data/', 'IPv4-mapped metadata'],
  ['https://[::ffff:10.0.0.1]/hook', 'IPv4-mapped private'],
  ['https://[64:ff9b::a9fe:a9fe]/latest/meta-data/', 'NAT64 metadata'],
  ['https://[2002:a9fe:a9fe::]/latest/meta-data/', '6to4 metadata'],
];

describe('callback_url when deployed', () => {
  it.each(PRIVATE_TARGETS)('refuses %s (%s)', (url) => {
    expect(() => validateCallbackUrl(url, 'deployed')).toThrow(InvalidCallbackUrlError);
  });

  it('accepts public HTTPS targets', () => {
    for (const url of [
      'https://hooks.example.com/ctp',
      'https://93.184.215.14/ctp',
      'https://[2606:4700::1111]/ctp',
    ])
      expect(validateCallbackUrl(url, 'deployed')).toBe(url);
  });

  it('is refused through the API in local mode too, loopback aside, with 400 invalid_callback_url', async () => {
    const api = await newAccount();
    const refused = PRIVATE_TARGETS.filter(([, , loopback]) => !loopback);
    const responses = await Promise.all(
      refused.map(([callback_url]) => api.post('/v1/jobs', submitBody({ callback_url }))),
    );
    for (const response of responses) expectEnvelope(response, 400, 'invalid_callback_url');
  });
});

describe('the webhook sender when deployed', () => {
  let server: Server;
  let port = 0;
  let connections = 0;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(204).end();
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const delivery = (host: string) => ({
    url: `http://${host}:${port}/hook`,
    messageId: 'msg_security',
    payload: { job_id: 'job_security', status: 'done' },
    secret: `whsec_${randomBytes(24).toString('base64')}`,
  });
  // A public-looking name whose DNS answer is a loopback address (DNS rebinding), without a network:
  // the sender's resolver answers it, every other name goes to the system's (`localhost` among them).
  const rebinding: ResolveAll = (hostname, options, callback) => {
    if (hostname !== 'rebound.example.com') return lookup(hostname, options, callback);
    process.nextTick(() => callback(null, [{ address: '127.0.0.1', family: 4 }]));
  };
  const sender = (policy: CallbackPolicy) =>
    new HttpWebhookSender({ timeoutMs: 2000, policy, clock: systemClock, resolveAll: rebinding });

  it.each([
    ['localhost', 'a name that is loopback by definition'],
    ['127.0.0.1', 'a loopback literal'],
    ['[::ffff:127.0.0.1]', 'an IPv4-mapped loopback literal'],
    ['rebound.example.com', 'a public-looking name that resolves to 127.0.0.1'],
  ])('refuses %s (%s) at send time without connecting', async (host) => {
    const before = connections;
    const outcome = await sender('deployed').send(delivery(host));
    expect(outcome).toMatchObject({ ok: false, status: null });
    expect(outcome.error).toMatch(/not public|non-public/);
    expect(connections).toBe(before);
  });

  it('reaches the same receiver under the local policy, so the refusals above are the policy', async () => {
    const before = requests;
    for (const host of ['127.0.0.1', 'rebound.example.com'])
      expect(await sender('local').send(delivery(host))).toMatchObject({ ok: true, status: 204 });
    expect(requests).toBe(before + 2);
  });
});

/* ------------------------------------------------------------------------------------------------ */

describe('an oversize body', () => {
  const fiveMegabytes = JSON.stringify({ input: 'x'.repeat(5 * 1024 * 1024) });

  it.each([
    ['POST', '/v1/jobs'],
    ['POST', '/v1/personas'],
    ['PATCH', '/v1/personas/owners-founders'],
  ])('of 5 MB to %s %s is refused with 413 before it is parsed', async (method, path) => {
    const api = await newAccount();
    const response = await call(method, path, {
      key: api.key,
      rawBody: fiveMegabytes,
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(response, 413, 'payload_too_large');
    // Nothing came of it, and the server answers the next requests as usual.
    expect((await api.get('/v1/jobs')).body.count).toBe(0);
    expect((await api.get('/v1/personas')).body).toMatchObject({
      count: 1,
      default_persona: 'owners-founders',
    });
  });

  it('of 5 MB without a key is refused with 401 first', async () => {
    const response = await call('POST', '/v1/jobs', {
      rawBody: fiveMegabytes,
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(response, 401, 'missing_api_key');
  });
});

/* ------------------------------------------------------------------------------------------------ */

/** Any non-2xx answer has the envelope; a 422 locates every issue in `where`. */
function expectWellFormedRefusal(response: ApiResponse, where: 'body' | 'query' | 'path') {
  expect(response.status).toBeLessThan(500);
  if (response.status < 400) return;
  expect(typeof response.body?.error?.code).toBe('string');
  expect(response.body.error.message.length).toBeGreaterThan(0);
  if (response.status === 422) {
    expect(response.body.detail).toEqual(response.body.error.details);
    for (const issue of response.body.detail)
      expect(['body', 'query', 'path', where]).toContain(issue.loc[0]);
  }
}

const text = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    '   ',
    '\t\n',
    '\u0000',
    'x'.repeat(101),
    'y'.repeat(4001),
    '../../etc/passwd',
    '<script>',
  ),
);
const anyValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const personaBody = fc.oneof(
  fc.record({ name: text, definition: text }),
  fc.record({ name: anyValue, definition: anyValue, make_default: anyValue }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);
/** Bodies as sent: JSON of those values, and some text that is not JSON at all. */
const rawPersonaBody = fc.oneof(
  { weight: 5, arbitrary: personaBody.map((body) => JSON.stringify(body)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
);

async function onlyOneDefault(api: Client) {
  const { body } = await api.get('/v1/personas');
  expect(body.personas.filter((p: any) => p.is_default).map((p: any) => p.slug)).toEqual([
    body.default_persona,
  ]);
}

describe('no input gets a 5xx, and every refusal has the envelope', () => {
  it('POST /v1/personas, for any body', async () => {
    const api = await newAccount();
    await fc.assert(
      fc.asyncProperty(rawPersonaBody, async (rawBody) => {
        const response = await call('POST', '/v1/personas', {
          key: api.key,
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        expectWellFormedRefusal(response, 'body');
        if (response.status === 201) expect(response.body.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
      { numRuns: 50 },
    );
    await onlyOneDefault(api);
  });

  it('a slug of dots reaches another path (the URL resolves it) and is refused with the envelope', async () => {
    const api = await newAccount();
    for (const slug of ['.', '..', '%2e', '%2E%2E'])
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const response = await call(method, `/v1/personas/${slug}`, {
          key: api.key,
          rawBody: method === 'PATCH' ? '{}' : undefined,
          headers: { 'content-type': 'application/json' },
        });
        expectWellFormedRefusal(response, 'path');
        expect(response.status).toBe(404);
      }
  });

  it('PATCH /v1/personas/{slug}, for any slug and body', async () => {
    const api = await newAccount();
    const slugs: string[] = [];
    for (const name of ['Buyers', 'Sellers'])
      slugs.push((await api.post('/v1/personas', { name, definition: `${name} of anything.` })).body.slug);
    const slug = fc.oneof(
      fc.constantFrom(...slugs, 'owners-founders', 'no-such-persona'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(slug, rawPersonaBody, async (target, rawBody) => {
        const response = await call('PATCH', `/v1/personas/${encodeURIComponent(target)}`, {
          key: api.key,
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        expectWellFormedRefusal(response, 'body');
        if (response.status === 200) expect(response.body.slug).toBe(target);
      }),
      { numRuns: 50 },
    );
    await onlyOneDefault(api);
  });

  it('GET /v1/jobs, for any limit, skip, q and unknown parameters', async () => {
    const api = await newAccount({ tier: 'premium', credits: 10 });
    for (const input of ['acme-nowhere', 'globex-nowhere', 'ACME-elsewhere'])
      await api.post('/v1/jobs', submitBody({ input }));
    const number = fc.oneof(
      fc.integer({ min: -1000, max: 2_000_000 }).map(String),
      fc.constantFrom('', '0', '1', '100', '101', '-1', '1e2', '0x10', ' 5 ', '5.0', 'NaN', 'Infinity', '١٢'),
      fc.string({ maxLength: 12 }),
    );
    const query = fc.record(
      {
        limit: number,
        skip: number,
        q: fc.oneof(fc.string({ maxLength: 250 }), fc.string({ unit: 'grapheme', maxLength: 30 })),
        unknown: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 20 }), {
          maxKeys: 3,
        }),
      },
      { requiredKeys: [] },
    );
    const queryString = fc.oneof(
      {
        weight: 4,
        arbitrary: query.map(({ unknown, ...known }) => {
          const params = new URLSearchParams();
          for (const [name, value] of Object.entries(known)) params.append(name, value);
          for (const [name, value] of Object.entries(unknown ?? {})) params.append(name, value);
          return params.toString();
        }),
      },
      // Unencoded text, as a careless client sends it (a fragment is never sent).
      { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((raw) => raw.replaceAll('#', '')) },
    );
    await fc.assert(
      fc.asyncProperty(queryString, async (qs) => {
        const response = await call('GET', `/v1/jobs?${qs}`, { key: api.key });
        expectWellFormedRefusal(response, 'query');
        if (response.status === 200) {
          expect(response.body.jobs.length).toBeLessThanOrEqual(100);
          expect(response.body.count).toBeGreaterThanOrEqual(0);
          expect(response.body.count).toBeLessThanOrEqual(3);
        }
      }),
      { numRuns: 50 },
    );
  });
});
