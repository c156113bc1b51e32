import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { ApiKeyRecord } from '../../core/model.js';
import type { ApiKeyStore } from '../../core/ports.js';
import { withDatabaseErrors } from './errors.js';
import { isConditionFailure, transact } from './transact.js';

export class DynamoApiKeyStore implements ApiKeyStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.doc = withDatabaseErrors(doc);
  }

  async findByHash(keyHash: string): Promise<ApiKeyRecord | null> {
    // Strongly consistent, so that a key revoked a moment ago is refused on the very next request.
    const { Item } = await this.doc.send(
      new GetCommand({ TableName: this.table, Key: { key_hash: keyHash }, ConsistentRead: true }),
    );
    return (Item as ApiKeyRecord | undefined) ?? null;
  }

  async put(record: ApiKeyRecord): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.table,
          Item: record,
          ConditionExpression: 'attribute_not_exists(key_hash)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async revoke(keyHash: string, at: string): Promise<ApiKeyRecord | null> {
    try {
      const { Attributes } = await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { key_hash: keyHash },
          UpdateExpression: 'SET #status = :revoked, revoked_at = :at',
          ConditionExpression: 'attribute_exists(key_hash)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':revoked': 'revoked', ':at': at },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return (Attributes as ApiKeyRecord | undefined) ?? null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  async rotate(oldHash: string, replacement: ApiKeyRecord, at: string): Promise<boolean> {
    const failed = await transact(this.doc, [
      {
        Update: {
          TableName: this.table,
          Key: { key_hash: oldHash },
          UpdateExpression: 'SET #status = :revoked, revoked_at = :at, replaced_by = :prefix',
          // Only an active key hands its jobs on: a revoked key stays revoked and issues nothing.
          ConditionExpression: '#status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':revoked': 'revoked',
            ':active': 'active',
            ':at': at,
            ':prefix': replacement.key_prefix,
          },
        },
      },
      {
        Put: {
          TableName: this.table,
          Item: replacement,
          ConditionExpression: 'attribute_not_exists(key_hash)',
        },
      },
    ]);
    return failed.length === 0;
  }

  async listByAccount(accountId: string): Promise<ApiKeyRecord[]> {
    const { Items } = await this.doc.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'by_account',
        KeyConditionExpression: 'account_id = :a',
        ExpressionAttributeValues: { ':a': accountId },
      }),
    );
    return (Items ?? []) as ApiKeyRecord[];
  }
}
