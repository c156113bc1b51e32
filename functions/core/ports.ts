import type { CompanyRef } from './company-input.js';
import { AppError } from './errors.js';
import type { ListPosition } from './job-cursor.js';
import type {
  Account,
  ApiKeyRecord,
  CompanySummary,
  Job,
  JobPreview,
  LedgerEntry,
  Persona,
  Stage,
  Tier,
} from './model.js';
import type { PersonaInterpretation } from './persona-reader.js';
import type { EmailInfo, ProviderCompany, ProviderProfile, RosterEntry } from './profile.js';
import type { BelongsToCompany, BudgetAuthority, ManagesPeople, ProfessionalTier } from './values.js';

/**
 * The domain's view of the outside world. Adapters in `functions/adapters/` implement these with an
 * injected client; `functions/shared/deps.ts` chooses which. Nothing here knows about AWS or HTTP.
 */

/**
 * How early a stage may start before a job's `next_retry_at` and still count as the retry the Wait let
 * through: a timer may fire a millisecond early, and the Wait's clock and the stage's are not the same
 * one. An invocation earlier than that (an iteration of a Map that had already failed) leaves the job
 * delayed.
 */
export const NEXT_RETRY_SKEW_MS = 1_000;

export interface Clock {
  now(): Date;
}

export interface NewAccount {
  account_id: string;
  name: string | null;
  tier: Tier;
  concurrency_limit: number;
  webhook_secret: string;
  created_at: string;
}

export interface AccountStore {
  get(accountId: string): Promise<Account | null>;
  /** Creates the account with a zero balance; false when it exists already. */
  create(account: NewAccount): Promise<boolean>;
  /** Adds credits and writes the ledger entry in one transaction. */
  grantCredits(accountId: string, amount: number, note: string | null, at: string): Promise<Account>;
  setPlan(accountId: string, plan: { tier?: Tier; concurrency_limit?: number }): Promise<Account>;
  /** Operator listing (not a request path). */
  list(): Promise<Account[]>;
  recentLedger(accountId: string, limit: number): Promise<LedgerEntry[]>;
}

export interface ApiKeyStore {
  findByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  /** False when the hash exists already. */
  put(record: ApiKeyRecord): Promise<boolean>;
  revoke(keyHash: string, at: string): Promise<ApiKeyRecord | null>;
  /**
   * Stores `replacement` and revokes the key `oldHash` in one transaction, only while that key is active.
   * False (and no change) when it is not.
   */
  rotate(oldHash: string, replacement: ApiKeyRecord, at: string): Promise<boolean>;
  listByAccount(accountId: string): Promise<ApiKeyRecord[]>;
}

export interface PersonaPatch {
  name?: string;
  definition?: string;
  interpretation?: PersonaInterpretation;
}

export interface PersonaStore {
  /** Custom personas only; the system persona is code, not data. */
  list(accountId: string): Promise<Persona[]>;
  get(accountId: string, slug: string): Promise<Persona | null>;
  /** Stores a new persona under the first free slug of `slugs`; `makeDefault` in the same transaction. */
  create(
    accountId: string,
    slugs: string[],
    fields: Omit<Persona, 'slug'>,
    makeDefault: boolean,
    /** Refuses with PersonaLimitError when the account already has this many custom personas. */
    maxPersonas?: number,
  ): Promise<Persona>;
  /** One page of the custom personas in slug order, and how many the account has (a maintained count). */
  page(accountId: string, skip: number, limit: number): Promise<{ personas: Persona[]; total: number }>;
  /** The slugs that start with `prefix`: the only ones a new persona's slug candidates can collide with. */
  slugsStartingWith(accountId: string, prefix: string): Promise<string[]>;
  /** Null when the persona does not exist. */
  update(accountId: string, slug: string, patch: PersonaPatch, at: string): Promise<Persona | null>;
  /**
   * Makes `slug` the default. With `mustExist`, only while its persona item exists (checked in the same
   * transaction, so a concurrent delete cannot leave a dangling default). False when it does not.
   */
  makeDefault(accountId: string, slug: string, mustExist: boolean): Promise<boolean>;
  /** Deletes, handing the default back to `fallbackDefault` if it was the default. False when absent. */
  delete(accountId: string, slug: string, fallbackDefault: string): Promise<boolean>;
}

/** Who owns a job: the account (money, personas, limits) and the key identity (reads, lists, cancels). */
export interface JobOwner {
  account_id: string;
  key_id: string;
}

export interface IdempotencyRecord {
  account_id: string;
  /** The owning key identity; Idempotency-Keys are scoped to it, like the jobs they point at. */
  key_id?: string;
  key: string;
  request_hash: string;
  job_id: string;
  created_at: string;
  /** Epoch seconds; past it the record no longer counts, even before DynamoDB's TTL sweep removes it. */
  expires_at: number;
}

export const SubmitOutcome = {
  accepted: 'accepted',
  insufficient_credits: 'insufficient_credits',
  concurrency_limit: 'concurrency_limit',
  idempotency_taken: 'idempotency_taken',
} as const;

export type SubmitResult =
  | { outcome: typeof SubmitOutcome.accepted }
  | { outcome: typeof SubmitOutcome.insufficient_credits; available: number }
  | { outcome: typeof SubmitOutcome.concurrency_limit; limit: number }
  /** `existing`: the record that won, as the failed condition returned it (null if it was not returned). */
  | { outcome: typeof SubmitOutcome.idempotency_taken; existing: IdempotencyRecord | null };

export interface JobListQuery {
  q: string | null;
  limit: number;
  skip: number;
  /** Only jobs after this position (a `cursor`, functions/core/job-cursor.ts); `skip` counts from it. */
  after?: ListPosition | null;
}

export interface JobPage {
  /** Every job of the key (that matches `q`), not the page size. */
  count: number;
  jobs: Job[];
  /** Where the next page starts, when there are jobs after this page (never with `q`). */
  next: ListPosition | null;
}

export interface JobProgress {
  company_id?: number;
  company?: CompanySummary;
  team_scanned?: number;
  profiles_enriched?: number;
  preliminary_candidates?: number;
  target_people_count?: number;
  preview?: JobPreview;
}

export interface Settlement {
  result_key: string;
  target_people_count: number;
  /** Same account, same company, same persona definition: what a later job may replay. */
  replay_key: string;
}

export interface JobStore {
  /**
   * Writes the credit hold, the in-flight slot, the job and (when given) the idempotency record in one
   * transaction, so that no interleaving of submissions overdraws credits or exceeds the plan limit.
   * The idempotency record is written when no record exists for its key or the existing one expired
   * before `now` (epoch seconds); otherwise the outcome is `idempotency_taken` with the existing record.
   */
  submit(job: Job, idempotency: IdempotencyRecord | null, now: number): Promise<SubmitResult>;
  get(jobId: string): Promise<Job | null>;
  /** The stored record, expired or not: the caller decides expiry with its clock. */
  findIdempotency(owner: JobOwner, key: string): Promise<IdempotencyRecord | null>;
  /** The owner key's jobs, newest first. */
  list(owner: JobOwner, query: JobListQuery): Promise<JobPage>;
  /**
   * Records that a stage is now working on the job (`processing_state: active`). False, and no change,
   * when the job is no longer processing: the caller must then do no new work. A job is `delayed` until
   * its `next_retry_at` has passed: while `at` is more than NEXT_RETRY_SKEW_MS before it, the job is
   * left delayed (and true returned).
   */
  enterStage(jobId: string, stage: Stage, at: string): Promise<boolean>;
  /** Records a delayed automatic retry of `stage`. False when the job is no longer processing. */
  markDelayed(jobId: string, stage: Stage, nextRetryAt: string, at: string): Promise<boolean>;
  /** Sets progress fields while the job is processing. False when it no longer is. */
  setProgress(jobId: string, progress: JobProgress, at: string): Promise<boolean>;
  /**
   * Adds to a live counter while the job is processing (fan-out batches report as they finish). The
   * counter must have been started (set to a number) with `setProgress`; adding to a null one throws.
   */
  addProgress(
    jobId: string,
    field: 'profiles_enriched' | 'preliminary_candidates',
    amount: number,
    /** When given, the job's last progress moves to it too (what the no-progress alarm reads). */
    at?: string,
  ): Promise<void>;
  /** Adds an LLM call's token usage to the job's internal cost record (never shown to the client). */
  addUsage(jobId: string, usage: JudgeUsage): Promise<void>;
  /**
   * Marks the job done with its published result, converts its hold into a charge, writes the ledger
   * entry and releases its slot, all in one transaction, only while the job is processing: running it
   * again, or after a cancel, charges nothing.
   */
  settle(jobId: string, settlement: Settlement, at: string): Promise<'settled' | 'not_processing'>;
  /**
   * Records that the job's webhook was delivered or given up, so that no restart delivers it again and
   * the outbox sweep no longer sees it.
   */
  clearPendingWebhook(jobId: string): Promise<void>;
  /**
   * Claims the next delivery attempt of a pending webhook: true, and the stored attempt count moved
   * from `claim.attempt` to `claim.attempt + 1` and the webhook held until `claim.holdUntil`, only when
   * the webhook is still pending, its count is `claim.attempt` and (when `claim.dueBy` is given) it was
   * due at or before `claim.dueBy`. One conditional write: two deliverers never both win an attempt.
   */
  claimWebhook(jobId: string, claim: WebhookClaim): Promise<boolean>;
  /** After a failed attempt: the webhook is due again at `dueAt` (nothing when it is no longer pending). */
  scheduleWebhook(jobId: string, dueAt: string): Promise<void>;
  /** The newest done job with this replay key finished at or after `since`. */
  findReplay(replayKey: string, since: string): Promise<Job | null>;
  /**
   * Ends a processing job with a free terminal status, releasing its hold and slot in the same
   * transaction. Returns false (and changes nothing) when the job is no longer processing.
   */
  finishUncharged(
    jobId: string,
    status: Exclude<Job['status'], 'processing' | 'done'>,
    message: string | null,
    at: string,
  ): Promise<boolean>;
}

export interface PipelineStarter {
  /** Starts the job's execution, named after the job so that a retried start is harmless. */
  start(jobId: string): Promise<void>;
  /** Stops the job's execution if it is running; harmless when it is not. */
  stop(jobId: string): Promise<void>;
}

export interface IdGenerator {
  jobId(): string;
  secret(bytes: number): string;
}

/** Published results: written once, never changed. */
export interface ResultStore {
  /** Writes only if nothing is stored under `key` yet; 'exists' when something already is. */
  putOnce(key: string, body: unknown): Promise<'written' | 'exists'>;
  get(key: string): Promise<unknown | null>;
  /**
   * Removes the object under `key`; nothing when there is none. Only for an object no done job points
   * at (a result written by a settlement that a cancel beat): published results are never changed.
   */
  delete(key: string): Promise<void>;
}

/**
 * Which job, account and attempt a dependency call belongs to. The decorators read it (shared budgets charge
 * the account's fair share, metering adds units to the job, the provider cache keys roster pages by job) and
 * so do the sandbox's simulated faults; a production adapter that needs none of it simply declares fewer
 * parameters.
 */
export interface CallContext {
  jobId: string;
  stage: Stage;
  /** 0 for the first try of a stage, 1 after its first delayed retry, … */
  attempt: number;
  /** The job's account: whose fair share of a shared rate budget a call spends. */
  accountId?: string;
}

/**
 * Transient failures of a dependency. The stage lets them escape under these names; the state machine
 * catches them by name (`ErrorEquals`) and turns them into a delayed retry.
 */
export const TransientErrorName = {
  providerRateLimited: 'Provider.RateLimited',
  providerUnavailable: 'Provider.Unavailable',
  providerTimeout: 'Provider.Timeout',
  verifierUnavailable: 'Verifier.Unavailable',
  judgeOverloaded: 'Judge.Overloaded',
  /** Our own storage (S3) answered with a retryable error or not at all. */
  storageUnavailable: 'Storage.Unavailable',
  /** Our own database (DynamoDB) throttled, failed internally or could not be reached. */
  databaseUnavailable: 'Database.Unavailable',
} as const;
export type TransientErrorName = (typeof TransientErrorName)[keyof typeof TransientErrorName];

export class TransientError extends AppError {
  /** The name the state machine catches (`ErrorEquals`); also the error's `name`. */
  readonly code: TransientErrorName;
  constructor(
    name: TransientErrorName,
    message: string,
    /** When the dependency said to come back (e.g. Retry-After), if it did. */
    readonly retryAfterSeconds: number | null = null,
    options?: { cause?: unknown },
  ) {
    // The hint rides in the message because that is all of an error that crosses a Lambda boundary.
    super(retryAfterSeconds === null ? message : `${message} (retry-after=${retryAfterSeconds})`, options);
    this.code = name;
    this.name = name;
  }
}

/** The hint a TransientError put in its message, read back from the `Cause` the state machine caught. */
export function retryAfterInCause(cause: string | undefined): number | null {
  const seconds = /\(retry-after=(\d+)\)/.exec(cause ?? '')?.[1];
  return seconds === undefined ? null : Number(seconds);
}

export interface NetworkProvider {
  /** Null when the network has no such company. */
  findCompany(ref: CompanyRef, ctx: CallContext): Promise<ProviderCompany | null>;
  /** One page of the current roster; `next` is an opaque cursor, null on the last page. */
  rosterPage(
    companyId: number,
    cursor: string | null,
    ctx: CallContext,
  ): Promise<{ people: RosterEntry[]; next: string | null }>;
  /** Full profiles for the refs it can find (a missing ref is simply absent from the answer). */
  enrichProfiles(refs: string[], ctx: CallContext): Promise<ProviderProfile[]>;
  /**
   * Optional: the shortlisted profiles with what is worth paying for only for them (recent posts, say).
   * Returns every profile it was given, in order; a provider without deeper data leaves this out.
   */
  deepenProfiles?(profiles: ProviderProfile[], ctx: CallContext): Promise<ProviderProfile[]>;
  /**
   * Optional, the sandbox's only: true for a test company (one with a `simulate` script) or one of its
   * people. Like a payment provider's test card, it rehearses its scripted faults and latency on every
   * job, so nothing about it is served from the provider cache nor replayed (docs/network-data.md).
   */
  rehearses?(subject: RehearsalSubject): boolean;
}

/** What `NetworkProvider.rehearses` is asked about: a company, or a person on some company's roster. */
export type RehearsalSubject = { companyId: number } | { personRef: string };

export interface EmailVerifier {
  /** The best address for a person at a company, verified where the domain allows; null when none. */
  findEmail(
    person: { first_name: string | null; last_name: string | null; person_ref: string },
    company: ProviderCompany,
    ctx: CallContext,
  ): Promise<EmailInfo | null>;
}

/** The first, cheap pass: does this person plausibly fit the persona? */
export interface ShortlistVerdict {
  person_ref: string;
  keep: boolean;
  /** 0 to 1: how well the person fits. */
  score: number;
}

/** The second, careful pass over the shortlist, with what the judge can decide about each person. */
export interface VerifiedCandidate {
  person_ref: string;
  keep: boolean;
  /** 0 to 1; the final rank orders by it. */
  score: number;
  /** Why the person fits the persona and deserves this place (1 to 1000 characters). */
  why: string;
  /** Refinements of the rule-based derivations; null leaves the derived value. */
  tier?: ProfessionalTier | null;
  is_decision_maker?: boolean | null;
  manages_people?: ManagesPeople | null;
  budget_authority?: BudgetAuthority | null;
  belongs_to_company?: BelongsToCompany | null;
}

export interface JudgeUsage {
  requests: number;
  input_tokens: number;
  output_tokens: number;
  cache_read_input_tokens: number;
  cache_creation_input_tokens: number;
}

/**
 * A judge that fails may attach `usage` (JudgeUsage) to its error: the tokens its requests spent before
 * the failure, which the pipeline still records on the job.
 */
/** What one `shortlist` or `verify` call will ask of its model, before it asks (for the rate budgets). */
export interface JudgeEstimate {
  model: string;
  requests: number;
  /** Input tokens it will send, cached prefix included (a conservative count). */
  inputTokens: number;
}

export interface PersonaJudge extends PersonaInterpreter {
  /** Optional: a judge that calls no rate-limited model leaves it out (or answers zero requests). */
  estimate?(
    pass: 'shortlist' | 'verify',
    persona: { slug: string; name: string; definition: string },
    company: ProviderCompany,
    profiles: ProviderProfile[],
  ): JudgeEstimate;
  shortlist(
    persona: { slug: string; name: string; definition: string },
    company: ProviderCompany,
    profiles: ProviderProfile[],
    ctx: CallContext,
  ): Promise<{ verdicts: ShortlistVerdict[]; usage: JudgeUsage | null }>;
  verify(
    persona: { slug: string; name: string; definition: string },
    company: ProviderCompany,
    candidates: ProviderProfile[],
    ctx: CallContext,
  ): Promise<{ verdicts: VerifiedCandidate[]; usage: JudgeUsage | null }>;
}

/**
 * Reads a persona definition into functions, levels, inclusions and exclusions (docs/personas.md), so a
 * user sees how it was understood before a job runs. The judge that judges is the one that reads.
 */
export interface PersonaInterpreter {
  interpret(persona: { name: string; definition: string }): Promise<PersonaInterpretation>;
}

/** Intermediate pipeline objects (company, roster batches, enriched profiles): overwritable, short-lived. */
export interface WorkStore {
  put(key: string, value: unknown): Promise<void>;
  get<T>(key: string): Promise<T | null>;
  exists(key: string): Promise<boolean>;
}

export interface WebhookDelivery {
  url: string;
  /** Stable across retries, so the receiver can deduplicate. */
  messageId: string;
  payload: unknown;
  secret: string;
}

export interface WebhookSender {
  /** One attempt. Resolves with the outcome; never throws for a refusing or unreachable endpoint. */
  send(delivery: WebhookDelivery): Promise<{ ok: boolean; status: number | null; error: string | null }>;
}

export interface Secrets {
  /** The secret stored under this ARN; null when it is empty. (A plain value in the config is the wiring's.) */
  get(arn: string): Promise<string | null>;
}

/** Step Functions' execution statuses (DescribeExecution), as the reconciler sees them. */
export const ExecutionStatus = {
  running: 'RUNNING',
  succeeded: 'SUCCEEDED',
  failed: 'FAILED',
  timedOut: 'TIMED_OUT',
  aborted: 'ABORTED',
  pendingRedrive: 'PENDING_REDRIVE',
} as const;
export type ExecutionStatus = (typeof ExecutionStatus)[keyof typeof ExecutionStatus];

/** What the reconciler's sweep asks of the pipeline runner about a job's execution (named after the job). */
export interface PipelineExecutions {
  /** The status of the job's execution; null when it does not exist (it was never started). */
  status(jobId: string): Promise<ExecutionStatus | null>;
}

export interface ProcessingJob {
  job_id: string;
  created_at: string;
  /** The job's last stage entry, delay or progress count (its submission until the first). */
  last_progress_at: string | null;
  /** When a delayed job is due to run again; null while it runs. */
  next_retry_at: string | null;
}

export interface WebhookClaim {
  /** Attempts the claimer believes were made so far. */
  attempt: number;
  holdUntil: string;
  dueBy?: string;
}

/** A pending webhook as the outbox index holds it. */
export interface PendingWebhook {
  job_id: string;
  due_at: string;
}

/** The done jobs whose webhook is still owed, from a sparse index that holds only them. */
export interface PendingWebhookIndex {
  /** Those due at or before `before`, earliest first, at most `limit`. */
  duePending(before: string, limit: number): Promise<PendingWebhook[]>;
}

/** One page of the processing jobs, and where the next one starts (null after the last). */
export interface ProcessingJobPage {
  jobs: ProcessingJob[];
  next: string | null;
}

/** The jobs still processing, from an index that holds only them (never a scan of the jobs table). */
export interface ProcessingJobIndex {
  /**
   * Every processing job, a page of at most `limit` at a time, in no promised order: start with a null
   * cursor, pass each page's `next` on, stop when it is null. A job that is processing throughout is on
   * exactly one page; one that starts or ends meanwhile may or may not be.
   */
  processingPage(limit: number, cursor: string | null): Promise<ProcessingJobPage>;
}

/**
 * What each job consumed at its dependencies, in billed units (functions/core/cost.ts), for the
 * operator: never shown to the client. Written where the calls are made (functions/core/metered.ts).
 */
export interface CostStore {
  /** Adds `units` to the job's record; one recording counts once, even when its write is retried. */
  record(jobId: string, units: Readonly<Record<string, number>>): Promise<void>;
  /** The job's units so far (with its account); null when there is no such job. */
  read(jobId: string): Promise<{ account_id: string; units: Record<string, number> } | null>;
  /** The sum over the account's jobs, and how many jobs it has. */
  totals(accountId: string): Promise<{ jobs: number; units: Record<string, number> }>;
}
