import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PendingWebhook, PendingWebhookIndex } from '../../core/ports.js';
import { WEBHOOK_PENDING_PK } from './tables.js';

/**
 * The sparse `by_webhook` index of the jobs table: only done jobs whose webhook is still owed carry
 * `webhook_pk` (set in the settling transaction, removed once the webhook is delivered or given up), so
 * the outbox sweep reads those and nothing else. The index is eventually consistent: what it answers
 * is only a candidate, which the sweep claims with a conditional write on the table itself.
 */
export class DynamoPendingWebhookIndex implements PendingWebhookIndex {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly jobsTable: string,
  ) {}

  async duePending(before: string, limit: number): Promise<PendingWebhook[]> {
    const due: PendingWebhook[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.jobsTable,
          IndexName: 'by_webhook',
          KeyConditionExpression: 'webhook_pk = :p AND webhook_due_at <= :before',
          ExpressionAttributeValues: { ':p': WEBHOOK_PENDING_PK, ':before': before },
          ProjectionExpression: 'job_id, webhook_due_at',
          ScanIndexForward: true,
          Limit: limit - due.length,
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) {
        due.push({ job_id: String(item.job_id), due_at: String(item.webhook_due_at) });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey && due.length < limit);
    return due;
  }
}
