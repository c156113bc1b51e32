import * as v from 'valibot';
import { FUNCTIONS, TIERS } from '../core/derive.js';
import { JobStatusValue, LedgerType, ProcessingState, Stage, Tier } from '../core/model.js';
import { ENGAGEMENTS, LEVELS } from '../core/roles.js';

/**
 * The API contract for response bodies (and the webhook payload). The handlers do not parse their own
 * output with these; the OpenAPI document is generated from them, and the integration suite validates
 * every response the service gives against that document (test/integration/contract.ts).
 *
 * Conventions, from the spec: a field that is not required and has no default may be null; lists are
 * empty rather than null; every field is always present. TargetPerson and everything inside it is
 * closed (spec 2.4: no additional properties); the other resources are open, because new fields may be
 * added within /v1 (spec 9.2), and the contract tests close them only while testing.
 */

const str = v.string();
const nullableString = v.nullable(v.string());
const int = v.pipe(v.number(), v.integer());
const nullableInt = v.nullable(int);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableCount = v.nullable(count);
const nullableBoolean = v.nullable(v.boolean());
const timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601 UTC timestamp'));
const nullableTimestamp = v.nullable(timestamp);
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.description('YYYY-MM-DD'));
const languageCode = v.pipe(v.string(), v.regex(/^[a-z]{2}$/), v.description('ISO 639-1 language code'));
const countryCode = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2}$/),
  v.description('ISO 3166-1 alpha-2 country code'),
);
const described = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));

/** Why each job status happens; `satisfies` makes a new status without a description a type error. */
const JOB_STATUS_MEANINGS = {
  processing: 'The job is running; `stage` and `processing_state` say where. The only non-terminal status.',
  done: 'Terminal. The result is published and `target_people` is inline; 1 credit was charged.',
  not_found: 'Terminal, free. No company matches the input.',
  no_employees: 'Terminal, free. The company lists nobody.',
  no_people_found:
    'Terminal, free. Nobody on the roster fits the persona (zero matches is this, not `done`).',
  too_large: 'Terminal, free. A non-premium account and a company above the size gate; `message` explains.',
  failed: 'Terminal, free. Retries were exhausted or an unexpected error happened; `message` explains.',
  cancelled: 'Terminal, free. Cancelled with POST /v1/jobs/{job_id}/cancel while it was processing.',
} as const satisfies Record<JobStatusValue, string>;

const STAGE_MEANINGS = {
  match_company: 'Looking the company up.',
  scan_team: 'Reading the roster.',
  enrich_profiles: 'Enriching every profile.',
  find_candidates: 'The first, broad pass of the persona judge.',
  verify_candidates: 'The careful pass of the persona judge over the shortlist.',
  match_target: 'Ranking, finding and verifying emails, assembling the result.',
} as const satisfies Record<Stage, string>;

const enumDescription = (intro: string, meanings: Record<string, string>) =>
  [intro, '', ...Object.entries(meanings).map(([value, meaning]) => `- \`${value}\`: ${meaning}`)].join('\n');

const picklistOf = <T extends Record<string, string>>(values: T) =>
  v.picklist(Object.values(values) as [T[keyof T], ...T[keyof T][]]);

export const JobStatusValueSchema = v.pipe(
  picklistOf(JobStatusValue),
  v.metadata({
    description: enumDescription(
      'Job status. Every value except `processing` is terminal and never changes again. Terminal statuses are successful HTTP responses (200), not errors; all except `done` are free (`credits_charged: 0`).',
      JOB_STATUS_MEANINGS,
    ),
    'x-enum-descriptions': Object.values(JOB_STATUS_MEANINGS),
  }),
);

export const StageSchema = v.pipe(
  picklistOf(Stage),
  v.metadata({
    description: enumDescription('Pipeline stage, in the order the stages run.', STAGE_MEANINGS),
    'x-enum-descriptions': Object.values(STAGE_MEANINGS),
  }),
);

export const ProcessingStateSchema = v.pipe(
  picklistOf(ProcessingState),
  v.description(
    '`active` while a stage runs; `delayed` while waiting for an automatic retry at `next_retry_at`.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Company (spec 2.3)
// ---------------------------------------------------------------------------------------------

export const CompanyLocation = v.object({
  locality: nullableString,
  region: nullableString,
  postal_code: nullableString,
  country: described(nullableString, 'Country name, resolved from `country_code`'),
  country_code: v.nullable(countryCode),
});

export const CompanyPost = v.object({
  content: nullableString,
  posted_at: nullableString,
  url: nullableString,
});

export const Company = v.object({
  id: described(int, 'Numeric company id on the network'),
  name: nullableString,
  website: nullableString,
  domain: nullableString,
  industry: nullableString,
  type: nullableString,
  description: nullableString,
  slogan: nullableString,
  logo_url: nullableString,
  network_url: described(str, 'Company page URL'),
  employees_count: nullableCount,
  network_since_est: v.nullable(
    v.pipe(
      v.string(),
      v.regex(/^(\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?|before 2022)$/),
      v.description(
        'Estimated network-join time computed from the company id: `YYYY-MM`, `YYYY-Qn`, `YYYY` or `before 2022`, as precise as the estimate allows',
      ),
    ),
  ),
  specialties: described(v.array(str), 'Self-declared focus areas'),
  location: v.nullable(CompanyLocation),
  followers: nullableCount,
  last_post_date: nullableString,
  company_language: v.nullable(languageCode),
  hiring_for: v.array(str),
  has_logo: nullableBoolean,
  recent_posts: v.array(CompanyPost),
});

// ---------------------------------------------------------------------------------------------
// TargetPerson (spec 2.4-2.8): closed at every level
// ---------------------------------------------------------------------------------------------

export const PersonLocation = v.strictObject({
  text: described(nullableString, 'Display line'),
  city: nullableString,
  region: nullableString,
  country: described(nullableString, 'Country name'),
  country_code: v.nullable(countryCode),
});

export const Flags = v.strictObject({
  open_to_work: nullableBoolean,
  hiring: nullableBoolean,
  premium: nullableBoolean,
  verified: nullableBoolean,
  influencer: nullableBoolean,
  creator: nullableBoolean,
});

export const Certification = v.strictObject({ title: nullableString, issued_by: nullableString });

export const InterestGroup = v.strictObject({
  name: nullableString,
  url: nullableString,
  members: nullableCount,
});

export const InterestNewsletter = v.strictObject({
  name: nullableString,
  about: nullableString,
  cadence: described(nullableString, 'Allowed values are not fixed'),
});

export const Interests = v.strictObject({
  groups: v.pipe(v.array(InterestGroup), v.maxLength(3)),
  newsletters: v.pipe(v.array(InterestNewsletter), v.maxLength(3)),
});

export const FeaturedItem = v.strictObject({
  title: nullableString,
  subtitle: described(nullableString, 'Source or domain of the item'),
  type: described(nullableString, 'For example `LINK`, `IMAGE`, `DOCUMENT`, `POST`; open-ended'),
  url: described(nullableString, 'An overlay link on the network, not the raw external destination'),
});

export const Person = v.strictObject({
  name: nullableString,
  first_name: nullableString,
  last_name: nullableString,
  headline: nullableString,
  network_url: described(nullableString, 'Profile URL'),
  photo_url: nullableString,
  background_url: described(nullableString, 'Custom profile banner; null means the default banner'),
  location: v.nullable(PersonLocation),
  about: nullableString,
  connections: nullableCount,
  followers: nullableCount,
  member_since: v.nullable(v.pipe(day, v.description('Exact account registration date, YYYY-MM-DD'))),
  gender: v.pipe(
    v.picklist(['male', 'female', 'unknown']),
    v.description('Never guessed; default `unknown`'),
  ),
  outreach_language: v.nullable(
    v.pipe(languageCode, v.description('Single best language for outreach (ISO 639-1)')),
  ),
  flags: v.nullable(Flags),
  certifications: v.array(Certification),
  interests: v.nullable(Interests),
  featured: described(v.array(FeaturedItem), 'Pinned profile items'),
});

export const Professional = v.strictObject({
  tier: v.nullable(v.picklist(TIERS)),
  role: nullableString,
  function: v.nullable(
    v.pipe(
      v.string(),
      v.description(
        `Business function; the service currently uses ${FUNCTIONS.map((f) => `\`${f}\``).join(', ')}`,
      ),
    ),
  ),
  work_status: v.nullable(v.picklist(['employed', 'freelancer', 'student', 'not_working', 'unknown'])),
  belongs_to_company: v.nullable(v.picklist(['confirmed', 'likely', 'no'])),
  manages_people: v.nullable(v.picklist(['yes', 'likely', 'no', 'unknown'])),
  budget_authority: v.nullable(v.picklist(['owns', 'influences', 'none', 'unknown'])),
});

export const EmailInfo = v.strictObject({
  address: str,
  status: v.picklist(['valid', 'risky', 'invalid']),
  quality_score: int,
  catch_all_domain: v.boolean(),
  valid_email_server: v.boolean(),
  free: v.boolean(),
  source: v.pipe(
    v.picklist(['verified', 'guessed']),
    v.description(
      '`verified`: checked with the mail server; `guessed`: a pattern guess on a catch-all domain',
    ),
  ),
});

export const BioLink = v.strictObject({ url: nullableString, title: nullableString });

export const Contact = v.strictObject({
  email: v.nullable(EmailInfo),
  websites: v.array(str),
  bio_links: v.array(BioLink),
});

export const ExperienceItem = v.strictObject({
  title: nullableString,
  company: nullableString,
  company_id: nullableInt,
  employment_type: nullableString,
  workplace_type: nullableString,
  start: nullableString,
  end: nullableString,
  duration: nullableString,
  description: nullableString,
});

export const EducationItem = v.strictObject({
  school: nullableString,
  degree: nullableString,
  field: nullableString,
  start: nullableString,
  end: nullableString,
});

export const Recommendation = v.strictObject({
  by: nullableString,
  by_headline: nullableString,
  text: nullableString,
});

export const Engagement = v.strictObject({
  likes: nullableCount,
  comments: nullableCount,
  shares: nullableCount,
});

export const RecentPost = v.strictObject({
  content: nullableString,
  posted_at: nullableString,
  url: nullableString,
  is_repost: nullableBoolean,
  engagement: v.nullable(Engagement),
});

export const Article = v.strictObject({
  title: nullableString,
  link: nullableString,
  published: nullableString,
});

export const Signals = v.strictObject({
  recommendations_count: nullableCount,
  recommendations: v.array(Recommendation),
  posts_about_own_company: nullableBoolean,
  avg_engagement: v.nullable(v.number()),
  recent_posts: v.array(RecentPost),
  authored_articles: v.array(Article),
  last_active: v.nullable(v.pipe(day, v.description('Date of the most recent post or reshare, YYYY-MM-DD'))),
});

export const Meta = v.strictObject({
  network_id: nullableString,
  profile_urn: nullableString,
  has_real_photo: nullableBoolean,
  photo_uploaded_at: described(nullableString, 'When the owner last changed the photo'),
  photo_expires_at: described(nullableString, 'When the signed image URL expires; null means permanent'),
});

export const TargetPerson = v.pipe(
  v.strictObject({
    rank_in_company: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description('Outreach priority; 1 = contact first'),
    ),
    is_decision_maker: v.boolean(),
    why: v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(1000),
      v.description('Why the person matches the persona and this rank'),
    ),
    person: Person,
    professional: Professional,
    contact: Contact,
    experience: v.array(ExperienceItem),
    education: v.array(EducationItem),
    signals: v.nullable(Signals),
    meta: v.nullable(Meta),
  }),
  v.description(
    'One ranked match. The list itself implies the persona match; there are no match, fit or evidence blocks. No additional properties at any level.',
  ),
);

// ---------------------------------------------------------------------------------------------
// Jobs (spec 2.1, 2.2, 2.10, 2.11)
// ---------------------------------------------------------------------------------------------

export const AppliedPersona = v.pipe(
  v.object({ slug: str, name: str }),
  v.description('Immutable snapshot of the persona the job runs with'),
);

export const JobStatus = v.object({
  job_id: str,
  status: JobStatusValueSchema,
  processing_state: v.nullable(ProcessingStateSchema),
  stage: v.nullable(StageSchema),
  next_retry_at: v.nullable(
    v.pipe(timestamp, v.description('When a delayed automatic retry runs; null unless `delayed`')),
  ),
  message: described(
    nullableString,
    'Human-readable explanation of a terminal status that needs one (`too_large`, `failed`, …)',
  ),
  company_id: nullableInt,
  company: v.nullable(Company),
  persona: v.nullable(AppliedPersona),
  team_scanned: nullableCount,
  profiles_enriched: nullableCount,
  preliminary_candidates: nullableCount,
  target_people_count: nullableCount,
  target_people: described(
    v.nullable(v.array(TargetPerson)),
    'The final ranked matches; present only on `done`',
  ),
  credits_charged: v.pipe(
    v.number(),
    v.integer(),
    v.values([0, 1]),
    v.description('0 until settled and on every status but `done`; 1 after the charge'),
  ),
  credits_balance: described(nullableInt, 'Balance after this job’s charge; set on `done`'),
  input: described(str, 'The submitted input'),
  created_at: timestamp,
});

export const JobAccepted = v.object({ job_id: str });

export const JobListItem = v.object({
  job_id: str,
  status: JobStatusValueSchema,
  input: described(str, 'The submitted input'),
  operation: str,
  company_id: nullableInt,
  company_name: nullableString,
  company_logo: nullableString,
  persona: described(str, 'Display name of the persona the job ran with'),
  employees: nullableCount,
  team_scanned: nullableCount,
  target_people: described(nullableCount, 'Number of target people'),
  credits_charged: int,
  created_at: timestamp,
});

export const JobList = v.object({
  count: described(
    count,
    'Jobs matching `q` in all, not the page size: page with `skip` until `skip >= count`',
  ),
  jobs: described(v.array(JobListItem), 'Newest first'),
  next_cursor: described(
    nullableString,
    'Extension: pass as `cursor` for the page after this one; null on the last page and with `q`',
  ),
});

export const PreviewPerson = v.object({
  person_ref: str,
  name: nullableString,
  headline: nullableString,
  photo_url: nullableString,
  verification_complete: v.boolean(),
});

export const PreviewCounters = v.object({
  team_scanned: nullableCount,
  profiles_enriched: nullableCount,
  preliminary_candidates: nullableCount,
});

export const Preview = v.object({
  job_id: str,
  status: JobStatusValueSchema,
  stage: v.nullable(StageSchema),
  counters: PreviewCounters,
  people: described(
    v.array(PreviewPerson),
    'The first roster people (facepile data only, never contact or profile data)',
  ),
  capped: described(v.boolean(), 'True when the roster is longer than `people`'),
});

// ---------------------------------------------------------------------------------------------
// Account (docs/api.md)
// ---------------------------------------------------------------------------------------------

export const LedgerEntry = v.object({
  entry_id: str,
  type: v.picklist(Object.values(LedgerType) as [LedgerType, ...LedgerType[]]),
  amount: described(int, 'Signed: positive for grants, negative for charges'),
  job_id: nullableString,
  note: nullableString,
  created_at: timestamp,
});

export const Account = v.object({
  account_id: str,
  name: nullableString,
  tier: v.picklist(Object.values(Tier) as [Tier, ...Tier[]]),
  concurrency_limit: described(count, 'Jobs the plan runs at once (the live plan limit)'),
  jobs_in_flight: described(count, 'Jobs submitted and not yet terminal'),
  credits_balance: described(int, 'Credits owned, including held ones'),
  credits_on_hold: described(count, 'Credits reserved by running jobs, one each'),
  credits_available: described(int, '`credits_balance - credits_on_hold`: what new jobs can use'),
  default_persona: described(str, 'Slug of the default persona'),
  webhook_signing_secret: described(str, 'The Standard Webhooks secret (`whsec_…`) that signs webhooks'),
  ledger: described(v.array(LedgerEntry), 'The most recent ledger entries, newest first'),
  created_at: timestamp,
});

// ---------------------------------------------------------------------------------------------
// Personas (spec 2.9, docs/personas.md)
// ---------------------------------------------------------------------------------------------

export const PersonaInterpretation = v.pipe(
  v.object({
    reader: described(
      v.picklist(['offline', 'claude']),
      'Who read it: the offline rules, or Claude when the service is configured with it',
    ),
    summary: described(str, 'One line: whom the persona keeps and drops, as read'),
    functions: described(
      v.array(v.picklist(FUNCTIONS)),
      'Business functions asked for; empty when any function counts',
    ),
    levels: described(
      v.array(v.picklist(LEVELS)),
      'Seniority levels asked for (owner, c_level, vp, head, manager, individual); empty when any level counts',
    ),
    includes: described(v.array(str), 'Each kind of person the definition keeps, as read'),
    excludes: described(v.array(str), 'Each kind of person the definition drops, as read'),
    current_only: described(
      v.boolean(),
      'True unless the definition includes former employees or past roles at the company',
    ),
    engagement_kinds: described(
      v.array(v.picklist(ENGAGEMENTS)),
      'Kinds of engagement that count (employee, founder, contractor, intern, advisor, board)',
    ),
    warnings: described(
      v.array(str),
      'What could not be read or is ambiguous (for example "no function recognised"); read these before running a job',
    ),
  }),
  v.description(
    'How the definition was understood, computed when the persona is created or its definition edited (beyond the spec; docs/personas.md)',
  ),
);

export const Persona = v.object({
  slug: described(str, 'Stable id, unique per account; derived from the name at creation'),
  name: str,
  definition: described(str, 'Plain-language criteria an LLM judges each roster member against'),
  is_default: v.boolean(),
  is_system: described(v.boolean(), 'True only for the immutable `owners-founders`'),
  created_at: nullableTimestamp,
  updated_at: nullableTimestamp,
  interpretation: PersonaInterpretation,
});

export const PersonaList = v.object({
  count: count,
  default_persona: described(str, 'Slug of the default persona'),
  personas: described(v.array(Persona), 'The system persona first, then custom personas oldest first'),
});

export const PersonaDeleted = v.object({
  slug: str,
  deleted: v.literal(true),
  default_persona: described(str, 'Slug of the default persona after the deletion'),
});

// ---------------------------------------------------------------------------------------------
// Errors (spec 2.12 and 7, docs/api.md)
// ---------------------------------------------------------------------------------------------

export const ValidationIssue = v.object({
  loc: described(
    v.array(v.union([v.string(), int])),
    'Where the problem is; starts with `body`, `query` or `path`',
  ),
  msg: str,
  type: described(
    str,
    '`missing`, `extra_forbidden`, `<expected>_type` (e.g. `string_type`) or the failed check (`max_value`, `regex`, …)',
  ),
});

export const ErrorDetail = v.object({
  code: described(str, 'Stable code; branch on it, never on `message`'),
  message: described(str, 'Human text'),
  balance: described(v.optional(v.nullable(int)), 'Credits available; on `insufficient_credits`'),
  limit: described(v.optional(v.nullable(int)), 'The plan’s concurrency limit; on `concurrency_limit`'),
  allowed: described(v.optional(v.array(str)), 'Methods the path accepts; on `method_not_allowed`'),
  details: described(v.optional(v.array(ValidationIssue)), 'The validation issues; on `validation_error`'),
});

export const ErrorResponse = v.object({
  error: ErrorDetail,
  detail: described(v.optional(v.array(ValidationIssue)), 'The validation issues again; on 422 only'),
});

export const ValidationErrorResponse = v.pipe(
  v.object({
    error: v.object({
      code: v.literal('validation_error'),
      message: str,
      details: v.array(ValidationIssue),
    }),
    detail: v.array(ValidationIssue),
  }),
  v.description(
    'A 422 carries the issues twice, to satisfy both readings of the spec: as `error.details` in the error envelope and as the HTTPValidationError `detail`.',
  ),
);

// ---------------------------------------------------------------------------------------------
// The webhook (spec 6) and the document itself
// ---------------------------------------------------------------------------------------------

export const JobDoneWebhook = v.object({
  job_id: str,
  company_id: nullableInt,
  company: Company,
  status: v.literal(JobStatusValue.done),
  target_people_count: count,
  target_people: v.array(TargetPerson),
});

export const OpenApiDocumentSchema = v.pipe(
  v.objectWithRest(
    {
      openapi: str,
      info: v.objectWithRest({ title: str, version: str }, v.unknown()),
      paths: v.record(v.string(), v.unknown()),
    },
    v.unknown(),
  ),
  v.description('This OpenAPI 3.1 document'),
);

/** Every response schema under its component name, in the order the document lists them. */
export const RESPONSE_SCHEMAS = {
  JobStatus,
  JobStatusValue: JobStatusValueSchema,
  Stage: StageSchema,
  ProcessingState: ProcessingStateSchema,
  AppliedPersona,
  Company,
  CompanyLocation,
  CompanyPost,
  TargetPerson,
  Person,
  PersonLocation,
  Flags,
  Certification,
  Interests,
  InterestGroup,
  InterestNewsletter,
  FeaturedItem,
  Professional,
  Contact,
  EmailInfo,
  BioLink,
  ExperienceItem,
  EducationItem,
  Signals,
  Recommendation,
  RecentPost,
  Engagement,
  Article,
  Meta,
  JobAccepted,
  JobList,
  JobListItem,
  Preview,
  PreviewCounters,
  PreviewPerson,
  Account,
  LedgerEntry,
  Persona,
  PersonaInterpretation,
  PersonaList,
  PersonaDeleted,
  ErrorResponse,
  ErrorDetail,
  ValidationErrorResponse,
  ValidationIssue,
  JobDoneWebhook,
  OpenApiDocument: OpenApiDocumentSchema,
} as const satisfies Record<string, v.GenericSchema>;
