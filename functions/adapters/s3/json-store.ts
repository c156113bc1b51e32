import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ResultStore, TransientError, TransientErrorName, type WorkStore } from '../../core/ports.js';
import { isConnectionFailure } from '../connection-errors.js';

/**
 * S3's retryable failures (throttling, 5xx, no answer) become the transient `Storage.Unavailable`, which
 * the state machine retries; anything else (access denied, a missing bucket) stays what it is.
 */
export function storageError(error: unknown): unknown {
  const retryable =
    (error instanceof S3ServiceException && (error.$fault === 'server' || error.$retryable !== undefined)) ||
    isConnectionFailure(error);
  if (!retryable) return error;
  return new TransientError(
    TransientErrorName.storageUnavailable,
    `Storage unavailable: ${(error as Error).message}`,
    null,
    { cause: error },
  );
}

/** JSON objects in one bucket: published results (write-once) and intermediate pipeline objects. */
export class S3JsonStore implements ResultStore, WorkStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async putOnce(key: string, body: unknown): Promise<'written' | 'exists'> {
    try {
      // Immutability is enforced by S3 itself: a second write of the same result is refused.
      await this.write(key, body, '*');
      return 'written';
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) return 'exists';
      throw storageError(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      // S3 answers 204 whether or not the key exists.
      await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw storageError(error);
    }
  }

  async put(key: string, value: unknown): Promise<void> {
    try {
      await this.write(key, value, undefined);
    } catch (error) {
      throw storageError(error);
    }
  }

  async get<T>(key: string): Promise<T | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const text = await object.Body?.transformToString('utf8');
      return text === undefined ? null : (JSON.parse(text) as T);
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw storageError(error);
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (
        error instanceof NotFound ||
        (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
      ) {
        return false;
      }
      throw storageError(error);
    }
  }

  private async write(key: string, value: unknown, ifNoneMatch: string | undefined) {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: JSON.stringify(value),
        ContentType: 'application/json',
        ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
      }),
    );
  }
}
