/**
 * The tables and indexes, declared once: local mode creates them from this, and the CDK stack's tests
 * check that the deployed tables have the same keys. `docs/data-model.md` explains each access pattern.
 */
/**
 * What an index copies from each item besides the keys. A write to the table writes an index only when
 * it changes an attribute the index holds (a key or a projected one), and then the size of the entry,
 * so projecting only what a query reads keeps progress writes off the indexes (docs/data-model.md).
 */
export type IndexProjection =
  | { type: 'ALL' }
  | { type: 'KEYS_ONLY' }
  | { type: 'INCLUDE'; attributes: string[] };

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey?: string;
  /** ALL when absent. */
  projection?: IndexProjection;
}

export interface TableDefinition {
  partitionKey: string;
  sortKey?: string;
  indexes: IndexDefinition[];
  /** Attribute holding an epoch-seconds expiry, when items expire. */
  ttlAttribute?: string;
}

export const TableKind = {
  accounts: 'accounts',
  apiKeys: 'apiKeys',
  jobs: 'jobs',
  idempotency: 'idempotency',
  budgets: 'budgets',
} as const;
export type TableKind = (typeof TableKind)[keyof typeof TableKind];

export const TABLES = {
  /** One partition per account: the ACCOUNT item, its PERSONA# items and its LEDGER# entries. */
  accounts: { partitionKey: 'pk', sortKey: 'sk', indexes: [] },
  apiKeys: {
    partitionKey: 'key_hash',
    indexes: [{ name: 'by_account', partitionKey: 'account_id', sortKey: 'created_at' }],
  },
  jobs: {
    partitionKey: 'job_id',
    indexes: [
      // An account's jobs, for its cost totals (costs.ts): the ids, then the items themselves.
      {
        name: 'by_account',
        partitionKey: 'account_id',
        sortKey: 'created_at',
        projection: { type: 'KEYS_ONLY' },
      },
      // A key's jobs (GET /v1/jobs); key_id survives key rotation, so no job item is ever rewritten.
      // `q` filters on input_search (written once), and the page's items are then read by id.
      {
        name: 'by_key',
        partitionKey: 'key_id',
        sortKey: 'created_at',
        projection: { type: 'INCLUDE', attributes: ['input_search'] },
      },
      // Sparse: only settled jobs carry these two attributes (a null key attribute would be refused).
      {
        name: 'by_replay',
        partitionKey: 'replay_key',
        sortKey: 'settled_at',
        projection: { type: 'KEYS_ONLY' },
      },
      // Sparse: only processing jobs carry `processing_pk`, so the reconciler's sweep reads just them,
      // spread over PROCESSING_SHARDS partitions, with what the no-progress alarm reads.
      {
        name: 'by_processing',
        partitionKey: 'processing_pk',
        sortKey: 'created_at',
        projection: { type: 'INCLUDE', attributes: ['last_progress_at', 'next_retry_at'] },
      },
      // Sparse: only done jobs whose webhook is still owed carry `webhook_pk`: the webhook outbox.
      {
        name: 'by_webhook',
        partitionKey: 'webhook_pk',
        sortKey: 'webhook_due_at',
        projection: { type: 'KEYS_ONLY' },
      },
    ],
  },
  idempotency: { partitionKey: 'pk', indexes: [], ttlAttribute: 'expires_at' },
  /**
   * The shared rate budgets (core/rate-budget.ts): one partition per external dependency, one item per
   * window of it (sort key: the window's start, zero-padded epoch ms), removed an hour after by TTL.
   */
  budgets: { partitionKey: 'pk', sortKey: 'sk', indexes: [], ttlAttribute: 'expires_at' },
} as const satisfies Record<TableKind, TableDefinition>;

/**
 * `processing_pk` while a job is processing (the attribute is removed when it ends): the
 * `by_processing` index holds exactly the unfinished jobs, ordered by `created_at` in each partition.
 * Every progress write of every running job also writes this index (it holds `last_progress_at`), so
 * the key is spread over shards, a hash of the job id, rather than one hot partition; the sweep reads
 * them all (processing-jobs.ts).
 */
export const PROCESSING_SHARDS = 16;

/** The one partition of jobs submitted before the key was sharded: read too, until none is left. */
export const LEGACY_PROCESSING_PK = 'processing';

export function processingPk(jobId: string): string {
  let h = 2166136261;
  for (let i = 0; i < jobId.length; i += 1) h = Math.imul(h ^ jobId.charCodeAt(i), 16777619);
  return `processing#${(h >>> 0) % PROCESSING_SHARDS}`;
}

/** Every partition of `by_processing` that may hold a processing job. */
export const PROCESSING_PKS: readonly string[] = [
  ...Array.from({ length: PROCESSING_SHARDS }, (_, i) => `processing#${i}`),
  LEGACY_PROCESSING_PK,
];

/** The value of `webhook_pk` while a done job's webhook is owed (removed once delivered or given up). */
export const WEBHOOK_PENDING_PK = 'pending';

export type TableNames = Record<TableKind, string>;

export const SK = {
  account: 'ACCOUNT',
  persona: (slug: string) => `PERSONA#${slug}`,
  personaPrefix: 'PERSONA#',
  ledger: (at: string, entryId: string) => `LEDGER#${at}#${entryId}`,
  ledgerPrefix: 'LEDGER#',
  /** The maintained number of jobs of a key identity, in its account's partition. */
  jobCount: (keyId: string) => `JOB_COUNT#${keyId}`,
} as const;
