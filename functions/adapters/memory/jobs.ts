import { charge, chargeEntry, HoldRefusal, hold, holdRefusal, release } from '../../core/credits.js';
import { InvariantError } from '../../core/errors.js';
import type { ListPosition } from '../../core/job-cursor.js';
import { type Job, JobStatusValue, type Stage } from '../../core/model.js';
import type {
  IdempotencyRecord,
  JobListQuery,
  JobOwner,
  JobPage,
  JobProgress,
  JobStore,
  JudgeUsage,
  PendingWebhook,
  Settlement,
  SubmitResult,
  WebhookClaim,
} from '../../core/ports.js';
import { NEXT_RETRY_SKEW_MS, SubmitOutcome } from '../../core/ports.js';
import type { MemoryAccountStore } from './accounts.js';
import { byKey, copy, type MemoryTables, type StoredJob } from './tables.js';

const idempotencyPk = (accountId: string, key: string) => `${accountId}#${key}`;

/**
 * In-memory twin of `DynamoJobStore`: the same holds, slots, settlement-once and idempotency rules,
 * applied with the functions of `core/credits.ts`. Each method checks and writes without awaiting in
 * between, which makes it as atomic as the DynamoDB transaction it mirrors.
 */
export class MemoryJobStore implements JobStore {
  constructor(
    private readonly tables: MemoryTables,
    private readonly accounts: MemoryAccountStore,
  ) {}

  async submit(job: Job, idempotency: IdempotencyRecord | null, now: number): Promise<SubmitResult> {
    const pk = idempotency
      ? idempotencyPk(idempotency.key_id ?? idempotency.account_id, idempotency.key)
      : null;
    const existing = pk ? this.tables.idempotency.get(pk) : undefined;
    // An expired record still waiting for the TTL sweep counts as gone, as the DynamoDB condition says.
    if (existing && existing.expires_at >= now) {
      return { outcome: SubmitOutcome.idempotency_taken, existing: copy(existing) };
    }
    const account = this.tables.accounts.get(job.account_id);
    if (!account) return { outcome: SubmitOutcome.insufficient_credits, available: 0 };
    const refusal = holdRefusal(account);
    if (refusal === HoldRefusal.insufficient_credits) {
      return { outcome: SubmitOutcome.insufficient_credits, available: account.available };
    }
    if (refusal === HoldRefusal.concurrency_limit) {
      return { outcome: SubmitOutcome.concurrency_limit, limit: account.concurrency_limit };
    }
    if (this.tables.jobs.has(job.job_id)) throw new InvariantError(`Job id collision on ${job.job_id}`);
    this.tables.accounts.set(job.account_id, hold(account));
    this.tables.jobs.set(job.job_id, copy(job) as StoredJob);
    if (pk && idempotency) this.tables.idempotency.set(pk, copy(idempotency));
    return { outcome: SubmitOutcome.accepted };
  }

  async get(jobId: string): Promise<Job | null> {
    const job = this.tables.jobs.get(jobId);
    return job ? copy(job) : null;
  }

  async findIdempotency(owner: JobOwner, key: string): Promise<IdempotencyRecord | null> {
    // Returned even when expired, as DynamoDB does until its sweep: the caller's clock decides.
    const record = this.tables.idempotency.get(idempotencyPk(owner.key_id, key));
    return record ? copy(record) : null;
  }

  async list(owner: JobOwner, query: JobListQuery): Promise<JobPage> {
    // The `by_key` index's order, newest first: created_at, then (for equal times) the job id.
    const newestFirst = (a: ListPosition, b: ListPosition) =>
      byKey(b.created_at, a.created_at) || byKey(b.job_id, a.job_id);
    const matching = [...this.tables.jobs.values()]
      .filter((j) => j.key_id === owner.key_id && (!query.q || j.input_search.includes(query.q)))
      .sort(newestFirst);
    const after = query.after;
    const from = after ? matching.filter((j) => newestFirst(after, j) < 0) : matching;
    const page = from.slice(query.skip, query.skip + query.limit);
    const last = page.at(-1);
    const more = !query.q && last !== undefined && from.length > query.skip + page.length;
    return {
      count: matching.length,
      jobs: page.map(copy),
      next: more ? { created_at: last.created_at, job_id: last.job_id } : null,
    };
  }

  async enterStage(jobId: string, stage: Stage, at: string): Promise<boolean> {
    return this.whileProcessing(jobId, (job) => {
      // Delayed until a time still to come: a stage invocation now (a late Map iteration) leaves it so.
      if (isDelayedAfter(job, at)) return;
      Object.assign(job, { stage, processing_state: 'active', next_retry_at: null, updated_at: at });
    });
  }

  async markDelayed(jobId: string, stage: Stage, nextRetryAt: string, at: string): Promise<boolean> {
    return this.whileProcessing(jobId, (job) => {
      Object.assign(job, { stage, processing_state: 'delayed', next_retry_at: nextRetryAt, updated_at: at });
    });
  }

  async setProgress(jobId: string, progress: JobProgress, at: string): Promise<boolean> {
    return this.whileProcessing(jobId, (job) => {
      for (const [field, value] of Object.entries(progress)) {
        if (value !== undefined) job[field] = copy(value);
      }
      job.updated_at = at;
    });
  }

  async addProgress(
    jobId: string,
    field: 'profiles_enriched' | 'preliminary_candidates',
    amount: number,
  ): Promise<void> {
    await this.whileProcessing(jobId, (job) => {
      const current = job[field];
      // As DynamoDB refuses `NULL + n`: a counter is started with setProgress before it is added to.
      if (typeof current !== 'number') throw new InvariantError(`${field} of ${jobId} was never started`);
      job[field] = current + amount;
    });
  }

  async addUsage(jobId: string, usage: JudgeUsage): Promise<void> {
    const job = this.tables.jobs.get(jobId);
    if (!job) throw new InvariantError(`No job ${jobId}`);
    const add = (field: string, n: number) => {
      job[field] = Number(job[field] ?? 0) + n;
    };
    add('usage_requests', usage.requests);
    add('usage_input_tokens', usage.input_tokens);
    add('usage_output_tokens', usage.output_tokens);
    add('usage_cache_read_tokens', usage.cache_read_input_tokens);
    add('usage_cache_write_tokens', usage.cache_creation_input_tokens);
  }

  async settle(jobId: string, settlement: Settlement, at: string): Promise<'settled' | 'not_processing'> {
    const job = this.tables.jobs.get(jobId);
    if (job?.status !== JobStatusValue.processing) return 'not_processing';
    const account = this.tables.accounts.get(job.account_id);
    if (!account) throw new InvariantError(`No account ${job.account_id}`);
    const after = charge(account);
    this.tables.accounts.set(job.account_id, after);
    Object.assign(job, {
      status: JobStatusValue.done,
      result_key: settlement.result_key,
      target_people_count: settlement.target_people_count,
      replay_key: settlement.replay_key,
      settled_at: at,
      credits_charged: 1,
      credits_balance: after.balance,
      // A webhook is owed until it is delivered or given up: a restart must not lose it.
      webhook_pending: job.callback_url ? true : null,
      ...(job.callback_url ? { webhook_due_at: at, webhook_attempts: 0 } : {}),
      processing_state: null,
      next_retry_at: null,
      finished_at: at,
      updated_at: at,
    });
    this.accounts.appendLedger(job.account_id, at, chargeEntry(jobId, at));
    return 'settled';
  }

  async clearPendingWebhook(jobId: string): Promise<void> {
    const job = this.tables.jobs.get(jobId);
    if (!job) throw new InvariantError(`No job ${jobId}`);
    delete job.webhook_pending;
    delete job.webhook_due_at;
  }

  async claimWebhook(jobId: string, claim: WebhookClaim): Promise<boolean> {
    const job = this.tables.jobs.get(jobId);
    if (job?.webhook_pending !== true) return false;
    if ((job.webhook_attempts ?? 0) !== claim.attempt) return false;
    if (
      claim.dueBy !== undefined &&
      !(typeof job.webhook_due_at === 'string' && job.webhook_due_at <= claim.dueBy)
    ) {
      return false;
    }
    job.webhook_attempts = claim.attempt + 1;
    job.webhook_due_at = claim.holdUntil;
    return true;
  }

  async scheduleWebhook(jobId: string, dueAt: string): Promise<void> {
    const job = this.tables.jobs.get(jobId);
    if (job?.webhook_pending === true) job.webhook_due_at = dueAt;
  }

  /** The twin of the `by_webhook` index: pending webhooks due by `before`, earliest first. */
  async duePending(before: string, limit: number): Promise<PendingWebhook[]> {
    return [...this.tables.jobs.values()]
      .filter(
        (j) =>
          j.webhook_pending === true && typeof j.webhook_due_at === 'string' && j.webhook_due_at <= before,
      )
      .sort((a, b) => byKey(String(a.webhook_due_at), String(b.webhook_due_at)))
      .slice(0, limit)
      .map((j) => ({ job_id: j.job_id, due_at: String(j.webhook_due_at) }));
  }

  async findReplay(replayKey: string, since: string): Promise<Job | null> {
    const newest = [...this.tables.jobs.values()]
      .filter((j) => j.replay_key === replayKey && typeof j.settled_at === 'string' && j.settled_at >= since)
      .sort((a, b) => byKey(String(b.settled_at), String(a.settled_at)))[0];
    return newest?.status === JobStatusValue.done ? copy(newest) : null;
  }

  async finishUncharged(
    jobId: string,
    status: Exclude<Job['status'], 'processing' | 'done'>,
    message: string | null,
    at: string,
  ): Promise<boolean> {
    const job = this.tables.jobs.get(jobId);
    if (job?.status !== JobStatusValue.processing) return false;
    const account = this.tables.accounts.get(job.account_id);
    if (account) this.tables.accounts.set(job.account_id, release(account));
    Object.assign(job, {
      status,
      message,
      processing_state: null,
      next_retry_at: null,
      target_people_count: null,
      finished_at: at,
      updated_at: at,
    });
    return true;
  }

  private whileProcessing(jobId: string, change: (job: StoredJob) => void): boolean {
    const job = this.tables.jobs.get(jobId);
    if (job?.status !== JobStatusValue.processing) return false;
    change(job);
    return true;
  }
}

/** A job is `delayed` until its `next_retry_at` has passed. */
const isDelayedAfter = (job: StoredJob, at: string): boolean =>
  job.processing_state === 'delayed' &&
  typeof job.next_retry_at === 'string' &&
  job.next_retry_at > new Date(Date.parse(at) + NEXT_RETRY_SKEW_MS).toISOString();
