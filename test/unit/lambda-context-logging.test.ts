import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyRecord } from '../../functions/core/api-keys.js';
import { type ApiServicesSource, httpHandler } from '../../functions/shared/middleware.js';

const API_KEY = 'ctp_lambda-context-test-key';
const record = keyRecord(API_KEY, 'acct_logging', '2026-01-01T00:00:00.000Z');
// What Lambda sets for an on-demand environment; Powertools reports no cold start without it.
vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
const logger = new Logger({ serviceName: 'company-target-people' });
vi.unstubAllEnvs();

// Only what the HTTP middleware reads of the services: the key store, the logger, the clock, the config.
const services = (async () => ({
  logger,
  apiKeys: { findByHash: async (hash: string) => (hash === record.key_hash ? record : null) },
  clock: { now: () => new Date() },
  config: {
    CTP_MAX_BODY_BYTES: 65_536,
    CTP_REQUEST_DEADLINE_MS: 5_000,
    CTP_KEY_RATE_PER_SECOND: 100,
    CTP_KEY_RATE_BURST: 1_000,
  },
})) as unknown as ApiServicesSource;

const event = {
  version: '2.0',
  rawPath: '/v1/account',
  headers: { 'x-api-key': API_KEY },
  requestContext: { requestId: 'api-request-1', http: { method: 'GET', path: '/v1/account' } },
} as unknown as APIGatewayProxyEventV2;

const contextFor = (awsRequestId: string) =>
  ({
    awsRequestId,
    functionName: 'ctp-account-get',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:ctp-account-get',
    memoryLimitInMB: '256',
    getRemainingTimeInMillis: () => 10_000,
  }) as unknown as Context;

/** The JSON log lines the Powertools logger writes while `act` runs. */
async function logLinesOf(act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  };
  // Errors go to stderr, everything else to stdout.
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(capture),
    vi.spyOn(process.stderr, 'write').mockImplementation(capture),
  ];
  try {
    await act();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe('the HTTP handlers’ logs', () => {
  it('carry the Lambda request id, the function name and the cold-start flag', async () => {
    // Prepare
    const handler = httpHandler(
      {},
      async (request) => {
        request.deps.logger.info('Account read');
        return { body: {} };
      },
      services,
    );

    // Act
    const first = await logLinesOf(() => handler(event, contextFor('lambda-request-1')));
    const second = await logLinesOf(() => handler(event, contextFor('lambda-request-2')));

    // Assess
    expect(first).toEqual([
      expect.objectContaining({
        message: 'Account read',
        function_request_id: 'lambda-request-1',
        function_name: 'ctp-account-get',
        cold_start: true,
      }),
    ]);
    expect(second).toEqual([
      expect.objectContaining({ function_request_id: 'lambda-request-2', cold_start: false }),
    ]);
  });

  it('put the request id on the line of an unexpected error too', async () => {
    const handler = httpHandler(
      {},
      async () => {
        throw new Error('a bug');
      },
      services,
    );

    const lines = await logLinesOf(() => handler(event, contextFor('lambda-request-3')));

    expect(lines).toEqual([
      expect.objectContaining({ message: 'Unhandled error', function_request_id: 'lambda-request-3' }),
    ]);
  });
});

describe('the stage handlers’ logs', () => {
  it('carry the Lambda request id and the cold-start flag too', async () => {
    // Prepare: a stage function as Lambda runs it (services from the entry module, built from the
    // environment), with a step that logs through the services it is given.
    vi.stubEnv('CTP_MODE', 'aws');
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.resetModules();
    try {
      const { stageHandler } = await import('../../functions/stages/runtime.js');
      const handler = stageHandler(async (deps, input: { job_id: string }) => {
        deps.logError('Stage step failed', { jobId: input.job_id });
        return input;
      });

      // Act
      const first = await logLinesOf(() => handler({ job_id: 'job_1' }, contextFor('stage-request-1')));
      const second = await logLinesOf(() => handler({ job_id: 'job_1' }, contextFor('stage-request-2')));

      // Assess
      expect(first).toEqual([
        expect.objectContaining({
          message: 'Stage step failed',
          jobId: 'job_1',
          function_request_id: 'stage-request-1',
          cold_start: true,
        }),
      ]);
      expect(second).toEqual([
        expect.objectContaining({ function_request_id: 'stage-request-2', cold_start: false }),
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
