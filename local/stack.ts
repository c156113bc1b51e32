import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoLocalClientConfig, s3LocalClientConfig } from '../functions/adapters/emulator-clients.js';
import { cryptoIds, systemClock } from '../functions/adapters/ids.js';
import {
  abortAllLocalExecutions,
  type LocalPipelineOptions,
  localPipelineStarter,
  localWebhookResumer,
} from '../functions/adapters/sfn/local-starter.js';
import { createAccount } from '../functions/core/admin.js';
import { hashApiKey } from '../functions/core/api-keys.js';
import { cancelSimulatedWaits } from '../functions/sandbox/network/embedded.js';
import { type Config, loadConfig } from '../functions/shared/config.js';
import {
  createDocumentClient,
  createStores,
  tableNames,
  useLocalPipeline,
  useLocalWebhookLog,
} from '../functions/shared/deps.js';
import { ensureBucket, ensureTables } from './bootstrap.js';
import type { SeedAccount } from './config.js';
import { startDynamoDbLocal, startS3Local } from './emulators.js';
import type { LocalLog } from './log.js';
import { type LocalReconcilerOptions, reconcileLocalExecution, startLocalSweep } from './reconciler.js';
import { createApiServer, listen } from './server.js';

export interface LocalStackOptions {
  port?: number;
  /** Fixed ports of DynamoDB Local and the S3 emulator (CTP_DYNAMODB_PORT, CTP_S3_PORT); 0 or absent: any free one. */
  dynamoPort?: number;
  s3Port?: number;
  /** Where state persists across restarts; null keeps everything in memory and a temporary folder. */
  dataDir: string | null;
  accounts: SeedAccount[];
  /** Service settings (functions/shared/config.ts) to use instead of the environment's. */
  env?: Record<string, string>;
  /** Lines per request and per webhook attempt (npm start); none when absent. */
  log?: LocalLog;
  /**
   * How the local runner reaches the stages, its history limit, and (tests only) an observer of every
   * execution end, called once the reconciler has been handed it.
   */
  pipeline?: LocalPipelineOptions;
  /** The reconciler's sweep: how often, and how old a job must be to be judged. */
  sweep?: LocalReconcilerOptions;
}

export interface LocalStack {
  baseUrl: string;
  dynamoEndpoint: string;
  /** DynamoDB Local's java process. */
  dynamoPid: number | undefined;
  s3Endpoint: string;
  config: Config;
  seeded: { account_id: string; api_key: string; created: boolean }[];
  /** Jobs found processing from an earlier run and started again. */
  resumed: number;
  /** Done jobs whose webhook an earlier run had not delivered yet, delivered again. */
  webhooksResumed: number;
  stop(): Promise<void>;
}

const LOCAL_TIMING = {
  CTP_RETRY_BASE_MS: '1000',
  CTP_RETRY_MAX_MS: '8000',
  CTP_WEBHOOK_SCHEDULE_SECONDS: '0,1,2,4,8,15',
  CTP_WEBHOOK_TIMEOUT_MS: '5000',
} as const;

/**
 * In-process executions die with the process. On start, every job still processing is started again:
 * stages are idempotent (batches already done are skipped), and nothing was charged yet.
 */
async function resumeProcessingJobs(doc: DynamoDBDocumentClient, table: string): Promise<number> {
  const { getDeps } = await import('../functions/shared/deps.js');
  const deps = await getDeps();
  let resumed = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: '#s = :processing',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':processing': 'processing' },
        ProjectionExpression: 'job_id',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      await deps.pipeline.start(String(item.job_id));
      resumed += 1;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return resumed;
}

/** Done jobs whose webhook was still pending when the last run stopped: delivered again now. */
async function resumePendingWebhooks(doc: DynamoDBDocumentClient, table: string): Promise<number> {
  const resume = localWebhookResumer((jobId, error) =>
    console.error(`Local webhook delivery of ${jobId} failed:`, error),
  );
  let resumed = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: '#s = :done AND webhook_pending = :true',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':done': 'done', ':true': true },
        ProjectionExpression: 'job_id',
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      resume(String(item.job_id));
      resumed += 1;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return resumed;
}

/** Seed accounts get an id derived from their key, so that seeding again on restart finds them. */
export const seedAccountId = (apiKey: string) => `acct_${hashApiKey(apiKey).slice(0, 16)}`;

/**
 * The whole service on this machine: DynamoDB Local, the S3 emulator, the tables and bucket, the seed
 * accounts, and the API server in front of the real handlers. `npm start` and the test suite both use it.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const ephemeral = options.dataDir === null;
  const dataDir = options.dataDir
    ? path.resolve(options.dataDir)
    : await mkdtemp(path.join(tmpdir(), 'ctp-'));
  await mkdir(dataDir, { recursive: true });

  const dynamo = await startDynamoDbLocal({
    port: options.dynamoPort,
    ...(ephemeral ? {} : { dataDir: path.join(dataDir, 'dynamodb') }),
  });
  const s3 = await startS3Local({ directory: path.join(dataDir, 's3'), port: options.s3Port }).catch(
    async (error: unknown) => {
      await dynamo.stop();
      throw error;
    },
  );

  // The handlers read their configuration from the environment exactly as in Lambda. Local mode
  // compresses the pipeline's waits (seconds, not minutes) unless told otherwise.
  for (const [name, value] of Object.entries(LOCAL_TIMING)) process.env[name] ??= value;
  Object.assign(process.env, {
    CTP_MODE: 'local',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    CTP_DYNAMODB_ENDPOINT: dynamo.endpoint,
    CTP_S3_ENDPOINT: s3.endpoint,
    ...options.env,
  });
  // As in AWS, where an EventBridge rule on the state machine invokes the reconciler.
  useLocalPipeline(() =>
    localPipelineStarter({
      ...options.pipeline,
      onEnd: (end) => {
        reconcileLocalExecution(end);
        options.pipeline?.onEnd?.(end);
      },
    }),
  );
  const stopServices = async () => {
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
    if (ephemeral) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const config = loadConfig();
    const dynamoClient = new DynamoDBClient(dynamoLocalClientConfig(dynamo.endpoint));
    await ensureTables(dynamoClient, tableNames(config));
    await ensureBucket(new S3Client(s3LocalClientConfig(s3.endpoint)), config.CTP_RESULTS_BUCKET);

    const stores = createStores(config);
    const seeded = [];
    for (const account of options.accounts) {
      const result = await createAccount(
        { ...stores, clock: systemClock, ids: cryptoIds },
        {
          account_id: seedAccountId(account.api_key),
          api_key: account.api_key,
          tier: account.tier,
          credits: account.credits,
          concurrency_limit: account.concurrency_limit,
          name: account.name ?? null,
        },
      );
      seeded.push({
        account_id: result.account.account_id,
        api_key: account.api_key,
        created: result.created,
      });
    }

    const resumed = ephemeral
      ? 0
      : await resumeProcessingJobs(createDocumentClient(config), config.CTP_JOBS_TABLE);
    const webhooksResumed = ephemeral
      ? 0
      : await resumePendingWebhooks(createDocumentClient(config), config.CTP_JOBS_TABLE);

    useLocalWebhookLog(options.log?.webhook);
    const sweep = startLocalSweep(config, options.sweep);
    const server = createApiServer(options.log ? { onRequest: options.log.request } : {});
    const port = await listen(server, options.port ?? 0);
    const baseUrl = `http://127.0.0.1:${port}`;
    if (!ephemeral) {
      // The admin CLI finds a running local stack through this file.
      await writeFile(
        path.join(dataDir, 'endpoints.json'),
        JSON.stringify(
          { api: baseUrl, dynamodb: dynamo.endpoint, s3: s3.endpoint, pid: process.pid },
          null,
          2,
        ),
      );
    }
    return {
      baseUrl,
      dynamoEndpoint: dynamo.endpoint,
      // A getter: a persistent stack's java is started again when it dies.
      get dynamoPid() {
        return dynamo.pid;
      },
      s3Endpoint: s3.endpoint,
      config,
      seeded,
      resumed,
      webhooksResumed,
      stop: async () => {
        sweep.stop();
        abortAllLocalExecutions();
        cancelSimulatedWaits();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        if (!ephemeral) await rm(path.join(dataDir, 'endpoints.json'), { force: true });
        await stopServices();
      },
    };
  } catch (error) {
    await stopServices();
    throw error;
  }
}
