import { mapBounded } from '../../core/bounded.js';
import type { CompanyRef } from '../../core/company-input.js';
import { deriveCompanyFields, deriveProfileFields } from '../../core/derive-signals.js';
import { ConfigError } from '../../core/errors.js';
import { DownDependency } from '../../core/outage.js';
import type { Clock, NetworkProvider } from '../../core/ports.js';
import { TransientError, TransientErrorName } from '../../core/ports.js';
import type { ProviderCompany, ProviderProfile, RosterEntry } from '../../core/profile.js';
import { callDependency, NETWORK_PROVIDER_NAMES, type ProviderFailurePolicy } from '../provider-errors.js';
import {
  type CoresignalRecord,
  coresignalCompanyId,
  parseRef,
  postsKeyOf,
  toProviderCompany,
  toProviderProfile,
  toRecentPosts,
  toRosterEntries,
} from './coresignal-mapping.js';
import { numericId } from './pdl-mapping.js';
import { decodeCursor, encodeCursor, type FetchLike, type HttpAnswer, shortText } from './provider-http.js';

/**
 * A NetworkProvider over Coresignal's APIs (https://docs.coresignal.com):
 * - company: Base Company API, collect by shorthand name (the slug); a numeric network id is an
 *   Elasticsearch DSL search on `source_id` (free) and a collect of the hit; the company's recent posts
 *   come from the Company Posts API (search, then collect each);
 * - roster: the free Multi-source Employee search (`/search/es_dsl`, 1,000 ids a page) on
 *   `active_experience_company_id`, paged with its `x-next-page-after` header, carried in our cursor;
 * - profiles: Multi-source Employee collect by id (or by shorthand name for a handle ref), plus the
 *   person's newest posts from the Employee Posts API when `postsPerPerson` > 0.
 * Failures: 429 → Provider.RateLimited, 5xx and unreachable → Provider.Unavailable, no answer in time →
 * Provider.Timeout; a rejected key (401/403) or no credits (402) is a ProviderRefusedError (provider-errors.ts). docs/providers.md
 * describes the mapping, the derived fields and the costs.
 */

export const CORESIGNAL_DEFAULT_BASE_URL = 'https://api.coresignal.com';

const CORESIGNAL_FAILURES: ProviderFailurePolicy = {
  provider: 'Coresignal',
  down: DownDependency.coresignal,
  names: NETWORK_PROVIDER_NAMES,
  keyHint: 'Check CTP_CORESIGNAL_API_KEY, or the secret behind CTP_CORESIGNAL_SECRET_ARN.',
};
export const CORESIGNAL_DEFAULT_TIMEOUT_MS = 15_000;
/** Collects in flight at once: Coresignal limits requests per second per key. */
export const CORESIGNAL_COLLECT_CONCURRENCY = 4;

export interface CoresignalNetworkOptions {
  apiKey: string;
  baseURL?: string;
  /** Host of profile URLs, e.g. www.linkedin.com. */
  networkHost: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Newest posts collected per person (1 credit each at Coresignal's Employee Posts prices); 0 for none. */
  postsPerPerson?: number;
  /** Newest company posts collected with the company (for its language and recent posts); 0 for none. */
  companyPosts?: number;
  /** Open job postings collected with the company (its `hiring_for`; 1 credit each at Base Jobs prices); 0 for none. */
  companyJobs?: number;
  /**
   * Whose posts are collected: `shortlist` (default) only for the people the first judge pass keeps
   * (`deepenProfiles`), `all` for everyone enriched.
   */
  postsFor?: 'all' | 'shortlist';
  clock?: Clock;
}

const PATHS = {
  companySearch: '/cdapi/v2/company_base/search/es_dsl',
  companyCollect: '/cdapi/v2/company_base/collect/',
  companyPostSearch: '/cdapi/v2/company_post/search/es_dsl',
  companyPostCollect: '/cdapi/v2/company_post/collect/',
  employeeSearch: '/cdapi/v2/employee_multi_source/search/es_dsl',
  employeeCollect: '/cdapi/v2/employee_multi_source/collect/',
  employeePostSearch: '/cdapi/v2/employee_post/search/es_dsl',
  employeePostCollect: '/cdapi/v2/employee_post/collect/',
  jobSearch: '/cdapi/v2/job_base/search/es_dsl',
  jobCollect: '/cdapi/v2/job_base/collect/',
} as const;

/** The pipeline's roster cursor: the company pair and Coresignal's `after` value, with a count. */
interface RosterCursor {
  /** Coresignal's company id. */
  c: number;
  /** `x-next-page-after` of the previous page. */
  a: string;
  /** Ids seen so far. */
  n: number;
}

/** The cursor's state as Coresignal wrote it, or null when it is not one. */
function rosterCursor(state: unknown): RosterCursor | null {
  const value = state as Partial<RosterCursor> | null;
  if (
    typeof value !== 'object' ||
    value === null ||
    numericId(value.c) === null ||
    typeof value.a !== 'string' ||
    value.a === '' ||
    !Number.isSafeInteger(value.n) ||
    (value.n ?? -1) < 0
  ) {
    return null;
  }
  return { c: value.c as number, a: value.a, n: value.n as number };
}

const termQuery = (field: string, value: string | number) => ({
  query: { bool: { must: [{ term: { [field]: value } }] } },
});

/** Coresignal's error body: `{ "detail": "…" }` (sometimes `{ "message": "…" }`). */
function errorDetail(body: unknown): string | null {
  const b = body as { detail?: unknown; message?: unknown } | null;
  if (typeof b?.detail === 'string') return shortText(b.detail);
  return shortText(b?.message);
}

export class CoresignalNetworkProvider implements NetworkProvider {
  private readonly apiKey: string;
  private readonly baseURL: string;
  private readonly host: string;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;
  private readonly postsPerPerson: number;
  private readonly companyPosts: number;
  private readonly companyJobs: number;
  private readonly postsFor: 'all' | 'shortlist';
  private readonly clock: Clock;

  constructor({
    apiKey,
    baseURL = CORESIGNAL_DEFAULT_BASE_URL,
    networkHost,
    fetch = globalThis.fetch,
    timeoutMs = CORESIGNAL_DEFAULT_TIMEOUT_MS,
    postsPerPerson = 3,
    companyPosts = 5,
    companyJobs = 5,
    postsFor = 'shortlist',
    clock = { now: () => new Date() },
  }: CoresignalNetworkOptions) {
    if (typeof apiKey !== 'string' || apiKey.trim() === '')
      throw new ConfigError(['Coresignal apiKey must not be empty']);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
      throw new ConfigError(['Coresignal timeoutMs must be a positive integer']);
    for (const [name, value] of [
      ['postsPerPerson', postsPerPerson],
      ['companyPosts', companyPosts],
      ['companyJobs', companyJobs],
    ] as const) {
      if (!Number.isInteger(value) || value < 0 || value > 50)
        throw new ConfigError([`Coresignal ${name} must be 0 to 50`]);
    }
    this.host = networkHost.trim().replace(/\/+$/, '');
    if (this.host === '') throw new ConfigError(['networkHost must not be empty']);
    this.apiKey = apiKey.trim();
    this.baseURL = baseURL.replace(/\/+$/, '');
    this.fetch = fetch;
    this.timeoutMs = timeoutMs;
    this.postsPerPerson = postsPerPerson;
    this.companyPosts = companyPosts;
    this.companyJobs = companyJobs;
    this.postsFor = postsFor;
    this.clock = clock;
  }

  async findCompany(ref: CompanyRef): Promise<ProviderCompany | null> {
    let record: CoresignalRecord | null;
    if (ref.kind === 'slug') {
      record = await this.collect(PATHS.companyCollect, ref.slug);
    } else {
      const csId = await this.coresignalCompanyIdOf(ref.companyId);
      record = csId === null ? null : await this.collect(PATHS.companyCollect, String(csId));
    }
    if (!record) return null;
    const csId = coresignalCompanyId(record);
    const posts =
      csId === null
        ? []
        : await this.newestPosts(
            PATHS.companyPostSearch,
            PATHS.companyPostCollect,
            'company_id',
            csId,
            this.companyPosts,
          );
    const jobs = csId === null ? [] : await this.openJobs(csId);
    const company = toProviderCompany(record, ref, posts, jobs);
    if (!company || (ref.kind === 'id' && company.id !== ref.companyId)) return null;
    return deriveCompanyFields(company);
  }

  async rosterPage(
    companyId: number,
    cursor: string | null,
  ): Promise<{ people: RosterEntry[]; next: string | null }> {
    const previous = cursor === null ? null : decodeCursor(cursor, 'Coresignal', 4096, rosterCursor);
    const csId = previous?.c ?? (await this.coresignalCompanyIdOf(companyId));
    if (csId === null) return { people: [], next: null };
    const answer = await this.call(
      'POST',
      PATHS.employeeSearch,
      {
        query: {
          bool: {
            must: [{ term: { active_experience_company_id: csId } }, { term: { is_deleted: 0 } }],
          },
        },
      },
      previous ? { after: previous.a } : undefined,
    );
    if (answer.status === 404) return { people: [], next: null };
    const ids = Array.isArray(answer.body) ? answer.body : [];
    const people = toRosterEntries(ids, csId, companyId);
    const seen = (previous?.n ?? 0) + ids.length;
    const after = answer.headers.get('x-next-page-after');
    const total = Number(answer.headers.get('x-total-results') ?? Number.NaN);
    const more =
      after !== null && after.trim() !== '' && ids.length > 0 && (!Number.isFinite(total) || seen < total);
    return {
      people,
      next: more ? encodeCursor({ c: csId, a: after as string, n: seen } satisfies RosterCursor) : null,
    };
  }

  async enrichProfiles(refs: string[]): Promise<ProviderProfile[]> {
    const unique = [...new Set(refs.filter((ref) => typeof ref === 'string' && parseRef(ref) !== null))];
    const now = this.clock.now();
    const profiles = await mapBounded(unique, CORESIGNAL_COLLECT_CONCURRENCY, async (ref) => {
      const parsed = parseRef(ref);
      const key =
        parsed?.employeeId !== null && parsed?.employeeId !== undefined
          ? String(parsed.employeeId)
          : parsed?.handle;
      if (!key) return null;
      const employee = await this.collect(PATHS.employeeCollect, key);
      if (!employee) return null;
      const postsKey = this.postsFor === 'all' ? postsKeyOf(employee) : null;
      const posts =
        postsKey === null
          ? []
          : await this.newestPosts(
              PATHS.employeePostSearch,
              PATHS.employeePostCollect,
              'employee_parent_id',
              postsKey,
              this.postsPerPerson,
            );
      return deriveProfileFields(toProviderProfile(employee, ref, posts, { networkHost: this.host, now }));
    });
    return profiles.filter((p): p is ProviderProfile => p !== null);
  }

  /**
   * The shortlist's recent posts (with `postsFor: 'shortlist'`): for each profile without posts whose
   * ref names a Coresignal employee, the newest `postsPerPerson` posts. Handle refs are left as they are:
   * the posts API is keyed by Coresignal's employee id, which a handle does not give without a paid collect.
   */
  async deepenProfiles(profiles: ProviderProfile[]): Promise<ProviderProfile[]> {
    if (this.postsFor !== 'shortlist' || this.postsPerPerson === 0) return profiles;
    return mapBounded(profiles, CORESIGNAL_COLLECT_CONCURRENCY, async (profile) => {
      const employeeId = parseRef(profile.person_ref)?.employeeId;
      if (
        employeeId === null ||
        employeeId === undefined ||
        (profile.signals?.recent_posts.length ?? 0) > 0
      ) {
        return profile;
      }
      const posts = await this.newestPosts(
        PATHS.employeePostSearch,
        PATHS.employeePostCollect,
        'employee_parent_id',
        String(employeeId),
        this.postsPerPerson,
      );
      if (posts.length === 0) return profile;
      const signals = profile.signals ?? {
        recommendations_count: null,
        recommendations: [],
        posts_about_own_company: null,
        avg_engagement: null,
        recent_posts: [],
        authored_articles: [],
        last_active: null,
      };
      return deriveProfileFields({ ...profile, signals: { ...signals, recent_posts: toRecentPosts(posts) } });
    });
  }

  /** The Coresignal id of the company with this network id (a free search); null when none. */
  private async coresignalCompanyIdOf(networkId: number): Promise<number | null> {
    const answer = await this.call('POST', PATHS.companySearch, termQuery('source_id', String(networkId)));
    if (answer.status === 404 || !Array.isArray(answer.body)) return null;
    return numericId(answer.body[0]);
  }

  /** The newest `limit` posts of an author: a search (newest first), then one collect per post. */
  private async newestPosts(
    searchPath: string,
    collectPath: string,
    field: string,
    value: string | number,
    limit: number,
  ): Promise<CoresignalRecord[]> {
    if (limit === 0) return [];
    const answer = await this.call('POST', searchPath, {
      ...termQuery(field, value),
      sort: [{ date_published: 'desc' }],
    });
    if (answer.status === 404 || !Array.isArray(answer.body)) return [];
    const ids = answer.body
      .map((id: unknown) => (typeof id === 'number' || typeof id === 'string' ? String(id) : null))
      .filter((id: string | null): id is string => id !== null && /^[A-Za-z0-9_-]{1,64}$/.test(id))
      .slice(0, limit);
    const posts = await mapBounded(ids, CORESIGNAL_COLLECT_CONCURRENCY, (id) =>
      this.collect(collectPath, id),
    );
    return posts.filter((p): p is CoresignalRecord => p !== null);
  }

  /**
   * The company's open postings (Base Jobs API): a search on `company_id` (Coresignal's company id,
   * "relating directly to the company table") for active, not deleted postings, then a collect of the
   * first `companyJobs` ids.
   */
  private async openJobs(csId: number): Promise<CoresignalRecord[]> {
    if (this.companyJobs === 0) return [];
    const answer = await this.call('POST', PATHS.jobSearch, {
      query: {
        bool: {
          must: [
            { term: { company_id: csId } },
            { term: { application_active: 1 } },
            { term: { deleted: 0 } },
          ],
        },
      },
    });
    if (answer.status === 404 || !Array.isArray(answer.body)) return [];
    const ids = answer.body
      .map((id: unknown) => (typeof id === 'number' || typeof id === 'string' ? String(id) : null))
      .filter((id: string | null): id is string => id !== null && /^[0-9]{1,20}$/.test(id))
      .slice(0, this.companyJobs);
    const jobs = await mapBounded(ids, CORESIGNAL_COLLECT_CONCURRENCY, (id) =>
      this.collect(PATHS.jobCollect, id),
    );
    return jobs.filter((j): j is CoresignalRecord => j !== null);
  }

  /** One collect: the record, or null when Coresignal has none (404). */
  private async collect(path: string, key: string): Promise<CoresignalRecord | null> {
    const answer = await this.call('GET', `${path}${encodeURIComponent(key)}`);
    if (answer.status === 404) return null;
    const body = answer.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new TransientError(
        TransientErrorName.providerUnavailable,
        `Coresignal ${path} answered 200 without a record`,
      );
    }
    return body as CoresignalRecord;
  }

  /**
   * One call to Coresignal. Resolves with 200 and 404 answers (404: no such record or no match); turns
   * everything else into the error the pipeline should see.
   */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    query?: Record<string, string>,
  ): Promise<HttpAnswer> {
    return callDependency(CORESIGNAL_FAILURES, {
      fetch: this.fetch,
      method,
      url: `${this.baseURL}${path}${query ? `?${new URLSearchParams(query)}` : ''}`,
      path: path.replace(/\/collect\/.*$/, '/collect/{key}'),
      headers: { apikey: this.apiKey },
      json: body,
      timeoutMs: this.timeoutMs,
      answers: [404],
      detail: errorDetail,
      now: () => this.clock.now(),
    });
  }
}

export interface CreateCoresignalProviderOptions {
  apiKey: string;
  baseURL?: string;
  networkHost: string;
  timeoutMs?: number;
  postsPerPerson?: number;
  companyPosts?: number;
  postsFor?: 'all' | 'shortlist';
  fetch?: FetchLike;
  clock?: Clock;
}

/** For the composition root. */
export function createCoresignalProvider(
  options: CreateCoresignalProviderOptions,
): CoresignalNetworkProvider {
  return new CoresignalNetworkProvider(options);
}
