import type { CompanyRef } from '../../core/company-input.js';
import { normalizeCompanyName } from '../../core/derive.js';
import { deriveCompanyFields, deriveProfileFields } from '../../core/derive-signals.js';
import { ConfigError } from '../../core/errors.js';
import type { CallContext, NetworkProvider } from '../../core/ports.js';
import {
  type ExperienceItem,
  PROVIDER_COMPANY_FIELDS,
  PROVIDER_PROFILE_FIELDS,
  type ProviderCompany,
  type ProviderProfile,
  type RosterEntry,
} from '../../core/profile.js';
import { profileHandleFromUrl } from './pdl-mapping.js';

/**
 * Several NetworkProviders as one, merged field by field (docs/providers.md, "Merged providers"):
 * - the roster comes from one provider;
 * - the company and each profile are asked of every provider configured for them, and each field is
 *   taken from the first provider in the configured order that has a value for it (precedence), unless
 *   a later provider's record is fresher by more than `freshnessDays` (both records dated): then the
 *   freshest record's value wins;
 * - `signals` (posts, recommendations, activity) follow their own order when one is configured;
 * - what no provider gave but the merged data implies is derived (derive-signals.ts);
 * - every merged record says which provider filled which field in `sources` (internal: stored with the
 *   job's work objects, never part of a response).
 */

export interface NamedProvider {
  name: string;
  provider: NetworkProvider;
}

export interface MergedNetworkOptions {
  roster: NamedProvider;
  company: NamedProvider[];
  profiles: NamedProvider[];
  /** Precedence for `signals`; the profiles' order when absent. */
  posts?: NamedProvider[];
  /** A lower-precedence record this many days fresher than the preferred one wins. */
  freshnessDays?: number;
}

export const DERIVED_SOURCE = 'derived';
export const DEFAULT_FRESHNESS_DAYS = 365;

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isEmpty));

const DAY_MS = 86_400_000;
const dayMs = (day: string | null | undefined): number | null => {
  const t = day ? Date.parse(day.slice(0, 10)) : Number.NaN;
  return Number.isNaN(t) ? null : t;
};

interface Candidate<T> {
  name: string;
  record: T;
  observed: number | null;
}

/**
 * The candidate whose value wins for one field: the first with a value, unless a later one with a
 * value is dated more than `freshnessDays` after it (then the freshest such).
 */
function pick<T>(
  candidates: Candidate<T>[],
  value: (record: T) => unknown,
  freshnessDays: number,
): Candidate<T> | null {
  const withValue = candidates.filter((c) => !isEmpty(value(c.record)));
  const [first] = withValue;
  if (!first) return null;
  if (first.observed === null) return first;
  const fresher = withValue
    .filter((c) => c.observed !== null && c.observed > (first.observed as number) + freshnessDays * DAY_MS)
    .sort((a, b) => (b.observed as number) - (a.observed as number));
  return fresher[0] ?? first;
}

/** Nested objects merged per sub-field; `sources` gets `field.sub` entries. */
const NESTED = new Set(['location', 'meta', 'flags', 'signals', 'interests']);

function mergeRecords<T extends object>(
  candidates: Candidate<T>[],
  keys: readonly (keyof T)[],
  freshnessDays: number,
  orderFor: (key: keyof T) => Candidate<T>[] = () => candidates,
): { merged: Partial<T>; sources: Record<string, string> } {
  const merged: Partial<T> = {};
  const sources: Record<string, string> = {};
  for (const key of keys) {
    const ordered = orderFor(key);
    if (NESTED.has(String(key))) {
      const present = ordered.filter((c) => !isEmpty(c.record[key]));
      if (present.length === 0) {
        merged[key] = null as T[keyof T];
        continue;
      }
      const subKeys = [...new Set(present.flatMap((c) => Object.keys(c.record[key] as object)))];
      const nested: Record<string, unknown> = {};
      for (const sub of subKeys) {
        const winner = pick(present, (r) => (r[key] as Record<string, unknown>)[sub], freshnessDays);
        const fallback = (present[0]?.record[key] as Record<string, unknown> | undefined)?.[sub];
        nested[sub] = winner ? (winner.record[key] as Record<string, unknown>)[sub] : (fallback ?? null);
        if (winner) sources[`${String(key)}.${sub}`] = winner.name;
      }
      merged[key] = nested as T[keyof T];
      continue;
    }
    const winner = pick(ordered, (r) => r[key], freshnessDays);
    merged[key] = (winner ? winner.record[key] : (ordered[0]?.record[key] ?? null)) as T[keyof T];
    if (winner) sources[String(key)] = winner.name;
  }
  return { merged, sources };
}

/** Experience from the winning provider; network company ids filled in from the others by company and start. */
function withCompanyIds(
  items: ExperienceItem[],
  others: ExperienceItem[][],
): { items: ExperienceItem[]; filled: boolean } {
  let filled = false;
  const result = items.map((item) => {
    if (item.company_id !== null) return item;
    const name = normalizeCompanyName(item.company);
    const twin = others
      .flat()
      .find(
        (o) =>
          o.company_id !== null &&
          name !== '' &&
          normalizeCompanyName(o.company) === name &&
          o.start === item.start,
      );
    if (!twin) return item;
    filled = true;
    return { ...item, company_id: twin.company_id };
  });
  return { items: result, filled };
}

/** The fields a derivation filled (null before, a value after), as `sources` entries. */
function derivedSources(before: object, after: object, prefix = ''): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = (before as Record<string, unknown>)[key];
    const path = `${prefix}${key}`;
    if (value && typeof value === 'object' && !Array.isArray(value) && old && typeof old === 'object') {
      Object.assign(sources, derivedSources(old, value, `${path}.`));
    } else if (
      isEmpty(old) &&
      !isEmpty(value) &&
      !(value && typeof value === 'object' && !Array.isArray(value))
    ) {
      sources[path] = DERIVED_SOURCE;
    } else if (isEmpty(old) && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, v] of Object.entries(value))
        if (!isEmpty(v)) sources[`${path}.${sub}`] = DERIVED_SOURCE;
    }
  }
  return sources;
}

export class MergedNetworkProvider implements NetworkProvider {
  private readonly freshnessDays: number;

  constructor(private readonly options: MergedNetworkOptions) {
    if (options.company.length === 0 || options.profiles.length === 0) {
      throw new ConfigError([
        'A merged network provider needs at least one company and one profile provider',
      ]);
    }
    this.freshnessDays = options.freshnessDays ?? DEFAULT_FRESHNESS_DAYS;
  }

  /** The providers this configuration names, once each (for the docs and the coverage table). */
  get names(): string[] {
    const { roster, company, profiles, posts = [] } = this.options;
    return [...new Set([roster, ...company, ...profiles, ...posts].map((p) => p.name))];
  }

  async findCompany(ref: CompanyRef, ctx: CallContext): Promise<ProviderCompany | null> {
    const found: Candidate<ProviderCompany>[] = [];
    for (const { name, provider } of this.options.company) {
      const company = await provider.findCompany(ref, ctx);
      // Only records of the same network company merge: the first one found sets the id.
      if (company && (found.length === 0 || company.id === found[0]?.record.id)) {
        found.push({ name, record: company, observed: null });
      }
    }
    const [first] = found;
    if (!first) return null;
    const { merged, sources } = mergeRecords(found, PROVIDER_COMPANY_FIELDS, this.freshnessDays);
    const company = {
      ...(merged as ProviderCompany),
      id: first.record.id,
      slug: merged.slug ?? first.record.slug,
    };
    const derived = deriveCompanyFields(company);
    return { ...derived, sources: { id: first.name, ...sources, ...derivedSources(company, derived) } };
  }

  rosterPage(
    companyId: number,
    cursor: string | null,
    ctx: CallContext,
  ): Promise<{ people: RosterEntry[]; next: string | null }> {
    return this.options.roster.provider.rosterPage(companyId, cursor, ctx);
  }

  deepenProfiles(profiles: ProviderProfile[], ctx: CallContext): Promise<ProviderProfile[]> {
    return deepenWith(this.options.posts ?? this.options.profiles, profiles, ctx);
  }

  async enrichProfiles(refs: string[], ctx: CallContext): Promise<ProviderProfile[]> {
    const { roster, profiles, posts } = this.options;
    // The roster's provider reads its own refs; the others are asked by network profile handle.
    const order = [...profiles].sort(
      (a, b) => Number(b.name === roster.name) - Number(a.name === roster.name),
    );
    const byProvider = new Map<string, Map<string, ProviderProfile>>();
    const handles = new Map<string, string>();
    for (const { name, provider } of order) {
      const asked = refs.map((ref) => handles.get(ref) ?? ref);
      const backToRef = new Map(asked.map((key, index) => [key, refs[index] as string]));
      const answer = await provider.enrichProfiles([...new Set(asked)], ctx);
      const found = new Map<string, ProviderProfile>();
      for (const profile of answer) {
        const ref = backToRef.get(profile.person_ref);
        if (ref === undefined) continue;
        found.set(ref, profile);
        const handle = profileHandleFromUrl(
          profile.network_url?.replace(/^https?:\/\/[^/]+/, 'linkedin.com'),
        );
        if (handle && !handles.has(ref)) handles.set(ref, handle);
      }
      byProvider.set(name, found);
    }
    const merged: ProviderProfile[] = [];
    for (const ref of refs) {
      const candidates = profiles.flatMap(({ name }) => {
        const record = byProvider.get(name)?.get(ref);
        return record ? [{ name, record, observed: dayMs(record.observed_at) }] : [];
      });
      if (candidates.length === 0) continue;
      const postOrder = posts
        ? posts.flatMap(({ name }) => candidates.filter((c) => c.name === name))
        : candidates;
      const { merged: fields, sources } = mergeRecords(
        candidates,
        PROVIDER_PROFILE_FIELDS,
        this.freshnessDays,
        (key) => (key === 'signals' ? postOrder : candidates),
      );
      const experienceFrom = sources.experience;
      const { items, filled } = withCompanyIds(
        (fields.experience ?? []) as ExperienceItem[],
        candidates.filter((c) => c.name !== experienceFrom).map((c) => c.record.experience ?? []),
      );
      const observed = candidates.map((c) => c.record.observed_at).filter((d): d is string => !!d);
      const profile: ProviderProfile = {
        ...(fields as ProviderProfile),
        person_ref: ref,
        experience: items,
        observed_at: observed.length > 0 ? observed.reduce((a, b) => (a > b ? a : b)) : null,
      };
      const derived = deriveProfileFields(profile);
      merged.push({
        ...derived,
        sources: {
          ...sources,
          ...(filled ? { 'experience.company_id': 'merged' } : {}),
          ...derivedSources(profile, derived),
        },
      });
    }
    return merged;
  }
}

/**
 * The shortlist deepened by every provider that can (the `posts` order, else the profiles' order): each
 * adds what it has only where the profile still lacks it, and the provenance says who did.
 */
async function deepenWith(
  providers: NamedProvider[],
  profiles: ProviderProfile[],
  ctx: CallContext,
): Promise<ProviderProfile[]> {
  let current = profiles;
  for (const { name, provider } of providers) {
    if (!provider.deepenProfiles) continue;
    const before = current;
    const after = await provider.deepenProfiles(current, ctx);
    current = after.map((profile, index) => {
      const old = before[index];
      if (!old || old.person_ref !== profile.person_ref) return profile;
      const added =
        (old.signals?.recent_posts.length ?? 0) === 0 && (profile.signals?.recent_posts.length ?? 0) > 0;
      if (!added) return profile;
      return {
        ...profile,
        sources: {
          ...old.sources,
          ...derivedSources(old, profile),
          'signals.recent_posts': name,
        },
      };
    });
  }
  return current;
}

/**
 * The merge configuration as text (CTP_NETWORK_MERGE): `part=name,name;part=name…` with the parts
 * `roster` (one name), `company`, `profiles` and optionally `posts`, e.g.
 * `roster=coresignal;company=coresignal,pdl;profiles=coresignal,pdl;posts=coresignal`.
 */
export interface MergeSpec {
  roster: string;
  company: string[];
  profiles: string[];
  posts: string[] | null;
}

export function parseMergeSpec(text: string, known: readonly string[]): MergeSpec {
  const parts = new Map<string, string[]>();
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value] = part.split('=').map((p) => p.trim());
    if (!key || !value || !['roster', 'company', 'profiles', 'posts'].includes(key) || parts.has(key)) {
      throw new ConfigError([
        `CTP_NETWORK_MERGE: cannot read "${part}" (expected roster=…;company=…;profiles=…[;posts=…])`,
      ]);
    }
    const names = value
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !known.includes(n));
    if (names.length === 0 || unknown.length > 0 || new Set(names).size !== names.length) {
      throw new ConfigError([
        `CTP_NETWORK_MERGE: "${part}" must name distinct providers among ${known.join(', ')}`,
      ]);
    }
    parts.set(key, names);
  }
  const roster = parts.get('roster');
  const company = parts.get('company');
  const profiles = parts.get('profiles');
  if (roster?.length !== 1 || !company || !profiles) {
    throw new ConfigError(['CTP_NETWORK_MERGE: needs roster=<one provider>, company=… and profiles=…']);
  }
  // Only the roster's provider reads its own refs; the others are reached through what it answers.
  if (!profiles.includes(roster[0] as string)) {
    throw new ConfigError([`CTP_NETWORK_MERGE: profiles must include the roster's provider (${roster[0]})`]);
  }
  return { roster: roster[0] as string, company, profiles, posts: parts.get('posts') ?? null };
}
