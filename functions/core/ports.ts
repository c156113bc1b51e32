import type { Account, ApiKeyRecord, Job, LedgerEntry, Persona, Stage, Tier } from './model.js';

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
