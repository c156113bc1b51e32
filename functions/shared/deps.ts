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
import { S3ResultStore } from '../adapters/s3/results.js';
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
import { type Config, loadConfig, Mode } from './config.js';

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

export function createResultStore(config: Config): ResultStore {
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
  return new S3ResultStore(s3, config.CTP_RESULTS_BUCKET);
}

async function createPipelineStarter(config: Config): Promise<PipelineStarter> {
  if (config.CTP_MODE === Mode.local) {
    // Imported lazily so that the local Step Functions runtime never ends up in a Lambda bundle's hot path.
    const { localPipelineStarter } = await import('../adapters/sfn/local-starter.js');
    return localPipelineStarter();
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
    results: createResultStore(config),
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
}
