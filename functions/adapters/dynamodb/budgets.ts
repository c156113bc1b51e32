import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BudgetState, BudgetStore } from '../../core/rate-budget.js';
import { isConditionFailure } from './transact.js';

/**
 * The shared rate budgets, one item per dependency. A write replaces the item only if its version is
 * the one read (optimistic concurrency): two jobs can never both spend the same tokens.
 */
export class DynamoBudgetStore implements BudgetStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async read(dependency: string): Promise<{ state: BudgetState | null; version: number }> {
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: { pk: dependency }, ConsistentRead: true }),
    );
    if (!Item) return { state: null, version: 0 };
    return { state: Item.state as BudgetState, version: Number(Item.version) };
  }

  async write(dependency: string, state: BudgetState, version: number): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: { pk: dependency, state, version: version + 1 },
          ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
          ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
