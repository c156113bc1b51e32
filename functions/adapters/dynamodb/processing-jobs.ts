import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { InvariantError } from '../../core/errors.js';
import type { ProcessingJob, ProcessingJobIndex, ProcessingJobPage } from '../../core/ports.js';
import { withDatabaseErrors } from './errors.js';
import { PROCESSING_PKS } from './tables.js';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

interface Position {
  /** Index into PROCESSING_PKS. */
  shard: number;
  /** The query's LastEvaluatedKey inside that shard; absent at the shard's start. */
  key?: Record<string, unknown>;
}

const encode = (position: Position): string => Buffer.from(JSON.stringify(position)).toString('base64url');

function decode(cursor: string | null): Position {
  if (cursor === null) return { shard: 0 };
  const position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Position;
  if (!Number.isInteger(position.shard) || position.shard < 0 || position.shard >= PROCESSING_PKS.length) {
    throw new InvariantError('Invalid processing-job cursor');
  }
  return position;
}

/**
 * The sparse `by_processing` index of the jobs table: only items that still carry `processing_pk`
 * (set at submission, removed in the transaction that ends the job) are in it, so a query reads the
 * unfinished jobs and nothing else, whatever the size of the table. The key is sharded (tables.ts):
 * pages walk the shards one after the other, each item read once (a merge of every shard per page
 * would read each shard's page again for every page of the walk).
 */
export class DynamoProcessingJobIndex implements ProcessingJobIndex {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    doc: DynamoDBDocumentClient,
    private readonly jobsTable: string,
  ) {
    this.doc = withDatabaseErrors(doc);
  }

  async processingPage(limit: number, cursor: string | null): Promise<ProcessingJobPage> {
    let position = decode(cursor);
    for (;;) {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.jobsTable,
          IndexName: 'by_processing',
          KeyConditionExpression: 'processing_pk = :p',
          ExpressionAttributeValues: { ':p': PROCESSING_PKS[position.shard] },
          ProjectionExpression: 'job_id, created_at, last_progress_at, next_retry_at',
          Limit: limit,
          ExclusiveStartKey: position.key,
        }),
      );
      const jobs: ProcessingJob[] = (page.Items ?? []).map((item) => ({
        job_id: String(item.job_id),
        created_at: String(item.created_at),
        last_progress_at: text(item.last_progress_at),
        next_retry_at: text(item.next_retry_at),
      }));
      const next: Position | null = page.LastEvaluatedKey
        ? { shard: position.shard, key: page.LastEvaluatedKey }
        : position.shard + 1 < PROCESSING_PKS.length
          ? { shard: position.shard + 1 }
          : null;
      // An empty shard answers nothing worth a page of its own: go on to the next one.
      if (jobs.length > 0 || next === null) return { jobs, next: next ? encode(next) : null };
      position = next;
    }
  }
}
