import type { CompanyRef } from '../../core/company-input.js';
import type {
  CompanyPost,
  EducationItem,
  ExperienceItem,
  ProviderCompany,
  ProviderProfile,
  RosterEntry,
  Signals,
} from '../../core/profile.js';
import {
  companySlugFromUrl,
  countryCodeOf,
  domainOf,
  duration,
  languageCodeOf,
  numericId,
  profileHandleFromUrl,
} from './pdl-mapping.js';

/**
 * Coresignal records mapped into the internal model: the Base Company API record (company), the
 * Multi-source Employee API record (people), Employee Posts and Company Posts API records (posts).
 * Field names are those of Coresignal's data dictionaries and samples (docs.coresignal.com); every read
 * checks its type. docs/providers.md has the mapping as a table, with its gaps.
 */

export type CoresignalRecord = Record<string, unknown>;

const str = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const count = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const record = (value: unknown): CoresignalRecord | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as CoresignalRecord) : null;

const records = (value: unknown): CoresignalRecord[] =>
  list(value)
    .map(record)
    .filter((r): r is CoresignalRecord => r !== null);

const absoluteUrl = (value: unknown): string | null => {
  const text = str(value);
  if (text === null) return null;
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  return URL.canParse(url) ? url : null;
};

/** `YYYY-MM-DD` (also from `2025-07-01 10:00:00` or an ISO timestamp); null for anything else. */
export function dayOf(value: unknown): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(str(value) ?? '');
  return match?.[1] ?? null;
}

/** `YYYY-MM` (or `YYYY`) from Coresignal's parsed `*_year` / `*_month` integers. */
function monthFrom(year: unknown, month: unknown): string | null {
  const y = count(year);
  if (y === null || y < 1900 || y > 2200) return null;
  const m = count(month);
  return m !== null && m >= 1 && m <= 12 ? `${y}-${String(m).padStart(2, '0')}` : String(y);
}

// ---------------------------------------------------------------------------------------------
// Refs
// ---------------------------------------------------------------------------------------------

/**
 * A roster ref: `cs:<employee id>:<Coresignal company id>:<network company id>`. The free search knows
 * only employee ids; the company pair rides along so that enrichment, in another invocation, can give
 * experience items at the company the network's id (Coresignal's records carry its own company ids).
 * A bare network profile handle is a ref too (collected by shorthand name), as the merged provider
 * and PDL's refs use them.
 */
export interface CoresignalRef {
  employeeId: number | null;
  handle: string | null;
  company: { coresignalId: number; networkId: number } | null;
}

const REF = /^cs:(\d{1,18})(?::(\d{1,18}):(\d{1,18}))?$/;

export function rosterRef(employeeId: number, coresignalCompanyId: number, networkCompanyId: number): string {
  return `cs:${employeeId}:${coresignalCompanyId}:${networkCompanyId}`;
}

export function parseRef(ref: string): CoresignalRef | null {
  const match = REF.exec(ref);
  if (match) {
    const employeeId = numericId(match[1]);
    const cs = numericId(match[2]);
    const network = numericId(match[3]);
    return {
      employeeId,
      handle: null,
      company: cs !== null && network !== null ? { coresignalId: cs, networkId: network } : null,
    };
  }
  if (ref.startsWith('cs:') || ref.startsWith('pdl:') || !/^[\p{L}\p{N}_.%-]{1,200}$/u.test(ref)) return null;
  return { employeeId: null, handle: ref, company: null };
}

/** The search answer of the free employee search, as roster rows (only ids are known yet). */
export function toRosterEntries(
  ids: unknown[],
  coresignalCompanyId: number,
  networkCompanyId: number,
): RosterEntry[] {
  return ids
    .map(numericId)
    .filter((id): id is number => id !== null)
    .map((id) => ({
      person_ref: rosterRef(id, coresignalCompanyId, networkCompanyId),
      name: null,
      headline: null,
      photo_url: null,
    }));
}

// ---------------------------------------------------------------------------------------------
// Company
// ---------------------------------------------------------------------------------------------

/** Company posts (Company Posts API) as the spec's CompanyPost, newest first. */
export function toCompanyPosts(posts: CoresignalRecord[]): CompanyPost[] {
  return posts
    .map((p) => ({
      content: str(p.article_body),
      posted_at: dayOf(p.date_published),
      url: absoluteUrl(p.url),
    }))
    .filter((p) => p.content !== null || p.url !== null)
    .sort((a, b) => (b.posted_at ?? '').localeCompare(a.posted_at ?? ''));
}

/**
 * A Base Company API record as the network's company, keyed by the network's id (`source_id`). Null
 * without one: the service addresses companies by that id.
 */
export function toProviderCompany(
  company: CoresignalRecord,
  ref: CompanyRef | null,
  posts: CoresignalRecord[] = [],
  jobs: CoresignalRecord[] = [],
): ProviderCompany | null {
  const id = numericId(company.source_id);
  if (id === null) return null;
  const location = {
    locality: str(company.headquarters_city),
    region: str(company.headquarters_state),
    postal_code: str(company.headquarters_zip),
    country_code: countryCodeOf(company.headquarters_country_parsed ?? company.headquarters_country),
  };
  const slug =
    str(company.company_shorthand_name) ??
    str(company.canonical_shorthand_name) ??
    companySlugFromUrl(company.url) ??
    (ref?.kind === 'slug' ? ref.slug : String(id));
  return {
    id,
    slug,
    name: str(company.name),
    website: absoluteUrl(company.website),
    domain: domainOf(company.website),
    industry: str(company.industry),
    type: str(company.type),
    description: str(company.description),
    slogan: null,
    logo_url: absoluteUrl(company.logo_url),
    employees_count: count(company.employees_count),
    specialties: [],
    location: Object.values(location).some((v) => v !== null) ? location : null,
    followers: count(company.followers),
    last_post_date: null,
    company_language: null,
    hiring_for: hiringFor(jobs),
    has_logo: null,
    recent_posts: toCompanyPosts(posts),
    email: null,
  };
}

/**
 * The titles of the company's open postings, from Base Jobs API records: only postings Coresignal last
 * saw active (`application_active` 1) and not gone (`deleted` 0), each title once, in the given order.
 */
export function hiringFor(jobs: CoresignalRecord[]): string[] {
  const titles = jobs
    .filter((job) => count(job.application_active) === 1 && count(job.deleted) !== 1)
    .map((job) => str(job.title))
    .filter((title): title is string => title !== null);
  return [...new Set(titles)];
}

/** Coresignal's own id of a company record (for searches that take it). */
export const coresignalCompanyId = (company: CoresignalRecord): number | null => numericId(company.id);

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

/** The handle in the record's network URL, else the first historical shorthand name. */
export function handleOf(employee: CoresignalRecord): string | null {
  return (
    profileHandleFromUrl(employee.professional_network_url) ??
    str(list(employee.professional_network_shorthand_names)[0])
  );
}

function experienceItems(employee: CoresignalRecord, ref: CoresignalRef | null, now: Date): ExperienceItem[] {
  const items = records(employee.experience).map((e, index) => {
    const start = monthFrom(e.date_from_year, e.date_from_month);
    const end = e.active_experience === 1 ? null : monthFrom(e.date_to_year, e.date_to_month);
    const csCompany = numericId(e.company_id);
    // Coresignal's company ids are its own; only the company the roster came from has a known network id.
    const companyId = ref?.company && csCompany === ref.company.coresignalId ? ref.company.networkId : null;
    return {
      item: {
        title: str(e.position_title),
        company: str(e.company_name),
        company_id: companyId,
        employment_type: null,
        workplace_type: null,
        start,
        end,
        duration: duration(start, end, now),
        description: str(e.description),
      },
      current: e.active_experience === 1 || (end === null && start !== null),
      order: count(e.order_in_profile) ?? index,
    };
  });
  return items
    .sort((a, b) => Number(b.current) - Number(a.current) || a.order - b.order)
    .map(({ item }) => item);
}

function educationItems(employee: CoresignalRecord): EducationItem[] {
  return records(employee.education)
    .sort((a, b) => (count(a.order_in_profile) ?? 0) - (count(b.order_in_profile) ?? 0))
    .map((e) => {
      // `degree` reads "Bachelor of Science, Computer Science Engineering, …": degree, then field.
      const [degree, field] = (str(e.degree) ?? '').split(',').map((part) => part.trim());
      return {
        school: str(e.institution_name),
        degree: degree ? degree : null,
        field: field ? field : null,
        start: monthFrom(e.date_from_year, null),
        end: monthFrom(e.date_to_year, null),
      };
    })
    .filter((e) => e.school !== null || e.degree !== null);
}

/** A `reshared_post` names the reshared post by `id`; an Elasticsearch nested field may come as one object or a list. */
const isReshare = (value: unknown): boolean =>
  [record(value), ...records(value)].some((r) => r !== null && str(r.id) !== null);

/** Employee Posts API records as the spec's RecentPost, newest first. */
export function toRecentPosts(posts: CoresignalRecord[]): Signals['recent_posts'] {
  return posts
    .map((p) => ({
      content: str(p.article_body),
      posted_at: dayOf(p.date_published),
      url: absoluteUrl(p.url),
      // `reshared_post` (nested, keyed by the reshared post's `id`) is in the Employee Posts API's
      // documented mapping; a post record without one is the author's own post.
      is_repost: isReshare(p.reshared_post),
      engagement: { likes: count(p.reaction_count), comments: count(p.comment_count), shares: null },
    }))
    .sort((a, b) => (b.posted_at ?? '').localeCompare(a.posted_at ?? ''));
}

function signals(employee: CoresignalRecord, posts: CoresignalRecord[]): Signals | null {
  const recommendations = records(employee.recommendations)
    .sort((a, b) => (count(a.order_in_profile) ?? 0) - (count(b.order_in_profile) ?? 0))
    .map((r) => ({ by: str(r.referee_full_name), by_headline: null, text: str(r.recommendation) }))
    .filter((r) => r.text !== null);
  const articles = records(employee.publications).map((p) => ({
    title: str(p.title),
    link: absoluteUrl(p.publication_url),
    published: str(p.date),
  }));
  const recent = toRecentPosts(posts);
  const recommendationsCount = count(employee.recommendations_count);
  if (
    recommendationsCount === null &&
    recommendations.length === 0 &&
    articles.length === 0 &&
    recent.length === 0
  ) {
    return null;
  }
  return {
    recommendations_count:
      recommendationsCount ?? (recommendations.length > 0 ? recommendations.length : null),
    recommendations,
    posts_about_own_company: null,
    avg_engagement: null,
    recent_posts: recent,
    authored_articles: articles.filter((a) => a.title !== null || a.link !== null),
    last_active: null,
  };
}

/** Languages as ISO 639-1 codes in the profile's order, without repeats. */
function languages(employee: CoresignalRecord): string[] {
  const codes = records(employee.languages)
    .sort((a, b) => (count(a.order_in_profile) ?? 0) - (count(b.order_in_profile) ?? 0))
    .map((l) => languageCodeOf(l.language))
    .filter((c): c is string => c !== null);
  return [...new Set(codes)];
}

export interface CoresignalMappingOptions {
  networkHost: string;
  now: Date;
}

/**
 * A Multi-source Employee API record (with its posts, when collected) as a full profile under `ref`.
 * Current items first, in profile order; `company_id` only where the ref names the company pair.
 */
export function toProviderProfile(
  employee: CoresignalRecord,
  ref: string,
  posts: CoresignalRecord[],
  options: CoresignalMappingOptions,
): ProviderProfile {
  const parsed = parseRef(ref);
  const handle = handleOf(employee);
  const location = {
    text: str(employee.location_full),
    city: str(employee.location_city),
    region: str(employee.location_state),
    country: str(employee.location_country),
    country_code: countryCodeOf(employee.location_country_iso2 ?? employee.location_country),
  };
  const websites = [employee.website, employee.twitter_url, employee.facebook_url]
    .map(absoluteUrl)
    .filter((u): u is string => u !== null);
  const publicId = employee.public_profile_id;
  return {
    person_ref: ref,
    name: str(employee.full_name),
    first_name: str(employee.first_name),
    last_name: str(employee.last_name),
    headline: str(employee.headline),
    network_url: handle === null ? null : `https://${options.networkHost}/in/${encodeURIComponent(handle)}`,
    photo_url: absoluteUrl(employee.picture_url),
    background_url: null,
    location: Object.values(location).some((v) => v !== null) ? location : null,
    about: str(employee.summary),
    connections: count(employee.connections_count),
    followers: count(employee.followers_count),
    member_since: null,
    gender: null,
    flags: null,
    certifications: records(employee.certifications)
      .map((c) => ({ title: str(c.title), issued_by: str(c.issuer) }))
      .filter((c) => c.title !== null || c.issued_by !== null),
    interests: null,
    featured: [],
    websites: [...new Set(websites)],
    bio_links: [],
    experience: experienceItems(employee, parsed, options.now),
    education: educationItems(employee),
    signals: signals(employee, posts),
    meta: {
      network_id: typeof publicId === 'number' || typeof publicId === 'string' ? str(String(publicId)) : null,
      profile_urn: null,
      has_real_photo: null,
      photo_uploaded_at: null,
      photo_expires_at: null,
    },
    languages: languages(employee),
    observed_at: dayOf(employee.updated_at) ?? dayOf(employee.checked_at),
  };
}

/** Coresignal's key for an employee's posts (`employee_parent_id` in the posts API). */
export const postsKeyOf = (employee: CoresignalRecord): string | null =>
  str(String(employee.parent_id ?? '')) ?? str(String(employee.id ?? ''));
