import * as v from 'valibot';
import { JobStatusValue, LedgerType, ProcessingState, Stage, Tier } from '../core/model.js';
import * as Result from '../core/result-schemas.js';
import {
  count,
  described,
  int,
  nullableCount,
  nullableInt,
  nullableString,
  nullableTimestamp,
  str,
  timestamp,
} from '../core/schema-fields.js';

// Core owns the shapes of a result (functions/core/result-schemas.ts); the contract names them here too.
export * from '../core/result-schemas.js';

/**
 * The API contract for response bodies (and the webhook payload). The handlers do not parse their own
 * output with these; the OpenAPI document is generated from them, and the integration suite validates
 * every response the service gives against that document (test/integration/contract.ts).
 *
 * Conventions, from the spec: a field that is not required and has no default may be null; lists are
 * empty rather than null; every field is always present. TargetPerson and everything inside it is
 * closed (spec 2.4: no additional properties; its schemas live in core/result-schemas.ts); the other
 * resources are open, because new fields may be
 * added within /v1 (spec 9.2), and the contract tests close them only while testing.
 */

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
  company: v.nullable(Result.Company),
  persona: v.nullable(AppliedPersona),
  team_scanned: nullableCount,
  profiles_enriched: nullableCount,
  preliminary_candidates: nullableCount,
  target_people_count: nullableCount,
  target_people: described(
    v.nullable(v.array(Result.TargetPerson)),
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

export const Persona = v.object({
  slug: described(str, 'Stable id, unique per account; derived from the name at creation'),
  name: str,
  definition: described(str, 'Plain-language criteria an LLM judges each roster member against'),
  is_default: v.boolean(),
  is_system: described(v.boolean(), 'True only for the immutable `owners-founders`'),
  created_at: nullableTimestamp,
  updated_at: nullableTimestamp,
  interpretation: Result.PersonaInterpretation,
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
  company: Result.Company,
  status: v.literal(JobStatusValue.done),
  target_people_count: count,
  target_people: v.array(Result.TargetPerson),
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
  Company: Result.Company,
  CompanyLocation: Result.CompanyLocation,
  CompanyPost: Result.CompanyPost,
  TargetPerson: Result.TargetPerson,
  Person: Result.Person,
  PersonLocation: Result.PersonLocation,
  Flags: Result.Flags,
  Certification: Result.Certification,
  Interests: Result.Interests,
  InterestGroup: Result.InterestGroup,
  InterestNewsletter: Result.InterestNewsletter,
  FeaturedItem: Result.FeaturedItem,
  Professional: Result.Professional,
  Contact: Result.Contact,
  EmailInfo: Result.EmailInfo,
  BioLink: Result.BioLink,
  ExperienceItem: Result.ExperienceItem,
  EducationItem: Result.EducationItem,
  Signals: Result.Signals,
  Recommendation: Result.Recommendation,
  RecentPost: Result.RecentPost,
  Engagement: Result.Engagement,
  Article: Result.Article,
  Meta: Result.Meta,
  JobAccepted,
  JobList,
  JobListItem,
  Preview,
  PreviewCounters,
  PreviewPerson,
  Account,
  LedgerEntry,
  Persona,
  PersonaInterpretation: Result.PersonaInterpretation,
  PersonaList,
  PersonaDeleted,
  ErrorResponse,
  ErrorDetail,
  ValidationErrorResponse,
  ValidationIssue,
  JobDoneWebhook,
  OpenApiDocument: OpenApiDocumentSchema,
} as const satisfies Record<string, v.GenericSchema>;
