import type { CompanyRef } from './company-input.js';
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
import type { EmailInfo, ProviderCompany, ProviderProfile, RosterEntry } from './profile.js';

/**
 * The domain's view of the outside world. Adapters in `functions/adapters/` implement these with an
 * injected client; `functions/shared/deps.ts` chooses which. Nothing here knows about AWS or HTTP.
 */

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
  listByAccount(accountId: string): Promise<ApiKeyRecord[]>;
}

export interface PersonaPatch {
  name?: string;
  definition?: string;
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
  ): Promise<Persona>;
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

export interface IdempotencyRecord {
  account_id: string;
  key: string;
  request_hash: string;
  job_id: string;
  created_at: string;
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
  | { outcome: typeof SubmitOutcome.idempotency_taken };

export interface JobListQuery {
  q: string | null;
  limit: number;
  skip: number;
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
   */
  submit(job: Job, idempotency: (IdempotencyRecord & { expires_at: number }) | null): Promise<SubmitResult>;
  get(jobId: string): Promise<Job | null>;
  findIdempotency(accountId: string, key: string): Promise<IdempotencyRecord | null>;
  list(accountId: string, query: JobListQuery): Promise<{ count: number; jobs: Job[] }>;
  /**
   * Records that a stage is now working on the job (`processing_state: active`). False, and no change,
   * when the job is no longer processing: the caller must then do no new work.
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
  ): Promise<void>;
  /** Adds an LLM call's token usage to the job's internal cost record (never shown to the client). */
  addUsage(jobId: string, usage: JudgeUsage): Promise<void>;
  /**
   * Marks the job done with its published result, converts its hold into a charge, writes the ledger
   * entry and releases its slot, all in one transaction, only while the job is processing: running it
   * again, or after a cancel, charges nothing.
   */
  settle(jobId: string, settlement: Settlement, at: string): Promise<'settled' | 'not_processing'>;
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
}

/** Which job and which attempt a provider call belongs to (simulated faults and rate limits key on it). */
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

export class TransientError extends Error {
  constructor(
    name: TransientErrorName,
    message: string,
    /** When the dependency said to come back (e.g. Retry-After), if it did. */
    readonly retryAfterSeconds: number | null = null,
    options?: { cause?: unknown },
  ) {
    // The hint rides in the message because that is all of an error that crosses a Lambda boundary.
    super(retryAfterSeconds === null ? message : `${message} (retry-after=${retryAfterSeconds})`, options);
    this.name = name;
  }
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
}

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
  tier?: 'owner' | 'executive' | 'function_leader' | 'manager' | 'individual' | null;
  is_decision_maker?: boolean | null;
  manages_people?: 'yes' | 'likely' | 'no' | 'unknown' | null;
  budget_authority?: 'owns' | 'influences' | 'none' | 'unknown' | null;
  belongs_to_company?: 'confirmed' | 'likely' | 'no' | null;
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

export interface PersonaJudge {
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
  /** The plain value when configured (local mode), else the secret behind the ARN (AWS); null when neither. */
  get(name: { plain?: string | undefined; arn?: string | undefined }): Promise<string | null>;
}
