import { DynamoDBServiceException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TransientError, TransientErrorName } from '../../core/ports.js';
import { deadlineSignal } from '../../shared/request-deadline.js';
import { isConnectionFailure } from '../connection-errors.js';

/** The commands that write: aborted earlier than reads, so that an ambiguous write can still be resolved. */
const WRITE_COMMANDS = /^(Put|Update|Delete|TransactWrite|BatchWrite)/;

/** DynamoDB's own names for "too much at once" and "our fault, try again". */
const RETRYABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
]);

/** Cancellation reasons that say only "throttled": the transaction may simply be run again. */
const THROTTLED_REASONS = new Set([
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

function throttledTransaction(error: TransactionCanceledException): boolean {
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  // A failed condition or a conflict is an answer the caller must see as it is.
  return (
    codes.some((code) => THROTTLED_REASONS.has(code)) &&
    codes.every((code) => code === 'None' || THROTTLED_REASONS.has(code))
  );
}

/**
 * DynamoDB's retryable failures (throttling, internal errors, no answer), once the SDK's own retries
 * are spent, become the transient `Database.Unavailable`: a stage that meets one takes the delayed-retry
 * path instead of `fail_job` (which needs DynamoDB too), and the API answers 503. Anything else (a
 * failed condition, a validation error, access denied) stays what it is.
 */
export function databaseError(error: unknown): unknown {
  if (error instanceof TransientError) return error;
  const retryable =
    (error instanceof TransactionCanceledException && throttledTransaction(error)) ||
    (!(error instanceof TransactionCanceledException) &&
      ((error instanceof Error && RETRYABLE_NAMES.has(error.name)) ||
        (error instanceof DynamoDBServiceException &&
          (error.$fault === 'server' || error.$retryable !== undefined)))) ||
    isConnectionFailure(error);
  if (!retryable) return error;
  return new TransientError(
    TransientErrorName.databaseUnavailable,
    `Database unavailable: ${(error as Error).message}`,
    null,
    { cause: error },
  );
}

/**
 * The document client as the stores use it: every `send` translates DynamoDB's retryable failures with
 * `databaseError`, so no store method can let one escape untranslated.
 */
export function withDatabaseErrors(doc: DynamoDBDocumentClient): DynamoDBDocumentClient {
  const send = (async (...args: Parameters<DynamoDBDocumentClient['send']>) => {
    const [command, options] = args as unknown as [object, object | undefined];
    // Inside an API request, the call carries the request's deadline (functions/shared/request-deadline.ts).
    const abortSignal =
      typeof options === 'object' && options !== null && 'abortSignal' in options
        ? undefined
        : deadlineSignal(WRITE_COMMANDS.test(command.constructor.name) ? 'write' : 'read');
    try {
      if (abortSignal)
        return await (doc.send as (...a: unknown[]) => Promise<unknown>)(command, {
          ...options,
          abortSignal,
        });
      return await (doc.send as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      throw databaseError(error);
    }
  }) as DynamoDBDocumentClient['send'];
  return new Proxy(doc, {
    get(target, property, receiver) {
      return property === 'send' ? send : Reflect.get(target, property, receiver);
    },
  });
}
