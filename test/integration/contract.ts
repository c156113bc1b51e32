import type { ErrorObject } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { buildOpenApiDocument } from '../../functions/schemas/openapi.js';

/**
 * Response validation against the OpenAPI document, for the integration suite: `call()` in helpers.ts
 * runs every JSON response through `validateResponse`, so a field the code sends and the contract
 * does not describe (or a status it does not list) fails the test that provoked it.
 *
 * The document is built fresh from the schemas (the drift check in test/unit/openapi.test.ts keeps the
 * committed openapi.json equal to it). Response objects are open in the published document (spec 9.2:
 * fields may be added within /v1); here every object is closed, so an undocumented field is an error.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

// ajv and ajv-formats are CommonJS; under NodeNext their default import is `module.exports`, whose
// `default` property is the class and the plugin.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

const COMPONENTS_ID = 'urn:ctp:openapi:components';

export const contractDocument = buildOpenApiDocument();

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy with every object schema that lists properties closed (`additionalProperties: false` unless it
 * says otherwise) and every component reference made absolute. `allOf` branches, and everything inside
 * them, are left open: they only narrow a referenced schema, which is closed where it is defined.
 */
function closed(schema: Json, inAllOf = false): Json {
  if (Array.isArray(schema)) return schema.map((item) => closed(item, inAllOf));
  if (!isObject(schema)) return schema;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string')
      copy.$ref = value.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`);
    else if (key === 'allOf' && Array.isArray(value))
      copy.allOf = value.map((branch) => closed(branch, true));
    else if (key === 'properties' && isObject(value))
      copy.properties = Object.fromEntries(
        Object.entries(value).map(([name, s]) => [name, closed(s, inAllOf)]),
      );
    else if (key === 'examples' || key === 'default' || key === 'const' || key === 'enum') copy[key] = value;
    else copy[key] = closed(value, inAllOf);
  }
  if (!inAllOf && isObject(copy.properties) && !('additionalProperties' in copy))
    copy.additionalProperties = false;
  return copy;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const components = (contractDocument.components as JsonObject).schemas as JsonObject;
ajv.addSchema({ $id: COMPONENTS_ID, $defs: closed(components) as JsonObject });

type Validator = ReturnType<typeof ajv.compile>;
const compiled = new Map<string, Validator>();

function validatorFor(key: string, schema: Json): Validator {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(closed(schema) as JsonObject);
    compiled.set(key, validate);
  }
  return validate;
}

const paths = contractDocument.paths as Record<string, JsonObject>;
const templates = Object.keys(paths).map((template) => ({
  template,
  regex: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** Answers of the `$default` route, which no operation describes. */
const UNROUTED: Record<number, string[]> = {
  401: ['missing_api_key', 'invalid_api_key'],
  404: ['route_not_found'],
  405: ['method_not_allowed'],
};

export class ContractError extends Error {
  override name = 'ContractError';
}

function describeErrors(validate: Validator, body: unknown): string {
  const problems = (validate.errors ?? []).map((e: ErrorObject) => {
    const extra =
      e.keyword === 'additionalProperties'
        ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
        : e.keyword === 'enum'
          ? ` (${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)})`
          : '';
    return `  ${e.instancePath || '/'} ${e.message}${extra}`;
  });
  return `${problems.join('\n')}\nbody: ${JSON.stringify(body).slice(0, 800)}`;
}

function resolveResponse(response: JsonObject): JsonObject {
  const ref = response.$ref;
  if (typeof ref !== 'string') return response;
  const name = ref.replace('#/components/responses/', '');
  const shared = ((contractDocument.components as JsonObject).responses as JsonObject)[name];
  if (!isObject(shared)) throw new ContractError(`The document references a missing response ${ref}`);
  return shared;
}

/**
 * Checks one response against the document: the operation that `method` and `path` match, the
 * response it lists for `status`, and that response's JSON schema. Throws a ContractError that says
 * what differs.
 */
export function validateResponse(method: string, path: string, status: number, body: unknown): void {
  const pathname = path.split('?')[0] ?? path;
  const match = templates.find(({ regex }) => regex.test(pathname));
  const operation = match ? paths[match.template]?.[method.toLowerCase()] : undefined;
  if (!match || !isObject(operation)) {
    const codes = UNROUTED[status];
    if (!codes)
      throw new ContractError(
        `${method} ${pathname} is not in the document, and ${status} is not a $default answer`,
      );
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    if (!codes.includes(String(code)))
      throw new ContractError(
        `${method} ${pathname} answered ${status} with code ${String(code)}; expected ${codes}`,
      );
    const validate = validatorFor('$default', { $ref: '#/components/schemas/ErrorResponse' });
    if (!validate(body))
      throw new ContractError(`${method} ${pathname} → ${status}:\n${describeErrors(validate, body)}`);
    return;
  }
  const label = `${method.toUpperCase()} ${match.template} → ${status}`;
  const responses = operation.responses as JsonObject;
  const listed = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!isObject(listed))
    throw new ContractError(
      `${label}: the document lists no ${status} response (it lists ${Object.keys(responses)})`,
    );
  const schema = (
    (resolveResponse(listed).content as JsonObject | undefined)?.['application/json'] as JsonObject
  )?.schema;
  if (schema === undefined) throw new ContractError(`${label}: the document describes no JSON body`);
  const validate = validatorFor(`${method} ${match.template} ${status}`, schema);
  if (!validate(body))
    throw new ContractError(`${label} does not match the document:\n${describeErrors(validate, body)}`);
}

/**
 * Checks an answer without a JSON body (a 304, a HEAD): the document lists its status for the operation,
 * declares no body for it, and declares every one of `headers` that the answer carries.
 */
export function validateBodiless(
  method: string,
  path: string,
  status: number,
  headers: Headers,
  names: string[],
): void {
  const pathname = path.split('?')[0] ?? path;
  const match = templates.find(({ regex }) => regex.test(pathname));
  const operation = match ? paths[match.template]?.[method.toLowerCase()] : undefined;
  if (!match || !isObject(operation)) throw new ContractError(`${method} ${pathname} is not in the document`);
  const label = `${method.toUpperCase()} ${match.template} → ${status}`;
  const listed = (operation.responses as JsonObject)[String(status)];
  if (!isObject(listed)) throw new ContractError(`${label}: the document lists no ${status} response`);
  const response = resolveResponse(listed);
  if (response.content !== undefined) throw new ContractError(`${label}: the document declares a body`);
  const declared = Object.keys((response.headers as JsonObject | undefined) ?? {}).map((h) =>
    h.toLowerCase(),
  );
  for (const name of names) {
    if (headers.get(name) === null) throw new ContractError(`${label}: the answer has no ${name} header`);
    if (!declared.includes(name.toLowerCase()))
      throw new ContractError(`${label}: the document does not declare the ${name} header`);
  }
}

/** Checks a webhook delivery's body against `webhooks.<name>` in the document. */
export function validateWebhook(name: string, body: unknown): void {
  const webhook = (contractDocument.webhooks as JsonObject)[name] as JsonObject | undefined;
  const schema = (((webhook?.post as JsonObject)?.requestBody as JsonObject)?.content as JsonObject)?.[
    'application/json'
  ] as JsonObject | undefined;
  if (!schema) throw new ContractError(`The document has no webhook ${name}`);
  const validate = validatorFor(`webhook ${name}`, schema.schema as Json);
  if (!validate(body))
    throw new ContractError(
      `Webhook ${name} does not match the document:\n${describeErrors(validate, body)}`,
    );
}
