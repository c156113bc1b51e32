import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Company } from '../../functions/core/company.js';
import type { deletePersona, listPersonas, PersonaView } from '../../functions/core/personas.js';
import type { Signals } from '../../functions/core/profile.js';
import type { webhookPayload } from '../../functions/core/result.js';
import type { Person, TargetPerson } from '../../functions/core/target-person.js';
import type { accountView, jobListItemView, jobStatusView, previewView } from '../../functions/core/views.js';
import { buildOpenApiDocument, renderOpenApiJson } from '../../functions/schemas/openapi.js';
import type * as R from '../../functions/schemas/responses.js';
import { ROUTES } from '../../functions/schemas/route-table.js';

const committedPath = new URL('../../openapi.json', import.meta.url);
const document = buildOpenApiDocument();
const schemas = (document.components as any).schemas as Record<string, any>;

const resolve = (schema: any): any => {
  if (typeof schema?.$ref !== 'string') return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = schemas[name];
  if (!target) throw new Error(`Unresolved reference ${schema.$ref}`);
  return target;
};

/** Every object schema reachable from `schema`, references followed once each. */
function objectSchemas(
  schema: any,
  seen = new Set<any>(),
  found: { at: string; schema: any }[] = [],
  at = '',
) {
  const resolved = resolve(schema);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return found;
  seen.add(resolved);
  if (resolved.type === 'object' || resolved.properties) found.push({ at: at || '/', schema: resolved });
  for (const [name, property] of Object.entries(resolved.properties ?? {}))
    objectSchemas(property, seen, found, `${at}/${name}`);
  if (resolved.items) objectSchemas(resolved.items, seen, found, `${at}[]`);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const branch of resolved[key] ?? []) objectSchemas(branch, seen, found, at);
  return found;
}

describe('the OpenAPI document', () => {
  it('is committed exactly as the schemas generate it', () => {
    const committed = readFileSync(committedPath, 'utf8');
    if (committed !== renderOpenApiJson(document)) {
      expect.fail(
        'openapi.json is out of date with the schemas in functions/schemas: run `npm run openapi`.',
      );
    }
  });

  it('is a valid OpenAPI 3.1 document, version 1.0.0', async () => {
    const result = await validate(structuredClone(document) as any);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    expect((document.info as any).version).toBe('1.0.0');
  });

  it('would be reported invalid if it were broken', async () => {
    const broken: any = structuredClone(document);
    delete broken.paths['/v1/jobs/{job_id}'].get.parameters;
    expect((await validate(broken)).valid).toBe(false);
  });

  it('describes every route, every method, and HEAD beside every GET, except the $default catch-all', () => {
    const routes = ROUTES.filter((r) => r.routeKey !== '$default');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const [method, path] = route.routeKey.split(' ') as [string, string];
      expect((document.paths as any)[path]?.[method.toLowerCase()], route.routeKey).toBeDefined();
      if (method === 'GET') {
        const head = (document.paths as any)[path].head;
        expect(head, `HEAD ${path}`).toBeDefined();
        for (const response of Object.values(head.responses) as any[])
          expect(response.content).toBeUndefined();
      }
    }
    const gets = routes.filter((r) => r.routeKey.startsWith('GET ')).length;
    const operations = Object.values(document.paths as any).flatMap((item: any) => Object.keys(item));
    expect(operations).toHaveLength(routes.length + gets);
  });

  it('declares the ETag, If-None-Match and 304 of a poll, as the README documents them', () => {
    const poll = (document.paths as any)['/v1/jobs/{job_id}'];
    for (const op of [poll.get, poll.head]) {
      expect(op.parameters).toContainEqual(
        expect.objectContaining({ name: 'If-None-Match', in: 'header', required: false }),
      );
      expect(op.responses['200'].headers.ETag).toMatchObject({ schema: { type: 'string' } });
      expect(op.responses['304'].headers.ETag).toMatchObject({ schema: { type: 'string' } });
      expect(op.responses['304'].content).toBeUndefined();
    }
  });

  it('refuses to build when a route has no description', () => {
    const extra = {
      routeKey: 'GET /v1/companies',
      name: 'CompaniesList',
      entry: 'x.ts',
      load: async () => ({}),
    };
    expect(() => buildOpenApiDocument([...ROUTES, extra as any])).toThrow(/GET \/v1\/companies/);
  });

  it('closes TargetPerson at every level', () => {
    const objects = objectSchemas({ $ref: '#/components/schemas/TargetPerson' });
    expect(objects.map((o) => o.at)).toEqual(
      expect.arrayContaining([
        '/',
        '/person',
        '/person/flags',
        '/person/interests/groups[]',
        '/contact/email',
      ]),
    );
    for (const { at, schema } of objects)
      expect(schema.additionalProperties, `TargetPerson${at}`).toBe(false);
  });

  it('keeps the other resources open to added fields (spec 9.2)', () => {
    for (const name of ['JobStatus', 'Company', 'Account', 'Persona', 'JobDoneWebhook'])
      expect(schemas[name]?.additionalProperties, name).toBeUndefined();
  });

  it('lists every job status, the terminal ones described', () => {
    const status = schemas.JobStatusValue;
    expect(status.enum).toEqual([
      'processing',
      'done',
      'not_found',
      'no_employees',
      'no_people_found',
      'too_large',
      'failed',
      'cancelled',
    ]);
    for (const value of status.enum) expect(status.description).toContain(`\`${value}\`:`);
    expect(status['x-enum-descriptions']).toHaveLength(status.enum.length);
  });

  it('requires the API key everywhere and takes Idempotency-Key on submission', () => {
    expect(document.security).toEqual([{ ApiKey: [] }]);
    expect((document.components as any).securitySchemes.ApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    const submit = (document.paths as any)['/v1/jobs'].post;
    expect(submit.parameters).toContainEqual(
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        schema: { type: 'string', minLength: 1, maxLength: 128 },
      }),
    );
    expect(submit.requestBody).toMatchObject({ required: true });
  });

  it('gives every error status its codes, per the spec and docs/api.md', () => {
    const codes = (path: string, method: string, status: string) => {
      const paths = document.paths as any;
      let response = paths[path][method].responses[status];
      if (response.$ref) response = (document.components as any).responses[response.$ref.split('/').pop()];
      const schema = response.content['application/json'].schema;
      if (schema.$ref === '#/components/schemas/ValidationErrorResponse') return ['validation_error'];
      return schema.properties.error.properties.code.enum;
    };
    expect(codes('/v1/jobs', 'post', '400').sort()).toEqual(
      [
        'invalid_callback_url',
        'invalid_idempotency_key',
        'invalid_input',
        'invalid_json',
        'persona_not_found',
        'persona_required',
        'unsupported_operation',
      ].sort(),
    );
    expect(codes('/v1/jobs', 'post', '402')).toEqual(['insufficient_credits']);
    expect(codes('/v1/jobs', 'post', '409')).toEqual(['idempotency_conflict', 'conflict']);
    expect(codes('/v1/jobs', 'post', '429')).toEqual(['concurrency_limit', 'rate_limited']);
    expect(codes('/v1/jobs', 'get', '429')).toEqual(['rate_limited']);
    expect(codes('/v1/jobs', 'get', '400')).toEqual(['invalid_cursor']);
    expect(codes('/v1/jobs', 'post', '422')).toEqual(['validation_error']);
    expect(codes('/v1/jobs/{job_id}', 'get', '404')).toEqual(['job_not_found']);
    expect(codes('/v1/personas/{slug}', 'patch', '409')).toEqual([
      'system_persona_immutable',
      'default_persona_required',
      'conflict',
    ]);
    expect(codes('/v1/personas/{slug}', 'delete', '404')).toEqual(['persona_not_found']);
    for (const [path, item] of Object.entries(document.paths as any))
      for (const method of Object.keys(item as object).filter((m) => m !== 'head'))
        expect(codes(path, method, '401')).toHaveLength(2);
  });

  it('makes 402 carry balance and 429 carry limit', () => {
    const error = (status: string) =>
      (document.paths as any)['/v1/jobs'].post.responses[status].content['application/json'].schema.properties
        .error;
    expect(error('402').required).toContain('balance');
    expect(error('429').required).toContain('limit');
  });

  it('describes the 422 body in both shapes', () => {
    const schema = schemas.ValidationErrorResponse;
    expect(schema.required).toEqual(['error', 'detail']);
    expect(schema.properties.error.required).toEqual(['code', 'message', 'details']);
  });

  it('describes the jobDone webhook with the Standard Webhooks headers', () => {
    const post = (document.webhooks as any).jobDone.post;
    expect(post.parameters.map((p: any) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/JobDoneWebhook',
    });
  });

  it('describes integer query parameters as integers, with their limits and defaults', () => {
    const parameters = (document.paths as any)['/v1/jobs'].get.parameters;
    expect(parameters.find((p: any) => p.name === 'limit')).toMatchObject({
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    });
  });

  it('describes what the views build, field for field (checked by tsc)', () => {
    // Every view's output fits its schema, and names exactly the fields the schema names: a field added to
    // a view (or dropped from it) without the schema is a type error here, before any test runs.
    type Out<S extends v.GenericSchema> = v.InferOutput<S>;
    expectTypeOf<ReturnType<typeof accountView>>().toExtend<Out<typeof R.Account>>();
    expectTypeOf<keyof ReturnType<typeof accountView>>().toEqualTypeOf<keyof Out<typeof R.Account>>();
    expectTypeOf<ReturnType<typeof jobListItemView>>().toExtend<Out<typeof R.JobListItem>>();
    expectTypeOf<keyof ReturnType<typeof jobListItemView>>().toEqualTypeOf<keyof Out<typeof R.JobListItem>>();
    expectTypeOf<ReturnType<typeof previewView>>().toExtend<Out<typeof R.Preview>>();
    expectTypeOf<keyof ReturnType<typeof previewView>>().toEqualTypeOf<keyof Out<typeof R.Preview>>();
    expectTypeOf<keyof ReturnType<typeof jobStatusView>>().toEqualTypeOf<keyof Out<typeof R.JobStatus>>();
    expectTypeOf<Omit<ReturnType<typeof jobStatusView>, 'company' | 'target_people'>>().toExtend<
      Omit<Out<typeof R.JobStatus>, 'company' | 'target_people'>
    >();
    expectTypeOf<PersonaView>().toExtend<Out<typeof R.Persona>>();
    expectTypeOf<keyof PersonaView>().toEqualTypeOf<keyof Out<typeof R.Persona>>();
    expectTypeOf<Awaited<ReturnType<typeof listPersonas>>>().toExtend<Out<typeof R.PersonaList>>();
    expectTypeOf<Awaited<ReturnType<typeof deletePersona>>>().toExtend<Out<typeof R.PersonaDeleted>>();
    expectTypeOf<Company>().toExtend<Out<typeof R.Company>>();
    expectTypeOf<keyof Company>().toEqualTypeOf<keyof Out<typeof R.Company>>();
    expectTypeOf<TargetPerson>().toExtend<Out<typeof R.TargetPerson>>();
    expectTypeOf<keyof TargetPerson>().toEqualTypeOf<keyof Out<typeof R.TargetPerson>>();
    expectTypeOf<keyof Person>().toEqualTypeOf<keyof Out<typeof R.Person>>();
    expectTypeOf<keyof Signals>().toEqualTypeOf<keyof Out<typeof R.Signals>>();
    expectTypeOf<Omit<ReturnType<typeof webhookPayload>, 'company' | 'target_people' | 'status'>>().toExtend<
      Omit<Out<typeof R.JobDoneWebhook>, 'company' | 'target_people' | 'status'>
    >();
    expectTypeOf<keyof ReturnType<typeof webhookPayload>>().toEqualTypeOf<
      keyof Out<typeof R.JobDoneWebhook>
    >();
  });
});
