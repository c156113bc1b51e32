import type { Account, ApiKeyRecord, Job, LedgerEntry, Persona } from '../../core/model.js';
import type { IdempotencyRecord } from '../../core/ports.js';

/** A stored job: the record the API reads, plus the attributes settlement and usage add to it. */
export type StoredJob = Job & Record<string, unknown>;

/**
 * The in-memory twin of the service's tables, shared by the in-memory stores the way the DynamoDB
 * stores share tables (the account item holds the default persona; the ledger lives beside it).
 * Every store method runs its checks and writes without awaiting in between, so each is atomic, as a
 * DynamoDB conditional write or transaction is. Values are copied in and out, as a database would.
 */
export class MemoryTables {
  readonly accounts = new Map<string, Account>();
  readonly ledger = new Map<string, { sk: string; entry: LedgerEntry }[]>();
  readonly personas = new Map<string, Map<string, Persona>>();
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  readonly jobs = new Map<string, StoredJob>();
  readonly idempotency = new Map<string, IdempotencyRecord>();
  readonly objects = new Map<string, string>();
}

export const copy = <T>(value: T): T => structuredClone(value);

/** Byte order of keys, as DynamoDB sorts them (localeCompare would not). */
export const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
