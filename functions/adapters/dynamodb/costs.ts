import { type DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CostStore } from '../../core/ports.js';
import { getItemsByIds } from './batch-get.js';
import { withDatabaseErrors } from './errors.js';

/** A unit's counter on the job item: `cost:<unit>` (a top-level attribute, so ADD needs no map first). */
export const COST_PREFIX = 'cost:';

/** The `cost:` attributes of an item, as units. */
export function unitsOf(item: Record<string, unknown>): Record<string, number> {
  const units: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(COST_PREFIX) && typeof value === 'number')
      units[name.slice(COST_PREFIX.length)] = value;
  }
  return units;
}

/**
 * Each job's consumption as counters on its own item of the jobs table, added with `ADD` (as the judge's
 * token usage is): no second table, no hot item shared by jobs (the account item is never touched), and
 * an account's totals come from its jobs: their ids through the `by_account` index (which holds only
 * keys, so these counters never write it), then the items.
 */
export class DynamoCostStore implements CostStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.doc = withDatabaseErrors(doc);
  }

  async record(jobId: string, units: Readonly<Record<string, number>>): Promise<void> {
    const entries = Object.entries(units).filter(([, n]) => Number.isFinite(n) && n !== 0);
    if (entries.length === 0) return;
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    const adds = entries.map(([unit, n], i) => {
      names[`#u${i}`] = `${COST_PREFIX}${unit}`;
      values[`:u${i}`] = n;
      return `#u${i} :u${i}`;
    });
    // Unconditional on status: a call that finishes after a cancel was still billed.
    await this.doc.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { job_id: jobId },
        UpdateExpression: `ADD ${adds.join(', ')}`,
        ConditionExpression: 'attribute_exists(job_id)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  }

  async read(jobId: string): Promise<{ account_id: string; units: Record<string, number> } | null> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: { job_id: jobId }, ConsistentRead: true }),
    );
    if (!Item) return null;
    return { account_id: String(Item.account_id), units: unitsOf(Item) };
  }

  async totals(accountId: string): Promise<{ jobs: number; units: Record<string, number> }> {
    const units: Record<string, number> = {};
    let jobs = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: 'by_account',
          KeyConditionExpression: 'account_id = :a',
          ExpressionAttributeValues: { ':a': accountId },
          ExclusiveStartKey: start,
        }),
      );
      const ids = (page.Items ?? []).map((entry) => String(entry.job_id));
      for (const item of await getItemsByIds(this.doc, this.table, 'job_id', ids)) {
        jobs += 1;
        for (const [unit, n] of Object.entries(unitsOf(item))) units[unit] = (units[unit] ?? 0) + n;
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return { jobs, units };
  }
}
