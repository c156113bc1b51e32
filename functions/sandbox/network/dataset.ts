import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { CompanyRef } from '../../core/company-input.js';
import { AppError, InvariantError } from '../../core/errors.js';
import { Stage } from '../../core/model.js';
import type { ProviderCompany, ProviderProfile } from '../../core/profile.js';
import * as Result from '../../core/result-schemas.js';
import { GENDERS } from '../../core/values.js';

/**
 * The embedded network: a JSON file of companies and profiles that stands in for a real provider in
 * local mode, in tests and in benchmarks. The format is documented in docs/network-data.md and
 * docs/network-data.schema.json; this module is its one reader, and validates everything on load so
 * that a typo in a hand-edited file fails loudly with the path of the problem instead of producing a
 * silently odd job.
 */

/** The sample shipped with the repository (`data/sample-network.json`). */
export const DEFAULT_NETWORK_FILE = fileURLToPath(
  new URL('../../../data/sample-network.json', import.meta.url),
);

export const FaultKind = {
  rate_limited: 'rate_limited',
  unavailable: 'unavailable',
  timeout: 'timeout',
  crash: 'crash',
} as const;
export type FaultKind = (typeof FaultKind)[keyof typeof FaultKind];

export interface Simulation {
  /** Waited before every call that concerns the company. */
  latency_ms: number;
  /** Per stage, the fault met by attempt n is `faults[stage][n]`; past the end of the list, none. */
  faults: Partial<Record<Stage, readonly FaultKind[]>>;
}

export interface SyntheticRoster {
  count: number;
  seed: number;
}

/** A company as the dataset holds it: the provider's view plus the roster and the simulation settings. */
export interface DatasetCompany extends ProviderCompany {
  /** Profile ids in roster order, the synthetic filler (if any) appended. */
  roster: readonly string[];
  synthetic_roster: SyntheticRoster | null;
  simulate: Simulation | null;
}

/** A profile as the dataset holds it: `id` becomes the `person_ref`, and `network_url` is derived. */
export type DatasetProfile = Omit<ProviderProfile, 'person_ref' | 'network_url'> & { id: string };

/** Limits that keep a hand-edited file from asking for absurd work. */
export const DATASET_LIMITS = {
  maxSyntheticRoster: 100_000,
  maxLatencyMs: 60_000,
  maxFaultsPerStage: 100,
  maxProfileIdLength: 100,
  maxSlugLength: 100,
  /** Problems listed in one error message; the rest are counted. */
  maxReportedProblems: 50,
} as const;

const STAGES = Object.values(Stage);
const FAULT_KINDS = Object.values(FaultKind);
const EMAIL_PLACEHOLDERS = ['{first}', '{last}', '{f}', '{l}'] as const;

// ---------------------------------------------------------------------------------------------------
// Schema

/** A field's description in docs/network-data.schema.json, which is generated from these schemas. */
const about = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));

const nullableString = v.optional(v.nullable(v.string('must be a string or null')), null);
const nullableBoolean = v.optional(v.nullable(v.boolean('must be true, false or null')), null);
const url = v.pipe(v.string('must be a URL'), v.url('must be an absolute URL such as https://…'));
const nullableUrl = v.optional(v.nullable(url), null);
const count = v.pipe(
  v.number('must be a whole number'),
  v.integer('must be a whole number'),
  v.minValue(0, 'must not be negative'),
);
const nullableCount = v.optional(v.nullable(count), null);
const companyId = v.pipe(
  v.number('must be a whole number (a company id is an integer, not a string)'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'is too large'),
  v.description('Numeric company id on the network.'),
);
const day = v.pipe(v.string('must be a date'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'));
const nullableDay = v.optional(v.nullable(day), null);
const timestamp = v.pipe(
  v.string('must be a date'),
  v.regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
    'must be an ISO 8601 date or date-time',
  ),
);
const nullableTimestamp = v.optional(v.nullable(timestamp), null);
const month = v.pipe(v.string('must be a string'), v.regex(/^\d{4}(-\d{2})?$/, 'must be YYYY or YYYY-MM'));
const nullableMonth = v.optional(v.nullable(month), null);
const languageCode = v.pipe(
  v.string('must be a string'),
  v.regex(/^[a-z]{2}$/, 'must be an ISO 639-1 code such as en'),
);
const countryCode = v.pipe(
  v.string('must be a string'),
  v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as US'),
);
const nullableCountryCode = v.optional(v.nullable(countryCode), null);
const list = <T extends v.GenericSchema>(item: T) => v.optional(v.array(item, 'must be an array'), () => []);

// The parts a file shares with a result take their fields from core's result schemas
// (functions/core/result-schemas.ts), so that a field added there is a field here without a second
// definition. A file states them leniently: a field left out means null, a list left out means empty.
// `refine` gives a field the check a hand-edited file needs (a URL, a date) where the result only says
// "a string"; a result field of any other kind than those `lenientField` knows must be refined.

/** Every part derived so far, by the result schema it came from, so a nested part is the same schema. */
const derivedParts = new Map<v.GenericSchema, v.GenericSchema>();

type ResultPart =
  | v.ObjectSchema<v.ObjectEntries, undefined>
  | v.StrictObjectSchema<v.ObjectEntries, undefined>;
type Refinements<S extends ResultPart> = { readonly [K in keyof S['entries']]?: v.GenericSchema };

function fromResult<S extends ResultPart, O extends keyof S['entries'] & string = never>(
  result: S,
  refine: Refinements<S> = {},
  omit: readonly O[] = [],
): v.GenericSchema<unknown, Omit<v.InferOutput<S>, O>> {
  const entries = Object.fromEntries(
    Object.entries(result.entries)
      .filter(([key]) => !(omit as readonly string[]).includes(key))
      .map(([key, field]) => [key, refine[key] ?? lenientField(field, key)]),
  );
  const part = v.strictObject(entries);
  derivedParts.set(result, part);
  return part as unknown as v.GenericSchema<unknown, Omit<v.InferOutput<S>, O>>;
}

type Introspected = v.GenericSchema & {
  wrapped?: Introspected;
  item?: Introspected;
  pipe?: readonly { type: string; kind?: string; requirement?: unknown; description?: string }[];
};

const actionOf = (schema: Introspected, type: string) => schema.pipe?.find((action) => action.type === type);

function lenientField(field: Introspected, key: string): v.GenericSchema {
  const shape = lenientShape(field, key);
  const description = actionOf(field, 'description')?.description;
  return description === undefined ? shape : about(shape, description);
}

function lenientShape(field: Introspected, key: string): v.GenericSchema {
  const inner = field.wrapped;
  if (field.type === 'nullable' && inner) {
    const part = derivedParts.get(inner);
    if (part) return v.optional(v.nullable(part), null);
    if (inner.type === 'string' && !actionOf(inner, 'regex')) return nullableString;
    if (inner.type === 'boolean') return nullableBoolean;
    if (
      inner.type === 'number' &&
      actionOf(inner, 'integer') &&
      actionOf(inner, 'min_value')?.requirement === 0
    ) {
      return nullableCount;
    }
  }
  if (field.type === 'array' && field.item) {
    const part = derivedParts.get(field.item);
    const max = actionOf(field, 'max_length')?.requirement;
    if (part && typeof max === 'number') {
      return v.optional(
        v.pipe(v.array(part, 'must be an array'), v.maxLength(max, `holds at most ${max} items`)),
        () => [],
      );
    }
    if (part) return list(part);
    if (field.item.type === 'string') return list(v.string('must be a string'));
  }
  throw new InvariantError(`The dataset schema must refine the result field ${JSON.stringify(key)}`);
}

const CompanyPostSchema = fromResult(Result.CompanyPost, { posted_at: nullableTimestamp, url: nullableUrl });

const CompanyLocationSchema = fromResult(
  Result.CompanyLocation,
  {
    country_code: about(nullableCountryCode, 'ISO 3166-1 alpha-2; the service resolves the country name.'),
  },
  ['country'],
);
const EmailConfigSchema = v.strictObject({
  domain: v.pipe(
    v.string('must be a domain'),
    v.regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      'must be a lowercase mail domain',
    ),
    v.description('Lowercase mail domain.'),
  ),
  pattern: v.pipe(
    v.string('must be a string'),
    v.regex(
      /^(\{first\}|\{last\}|\{f\}|\{l\}|[a-z0-9._-])+$/,
      'must be built from {first}, {last}, {f}, {l} and the characters a-z 0-9 . _ -',
    ),
    v.check(
      (pattern) => EMAIL_PLACEHOLDERS.some((placeholder) => pattern.includes(placeholder)),
      'must contain at least one of {first}, {last}, {f}, {l}',
    ),
    v.description(
      'Local part with placeholders {first}, {last}, {f} (first initial), {l} (last initial), e.g. {first}.{last} or {f}{last}; at least one placeholder.',
    ),
  ),
  catch_all: about(
    v.optional(v.boolean('must be true or false'), false),
    'The server accepts every address: addresses are guessed (risky), never verified.',
  ),
});

const SyntheticRosterSchema = v.strictObject({
  count: v.pipe(
    count,
    v.maxValue(DATASET_LIMITS.maxSyntheticRoster, 'is too large'),
    v.description('How many filler profiles to generate and append to the roster.'),
  ),
  seed: about(
    v.optional(v.pipe(v.number('must be a whole number'), v.integer('must be a whole number'))),
    'Defaults to the company id. The same company id and seed always give the same people.',
  ),
});

const FaultKindSchema = v.pipe(
  v.picklist(
    FAULT_KINDS,
    (issue) => `unknown fault ${issue.received}; expected one of ${FAULT_KINDS.join(', ')}`,
  ),
  v.description(
    'rate_limited, unavailable and timeout are transient (the stage is retried later); crash is an unexpected failure.',
  ),
);

/** The keys of `faults`; only for the JSON Schema (the loader checks keys itself, see below). */
export const StageNameSchema = v.picklist(STAGES);

/** Per stage, the faults its attempts meet. */
export const FaultsSchema = v.record(
  v.string(),
  v.pipe(
    v.array(FaultKindSchema, 'must be an array of fault kinds'),
    v.maxLength(DATASET_LIMITS.maxFaultsPerStage, 'is too long'),
  ),
  'must be an object keyed by stage name',
);

const SimulateSchema = v.strictObject({
  latency_ms: about(
    v.optional(
      v.pipe(
        count,
        v.maxValue(DATASET_LIMITS.maxLatencyMs, `must be at most ${DATASET_LIMITS.maxLatencyMs}`),
      ),
      0,
    ),
    'Waited before every call concerning the company.',
  ),
  // Keys are checked against the stage names separately, to say which key is wrong and what is allowed.
  faults: about(
    v.optional(FaultsSchema, () => ({})),
    "Per stage, the fault met by the stage's attempt n is the list's item n (attempt 0 is the first try); past the end, none.",
  ),
});

export const DatasetCompanySchema = v.pipe(
  v.strictObject({
    id: companyId,
    slug: v.pipe(
      v.string('must be a string'),
      v.maxLength(DATASET_LIMITS.maxSlugLength, `must be at most ${DATASET_LIMITS.maxSlugLength} characters`),
      v.regex(
        /^[\p{Ll}\p{Lo}0-9][\p{Ll}\p{Lo}\p{M}0-9_-]*$/u,
        'must be lowercase letters, digits, "-" and "_", starting with a letter or digit',
      ),
      v.description("The company page's slug, lowercase; looked up case-insensitively. Unique in the file."),
    ),
    name: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
    website: nullableUrl,
    domain: about(
      nullableString,
      "The company's web domain (informational; mail addresses use email.domain).",
    ),
    industry: nullableString,
    type: about(nullableString, 'e.g. Privately Held, Public Company, Government Agency'),
    description: nullableString,
    slogan: nullableString,
    logo_url: nullableUrl,
    employees_count: about(
      nullableCount,
      'Self-declared headcount; the size gate reads it. May differ from the roster length.',
    ),
    specialties: about(list(v.string('must be a string')), 'Self-declared focus areas.'),
    location: v.optional(v.nullable(CompanyLocationSchema), null),
    followers: nullableCount,
    last_post_date: about(nullableDay, 'YYYY-MM-DD'),
    company_language: about(v.optional(v.nullable(languageCode), null), 'ISO 639-1'),
    hiring_for: list(v.string('must be a string')),
    has_logo: nullableBoolean,
    recent_posts: list(CompanyPostSchema),
    email: about(
      v.optional(v.nullable(EmailConfigSchema), null),
      'How mail addresses are formed; null or absent when unknown (no email is found).',
    ),
    roster: about(
      v.array(v.string('must be a profile id (a string)'), 'must be an array of profile ids'),
      'Profile ids of the current roster, in roster order; each must exist in profiles and appear once.',
    ),
    synthetic_roster: v.optional(v.nullable(SyntheticRosterSchema), null),
    simulate: v.optional(v.nullable(SimulateSchema), null),
  }),
  v.description(
    "A company: the spec's Company fields (2.3) except network_url, network_since_est and location.country, which the service computes.",
  ),
);

const EngagementSchema = fromResult(Result.Engagement);
const RecommendationSchema = fromResult(Result.Recommendation);

const ExperienceSchema = fromResult(Result.ExperienceItem, {
  company_id: v.optional(v.nullable(companyId), null),
  employment_type: about(
    nullableString,
    'e.g. Full-time, Part-time, Contract, Freelance, Self-employed, Internship',
  ),
  workplace_type: about(nullableString, 'e.g. On-site, Hybrid, Remote'),
  start: about(nullableMonth, 'YYYY or YYYY-MM'),
  end: about(nullableMonth, 'YYYY or YYYY-MM; null for a current position'),
});

const EducationSchema = fromResult(Result.EducationItem, { start: nullableMonth, end: nullableMonth });

const RecentPostSchema = fromResult(Result.RecentPost, { posted_at: nullableTimestamp, url: nullableUrl });

const ArticleSchema = fromResult(Result.Article, { link: nullableUrl, published: nullableTimestamp });

const SignalsSchema = fromResult(Result.Signals, {
  avg_engagement: v.optional(
    v.nullable(v.pipe(v.number('must be a number'), v.minValue(0, 'must not be negative'))),
    null,
  ),
  last_active: about(nullableDay, 'Date of the most recent post or reshare.'),
});

const MetaSchema = fromResult(Result.Meta, {
  photo_uploaded_at: nullableTimestamp,
  photo_expires_at: about(nullableTimestamp, 'When a signed photo URL expires; null means permanent.'),
});

const PersonLocationSchema = fromResult(Result.PersonLocation, { country_code: nullableCountryCode });

const FlagsSchema = fromResult(Result.Flags);

const CertificationSchema = fromResult(Result.Certification);

const InterestGroupSchema = fromResult(Result.InterestGroup, { url: nullableUrl });

const InterestNewsletterSchema = fromResult(Result.InterestNewsletter);

const InterestsSchema = fromResult(Result.Interests);

const FeaturedItemSchema = fromResult(Result.FeaturedItem, {
  type: about(nullableString, 'e.g. LINK, IMAGE, DOCUMENT, POST'),
  url: nullableUrl,
});

const BioLinkSchema = fromResult(Result.BioLink, { url: nullableUrl });
export const DatasetProfileSchema = v.pipe(
  v.strictObject({
    id: v.pipe(
      v.string('must be a string'),
      v.regex(
        new RegExp(`^[A-Za-z0-9][A-Za-z0-9_-]{0,${DATASET_LIMITS.maxProfileIdLength - 1}}$`),
        `must be 1 to ${DATASET_LIMITS.maxProfileIdLength} letters, digits, "-" or "_"`,
      ),
      v.description('The person_ref; the profile URL is https://{network_host}/in/{id}. Unique in the file.'),
    ),
    name: nullableString,
    first_name: nullableString,
    last_name: nullableString,
    headline: nullableString,
    photo_url: nullableUrl,
    background_url: about(nullableUrl, 'Custom banner; null means the default banner.'),
    location: v.optional(v.nullable(PersonLocationSchema), null),
    about: nullableString,
    connections: nullableCount,
    followers: nullableCount,
    member_since: about(nullableDay, 'Account registration date, YYYY-MM-DD.'),
    gender: about(
      v.optional(
        v.nullable(v.picklist(GENDERS, `must be ${GENDERS.map((g) => `"${g}"`).join(', ')} or null`)),
        null,
      ),
      'As stated; null or absent lets the service derive unknown.',
    ),
    flags: v.optional(v.nullable(FlagsSchema), null),
    certifications: list(CertificationSchema),
    interests: v.optional(v.nullable(InterestsSchema), null),
    featured: list(FeaturedItemSchema),
    websites: list(url),
    bio_links: list(BioLinkSchema),
    experience: about(list(ExperienceSchema), 'Newest first. The current position(s) have end null.'),
    education: list(EducationSchema),
    signals: v.optional(v.nullable(SignalsSchema), null),
    meta: v.optional(v.nullable(MetaSchema), null),
    languages: about(list(languageCode), 'ISO 639-1, most fluent first.'),
  }),
  v.description(
    "A person: the spec's Person, Experience, Education, Signals and Meta fields (2.5, 2.8) except network_url (derived) and outreach_language (chosen by the service).",
  ),
);

const latencyMs = about(
  v.optional(
    v.pipe(count, v.maxValue(DATASET_LIMITS.maxLatencyMs, `must be at most ${DATASET_LIMITS.maxLatencyMs}`)),
    0,
  ),
  'Waited before every call to the dependency.',
);
const perMinute = v.optional(v.nullable(v.pipe(count, v.minValue(1, 'must be at least 1'))), null);

/** One dependency's simulated limit and latency: what a real one does to every job at once. */
const DependencySimulationSchema = v.strictObject({
  latency_ms: latencyMs,
  per_minute: about(
    perMinute,
    'Calls a minute over all jobs (records for provider_enrich), in fixed 60-second windows; null: unlimited.',
  ),
});

const JudgeSimulationSchema = v.strictObject({
  latency_ms: latencyMs,
  per_minute: about(perMinute, 'Judge requests a minute over all jobs; null: unlimited.'),
  input_tokens_per_minute: about(
    perMinute,
    "Judge input tokens a minute over all jobs (the judge's estimate, or the profiles' JSON at 4 characters a token); null: unlimited.",
  ),
});

/** The dataset-wide `simulate`: per-dependency rate limits and latency (docs/network-data.md). */
export const NetworkSimulationSchema = v.strictObject({
  provider_search: v.optional(v.nullable(DependencySimulationSchema), null),
  provider_enrich: v.optional(v.nullable(DependencySimulationSchema), null),
  verifier: v.optional(v.nullable(DependencySimulationSchema), null),
  judge: v.optional(v.nullable(JudgeSimulationSchema), null),
});

export type NetworkSimulation = v.InferOutput<typeof NetworkSimulationSchema>;
export type SimulatedDependency = keyof NetworkSimulation;

export const NetworkDatasetSchema = v.pipe(
  v.strictObject({
    /** Lets an editor find docs/network-data.schema.json; ignored by the loader. */
    $schema: v.optional(v.string('must be a string')),
    simulate: about(
      v.optional(v.nullable(NetworkSimulationSchema), null),
      'Per-dependency rate limits and latency, shared by every job in the process (docs/network-data.md, "Dependency limits").',
    ),
    companies: v.array(DatasetCompanySchema, 'must be an array of companies'),
    profiles: v.array(DatasetProfileSchema, 'must be an array of profiles'),
  }),
  v.title('Embedded network dataset'),
  v.description(
    'The file the embedded network provider reads (CTP_NETWORK_FILE). See docs/network-data.md. Rules across values (unique ids and slugs, roster ids that exist) are checked by the loader, not by this schema.',
  ),
);

/** Every named part of the dataset, under its name in the JSON Schema's `$defs`. */
export const DATASET_SCHEMA_DEFINITIONS = {
  companyId,
  stage: StageNameSchema,
  faultKind: FaultKindSchema,
  company: DatasetCompanySchema,
  companyLocation: CompanyLocationSchema,
  companyPost: CompanyPostSchema,
  emailConfig: EmailConfigSchema,
  syntheticRoster: SyntheticRosterSchema,
  simulate: SimulateSchema,
  profile: DatasetProfileSchema,
  personLocation: PersonLocationSchema,
  flags: FlagsSchema,
  certification: CertificationSchema,
  interests: InterestsSchema,
  interestGroup: InterestGroupSchema,
  interestNewsletter: InterestNewsletterSchema,
  featuredItem: FeaturedItemSchema,
  bioLink: BioLinkSchema,
  experienceItem: ExperienceSchema,
  educationItem: EducationSchema,
  signals: SignalsSchema,
  recommendation: RecommendationSchema,
  recentPost: RecentPostSchema,
  engagement: EngagementSchema,
  article: ArticleSchema,
  meta: MetaSchema,
  networkSimulate: NetworkSimulationSchema,
  dependencySimulate: DependencySimulationSchema,
  judgeSimulate: JudgeSimulationSchema,
} as const satisfies Record<string, v.GenericSchema>;

// ---------------------------------------------------------------------------------------------------
// Loading

export class NetworkDatasetError extends AppError {
  readonly code = 'dataset_invalid';
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    const shown = problems.slice(0, DATASET_LIMITS.maxReportedProblems);
    const more = problems.length - shown.length;
    super(
      `Invalid network dataset ${source}:\n${shown.map((p) => `  - ${p}`).join('\n')}` +
        (more > 0 ? `\n  … and ${more} more` : ''),
    );
  }
}

const cache = new Map<string, NetworkDataset>();

/** Reads, validates and indexes a dataset file; the same path is read only once per process. */
export function loadNetworkDataset(path: string): NetworkDataset {
  const absolute = resolve(path);
  const cached = cache.get(absolute);
  if (cached) return cached;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(absolute, 'utf8'));
  } catch (error) {
    throw new NetworkDatasetError(absolute, [
      `Cannot read network dataset ${absolute}: ${(error as Error).message}`,
    ]);
  }
  const dataset = parseNetworkDataset(json, absolute);
  cache.set(absolute, dataset);
  return dataset;
}

/** Forgets the datasets read so far (tests that rewrite a file). */
export function clearNetworkDatasetCache(): void {
  cache.clear();
}

/** Validates a parsed dataset document; throws NetworkDatasetError listing every problem with its path. */
export function parseNetworkDataset(json: unknown, source: string): NetworkDataset {
  // Valibot takes an array for an object with missing keys; say what the file should be instead.
  if (!isRecord(json))
    throw new NetworkDatasetError(source, [
      '(root): must be an object { "companies": [...], "profiles": [...] }',
    ]);
  const parsed = v.safeParse(NetworkDatasetSchema, json);
  const problems = parsed.success ? [] : parsed.issues.map(describeIssue);
  // The cross-reference rules run on the raw document too, so one report names every problem at once.
  problems.push(...crossReferenceProblems(json));
  if (!parsed.success || problems.length > 0) throw new NetworkDatasetError(source, problems);

  const { companies, profiles, simulate } = parsed.output;
  const byId = new Map<string, DatasetProfile>(profiles.map((p) => [p.id, p]));
  const built: DatasetCompany[] = companies.map((company) => {
    const seed = company.synthetic_roster?.seed ?? company.id;
    const synthetic = company.synthetic_roster
      ? generateSyntheticProfiles(company, company.synthetic_roster.count, seed, byId)
      : [];
    for (const profile of synthetic) byId.set(profile.id, profile);
    return {
      ...company,
      slug: company.slug.normalize('NFC'),
      roster: [...company.roster, ...synthetic.map((p) => p.id)],
      synthetic_roster: company.synthetic_roster ? { count: company.synthetic_roster.count, seed } : null,
      simulate: company.simulate
        ? { latency_ms: company.simulate.latency_ms, faults: company.simulate.faults as Simulation['faults'] }
        : null,
    };
  });
  return new NetworkDataset(source, built, byId, simulate);
}

/** An indexed, read-only dataset. */
export class NetworkDataset {
  private readonly byId = new Map<number, DatasetCompany>();
  private readonly bySlug = new Map<string, DatasetCompany>();
  private readonly rosterOwner = new Map<string, DatasetCompany>();

  constructor(
    readonly source: string,
    readonly companies: readonly DatasetCompany[],
    private readonly profiles: ReadonlyMap<string, DatasetProfile>,
    /** Per-dependency rate limits and latency, shared by every call in this process. */
    readonly simulate: NetworkSimulation | null = null,
  ) {
    for (const company of companies) {
      this.byId.set(company.id, company);
      this.bySlug.set(company.slug.toLowerCase(), company);
      for (const ref of company.roster) if (!this.rosterOwner.has(ref)) this.rosterOwner.set(ref, company);
    }
  }

  get profileCount(): number {
    return this.profiles.size;
  }

  companyById(id: number): DatasetCompany | null {
    return this.byId.get(id) ?? null;
  }

  /** Slugs compare case-insensitively. */
  companyBySlug(slug: string): DatasetCompany | null {
    return this.bySlug.get(slug.normalize('NFC').toLowerCase()) ?? null;
  }

  company(ref: CompanyRef): DatasetCompany | null {
    return ref.kind === 'id' ? this.companyById(ref.companyId) : this.companyBySlug(ref.slug);
  }

  profile(id: string): DatasetProfile | null {
    return this.profiles.get(id) ?? null;
  }

  /**
   * The company a profile's calls are charged to (for latency and faults): the first company, in file
   * order, whose roster lists it; otherwise its current employer when that is in the dataset.
   */
  companyOfProfile(id: string): DatasetCompany | null {
    const owner = this.rosterOwner.get(id);
    if (owner) return owner;
    const profile = this.profiles.get(id);
    const current = profile?.experience.find((item) => item.end === null && item.company_id !== null);
    return current?.company_id ? this.companyById(current.company_id) : null;
  }

  simulationFor(companyId: number): Simulation | null {
    return this.byId.get(companyId)?.simulate ?? null;
  }
}

/** The provider's view of a dataset company: roster and simulation settings stay behind. */
export function toProviderCompany(company: DatasetCompany): ProviderCompany {
  return structuredClone({
    id: company.id,
    slug: company.slug,
    name: company.name,
    website: company.website,
    domain: company.domain,
    industry: company.industry,
    type: company.type,
    description: company.description,
    slogan: company.slogan,
    logo_url: company.logo_url,
    employees_count: company.employees_count,
    specialties: company.specialties,
    location: company.location,
    followers: company.followers,
    last_post_date: company.last_post_date,
    company_language: company.company_language,
    hiring_for: company.hiring_for,
    has_logo: company.has_logo,
    recent_posts: company.recent_posts,
    email: company.email,
  });
}

// ---------------------------------------------------------------------------------------------------
// Problems

type Issue = v.InferIssue<typeof NetworkDatasetSchema>;

/** `companies[2].roster[5]` style, the way a reader finds the spot in the file. */
export function jsonPath(keys: readonly unknown[]): string {
  let path = '';
  for (const key of keys) {
    if (typeof key === 'number') path += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key))
      path += path === '' ? key : `.${key}`;
    else path += `[${JSON.stringify(String(key))}]`;
  }
  return path === '' ? '(root)' : path;
}

function describeIssue(issue: Issue): string {
  const path = jsonPath(issue.path?.map((item) => item.key) ?? []);
  if (issue.type === 'strict_object' && issue.expected === 'never') return `${path}: unknown field`;
  if (issue.type === 'strict_object' && issue.path?.at(-1)?.origin === 'key') return `${path}: is required`;
  if (issue.type === 'picklist') return `${path}: ${issue.message}`;
  return `${path}: ${issue.message}, got ${issue.received}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rules that span more than one value: uniqueness, roster references, stage names. */
function crossReferenceProblems(json: unknown): string[] {
  if (!isRecord(json)) return [];
  const problems: string[] = [];
  const profiles = Array.isArray(json.profiles) ? json.profiles : [];
  const companies = Array.isArray(json.companies) ? json.companies : [];

  const profileIndex = new Map<string, number>();
  profiles.forEach((profile, i) => {
    if (!isRecord(profile) || typeof profile.id !== 'string') return;
    const first = profileIndex.get(profile.id);
    if (first === undefined) profileIndex.set(profile.id, i);
    else
      problems.push(
        `profiles[${i}].id: duplicate profile id ${JSON.stringify(profile.id)} (also profiles[${first}])`,
      );
  });

  const companyIds = new Map<number, number>();
  const slugs = new Map<string, number>();
  companies.forEach((company, i) => {
    if (!isRecord(company)) return;
    if (typeof company.id === 'number') {
      const first = companyIds.get(company.id);
      if (first === undefined) companyIds.set(company.id, i);
      else problems.push(`companies[${i}].id: duplicate company id ${company.id} (also companies[${first}])`);
    }
    if (typeof company.slug === 'string') {
      const slug = company.slug.normalize('NFC').toLowerCase();
      const first = slugs.get(slug);
      if (first === undefined) slugs.set(slug, i);
      else
        problems.push(
          `companies[${i}].slug: duplicate company slug ${JSON.stringify(company.slug)} (also companies[${first}])`,
        );
    }
    if (Array.isArray(company.roster)) {
      const seen = new Map<string, number>();
      company.roster.forEach((ref, j) => {
        if (typeof ref !== 'string') return;
        if (!profileIndex.has(ref))
          problems.push(`companies[${i}].roster[${j}]: unknown profile id ${JSON.stringify(ref)}`);
        const first = seen.get(ref);
        if (first === undefined) seen.set(ref, j);
        else
          problems.push(
            `companies[${i}].roster[${j}]: profile id ${JSON.stringify(ref)} is listed twice (also roster[${first}])`,
          );
      });
    }
    const faults = isRecord(company.simulate) ? company.simulate.faults : undefined;
    if (isRecord(faults)) {
      for (const stage of Object.keys(faults)) {
        if (!(STAGES as string[]).includes(stage))
          problems.push(
            `${jsonPath(['companies', i, 'simulate', 'faults', stage])}: unknown stage ${JSON.stringify(stage)}; ` +
              `expected one of ${STAGES.join(', ')}`,
          );
      }
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Synthetic rosters
//
// Big companies are rehearsed with generated filler instead of megabytes of JSON. Everything below is
// a pure function of (company, count, seed): the same file always yields the same people.

type ParsedCompany = v.InferOutput<typeof DatasetCompanySchema>;

/** Durations and "current" dates of generated people are computed against this fixed day. */
export const SYNTHETIC_AS_OF = '2026-11-01';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the company id into the seed, so two companies with the same seed still get different people. */
function seedFor(companyId: number, seed: number): number {
  let h = 2166136261;
  for (const ch of `${companyId}:${seed}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new InvariantError('pick from an empty list');
    return item;
  }
  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }
}

// Space-separated to keep the lists readable; no name here contains a space.
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

const NAMES = {
  en: {
    female:
      words(`Emma Olivia Sophia Ava Isabella Mia Charlotte Amelia Harper Evelyn Abigail Emily Madison Chloe
      Grace Zoe Nora Lily Hannah Priya Aisha Mei Sofia Valentina Fatima Ngozi Yuki Ana Leah Rachel Megan Lauren`),
    male: words(`Liam Noah Oliver Elijah James William Benjamin Lucas Henry Alexander Michael Daniel Matthew Ethan
      Samuel David Joseph Ryan Andrew Arjun Omar Wei Mateo Diego Kwame Hiroshi Luis Marcus Nathan Tyler Kevin Brian`),
    last: words(`Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson
      Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen
      King Wright Scott Nguyen Patel Kim Chen Singh Okafor Mensah Kowalski Rossi O'Brien Murphy Cohen Sullivan
      Bennett Reyes Foster Hughes Price`),
  },
  de: {
    female:
      words(`Anna Lena Laura Julia Sarah Lisa Katharina Sophie Marie Hannah Johanna Lea Franziska Miriam Jana
      Clara Ayşe Elif Nina Sabine`),
    male: words(`Lukas Jonas Felix Maximilian Leon Paul Tobias Florian Sebastian Jan Moritz Niklas Tim Philipp Stefan
      Markus Mehmet Can Jürgen Björn`),
    last: words(`Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter
      Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Werner Krause Lehmann Yılmaz
      Kaya Nowak Köhler`),
  },
};

const CITIES: Record<string, readonly { city: string; region: string }[]> = {
  US: [
    { city: 'New York', region: 'New York' },
    { city: 'Chicago', region: 'Illinois' },
    { city: 'Austin', region: 'Texas' },
    { city: 'Seattle', region: 'Washington' },
    { city: 'Atlanta', region: 'Georgia' },
    { city: 'Denver', region: 'Colorado' },
    { city: 'Columbus', region: 'Ohio' },
  ],
  DE: [
    { city: 'Berlin', region: 'Berlin' },
    { city: 'München', region: 'Bayern' },
    { city: 'Hamburg', region: 'Hamburg' },
    { city: 'Köln', region: 'Nordrhein-Westfalen' },
    { city: 'Frankfurt am Main', region: 'Hessen' },
  ],
  GB: [
    { city: 'London', region: 'England' },
    { city: 'Manchester', region: 'England' },
    { city: 'Edinburgh', region: 'Scotland' },
  ],
};

const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  DE: 'Germany',
  GB: 'United Kingdom',
  FR: 'France',
  NL: 'Netherlands',
  AT: 'Austria',
  CH: 'Switzerland',
  CA: 'Canada',
};

type SyntheticTier = 'executive' | 'function_leader' | 'manager' | 'individual';

const EXECUTIVE_TITLES = [
  'Chief Executive Officer',
  'Chief Financial Officer',
  'Chief Operating Officer',
  'Chief Technology Officer',
  'Chief Commercial Officer',
  'Chief People Officer',
  'Chief Marketing Officer',
  'Founder & Executive Chairman',
  'Chief Information Officer',
  'General Counsel',
  'Chief Supply Chain Officer',
  'Chief Product Officer',
] as const;

const LEADER_TITLES = [
  'VP Sales',
  'Head of Marketing',
  'Director of Engineering',
  'Head of Finance',
  'Director of Operations',
  'Head of Human Resources',
  'Director of Procurement',
  'Head of Customer Success',
  'Director of IT',
  'Head of Legal',
  'Director of Quality',
  'Head of Supply Chain',
  'Director of Product Management',
  'VP Manufacturing',
] as const;

const LEADER_SCOPES = ['North America', 'EMEA', 'APAC', 'Latin America', 'US East', 'US West', 'Europe'];

const MANAGER_TITLES = [
  'Engineering Manager',
  'Sales Manager',
  'Marketing Manager',
  'Finance Manager',
  'Production Manager',
  'Customer Support Team Lead',
  'Procurement Manager',
  'HR Manager',
  'IT Manager',
  'Logistics Manager',
  'Quality Assurance Manager',
  'Shift Supervisor',
] as const;

const INDIVIDUAL_TITLES = [
  'Software Engineer',
  'Software Engineer',
  'Mechanical Engineer',
  'Electrical Engineer',
  'Account Executive',
  'Sales Development Representative',
  'Data Analyst',
  'Accountant',
  'Customer Support Specialist',
  'Product Designer',
  'QA Engineer',
  'Production Technician',
  'Production Technician',
  'HR Generalist',
  'Recruiter',
  'Marketing Specialist',
  'Buyer',
  'Logistics Coordinator',
  'Project Manager',
  'Business Analyst',
  'Field Service Technician',
  'Financial Analyst',
  'IT Support Specialist',
  'Process Engineer',
] as const;

const PAST_EMPLOYERS = [
  'Northwind Components',
  'Bluefield Systems',
  'Harbor & Pine Consulting',
  'Vantage Logistics',
  'Crescent Manufacturing',
  'Summit Analytics',
  'Ironbridge Tools',
  'Clearwater Health',
  'Oakline Retail Group',
  'Redstone Energy',
];

const SCHOOLS = [
  { school: 'State University', degree: "Bachelor's degree" },
  { school: 'Lakeside Institute of Technology', degree: 'Bachelor of Science' },
  { school: 'Metropolitan Business School', degree: 'Master of Business Administration' },
  { school: 'Riverside Community College', degree: "Associate's degree" },
  { school: 'Technical University of the North', degree: 'Master of Engineering' },
];

const FIELDS = [
  'Computer Science',
  'Mechanical Engineering',
  'Business Administration',
  'Economics',
  'Electrical Engineering',
  'Marketing',
  'Industrial Engineering',
  'Psychology',
];

const monthsBetween = (start: string, end: string): number => {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  return (ey - sy) * 12 + (em - sm);
};

const formatDuration = (months: number): string => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} yr${years > 1 ? 's' : ''}`);
  if (rest > 0 || years === 0) parts.push(`${Math.max(rest, 1)} mo${Math.max(rest, 1) > 1 ? 's' : ''}`);
  return parts.join(' ');
};

const asciiSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function tierSizes(count: number): Record<SyntheticTier, number> {
  const executive = Math.min(EXECUTIVE_TITLES.length, count, Math.max(1, Math.round(count * 0.005)));
  const function_leader = Math.min(count - executive, Math.max(1, Math.round(count * 0.02)));
  const manager = Math.min(count - executive - function_leader, Math.round(count * 0.12));
  return { executive, function_leader, manager, individual: count - executive - function_leader - manager };
}

function titleFor(tier: SyntheticTier, index: number, rng: Rng): string {
  switch (tier) {
    case 'executive':
      return EXECUTIVE_TITLES[index] ?? 'Executive Vice President';
    case 'function_leader': {
      const title = LEADER_TITLES[index % LEADER_TITLES.length] as string;
      return index < LEADER_TITLES.length ? title : `${title}, ${rng.pick(LEADER_SCOPES)}`;
    }
    case 'manager':
      return rng.pick(MANAGER_TITLES);
    case 'individual': {
      const title = rng.pick(INDIVIDUAL_TITLES);
      return rng.chance(0.3) ? `Senior ${title}` : title;
    }
  }
}

function generateSyntheticProfiles(
  company: ParsedCompany,
  count: number,
  seed: number,
  taken: ReadonlyMap<string, unknown>,
): DatasetProfile[] {
  if (count === 0) return [];
  const rng = new Rng(seedFor(company.id, seed));
  const names = company.company_language === 'de' ? NAMES.de : NAMES.en;
  const countryCode = company.location?.country_code ?? null;
  const offices = (countryCode && CITIES[countryCode]) || [];
  const language = company.company_language ?? 'en';
  const sizes = tierSizes(count);
  const tiers: { tier: SyntheticTier; index: number }[] = [];
  for (const tier of ['executive', 'function_leader', 'manager', 'individual'] as const)
    for (let index = 0; index < sizes[tier]; index++) tiers.push({ tier, index });
  // Executives first would make a page of the roster an org chart; real rosters come in no such order.
  rng.shuffle(tiers);

  const used = new Set<string>();
  const profiles: DatasetProfile[] = [];
  const asOf = SYNTHETIC_AS_OF.slice(0, 7);
  const [asOfYear] = asOf.split('-').map(Number) as [number];
  for (const { tier, index } of tiers) {
    const gender = rng.chance(0.5) ? 'female' : 'male';
    const first = rng.pick(names[gender]);
    const last = rng.pick(names.last);
    let id = `${asciiSlug(first)}-${asciiSlug(last)}-${rng.hex(6)}`;
    while (taken.has(id) || used.has(id)) id = `${asciiSlug(first)}-${asciiSlug(last)}-${rng.hex(8)}`;
    used.add(id);

    const title = titleFor(tier, index, rng);
    const seniorityYears = { executive: 18, function_leader: 12, manager: 8, individual: 3 }[tier];
    const careerStartYear = asOfYear - seniorityYears - rng.int(0, 10);
    const joinYear = rng.int(Math.max(careerStartYear + 1, asOfYear - 15), asOfYear);
    const joinMonth = joinYear === asOfYear ? rng.int(1, 10) : rng.int(1, 12);
    const start = `${joinYear}-${String(joinMonth).padStart(2, '0')}`;
    const office =
      offices.length > 0 && rng.chance(0.3)
        ? rng.pick(offices)
        : { city: company.location?.locality ?? null, region: company.location?.region ?? null };
    const country = countryCode ? (COUNTRY_NAMES[countryCode] ?? null) : null;
    const connections = rng.int(40, tier === 'individual' ? 900 : 3000);
    const hasPhoto = rng.chance(0.85);

    const experience: DatasetProfile['experience'] = [
      {
        title,
        company: company.name,
        company_id: company.id,
        employment_type: 'Full-time',
        workplace_type: rng.pick(['On-site', 'On-site', 'Hybrid', 'Remote']),
        start,
        end: null,
        duration: formatDuration(monthsBetween(start, asOf)),
        description: null,
      },
    ];
    const pastJobs = rng.int(0, 2);
    let previousEnd = start;
    for (let j = 0; j < pastJobs; j++) {
      const months = rng.int(12, 60);
      const endYear = Number(previousEnd.slice(0, 4));
      const endMonth = Number(previousEnd.slice(5, 7));
      const total = endYear * 12 + endMonth - 1 - months;
      const pastStart = `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
      experience.push({
        title: tier === 'individual' ? title.replace(/^Senior /, '') : rng.pick(MANAGER_TITLES),
        company: rng.pick(PAST_EMPLOYERS),
        company_id: null,
        employment_type: 'Full-time',
        workplace_type: null,
        start: pastStart,
        end: previousEnd,
        duration: formatDuration(months),
        description: null,
      });
      previousEnd = pastStart;
    }
    const school = rng.pick(SCHOOLS);
    const gradYear = careerStartYear;

    profiles.push({
      id,
      name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      headline: `${title} at ${company.name}`,
      photo_url: hasPhoto ? `https://media.example-network.com/profile-photos/${id}.jpg` : null,
      background_url: rng.chance(0.2) ? `https://media.example-network.com/profile-banners/${id}.jpg` : null,
      location: {
        text: [office.city, office.region, country].filter(Boolean).join(', ') || null,
        city: office.city,
        region: office.region,
        country,
        country_code: countryCode,
      },
      about: null,
      connections,
      followers: connections + rng.int(0, Math.round(connections * 0.3)),
      member_since: `${rng.int(Math.max(2005, careerStartYear), asOfYear - 1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      gender,
      flags: {
        open_to_work: rng.chance(0.03),
        hiring: tier !== 'individual' && rng.chance(0.15),
        premium: rng.chance(0.15),
        verified: rng.chance(0.4),
        influencer: false,
        creator: rng.chance(0.02),
      },
      certifications: [],
      interests: { groups: [], newsletters: [] },
      featured: [],
      websites: [],
      bio_links: [],
      experience,
      education: [
        {
          school: school.school,
          degree: school.degree,
          field: rng.pick(FIELDS),
          start: String(gradYear - (school.degree.startsWith('Master') ? 2 : 4)),
          end: String(gradYear),
        },
      ],
      signals: {
        recommendations_count: rng.int(0, tier === 'individual' ? 3 : 8),
        recommendations: [],
        posts_about_own_company: rng.chance(0.25),
        avg_engagement: null,
        recent_posts: [],
        authored_articles: [],
        last_active: rng.chance(0.6)
          ? `${asOfYear}-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
          : null,
      },
      meta: {
        network_id: String(rng.int(100_000_000, 999_999_999)),
        profile_urn: `urn:network:member:${rng.hex(16)}`,
        has_real_photo: hasPhoto,
        photo_uploaded_at: null,
        photo_expires_at: null,
      },
      languages: language === 'en' ? ['en'] : [language, 'en'],
    });
  }
  return profiles;
}
