import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TransientError, TransientErrorName } from '../../core/ports.js';

/** DynamoDB's own names for failures a later attempt may not meet (throttling, its internal errors). */
const RETRYABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);
/** Node's names for a connection that failed, was refused, reset or timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether a DynamoDB failure is the dependency's (down, throttling, too slow) rather than the request's.
 * Condition and transaction failures are answers, not outages: adapters translate those themselves.
 */
export function isDynamoOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { name, message } = error;
  const code = (error as { code?: unknown }).code;
  const fault = (error as { $fault?: unknown }).$fault;
  if (name === 'TransactionCanceledException' || name === 'ConditionalCheckFailedException') return false;
  return (
    RETRYABLE_NAMES.has(name) ||
    fault === 'server' ||
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    /socket hang up|ECONNREFUSED|ECONNRESET|ETIMEDOUT/.test(message)
  );
}

/**
 * Once the SDK's own retries are spent, an outage leaves the client as the transient `Storage.Unavailable`:
 * the API answers it with 503 and Retry-After, and the state machine turns it into a delayed retry.
 * It is a client middleware so that every store gets it, and SDK errors still never reach `core/`.
 */
export function translateDynamoOutages(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (!isDynamoOutage(error)) throw error;
        throw new TransientError(
          TransientErrorName.storageUnavailable,
          `DynamoDB unavailable: ${(error as Error).message}`,
          null,
          { cause: error },
        );
      }
    },
    { step: 'initialize', name: 'ctpDynamoOutages', override: true },
  );
}
