import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ScriptedFailure } from './fake-http.js';
import { BadRequest, FailureScript, listenOnLoopback, readJsonBody } from './fake-http.js';

/**
 * A People Data Labs stand-in on loopback, answering the v5 endpoints the PDL adapter calls with
 * responses shaped like PDL's documented ones (test/fixtures/pdl/, written by hand from PDL's docs):
 * - GET  /v5/company/enrich   by `profile` (company page URL), `website`, `name` or `pdl_id`;
 * - POST /v5/company/search   and POST /v5/person/search: Elasticsearch `bool`/`term`/`terms`/`exists`
 *   queries, `size` 1–100, `scroll_token` pagination, 404 when nothing matches;
 * - POST /v5/person/bulk      up to 100 `requests`, one result per request in order, 404 items for
 *   people it does not know (a partial answer), `metadata` echoed.
 * Every request is recorded. `failures` scripts rate limits, outages and slow answers per endpoint.
 */

const FIXTURES = new URL('../fixtures/pdl/', import.meta.url);
const fixture = (name: string): any => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

export type PdlRecord = Record<string, any>;
export type PdlEndpoint = 'company_enrich' | 'company_search' | 'person_search' | 'person_bulk';

export interface FakePdlFailure extends ScriptedFailure {
  endpoint?: PdlEndpoint | '*';
  /** Sent as `x-ratelimit-reset` (PDL sends an ISO timestamp). */
  rateLimitReset?: string;
}

export interface FakePdlOptions {
  companies?: PdlRecord[];
  people?: PdlRecord[];
  failures?: FakePdlFailure[];
  /** The only key accepted; any non-empty key when absent. */
  apiKey?: string;
}

export interface FakePdlRequest {
  endpoint: PdlEndpoint | null;
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
  apiKey: string | null;
}

export interface FakePdl {
  baseURL: string;
  requests: FakePdlRequest[];
  close(): Promise<void>;
}

const ERRORS: Record<number, any> = {
  401: fixture('error-authentication.json'),
  402: fixture('error-payment-required.json'),
  404: fixture('error-not-found.json'),
  429: fixture('error-rate-limit.json'),
  500: fixture('error-server.json'),
};

const errorBody = (status: number, message?: string): any => {
  const known = ERRORS[status];
  if (known && message === undefined) return structuredClone(known);
  const type =
    status === 400
      ? 'invalid_request_error'
      : status === 405
        ? 'method_not_allowed'
        : (known?.error.type ?? 'api_error');
  return {
    status,
    error: { type, message: message ?? known?.error.message ?? 'An unexpected error occurred' },
  };
};

/** `https://www.LinkedIn.com/company/acme/` → `linkedin.com/company/acme`. */
const normalizeUrl = (url: unknown): string =>
  String(url ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');

function companyProfiles(company: PdlRecord): string[] {
  const urls = [company.linkedin_url, ...(Array.isArray(company.profiles) ? company.profiles : [])];
  if (company.linkedin_slug) urls.push(`linkedin.com/company/${company.linkedin_slug}`);
  if (company.linkedin_id) urls.push(`linkedin.com/company/${company.linkedin_id}`);
  return urls.filter(Boolean).map(normalizeUrl);
}

/** Evaluates the Elasticsearch subset PDL users write most: `bool` (must/filter/should/must_not), `term`, `terms`, `exists`. */
function matches(record: PdlRecord, query: any): boolean {
  if (typeof query !== 'object' || query === null) throw new BadRequest('query must be an object');
  const [kind, ...rest] = Object.keys(query);
  if (kind === undefined || rest.length > 0) throw new BadRequest('a query clause holds exactly one key');
  const clause = query[kind];
  const asList = (value: any): any[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const fieldValue = (field: string): any =>
    field.split('.').reduce((v: any, k) => (v == null ? v : v[k]), record);
  const same = (a: any, b: any) => a != null && String(a).toLowerCase() === String(b).toLowerCase();
  switch (kind) {
    case 'bool': {
      const must = [...asList(clause.must), ...asList(clause.filter)];
      const should = asList(clause.should);
      return (
        must.every((q) => matches(record, q)) &&
        (should.length === 0 || should.some((q) => matches(record, q))) &&
        !asList(clause.must_not).some((q) => matches(record, q))
      );
    }
    case 'term': {
      const [field] = Object.keys(clause);
      if (!field) throw new BadRequest('term needs a field');
      const wanted = typeof clause[field] === 'object' ? clause[field]?.value : clause[field];
      const actual = fieldValue(field);
      return Array.isArray(actual) ? actual.some((a) => same(a, wanted)) : same(actual, wanted);
    }
    case 'terms': {
      const [field] = Object.keys(clause);
      if (!field || !Array.isArray(clause[field])) throw new BadRequest('terms needs a field and a list');
      const actual = fieldValue(field);
      return clause[field].some((wanted: any) =>
        Array.isArray(actual) ? actual.some((a) => same(a, wanted)) : same(actual, wanted),
      );
    }
    case 'exists': {
      const value = fieldValue(String(clause.field));
      return value != null && !(Array.isArray(value) && value.length === 0);
    }
    default:
      throw new BadRequest(`unsupported query clause ${kind}`);
  }
}

/** PDL takes the search body's `query` either as the bare clause or wrapped as `{ "query": clause }`. */
const unwrapQuery = (query: any): any =>
  query && typeof query === 'object' && Object.keys(query).length === 1 && 'query' in query
    ? query.query
    : query;

const fingerprint = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);

function search(records: PdlRecord[], body: any): { status: number; body: any } {
  if (typeof body !== 'object' || body === null) throw new BadRequest('the body must be a JSON object');
  if (body.sql !== undefined) throw new BadRequest('this fake only understands Elasticsearch queries');
  const query = unwrapQuery(body.query);
  const size = body.size ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw new BadRequest('size must be between 1 and 100');
  const hits = records.filter((r) => matches(r, query));
  if (hits.length === 0) return { status: 404, body: errorBody(404) };
  const print = fingerprint(query);
  let offset = 0;
  if (body.scroll_token !== undefined && body.scroll_token !== null) {
    const match = /^(\d+)\$([0-9a-f]{12})$/.exec(String(body.scroll_token));
    if (!match || match[2] !== print) throw new BadRequest('scroll_token does not belong to this query');
    offset = Number(match[1]);
  }
  const page = hits.slice(offset, offset + size);
  return {
    status: 200,
    body: {
      status: 200,
      data: structuredClone(page),
      scroll_token: `${offset + page.length}$${print}`,
      total: hits.length,
    },
  };
}

function findPerson(people: PdlRecord[], params: any): PdlRecord | null {
  if (typeof params !== 'object' || params === null) throw new BadRequest('each request needs params');
  const profiles = (Array.isArray(params.profile) ? params.profile : [params.profile])
    .filter(Boolean)
    .map(normalizeUrl);
  for (const person of people) {
    if (params.pdl_id && person.id === params.pdl_id) return person;
    if (params.lid && String(person.linkedin_id) === String(params.lid)) return person;
    const own = [person.linkedin_url, ...(person.profiles ?? []).map((p: any) => p?.url)]
      .filter(Boolean)
      .map(normalizeUrl);
    if (profiles.some((p: string) => own.includes(p))) return person;
  }
  return null;
}

function findCompany(companies: PdlRecord[], query: Record<string, string>): PdlRecord | null {
  const profile = query.profile ? normalizeUrl(query.profile) : null;
  const website = query.website ? normalizeUrl(query.website) : null;
  for (const company of companies) {
    if (query.pdl_id && company.id === query.pdl_id) return company;
    if (profile && companyProfiles(company).includes(profile)) return company;
    if (website && normalizeUrl(company.website) === website) return company;
    if (query.name && String(company.name).toLowerCase() === query.name.toLowerCase()) return company;
  }
  return null;
}

const ENDPOINTS: Record<string, { endpoint: PdlEndpoint; methods: string[] }> = {
  '/v5/company/enrich': { endpoint: 'company_enrich', methods: ['GET'] },
  '/v5/company/search': { endpoint: 'company_search', methods: ['GET', 'POST'] },
  '/v5/person/search': { endpoint: 'person_search', methods: ['GET', 'POST'] },
  '/v5/person/bulk': { endpoint: 'person_bulk', methods: ['POST'] },
};

export async function startFakePdl(options: FakePdlOptions = {}): Promise<FakePdl> {
  const companies = structuredClone(options.companies ?? []);
  const people = structuredClone(options.people ?? []);
  const failures = new FailureScript(options.failures);
  const requests: FakePdlRequest[] = [];
  let remaining = 100_000;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    remaining = Math.max(0, remaining - 1);
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-ratelimit-limit': "{'minute': 1000}",
      'x-ratelimit-remaining': `{'minute': ${remaining % 1000}}`,
      'x-call-credits-spent': status === 200 ? '1' : '0',
      ...headers,
    });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake-pdl');
    const route = ENDPOINTS[url.pathname];
    const query = Object.fromEntries(url.searchParams);
    let body: any;
    try {
      body = await readJsonBody(req);
    } catch (error) {
      return send(res, 400, errorBody(400, (error as Error).message));
    }
    const apiKey = (req.headers['x-api-key'] as string | undefined) ?? query.api_key ?? null;
    const endpoint = route?.endpoint ?? null;
    requests.push({ endpoint, method: req.method ?? 'GET', path: url.pathname, query, body, apiKey });

    const failure = await failures.meet(endpoint);
    if (failure) {
      const headers = {
        ...failure.headers,
        ...(failure.rateLimitReset === undefined ? {} : { 'x-ratelimit-reset': failure.rateLimitReset }),
      };
      return send(res, failure.status, failure.body ?? errorBody(failure.status), headers);
    }

    if (!route) return send(res, 404, errorBody(404, `No endpoint ${url.pathname}`));
    if (!route.methods.includes(req.method ?? ''))
      return send(res, 405, errorBody(405, 'Method not allowed'));
    if (!apiKey || (options.apiKey !== undefined && apiKey !== options.apiKey)) {
      return send(res, 401, errorBody(401));
    }
    try {
      switch (route.endpoint) {
        case 'company_enrich': {
          const company = findCompany(companies, query);
          // Company Enrichment has no `data` wrapper: the record's fields sit beside status and likelihood.
          return company
            ? send(res, 200, { status: 200, ...structuredClone(company), likelihood: 10 })
            : send(res, 404, errorBody(404));
        }
        case 'company_search':
        case 'person_search': {
          const params =
            req.method === 'GET'
              ? { ...query, size: Number(query.size ?? 1), query: JSON.parse(query.query ?? 'null') }
              : body;
          const answer = search(route.endpoint === 'company_search' ? companies : people, params);
          return send(res, answer.status, answer.body);
        }
        case 'person_bulk': {
          if (!Array.isArray(body?.requests) || body.requests.length < 1 || body.requests.length > 100) {
            throw new BadRequest('requests must hold 1 to 100 request objects');
          }
          const results = body.requests.map((request: any) => {
            const person = findPerson(people, request?.params);
            const metadata = request?.metadata === undefined ? {} : { metadata: request.metadata };
            return person
              ? { status: 200, likelihood: 10, data: structuredClone(person), ...metadata }
              : { ...errorBody(404), ...metadata };
          });
          return send(res, 200, results);
        }
      }
    } catch (error) {
      if (error instanceof BadRequest || error instanceof SyntaxError) {
        return send(res, 400, errorBody(400, error.message));
      }
      return send(res, 500, errorBody(500));
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, errorBody(500)));
  });
  const { baseURL, close } = await listenOnLoopback(server);
  return {
    baseURL,
    requests,
    close,
  };
}

// ---------------------------------------------------------------------------------------------
// The sample: one company, eight people on its roster, one person elsewhere
// ---------------------------------------------------------------------------------------------

const enriched = fixture('company-enrich-brightline-analytics.json');
const { status: _status, likelihood: _likelihood, ...brightline } = enriched;

/**
 * Brightline Analytics (network id 48213377, slug `brightline-analytics`, 38 employees, Austin TX) and
 * the people PDL has on it, for running whole jobs with `CTP_NETWORK_PROVIDER=pdl` against this fake:
 * - Daniel Okafor, Co-Founder & CEO; Priya Raman, Co-Founder & CTO (owners);
 * - Lukas Brandt, VP of Sales (Berlin, German first); Sofía Márquez, Head of Marketing (no sex stated);
 * - Tom Becker, Engineering Manager; Aiko Tanaka, Senior Software Engineer (no network profile:
 *   ref `pdl:aT3yHnP6qR1wMc8KzV5dXb_0000`, no profile URL);
 * - Marcus Hill, Account Executive, whose job PDL last verified in 2024-12 (stale: `likely`);
 * - Elena Petrova, former Product Manager: PDL still files her under Brightline, but her experience
 *   ends there in 2024-09 and continues at Northwind Labs (`belongs_to_company: no`);
 * - plus Ravi Shah, CEO of Northwind Labs, who is on no Brightline page.
 */
export const PDL_SAMPLE: { companies: PdlRecord[]; people: PdlRecord[] } = {
  companies: [brightline],
  people: fixture('person-records.json'),
};

export const PDL_SAMPLE_COMPANY = {
  id: 48213377,
  slug: 'brightline-analytics',
  domain: 'brightline-analytics.example',
} as const;

/** The refs of the eight people on the sample company's roster, in PDL's order. */
export const PDL_SAMPLE_ROSTER = [
  'danielokafor',
  'priya-raman-bl',
  'lukasbrandt',
  'sofiamarquez',
  'tom-becker-eng',
  'pdl:aT3yHnP6qR1wMc8KzV5dXb_0000',
  'marcushill-sales',
  'elenapetrova',
] as const;
