import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CfnElement, Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IAlarmAction, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type ICommandHooks, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { BuildOptions } from 'esbuild';
import { TABLES, type TableKind } from '../../functions/adapters/dynamodb/tables.js';
import type { Grants } from '../../functions/shared/grants.js';
import { inferenceProfileProblem, type LogLevel } from '../config.js';
import { acknowledge, nagArn } from '../nag.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Lambda offers nodejs24.x; this aws-cdk-lib has the constant. */
export const NODE_RUNTIME = Runtime.NODEJS_24_X;

export const SERVICE_NAME = 'company-target-people';
export const METRICS_NAMESPACE = 'CompanyTargetPeople';

/** The environment variable that carries each table's name (read by `functions/shared/config.ts`). */
export const TABLE_ENV: Record<TableKind, string> = {
  accounts: 'CTP_ACCOUNTS_TABLE',
  apiKeys: 'CTP_API_KEYS_TABLE',
  jobs: 'CTP_JOBS_TABLE',
  idempotency: 'CTP_IDEMPOTENCY_TABLE',
  budgets: 'CTP_BUDGETS_TABLE',
};

export const SecretKind = {
  anthropic: 'anthropic',
  provider: 'provider',
  verifier: 'verifier',
  coresignal: 'coresignal',
} as const;
export type SecretKind = (typeof SecretKind)[keyof typeof SecretKind];

export const SECRET_ENV: Record<SecretKind, string> = {
  anthropic: 'CTP_ANTHROPIC_SECRET_ARN',
  provider: 'CTP_PROVIDER_SECRET_ARN',
  verifier: 'CTP_VERIFIER_SECRET_ARN',
  coresignal: 'CTP_CORESIGNAL_SECRET_ARN',
};

/** Where the bundled network file lands: the function's root is /var/task. */
const NETWORK_FILE_IN_BUNDLE = 'network.json';
export const NETWORK_FILE_AT_RUNTIME = `/var/task/${NETWORK_FILE_IN_BUNDLE}`;

/**
 * The data-plane actions the adapters use. No Scan (only the operator CLI lists accounts, with its own
 * credentials) and no table management. `TransactWriteItems` is authorised per item as Put/Update/
 * Delete/ConditionCheck, so it needs no action of its own.
 */
const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  // The job list and cost totals read their items by id after a keys-only index (batch-get.ts).
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
];
const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * How every function is bundled (esbuild, through NodejsFunction). Exported so that the built-bundle
 * test (test/integration/built-bundles.test.ts) builds exactly what is deployed.
 */
export const LAMBDA_BUNDLING = {
  format: OutputFormat.ESM,
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require() for Node built-ins, which an ES module lacks.
  banner:
    "import { createRequire as __ctpCreateRequire } from 'node:module'; const require = __ctpCreateRequire(import.meta.url);",
  sourceMap: true,
  sourcesContent: false,
  minify: true,
  // Error names travel into the state machine's Catch clauses; minified class names must not change them.
  keepNames: true,
  // Everything is bundled, the AWS SDK included: the lockfile pins its version, not the runtime.
  externalModules: [] as string[],
  tsconfig: join(REPO_ROOT, 'tsconfig.json'),
};

/**
 * LAMBDA_BUNDLING as esbuild's own options (what NodejsFunction hands esbuild), for code that builds a
 * bundle without CDK: the Lambda emulator of the tests and the cold-start benchmark.
 */
export const LAMBDA_ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: NODE_RUNTIME.name.replace('nodejs', 'node').replace('.x', ''),
  format: 'esm',
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  banner: { js: LAMBDA_BUNDLING.banner },
  sourcemap: LAMBDA_BUNDLING.sourceMap,
  sourcesContent: LAMBDA_BUNDLING.sourcesContent,
  minify: LAMBDA_BUNDLING.minify,
  keepNames: LAMBDA_BUNDLING.keepNames,
  external: [...LAMBDA_BUNDLING.externalModules],
  tsconfig: LAMBDA_BUNDLING.tsconfig,
} satisfies BuildOptions;

/** What every function is deployed against: shared by all of them, granted only as `access` says. */
export interface ServiceResources {
  tables: Record<TableKind, ITable>;
  bucket: IBucket;
  secrets: Record<SecretKind, ISecret>;
  /** `CTP_*` settings from the stage configuration. */
  settings: Record<string, string>;
  logLevel: LogLevel;
  retainData: boolean;
  alarmAction: IAlarmAction | undefined;
}

/**
 * What a function may touch: its entry in functions/shared/grants.ts. Every function still receives
 * every table's name; a secret's ARN only where the secret is granted.
 */
export type ServiceAccess = Grants;

export interface ServiceFunctionProps {
  /** Handler file relative to the repository root, exporting `handler`. */
  entry: string;
  description: string;
  resources: ServiceResources;
  access: ServiceAccess;
  /** `CTP_STATE_MACHINE_ARN`, for the functions that start, stop or ask about executions; not the stages. */
  stateMachineArn?: string;
  /** Bundle the embedded network data file (stage functions read it). */
  networkFile?: string;
  timeout: Duration;
  memorySize: number;
}

/**
 * The house Lambda function: arm64 Node.js 24, an ESM bundle built by the local esbuild with the AWS SDK
 * inside (versions pinned by the lockfile, not by the runtime), source maps, Powertools settings, its own
 * log group, X-Ray, a throttle alarm, and a role holding exactly the grants in `access`, each paired
 * with the environment variable that tells the code where that resource is. One place for all of it.
 */
export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly throttleAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { resources, access } = props;
    const removalPolicy = resources.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy });
    // A role of our own instead of AWSLambdaBasicExecutionRole: it may write only to this log group.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${id}: ${props.description}`,
    });
    logGroup.grantWrite(this.role);

    const environment: Record<string, string> = {
      CTP_MODE: 'aws',
      ...(props.stateMachineArn ? { CTP_STATE_MACHINE_ARN: props.stateMachineArn } : {}),
      CTP_RESULTS_BUCKET: resources.bucket.bucketName,
      ...Object.fromEntries(
        (Object.keys(TABLE_ENV) as TableKind[]).map((kind) => [
          TABLE_ENV[kind],
          resources.tables[kind].tableName,
        ]),
      ),
      ...resources.settings,
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      LOG_LEVEL: resources.logLevel,
      NODE_OPTIONS: '--enable-source-maps',
      ...(props.networkFile ? { CTP_NETWORK_FILE: NETWORK_FILE_AT_RUNTIME } : {}),
    };

    this.grantTables(access.readTables, TABLE_READ_ACTIONS, resources.tables);
    this.grantTables(access.writeTables, [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS], resources.tables);
    this.grantBucket(access, resources.bucket);
    for (const kind of access.secrets) {
      resources.secrets[kind].grantRead(this.role);
      environment[SECRET_ENV[kind]] = resources.secrets[kind].secretArn;
    }

    if (access.judge) this.grantJudge(resources, environment, access.secrets.includes('anthropic'));

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(REPO_ROOT, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: NODE_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup,
      tracing: Tracing.ACTIVE,
      environment,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        ...LAMBDA_BUNDLING,
        forceDockerBundling: false,
        ...(props.networkFile
          ? { commandHooks: copyIntoBundle(props.networkFile, NETWORK_FILE_IN_BUNDLE) }
          : {}),
      },
    });

    this.throttleAlarm = new Alarm(this, 'Throttles', {
      alarmDescription: `${id} was throttled: requests or pipeline steps were refused for lack of concurrency.`,
      metric: this.function.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (resources.alarmAction) this.throttleAlarm.addAlarmAction(resources.alarmAction);

    acknowledge(
      this,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    );
  }

  private grantJudge(
    resources: ServiceResources,
    environment: Record<string, string>,
    hasAnthropicKey: boolean,
  ) {
    const judge = resources.settings.CTP_JUDGE;
    if (judge === 'bedrock') {
      const models = [resources.settings.CTP_BEDROCK_FAST_MODEL, resources.settings.CTP_BEDROCK_STRONG_MODEL];
      const arns = bedrockModelArns(this, models, resources.settings.CTP_BEDROCK_REGION);
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: arns }),
      );
      for (const arn of arns.filter((a) => a.includes(':*::')))
        acknowledge(
          this,
          `AwsSolutions-IAM5[Resource::${arn.replace(/^arn:[^:]+:/, 'arn:<AWS::Partition>:')}]`,
          'A cross-region inference profile routes to the same model in the regions it spans; the grant names that one model, in any region.',
        );
    } else if ((judge === 'anthropic' || judge === 'auto') && !hasAnthropicKey) {
      resources.secrets.anthropic.grantRead(this.role);
      environment[SECRET_ENV.anthropic] = resources.secrets.anthropic.secretArn;
    }
  }

  /** Table and index ARNs by name: no wildcard, so a new index is granted only when TABLES names it. */
  private grantTables(
    kinds: readonly TableKind[],
    actions: readonly string[],
    tables: Record<TableKind, ITable>,
  ) {
    if (kinds.length === 0) return;
    const resources = kinds.flatMap((kind) => {
      const arn = tables[kind].tableArn;
      return [arn, ...TABLES[kind].indexes.map((index) => `${arn}/index/${index.name}`)];
    });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: [...actions],
        resources,
      }),
    );
  }

  private grantBucket(access: ServiceAccess, bucket: IBucket) {
    const readable = new Set([...access.readPrefixes, ...access.writePrefixes]);
    if (readable.size === 0) return;
    const bucketResource = bucket.node.defaultChild as CfnElement;
    // ListBucket turns a missing key into 404 instead of 403, which the code relies on to tell
    // "not written yet" from "not allowed".
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [...readable].map((prefix) => bucket.arnForObjects(`${prefix}*`)),
      }),
    );
    if (access.writePrefixes.length > 0) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:PutObject'],
          resources: access.writePrefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
        }),
      );
    }
    if (access.deletePrefixes?.length) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:DeleteObject'],
          resources: access.deletePrefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
        }),
      );
    }
    for (const prefix of readable) {
      acknowledge(
        this,
        `AwsSolutions-IAM5[Resource::${nagArn(bucketResource)}/${prefix}*]`,
        `Object keys under ${prefix} are per job (job ids are generated at run time); the grant is limited to that prefix.`,
      );
    }
  }
}

/** Cross-region inference profiles carry a geography prefix before the model id. */
const INFERENCE_PROFILE = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;

/**
 * The ARNs `bedrock:InvokeModel` needs for these model ids: a foundation model in the region, or an
 * inference profile in this account plus the model it routes to in the regions it spans.
 */
export function bedrockModelArns(
  scope: Construct,
  modelIds: readonly (string | undefined)[],
  region: string | undefined,
): string[] {
  const stack = Stack.of(scope);
  const where = region ?? stack.region;
  const arns = new Set<string>();
  for (const id of modelIds) {
    if (!id) continue;
    // A stack deployed to a known Region (an environment-agnostic one has none at synth): the profile
    // must be one of that Region's geography.
    const problem = Token.isUnresolved(where) ? null : inferenceProfileProblem(id, where);
    if (problem) throw new Error(problem);
    const profile = INFERENCE_PROFILE.exec(id);
    if (profile) {
      arns.add(`arn:${stack.partition}:bedrock:${where}:${stack.account}:inference-profile/${id}`);
      arns.add(`arn:${stack.partition}:bedrock:*::foundation-model/${profile[2]}`);
    } else {
      arns.add(`arn:${stack.partition}:bedrock:${where}::foundation-model/${id}`);
    }
  }
  return [...arns];
}

/**
 * A file from the repository copied next to the bundle. `inputDir` is the project root (or its mount in
 * a bundling container), so the command works for local and Docker bundling alike.
 */
function copyIntoBundle(source: string, target: string): ICommandHooks {
  const copy = process.platform === 'win32' ? 'copy /Y' : 'cp';
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => [
      `${copy} "${join(inputDir, source)}" "${join(outputDir, target)}"`,
    ],
  };
}
