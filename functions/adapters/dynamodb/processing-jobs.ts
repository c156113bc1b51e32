import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ProcessingJob, ProcessingJobIndex } from '../../core/ports.js';
import { PROCESSING_PK } from './tables.js';

/**
 * The sparse `by_processing` index of the jobs table: only items that still carry `processing_pk`
 * (set at submission, removed in the transaction that ends the job) are in it, so a query reads the
 * unfinished jobs and nothing else, whatever the size of the table.
 */
export class DynamoProcessingJobIndex implements ProcessingJobIndex {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly jobsTable: string,
  ) {}

  async oldestProcessing(limit: number, since?: string): Promise<ProcessingJob[]> {
    const jobs: ProcessingJob[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.jobsTable,
          IndexName: 'by_processing',
          KeyConditionExpression: `processing_pk = :p${since ? ' AND created_at >= :since' : ''}`,
          ExpressionAttributeValues: { ':p': PROCESSING_PK, ...(since ? { ':since': since } : {}) },
          ProjectionExpression: 'job_id, created_at',
          ScanIndexForward: true,
          Limit: limit - jobs.length,
          ExclusiveStartKey,
        }),
      );
      for (const item of page.Items ?? []) {
        jobs.push({ job_id: String(item.job_id), created_at: String(item.created_at) });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey && jobs.length < limit);
    return jobs;
  }
}
