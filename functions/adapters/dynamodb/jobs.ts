import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { chargeEntry, HoldRefusal, holdRefusal } from '../../core/credits.js';
import { InvariantError } from '../../core/errors.js';
import type { ListPosition } from '../../core/job-cursor.js';
import type { Job, Stage } from '../../core/model.js';
import type {
  Clock,
  IdempotencyRecord,
  JobListQuery,
  JobOwner,
  JobPage,
  JobProgress,
  JobStore,
  JudgeUsage,
  Settlement,
  SubmitResult,
  WebhookClaim,
} from '../../core/ports.js';
import { NEXT_RETRY_SKEW_MS, SubmitOutcome } from '../../core/ports.js';
import { systemClock } from '../ids.js';
import { getItemsByIds } from './batch-get.js';
import { withDatabaseErrors } from './errors.js';
import { processingPk, SK, type TableNames, WEBHOOK_PENDING_PK } from './tables.js';
import { isConditionFailure, transact } from './transact.js';

/** Settling waits out transaction conflicts on a busy account longer than an API request would. */
const SETTLE_CONFLICT_ATTEMPTS = 30;

/** Scoped to the key identity (the account id for records written before key scoping). */
const idempotencyPk = (scope: string, key: string) => `${scope}#${key}`;

/** How many of the newest jobs a `q` search of the job list looks through. */
export const JOB_SEARCH_WINDOW = 1_000;

/**
 * A deep page of the job list (`skip` at least this) starts from a position stored every this many
 * jobs of the key, counted from its oldest, so it reads at most this many entries besides its own.
 */
export const JOB_POSITION_STRIDE = 100;

/**
 * No position is stored for a job younger than this: until then a submission committing late (within
 * its request's 5 s deadline, an ambiguous one's read-back included) could still land below it.
 */
export const JOB_POSITION_SETTLE_MS = 10 * 60_000;

/**
 * Positions in keys' job lists (every JOB_POSITION_STRIDE-th job from the oldest), kept for the keys
 * listed most recently; a position never moves, so a kept one never goes stale. In memory, one per
 * store (per API function instance), because the list route has read-only grants
 * (functions/shared/grants.ts): another instance walks once for itself.
 */
export class ListPositions {
  private readonly byKey = new Map<string, IndexEntry[]>();

  constructor(private readonly maxKeys = 1_000) {}

  /** The key's known positions: entry i is the job at ordinal (i + 1) × JOB_POSITION_STRIDE. */
  of(keyId: string): readonly IndexEntry[] {
    const known = this.byKey.get(keyId);
    if (!known) return [];
    // The most recently listed keys are kept longest.
    this.byKey.delete(keyId);
    this.byKey.set(keyId, known);
    return known;
  }

  add(keyId: string, ordinal: number, entry: IndexEntry): void {
    const known = this.byKey.get(keyId) ?? [];
    // Only the next position in order is kept: a walk that raced another adds nothing twice.
    if (ordinal !== (known.length + 1) * JOB_POSITION_STRIDE) return;
    known.push(entry);
    this.byKey.set(keyId, known);
    if (this.byKey.size > this.maxKeys) {
      const oldest = this.byKey.keys().next().value;
      if (oldest !== undefined) this.byKey.delete(oldest);
    }
  }
}

/** What the `by_key` index holds of a job: its keys and `input_search`. */
interface IndexEntry {
  key_id?: string;
  created_at: string;
  job_id: string;
  input_search?: string;
}

const positionEntry = (entry: IndexEntry): IndexEntry => ({
  created_at: entry.created_at,
  job_id: entry.job_id,
});

const positionOf = (entry: IndexEntry): ListPosition => ({
  created_at: entry.created_at,
  job_id: entry.job_id,
});

/** The `by_key` index key of a position: the ExclusiveStartKey that continues after it. */
const indexKey = (owner: JobOwner, position: ListPosition) => ({
  key_id: owner.key_id,
  created_at: position.created_at,
  job_id: position.job_id,
});

/**
 * Whose count a job adds to: the key identity that owns it (jobs belong to keys, spec 4.4), in its
 * account's partition. A rotated key inherits the identity, and with it the count.
 */
const jobCountKey = (owner: JobOwner) => ({ pk: owner.account_id, sk: SK.jobCount(owner.key_id) });

const jobCountIncrement = (table: string, owner: JobOwner) => ({
  Update: {
    TableName: table,
    Key: jobCountKey(owner),
    UpdateExpression: 'ADD job_count :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

export class DynamoJobStore implements JobStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly tables: Pick<TableNames, 'jobs' | 'accounts' | 'idempotency'>,
    /** Judges which jobs are old enough for a stored list position (JOB_POSITION_SETTLE_MS). */
    private readonly clock: Clock = systemClock,
    /** The list positions this store has walked: kept in memory, so the read-only list route writes nothing. */
    private readonly positions = new ListPositions(),
  ) {
    this.doc = withDatabaseErrors(doc);
  }

  async submit(job: Job, idempotency: IdempotencyRecord | null, now: number): Promise<SubmitResult> {
    const failed = await transact(this.doc, [
      {
        Update: {
          TableName: this.tables.accounts,
          Key: { pk: job.account_id, sk: SK.account },
          UpdateExpression:
            'SET available = available - :one, held = held + :one, in_flight = in_flight + :one',
          // The two money invariants: never spend a credit that is not free, never exceed the plan.
          ConditionExpression: 'available >= :one AND in_flight < concurrency_limit',
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      {
        Put: {
          TableName: this.tables.jobs,
          // `processing_pk` puts the job in the sparse `by_processing` index (its shard) until it ends;
          // `last_progress_at`, moved by every progress write, is what the no-progress alarm reads.
          Item: { ...job, processing_pk: processingPk(job.job_id), last_progress_at: job.created_at },
          ConditionExpression: 'attribute_not_exists(job_id)',
        },
      },
      ...(idempotency
        ? [
            {
              Put: {
                TableName: this.tables.idempotency,
                Item: {
                  pk: idempotencyPk(idempotency.key_id ?? idempotency.account_id, idempotency.key),
                  ...idempotency,
                },
                // An expired record may still be there (the TTL sweep lags by up to 48 hours): it counts
                // as gone, in this one write, so the winner is decided here and nowhere else.
                ConditionExpression: 'attribute_not_exists(pk) OR expires_at < :now',
                ExpressionAttributeValues: { ':now': now },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
              },
            },
          ]
        : []),
      // Last, so that the indexes above keep their meaning: the count the job list answers with.
      jobCountIncrement(this.tables.accounts, {
        account_id: job.account_id,
        key_id: job.key_id ?? job.account_id,
      }),
    ]);
    if (failed.length === 0) return { outcome: SubmitOutcome.accepted };
    // A repeated key is answered from the first request, whatever the account looks like now.
    const taken = failed.find((f) => f.index === 2);
    if (taken) {
      return {
        outcome: SubmitOutcome.idempotency_taken,
        existing: (taken.item as IdempotencyRecord | null) ?? null,
      };
    }
    const accountFailure = failed.find((f) => f.index === 0);
    if (accountFailure) {
      const account = accountFailure.item ?? (await this.getAccountItem(job.account_id));
      // The same decision as the twin's (holdRefusal): the slots first, then the credits.
      const refusal = holdRefusal({
        available: Number(account?.available ?? 0),
        balance: Number(account?.balance ?? 0),
        held: Number(account?.held ?? 0),
        in_flight: Number(account?.in_flight ?? 0),
        concurrency_limit: Number(account?.concurrency_limit ?? 0),
      });
      if (refusal === HoldRefusal.concurrency_limit)
        return { outcome: SubmitOutcome.concurrency_limit, limit: Number(account?.concurrency_limit ?? 0) };
      return { outcome: SubmitOutcome.insufficient_credits, available: Number(account?.available ?? 0) };
    }
    throw new InvariantError(`Job id collision on ${job.job_id}`);
  }

  async get(jobId: string): Promise<Job | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.tables.jobs, Key: { job_id: jobId }, ConsistentRead: true }),
    );
    return (Item as Job | undefined) ?? null;
  }

  async findIdempotency(owner: JobOwner, key: string): Promise<IdempotencyRecord | null> {
    const { Item } = await this.doc.send(
      new GetCommand({
        TableName: this.tables.idempotency,
        Key: { pk: idempotencyPk(owner.key_id, key) },
        ConsistentRead: true,
      }),
    );
    // Returned even when expired (DynamoDB deletes expired items lazily): the caller's clock decides.
    return (Item as IdempotencyRecord | undefined) ?? null;
  }

  async list(owner: JobOwner, query: JobListQuery): Promise<JobPage> {
    if (query.q) return this.search(owner, query.q, query);
    const after = query.after ?? null;
    // Deep pages start from a stored position instead of walking every job above them.
    if (!after && query.skip >= JOB_POSITION_STRIDE) {
      const count = await this.jobCount(owner);
      if (query.skip >= count) return { count, jobs: [], next: null };
      const top = count - 1 - query.skip;
      const bottom = Math.max(0, top - query.limit + 1);
      const run = await this.ascendingRun(owner, bottom, top);
      if (run) {
        const page = run.reverse();
        const last = page.at(-1);
        return {
          count,
          jobs: await this.itemsOf(page),
          next: bottom > 0 && last ? positionOf(last) : null,
        };
      }
      // No stored position reaches this deep yet (the jobs there are too recent): walk, as a shallow page.
    }
    // A shallow page (or one after a cursor): the entries above it and one more, to know if more follow.
    const wanted = query.skip + query.limit;
    const [count, entries] = await Promise.all([
      this.jobCount(owner),
      this.entries(owner, wanted + 1, { forward: false, start: after }),
    ]);
    const page = entries.slice(query.skip, wanted);
    const last = page.at(-1);
    return {
      count,
      jobs: await this.itemsOf(page),
      next: entries.length > wanted && last ? positionOf(last) : null,
    };
  }

  /**
   * `q`: a filter has no index to count with, so it searches the newest JOB_SEARCH_WINDOW jobs, and
   * `count` is the number of matches among them (docs/api.md). No cursor: the window is read anyway.
   */
  private async search(owner: JobOwner, q: string, query: JobListQuery): Promise<JobPage> {
    const wanted = query.skip + query.limit;
    let count = 0;
    let evaluated = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    const page: IndexEntry[] = [];
    do {
      const result = await this.doc.send(
        new QueryCommand({
          ...this.byKeyQuery(owner, false),
          ExpressionAttributeValues: { ':k': owner.key_id, ':q': q },
          FilterExpression: 'contains(input_search, :q)',
          Limit: JOB_SEARCH_WINDOW - evaluated,
          ExclusiveStartKey,
        }),
      );
      evaluated += result.ScannedCount ?? 0;
      for (const item of result.Items ?? []) {
        if (count >= query.skip && count < wanted) page.push(item as IndexEntry);
        count += 1;
      }
      ExclusiveStartKey = result.LastEvaluatedKey;
    } while (ExclusiveStartKey && evaluated < JOB_SEARCH_WINDOW);
    return { count, jobs: await this.itemsOf(page), next: null };
  }

  private byKeyQuery(owner: JobOwner, forward: boolean): QueryCommandInput {
    // Key-scoped (spec 4.4): the key identity's index, not the account's.
    return {
      TableName: this.tables.jobs,
      IndexName: 'by_key',
      KeyConditionExpression: 'key_id = :k',
      ExpressionAttributeValues: { ':k': owner.key_id },
      ScanIndexForward: forward,
    };
  }

  /** Up to `n` entries of the owner's `by_key` index after `start` (exclusive), newest or oldest first. */
  private async entries(
    owner: JobOwner,
    n: number,
    options: { forward: boolean; start?: ListPosition | null },
  ): Promise<IndexEntry[]> {
    const found: IndexEntry[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined = options.start
      ? indexKey(owner, options.start)
      : undefined;
    while (found.length < n) {
      const page = await this.doc.send(
        new QueryCommand({
          ...this.byKeyQuery(owner, options.forward),
          Limit: n - found.length,
          ExclusiveStartKey,
        }),
      );
      found.push(...((page.Items ?? []) as IndexEntry[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
      if (!ExclusiveStartKey) break;
    }
    return found;
  }

  /**
   * The entries at positions `bottom`..`top` of the owner's list counted from its oldest job (0), oldest
   * first, read from the stored position at or below `bottom`: at most JOB_POSITION_STRIDE - 1 + the
   * page's entries. Null when no stored position reaches that far (and none can be stored yet).
   */
  private async ascendingRun(owner: JobOwner, bottom: number, top: number): Promise<IndexEntry[] | null> {
    const anchorAt = Math.floor(bottom / JOB_POSITION_STRIDE) * JOB_POSITION_STRIDE;
    if (anchorAt === 0) return (await this.entries(owner, top + 1, { forward: true })).slice(bottom);
    const anchor =
      (await this.storedPosition(owner, anchorAt)) ?? (await this.storePositions(owner, anchorAt));
    if (!anchor) return null;
    const above = await this.entries(owner, top - anchorAt, { forward: true, start: anchor });
    return [anchor, ...above].slice(bottom - anchorAt);
  }

  private storedPosition(owner: JobOwner, ordinal: number): IndexEntry | null {
    return this.positions.of(owner.key_id)[ordinal / JOB_POSITION_STRIDE - 1] ?? null;
  }

  /**
   * Walks the owner's list upwards from its highest known position (or its oldest job) and keeps a
   * position every JOB_POSITION_STRIDE jobs, up to `target`. Jobs are only ever added, and a job older
   * than JOB_POSITION_SETTLE_MS can no longer gain an older neighbour (a submission commits within its
   * request's deadline), so a position never moves; the walk stops at the first younger job. Each job
   * is walked once per function instance for all its later deep pages. The entry at `target`, or null
   * if not reached.
   */
  private async storePositions(owner: JobOwner, target: number): Promise<IndexEntry | null> {
    const known = this.positions.of(owner.key_id);
    const highest = known.at(-1);
    let ordinal = known.length * JOB_POSITION_STRIDE - (highest ? 0 : 1);
    let ExclusiveStartKey: Record<string, unknown> | undefined = highest
      ? indexKey(owner, highest)
      : undefined;
    const settledBefore = new Date(this.clock.now().getTime() - JOB_POSITION_SETTLE_MS).toISOString();
    do {
      const page = await this.doc.send(
        new QueryCommand({ ...this.byKeyQuery(owner, true), Limit: target - ordinal, ExclusiveStartKey }),
      );
      for (const item of (page.Items ?? []) as IndexEntry[]) {
        if (item.created_at >= settledBefore) return null;
        ordinal += 1;
        if (ordinal % JOB_POSITION_STRIDE !== 0 || ordinal === 0) continue;
        this.positions.add(owner.key_id, ordinal, positionEntry(item));
        if (ordinal === target) return item;
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return null;
  }

  /**
   * The whole items of index entries: `by_key` holds only the keys and `input_search`, so that a job's
   * progress writes never write it; a page (at most 100 jobs) is then read by id.
   */
  private async itemsOf(entries: readonly IndexEntry[]): Promise<Job[]> {
    if (entries.length === 0) return [];
    const ids = entries.map((entry) => entry.job_id);
    return (await getItemsByIds(this.doc, this.tables.jobs, 'job_id', ids)) as unknown as Job[];
  }

  /** The owner's maintained job count (written in the submitting transaction). */
  private async jobCount(owner: JobOwner): Promise<number> {
    const { Item } = await this.doc.send(
      new GetCommand({
        TableName: this.tables.accounts,
        Key: jobCountKey(owner),
        ConsistentRead: true,
      }),
    );
    return Number(Item?.job_count ?? 0);
  }

  async enterStage(jobId: string, stage: Stage, at: string): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tables.jobs,
          Key: { job_id: jobId },
          UpdateExpression:
            'SET stage = :stage, processing_state = :active, next_retry_at = :null, updated_at = :at, last_progress_at = :at',
          // A job is `delayed` until its next_retry_at has passed (NEXT_RETRY_SKEW_MS): a stage
          // invocation before then (a late Map iteration) leaves it delayed. ISO-8601 UTC timestamps
          // compare as strings.
          ConditionExpression:
            '#status = :processing AND (#ps <> :delayed OR attribute_not_exists(next_retry_at) OR attribute_type(next_retry_at, :nullType) OR next_retry_at <= :due)',
          ExpressionAttributeNames: { '#status': 'status', '#ps': 'processing_state' },
          ExpressionAttributeValues: {
            ':processing': 'processing',
            ':stage': stage,
            ':active': 'active',
            ':delayed': 'delayed',
            ':null': null,
            ':nullType': 'NULL',
            ':at': at,
            ':due': new Date(Date.parse(at) + NEXT_RETRY_SKEW_MS).toISOString(),
          },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Either no longer processing (do no new work) or delayed until later (work, and leave it so).
      return (await this.get(jobId))?.status === 'processing';
    }
  }

  async markDelayed(jobId: string, stage: Stage, nextRetryAt: string, at: string): Promise<boolean> {
    return this.updateWhileProcessing(
      jobId,
      'SET stage = :stage, processing_state = :delayed, next_retry_at = :next, updated_at = :at, last_progress_at = :at',
      { ':stage': stage, ':delayed': 'delayed', ':next': nextRetryAt, ':at': at },
    );
  }

  async setProgress(jobId: string, progress: JobProgress, at: string): Promise<boolean> {
    const entries = Object.entries(progress).filter(([, value]) => value !== undefined);
    const sets = entries.map((_, i) => `#f${i} = :v${i}`);
    return this.updateWhileProcessing(
      jobId,
      `SET ${[...sets, 'updated_at = :at', 'last_progress_at = :at'].join(', ')}`,
      { ':at': at, ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])) },
      Object.fromEntries(entries.map(([field], i) => [`#f${i}`, field])),
    );
  }

  async addProgress(
    jobId: string,
    field: 'profiles_enriched' | 'preliminary_candidates',
    amount: number,
    at?: string,
  ): Promise<void> {
    await this.updateWhileProcessing(
      jobId,
      `SET #f = if_not_exists(#f, :zero) + :n${at ? ', last_progress_at = :at' : ''}`,
      { ':zero': 0, ':n': amount, ...(at ? { ':at': at } : {}) },
      { '#f': field },
    );
  }

  async addUsage(jobId: string, usage: JudgeUsage): Promise<void> {
    // Unconditional: a step that finishes after a cancel still used those tokens, and the cost is ours.
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tables.jobs,
        Key: { job_id: jobId },
        UpdateExpression:
          'ADD usage_requests :r, usage_input_tokens :i, usage_output_tokens :o, usage_cache_read_tokens :cr, usage_cache_write_tokens :cw',
        ConditionExpression: 'attribute_exists(job_id)',
        ExpressionAttributeValues: {
          ':r': usage.requests,
          ':i': usage.input_tokens,
          ':o': usage.output_tokens,
          ':cr': usage.cache_read_input_tokens,
          ':cw': usage.cache_creation_input_tokens,
        },
      }),
    );
  }

  async settle(jobId: string, settlement: Settlement, at: string): Promise<'settled' | 'not_processing'> {
    const job = await this.get(jobId);
    if (job?.status !== 'processing') return 'not_processing';
    // `credits_balance` is the balance after this charge as read just before it; jobs of the same
    // account settling in the same instant may not be in it yet (docs/api.md).
    const before = Number((await this.getAccountItem(job.account_id))?.balance ?? 0);
    const entry = chargeEntry(jobId, at);
    const failed = await transact(
      this.doc,
      [
        {
          Update: {
            TableName: this.tables.jobs,
            Key: { job_id: jobId },
            UpdateExpression: `SET #status = :done, result_key = :result, target_people_count = :count, replay_key = :replay, settled_at = :at, credits_charged = :one, credits_balance = :after, processing_state = :null, next_retry_at = :null, finished_at = :at, updated_at = :at, webhook_pending = :webhook${
              // Into the outbox index (a key attribute of an index cannot be null, so only when owed).
              job.callback_url ? ', webhook_pk = :outbox, webhook_due_at = :at, webhook_attempts = :zero' : ''
            } REMOVE processing_pk`,
            // Only a running job is settled: a second run of this step, or a cancel that came first, charges nothing.
            ConditionExpression: '#status = :processing',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':done': 'done',
              ':result': settlement.result_key,
              ':count': settlement.target_people_count,
              ':replay': settlement.replay_key,
              ':one': 1,
              ':after': before - 1,
              ':null': null,
              ':at': at,
              ':processing': 'processing',
              // Set in the settling transaction itself, so that no crash falls between the two.
              ':webhook': job.callback_url ? true : null,
              ...(job.callback_url ? { ':outbox': WEBHOOK_PENDING_PK, ':zero': 0 } : {}),
            },
          },
        },
        {
          Update: {
            TableName: this.tables.accounts,
            Key: { pk: job.account_id, sk: SK.account },
            // The hold taken at submission already reserved this credit (core/credits.ts `charge`): turning
            // it into a charge needs no condition, so jobs settling together on one account never fail
            // each other; they only wait out DynamoDB's transaction conflicts.
            UpdateExpression:
              'SET balance = balance - :one, held = held - :one, in_flight = in_flight - :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        {
          Put: {
            TableName: this.tables.accounts,
            Item: { pk: job.account_id, sk: SK.ledger(at, entry.entry_id), ...entry },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
      SETTLE_CONFLICT_ATTEMPTS,
    );
    return failed.length > 0 ? 'not_processing' : 'settled';
  }

  async clearPendingWebhook(jobId: string): Promise<void> {
    await this.doc.send(
      new UpdateCommand({
        TableName: this.tables.jobs,
        Key: { job_id: jobId },
        UpdateExpression: 'REMOVE webhook_pending, webhook_pk, webhook_due_at',
        ConditionExpression: 'attribute_exists(job_id)',
      }),
    );
  }

  async claimWebhook(jobId: string, claim: WebhookClaim): Promise<boolean> {
    const counted =
      // A job settled before attempts were counted has none stored: its first claim counts from 0.
      claim.attempt === 0
        ? '(attribute_not_exists(webhook_attempts) OR webhook_attempts = :n)'
        : 'webhook_attempts = :n';
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tables.jobs,
          Key: { job_id: jobId },
          UpdateExpression: 'SET webhook_pk = :outbox, webhook_due_at = :hold, webhook_attempts = :next',
          ConditionExpression: `webhook_pending = :true AND ${counted}${claim.dueBy ? ' AND webhook_due_at <= :dueBy' : ''}`,
          ExpressionAttributeValues: {
            ':outbox': WEBHOOK_PENDING_PK,
            ':hold': claim.holdUntil,
            ':next': claim.attempt + 1,
            ':n': claim.attempt,
            ':true': true,
            ...(claim.dueBy ? { ':dueBy': claim.dueBy } : {}),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async scheduleWebhook(jobId: string, dueAt: string): Promise<void> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tables.jobs,
          Key: { job_id: jobId },
          UpdateExpression: 'SET webhook_due_at = :due',
          ConditionExpression: 'webhook_pending = :true',
          ExpressionAttributeValues: { ':due': dueAt, ':true': true },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async findReplay(replayKey: string, since: string): Promise<Job | null> {
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.tables.jobs,
        IndexName: 'by_replay',
        KeyConditionExpression: 'replay_key = :k AND settled_at >= :since',
        ExpressionAttributeValues: { ':k': replayKey, ':since': since },
        ScanIndexForward: false,
        Limit: 1,
      }),
    );
    // The index holds only keys (nothing written after settlement rewrites it): the job is read by id.
    const entry = Items?.[0];
    const job = entry ? await this.get(String(entry.job_id)) : null;
    return job?.status === 'done' ? job : null;
  }

  private async updateWhileProcessing(
    jobId: string,
    updateExpression: string,
    values: Record<string, unknown>,
    names: Record<string, string> = {},
  ): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tables.jobs,
          Key: { job_id: jobId },
          UpdateExpression: updateExpression,
          ConditionExpression: '#status = :processing',
          ExpressionAttributeNames: { '#status': 'status', ...names },
          ExpressionAttributeValues: { ':processing': 'processing', ...values },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async finishUncharged(
    jobId: string,
    status: Exclude<Job['status'], 'processing' | 'done'>,
    message: string | null,
    at: string,
  ): Promise<boolean> {
    const job = await this.get(jobId);
    if (job?.status !== 'processing') return false;
    const failed = await transact(this.doc, [
      {
        Update: {
          TableName: this.tables.jobs,
          Key: { job_id: jobId },
          UpdateExpression:
            // No result, so no count of one (a draft's count may have been set by match_target).
            'SET #status = :status, #message = :message, processing_state = :null, next_retry_at = :null, target_people_count = :null, finished_at = :at, updated_at = :at REMOVE processing_pk',
          // Only a job still running can end; whoever ends it first decides its status and its money.
          ConditionExpression: '#status = :processing',
          ExpressionAttributeNames: { '#status': 'status', '#message': 'message' },
          ExpressionAttributeValues: {
            ':status': status,
            ':message': message,
            ':null': null,
            ':at': at,
            ':processing': 'processing',
          },
        },
      },
      {
        Update: {
          TableName: this.tables.accounts,
          Key: { pk: job.account_id, sk: SK.account },
          UpdateExpression:
            'SET available = available + :one, held = held - :one, in_flight = in_flight - :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    return failed.length === 0;
  }

  private async getAccountItem(accountId: string) {
    const { Item } = await this.doc.send(
      new GetCommand({
        TableName: this.tables.accounts,
        Key: { pk: accountId, sk: SK.account },
        ConsistentRead: true,
      }),
    );
    return Item;
  }
}
