import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DynamoAccountStore } from '../adapters/dynamodb/accounts.js';
import { DynamoApiKeyStore } from '../adapters/dynamodb/api-keys.js';
import { DynamoJobStore } from '../adapters/dynamodb/jobs.js';
import { DynamoPersonaStore } from '../adapters/dynamodb/personas.js';
import type { TableNames } from '../adapters/dynamodb/tables.js';
import { cryptoIds, systemClock } from '../adapters/ids.js';
import { S3JsonStore } from '../adapters/s3/json-store.js';
import type { PipelineDeps } from '../core/pipeline.js';
import type {
  AccountStore,
  ApiKeyStore,
  Clock,
  IdGenerator,
  JobStore,
  PersonaStore,
  PipelineStarter,
  ResultStore,
} from '../core/ports.js';
import { type Config, ConfigError, loadConfig, Mode } from './config.js';

/**
 * The one composition root. Handlers ask for `getDeps()`; which adapters stand behind the ports is
 * decided here from the validated config, and nowhere else. Clients are built once per cold start.
 */
export interface Deps {
  config: Config;
  logger: Logger;
  clock: Clock;
  ids: IdGenerator;
  accounts: AccountStore;
  apiKeys: ApiKeyStore;
  personas: PersonaStore;
  jobs: JobStore;
  pipeline: PipelineStarter;
  results: ResultStore;
}

export function tableNames(config: Config): TableNames {
  return {
    accounts: config.CTP_ACCOUNTS_TABLE,
    apiKeys: config.CTP_API_KEYS_TABLE,
    jobs: config.CTP_JOBS_TABLE,
    idempotency: config.CTP_IDEMPOTENCY_TABLE,
  };
}

export function createDocumentClient(config: Config): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.CTP_DYNAMODB_ENDPOINT
      ? {
          endpoint: config.CTP_DYNAMODB_ENDPOINT,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** The stores, for the handlers and for the operator CLI alike. */
export function createStores(config: Config, doc = createDocumentClient(config)) {
  const tables = tableNames(config);
  return {
    accounts: new DynamoAccountStore(doc, tables.accounts),
    apiKeys: new DynamoApiKeyStore(doc, tables.apiKeys),
    personas: new DynamoPersonaStore(doc, tables.accounts),
    jobs: new DynamoJobStore(doc, tables),
  };
}

export function createJsonStore(config: Config): S3JsonStore {
  const s3 = new S3Client({
    region: config.AWS_REGION,
    ...(config.CTP_S3_ENDPOINT
      ? {
          // What the local S3 emulator needs (see STACK-NOTES): path-style addressing, and no streamed
          // checksums, which it would otherwise store as part of the object.
          endpoint: config.CTP_S3_ENDPOINT,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  return new S3JsonStore(s3, config.CTP_RESULTS_BUCKET);
}

let localPipelineFactory: (() => PipelineStarter) | undefined;

/**
 * Local mode only: `local/stack.ts` hands in the in-process Step Functions runner, so that no Lambda
 * bundle ever contains it (esbuild follows even a lazy import).
 */
export function useLocalPipeline(factory: () => PipelineStarter): void {
  localPipelineFactory = factory;
  resetDeps();
}

async function createPipelineStarter(config: Config): Promise<PipelineStarter> {
  if (config.CTP_MODE === Mode.local) {
    if (!localPipelineFactory) {
      throw new ConfigError(['CTP_MODE="local": the local pipeline runner comes with npm start (local/stack.ts)']);
    }
    return localPipelineFactory();
  }
  const { SFNClient } = await import('@aws-sdk/client-sfn');
  const { SfnPipelineStarter } = await import('../adapters/sfn/sfn-starter.js');
  return new SfnPipelineStarter(new SFNClient({ region: config.AWS_REGION }), config.CTP_STATE_MACHINE_ARN ?? '');
}

async function createDeps(): Promise<Deps> {
  const config = loadConfig();
  return {
    config,
    logger: new Logger({ serviceName: 'company-target-people' }),
    clock: systemClock,
    ids: cryptoIds,
    ...createStores(config),
    pipeline: await createPipelineStarter(config),
    results: createJsonStore(config),
  };
}

let deps: Promise<Deps> | undefined;

export function getDeps(): Promise<Deps> {
  deps ??= createDeps().catch((error: unknown) => {
    // Do not cache a failed start-up: the next invocation reports the same problem instead of a stale one.
    deps = undefined;
    throw error;
  });
  return deps;
}

/** Local mode and tests: forget the cached dependencies after the environment changed. */
export function resetDeps(): void {
  deps = undefined;
  pipelineDeps = undefined;
}

/** The stage handlers' dependencies: the API's, plus the network, judge, verifier and webhook adapters. */
async function createPipelineDeps(): Promise<PipelineDeps> {
  const deps = await getDeps();
  const { config } = deps;
  const [
    { loadNetworkDataset, DEFAULT_NETWORK_FILE },
    { EmbeddedNetworkProvider },
    { EmbeddedEmailVerifier },
  ] = await Promise.all([
    import('../adapters/network/dataset.js'),
    import('../adapters/network/embedded.js'),
    import('../adapters/email/embedded.js'),
  ]);
  const { OfflinePersonaJudge } = await import('../adapters/judge/offline.js');
  const { withSimulatedFaults } = await import('../adapters/judge/simulated.js');
  const { HttpWebhookSender } = await import('../adapters/webhooks/http-sender.js');
  const dataset = loadNetworkDataset(config.CTP_NETWORK_FILE ?? DEFAULT_NETWORK_FILE);
  const store = createJsonStore(config);
  return {
    jobs: deps.jobs,
    accounts: deps.accounts,
    clock: deps.clock,
    results: store,
    work: store,
    network: new EmbeddedNetworkProvider(dataset, {
      networkHost: config.CTP_NETWORK_HOST,
      pageSize: config.CTP_BATCH_SIZE,
    }),
    verifier: new EmbeddedEmailVerifier(dataset),
    judge: withSimulatedFaults(new OfflinePersonaJudge(), dataset),
    webhooks: new HttpWebhookSender({
      timeoutMs: config.CTP_WEBHOOK_TIMEOUT_MS,
      policy: config.allowLoopbackCallbacks ? 'local' : 'deployed',
      clock: deps.clock,
    }),
    logError: (message, details) => deps.logger.error(message, details),
    settings: {
      networkHost: config.CTP_NETWORK_HOST,
      sizeGate: config.CTP_SIZE_GATE,
      batchSize: config.CTP_BATCH_SIZE,
      previewCap: config.CTP_PREVIEW_CAP,
      replayWindowHours: config.CTP_REPLAY_WINDOW_HOURS,
      retry: {
        maxAttempts: config.CTP_RETRY_MAX_ATTEMPTS,
        baseMs: config.CTP_RETRY_BASE_MS,
        maxMs: config.CTP_RETRY_MAX_MS,
      },
      webhookScheduleSeconds: config.CTP_WEBHOOK_SCHEDULE_SECONDS,
    },
  };
}

let pipelineDeps: Promise<PipelineDeps> | undefined;

export function getPipelineDeps(): Promise<PipelineDeps> {
  pipelineDeps ??= createPipelineDeps().catch((error: unknown) => {
    pipelineDeps = undefined;
    throw error;
  });
  return pipelineDeps;
}
