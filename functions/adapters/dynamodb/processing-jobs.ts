import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ProcessingJob, ProcessingJobIndex } from '../../core/ports.js';
import { withDatabaseErrors } from './errors.js';
import { PROCESSING_PKS } from './tables.js';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The sparse `by_processing` index of the jobs table: only items that still carry `processing_pk`
 * (set at submission, removed in the transaction that ends the job) are in it, so a query reads the
 * unfinished jobs and nothing else, whatever the size of the table. The key is sharded (tables.ts):
 * every shard is read, each oldest first, and the oldest `limit` of all of them kept.
 */
export class DynamoProcessingJobIndex implements ProcessingJobIndex {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly jobsTable: string,
  ) {
    this.doc = withDatabaseErrors(doc);
  }

  async oldestProcessing(limit: number, since?: string): Promise<ProcessingJob[]> {
    const shards = await Promise.all(PROCESSING_PKS.map((pk) => this.oldestIn(pk, limit, since)));
    return shards
      .flat()
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.job_id.localeCompare(b.job_id))
      .slice(0, limit);
  }

  private async oldestIn(pk: string, limit: number, since: string | undefined): Promise<ProcessingJob[]> {
    const jobs: ProcessingJob[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.jobsTable,
          IndexName: 'by_processing',
          // From `since` on (inclusive), for the sweep's next page.
          KeyConditionExpression: `processing_pk = :p${since ? ' AND created_at >= :since' : ''}`,
          ExpressionAttributeValues: { ':p': pk, ...(since ? { ':since': since } : {}) },
          ProjectionExpression: 'job_id, created_at, last_progress_at, next_retry_at',
          ScanIndexForward: true,
          Limit: limit - jobs.length,
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) {
        jobs.push({
          job_id: String(item.job_id),
          created_at: String(item.created_at),
          last_progress_at: text(item.last_progress_at),
          next_retry_at: text(item.next_retry_at),
        });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey && jobs.length < limit);
    return jobs;
  }
}
