import type { PendingWebhookIndex, ProcessingJobIndex } from '../../core/ports.js';
import { MemoryAccountStore } from './accounts.js';
import { MemoryApiKeyStore } from './api-keys.js';
import { MemoryBudgetStore } from './budgets.js';
import { MemoryCostStore } from './costs.js';
import { MemoryJobStore } from './jobs.js';
import { MemoryJsonStore } from './json-store.js';
import { MemoryPersonaStore } from './personas.js';
import { MemoryTables } from './tables.js';

/** Every store over one set of in-memory tables: what unit tests wire instead of DynamoDB and S3. */
export function createMemoryStores(tables = new MemoryTables()) {
  const accounts = new MemoryAccountStore(tables);
  const objects = new MemoryJsonStore(tables);
  const jobs = new MemoryJobStore(tables, accounts);
  return {
    tables,
    accounts,
    apiKeys: new MemoryApiKeyStore(tables),
    personas: new MemoryPersonaStore(tables),
    jobs,
    /** The twin of the `by_webhook` index (DynamoPendingWebhookIndex). */
    pendingWebhooks: jobs as PendingWebhookIndex,
    /** The twin of the `by_processing` index (DynamoProcessingJobIndex). */
    processingJobs: jobs as ProcessingJobIndex,
    results: objects,
    work: objects,
    budgets: new MemoryBudgetStore(),
    costs: new MemoryCostStore(tables),
  };
}
