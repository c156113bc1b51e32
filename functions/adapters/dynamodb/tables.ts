/**
 * The tables and indexes, declared once: local mode creates them from this, and the CDK stack's tests
 * check that the deployed tables have the same keys. `docs/data-model.md` explains each access pattern.
 */
export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey?: string;
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
      { name: 'by_account', partitionKey: 'account_id', sortKey: 'created_at' },
      // A key's jobs (GET /v1/jobs); key_id survives key rotation, so no job item is ever rewritten.
      { name: 'by_key', partitionKey: 'key_id', sortKey: 'created_at' },
      // Sparse: only settled jobs carry these two attributes (a null key attribute would be refused).
      { name: 'by_replay', partitionKey: 'replay_key', sortKey: 'settled_at' },
      // Sparse: only processing jobs carry `processing_pk`, so the reconciler's sweep reads just them.
      { name: 'by_processing', partitionKey: 'processing_pk', sortKey: 'created_at' },
      // Sparse: only done jobs whose webhook is still owed carry `webhook_pk`: the webhook outbox.
      { name: 'by_webhook', partitionKey: 'webhook_pk', sortKey: 'webhook_due_at' },
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
 * The value of `processing_pk` while a job is processing (the attribute is removed when it ends): one
 * partition of the `by_processing` index, ordered by `created_at`, holds exactly the unfinished jobs.
 */
export const PROCESSING_PK = 'processing';

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
