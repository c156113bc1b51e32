import { languageCode, normalizeCountryCode } from '../../core/company.js';
import type { CompanyRef } from '../../core/company-input.js';
import type {
  EducationItem,
  ExperienceItem,
  PersonLocation,
  ProviderCompany,
  ProviderProfile,
  RosterEntry,
} from '../../core/profile.js';

/**
 * People Data Labs records (Company Schema, Person Schema, v5 APIs) mapped into the internal model.
 * Only the fields read here are typed, all optional: PDL answers null for what it does not know, and a
 * plan without a field bundle answers `true`/`false` instead of the value, so every read checks its type.
 * docs/providers.md has the mapping as a table, with its gaps.
 */

export interface PdlLocation {
  name?: unknown;
  locality?: unknown;
  region?: unknown;
  postal_code?: unknown;
  country?: unknown;
}

export interface PdlCompany {
  id?: unknown;
  name?: unknown;
  display_name?: unknown;
  website?: unknown;
  industry?: unknown;
  type?: unknown;
  summary?: unknown;
  headline?: unknown;
  tags?: unknown;
  employee_count?: unknown;
  linkedin_employee_count?: unknown;
  linkedin_follower_count?: unknown;
  linkedin_id?: unknown;
  linkedin_slug?: unknown;
  linkedin_url?: unknown;
  location?: PdlLocation | null;
}

export interface PdlExperience {
  company?: { name?: unknown; linkedin_id?: unknown } | null;
  title?: { name?: unknown } | null;
  start_date?: unknown;
  end_date?: unknown;
  is_primary?: unknown;
  summary?: unknown;
}

export interface PdlEducation {
  school?: { name?: unknown } | null;
  degrees?: unknown;
  majors?: unknown;
  start_date?: unknown;
  end_date?: unknown;
}

export interface PdlPerson {
  id?: unknown;
  full_name?: unknown;
  first_name?: unknown;
  last_name?: unknown;
  sex?: unknown;
  /** The name of `sex` before PDL's v20 schema; still seen in older records. */
  gender?: unknown;
  headline?: unknown;
  summary?: unknown;
  linkedin_url?: unknown;
  linkedin_username?: unknown;
  linkedin_id?: unknown;
  linkedin_connections?: unknown;
  job_title?: unknown;
  job_company_name?: unknown;
  job_company_linkedin_id?: unknown;
  job_last_changed?: unknown;
  job_last_verified?: unknown;
  location_name?: unknown;
  location_locality?: unknown;
  location_region?: unknown;
  location_country?: unknown;
  experience?: unknown;
  education?: unknown;
  certifications?: unknown;
  languages?: unknown;
  profiles?: unknown;
  skills?: unknown;
  interests?: unknown;
}

// ---------------------------------------------------------------------------------------------
// Reading PDL values safely
// ---------------------------------------------------------------------------------------------

const str = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const strings = (value: unknown): string[] =>
  list(value)
    .map(str)
    .filter((s): s is string => s !== null);

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** A network id as our integer company id: digits only, no leading zero, a safe integer. */
export function numericId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : str(value);
  if (text === null || !/^[1-9][0-9]{0,14}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** PDL dates are `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; the model keeps `YYYY` or `YYYY-MM`. */
export function monthOf(value: unknown): string | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/.exec(str(value) ?? '');
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? null);
}

const monthIndex = (yyyyMm: string): number => {
  const [year, month] = yyyyMm.split('-').map(Number);
  return (year ?? 0) * 12 + ((month ?? 1) - 1);
};

/** "2 yrs 3 mos", the network's way of writing a tenure; null without a start. */
export function duration(start: string | null, end: string | null, now: Date): string | null {
  if (start === null) return null;
  const until = end ?? `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  // The network counts both the first and the last month.
  const months = monthIndex(until) - monthIndex(start) + 1;
  if (months < 1) return null;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} yr${years > 1 ? 's' : ''}`);
  if (rest > 0) parts.push(`${rest} mo${rest > 1 ? 's' : ''}`);
  return parts.join(' ');
}

/** Whole months from a `YYYY-MM-DD` day to `now`; null for anything else. */
export function monthsSince(day: unknown, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(str(day) ?? '');
  if (!match) return null;
  const then = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '1'));
  if (Number.isNaN(then)) return null;
  return (now.getTime() - then) / (30.44 * 86_400_000);
}

// ---------------------------------------------------------------------------------------------
// Countries and languages by English name (PDL writes names, the model wants codes)
// ---------------------------------------------------------------------------------------------

const foldName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/\s+/g, ' ')
    .trim();

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every two-letter code ICU can name, by its folded English name; built once per process. */
function namesToCodes(type: 'region' | 'language'): Map<string, string> {
  const names = new Intl.DisplayNames(['en'], { type });
  const map = new Map<string, string>();
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = type === 'region' ? `${a}${b}` : `${a}${b}`.toLowerCase();
      let name: string | undefined;
      try {
        // Withdrawn codes (DD, YU, iw, …) canonicalize to their successor and would steal its name.
        const canonical = Intl.getCanonicalLocales(type === 'region' ? `und-${code}` : code)[0];
        if (canonical !== (type === 'region' ? `und-${code}` : code)) continue;
        name = names.of(code);
      } catch {
        continue;
      }
      if (!name || name.toLowerCase() === code.toLowerCase()) continue;
      const key = foldName(name);
      if (!map.has(key)) map.set(key, code);
    }
  }
  return map;
}

/** PDL's country names where they differ from ICU's English names. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  'united states': 'US',
  usa: 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  'czech republic': 'CZ',
  turkey: 'TR',
  russia: 'RU',
  'south korea': 'KR',
  'north korea': 'KP',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  myanmar: 'MM',
  burma: 'MM',
  'ivory coast': 'CI',
  'cote d ivoire': 'CI',
  palestine: 'PS',
  congo: 'CG',
  'republic of the congo': 'CG',
  'democratic republic of the congo': 'CD',
  'cape verde': 'CV',
  swaziland: 'SZ',
  macedonia: 'MK',
  vatican: 'VA',
  'vatican city': 'VA',
};

/** PDL's language names that are not ICU's English name of the ISO 639-1 language. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  mandarin: 'zh',
  cantonese: 'zh',
  'chinese mandarin': 'zh',
  farsi: 'fa',
  filipino: 'tl',
  tagalog: 'tl',
  'brazilian portuguese': 'pt',
  flemish: 'nl',
  'serbo croatian': 'sr',
  'norwegian bokmal': 'nb',
  'norwegian nynorsk': 'nn',
  castilian: 'es',
  'american sign language': '',
};

let countryCodes: Map<string, string> | undefined;
let languageCodes: Map<string, string> | undefined;

/** ISO 3166-1 alpha-2 for a country name ("united states" → US); null when unknown. */
export function countryCodeOf(name: unknown): string | null {
  const text = str(name);
  if (text === null) return null;
  // Some records carry the code itself.
  if (/^[A-Za-z]{2}$/.test(text)) return normalizeCountryCode(text);
  const key = foldName(text);
  const alias = COUNTRY_ALIASES[key];
  if (alias) return alias;
  countryCodes ??= namesToCodes('region');
  return normalizeCountryCode(countryCodes.get(key) ?? null);
}

/** ISO 639-1 for a language name ("german" → de); null when unknown. */
export function languageCodeOf(name: unknown): string | null {
  const text = str(name);
  if (text === null) return null;
  if (/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/.test(text)) return languageCode(text);
  const key = foldName(text);
  const alias = LANGUAGE_ALIASES[key];
  if (alias !== undefined) return alias === '' ? null : alias;
  languageCodes ??= namesToCodes('language');
  return languageCode(languageCodes.get(key) ?? null);
}

// ---------------------------------------------------------------------------------------------
// Company
// ---------------------------------------------------------------------------------------------

/** PDL's company types in the network's own words (what its company pages show). */
const COMPANY_TYPES: Readonly<Record<string, string>> = {
  public: 'Public Company',
  public_subsidiary: 'Public Company',
  private: 'Privately Held',
  nonprofit: 'Nonprofit',
  educational: 'Educational',
  government: 'Government Agency',
};

/** The company page slug from `linkedin.com/company/<slug>`; null when the URL is no company page. */
export function companySlugFromUrl(url: unknown): string | null {
  const match = /(?:^|\/\/|\.)linkedin\.com\/company\/([^/?#]+)/i.exec(str(url) ?? '');
  return match?.[1] ? decodeSafely(match[1]) : null;
}

const decodeSafely = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** `acme.example` or `https://www.acme.example/` → the bare host, lowercase. */
export function domainOf(website: unknown): string | null {
  const text = str(website);
  if (text === null) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
    const bare = host.toLowerCase().replace(/^www\./, '');
    return bare.includes('.') ? bare : null;
  } catch {
    return null;
  }
}

const absoluteUrl = (value: unknown): string | null => {
  const text = str(value);
  if (text === null) return null;
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  return URL.canParse(url) ? url : null;
};

/**
 * A PDL company as the network's company, keyed by its network id (`linkedin_id`). Null when PDL has
 * no network id for it: the service addresses companies by that id, so such a company cannot be used.
 */
export function toProviderCompany(pdl: PdlCompany, ref: CompanyRef | null): ProviderCompany | null {
  const id = numericId(pdl.linkedin_id);
  if (id === null) return null;
  const location = record(pdl.location) as PdlLocation | null;
  const mappedLocation = location
    ? {
        locality: str(location.locality),
        region: str(location.region),
        postal_code: str(location.postal_code),
        country_code: countryCodeOf(location.country),
      }
    : null;
  const slug =
    str(pdl.linkedin_slug) ??
    companySlugFromUrl(pdl.linkedin_url) ??
    (ref?.kind === 'slug' ? ref.slug : String(id));
  return {
    id,
    slug,
    name: str(pdl.display_name) ?? str(pdl.name),
    website: absoluteUrl(pdl.website),
    domain: domainOf(pdl.website),
    industry: str(pdl.industry),
    type: COMPANY_TYPES[(str(pdl.type) ?? '').toLowerCase()] ?? null,
    description: str(pdl.summary),
    slogan: str(pdl.headline),
    logo_url: null,
    employees_count: count(pdl.employee_count) ?? count(pdl.linkedin_employee_count),
    specialties: strings(pdl.tags),
    location: mappedLocation && Object.values(mappedLocation).some((v) => v !== null) ? mappedLocation : null,
    followers: count(pdl.linkedin_follower_count),
    last_post_date: null,
    company_language: null,
    hiring_for: [],
    has_logo: null,
    recent_posts: [],
    email: null,
  };
}

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

const PDL_REF_PREFIX = 'pdl:';

/** The profile handle from `linkedin.com/in/<handle>`; null when the URL is no profile page. */
export function profileHandleFromUrl(url: unknown): string | null {
  const match = /(?:^|\/\/|\.)linkedin\.com\/in\/([^/?#]+)/i.exec(str(url) ?? '');
  return match?.[1] ? decodeSafely(match[1]) : null;
}

const handleOf = (person: PdlPerson): string | null =>
  str(person.linkedin_username) ?? profileHandleFromUrl(person.linkedin_url);

/**
 * Our person_ref for a PDL person: the network profile handle when PDL knows it (the same ref the
 * embedded network uses, and what the profile URL is built from), else `pdl:<PDL id>`.
 */
export function personRefOf(person: PdlPerson): string | null {
  const handle = handleOf(person);
  if (handle !== null) return handle;
  const id = str(person.id);
  return id === null ? null : `${PDL_REF_PREFIX}${id}`;
}

/** The Bulk Person Enrichment `params` that find the person behind a ref. */
export function enrichParamsFor(ref: string): Record<string, string> {
  return ref.startsWith(PDL_REF_PREFIX)
    ? { pdl_id: ref.slice(PDL_REF_PREFIX.length) }
    : { profile: `linkedin.com/in/${ref}` };
}

const fullName = (person: PdlPerson): string | null =>
  str(person.full_name) ??
  str([str(person.first_name), str(person.last_name)].filter((part) => part !== null).join(' '));

/** One roster row from a Person Search hit. PDL has no photos. */
export function toRosterEntry(person: PdlPerson): RosterEntry | null {
  const ref = personRefOf(person);
  if (ref === null) return null;
  return {
    person_ref: ref,
    name: fullName(person),
    headline: str(person.headline) ?? str(person.job_title),
    photo_url: null,
  };
}

function experienceItem(raw: unknown, now: Date): (ExperienceItem & { primary: boolean }) | null {
  const item = record(raw) as PdlExperience | null;
  if (!item) return null;
  const company = record(item.company) as PdlExperience['company'];
  const title = record(item.title) as PdlExperience['title'];
  const start = monthOf(item.start_date);
  const end = monthOf(item.end_date);
  return {
    title: str(title?.name),
    company: str(company?.name),
    company_id: numericId(company?.linkedin_id),
    employment_type: null,
    workplace_type: null,
    start,
    end,
    duration: duration(start, end, now),
    description: str(item.summary),
    primary: item.is_primary === true,
  };
}

function educationItem(raw: unknown): EducationItem | null {
  const item = record(raw) as PdlEducation | null;
  if (!item) return null;
  const school = record(item.school) as PdlEducation['school'];
  const degrees = strings(item.degrees);
  const majors = strings(item.majors);
  return {
    school: str(school?.name),
    degree: degrees.length > 0 ? degrees.join(', ') : null,
    field: majors.length > 0 ? majors.join(', ') : null,
    start: monthOf(item.start_date),
    end: monthOf(item.end_date),
  };
}

function personLocation(person: PdlPerson): PersonLocation | null {
  const location = {
    text: str(person.location_name),
    city: str(person.location_locality),
    region: str(person.location_region),
    country: str(person.location_country),
    country_code: countryCodeOf(person.location_country),
  };
  return Object.values(location).some((v) => v !== null) ? location : null;
}

/** Languages as ISO 639-1 codes, most proficient first (PDL rates proficiency 1–5), without repeats. */
function languages(raw: unknown): string[] {
  const rated = list(raw)
    .map((entry, index) => {
      const item = record(entry);
      const proficiency = typeof item?.proficiency === 'number' ? item.proficiency : 0;
      return { code: languageCodeOf(item?.name), proficiency, index };
    })
    .filter((l): l is { code: string; proficiency: number; index: number } => l.code !== null)
    .sort((a, b) => b.proficiency - a.proficiency || a.index - b.index);
  return [...new Set(rated.map((l) => l.code))];
}

/** Social profiles other than the network itself, as absolute URLs. */
function websites(person: PdlPerson): string[] {
  const urls = list(person.profiles)
    .map(record)
    .filter((p) => p !== null && str(p.network)?.toLowerCase() !== 'linkedin')
    .map((p) => absoluteUrl(p?.url))
    .filter((u): u is string => u !== null);
  return [...new Set(urls)];
}

export interface MappingOptions {
  /** Host of profile URLs, e.g. www.linkedin.com. */
  networkHost: string;
  now: Date;
  /** A current job PDL last verified longer ago than this is no longer tied to the company by id. */
  staleAfterMonths: number;
}

/**
 * A PDL person as a full profile under `ref` (the ref it was asked for, so the pipeline finds it again).
 *
 * Experience: current items (no end date) first, the primary one first among them, then by start,
 * newest first; derive.ts reads the first current item at the company as the current role. Freshness:
 * when PDL last verified the current job (`job_last_verified`) more than `staleAfterMonths` ago, the
 * open-ended items at that job's company lose their `company_id`, so the company is matched by name
 * only and `belongs_to_company` derives `likely` instead of `confirmed`.
 */
export function toProviderProfile(person: PdlPerson, ref: string, options: MappingOptions): ProviderProfile {
  const { now } = options;
  const handle = handleOf(person);
  const items = list(person.experience)
    .map((raw) => experienceItem(raw, now))
    .filter((item) => item !== null)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const aCurrent = a.item.end === null ? 1 : 0;
      const bCurrent = b.item.end === null ? 1 : 0;
      if (aCurrent !== bCurrent) return bCurrent - aCurrent;
      if (a.item.primary !== b.item.primary) return a.item.primary ? -1 : 1;
      const byStart = (b.item.start ?? '').localeCompare(a.item.start ?? '');
      return byStart !== 0 ? byStart : a.index - b.index;
    })
    .map(({ item }) => item);

  const verifiedMonthsAgo = monthsSince(person.job_last_verified, now);
  const staleCompany =
    verifiedMonthsAgo !== null && verifiedMonthsAgo > options.staleAfterMonths
      ? numericId(person.job_company_linkedin_id)
      : null;

  const experience: ExperienceItem[] = items.map(({ primary: _primary, ...item }) =>
    staleCompany !== null && item.end === null && item.company_id === staleCompany
      ? { ...item, company_id: null }
      : item,
  );

  const sex = (str(person.sex) ?? str(person.gender))?.toLowerCase();
  const linkedinId = str(person.linkedin_id);
  return {
    person_ref: ref,
    name: fullName(person),
    first_name: str(person.first_name),
    last_name: str(person.last_name),
    headline: str(person.headline),
    network_url: handle === null ? null : `https://${options.networkHost}/in/${encodeURIComponent(handle)}`,
    photo_url: null,
    background_url: null,
    location: personLocation(person),
    about: str(person.summary),
    connections: count(person.linkedin_connections),
    followers: null,
    member_since: null,
    gender: sex === 'male' || sex === 'female' ? sex : null,
    flags: null,
    certifications: list(person.certifications)
      .map(record)
      .filter((c) => c !== null)
      .map((c) => ({ title: str(c.name), issued_by: str(c.organization) }))
      .filter((c) => c.title !== null || c.issued_by !== null),
    interests: null,
    featured: [],
    websites: websites(person),
    bio_links: [],
    experience,
    education: list(person.education)
      .map(educationItem)
      .filter((e) => e !== null),
    signals: null,
    meta: {
      network_id: linkedinId,
      profile_urn: null,
      has_real_photo: null,
      photo_uploaded_at: null,
      photo_expires_at: null,
    },
    languages: languages(person.languages),
  };
}
