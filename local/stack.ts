import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { scanAll } from '../functions/adapters/dynamodb/paged.js';
import { DynamoProcessingJobIndex } from '../functions/adapters/dynamodb/processing-jobs.js';
import { dynamoLocalClientConfig, s3LocalClientConfig } from '../functions/adapters/emulator-clients.js';
import { cryptoIds, systemClock } from '../functions/adapters/ids.js';
import { createMemoryStores } from '../functions/adapters/memory/index.js';
import { createAccount } from '../functions/core/admin.js';
import { hashApiKey } from '../functions/core/api-keys.js';
import { ConfigError } from '../functions/core/errors.js';
import type { Clock, JobStore, PipelineStarter, ProcessingJobIndex } from '../functions/core/ports.js';
import { type SimulationTime, simulationTime } from '../functions/sandbox/clock.js';
import { type Config, loadConfig } from '../functions/shared/config.js';
import {
  type ApiServices,
  buildApiServices,
  buildPipelineServices,
  createClients,
  type ObjectStore,
  type PipelineOverrides,
  type PortBuilders,
  type Stores,
  tableNames,
} from '../functions/shared/deps.js';
import { judgeInterpreter } from '../functions/shared/judge.js';
import { once } from '../functions/shared/once.js';
import {
  ALL_PIPELINE_PORTS,
  judgePort,
  networkPort,
  verifierPort,
} from '../functions/shared/pipeline-ports.js';
import { ensureBucket, ensureTables } from './bootstrap.js';
import type { SeedAccount } from './config.js';
import { consoleSite } from './console-site.js';
import { LocalStackStoppingError } from './errors.js';
import { lockDataDir } from './lock.js';
import type { LocalLog } from './log.js';
import { ProviderGate } from './provider-gate.js';
import {
  type LocalReconcilerOptions,
  localReconcileDeps,
  reconcileLocalExecution,
  startLocalSweep,
} from './reconciler.js';
import {
  type LocalPipelineOptions,
  type LocalRunner,
  localPipelineStarter,
  type PipelineServicesSource,
} from './runner.js';
import { createApiServer, listen } from './server.js';

export interface LocalStackOptions {
  port?: number;
  /** Fixed ports of DynamoDB Local and the S3 emulator (CTP_DYNAMODB_PORT, CTP_S3_PORT); 0 or absent: any free one. */
  dynamoPort?: number;
  s3Port?: number;
  /** Where state persists across restarts; null keeps everything in memory and a temporary folder. */
  dataDir: string | null;
  accounts: SeedAccount[];
  /** Service settings (functions/shared/config.ts) over the environment's; the environment is only read. */
  env?: Record<string, string>;
  /** Benchmarks only: what the API starts jobs with, in front of the local runner (a no-op, say). */
  starter?: (local: PipelineStarter) => PipelineStarter;
  /** Tests only: fault wrappers around the pipeline's stores (S3 refusing a write, DynamoDB throttling). */
  faults?: Pick<PipelineOverrides, 'wrapStore' | 'wrapJobs'>;
  /** Lines per request and per webhook attempt (npm start); none when absent. */
  log?: LocalLog;
  /**
   * How the local runner reaches the stages, its history limit, and (tests only) an observer of every
   * execution end, called once the reconciler has been handed it.
   */
  pipeline?: LocalPipelineOptions;
  /** The reconciler's sweep: how often, and how old a job must be to be judged. */
  sweep?: LocalReconcilerOptions;
  /**
   * A simulation's one clock: simulated time runs this many times faster than the wall clock, and every
   * duration (latencies, per-minute limits and budget buckets, budget waits, retry delays, Retry
   * intervals, Wait states, claim holds, task timeouts) passes that much faster with it, the service's
   * settings keeping their AWS values (no LOCAL_TIMING). 1 is a real-time simulation. Absent: the
   * wall clock with LOCAL_TIMING's shortened waits (`npm start`, most tests).
   */
  timeFactor?: number;
  /** The built console (console/dist), served at `/` beside /v1; absent: no console. */
  consoleDir?: string;
  /**
   * Benchmarks' smoke runs and the built-bundles test only: a DynamoDB Local and an S3 emulator another
   * process runs, used as they are instead of starting two of this stack's own, and neither stopped nor
   * restarted by it.
   * Stacks sharing them need tables and a bucket of their own (CTP_*_TABLE, CTP_RESULTS_BUCKET in
   * `env`). With `dataDir: null` only.
   */
  emulators?: { dynamoEndpoint: string; s3Endpoint: string };
}

/** An emulator another process runs: this stack uses it and leaves it running. */
function runningElsewhere(endpoint: string): { endpoint: string; pid: undefined; stop(): Promise<void> } {
  return { endpoint, pid: undefined, stop: async () => {} };
}

export interface LocalStack {
  baseUrl: string;
  dynamoEndpoint: string;
  /** DynamoDB Local's java process. */
  dynamoPid: number | undefined;
  s3Endpoint: string;
  config: Config;
  /** The services the API handlers run with (the ones tests call core functions with too). */
  services: ApiServices;
  /** The services the in-process stages run with, built on first use. */
  pipelineServices: PipelineServicesSource;
  /** This stack's local runner (its executions and their status). */
  runner: LocalRunner;
  /** Holds a company's lookups (and with them its jobs) until the test releases it. */
  gate: ProviderGate;
  /** `active` false: the key was revoked (or rotated) since it was seeded, and the API refuses it. */
  seeded: { account_id: string; api_key: string; created: boolean; active: boolean }[];
  /** Jobs found processing from an earlier run and started again. */
  resumed: number;
  /** Done jobs whose webhook an earlier run had not delivered yet, delivered again. */
  webhooksResumed: number;
  stop(): Promise<void>;
}

/**
 * Local mode's shortened waits on the wall clock (`npm start`, most tests), unless the environment or
 * the options say otherwise. Not a simulation: only these few settings are shortened, so a run with
 * them does not take the path a deployed one takes. A simulation gives `timeFactor` instead.
 */
export const LOCAL_TIMING = {
  CTP_RETRY_BASE_MS: '1000',
  CTP_RETRY_MAX_MS: '8000',
  CTP_WEBHOOK_SCHEDULE_SECONDS: '0,1,2,4,8,15',
  CTP_WEBHOOK_TIMEOUT_MS: '5000',
  // After a restart, batches the stopped process had claimed wait this long, not AWS's 5 minutes.
  CTP_BATCH_CLAIM_SECONDS: '30',
} as const;

/**
 * In-process executions die with the process. On start, every job still processing is started again:
 * stages are idempotent (batches already done are skipped), and nothing was charged yet.
 */
async function resumeProcessingJobs(
  doc: DynamoDBDocumentClient,
  table: string,
  pipeline: PipelineStarter,
): Promise<number> {
  const processing = await scanAll(doc, {
    TableName: table,
    FilterExpression: '#s = :processing',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':processing': 'processing' },
    ProjectionExpression: 'job_id',
  });
  for (const item of processing) await pipeline.start(String(item.job_id));
  return processing.length;
}

/** Done jobs whose webhook was still pending when the last run stopped: delivered again now. */
async function resumePendingWebhooks(
  doc: DynamoDBDocumentClient,
  table: string,
  runner: LocalRunner,
): Promise<number> {
  const pending = await scanAll(doc, {
    TableName: table,
    FilterExpression: '#s = :done AND webhook_pending = :true',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':done': 'done', ':true': true },
    ProjectionExpression: 'job_id, webhook_attempts',
  });
  for (const item of pending) {
    runner.resumeWebhook(String(item.job_id), Number(item.webhook_attempts ?? 0));
  }
  return pending.length;
}

/** Removes endpoints.json only if this process wrote it: never another stack's. */
async function removeOwnEndpoints(file: string): Promise<void> {
  try {
    const { pid } = JSON.parse(await readFile(file, 'utf8')) as { pid?: unknown };
    if (pid === process.pid) await rm(file, { force: true });
  } catch {
    // Absent or unreadable: nothing of ours to remove.
  }
}

/** Seed accounts get an id derived from their key, so that seeding again on restart finds them. */
export const seedAccountId = (apiKey: string) => `acct_${hashApiKey(apiKey).slice(0, 16)}`;

/**
 * The whole service on this machine: DynamoDB Local, the S3 emulator, the tables and bucket, the seed
 * accounts, and the API server in front of the real handlers. `npm start` and the test suite both use it.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  if (options.emulators && options.dataDir !== null)
    throw new ConfigError([
      'a stack on emulators it did not start keeps no data folder (dataDir must be null)',
    ]);
  // Loaded here, not at the top: the S3 emulator's package (s3rver, about 0.25 s of CPU to load) is
  // needed only by a stack that starts emulators, not by every test file that imports this module for
  // a stack on the twins.
  const { startDynamoDbLocal, startS3Local } = await import('./emulators.js');
  const ephemeral = options.dataDir === null;
  const dataDir = options.dataDir
    ? path.resolve(options.dataDir)
    : await mkdtemp(path.join(tmpdir(), 'ctp-'));
  await mkdir(dataDir, { recursive: true });
  // Before anything starts: a second stack on a folder in use is refused, naming the process that has it.
  const lock = ephemeral ? null : await lockDataDir(dataDir, 'npm start');
  const shared = options.emulators;

  const dynamo = shared
    ? runningElsewhere(shared.dynamoEndpoint)
    : await startDynamoDbLocal({
        port: options.dynamoPort,
        ...(ephemeral ? {} : { dataDir: path.join(dataDir, 'dynamodb') }),
      }).catch(async (error: unknown) => {
        await lock?.release();
        throw error;
      });
  const s3 = shared
    ? runningElsewhere(shared.s3Endpoint)
    : await startS3Local({ directory: path.join(dataDir, 's3'), port: options.s3Port }).catch(
        async (error: unknown) => {
          await dynamo.stop();
          await lock?.release();
          throw error;
        },
      );

  const stopServices = async () => {
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
    await lock?.release();
    if (ephemeral) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const time = options.timeFactor === undefined ? undefined : simulationTime(options.timeFactor);
    const config = localConfig(options, time, {
      CTP_DYNAMODB_ENDPOINT: dynamo.endpoint,
      CTP_S3_ENDPOINT: s3.endpoint,
    });
    const clients = createClients(config);
    await ensureTables(new DynamoDBClient(dynamoLocalClientConfig(dynamo.endpoint)), tableNames(config));
    await ensureBucket(new S3Client(s3LocalClientConfig(s3.endpoint)), config.CTP_RESULTS_BUCKET);

    const stack = await assembleStack(options, {
      config,
      time,
      clients,
      // Building no store here: buildApiServices and buildPipelineServices make DynamoDB's and S3's.
      stores: undefined,
      index: new DynamoProcessingJobIndex(clients.doc, config.CTP_JOBS_TABLE),
      resume: ephemeral
        ? undefined
        : async (runner) => ({
            resumed: await resumeProcessingJobs(clients.doc, config.CTP_JOBS_TABLE, runner),
            webhooksResumed: await resumePendingWebhooks(clients.doc, config.CTP_JOBS_TABLE, runner),
          }),
    });
    if (!ephemeral) {
      // The admin CLI finds a running local stack through this file.
      await writeFile(
        path.join(dataDir, 'endpoints.json'),
        JSON.stringify(
          { api: stack.baseUrl, dynamodb: dynamo.endpoint, s3: s3.endpoint, pid: process.pid },
          null,
          2,
        ),
      );
    }
    return {
      ...stack,
      dynamoEndpoint: dynamo.endpoint,
      // A getter: a persistent stack's java is started again when it dies.
      get dynamoPid() {
        return dynamo.pid;
      },
      s3Endpoint: s3.endpoint,
      stop: async () => {
        await stack.stop();
        if (!ephemeral) await removeOwnEndpoints(path.join(dataDir, 'endpoints.json'));
        await stopServices();
      },
    };
  } catch (error) {
    await stopServices();
    throw error;
  }
}

/** What a stack on the in-memory twins accepts: everything but what only the emulators and a data folder mean. */
export type TwinStackOptions = Omit<LocalStackOptions, 'dataDir' | 'dynamoPort' | 's3Port' | 'emulators'>;

/** A stack on the twins: its stores in memory (for arranging and reading state), its gate, its runner. */
export interface TwinStack extends Omit<LocalStack, 'dynamoEndpoint' | 'dynamoPid' | 's3Endpoint'> {
  stores: ReturnType<typeof createMemoryStores>;
}

/**
 * The same service on the in-memory twins of the stores and the bucket (functions/adapters/memory/,
 * held to the port-contract suite with DynamoDB Local and the S3 emulator): the real API server, route
 * handlers and middleware, the real state machine file run by the local runner, the real stage
 * handlers, and no JVM, no emulator, no data folder. What most integration tests run on; each stack
 * is its own world (its own stores, runner, sweep and gate), so stacks in one process never meet.
 */
export async function startTwinStack(options: TwinStackOptions): Promise<TwinStack> {
  const time = options.timeFactor === undefined ? undefined : simulationTime(options.timeFactor);
  const config = localConfig(options, time, {});
  const stores = createMemoryStores();
  const stack = await assembleStack(options, {
    config,
    time,
    clients: undefined,
    stores: { stores, objects: stores.results },
    index: stores.processingJobs,
    resume: undefined,
  });
  return { ...stack, stores };
}

/** One config value, handed to everything below; the environment is read, never written. */
function localConfig(
  options: Pick<LocalStackOptions, 'env'>,
  time: SimulationTime | undefined,
  endpoints: Record<string, string>,
): Config {
  // Local mode shortens the pipeline's waits (seconds, not minutes) unless told otherwise, or unless a
  // simulation's clock (functions/sandbox/clock.ts) compresses every duration alike.
  return loadConfig({
    ...(time ? {} : LOCAL_TIMING),
    ...process.env,
    CTP_MODE: 'local',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    ...endpoints,
    ...options.env,
  });
}

interface StackParts {
  config: Config;
  /** The one clock of a simulation: everything below reads it and waits on it. */
  time: SimulationTime | undefined;
  clients: ReturnType<typeof createClients> | undefined;
  /** The twins; DynamoDB's and S3's (on `clients`) when absent. */
  stores: { stores: Stores; objects: ObjectStore } | undefined;
  index: ProcessingJobIndex;
  /** A persistent stack's restart: jobs and webhooks the last run left, started again. */
  resume: ((runner: LocalRunner) => Promise<Resumed>) | undefined;
}

interface Resumed {
  resumed: number;
  webhooksResumed: number;
}

/** The stores, runner, reconciler and API server of one stack, over whichever stores it was given. */
async function assembleStack(
  options: TwinStackOptions,
  parts: StackParts,
): Promise<Omit<LocalStack, 'dynamoEndpoint' | 'dynamoPid' | 's3Endpoint'>> {
  const { config, time } = parts;
  const clock: Clock = time?.clock ?? systemClock;
  // Every wait of this stack's pipeline (simulated latency, budget waits, claim rechecks) on a signal of
  // its own: stopping this stack ends them, and no other stack's.
  const waits = new AbortController();
  const wait = (ms: number) => delay(ms, undefined, { signal: waits.signal });
  const stackTime = {
    clock,
    sleep: time ? (ms: number) => wait(time.toRealMs(ms)) : wait,
  };
  const storage = {
    ...(parts.clients ? { clients: parts.clients } : {}),
    ...(parts.stores ? { stores: parts.stores.stores, objects: parts.stores.objects } : {}),
  };
  // Dependency calls pass this stack's gate: a test holds a company's (or an account's) jobs in a stage,
  // then lets them go.
  const gate = new ProviderGate();
  const ports: PortBuilders = {
    ...ALL_PIPELINE_PORTS,
    network: async (context) => gate.wrap(await networkPort(context)),
    judge: async (context) => gate.wrapJudge(await judgePort(context)),
    verifier: async (context) => gate.wrapVerifier(await verifierPort(context)),
  };

  // The log prints each job's lifecycle from the stores' writes, under any fault a test wraps them in.
  const log = options.log;
  const faultyJobs = options.faults?.wrapJobs;
  const wrapJobs = log ? (store: JobStore) => log.jobs(faultyJobs ? faultyJobs(store) : store) : faultyJobs;
  const pipelineServices = once(() =>
    buildPipelineServices(config, ports, {
      ...storage,
      time: stackTime,
      ...options.faults,
      ...(wrapJobs ? { wrapJobs } : {}),
      ...(options.log?.webhook ? { onWebhookAttempt: options.log.webhook } : {}),
    }),
  );
  // Assigned right below: the starter's reconciler needs the API's stores, which need the starter.
  let services: ApiServices | undefined;
  const runner = localPipelineStarter({
    services: pipelineServices,
    ...(time ? { time: { factor: time.factor, clock: time.clock } } : {}),
    ...options.pipeline,
    onWebhookError: (jobId, error) => console.error(`Local webhook delivery of ${jobId} failed:`, error),
    // As in AWS, where an EventBridge rule on the state machine invokes the reconciler.
    onEnd: (end) => {
      if (services) reconcileLocalExecution(localReconcileDeps(services), end);
      options.pipeline?.onEnd?.(end);
    },
  });
  const starter = options.starter ? options.starter(runner) : runner;
  services = buildApiServices(config, {
    ...storage,
    pipeline: starter,
    interpreter: judgeInterpreter(config),
    clock,
  });
  if (log) services = { ...services, jobs: log.jobs(services.jobs) };
  const stores = services;
  const seeded = [];
  for (const account of options.accounts) {
    const result = await createAccount(
      { ...stores, clock, ids: cryptoIds },
      {
        account_id: seedAccountId(account.api_key),
        api_key: account.api_key,
        tier: account.tier,
        credits: account.credits,
        concurrency_limit: account.concurrency_limit,
        name: account.name ?? null,
      },
    );
    const record = await stores.apiKeys.findByHash(hashApiKey(account.api_key));
    seeded.push({
      account_id: result.account.account_id,
      api_key: account.api_key,
      created: result.created,
      active: record?.status === 'active',
    });
  }

  const { resumed, webhooksResumed } = parts.resume
    ? await parts.resume(runner)
    : { resumed: 0, webhooksResumed: 0 };

  const sweep = startLocalSweep(
    localReconcileDeps(services),
    parts.index,
    runner,
    options.sweep ?? (time ? { intervalMs: 30_000 / time.factor } : undefined),
  );
  const apiServices = services;
  const server = createApiServer({
    services: async () => apiServices,
    ...(options.log ? { onRequest: options.log.request } : {}),
    ...(options.consoleDir ? { site: consoleSite(options.consoleDir) } : {}),
  });
  let port: number;
  try {
    port = await listen(server, options.port ?? 0);
  } catch (error) {
    sweep.stop();
    runner.shutdown();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    services,
    pipelineServices,
    runner,
    gate,
    seeded,
    resumed,
    webhooksResumed,
    stop: async () => {
      sweep.stop();
      runner.shutdown();
      // After the runner: a lookup it let go of fails into an execution that no longer reports.
      gate.close();
      waits.abort(new LocalStackStoppingError());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
