import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PendingWebhook, PendingWebhookIndex } from '../../core/ports.js';
import { queryAll } from './paged.js';
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
    const items = await queryAll(
      this.doc,
      {
        TableName: this.jobsTable,
        IndexName: 'by_webhook',
        KeyConditionExpression: 'webhook_pk = :p AND webhook_due_at <= :before',
        ExpressionAttributeValues: { ':p': WEBHOOK_PENDING_PK, ':before': before },
        ProjectionExpression: 'job_id, webhook_due_at',
        ScanIndexForward: true,
      },
      limit,
    );
    return items.map((item) => ({ job_id: String(item.job_id), due_at: String(item.webhook_due_at) }));
  }
}
