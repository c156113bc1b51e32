import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ConflictRetryableError } from '../../core/errors.js';

export interface FailedCondition {
  index: number;
  /** The item as it was, when the operation asked for it with ReturnValuesOnConditionCheckFailure. */
  item: Record<string, unknown> | null;
}

const MAX_ATTEMPTS = 10;

/**
 * Runs a transaction. Conflicts with a concurrent transaction on the same items are retried (they say
 * nothing about the outcome); failed conditions are returned so the caller can say which invariant held.
 */
export async function transact(
  doc: DynamoDBDocumentClient,
  items: NonNullable<TransactWriteCommandInput['TransactItems']>,
  maxAttempts = MAX_ATTEMPTS,
): Promise<FailedCondition[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await doc.send(new TransactWriteCommand({ TransactItems: items }));
      return [];
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.flatMap((reason, index) =>
        reason.Code === 'ConditionalCheckFailed'
          ? [{ index, item: reason.Item ? (unmarshall(reason.Item) as Record<string, unknown>) : null }]
          : [],
      );
      if (failed.length > 0) return failed;
      const conflicted = reasons.some((r) => r.Code === 'TransactionConflict');
      if (!conflicted) throw error;
      if (attempt >= maxAttempts) throw new ConflictRetryableError('The account', error);
      // Full jitter, so that a crowd of conflicting writers spreads out instead of colliding again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));
    }
  }
}

export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';
