import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ResultStore } from '../../core/ports.js';

export class S3ResultStore implements ResultStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async putOnce(key: string, body: unknown): Promise<'written' | 'exists'> {
    try {
      await this.s3.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: JSON.stringify(body),
          ContentType: 'application/json',
          // Immutability is enforced by S3 itself: a second write of the same result is refused.
          IfNoneMatch: '*',
        }),
      );
      return 'written';
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) return 'exists';
      throw error;
    }
  }

  async get(key: string): Promise<unknown | null> {
    try {
      const object = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const text = await object.Body?.transformToString('utf8');
      return text === undefined ? null : (JSON.parse(text) as unknown);
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }
}
