import {
  type ConversionConfig,
  type JsonSchema,
  toJsonSchema,
  toJsonSchemaDefs,
} from '@valibot/to-json-schema';
import * as v from 'valibot';
import {
  ConcurrencyLimitError,
  ConflictRetryableError,
  DefaultPersonaRequiredError,
  type DomainError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  InternalError,
  InvalidApiKeyError,
  InvalidCallbackUrlError,
  InvalidCursorError,
  InvalidIdempotencyKeyError,
  InvalidInputError,
  InvalidJsonError,
  InvariantError,
  JobNotFoundError,
  MissingApiKeyError,
  PayloadTooLargeError,
  PersonaLimitError,
  PersonaNotFoundError,
  PersonaRequiredError,
  RateLimitedError,
  ReferencedPersonaNotFoundError,
  ResponseTooLargeError,
  ServiceUnavailableError,
  SystemPersonaImmutableError,
  UnsupportedMediaTypeError,
  UnsupportedOperationError,
  ValidationError,
} from '../core/errors.js';
import { IDEMPOTENCY_KEY_MAX } from '../core/jobs.js';
import { PERSONAS_PER_ACCOUNT_MAX } from '../core/personas.js';
import { httpStatusOf } from '../http/error-status.js';
import { LAMBDA_RESPONSE_LIMIT_BYTES } from '../shared/compression.js';
import { JobIdPath, ListJobsQuery, SubmitJobRequest } from './jobs.js';
import { CreatePersonaBody, ListPersonasQuery, PersonaSlugPath, UpdatePersonaBody } from './personas.js';
import { RESPONSE_SCHEMAS } from './responses.js';
import { ROUTES, type RouteDefinition } from './route-table.js';

/**
 * Builds the OpenAPI 3.1 document from the valibot schemas the handlers validate with (requests), the
 * response schemas in responses.ts, and ROUTES. `scripts/generate-openapi.ts` writes it to
 * `openapi.json`; a unit test fails when the committed file differs from a fresh build.
 */

export const OPENAPI_VERSION = '3.1.0';
export const DOCUMENT_VERSION = '1.0.0';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
export type OpenApiDocument = JsonObject;

/**
 * Every named schema, under the name it has in `components/schemas`. Request bodies are not among them:
 * they are inlined in their operation, where generators such as openapi-typescript read a field with a
 * `default` as optional for the client to send (a named schema's defaulted field becomes required).
 */
const COMPONENTS: Record<string, v.GenericSchema> = { ...RESPONSE_SCHEMAS };

const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * One conversion setup for every schema: JSON Schema 2020-12 (OpenAPI 3.1's dialect), the input side
 * of each pipeline (what a client sends), references to the named components. `trim` only normalizes
 * a string before its length is checked, so it is left out of the JSON Schema.
 */
const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'throw',
  ignoreActions: ['trim'],
  definitions: COMPONENTS,
  overrideRef: ({ referenceId }) => componentRef(referenceId),
};

/**
 * Query parameters arrive as strings; `limit` and `skip` are whole numbers parsed with
 * `transform(Number)`. Past that transform the pipeline describes an integer, which is what a client
 * should send, so the conversion continues there with `type: integer` and the number checks after it.
 */
const PARAMETER_CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  errorMode: 'throw',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    if (valibotAction.type !== 'transform') return undefined;
    if ((valibotAction as { operation?: unknown }).operation !== Number)
      throw new InvariantError('Only transform(Number) is supported in parameter schemas');
    const { type: _type, pattern: _pattern, ...rest } = jsonSchema;
    return { ...rest, type: 'integer' };
  },
};

/** The JSON Schema of one valibot schema: a `$ref` for a named component, inline otherwise. */
function jsonSchemaOf(schema: v.GenericSchema, config: ConversionConfig = CONVERSION): JsonObject {
  const { $schema: _schema, $defs: _defs, ...rest } = toJsonSchema(schema, config);
  return rest as JsonObject;
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** What the 500 envelope says (the middleware adds the real request id). */
const internalError = new InternalError(
  'Something went wrong on our side. Retrying is safe; if it persists, quote request id 5c0ffee0-0000-4000-8000-000000000000.',
);

/**
 * Every error code an operation can answer, with an instance of the error the service throws for it:
 * its status, code, message and extra fields make the response and its example, so they cannot
 * disagree with the code.
 */
const ERRORS = {
  missing_api_key: { error: new MissingApiKeyError(), when: 'No `X-API-Key` header.' },
  invalid_api_key: { error: new InvalidApiKeyError(), when: 'The key is unknown or revoked.' },
  invalid_json: { error: new InvalidJsonError(), when: 'The body is not valid JSON.' },
  invalid_input: {
    error: new InvalidInputError(
      'Not a company: give a company page URL ({network_host}/company/<slug-or-id>), a slug or a numeric id.',
    ),
    when: '`input` cannot be parsed into a company (a bare name or a domain is not accepted).',
  },
  unsupported_operation: {
    error: new UnsupportedOperationError('enrich'),
    when: '`operation` is not `target_people`.',
  },
  persona_required: { error: new PersonaRequiredError(), when: 'No persona slug was submitted.' },
  persona_not_found_submit: {
    error: new ReferencedPersonaNotFoundError('sales-leaders'),
    when: '`persona` is not the slug of one of your personas.',
  },
  invalid_idempotency_key: {
    error: new InvalidIdempotencyKeyError(),
    when: '`Idempotency-Key` is empty or longer than 128 characters.',
  },
  invalid_callback_url: {
    error: new InvalidCallbackUrlError('callback_url must use https, not http.'),
    when: '`callback_url` is not an absolute HTTPS URL of a public host.',
  },
  insufficient_credits: {
    error: new InsufficientCreditsError(0),
    when: 'No credit is available (running jobs hold one each); carries `balance`.',
  },
  job_not_found: {
    error: new JobNotFoundError(),
    when: 'No such job under the calling key (another key’s job included).',
  },
  persona_not_found: {
    error: new PersonaNotFoundError('sales-leaders'),
    when: 'The account has no persona with this slug.',
  },
  idempotency_conflict: {
    error: new IdempotencyConflictError(),
    when: 'The `Idempotency-Key` was already used for a different request.',
  },
  system_persona_immutable: {
    error: new SystemPersonaImmutableError(),
    when: 'An edit of the name or definition, or a delete, of `owners-founders`.',
  },
  default_persona_required: {
    error: new DefaultPersonaRequiredError(),
    when: '`make_default: false` on the current default; make another persona the default instead.',
  },
  persona_limit_reached: {
    error: new PersonaLimitError(PERSONAS_PER_ACCOUNT_MAX),
    when: 'The account already has the most custom personas it may have; carries `limit`.',
  },
  conflict: {
    error: new ConflictRetryableError('The account'),
    when: 'A write kept losing to concurrent writes; retrying is safe.',
  },
  payload_too_large: { error: new PayloadTooLargeError(65_536), when: 'The body is over 64 KiB.' },
  response_too_large: {
    error: new ResponseTooLargeError(9_437_184, LAMBDA_RESPONSE_LIMIT_BYTES, null),
    when: 'The answer is over 6 MiB in every coding the request accepts (a large result without `Accept-Encoding: br` or `gzip`). Nothing was lost: send the request again accepting a compressed answer.',
  },
  unsupported_media_type: {
    error: new UnsupportedMediaTypeError(),
    when: 'A `Content-Type` other than JSON.',
  },
  validation_error: {
    error: new ValidationError([{ loc: ['body', 'input'], msg: 'Field required', type: 'missing' }]),
    when: 'The body, query or path failed validation; the issues are in `error.details` and `detail`.',
  },
  concurrency_limit: {
    error: new ConcurrencyLimitError(1),
    when: 'As many jobs in flight as the plan allows; carries `limit`.',
  },
  rate_limited: {
    error: new RateLimitedError(1, 100),
    when: 'Extension: the key sent requests faster than its request-rate guard allows; carries `limit` (per second); `Retry-After` says when to send again.',
  },
  invalid_cursor: {
    error: new InvalidCursorError(),
    when: 'Extension: a `cursor` this API did not issue, or one sent with `q`.',
  },
  internal_error: { error: internalError, when: 'A bug; the message carries the request id.' },
  service_unavailable: {
    error: new ServiceUnavailableError(
      'A dependency is briefly unavailable; retry the request (request id 7b0d…).',
    ),
    when: "A dependency did not answer within the request's deadline, or failed in a way a retry may fix; retry after `Retry-After`.",
  },
} satisfies Record<string, { error: DomainError; when: string }>;

type ErrorKey = keyof typeof ERRORS;

const AUTH: ErrorKey[] = ['missing_api_key', 'invalid_api_key'];
const BODY: ErrorKey[] = ['invalid_json', 'payload_too_large', 'unsupported_media_type', 'validation_error'];

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthenticated',
  402: 'Payment required',
  404: 'Not found',
  406: 'Not acceptable',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many jobs in flight, or too many requests',
  500: 'Internal error',
  503: 'Service unavailable',
};

function errorExample(error: DomainError): JsonObject {
  const body: JsonObject = {
    error: { code: error.code, message: error.message, ...(error.extra as JsonObject) },
  };
  if (error instanceof ValidationError) {
    (body.error as JsonObject).details = error.issues as unknown as Json;
    body.detail = error.issues as unknown as Json;
  }
  return body;
}

/** The envelope with `error.code` narrowed to this status's codes, and the extra fields they all carry made required. */
function errorSchema(status: number, errors: DomainError[]): JsonObject {
  if (status === 422) return { $ref: componentRef('ValidationErrorResponse') };
  // A 500 is whatever went wrong unexpectedly: the generic envelope, nothing narrowed.
  if (status === 500) return { $ref: componentRef('ErrorResponse') };
  const codes = [...new Set(errors.map((e) => e.code))] as [string, ...string[]];
  const extras = Object.keys(errors[0]?.extra ?? {}).filter((key) => errors.every((e) => key in e.extra));
  // One self-contained object rather than `allOf` with the generic envelope: an `allOf` branch that names
  // only `error.code` leaves `error.message` unevaluated in that branch, which validators that close
  // objects (Redocly's example check, generated clients) report as an unknown field.
  const narrowed = v.object({
    ...RESPONSE_SCHEMAS.ErrorResponse.entries,
    error: v.object({
      ...RESPONSE_SCHEMAS.ErrorDetail.entries,
      code: v.pipe(v.picklist(codes), v.description('Stable code; branch on it, never on `message`')),
      ...Object.fromEntries(
        extras.map((key) => [key, key === 'allowed' ? v.array(v.string()) : v.pipe(v.number(), v.integer())]),
      ),
    }),
  });
  return jsonSchemaOf(narrowed);
}

/** One error response: the codes it can carry, in its description, its schema and its examples. */
function errorResponse(status: number, group: ErrorKey[]): JsonObject {
  const errors = group.map((key) => ERRORS[key].error);
  const lines = group.map((key) => `- \`${ERRORS[key].error.code}\`: ${ERRORS[key].when}`);
  return {
    description: [`${STATUS_TEXT[status] ?? 'Error'}. \`error.code\` is one of:`, '', ...lines].join('\n'),
    headers: {
      'X-Request-Id': { $ref: '#/components/headers/XRequestId' },
      ...(status === 503 || group.includes('rate_limited')
        ? {
            'Retry-After': {
              description: 'Seconds to wait before sending the request again.',
              schema: { type: 'integer', minimum: 1 },
            },
          }
        : {}),
    },
    content: {
      'application/json': {
        schema: errorSchema(status, errors),
        examples: Object.fromEntries(
          group.map((key) => [
            ERRORS[key].error.code,
            { summary: ERRORS[key].when, value: errorExample(ERRORS[key].error) },
          ]),
        ),
      },
    },
  };
}

/** Error responses many operations share, kept once in `components/responses`. */
const SHARED_ERROR_RESPONSES: Record<string, ErrorKey[]> = {
  Unauthenticated: AUTH,
  JobNotFound: ['job_not_found'],
  ValidationFailed: ['validation_error'],
  PayloadTooLarge: ['payload_too_large'],
  UnsupportedMediaType: ['unsupported_media_type'],
  InternalError: ['internal_error'],
  RateLimited: ['rate_limited'],
};

const sharedResponseName = (group: ErrorKey[]) =>
  Object.entries(SHARED_ERROR_RESPONSES).find(
    ([, keys]) => keys.length === group.length && keys.every((key) => group.includes(key)),
  )?.[0];

function errorResponses(keys: ErrorKey[]): Record<string, JsonObject> {
  const byStatus = new Map<number, ErrorKey[]>();
  for (const key of keys) {
    const status = httpStatusOf(ERRORS[key].error);
    byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
  }
  const responses: Record<string, JsonObject> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    const shared = sharedResponseName(group);
    responses[String(status)] = shared
      ? { $ref: `#/components/responses/${shared}` }
      : errorResponse(status, group);
  }
  return responses;
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

interface OperationSpec {
  tag: 'Jobs' | 'Account' | 'Personas' | 'Meta';
  summary: string;
  description: string;
  path?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  headers?: JsonObject[];
  success: { status: 200 | 201 | 202; description: string; schema: v.GenericSchema; headers?: JsonObject };
  errors: ErrorKey[];
  /** The answer may carry an ETag: `If-None-Match` is accepted and 304 is answered (functions/shared/etag.ts). */
  conditional?: { when: string };
}

const idempotencyKeyHeader: JsonObject = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retried submission safe: the same key with the same request answers 202 with the first job’s id (and `Idempotent-Replayed: true`); with a different request, 409 `idempotency_conflict`. Scoped to the API key (like the jobs), remembered for 24 hours.',
  schema: jsonSchemaOf(v.pipe(v.string(), v.minLength(1), v.maxLength(IDEMPOTENCY_KEY_MAX))),
};

const acceptEncodingHeader: JsonObject = {
  name: 'Accept-Encoding',
  in: 'header',
  required: false,
  description:
    'Send `br` or `gzip` (most HTTP clients do): an answer of 1 KiB or more then comes compressed. A done job’s result over 6 MiB uncompressed (about 2,000 target people) can only be read compressed; without it the answer is 406 `response_too_large`, and the job stays done.',
  schema: { type: 'string', examples: ['br, gzip'] },
};

const compressedResponseHeaders: JsonObject = {
  'Content-Encoding': {
    description:
      '`br` or `gzip` when the body is compressed (the request accepted it and the body is 1 KiB or more).',
    schema: { type: 'string', enum: ['br', 'gzip'] },
  },
  Vary: { description: 'Always `accept-encoding`.', schema: { type: 'string' } },
  ETag: {
    description:
      'On a done job (its answer never changes). A compressed answer’s tag names its coding (`"…-br"`); `If-None-Match` with the tag of any coding answers 304.',
    schema: { type: 'string' },
  },
};

const locationHeader = (description: string): JsonObject => ({
  description,
  schema: { type: 'string' },
});

/** What each route does and answers, by API Gateway route key. A route missing here fails the build. */
const OPERATIONS: Record<string, OperationSpec> = {
  'POST /v1/jobs': {
    tag: 'Jobs',
    summary: 'Submit a job',
    description:
      'Starts an asynchronous job for one company and one persona. A credit is held while the job runs and charged only when it is `done`. `persona` is required: a missing or empty one answers 400 `persona_required` (not 422), and an `operation` other than `target_people` 400 `unsupported_operation`. Checks run in a fixed order: body shape (422), `Idempotency-Key`, `operation`, `input`, `persona`, `callback_url`, idempotency replay, persona existence, then concurrency (429) and credits (402): when every slot is taken, 429 wins, since the running jobs hold the credits.',
    body: SubmitJobRequest,
    headers: [idempotencyKeyHeader],
    success: {
      status: 202,
      description: 'Accepted; poll `GET /v1/jobs/{job_id}` or wait for the webhook.',
      schema: RESPONSE_SCHEMAS.JobAccepted,
      headers: {
        Location: locationHeader('`/v1/jobs/{job_id}`'),
        'Idempotent-Replayed': {
          description: '`true` when an earlier request with the same `Idempotency-Key` created the job',
          schema: { type: 'string', enum: ['true'] },
        },
      },
    },
    errors: [
      ...AUTH,
      ...BODY,
      'invalid_input',
      'unsupported_operation',
      'persona_required',
      'persona_not_found_submit',
      'invalid_idempotency_key',
      'invalid_callback_url',
      'insufficient_credits',
      'idempotency_conflict',
      'conflict',
      'concurrency_limit',
      'internal_error',
      'service_unavailable',
    ],
  },
  'GET /v1/jobs': {
    tag: 'Jobs',
    summary: 'List jobs',
    description:
      'The jobs of the calling key, newest first. Page with `skip` (any depth costs about the same), or, as an extension, with the `next_cursor` of the previous page as `cursor`.',
    query: ListJobsQuery,
    success: { status: 200, description: 'One page of jobs.', schema: RESPONSE_SCHEMAS.JobList },
    errors: [...AUTH, 'invalid_cursor', 'validation_error', 'internal_error'],
  },
  'GET /v1/jobs/{job_id}': {
    tag: 'Jobs',
    summary: 'Poll a job',
    description:
      'The job’s status; on `done` the ranked `target_people` inline. Re-polling a finished job returns the same result and is free. Terminal statuses other than `done` are 200 responses too.',
    path: JobIdPath,
    headers: [acceptEncodingHeader],
    success: {
      status: 200,
      description: 'The job.',
      schema: RESPONSE_SCHEMAS.JobStatus,
      headers: compressedResponseHeaders,
    },
    errors: [...AUTH, 'job_not_found', 'response_too_large', 'validation_error', 'internal_error'],
    conditional: { when: 'a `done` job (its answer never changes again)' },
  },
  'GET /v1/jobs/{job_id}/preview': {
    tag: 'Jobs',
    summary: 'Preview a running job',
    description:
      'A capped facepile of the live roster and the job’s counters. Contact and full-profile data appear only in the published result.',
    path: JobIdPath,
    success: { status: 200, description: 'The preview.', schema: RESPONSE_SCHEMAS.Preview },
    errors: [...AUTH, 'job_not_found', 'validation_error', 'internal_error'],
  },
  'POST /v1/jobs/{job_id}/cancel': {
    tag: 'Jobs',
    summary: 'Cancel a job',
    description:
      'A processing job becomes `cancelled`, is never charged, and frees its concurrency slot. Idempotent: a job that is already terminal (a done, charged one included) is returned unchanged. No request body.',
    path: JobIdPath,
    success: { status: 200, description: 'The job after the cancel.', schema: RESPONSE_SCHEMAS.JobStatus },
    errors: [...AUTH, 'job_not_found', 'conflict', 'validation_error', 'internal_error'],
  },
  'GET /v1/account': {
    tag: 'Account',
    summary: 'Read the account',
    description: 'Credit balance, tier, concurrency limit and recent ledger, read synchronously.',
    success: { status: 200, description: 'The account.', schema: RESPONSE_SCHEMAS.Account },
    errors: [...AUTH, 'internal_error'],
  },
  'GET /v1/personas': {
    tag: 'Personas',
    summary: 'List personas',
    description:
      'One page of the personas: the system persona `owners-founders` first, then custom personas in slug order. `count` is all of them.',
    query: ListPersonasQuery,
    success: { status: 200, description: 'The personas.', schema: RESPONSE_SCHEMAS.PersonaList },
    errors: [...AUTH, 'validation_error', 'internal_error'],
  },
  'POST /v1/personas': {
    tag: 'Personas',
    summary: 'Create a persona',
    description:
      'The slug is derived from the name (unique in the account: `-2`, `-3`, … when taken) and never changes. Names and definitions are trimmed before their length is checked.',
    body: CreatePersonaBody,
    success: {
      status: 201,
      description: 'Created.',
      schema: RESPONSE_SCHEMAS.Persona,
      headers: { Location: locationHeader('`/v1/personas/{slug}`') },
    },
    errors: [...AUTH, ...BODY, 'persona_limit_reached', 'conflict', 'internal_error'],
  },
  'PATCH /v1/personas/{slug}': {
    tag: 'Personas',
    summary: 'Edit a persona',
    description:
      'A field that is absent or null is left unchanged. Names and definitions are trimmed before their length is checked. Renaming keeps the slug. `make_default: true` makes the persona the default; `make_default: false` on the current default is refused. The system persona can only be made the default.',
    path: PersonaSlugPath,
    body: UpdatePersonaBody,
    success: { status: 200, description: 'The persona after the change.', schema: RESPONSE_SCHEMAS.Persona },
    errors: [
      ...AUTH,
      ...BODY,
      'persona_not_found',
      'system_persona_immutable',
      'default_persona_required',
      'conflict',
      'internal_error',
    ],
  },
  'DELETE /v1/personas/{slug}': {
    tag: 'Personas',
    summary: 'Delete a persona',
    description:
      'Deletes a custom persona. Deleting the default hands the default back to `owners-founders`. Jobs keep their own snapshot of the persona.',
    path: PersonaSlugPath,
    success: {
      status: 200,
      description: 'Deleted; the body names the default afterwards.',
      schema: RESPONSE_SCHEMAS.PersonaDeleted,
    },
    errors: [
      ...AUTH,
      'persona_not_found',
      'system_persona_immutable',
      'conflict',
      'validation_error',
      'internal_error',
    ],
  },
  'GET /v1/openapi.json': {
    tag: 'Meta',
    summary: 'This document',
    description:
      'The OpenAPI 3.1 description of this API, generated from the schemas the service validates with.',
    success: { status: 200, description: 'The document.', schema: RESPONSE_SCHEMAS.OpenApiDocument },
    errors: [...AUTH, 'internal_error'],
  },
};

/** Path or query parameters from a valibot object schema, one per entry. */
/**
 * Descriptions for parameters whose schema in jobs.ts / personas.ts carries none (a `v.description` in
 * the schema wins). Only prose lives here: types and limits always come from the schemas.
 */
const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  job_id: 'The `job_id` returned by `POST /v1/jobs`',
  slug: 'The persona’s slug',
  q: 'Case-insensitive substring of the submitted input',
  limit: 'Page size',
  skip: 'Jobs to skip (pagination offset); page until `skip >= count`',
};

function parameters(where: 'path' | 'query', schema: v.GenericSchema | undefined): JsonObject[] {
  if (!schema) return [];
  if (!('entries' in schema)) throw new InvariantError(`The ${where} schema must be an object schema`);
  const entries = schema.entries as Record<string, v.GenericSchema>;
  return Object.entries(entries).map(([name, entry]) => {
    const converted = jsonSchemaOf(entry, PARAMETER_CONVERSION);
    const { description = PARAMETER_DESCRIPTIONS[name], ...paramSchema } = converted;
    // A query default is given as the raw string the schema parses; a client sends the number.
    if (paramSchema.type === 'integer' && typeof paramSchema.default === 'string')
      paramSchema.default = Number(paramSchema.default);
    const optional = entry.type === 'optional' || entry.type === 'nullish' || entry.type === 'exact_optional';
    return {
      name,
      in: where,
      required: where === 'path' || !optional,
      ...(typeof description === 'string' ? { description } : {}),
      schema: paramSchema,
    };
  });
}

const operationId = (route: RouteDefinition) => route.name.charAt(0).toLowerCase() + route.name.slice(1);

function operation(route: RouteDefinition, spec: OperationSpec): JsonObject {
  const op: JsonObject = {
    operationId: operationId(route),
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
  };
  const params = [
    ...parameters('path', spec.path),
    ...parameters('query', spec.query),
    ...(spec.headers ?? []),
  ];
  if (spec.conditional) params.push(ifNoneMatchHeader);
  if (params.length > 0) op.parameters = params;
  if (spec.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(spec.body) } },
    };
  }
  const requestId: JsonObject = { 'X-Request-Id': { $ref: '#/components/headers/XRequestId' } };
  const etag: JsonObject = spec.conditional
    ? {
        ETag: {
          description: `A strong validator, sent for ${spec.conditional.when}; send it back in \`If-None-Match\` to get 304`,
          schema: { type: 'string' },
        },
      }
    : {};
  op.responses = {
    [String(spec.success.status)]: {
      description: spec.success.description,
      headers: { ...requestId, ...etag, ...spec.success.headers },
      content: { 'application/json': { schema: jsonSchemaOf(spec.success.schema) } },
    },
    ...((spec.conditional
      ? {
          '304': {
            description:
              'Not modified: `If-None-Match` holds the current ETag. No body; the copy you have is current.',
            headers: { ...requestId, ...etag },
          },
        }
      : {}) as JsonObject),
    // The per-key request-rate guard answers before any route does (docs/api.md, "Request rate"), and
    // any route answers 503 when a dependency does not answer within the request's deadline
    // (docs/reliability.md, "Answers within 6 s").
    ...errorResponses([...new Set([...spec.errors, 'rate_limited', 'service_unavailable'] as const)]),
  };
  return op;
}

const ifNoneMatchHeader: JsonObject = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'An ETag from an earlier answer (or a comma-separated list of them, or `*`): when it still matches, the answer is 304 with no body (RFC 9110 13.1.2).',
  schema: { type: 'string' },
};

/**
 * HEAD of a GET route (routes.ts answers it with the GET handler, RFC 9110 9.3.2): the same parameters,
 * statuses and headers, no body.
 */
function headOperation(get: JsonObject): JsonObject {
  const responses = Object.fromEntries(
    Object.entries(get.responses as Record<string, JsonObject>).map(([status, response]) => {
      if (typeof response.$ref === 'string') {
        const name = response.$ref.split('/').pop() ?? '';
        return [status, { description: `As for GET (${name}), without the body.` }];
      }
      const { content: _content, ...rest } = response;
      return [status, rest];
    }),
  );
  return {
    ...get,
    operationId: `${String(get.operationId)}Head`,
    summary: `${String(get.summary)} (headers only)`,
    description: 'The same status and headers as the GET, without a body.',
    responses,
  };
}

const DESCRIPTION = `An asynchronous service: a company and a saved persona in, a ranked list of the people who fit out.

1. \`POST /v1/jobs\` answers \`202\` with a \`job_id\`.
2. Poll \`GET /v1/jobs/{job_id}\` until \`status\` is terminal; on \`done\` the response holds \`target_people\` inline. Or pass \`callback_url\` and receive the \`jobDone\` webhook.

**Authentication.** Every endpoint requires the \`X-API-Key\` header; nothing is anonymous (401 \`missing_api_key\` / \`invalid_api_key\`).

**Errors.** Every non-2xx body is \`{ "error": { "code", "message", … } }\`; branch on \`code\`, never on \`message\`. A 422 also carries the issues as the top-level \`detail\`. An unknown path answers 404 \`route_not_found\` and a known path with another method 405 \`method_not_allowed\` (with \`allowed\`), both after authentication. Every response carries \`X-Request-Id\`.

**Versioning.** Every path is under \`/v1\`. New fields may be added to responses within \`/v1\`: tolerate unknown fields (TargetPerson excepted, which is closed). Breaking changes ship under a new prefix.`;

/** The whole document. Throws if a route has no operation description, so ROUTES and the document cannot diverge. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[] = ROUTES): OpenApiDocument {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    if (route.routeKey === '$default') continue;
    const spec = OPERATIONS[route.routeKey];
    if (!spec)
      throw new InvariantError(
        `No OpenAPI description for route ${route.routeKey} in functions/schemas/openapi.ts`,
      );
    const [method, path] = route.routeKey.split(' ') as [string, string];
    paths[path] ??= {};
    const item = paths[path] as JsonObject;
    item[method.toLowerCase()] = operation(route, spec);
    if (method === 'GET') item.head = headOperation(item.get as JsonObject);
  }
  const documented = new Set(routes.map((r) => r.routeKey));
  const stale = Object.keys(OPERATIONS).filter((key) => !documented.has(key));
  if (stale.length > 0)
    throw new InvariantError(`OpenAPI descriptions for routes that do not exist: ${stale.join(', ')}`);

  const schemas = toJsonSchemaDefs(COMPONENTS, CONVERSION) as Record<string, JsonSchema>;
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Company Target-People API',
      version: DOCUMENT_VERSION,
      description: DESCRIPTION,
      // The service is not open source; a document without a license leaves its terms unsaid.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      {
        url: '{base_url}',
        description: 'The API’s base address',
        variables: {
          base_url: {
            default: 'http://localhost:3000',
            description: 'The `ApiUrl` output of the deployed stack, or the local server of `npm start`',
          },
        },
      },
    ],
    security: [{ ApiKey: [] }],
    tags: [
      { name: 'Jobs', description: 'Submit, poll, preview, list and cancel jobs' },
      { name: 'Personas', description: 'Saved descriptions of who to keep' },
      { name: 'Account', description: 'Credits, plan and ledger' },
      { name: 'Meta', description: 'This document' },
    ],
    paths,
    webhooks: {
      jobDone: {
        post: {
          operationId: 'jobDone',
          summary: 'A job is done',
          description:
            'Sent to the job’s `callback_url` when it reaches `done` (no other status sends one), signed per Standard Webhooks with the account’s `webhook_signing_secret`. Any 2xx answer is success; anything else, a timeout or a refused connection is retried on the Standard Webhooks schedule (immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), always with the same `webhook-id`.',
          security: [],
          parameters: [
            {
              name: 'webhook-id',
              in: 'header',
              required: true,
              description: '`msg_<job_id>`, the same on every retry: deduplicate on it',
              schema: { type: 'string' },
            },
            {
              name: 'webhook-timestamp',
              in: 'header',
              required: true,
              description: 'Unix seconds when this attempt was signed',
              schema: { type: 'string', pattern: '^[0-9]+$' },
            },
            {
              name: 'webhook-signature',
              in: 'header',
              required: true,
              description: '`v1,<base64 HMAC-SHA256>` over `<webhook-id>.<webhook-timestamp>.<body>`',
              schema: { type: 'string', pattern: '^v1,' },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: componentRef('JobDoneWebhook') } } },
          },
          responses: { '2XX': { description: 'Received; any other answer is retried' } },
        },
      },
    },
    components: {
      schemas: schemas as unknown as JsonObject,
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'The account’s API key. A revoked key fails on the next request.',
        },
      },
      responses: Object.fromEntries(
        Object.entries(SHARED_ERROR_RESPONSES).map(([name, group]) => [
          name,
          errorResponse(httpStatusOf(ERRORS[group[0] as ErrorKey].error), group),
        ]),
      ),
      headers: {
        XRequestId: {
          description: 'Identifies the request in the service’s logs; quote it when reporting a problem',
          schema: { type: 'string' },
        },
      },
    },
  };
}

/** The committed form: two-space indentation and a final newline; key order is the builder's, which is fixed. */
export const renderOpenApiJson = (document: OpenApiDocument = buildOpenApiDocument()): string =>
  `${JSON.stringify(document, null, 2)}\n`;
