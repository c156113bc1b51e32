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
import type { OnJudgeUsage } from '../adapters/judge/anthropic.js';
import { S3JsonStore } from '../adapters/s3/json-store.js';
import { createSecrets } from '../adapters/secrets/secrets.js';
import type { PipelineDeps, WebhookAttempt } from '../core/pipeline.js';
import type {
  AccountStore,
  ApiKeyStore,
  Clock,
  CostStore,
  EmailVerifier,
  IdGenerator,
  JobStore,
  NetworkProvider,
  PersonaInterpreter,
  PersonaJudge,
  PersonaStore,
  PipelineStarter,
  ResultStore,
  Secrets,
  WorkStore,
} from '../core/ports.js';
import type { BudgetStore, Budgets } from '../core/rate-budget.js';
import type { NetworkDataset } from '../sandbox/network/dataset.js';
import { type Config, ConfigError, loadConfig, Mode } from './config.js';
import { createJudge, lazyInterpreter } from './judge.js';
import { meterEach, metered, zeroBounceBilling } from './metering.js';

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
  budgets: BudgetStore;
  costs: CostStore;
  pipeline: PipelineStarter;
  results: ResultStore;
  /** Reads persona definitions when they are saved: the configured judge, built on first use. */
  interpreter: PersonaInterpreter;
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

/** The stores, for the handlers and for the operator CLI alike. */
export function createStores(config: Config, doc = createDocumentClient(config)) {
  const tables = tableNames(config);
  return {
    accounts: new DynamoAccountStore(doc, tables.accounts),
    apiKeys: new DynamoApiKeyStore(doc, tables.apiKeys),
    personas: new DynamoPersonaStore(doc, tables.accounts),
    jobs: new DynamoJobStore(doc, tables),
    // The shared rate budgets (the pipeline's): on the same client, so no second connection pool.
    budgets: new DynamoBudgetStore(doc, tables.budgets),
    costs: new DynamoCostStore(doc, tables.jobs),
  };
}

export function createJsonStore(config: Config): S3JsonStore {
  const s3 = new S3Client({
    ...S3_CLIENT_SETTINGS,
    ...(config.CTP_S3_ENDPOINT
      ? { ...s3LocalClientConfig(config.CTP_S3_ENDPOINT), region: config.AWS_REGION }
      : { region: config.AWS_REGION }),
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

let localWebhookLog: ((attempt: WebhookAttempt) => void) | undefined;

/** Local mode only: `npm start` prints a line per webhook attempt instead of a JSON log record. */
export function useLocalWebhookLog(log: ((attempt: WebhookAttempt) => void) | undefined): void {
  localWebhookLog = log;
  resetDeps();
}

let localStoreWrapper: ((store: S3JsonStore) => ResultStore & WorkStore) | undefined;

/**
 * Local mode only: wraps the pipeline's results and work store, so that a test can make S3 fail where
 * it wants to (a write refused before settlement, say) and watch what the state machine does with it.
 */
export function useLocalStoreWrapper(wrap: (store: S3JsonStore) => ResultStore & WorkStore): void {
  localStoreWrapper = wrap;
  resetDeps();
}

let localJobStoreWrapper: ((store: JobStore) => JobStore) | undefined;

/**
 * Local mode only: wraps the pipeline's job store (DynamoDB), so that a test can make the database
 * throttle or fail where it wants to and watch the stage take the delayed-retry path.
 */
export function useLocalJobStoreWrapper(wrap: ((store: JobStore) => JobStore) | undefined): void {
  localJobStoreWrapper = wrap;
  resetDeps();
}

async function createPipelineStarter(config: Config): Promise<PipelineStarter> {
  if (config.CTP_MODE === Mode.local) {
    if (!localPipelineFactory) {
      throw new ConfigError([
        'CTP_MODE="local": the local pipeline runner comes with npm start (local/stack.ts)',
      ]);
    }
    return localPipelineFactory();
  }
  const { SFNClient } = await import('@aws-sdk/client-sfn');
  const { SfnPipelineStarter } = await import('../adapters/sfn/sfn-starter.js');
  return new SfnPipelineStarter(
    new SFNClient({ region: config.AWS_REGION }),
    config.CTP_STATE_MACHINE_ARN ?? '',
  );
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
    interpreter: lazyInterpreter(() => createJudge(config, createSecrets({ region: config.AWS_REGION }))),
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

async function requiredSecret(
  secrets: Secrets,
  name: { plain?: string | undefined; arn?: string | undefined },
  what: string,
): Promise<string> {
  const value = await secrets.get(name);
  if (!value) throw new ConfigError([`${what}: required by the configured adapter`]);
  return value;
}

/** Token usage of every judge request, as CloudWatch metrics (EMF) in AWS; the job's record has it too. */
async function usageMetrics(config: Config): Promise<OnJudgeUsage | undefined> {
  if (config.CTP_MODE !== Mode.aws) return undefined;
  const { Metrics, MetricUnit } = await import('@aws-lambda-powertools/metrics');
  const metrics = new Metrics({ namespace: 'CompanyTargetPeople', serviceName: 'company-target-people' });
  return (usage, meta) => {
    metrics.addDimension('model', meta.model);
    metrics.addMetric('JudgeRequests', MetricUnit.Count, usage.requests);
    metrics.addMetric('JudgeInputTokens', MetricUnit.Count, usage.input_tokens);
    metrics.addMetric('JudgeOutputTokens', MetricUnit.Count, usage.output_tokens);
    metrics.addMetric('JudgeCacheReadTokens', MetricUnit.Count, usage.cache_read_input_tokens);
    metrics.addMetric('JudgeCacheWriteTokens', MetricUnit.Count, usage.cache_creation_input_tokens);
    metrics.publishStoredMetrics();
  };
}

/** The stage handlers' dependencies: the API's, plus the network, judge, verifier and webhook adapters. */
async function createPipelineDeps(): Promise<PipelineDeps> {
  const deps = await getDeps();
  const { config } = deps;
  const secrets = createSecrets({ region: config.AWS_REGION });

  // The embedded dataset backs the embedded provider and verifier, and scripts faults for the judge.
  const usesDataset = config.CTP_NETWORK_PROVIDER === 'embedded' || config.CTP_EMAIL_VERIFIER === 'embedded';
  const dataset = usesDataset
    ? await import('../sandbox/network/dataset.js').then((m) =>
        m.loadNetworkDataset(config.CTP_NETWORK_FILE ?? m.DEFAULT_NETWORK_FILE),
      )
    : null;

  let network: NetworkProvider;
  if (config.CTP_NETWORK_PROVIDER === 'pdl') {
    const { createPdlProvider } = await import('../adapters/network/pdl.js');
    network = createPdlProvider({
      apiKey: await requiredSecret(
        secrets,
        { plain: config.CTP_PDL_API_KEY, arn: config.CTP_PROVIDER_SECRET_ARN },
        'CTP_PDL_API_KEY (or CTP_PROVIDER_SECRET_ARN)',
      ),
      ...(config.CTP_PDL_BASE_URL ? { baseURL: config.CTP_PDL_BASE_URL } : {}),
      networkHost: config.CTP_NETWORK_HOST,
      pageSize: config.CTP_BATCH_SIZE,
    });
  } else if (config.CTP_NETWORK_PROVIDER === 'coresignal' || config.CTP_NETWORK_PROVIDER === 'merged') {
    const { createRealProvider, createMergedProvider } = await import('../adapters/network/providers.js');
    const settings = {
      networkHost: config.CTP_NETWORK_HOST,
      pageSize: config.CTP_BATCH_SIZE,
      pdl: {
        apiKey: () =>
          requiredSecret(
            secrets,
            { plain: config.CTP_PDL_API_KEY, arn: config.CTP_PROVIDER_SECRET_ARN },
            'CTP_PDL_API_KEY (or CTP_PROVIDER_SECRET_ARN)',
          ),
        baseURL: config.CTP_PDL_BASE_URL,
      },
      coresignal: {
        apiKey: () =>
          requiredSecret(
            secrets,
            { plain: config.CTP_CORESIGNAL_API_KEY, arn: config.CTP_CORESIGNAL_SECRET_ARN },
            'CTP_CORESIGNAL_API_KEY (or CTP_CORESIGNAL_SECRET_ARN)',
          ),
        baseURL: config.CTP_CORESIGNAL_BASE_URL,
        postsPerPerson: config.CTP_CORESIGNAL_POSTS_PER_PERSON,
      },
      meter: meterEach(deps.costs),
    };
    network =
      config.CTP_NETWORK_PROVIDER === 'merged'
        ? await createMergedProvider(config.CTP_NETWORK_MERGE ?? '', settings)
        : await createRealProvider('coresignal', settings);
  } else {
    const { EmbeddedNetworkProvider } = await import('../sandbox/network/embedded.js');
    network = new EmbeddedNetworkProvider(dataset as NetworkDataset, {
      networkHost: config.CTP_NETWORK_HOST,
      pageSize: config.CTP_BATCH_SIZE,
    });
  }

  let verifier: EmailVerifier;
  if (config.CTP_EMAIL_VERIFIER === 'zerobounce') {
    const { createZeroBounceVerifier } = await import('../adapters/email/zerobounce.js');
    verifier = createZeroBounceVerifier({
      apiKey: await requiredSecret(
        secrets,
        { plain: config.CTP_VERIFIER_API_KEY, arn: config.CTP_VERIFIER_SECRET_ARN },
        'CTP_VERIFIER_API_KEY (or CTP_VERIFIER_SECRET_ARN)',
      ),
      ...(config.CTP_VERIFIER_BASE_URL ? { baseURL: config.CTP_VERIFIER_BASE_URL } : {}),
      onBilled: zeroBounceBilling(deps.costs),
    });
  } else {
    const { EmbeddedEmailVerifier } = await import('../sandbox/email/embedded.js');
    verifier = new EmbeddedEmailVerifier(dataset as NetworkDataset);
  }

  let judge: PersonaJudge = await createJudge(config, secrets, await usageMetrics(config));
  if (dataset) {
    const { withSimulatedFaults } = await import('../sandbox/judge/simulated.js');
    judge = withSimulatedFaults(judge, dataset);
  }

  // What each job consumed, counted right around the real dependencies (functions/core/metered.ts).
  ({ network, verifier, judge } = metered(config, { network, verifier, judge }, deps.costs));
  // The shared rate budgets sit right in front of the real dependencies, under the provider cache.
  const { budgetLimits } = await import('./budgets.js');
  // Anthropic's published tier limits are the default budgets of its API; Bedrock has per-account
  // quotas of its own (set them in CTP_BUDGETS), and the offline judge calls no model.
  const anthropicApi =
    config.CTP_JUDGE !== 'offline' &&
    config.CTP_JUDGE !== 'bedrock' &&
    Boolean(await secrets.get({ plain: config.ANTHROPIC_API_KEY, arn: config.CTP_ANTHROPIC_SECRET_ARN }));
  const limits = budgetLimits(config, anthropicApi ? 'anthropic' : 'offline');
  let budgets: Budgets | undefined;
  if (Object.keys(limits).length > 0) {
    const budgeted = await import('../core/budgeted.js');
    budgets = {
      limits,
      store: deps.budgets,
      now: () => deps.clock.now().getTime(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      maxWaitMs: config.CTP_BUDGET_MAX_WAIT_MS,
    };
    network = budgeted.budgetedNetwork(network, budgets);
    verifier = budgeted.budgetedVerifier(verifier, budgets);
    judge = budgeted.budgetedJudge(judge, budgets);
  }

  const { HttpWebhookSender } = await import('../adapters/webhooks/http-sender.js');
  const s3Store = createJsonStore(config);
  if (config.CTP_PROVIDER_CACHE_DAYS > 0) {
    const { CachedNetworkProvider } = await import('../adapters/network/cached.js');
    network = new CachedNetworkProvider(network, {
      provider: config.CTP_NETWORK_PROVIDER,
      store: s3Store,
      clock: deps.clock,
      freshForDays: config.CTP_PROVIDER_CACHE_DAYS,
    });
    verifier = (await import('./verified-emails.js')).rememberVerified(config, verifier, s3Store, deps.clock);
  }
  const store = config.CTP_MODE === Mode.local && localStoreWrapper ? localStoreWrapper(s3Store) : s3Store;
  return {
    jobs:
      config.CTP_MODE === Mode.local && localJobStoreWrapper ? localJobStoreWrapper(deps.jobs) : deps.jobs,
    accounts: deps.accounts,
    clock: deps.clock,
    results: store,
    work: store,
    network,
    verifier,
    judge,
    webhooks: new HttpWebhookSender({
      timeoutMs: config.CTP_WEBHOOK_TIMEOUT_MS,
      policy: config.allowLoopbackCallbacks ? 'local' : 'deployed',
      clock: deps.clock,
    }),
    ...(budgets ? { budgets } : {}),
    logError: (message, details) => deps.logger.error(message, details),
    onWebhookAttempt: localWebhookLog ?? ((attempt) => deps.logger.info('Webhook attempt', { ...attempt })),
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
      emailConcurrency: config.CTP_EMAIL_CONCURRENCY,
      ...(config.CTP_MAX_FAN_OUT === undefined ? {} : { maxFanOut: config.CTP_MAX_FAN_OUT }),
      scanPagesPerInvocation: config.CTP_SCAN_PAGES_PER_INVOCATION,
      scanSecondsPerInvocation: config.CTP_SCAN_SECONDS_PER_INVOCATION,
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
