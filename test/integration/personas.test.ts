import { describe, expect, it } from 'vitest';
import { type ApiResponse, type Client, call, expectEnvelope, newAccount } from './twins.js';

const SYSTEM = 'owners-founders';

const persona = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  definition: `People who fit "${name}": current employees in that role; exclude former ones.`,
  ...extra,
});

async function create(api: Client, name: string, extra: Record<string, unknown> = {}) {
  const response = await api.post('/v1/personas', persona(name, extra));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { slug: string; name: string; definition: string; is_default: boolean } & Record<
    string,
    unknown
  >;
}

async function list(api: Client) {
  const response = await api.get('/v1/personas');
  expect(response.status).toBe(200);
  return response.body as {
    count: number;
    default_persona: string;
    personas: { slug: string; is_default: boolean; is_system: boolean; name: string; definition: string }[];
  };
}

/** The one default, checked from both sides of the list response. */
async function onlyDefault(api: Client): Promise<string> {
  const body = await list(api);
  const defaults = body.personas.filter((p) => p.is_default).map((p) => p.slug);
  expect(defaults).toEqual([body.default_persona]);
  expect(body.count).toBe(body.personas.length);
  return body.default_persona;
}

/** The 422 carries both readings of the spec: `error.details` and the top-level `detail`. */
function expectValidation(response: ApiResponse, loc: (string | number)[], type?: string) {
  expectEnvelope(response, 422, 'validation_error');
  const { error, detail } = response.body;
  expect(Array.isArray(error.details)).toBe(true);
  expect(detail).toEqual(error.details);
  for (const issue of detail) {
    expect(issue).toEqual({ loc: expect.any(Array), msg: expect.any(String), type: expect.any(String) });
    expect(issue.msg.length).toBeGreaterThan(0);
  }
  expect(detail).toContainEqual(expect.objectContaining({ loc, ...(type ? { type } : {}) }));
}

describe('GET /v1/personas', () => {
  it('lists exactly the system persona on a new account, as the default', async () => {
    const api = await newAccount();
    const { status, body } = await api.get('/v1/personas');
    expect(status).toBe(200);
    expect(body).toEqual({ count: 1, default_persona: SYSTEM, personas: [expect.any(Object)] });
    const [system] = body.personas;
    expect(system).toMatchObject({
      slug: SYSTEM,
      name: 'Owners & founders',
      is_system: true,
      is_default: true,
    });
    expect(typeof system.definition).toBe('string');
    expect(system.definition.trim().length).toBeGreaterThan(0);
  });

  it('lists custom personas after the system persona, in slug order (the order a page can be read in)', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders');
    await create(api, 'Engineering managers');
    const body = await list(api);
    expect(body.count).toBe(3);
    expect(body.personas.map((p) => p.slug)).toEqual([SYSTEM, 'engineering-managers', 'sales-leaders']);
    expect(body.personas.map((p) => p.is_system)).toEqual([true, false, false]);
  });
});

describe('POST /v1/personas', () => {
  it('creates a persona under a slug derived from its name, with a Location header', async () => {
    const api = await newAccount();
    const response = await api.post('/v1/personas', persona('Head of R&D (EMEA)'));
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe('/v1/personas/head-of-r-d-emea');
    expect(response.body).toMatchObject({
      slug: 'head-of-r-d-emea',
      name: 'Head of R&D (EMEA)',
      is_system: false,
      is_default: false,
    });
    expect(response.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(await onlyDefault(api)).toBe(SYSTEM);
  });

  it('suffixes the slug with -2, -3 for the second and third persona of the same name', async () => {
    const api = await newAccount();
    expect((await create(api, 'Sales leaders')).slug).toBe('sales-leaders');
    expect((await create(api, 'Sales leaders')).slug).toBe('sales-leaders-2');
    expect((await create(api, 'Sales Leaders!')).slug).toBe('sales-leaders-3');
  });

  it('keeps suffixing past fifty personas of the same name', async () => {
    const api = await newAccount();
    const slugs: string[] = [];
    for (let i = 0; i < 52; i += 1) slugs.push((await create(api, 'Buyers')).slug);
    expect(slugs.at(0)).toBe('buyers');
    expect(slugs.at(-1)).toBe('buyers-52');
    expect(new Set(slugs).size).toBe(52);
  });

  it('gives a custom persona named like the system persona the slug owners-founders-2', async () => {
    const api = await newAccount();
    const created = await create(api, 'Owners & founders');
    expect(created.slug).toBe('owners-founders-2');
    expect(created.is_system).toBe(false);
    const body = await list(api);
    expect(body.personas.map((p) => p.slug)).toEqual([SYSTEM, 'owners-founders-2']);
  });

  it('makes the new persona the only default when make_default is true', async () => {
    const api = await newAccount();
    const created = await create(api, 'Finance leaders', { make_default: true });
    expect(created.is_default).toBe(true);
    expect(await onlyDefault(api)).toBe('finance-leaders');
    const body = await list(api);
    expect(body.personas.find((p) => p.slug === SYSTEM)?.is_default).toBe(false);
  });

  it('trims the name and the definition', async () => {
    const api = await newAccount();
    const response = await api.post('/v1/personas', {
      name: '  \tProcurement heads \n',
      definition: '\n  Heads of procurement and purchasing.  ',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      slug: 'procurement-heads',
      name: 'Procurement heads',
      definition: 'Heads of procurement and purchasing.',
    });
  });

  it('answers 422 when the name is missing', async () => {
    const api = await newAccount();
    expectValidation(await api.post('/v1/personas', { definition: 'Anyone' }), ['body', 'name'], 'missing');
  });

  it('answers 422 when the name is empty or only whitespace', async () => {
    const api = await newAccount();
    expectValidation(await api.post('/v1/personas', persona('')), ['body', 'name']);
    expectValidation(await api.post('/v1/personas', persona('   ')), ['body', 'name']);
  });

  it('answers 422 when the name is longer than 100 characters, and accepts 100', async () => {
    const api = await newAccount();
    expectValidation(await api.post('/v1/personas', persona('n'.repeat(101))), ['body', 'name']);
    expect((await api.post('/v1/personas', persona('n'.repeat(100)))).status).toBe(201);
  });

  it('answers 422 when the definition is missing, empty or longer than 4000 characters', async () => {
    const api = await newAccount();
    expectValidation(await api.post('/v1/personas', { name: 'X' }), ['body', 'definition'], 'missing');
    expectValidation(await api.post('/v1/personas', { name: 'X', definition: ' ' }), ['body', 'definition']);
    expectValidation(await api.post('/v1/personas', { name: 'X', definition: 'd'.repeat(4001) }), [
      'body',
      'definition',
    ]);
    expect((await api.post('/v1/personas', { name: 'X', definition: 'd'.repeat(4000) })).status).toBe(201);
  });

  it('answers 422 when make_default is not a boolean', async () => {
    const api = await newAccount();
    for (const value of ['yes', 1, null, 'true']) {
      expectValidation(await api.post('/v1/personas', persona('X', { make_default: value })), [
        'body',
        'make_default',
      ]);
    }
  });

  it('answers 422 for an unknown extra field', async () => {
    const api = await newAccount();
    expectValidation(
      await api.post('/v1/personas', persona('X', { slug: 'chosen-slug' })),
      ['body', 'slug'],
      'extra_forbidden',
    );
  });

  it('answers 422 when the body is a JSON array, a string or missing', async () => {
    const api = await newAccount();
    for (const body of [[persona('X')], 'a string', undefined]) {
      const response = await api.post('/v1/personas', body);
      expectValidation(response, ['body']);
      expect(response.body.detail).toHaveLength(1);
      expect(response.body.detail[0].type).not.toBe('extra_forbidden');
    }
    expect((await list(api)).count).toBe(1);
  });

  it('answers 400 invalid_json for a malformed body', async () => {
    const api = await newAccount();
    expectEnvelope(
      await call('POST', '/v1/personas', {
        key: api.key,
        rawBody: '{"name": "X", "definition": ',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid_json',
    );
  });
});

describe('PATCH /v1/personas/{slug}', () => {
  it('renames a persona without changing its slug and moves updated_at forward', async () => {
    const api = await newAccount();
    const created = await create(api, 'Sales leaders');
    const response = await api.patch('/v1/personas/sales-leaders', { name: '  Revenue leaders ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      slug: 'sales-leaders',
      name: 'Revenue leaders',
      definition: created.definition,
      created_at: created.created_at,
    });
    expect(response.body.updated_at > (created.updated_at as string)).toBe(true);
    const listed = (await list(api)).personas.find((p) => p.slug === 'sales-leaders');
    expect(listed?.name).toBe('Revenue leaders');
  });

  it('edits the definition', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders');
    const response = await api.patch('/v1/personas/sales-leaders', { definition: 'VPs of sales only.' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Sales leaders', definition: 'VPs of sales only.' });
    const listed = (await list(api)).personas.find((p) => p.slug === 'sales-leaders');
    expect(listed?.definition).toBe('VPs of sales only.');
  });

  it('moves the default with make_default true', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders');
    const response = await api.patch('/v1/personas/sales-leaders', { make_default: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ slug: 'sales-leaders', is_default: true });
    expect(await onlyDefault(api)).toBe('sales-leaders');
  });

  it('refuses make_default false on the current default with 409 default_persona_required', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders', { make_default: true });
    expectEnvelope(
      await api.patch('/v1/personas/sales-leaders', { make_default: false }),
      409,
      'default_persona_required',
    );
    expectEnvelope(
      await api.patch('/v1/personas/sales-leaders', { name: 'Renamed', make_default: false }),
      409,
      'default_persona_required',
    );
    expect(await onlyDefault(api)).toBe('sales-leaders');
    expect((await list(api)).personas.find((p) => p.slug === 'sales-leaders')?.name).toBe('Sales leaders');
  });

  it('treats make_default false on a persona that is not the default as no change', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders');
    const response = await api.patch('/v1/personas/sales-leaders', { make_default: false });
    expect(response.status).toBe(200);
    expect(response.body.is_default).toBe(false);
    expect(await onlyDefault(api)).toBe(SYSTEM);
  });

  it('leaves fields given as null or left out unchanged', async () => {
    const api = await newAccount();
    const created = await create(api, 'Sales leaders', { make_default: true });
    for (const body of [{ name: null, definition: null, make_default: null }, {}]) {
      const response = await api.patch('/v1/personas/sales-leaders', body);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        slug: 'sales-leaders',
        name: created.name,
        definition: created.definition,
        is_default: true,
      });
    }
    const renamed = await api.patch('/v1/personas/sales-leaders', { name: 'Renamed', definition: null });
    expect(renamed.body).toMatchObject({ name: 'Renamed', definition: created.definition });
    expect(await onlyDefault(api)).toBe('sales-leaders');
  });

  it('validates the patch body like the create body', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders');
    expectValidation(await api.patch('/v1/personas/sales-leaders', { name: ' ' }), ['body', 'name']);
    expectValidation(await api.patch('/v1/personas/sales-leaders', { name: 'n'.repeat(101) }), [
      'body',
      'name',
    ]);
    expectValidation(await api.patch('/v1/personas/sales-leaders', { definition: 'd'.repeat(4001) }), [
      'body',
      'definition',
    ]);
    expectValidation(await api.patch('/v1/personas/sales-leaders', { make_default: 'yes' }), [
      'body',
      'make_default',
    ]);
    expectValidation(
      await api.patch('/v1/personas/sales-leaders', { slug: 'other' }),
      ['body', 'slug'],
      'extra_forbidden',
    );
    expectValidation(await api.patch('/v1/personas/sales-leaders', [{ name: 'X' }]), ['body']);
  });

  it('refuses to edit the name or definition of owners-founders with 409 system_persona_immutable', async () => {
    const api = await newAccount();
    for (const body of [
      { name: 'Founders' },
      { definition: 'Anyone.' },
      { name: 'Owners & founders' },
      { name: 'Founders', make_default: true },
    ]) {
      expectEnvelope(await api.patch(`/v1/personas/${SYSTEM}`, body), 409, 'system_persona_immutable');
    }
    const [system] = (await list(api)).personas;
    expect(system?.name).toBe('Owners & founders');
  });

  it('lets make_default true on owners-founders move the default back to it', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders', { make_default: true });
    const response = await api.patch(`/v1/personas/${SYSTEM}`, { make_default: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ slug: SYSTEM, is_system: true, is_default: true });
    expect(await onlyDefault(api)).toBe(SYSTEM);
  });

  it('answers 404 persona_not_found for an unknown slug', async () => {
    const api = await newAccount();
    for (const body of [{ name: 'X' }, { make_default: true }, {}]) {
      expectEnvelope(await api.patch('/v1/personas/no-such-persona', body), 404, 'persona_not_found');
    }
    expect(await onlyDefault(api)).toBe(SYSTEM);
  });
});

describe('DELETE /v1/personas/{slug}', () => {
  it('deletes a custom persona, after which it is gone from the list, PATCH and DELETE', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders');
    const response = await api.delete('/v1/personas/sales-leaders');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ slug: 'sales-leaders', deleted: true, default_persona: SYSTEM });
    expect((await list(api)).personas.map((p) => p.slug)).toEqual([SYSTEM]);
    expectEnvelope(await api.patch('/v1/personas/sales-leaders', { name: 'X' }), 404, 'persona_not_found');
    expectEnvelope(await api.delete('/v1/personas/sales-leaders'), 404, 'persona_not_found');
  });

  it('hands the default back to owners-founders when the default is deleted', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders', { make_default: true });
    const response = await api.delete('/v1/personas/sales-leaders');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ slug: 'sales-leaders', deleted: true, default_persona: SYSTEM });
    expect(await onlyDefault(api)).toBe(SYSTEM);
  });

  it('keeps another default in place when a non-default persona is deleted', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders', { make_default: true });
    await create(api, 'Buyers');
    const response = await api.delete('/v1/personas/buyers');
    expect(response.body).toEqual({ slug: 'buyers', deleted: true, default_persona: 'sales-leaders' });
    expect(await onlyDefault(api)).toBe('sales-leaders');
  });

  it('refuses to delete owners-founders with 409 system_persona_immutable', async () => {
    const api = await newAccount();
    expectEnvelope(await api.delete(`/v1/personas/${SYSTEM}`), 409, 'system_persona_immutable');
    expect(await onlyDefault(api)).toBe(SYSTEM);
  });

  it('frees the slug of a deleted persona for the next persona of that name', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders');
    await api.delete('/v1/personas/sales-leaders');
    expect((await create(api, 'Sales leaders')).slug).toBe('sales-leaders');
  });

  it('answers 404 persona_not_found for an unknown slug', async () => {
    const api = await newAccount();
    expectEnvelope(await api.delete('/v1/personas/no-such-persona'), 404, 'persona_not_found');
  });
});

describe('persona isolation between accounts', () => {
  it('hides one account’s persona from another account', async () => {
    const owner = await newAccount();
    const other = await newAccount();
    await create(owner, 'Sales leaders');
    expect((await list(other)).personas.map((p) => p.slug)).toEqual([SYSTEM]);
    expectEnvelope(await other.patch('/v1/personas/sales-leaders', { name: 'X' }), 404, 'persona_not_found');
    expectEnvelope(
      await other.patch('/v1/personas/sales-leaders', { make_default: true }),
      404,
      'persona_not_found',
    );
    expectEnvelope(await other.delete('/v1/personas/sales-leaders'), 404, 'persona_not_found');
    expectEnvelope(
      await other.post('/v1/jobs', { input: 'acme', operation: 'target_people', persona: 'sales-leaders' }),
      400,
      'persona_not_found',
    );
    expect((await list(owner)).personas.find((p) => p.slug === 'sales-leaders')?.name).toBe('Sales leaders');
    expect(await onlyDefault(other)).toBe(SYSTEM);
  });

  it('gives each account its own slugs', async () => {
    const first = await newAccount();
    const second = await newAccount();
    expect((await create(first, 'Sales leaders')).slug).toBe('sales-leaders');
    expect((await create(second, 'Sales leaders')).slug).toBe('sales-leaders');
  });

  it('keeps one account’s default independent of another’s', async () => {
    const first = await newAccount();
    const second = await newAccount();
    await create(first, 'Sales leaders', { make_default: true });
    expect(await onlyDefault(first)).toBe('sales-leaders');
    expect(await onlyDefault(second)).toBe(SYSTEM);
  });
});

describe('personas on job submission', () => {
  it('accepts a job for a live custom persona and refuses it with 400 persona_not_found once deleted', async () => {
    const api = await newAccount();
    await create(api, 'Sales leaders');
    const submit = () =>
      api.post('/v1/jobs', { input: 'acme', operation: 'target_people', persona: 'sales-leaders' });
    const accepted = await submit();
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body.job_id).toEqual(expect.any(String));

    expect((await api.delete('/v1/personas/sales-leaders')).status).toBe(200);
    expectEnvelope(await submit(), 400, 'persona_not_found');
  });
});

describe('personas under concurrent requests', () => {
  it('gives 20 parallel creations of the same name 20 distinct slugs', async () => {
    const api = await newAccount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/v1/personas', persona('Parallel people'))),
    );
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(201);
    const slugs = responses.map((r) => r.body.slug as string);
    expect(new Set(slugs).size).toBe(20);
    const expected = ['parallel-people', ...Array.from({ length: 19 }, (_, i) => `parallel-people-${i + 2}`)];
    expect([...slugs].sort()).toEqual([...expected].sort());
    const body = await list(api);
    expect(body.count).toBe(21);
    expect(body.personas.map((p) => p.slug).sort()).toEqual([SYSTEM, ...expected].sort());
  });

  it('leaves exactly one default after 10 parallel make_default requests on 10 personas', async () => {
    const api = await newAccount();
    const slugs: string[] = [];
    for (let i = 1; i <= 10; i += 1) slugs.push((await create(api, `Team ${i}`)).slug);
    const responses = await Promise.all(
      slugs.map((slug) => api.patch(`/v1/personas/${slug}`, { make_default: true })),
    );
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(slugs).toContain(await onlyDefault(api));
  });

  it('never leaves a deleted persona as the default when make_default races its deletion', async () => {
    const api = await newAccount();
    for (let round = 1; round <= 10; round += 1) {
      const slug = (await create(api, `Racing ${round}`)).slug;
      const [made, deleted] = await Promise.all([
        api.patch(`/v1/personas/${slug}`, { make_default: true }),
        api.delete(`/v1/personas/${slug}`),
      ]);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      if (made.status !== 200) expectEnvelope(made, 404, 'persona_not_found');
      expect(deleted.body.default_persona).not.toBe(slug);
      const current = await onlyDefault(api);
      expect(current).not.toBe(slug);
      expect((await list(api)).personas.map((p) => p.slug)).not.toContain(slug);
    }
    expect(await onlyDefault(api)).toBe(SYSTEM);
  });
});

describe('persona routes without an API key', () => {
  it.each([
    ['GET', '/v1/personas', undefined],
    ['POST', '/v1/personas', '{"name": '],
    ['POST', '/v1/personas', '[1, 2]'],
    ['PATCH', '/v1/personas/owners-founders', '{"name": 42}'],
    ['PATCH', '/v1/personas/no-such-persona', 'not json'],
    ['DELETE', '/v1/personas/owners-founders', undefined],
    ['DELETE', '/v1/personas/no-such-persona', undefined],
  ])('answers %s %s with 401 missing_api_key whatever the body', async (method, path, rawBody) => {
    const response = await call(method, path, {
      ...(rawBody === undefined ? {} : { rawBody }),
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(response, 401, 'missing_api_key');
  });

  it('answers a wrong API key with 401 invalid_api_key', async () => {
    expectEnvelope(
      await call('POST', '/v1/personas', { key: 'ctp_not_a_real_key', body: persona('X') }),
      401,
      'invalid_api_key',
    );
  });
});
