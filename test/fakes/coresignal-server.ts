import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ScriptedFailure } from './fake-http.js';
import { BadRequest, FailureScript, listenOnLoopback, readJsonBody } from './fake-http.js';

/**
 * A Coresignal stand-in on loopback, answering the v2 endpoints the Coresignal adapter calls with
 * responses shaped like Coresignal's documented ones (test/fixtures/coresignal/, written by hand from
 * its data dictionaries and samples):
 * - POST .../search/es_dsl for company_base, employee_multi_source, employee_post, company_post, job_base: an
 *   Elasticsearch `bool`/`term` subset, answered with a JSON array of ids and the paging headers
 *   `x-next-page-after`, `x-total-pages`, `x-total-results`; the next page with `?after=`;
 * - GET .../collect/{id} (and `{shorthand_name}` for companies and employees): the record, 404 when none.
 * The key is read from the `apikey` header. Every request is recorded; `failures` scripts rate limits,
 * outages and slow answers per endpoint.
 */

const FIXTURES = new URL('../fixtures/coresignal/', import.meta.url);
const fixture = (name: string): any => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

export type CoresignalRecord = Record<string, any>;
export type CoresignalDataset =
  | 'company_base'
  | 'employee_multi_source'
  | 'employee_post'
  | 'company_post'
  | 'job_base';
export type CoresignalEndpoint = `${CoresignalDataset}:${'search' | 'collect'}`;

export interface FakeCoresignalFailure extends ScriptedFailure {
  endpoint?: CoresignalEndpoint | '*';
}

export interface FakeCoresignalOptions {
  companies?: CoresignalRecord[];
  employees?: CoresignalRecord[];
  employeePosts?: CoresignalRecord[];
  companyPosts?: CoresignalRecord[];
  /** Base Jobs API records. */
  jobs?: CoresignalRecord[];
  failures?: FakeCoresignalFailure[];
  /** Ids per page of the employee search (Coresignal's is 1,000); smaller to exercise the cursor. */
  rosterPageSize?: number;
  apiKey?: string;
}

export interface FakeCoresignalRequest {
  endpoint: CoresignalEndpoint | null;
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
  apiKey: string | null;
}

export interface FakeCoresignal {
  baseURL: string;
  requests: FakeCoresignalRequest[];
  /** Credits the requests so far would have cost at the per-record prices in docs/providers.md. */
  credits(): number;
  /** Scripts more failures while the server runs. */
  fail(failure: FakeCoresignalFailure): void;
  close(): Promise<void>;
}

const ERRORS: Record<number, any> = {
  401: fixture('error-unauthorized.json'),
  402: fixture('error-insufficient-credits.json'),
  404: fixture('error-not-found.json'),
  429: fixture('error-rate-limit.json'),
  500: fixture('error-server.json'),
};
const errorBody = (status: number, detail?: string) =>
  detail !== undefined ? { detail } : structuredClone(ERRORS[status] ?? { detail: 'Error' });

/** Credits per successful collect (docs/providers.md, "Costs"): Multi-source 2, Base and posts 1. */
const COLLECT_CREDITS: Record<CoresignalDataset, number> = {
  company_base: 1,
  employee_multi_source: 2,
  employee_post: 1,
  company_post: 1,
  job_base: 1,
};

function matches(record: CoresignalRecord, query: any): boolean {
  if (typeof query !== 'object' || query === null) throw new BadRequest('query must be an object');
  const [kind, ...rest] = Object.keys(query);
  if (kind === undefined || rest.length > 0) throw new BadRequest('a query clause holds exactly one key');
  const clause = query[kind];
  const asList = (value: any): any[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  switch (kind) {
    case 'bool':
      return (
        [...asList(clause.must), ...asList(clause.filter)].every((q) => matches(record, q)) &&
        !asList(clause.must_not).some((q) => matches(record, q))
      );
    case 'term': {
      const [field] = Object.keys(clause);
      if (!field) throw new BadRequest('term needs a field');
      const wanted = typeof clause[field] === 'object' ? clause[field]?.value : clause[field];
      const actual = record[field];
      return actual != null && String(actual).toLowerCase() === String(wanted).toLowerCase();
    }
    default:
      throw new BadRequest(`unsupported query clause ${kind}`);
  }
}

const ROUTE =
  /^\/cdapi\/v2\/(company_base|employee_multi_source|employee_post|company_post|job_base)\/(search\/es_dsl|collect\/(.+))$/;

export async function startFakeCoresignal(options: FakeCoresignalOptions = {}): Promise<FakeCoresignal> {
  const data: Record<CoresignalDataset, CoresignalRecord[]> = {
    company_base: structuredClone(options.companies ?? []),
    employee_multi_source: structuredClone(options.employees ?? []),
    employee_post: structuredClone(options.employeePosts ?? []),
    company_post: structuredClone(options.companyPosts ?? []),
    job_base: structuredClone(options.jobs ?? []),
  };
  const rosterPageSize = options.rosterPageSize ?? 1000;
  const failures = new FailureScript(options.failures);
  const requests: FakeCoresignalRequest[] = [];
  let spent = 0;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-credits-remaining': String(100_000 - spent),
      ...headers,
    });
    res.end(JSON.stringify(body));
  };

  const collectKey = (dataset: CoresignalDataset, key: string): CoresignalRecord | undefined =>
    data[dataset].find((r) => {
      if (String(r.id) === key) return true;
      if (dataset === 'company_base')
        return r.company_shorthand_name === key || r.canonical_shorthand_name === key;
      if (dataset === 'employee_multi_source') {
        const names: string[] = r.professional_network_shorthand_names ?? [];
        return (
          names.includes(key) ||
          String(r.professional_network_url ?? '')
            .replace(/\/+$/, '')
            .endsWith(`/in/${key}`)
        );
      }
      return false;
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake-coresignal');
    const query = Object.fromEntries(url.searchParams);
    let body: any;
    try {
      body = await readJsonBody(req);
    } catch (error) {
      return send(res, 400, errorBody(400, (error as Error).message));
    }
    const route = ROUTE.exec(url.pathname);
    const dataset = route?.[1] as CoresignalDataset | undefined;
    const endpoint: CoresignalEndpoint | null = dataset
      ? `${dataset}:${route?.[3] === undefined ? 'search' : 'collect'}`
      : null;
    const apiKey = (req.headers.apikey as string | undefined) ?? null;
    requests.push({ endpoint, method: req.method ?? 'GET', path: url.pathname, query, body, apiKey });

    const failure = await failures.meet(endpoint);
    if (failure) return send(res, failure.status, failure.body ?? errorBody(failure.status), failure.headers);
    if (!route || !dataset) return send(res, 404, errorBody(404));
    if (!apiKey || (options.apiKey !== undefined && apiKey !== options.apiKey))
      return send(res, 401, errorBody(401));
    try {
      if (route[3] !== undefined) {
        if (req.method !== 'GET') return send(res, 405, errorBody(405, 'Method Not Allowed'));
        const record = collectKey(dataset, decodeURIComponent(route[3]));
        if (!record) return send(res, 404, errorBody(404));
        spent += COLLECT_CREDITS[dataset];
        return send(res, 200, structuredClone(record));
      }
      if (req.method !== 'POST') return send(res, 405, errorBody(405, 'Method Not Allowed'));
      if (typeof body?.query !== 'object') throw new BadRequest('the body needs a query');
      let hits = data[dataset].filter((r) => matches(r, body.query));
      const sort = Array.isArray(body.sort) ? body.sort[0] : undefined;
      if (sort && typeof sort === 'object' && 'date_published' in sort) {
        const desc = sort.date_published === 'desc' || sort.date_published?.order === 'desc';
        hits = [...hits].sort(
          (a, b) => String(a.date_published).localeCompare(String(b.date_published)) * (desc ? -1 : 1),
        );
      } else {
        hits = [...hits].sort((a, b) => Number(a.id) - Number(b.id));
      }
      const pageSize = dataset === 'employee_multi_source' ? rosterPageSize : 1000;
      let offset = 0;
      if (query.after !== undefined) {
        // `x-next-page-after` is `"<last updated>",<last id>`: the page after the id.
        const last = /^"[^"]*",(\d+)$/.exec(query.after)?.[1];
        if (last === undefined) throw new BadRequest('after is not a value of x-next-page-after');
        offset = hits.findIndex((h) => String(h.id) === last) + 1;
        if (offset === 0) throw new BadRequest('after names no result of this search');
      }
      const page = hits.slice(offset, offset + pageSize);
      const lastHit = page.at(-1);
      const headers: Record<string, string> = {
        'x-total-results': String(hits.length),
        'x-total-pages': String(Math.max(1, Math.ceil(hits.length / pageSize))),
      };
      if (lastHit && offset + page.length < hits.length) {
        headers['x-next-page-after'] =
          `"${String(lastHit.updated_at ?? lastHit.date_published ?? '').slice(0, 10)}",${lastHit.id}`;
      }
      const ids = page.map((h) =>
        dataset === 'employee_post' || dataset === 'company_post' ? String(h.id) : Number(h.id),
      );
      return send(res, 200, ids, headers);
    } catch (error) {
      if (error instanceof BadRequest) return send(res, 400, errorBody(400, error.message));
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
    credits: () => spent,
    fail: (failure) => failures.add(failure),
    close,
  };
}

/**
 * The sample: Brightline Analytics (network id 48213377, Coresignal id 9104412) with six people whose
 * current job Coresignal files there (the PDL sample's people, minus Aiko Tanaka, whom Coresignal does
 * not have), Elena Petrova and Ravi Shah at Northwind Labs, their posts and the company's posts.
 */
export const CORESIGNAL_SAMPLE = {
  companies: fixture('companies.json') as CoresignalRecord[],
  employees: fixture('employees-multi-source.json') as CoresignalRecord[],
  employeePosts: fixture('employee-posts.json') as CoresignalRecord[],
  companyPosts: fixture('company-posts.json') as CoresignalRecord[],
  jobs: fixture('jobs-base.json') as CoresignalRecord[],
};

export const CORESIGNAL_SAMPLE_COMPANY = {
  id: 48213377,
  coresignalId: 9104412,
  slug: 'brightline-analytics',
} as const;
