import type * as v from 'valibot';
import type { PersonaInterpretation as PersonaInterpretationSchema } from './result-schemas.js';

type PersonaInterpretation = v.InferOutput<typeof PersonaInterpretationSchema>;

/** Records the service stores. Field names are the API's snake_case, so a record maps to a response without renaming. */

export const Tier = { free: 'free', starter: 'starter', premium: 'premium' } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

/** Jobs a plan may run at once, unless an account carries its own limit. */
export const DEFAULT_CONCURRENCY = { free: 1, starter: 3, premium: 10 } as const satisfies Record<
  Tier,
  number
>;

export interface Account {
  account_id: string;
  name: string | null;
  tier: Tier;
  concurrency_limit: number;
  /** Credits owned, including the ones on hold. */
  balance: number;
  /** Credits reserved by running jobs. */
  held: number;
  /** balance - held, kept as its own attribute because DynamoDB conditions cannot do arithmetic. */
  available: number;
  in_flight: number;
  default_persona: string;
  webhook_secret: string;
  created_at: string;
}

export const LedgerType = { grant: 'grant', charge: 'charge' } as const;
export type LedgerType = (typeof LedgerType)[keyof typeof LedgerType];

export interface LedgerEntry {
  entry_id: string;
  type: LedgerType;
  /** Signed: positive for grants, negative for charges. */
  amount: number;
  job_id: string | null;
  note: string | null;
  created_at: string;
}

export const KeyStatus = { active: 'active', revoked: 'revoked' } as const;
export type KeyStatus = (typeof KeyStatus)[keyof typeof KeyStatus];

export interface ApiKeyRecord {
  key_hash: string;
  /** The first characters of the key, so an operator can tell keys apart without the secret. */
  key_prefix: string;
  account_id: string;
  /**
   * The key's stable identity: jobs belong to it, and a key issued by `rotate-key` inherits it from the
   * key it replaces. Absent on records written before key scoping; `keyIdOf` derives it then.
   */
  key_id?: string;
  status: KeyStatus;
  created_at: string;
  revoked_at: string | null;
}

export interface Persona {
  slug: string;
  name: string;
  definition: string;
  is_system: boolean;
  created_at: string | null;
  updated_at: string | null;
  /** How the definition was read when it was saved (docs/personas.md); absent on personas saved before. */
  interpretation?: PersonaInterpretation | null;
}

export const JobStatusValue = {
  processing: 'processing',
  done: 'done',
  not_found: 'not_found',
  no_employees: 'no_employees',
  no_people_found: 'no_people_found',
  too_large: 'too_large',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;
export type JobStatusValue = (typeof JobStatusValue)[keyof typeof JobStatusValue];

export const Stage = {
  match_company: 'match_company',
  scan_team: 'scan_team',
  enrich_profiles: 'enrich_profiles',
  find_candidates: 'find_candidates',
  verify_candidates: 'verify_candidates',
  match_target: 'match_target',
} as const;
export type Stage = (typeof Stage)[keyof typeof Stage];

export const ProcessingState = { active: 'active', delayed: 'delayed' } as const;
export type ProcessingState = (typeof ProcessingState)[keyof typeof ProcessingState];

export const OPERATION_TARGET_PEOPLE = 'target_people';

export interface AppliedPersona {
  slug: string;
  name: string;
  /** Kept with the job so that a later edit of the persona changes neither this job nor its replay key. */
  definition: string;
}

export interface CompanySummary {
  name: string | null;
  logo_url: string | null;
  employees_count: number | null;
}

/** Facepile data only (spec 2.10): never contact or full-profile data. */
export interface PreviewPerson {
  person_ref: string;
  name: string | null;
  headline: string | null;
  photo_url: string | null;
  verification_complete: boolean;
}

export interface JobPreview {
  people: PreviewPerson[];
  capped: boolean;
}

export interface Job {
  job_id: string;
  account_id: string;
  /** The submitting key's identity (ApiKeyRecord.key_id): only that key (or its rotated successor) sees the job. */
  key_id?: string;
  status: JobStatusValue;
  processing_state: ProcessingState | null;
  stage: Stage | null;
  next_retry_at: string | null;
  message: string | null;
  input: string;
  /** Lowercased input, for the `q` filter of the job list. */
  input_search: string;
  /** Canonical company reference (`id:<n>` or `slug:<s>`). */
  company_ref: string;
  operation: string;
  persona: AppliedPersona;
  company_id: number | null;
  company: CompanySummary | null;
  team_scanned: number | null;
  profiles_enriched: number | null;
  preliminary_candidates: number | null;
  target_people_count: number | null;
  credits_charged: 0 | 1;
  credits_balance: number | null;
  callback_url: string | null;
  idempotency_key: string | null;
  /** S3 key of the published result, set in the transaction that marks the job done. */
  result_key: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  /** Filled by the pipeline from `scan_team` on; capped so that it never makes the job item large. */
  preview?: JobPreview | null;
  /**
   * True from the settlement of a job with a `callback_url` until its webhook was delivered or given up:
   * the webhook outbox (docs/reliability.md, "The webhook outbox"). The execution delivers it; the
   * outbox sweep delivers what no execution will (a lost answer of publish_settle, a deliver_webhook
   * whose own retries ran out); a restarted local stack delivers what it finds pending.
   */
  webhook_pending?: boolean | null;
  /** Delivery attempts claimed so far (each claim is a conditional write: one deliverer at a time). */
  webhook_attempts?: number;
  /**
   * While a webhook is pending: when its next attempt is due, or until when a running attempt holds it.
   * The sort key of the sparse `by_webhook` index, with `webhook_pk`.
   */
  webhook_due_at?: string | null;
}

export const TERMINAL_STATUSES: ReadonlySet<JobStatusValue> = new Set(
  Object.values(JobStatusValue).filter((s) => s !== JobStatusValue.processing),
);
