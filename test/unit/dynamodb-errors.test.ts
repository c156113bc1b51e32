import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  InternalServerError,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../functions/adapters/dynamodb/accounts.js';
import { databaseError } from '../../functions/adapters/dynamodb/errors.js';
import { DynamoJobStore } from '../../functions/adapters/dynamodb/jobs.js';
import { Stage } from '../../functions/core/model.js';
import { TransientError } from '../../functions/core/ports.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const tables = { jobs: 'jobs', accounts: 'accounts', idempotency: 'idempotency' };
const jobs = new DynamoJobStore(doc, tables);
const accounts = new DynamoAccountStore(doc, 'accounts');
const meta = { $metadata: {} };

const throttled = () =>
  new ProvisionedThroughputExceededException({
    message: 'Rate of requests exceeds the allowed throughput',
    ...meta,
  });
const internal = () => new InternalServerError({ message: 'Internal server error', ...meta });
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
const timedOut = () => Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    CancellationReasons: codes.map((Code) => ({ Code })),
    ...meta,
  });

describe('DynamoDB errors in the stores', () => {
  beforeEach(() => dynamo.reset());

  it.each([
    ['throttling', throttled],
    ['an internal error', internal],
    ['a refused connection', refused],
    ['no answer in time', timedOut],
  ])('turn %s into the transient Database.Unavailable, on reads and writes alike', async (_what, error) => {
    dynamo.on(GetCommand).rejects(error());
    dynamo.on(UpdateCommand).rejects(error());
    await expect(jobs.get('job_1')).rejects.toMatchObject({ name: 'Database.Unavailable' });
    await expect(jobs.enterStage('job_1', Stage.scan_team, '2026-01-01T00:00:00Z')).rejects.toMatchObject({
      name: 'Database.Unavailable',
    });
    await expect(accounts.get('acct_1')).rejects.toBeInstanceOf(TransientError);
  });

  it('turn a transaction cancelled only by throttling into Database.Unavailable', async () => {
    dynamo.on(GetCommand).resolves({ Item: { job_id: 'job_1', account_id: 'acct_1', status: 'processing' } });
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'ThrottlingError']));
    await expect(jobs.finishUncharged('job_1', 'failed', null, '2026-01-01T00:00:00Z')).rejects.toMatchObject(
      {
        name: 'Database.Unavailable',
      },
    );
  });

  it('leave a failed condition what it is: the store still answers "no longer processing"', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'failed', ...meta }));
    dynamo.on(GetCommand).resolves({ Item: { job_id: 'job_1', account_id: 'acct_1', status: 'cancelled' } });
    expect(await jobs.enterStage('job_1', Stage.scan_team, '2026-01-01T00:00:00Z')).toBe(false);
    dynamo.on(GetCommand).resolves({ Item: { job_id: 'job_1', account_id: 'acct_1', status: 'processing' } });
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    expect(await jobs.finishUncharged('job_1', 'failed', null, '2026-01-01T00:00:00Z')).toBe(false);
  });

  it('leave errors a retry cannot fix untranslated', () => {
    const denied = Object.assign(new Error('not authorized'), { name: 'AccessDeniedException' });
    expect(databaseError(denied)).toBe(denied);
    const conflict = cancelled(['TransactionConflict']);
    expect(databaseError(conflict)).toBe(conflict);
    const validation = Object.assign(new Error('Item size has exceeded the maximum allowed size'), {
      name: 'ValidationException',
    });
    expect(databaseError(validation)).toBe(validation);
  });
});
