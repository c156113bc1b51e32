import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { StageConfig } from './config.js';
import { Console } from './constructs/console.js';
import { Api } from './constructs/http-api.js';
import { Pipeline } from './constructs/pipeline.js';
import { Reconciler } from './constructs/reconciler.js';
import { SECRET_ENV, type SecretKind, type ServiceResources } from './constructs/service-function.js';
import { Storage } from './constructs/storage.js';
import { acknowledge } from './nag.js';

export const stackName = (stage: string) => `CompanyTargetPeople-${stage}`;

export interface CompanyTargetPeopleStackProps extends StackProps {
  config: StageConfig;
  /** The built console (console/dist); bin/app.ts builds it first. Absent: the stack is API only. */
  consoleDir?: string;
}

const SECRET_DESCRIPTIONS: Record<SecretKind, string> = {
  anthropic: 'Anthropic API key for the persona judge',
  provider: 'API key of the network data provider',
  verifier: 'API key of the email verification service',
  coresignal: 'Coresignal API key (CTP_NETWORK_PROVIDER coresignal or merged)',
};

/** The whole service for one stage: API, pipeline, storage, secrets, alarms. */
export class CompanyTargetPeopleStack extends Stack {
  readonly storage: Storage;
  readonly pipeline: Pipeline;
  readonly api: Api;
  readonly reconciler: Reconciler;
  readonly console: Console | undefined;
  readonly secrets: Record<SecretKind, Secret>;

  constructor(scope: Construct, id: string, props: CompanyTargetPeopleStackProps) {
    super(scope, id, {
      description: `Company Target-People (${props.config.stage}): HTTP API, Step Functions pipeline, DynamoDB, S3`,
      ...props,
    });
    const { config } = props;
    const removalPolicy = config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.storage = new Storage(this, 'Storage', {
      retainData: config.retainData,
      retention: config.retention,
    });

    // Created with a random placeholder value; the operator puts the real key (docs/deploy.md).
    this.secrets = {} as Record<SecretKind, Secret>;
    for (const kind of Object.keys(SECRET_ENV) as SecretKind[]) {
      const secret = new Secret(this, `${kind[0]?.toUpperCase()}${kind.slice(1)}Secret`, {
        description: `${SECRET_DESCRIPTIONS[kind]} (Company Target-People ${config.stage})`,
        removalPolicy,
      });
      acknowledge(
        secret,
        'AwsSolutions-SMG4',
        'A third-party API key: it is rotated by issuing a new key at the provider and putting it here, which Secrets Manager rotation cannot do.',
      );
      this.secrets[kind] = secret;
    }

    const resources: ServiceResources = {
      tables: this.storage.tables,
      bucket: this.storage.bucket,
      secrets: this.secrets,
      settings: config.settings,
      logLevel: config.logLevel,
      retainData: config.retainData,
      alarmAction: config.alarmTopicArn
        ? new SnsAction(Topic.fromTopicArn(this, 'AlarmTopic', config.alarmTopicArn))
        : undefined,
    };

    this.pipeline = new Pipeline(this, 'Pipeline', {
      stateMachineName: `${stackName(config.stage)}-pipeline`,
      resources,
      networkFile: config.networkFile,
    });
    this.reconciler = new Reconciler(this, 'Reconciler', {
      resources,
      stateMachine: this.pipeline.stateMachine,
    });
    this.api = new Api(this, 'Api', {
      resources,
      stateMachine: this.pipeline.stateMachine,
      retainData: config.retainData,
      throttle: config.apiThrottle,
    });
    // The control path keeps capacity of its own: API traffic cannot throttle settlement, the ending
    // of jobs or the reconciler into failures (docs/deploy.md, "Concurrency").
    if (config.controlReservedConcurrency > 0) {
      const control = [
        this.pipeline.stageFunctions.PublishSettleFunctionArn,
        this.pipeline.stageFunctions.FailJobFunctionArn,
        this.pipeline.stageFunctions.RecordDelayFunctionArn,
        this.reconciler.executionEnded,
        this.reconciler.sweep,
      ];
      for (const fn of control) {
        (fn.function.node.defaultChild as CfnFunction).reservedConcurrentExecutions =
          config.controlReservedConcurrency;
      }
    }

    this.console = props.consoleDir
      ? new Console(this, 'Console', {
          distDir: props.consoleDir,
          httpApi: this.api.httpApi,
          accessLogs: this.storage.accessLogs,
          retainData: config.retainData,
        })
      : undefined;

    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('ApiUrl', this.api.url, 'Base URL of the HTTP API');
    if (this.console)
      output(
        'ConsoleUrl',
        `https://${this.console.distribution.distributionDomainName}`,
        'The console, and the API under /v1 on the same origin',
      );
    output(
      'AccountsTableName',
      this.storage.tables.accounts.tableName,
      'CTP_ACCOUNTS_TABLE for the admin CLI',
    );
    output('ApiKeysTableName', this.storage.tables.apiKeys.tableName, 'CTP_API_KEYS_TABLE for the admin CLI');
    output('JobsTableName', this.storage.tables.jobs.tableName, 'Jobs table');
    output('IdempotencyTableName', this.storage.tables.idempotency.tableName, 'Idempotency records table');
    output(
      'ResultsBucketName',
      this.storage.bucket.bucketName,
      'Published results and pipeline work objects',
    );
    output('StateMachineArn', this.pipeline.stateMachine.stateMachineArn, 'The pipeline');
    output('AnthropicSecretArn', this.secrets.anthropic.secretArn, 'Put the Anthropic API key here');
    output('ProviderSecretArn', this.secrets.provider.secretArn, 'Put the network provider API key here');
    output('VerifierSecretArn', this.secrets.verifier.secretArn, 'Put the email verifier API key here');
    output('CoresignalSecretArn', this.secrets.coresignal.secretArn, 'Put the Coresignal API key here');
  }
}
