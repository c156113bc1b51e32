import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DYNAMODB_CLIENT_SETTINGS, S3_CLIENT_SETTINGS } from '../adapters/client-settings.js';
import { DynamoAccountStore } from '../adapters/dynamodb/accounts.js';
import { DynamoApiKeyStore } from '../adapters/dynamodb/api-keys.js';
import { DynamoBudgetStore } from '../adapters/dynamodb/budgets.js';
import { DynamoCostStore } from '../adapters/dynamodb/costs.js';
import { DynamoJobStore } from '../adapters/dynamodb/jobs.js';
import { DynamoPersonaStore } from '../adapters/dynamodb/personas.js';
import type { TableNames } from '../adapters/dynamodb/tables.js';
import { dynamoLocalClientConfig, s3LocalClientConfig } from '../adapters/emulator-clients.js';
import { cryptoIds, systemClock } from '../adapters/ids.js';
import { S3JsonStore } from '../adapters/s3/json-store.js';
import type { PipelineDeps, PipelineSettings, WebhookAttempt } from '../core/pipeline/index.js';
import type {
  AccountStore,
  ApiKeyStore,
  Clock,
  CostStore,
  IdGenerator,
  JobStore,
  PersonaInterpreter,
  PersonaStore,
  PipelineStarter,
  ResultStore,
  Secrets,
  WorkStore,
} from '../core/ports.js';
import type { BudgetStore } from '../core/rate-budget.js';
import { type Config, ConfigError } from './config.js';

/**
 * The composition root, as pure factories: which adapters stand behind the ports is decided here from
 * the validated config, and nowhere else. Nothing here reads `process.env` or keeps state between
 * calls: the Lambda entry module (functions/shared/entry.ts) calls these once per cold start, local mode
 * (local/stack.ts) and tests call them with their own config, clients, starter and fault wrappers.
 */

/** The API's services (every route handler's): the stores and what the routes use beside them. */
export interface Deps extends Stores {
  config: Config;
  logger: Logger;
  clock: Clock;
  ids: IdGenerator;
  pipeline: PipelineStarter;
  results: ResultStore;
  /** Reads persona definitions when they are saved: the configured judge, built on first use. */
  interpreter: PersonaInterpreter;
}
export type ApiServices = Deps;

/** The SDK clients every function shares; built once per cold start, or handed in by a test. */
export interface Clients {
  doc: DynamoDBDocumentClient;
  s3: S3Client;
}

export function tableNames(config: Config): TableNames {
  return {
    accounts: config.CTP_ACCOUNTS_TABLE,
    apiKeys: config.CTP_API_KEYS_TABLE,
    jobs: config.CTP_JOBS_TABLE,
    idempotency: config.CTP_IDEMPOTENCY_TABLE,
    budgets: config.CTP_BUDGETS_TABLE,
  };
}

export function createDocumentClient(config: Config): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    ...DYNAMODB_CLIENT_SETTINGS,
    ...(config.CTP_DYNAMODB_ENDPOINT
      ? { ...dynamoLocalClientConfig(config.CTP_DYNAMODB_ENDPOINT), region: config.AWS_REGION }
      : { region: config.AWS_REGION }),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function createS3Client(config: Config): S3Client {
  return new S3Client({
    ...S3_CLIENT_SETTINGS,
    ...(config.CTP_S3_ENDPOINT
      ? { ...s3LocalClientConfig(config.CTP_S3_ENDPOINT), region: config.AWS_REGION }
      : { region: config.AWS_REGION }),
  });
}

/** The clients the config points at, each one given in `given` used instead. */
export function createClients(config: Config, given: Partial<Clients> = {}): Clients {
  return { doc: given.doc ?? createDocumentClient(config), s3: given.s3 ?? createS3Client(config) };
}

/**
 * The stores every function reads and writes: DynamoDB's (createStores) in AWS and `npm start`, or their
 * in-memory twins (functions/adapters/memory/, held to the same contract suite) in a test or a local
 * stack without emulators. Handed to the factories below as a value.
 */
export interface Stores {
  accounts: AccountStore;
  apiKeys: ApiKeyStore;
  personas: PersonaStore;
  jobs: JobStore;
  budgets: BudgetStore;
  costs: CostStore;
}

/** The bucket: published results, the pipeline's work objects and the provider cache. */
export type ObjectStore = ResultStore & WorkStore;

/** The stores, for the handlers and for the operator CLI alike. */
export function createStores(config: Config, doc = createDocumentClient(config)): Stores {
  const tables = tableNames(config);
  return {
    accounts: new DynamoAccountStore(doc, tables.accounts),
    apiKeys: new DynamoApiKeyStore(doc, tables.apiKeys),
    personas: new DynamoPersonaStore(doc, tables.accounts),
    jobs: new DynamoJobStore(doc, tables),
    // The shared rate budgets (the pipeline's): on the same client, so no second connection pool.
    budgets: new DynamoBudgetStore(doc, tables.budgets),
    // What each job consumed (functions/core/metered.ts), on the job's own item.
    costs: new DynamoCostStore(doc, tables.jobs),
  };
}

export function createJsonStore(config: Config, s3 = createS3Client(config)): S3JsonStore {
  return new S3JsonStore(s3, config.CTP_RESULTS_BUCKET);
}

export const createLogger = () => new Logger({ serviceName: 'company-target-people' });

/** The state machine's ARN: only the functions that start, stop or ask about executions need it. */
export function requireStateMachineArn(config: Config): string {
  if (!config.CTP_STATE_MACHINE_ARN) {
    throw new ConfigError(['CTP_STATE_MACHINE_ARN: required when CTP_MODE is "aws"']);
  }
  return config.CTP_STATE_MACHINE_ARN;
}

/** AWS: the pipeline starts and stops as Step Functions executions. Local mode hands in its own starter. */
export async function createSfnPipelineStarter(config: Config): Promise<PipelineStarter> {
  const { SFNClient } = await import('@aws-sdk/client-sfn');
  const { SfnPipelineStarter } = await import('../adapters/sfn/sfn-starter.js');
  return new SfnPipelineStarter(new SFNClient({ region: config.AWS_REGION }), requireStateMachineArn(config));
}

export interface ApiOverrides {
  /**
   * Step Functions in AWS (only the routes that start or stop jobs are given it); the in-process
   * runner (or a test's) locally. Without one, starting or stopping is a configuration error.
   */
  pipeline?: PipelineStarter;
  /**
   * The persona reader (functions/shared/judge.ts, judgeInterpreter): only the persona routes use it,
   * so only they bundle the judge's SDK. Without one, reading a definition is a configuration error.
   */
  interpreter?: PersonaInterpreter;
  clients?: Partial<Clients>;
  /** The stores (their in-memory twins, say); DynamoDB's on `clients.doc` otherwise. */
  stores?: Stores;
  /** The bucket (its in-memory twin, say); S3's on `clients.s3` otherwise. */
  objects?: ObjectStore;
  logger?: Logger;
  /** A simulation's clock (local mode with a time factor); the system clock otherwise. */
  clock?: Clock;
}

/** The stores and the bucket the overrides hand in; the config's DynamoDB and S3 for those they do not. */
function storage(
  config: Config,
  overrides: { clients?: Partial<Clients>; stores?: Stores; objects?: ObjectStore },
): { stores: Stores; objects: ObjectStore } {
  // A client is built only for what is not handed in: a run on the twins builds no SDK client at all.
  return {
    stores: overrides.stores ?? createStores(config, overrides.clients?.doc ?? createDocumentClient(config)),
    objects: overrides.objects ?? createJsonStore(config, overrides.clients?.s3 ?? createS3Client(config)),
  };
}

const unwiredStarter: PipelineStarter = {
  start: async () => {
    throw new ConfigError(['the pipeline starter is not wired into this function (functions/http/)']);
  },
  stop: async () => {
    throw new ConfigError(['the pipeline starter is not wired into this function (functions/http/)']);
  },
};

const unwiredInterpreter: PersonaInterpreter = {
  interpret: async () => {
    throw new ConfigError(['the persona reader is not wired into this function (functions/http/)']);
  },
};

/** Every route's services. Building them makes no request. */
export function buildApiServices(config: Config, overrides: ApiOverrides): ApiServices {
  const { stores, objects } = storage(config, overrides);
  return {
    config,
    logger: overrides.logger ?? createLogger(),
    clock: overrides.clock ?? systemClock,
    ids: cryptoIds,
    ...stores,
    pipeline: overrides.pipeline ?? unwiredStarter,
    results: objects,
    interpreter: overrides.interpreter ?? unwiredInterpreter,
  };
}

/** The ports a stage may call out through; each stage function builds only those it uses. */
export type PortName = 'network' | 'verifier' | 'judge' | 'webhooks';
export type PipelinePorts = Pick<PipelineDeps, PortName>;

/** What the pipeline has without any dependency outside AWS: stores, clock, settings, logging. */
export type PipelineBase = Omit<PipelineDeps, PortName>;

/** What a port builder gets: the config, the base services, the secrets and the unwrapped S3 store. */
export interface PortContext {
  config: Config;
  base: PipelineBase;
  /** A test's secrets; otherwise the port builders read Secrets Manager (and only they bundle it). */
  secrets: Secrets | undefined;
  /** The shared rate budgets' table. */
  budgetStore: BudgetStore;
  /** Where the counting decorators record what each job consumed. */
  costStore: CostStore;
  /** The bucket, without the test's fault wrapper: the provider cache lives there. */
  s3Store: ObjectStore;
  /** One value per key for all the ports of this build (the embedded dataset, read once). */
  shared<T>(key: string, build: () => Promise<T>): Promise<T>;
  /** A simulation's time (local mode with a time factor): the sandbox and the budgets wait on it. */
  time: SimulatedTime | undefined;
}

/**
 * The one clock of a simulation (functions/sandbox/clock.ts builds it): what reads the time reads
 * `clock`, what waits for a duration waits with `sleep`.
 */
export interface SimulatedTime {
  clock: Clock;
  sleep(ms: number): Promise<void>;
}

export type PortBuilder<K extends PortName> = (context: PortContext) => Promise<PipelinePorts[K]>;
export type PortBuilders = { [K in PortName]?: PortBuilder<K> };

export interface PipelineOverrides {
  clients?: Partial<Clients>;
  /** The stores (their in-memory twins, say); DynamoDB's on `clients.doc` otherwise. */
  stores?: Stores;
  /** The bucket (its in-memory twin, say); S3's on `clients.s3` otherwise. */
  objects?: ObjectStore;
  logger?: Logger;
  secrets?: Secrets;
  /** Wraps the results and work store: a test makes S3 fail where it wants to. */
  wrapStore?: (store: ObjectStore) => ObjectStore;
  /** Wraps the job store: a test makes DynamoDB throttle or fail where it wants to. */
  wrapJobs?: (store: JobStore) => JobStore;
  /** Told about every webhook attempt (`npm start` prints a line); a structured log line by default. */
  onWebhookAttempt?: (attempt: WebhookAttempt) => void;
  /** A simulation's clock and waits (local mode with a time factor); the system's otherwise. */
  time?: SimulatedTime;
}

export function pipelineSettings(config: Config): PipelineSettings {
  return {
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
    emailConcurrency: config.CTP_EMAIL_CONCURRENCY,
    ...(config.CTP_MAX_FAN_OUT === undefined ? {} : { maxFanOut: config.CTP_MAX_FAN_OUT }),
    scanPagesPerInvocation: config.CTP_SCAN_PAGES_PER_INVOCATION,
    scanSecondsPerInvocation: config.CTP_SCAN_SECONDS_PER_INVOCATION,
    groupSecondsPerInvocation: config.CTP_GROUP_SECONDS_PER_INVOCATION,
    batchClaimSeconds: config.CTP_BATCH_CLAIM_SECONDS,
    judgeWhileEnriching: config.CTP_JUDGE_WHILE_ENRICHING === 'on',
  };
}

/** A port this stage did not build: using it is a wiring bug, reported by name. */
function unwiredPort<K extends PortName>(name: K): PipelinePorts[K] {
  return new Proxy({} as PipelinePorts[K], {
    get(_target, property) {
      if (property === 'then') return undefined;
      throw new ConfigError([`the ${name} port is not wired into this stage function (functions/stages/)`]);
    },
  });
}

/**
 * The stage handlers' services: the stores and settings every stage uses, plus exactly the ports
 * `ports` names, each from its builder (functions/shared/pipeline-ports.ts). A stage function bundles
 * and builds only the builders it imports: no Anthropic SDK where nothing judges.
 */
export async function buildPipelineServices(
  config: Config,
  ports: PortBuilders,
  overrides: PipelineOverrides = {},
): Promise<PipelineDeps> {
  const logger = overrides.logger ?? createLogger();
  const { stores, objects: s3Store } = storage(config, overrides);
  const store = overrides.wrapStore ? overrides.wrapStore(s3Store) : s3Store;
  const base: PipelineBase = {
    jobs: overrides.wrapJobs ? overrides.wrapJobs(stores.jobs) : stores.jobs,
    accounts: stores.accounts,
    clock: overrides.time?.clock ?? systemClock,
    ...(overrides.time ? { sleep: overrides.time.sleep } : {}),
    results: store,
    work: store,
    settings: pipelineSettings(config),
    logError: (message, details) => logger.error(message, details),
    onWebhookAttempt:
      overrides.onWebhookAttempt ?? ((attempt) => logger.info('Webhook attempt', { ...attempt })),
  };
  const sharedValues = new Map<string, Promise<unknown>>();
  const context: PortContext = {
    config,
    base,
    secrets: overrides.secrets,
    budgetStore: stores.budgets,
    costStore: stores.costs,
    s3Store,
    time: overrides.time,
    shared<T>(key: string, build: () => Promise<T>): Promise<T> {
      let value = sharedValues.get(key) as Promise<T> | undefined;
      if (!value) {
        value = build();
        sharedValues.set(key, value);
      }
      return value;
    },
  };
  const build = async <K extends PortName>(name: K): Promise<PipelinePorts[K]> => {
    const builder = ports[name] as PortBuilder<K> | undefined;
    return builder ? builder(context) : unwiredPort(name);
  };
  const [network, verifier, judge, webhooks] = await Promise.all([
    build('network'),
    build('verifier'),
    build('judge'),
    build('webhooks'),
  ]);
  return { ...base, network, verifier, judge, webhooks };
}
