import { PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { S3JsonStore } from '../../functions/adapters/s3/json-store.js';

const s3 = mockClient(S3Client);
const store = new S3JsonStore(new S3Client({ region: 'us-east-1' }), 'bucket');

const serviceError = (name: string, status: number, fault: 'client' | 'server') =>
  new S3ServiceException({ name, $fault: fault, $metadata: { httpStatusCode: status }, message: name });

describe('the S3 JSON store', () => {
  beforeEach(() => s3.reset());

  it('writes a result only if none exists, and says so when one does', async () => {
    s3.on(PutObjectCommand)
      .resolvesOnce({})
      .rejectsOnce(serviceError('PreconditionFailed', 412, 'client'));
    expect(await store.putOnce('results/a.json', { x: 1 })).toBe('written');
    expect(await store.putOnce('results/a.json', { x: 1 })).toBe('exists');
    expect(s3.commandCalls(PutObjectCommand)[0]?.args[0].input).toMatchObject({
      IfNoneMatch: '*',
      Key: 'results/a.json',
    });
  });

  it.each([
    ['throttling', serviceError('SlowDown', 503, 'server')],
    ['a server error', serviceError('InternalError', 500, 'server')],
    ['no answer', Object.assign(new Error('socket hang up'), { name: 'TimeoutError' })],
  ])(
    'turns %s into the transient Storage.Unavailable, which the state machine retries',
    async (_what, error) => {
      s3.on(PutObjectCommand).rejects(error);
      await expect(store.putOnce('results/b.json', {})).rejects.toMatchObject({
        name: 'Storage.Unavailable',
      });
      await expect(store.put('work/b.json', {})).rejects.toMatchObject({ name: 'Storage.Unavailable' });
    },
  );

  it('leaves a misconfiguration as it is, so it fails instead of being retried', async () => {
    s3.on(PutObjectCommand).rejects(serviceError('AccessDenied', 403, 'client'));
    await expect(store.putOnce('results/c.json', {})).rejects.toMatchObject({ name: 'AccessDenied' });
  });
});

describe('the error envelope for a dependency hiccup', () => {
  it('answers 503 service_unavailable with Retry-After, and logs the cause', async () => {
    const { errorResponse } = await import('../../functions/shared/middleware.js');
    const { storageError } = await import('../../functions/adapters/s3/json-store.js');
    const logged: unknown[] = [];
    const response = errorResponse(storageError(serviceError('SlowDown', 503, 'server')), 'req-1', (e) =>
      logged.push(e),
    );
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'retry-after': '1', 'x-request-id': 'req-1' });
    expect(JSON.parse(String(response.body))).toEqual({
      error: { code: 'service_unavailable', message: expect.stringContaining('req-1') },
    });
    expect(logged).toHaveLength(1);
  });
});
