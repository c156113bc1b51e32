import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DynamoDBClient,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CreateBucketCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoLocalClientConfig, s3LocalClientConfig } from '../../functions/adapters/emulator-clients.js';
import { type RunningService, startDynamoDbLocal, startS3Local } from '../../local/emulators.js';

const HOOK_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 30_000;
const CONTENDERS = 20;

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('DynamoDB Local', () => {
  let dynamo: RunningService;
  let client: DynamoDBClient;

  beforeAll(async () => {
    dynamo = await startDynamoDbLocal();
    client = new DynamoDBClient(dynamoLocalClientConfig(dynamo.endpoint));
    await client.send(
      new CreateTableCommand({
        TableName: 'claims',
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    client?.destroy();
    await dynamo?.stop();
  }, HOOK_TIMEOUT_MS);

  it(
    'lets exactly one of 20 concurrent attribute_not_exists puts on the same key succeed',
    async () => {
      const results = await Promise.allSettled(
        Array.from({ length: CONTENDERS }, (_, i) =>
          client.send(
            new PutItemCommand({
              TableName: 'claims',
              Item: { pk: { S: 'job#1' }, owner: { S: `worker-${i}` } },
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          ),
        ),
      );

      const failures = results.filter((result) => result.status === 'rejected');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(failures).toHaveLength(CONTENDERS - 1);
      for (const failure of failures) {
        expect(failure.reason).toBeInstanceOf(ConditionalCheckFailedException);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stops accepting connections on its port once stopped',
    async () => {
      expect(await acceptsConnections(dynamo.port)).toBe(true);
      await dynamo.stop();
      expect(await acceptsConnections(dynamo.port)).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('S3 emulator', () => {
  const bucket = 'emulator-test';
  let directory: string;
  let s3: RunningService;
  let client: S3Client;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 's3rver-test-'));
    s3 = await startS3Local({ directory });
    client = new S3Client(s3LocalClientConfig(s3.endpoint));
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }, HOOK_TIMEOUT_MS);

  afterAll(async () => {
    client?.destroy();
    await s3?.stop();
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  }, HOOK_TIMEOUT_MS);

  async function getBody(key: string): Promise<Buffer> {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  }

  it(
    'returns from GetObject exactly the bytes given to PutObject, whether sent as a buffer or a stream',
    async () => {
      // Every byte value, plus random bytes, so that any re-encoding shows up.
      const body = Buffer.concat([
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
        randomBytes(256 * 1024),
      ]);
      // A streamed body is where default SDK checksums bite: s3rver would store the aws-chunked framing.
      const stream = Readable.from([body.subarray(0, 100_000), body.subarray(100_000)]);

      await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'round/buffer.bin', Body: body }));
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: 'round/stream.bin',
          Body: stream,
          ContentLength: body.length,
        }),
      );

      for (const key of ['round/buffer.bin', 'round/stream.bin']) {
        const stored = await getBody(key);
        expect(stored.length, key).toBe(body.length);
        expect(stored.equals(body), key).toBe(true);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lets exactly one of 20 concurrent If-None-Match puts on a new key succeed and refuses the rest with 412',
    async () => {
      const results = await Promise.allSettled(
        Array.from({ length: CONTENDERS }, (_, i) =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: 'claims/one',
              Body: `contender ${i}`,
              IfNoneMatch: '*',
            }),
          ),
        ),
      );

      const failures = results.filter((result) => result.status === 'rejected');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(failures).toHaveLength(CONTENDERS - 1);
      for (const failure of failures) {
        expect(failure.reason).toBeInstanceOf(S3ServiceException);
        expect(failure.reason).toMatchObject({
          name: 'PreconditionFailed',
          $metadata: { httpStatusCode: 412 },
        });
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses an If-None-Match put on an existing key and keeps the first body',
    async () => {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'claims/two', Body: 'first', IfNoneMatch: '*' }),
      );

      const second = client.send(
        new PutObjectCommand({ Bucket: bucket, Key: 'claims/two', Body: 'second', IfNoneMatch: '*' }),
      );

      await expect(second).rejects.toMatchObject({
        name: 'PreconditionFailed',
        $metadata: { httpStatusCode: 412 },
      });
      expect((await getBody('claims/two')).toString('utf8')).toBe('first');
    },
    TEST_TIMEOUT_MS,
  );
});
