import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import type { S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * Client settings for the local emulators, in one place: the composition root uses them when an
 * emulator endpoint is configured, and the local tooling (npm start, the admin CLI, tests) uses them too.
 */
export function dynamoLocalClientConfig(endpoint: string): DynamoDBClientConfig {
  return {
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}

export function s3LocalClientConfig(endpoint: string): S3ClientConfig {
  return {
    endpoint,
    region: 'us-east-1',
    // s3rver only routes virtual-host requests by Host header, which 127.0.0.1 cannot carry.
    forcePathStyle: true,
    // s3rver verifies SigV4 signatures against this fixed key pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // With default checksums the SDK streams bodies aws-chunked, and s3rver stores the chunk framing
    // as object content: silent corruption.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
