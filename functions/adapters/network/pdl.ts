import type { CompanyRef } from '../../core/company-input.js';
import { ConfigError } from '../../core/errors.js';
import { DownDependency } from '../../core/outage.js';
import type { Clock, NetworkProvider } from '../../core/ports.js';
import { TransientError, TransientErrorName } from '../../core/ports.js';
import type { ProviderCompany, ProviderProfile, RosterEntry } from '../../core/profile.js';
import {
  callDependency,
  httpFailure,
  NETWORK_PROVIDER_NAMES,
  type ProviderFailurePolicy,
  statusMeaning,
} from '../provider-errors.js';
import {
  enrichParamsFor,
  type PdlCompany,
  type PdlPerson,
  toProviderCompany,
  toProviderProfile,
  toRosterEntry,
} from './pdl-mapping.js';
import { decodeCursor, encodeCursor, type FetchLike, type HttpAnswer, shortText } from './provider-http.js';

/**
 * A NetworkProvider over People Data Labs (v5 APIs):
 * - company: Company Enrichment (`GET /v5/company/enrich?profile=linkedin.com/company/<slug>`) for a
 *   slug; Company Search on `linkedin_id` for a numeric id, which the enrichment API cannot look up;
 * - roster: Person Search on `job_company_linkedin_id` (people whose current job is at the company),
 *   paged with PDL's `scroll_token`, carried inside our opaque cursor;
 * - profiles: Bulk Person Enrichment, up to 100 people a request; people PDL does not find (a 404
 *   inside the bulk answer) are left out.
 * Failures: 429 → Provider.RateLimited (with PDL's reset time), 5xx and unreachable → Provider.Unavailable,
 * no answer in time → Provider.Timeout; a rejected key (401/403) or an exhausted account (402) is a
 * ProviderRefusedError, because retrying cannot fix configuration (functions/adapters/provider-errors.ts
 * reads every status). docs/providers.md describes the mapping.
 */

export const PDL_DEFAULT_BASE_URL = 'https://api.peopledatalabs.com';

const PDL_FAILURES: ProviderFailurePolicy = {
  provider: 'People Data Labs',
  down: DownDependency.pdl,
  names: NETWORK_PROVIDER_NAMES,
  keyHint: 'Check CTP_PDL_API_KEY, or the secret behind CTP_PROVIDER_SECRET_ARN.',
  creditsHint: 'Add credits or raise the plan before running jobs.',
};
/** PDL's limits: Person Search pages hold at most 100 records, a bulk request at most 100 people. */
export const PDL_MAX_PAGE_SIZE = 100;
export const PDL_BULK_LIMIT = 100;
export const PDL_DEFAULT_TIMEOUT_MS = 15_000;
/** A current job PDL has not re-verified for this long counts as unconfirmed (see pdl-mapping.ts). */
export const PDL_DEFAULT_STALE_AFTER_MONTHS = 12;

export interface PdlNetworkOptions {
  apiKey: string;
  baseURL?: string;
  /** Host of profile URLs, e.g. www.linkedin.com: `network_url` is `https://{host}/in/{handle}`. */
  networkHost: string;
  fetch?: FetchLike;
  /** Roster entries per Person Search page, 1 to 100. */
  pageSize?: number;
  /** Deadline of one HTTP request, body included. */
  timeoutMs?: number;
  staleAfterMonths?: number;
  /** Durations of current jobs and the freshness rule are computed against it. */
  clock?: Clock;
}

type Endpoint = 'company_enrich' | 'company_search' | 'person_search' | 'person_bulk';

const PATHS: Record<Endpoint, string> = {
  company_enrich: '/v5/company/enrich',
  company_search: '/v5/company/search',
  person_search: '/v5/person/search',
  person_bulk: '/v5/person/bulk',
};

/** Person Search and Company Search: `{ status, data: [...], total, scroll_token }`. */
interface SearchAnswer {
  data?: unknown;
  total?: unknown;
  scroll_token?: unknown;
}

interface BulkItem {
  status?: unknown;
  data?: unknown;
  metadata?: unknown;
}

/** The cursor the pipeline carries between roster pages: PDL's scroll token and how many came so far. */
interface RosterCursor {
  scroll: string;
  seen: number;
}

/** The cursor's state as PDL's adapter wrote it (`{ s: scroll, n: seen }`), or null when it is not one. */
function rosterCursor(state: unknown): RosterCursor | null {
  const value = state as { s?: unknown; n?: unknown } | null;
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof value.s !== 'string' ||
    value.s === '' ||
    typeof value.n !== 'number' ||
    !Number.isSafeInteger(value.n) ||
    value.n < 0
  ) {
    return null;
  }
  return { scroll: value.s, seen: value.n };
}

/** An Elasticsearch term query on one field, as PDL's search APIs take it. */
const termQuery = (field: string, value: string) => ({
  query: { bool: { must: [{ term: { [field]: value } }] } },
});

/** PDL's error envelope: `{ "status": 404, "error": { "type": "not_found", "message": "…" } }`. */
function errorDetail(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return shortText(error);
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return shortText(message);
}

export class PdlNetworkProvider implements NetworkProvider {
  private readonly apiKey: string;
  private readonly baseURL: string;
  private readonly host: string;
  private readonly fetch: FetchLike;
  private readonly pageSize: number;
  private readonly timeoutMs: number;
  private readonly staleAfterMonths: number;
  private readonly clock: Clock;

  constructor({
    apiKey,
    baseURL = PDL_DEFAULT_BASE_URL,
    networkHost,
    fetch = globalThis.fetch,
    pageSize = PDL_MAX_PAGE_SIZE,
    timeoutMs = PDL_DEFAULT_TIMEOUT_MS,
    staleAfterMonths = PDL_DEFAULT_STALE_AFTER_MONTHS,
    clock = { now: () => new Date() },
  }: PdlNetworkOptions) {
    if (typeof apiKey !== 'string' || apiKey.trim() === '')
      throw new ConfigError(['PDL apiKey must not be empty']);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PDL_MAX_PAGE_SIZE) {
      throw new ConfigError([`PDL pageSize must be an integer from 1 to ${PDL_MAX_PAGE_SIZE}`]);
    }
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
      throw new ConfigError(['PDL timeoutMs must be a positive integer']);
    if (!(staleAfterMonths > 0)) throw new ConfigError(['PDL staleAfterMonths must be positive']);
    this.host = networkHost.trim().replace(/\/+$/, '');
    if (this.host === '') throw new ConfigError(['networkHost must not be empty']);
    this.apiKey = apiKey.trim();
    this.baseURL = baseURL.replace(/\/+$/, '');
    this.fetch = fetch;
    this.pageSize = pageSize;
    this.timeoutMs = timeoutMs;
    this.staleAfterMonths = staleAfterMonths;
    this.clock = clock;
  }

  async findCompany(ref: CompanyRef): Promise<ProviderCompany | null> {
    if (ref.kind === 'slug') {
      const answer = await this.call('company_enrich', 'GET', {
        query: { profile: `linkedin.com/company/${ref.slug}`, titlecase: 'true' },
      });
      if (answer.status === 404) return null;
      // Company Enrichment puts the record's fields at the top level, beside `status` and `likelihood`.
      if (typeof answer.body !== 'object' || answer.body === null || Array.isArray(answer.body)) {
        throw new TransientError(
          TransientErrorName.providerUnavailable,
          'PDL company enrichment answered 200 without a company record',
        );
      }
      return toProviderCompany(answer.body as PdlCompany, ref);
    }
    // Company Enrichment takes no network id, so a numeric id is an exact Company Search on it.
    const answer = await this.call('company_search', 'POST', {
      body: { query: termQuery('linkedin_id', String(ref.companyId)), size: 1, titlecase: true },
    });
    if (answer.status === 404) return null;
    const first = this.searchData<PdlCompany>(answer)[0];
    const company = first ? toProviderCompany(first, ref) : null;
    return company?.id === ref.companyId ? company : null;
  }

  async rosterPage(
    companyId: number,
    cursor: string | null,
  ): Promise<{ people: RosterEntry[]; next: string | null }> {
    const previous = cursor === null ? null : decodeCursor(cursor, 'PDL', 8192, rosterCursor);
    const answer = await this.call('person_search', 'POST', {
      body: {
        query: termQuery('job_company_linkedin_id', String(companyId)),
        size: this.pageSize,
        titlecase: true,
        ...(previous ? { scroll_token: previous.scroll } : {}),
      },
    });
    // PDL answers a search without matches with 404; past the last page it may do the same.
    if (answer.status === 404) return { people: [], next: null };
    const hits = this.searchData<PdlPerson>(answer);
    const options = {
      networkHost: this.host,
      now: this.clock.now(),
      staleAfterMonths: this.staleAfterMonths,
    };
    // Person Search returns (and bills) full records: each entry carries its profile, so that the
    // enrichment stage does not pay Bulk Enrichment for the same people again.
    const people = hits.flatMap((hit) => {
      const entry = toRosterEntry(hit);
      return entry ? [{ ...entry, profile: toProviderProfile(hit, entry.person_ref, options) }] : [];
    });
    const body = (answer.body ?? {}) as SearchAnswer;
    const seen = (previous?.seen ?? 0) + hits.length;
    const total = typeof body.total === 'number' ? body.total : null;
    const scroll =
      typeof body.scroll_token === 'string' && body.scroll_token !== '' ? body.scroll_token : null;
    const more =
      scroll !== null && hits.length > 0 && (total === null ? hits.length === this.pageSize : seen < total);
    return { people, next: more && scroll ? encodeCursor({ s: scroll, n: seen }) : null };
  }

  async enrichProfiles(refs: string[]): Promise<ProviderProfile[]> {
    const unique = [...new Set(refs.filter((ref) => typeof ref === 'string' && ref.trim() !== ''))];
    const profiles: ProviderProfile[] = [];
    const options = {
      networkHost: this.host,
      now: this.clock.now(),
      staleAfterMonths: this.staleAfterMonths,
    };
    // One chunk after the other: PDL's rate limit counts requests, and a batch is at most a few chunks.
    for (let offset = 0; offset < unique.length; offset += PDL_BULK_LIMIT) {
      const chunk = unique.slice(offset, offset + PDL_BULK_LIMIT);
      const answer = await this.call('person_bulk', 'POST', {
        body: {
          requests: chunk.map((ref) => ({ params: enrichParamsFor(ref), metadata: { person_ref: ref } })),
          titlecase: true,
        },
      });
      if (!Array.isArray(answer.body)) {
        throw new TransientError(
          TransientErrorName.providerUnavailable,
          'PDL bulk enrichment answered without a list of results',
        );
      }
      answer.body.forEach((raw: unknown, index: number) => {
        const item = (typeof raw === 'object' && raw !== null ? raw : {}) as BulkItem;
        // Results come back in request order; the echoed metadata confirms which person each one is.
        const echoed = (item.metadata as { person_ref?: unknown } | null | undefined)?.person_ref;
        const ref = typeof echoed === 'string' && chunk.includes(echoed) ? echoed : chunk[index];
        if (ref === undefined) return;
        const status = typeof item.status === 'number' ? item.status : 0;
        if (status === 200 && typeof item.data === 'object' && item.data !== null) {
          profiles.push(toProviderProfile(item.data as PdlPerson, ref, options));
          return;
        }
        // A person PDL cannot serve right now must not silently drop out of the job: retry the batch.
        const meaning = statusMeaning(status);
        if (meaning === 'rate_limited' || meaning === 'unavailable') {
          throw httpFailure(
            PDL_FAILURES,
            { status, headers: meaning === 'rate_limited' ? answer.headers : new Headers() },
            'part of a bulk enrichment',
            null,
            this.clock.now(),
          );
        }
        // 404 (no such person) and request errors for one person leave that person out.
      });
    }
    return profiles;
  }

  private searchData<T>(answer: HttpAnswer): T[] {
    const data = (answer.body as SearchAnswer | null)?.data;
    return Array.isArray(data) ? (data.filter((d) => typeof d === 'object' && d !== null) as T[]) : [];
  }

  /**
   * One call to PDL. Resolves with 200 and 404 answers (404 means "no match" on every endpoint used
   * here); turns everything else into the error the pipeline should see.
   */
  private async call(
    endpoint: Endpoint,
    method: 'GET' | 'POST',
    request: { query?: Record<string, string>; body?: unknown },
  ): Promise<HttpAnswer> {
    const path = PATHS[endpoint];
    return callDependency(PDL_FAILURES, {
      fetch: this.fetch,
      method,
      url: `${this.baseURL}${path}${request.query ? `?${new URLSearchParams(request.query)}` : ''}`,
      path,
      headers: { 'x-api-key': this.apiKey },
      json: request.body,
      timeoutMs: this.timeoutMs,
      answers: [404],
      detail: errorDetail,
      now: () => this.clock.now(),
    });
  }
}

export interface CreatePdlProviderOptions {
  apiKey: string;
  baseURL?: string;
  networkHost: string;
  pageSize: number;
  timeoutMs?: number;
  staleAfterMonths?: number;
  fetch?: FetchLike;
  clock?: Clock;
}

/** For the composition root: a PDL provider from typed config. `pageSize` above 100 is capped to 100. */
export function createPdlProvider(options: CreatePdlProviderOptions): PdlNetworkProvider {
  return new PdlNetworkProvider({
    ...options,
    pageSize: Math.min(PDL_MAX_PAGE_SIZE, Math.max(1, Math.trunc(options.pageSize))),
  });
}
