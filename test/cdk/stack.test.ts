import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App, CfnElement } from 'aws-cdk-lib';
import { Stack, Validations } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TABLES, type TableKind } from '../../functions/adapters/dynamodb/tables.js';
import { gatewayRouteKeys, ROUTES } from '../../functions/http/routes.js';
import { loadConfig } from '../../functions/shared/config.js';
import { type Grants, ROUTE_GRANTS, stageGrants } from '../../functions/shared/grants.js';
import { STAGE_FUNCTIONS, type StagePlaceholder } from '../../functions/stages/registry.js';
import { buildApp } from '../../lib/app.js';
import { PIPELINE_ACCESS } from '../../lib/constructs/http-api.js';
import {
  ASL_FILE,
  FUNCTION_TIMEOUT_MARGIN_SECONDS,
  functionTimeoutsFromAsl,
} from '../../lib/constructs/pipeline.js';
import {
  RECONCILER_ACCESS,
  RECONCILER_ENTRIES,
  WEBHOOK_OUTBOX_ACCESS,
} from '../../lib/constructs/reconciler.js';
import {
  NETWORK_FILE_AT_RUNTIME,
  SECRET_ENV,
  type SecretKind,
  type ServiceFunction,
} from '../../lib/constructs/service-function.js';
import { BucketPrefix, WORK_EXPIRY_DAYS } from '../../lib/constructs/storage.js';
import type { CompanyTargetPeopleStack } from '../../lib/stack.js';
import { CDK_CONTEXT, defaultSynth, synth } from './synth.js';

type Json = any;

const logicalId = (element: CfnElement | undefined) => {
  if (!element) throw new Error('no CloudFormation element');
  return Stack.of(element).getLogicalId(element);
};
const fnId = (fn: ServiceFunction) => logicalId(fn.function.node.defaultChild as CfnElement);
const roleId = (fn: ServiceFunction) => logicalId(fn.role.node.defaultChild as CfnElement);

const ALL_CONFIG_VARIABLES = [
  'CTP_MODE',
  'CTP_ACCOUNTS_TABLE',
  'CTP_API_KEYS_TABLE',
  'CTP_JOBS_TABLE',
  'CTP_IDEMPOTENCY_TABLE',
  'CTP_BUDGETS_TABLE',
  'CTP_RESULTS_BUCKET',
  'CTP_NETWORK_HOST',
  'CTP_SIZE_GATE',
  'CTP_RETRY_MAX_ATTEMPTS',
  'CTP_RETRY_BASE_MS',
  'CTP_RETRY_MAX_MS',
  'CTP_REPLAY_WINDOW_HOURS',
  'CTP_BATCH_SIZE',
  'CTP_PREVIEW_CAP',
  'CTP_EMAIL_CONCURRENCY',
  'CTP_WEBHOOK_SCHEDULE_SECONDS',
  'CTP_WEBHOOK_TIMEOUT_MS',
  'CTP_NETWORK_PROVIDER',
  'CTP_EMAIL_VERIFIER',
  'CTP_JUDGE',
  'CTP_JUDGE_FAST_MODEL',
  'CTP_JUDGE_STRONG_MODEL',
  'CTP_JUDGE_BATCH_SIZE',
  'CTP_JUDGE_CONCURRENCY',
  'POWERTOOLS_SERVICE_NAME',
  'POWERTOOLS_METRICS_NAMESPACE',
  'LOG_LEVEL',
  'NODE_OPTIONS',
];

let app: App;
let stack: CompanyTargetPeopleStack;
let template: Template;
let assemblyDir: string;
let resources: Record<string, Json>;

beforeAll(() => {
  // Shared with the other cdk files of this worker (synth.ts): read, never changed.
  const built = defaultSynth();
  app = built.app;
  stack = built.stack;
  template = built.template;
  assemblyDir = built.assembly.directory;
  resources = template.toJSON().Resources;
});

const apiFunctions = () => Object.entries(stack.api.functions);
const stageFunctions = () => Object.entries(stack.pipeline.stageFunctions);
const reconcilerFunctions = (): [string, ServiceFunction][] => [
  ['ExecutionEnded', stack.reconciler.executionEnded],
  ['Sweep', stack.reconciler.sweep],
  ['WebhookOutbox', stack.reconciler.webhookOutbox],
];
const allFunctions = (): [string, ServiceFunction][] => [
  ...apiFunctions(),
  ...stageFunctions(),
  ...reconcilerFunctions(),
];

const ALARM_TOPIC = 'arn:aws:sns:eu-west-1:123456789012:ctp-alarms';

/**
 * One stack with every setting the tests vary from cdk.json set at once (the stage, data not retained,
 * an alarm topic, the privacy and concurrency settings), synthesized once for the tests that need it:
 * a synth with the validation plugins is about a second, and each setting governs resources of its
 * own, which each test reads.
 */
let custom:
  | { stack: CompanyTargetPeopleStack; template: Template; resources: Record<string, Json> }
  | undefined;
function customStack() {
  if (!custom) {
    const built = synth({
      'ctp:stage': 'prod',
      'ctp:retainData': 'false',
      'ctp:alarmTopicArn': ALARM_TOPIC,
      'ctp:resultsRetentionDays': 90,
      'ctp:cacheRetentionDays': 45,
      'ctp:controlReservedConcurrency': 50,
    });
    custom = { stack: built.stack, template: built.template, resources: built.template.toJSON().Resources };
  }
  return custom;
}

/** What the grants table says a function (by route name, stage placeholder or reconciler role) may touch. */
function expectedGrants(name: string): Grants {
  if (name in STAGE_FUNCTIONS) return stageGrants(name as StagePlaceholder);
  if (name === 'WebhookOutbox') return WEBHOOK_OUTBOX_ACCESS;
  if (name === 'ExecutionEnded' || name === 'Sweep') return RECONCILER_ACCESS;
  const grants = ROUTE_GRANTS[name];
  if (!grants) throw new Error(`no grants for ${name}`);
  return grants;
}

/** CTP_JUDGE as deployed (every function has the same settings). */
const judgeSetting = (): string =>
  resources[fnId(stack.api.functions.PersonasCreate as ServiceFunction)].Properties.Environment.Variables
    .CTP_JUDGE;

/** The secrets (by kind) a function's role may read. */
function readableSecrets(fn: ServiceFunction): SecretKind[] {
  const refs = allows(fn, 'secretsmanager:GetSecretValue')
    .flatMap(resourcesOf)
    .map((r: Json) => JSON.stringify(r));
  return (Object.keys(stack.secrets) as SecretKind[]).filter((kind) =>
    refs.includes(JSON.stringify({ Ref: logicalId(stack.secrets[kind].node.defaultChild as CfnElement) })),
  );
}

/** TimeoutSeconds of every ASL task (Map iterations included) that runs the function behind `placeholder`. */
function taskTimeoutsOf(placeholder: string): number[] {
  const found: number[] = [];
  const visit = (states: Record<string, Json>) => {
    for (const state of Object.values(states)) {
      if (state.Type === 'Task' && state.Resource === `\${${placeholder}}`) found.push(state.TimeoutSeconds);
      if (state.ItemProcessor) visit(state.ItemProcessor.States);
    }
  };
  visit(JSON.parse(readFileSync(ASL_FILE, 'utf8')).States);
  return found;
}

/** Every statement of the policies attached to a role. */
function statementsOf(fn: ServiceFunction): Json[] {
  const role = roleId(fn);
  return Object.values(resources)
    .filter(
      (r: Json) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: Json) => ref.Ref === role),
    )
    .flatMap((r: Json) => r.Properties.PolicyDocument.Statement);
}
const actionsOf = (statement: Json): string[] => [statement.Action].flat();
const resourcesOf = (statement: Json): Json[] => [statement.Resource].flat();
const allows = (fn: ServiceFunction, action: string) =>
  statementsOf(fn).filter((s) => s.Effect === 'Allow' && actionsOf(s).includes(action));

describe('the stack', () => {
  it('is named after the stage in context', () => {
    expect(stack.stackName).toBe(`CompanyTargetPeople-${CDK_CONTEXT['ctp:stage']}`);
    expect(customStack().stack.stackName).toBe('CompanyTargetPeople-prod');
  });

  it('outputs what deployment and the operator CLI need', () => {
    const outputs = template.toJSON().Outputs;
    for (const name of [
      'ApiUrl',
      'AccountsTableName',
      'ApiKeysTableName',
      'JobsTableName',
      'IdempotencyTableName',
      'ResultsBucketName',
      'StateMachineArn',
      'AnthropicSecretArn',
      'ProviderSecretArn',
      'VerifierSecretArn',
      'CoresignalSecretArn',
    ]) {
      expect(outputs, name).toHaveProperty(name);
    }
    expect(outputs.AccountsTableName.Value).toEqual({
      Ref: logicalId(stack.storage.tables.accounts.node.defaultChild as CfnElement),
    });
  });
});

describe('the HTTP API', () => {
  it('has one route per ROUTES entry (and a HEAD twin per GET), $default included, each integrated with its own function', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', ROUTES.flatMap(gatewayRouteKeys).length);
    expect(ROUTES.map((r) => r.routeKey)).toContain('$default');
    expect(ROUTES.flatMap(gatewayRouteKeys)).toContain('HEAD /v1/jobs/{job_id}');
    for (const route of ROUTES) {
      const routes = template.findResources('AWS::ApiGatewayV2::Route', {
        Properties: { RouteKey: route.routeKey },
      });
      expect(Object.keys(routes), route.routeKey).toHaveLength(1);
      for (const twin of gatewayRouteKeys(route).slice(1)) {
        const heads = template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: twin } });
        expect(
          (Object.values(heads)[0] as Json).Properties.Target,
          `${twin} goes where ${route.routeKey} goes`,
        ).toEqual((Object.values(routes)[0] as Json).Properties.Target);
      }
      const target = (Object.values(routes)[0] as Json).Properties.Target['Fn::Join'][1][1].Ref;
      const integration = resources[target];
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      const fn = stack.api.functions[route.name];
      expect(fn, route.name).toBeDefined();
      expect(integration.Properties.IntegrationUri).toEqual({
        'Fn::GetAtt': [fnId(fn as ServiceFunction), 'Arn'],
      });
    }
  });

  it('has an auto-deployed $default stage that writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });
});

describe('the job list’s grants', () => {
  it('let it read by id the items its keys-only index leads to (BatchGetItem on the jobs table)', () => {
    const list = stack.api.functions.JobsList as ServiceFunction;
    const jobsTableArn = JSON.stringify({
      'Fn::GetAtt': [logicalId(stack.storage.tables.jobs.node.defaultChild as CfnElement), 'Arn'],
    });
    const batchGets = allows(list, 'dynamodb:BatchGetItem');
    expect(batchGets.length).toBeGreaterThan(0);
    expect(batchGets.flatMap(resourcesOf).map((r) => JSON.stringify(r))).toContain(jobsTableArn);
  });
});

describe('the functions', () => {
  it('are one per route, one per stage and the reconciler’s two, arm64 on Node.js 24', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    expect(Object.keys(functions)).toHaveLength(
      ROUTES.length + Object.keys(STAGE_FUNCTIONS).length + Object.keys(RECONCILER_ENTRIES).length,
    );
    for (const [id, fn] of Object.entries(functions) as [string, Json][]) {
      expect(fn.Properties.Architectures, id).toEqual(['arm64']);
      expect(fn.Properties.Runtime, id).toBe('nodejs24.x');
      expect(fn.Properties.Handler, id).toBe('index.handler');
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
    }
  });

  it('outlive every task they serve by a short margin, within Lambda’s 15 minutes', () => {
    const timeouts = functionTimeoutsFromAsl(readFileSync(ASL_FILE, 'utf8'));
    for (const [name, fn] of stageFunctions()) {
      const timeout = resources[fnId(fn)].Properties.Timeout;
      expect(timeout, name).toBe(timeouts[name as keyof typeof timeouts]);
      expect(timeout, name).toBeLessThanOrEqual(900);
      // The task gives up first (States.Timeout, a delayed retry), never the function.
      const tasks = taskTimeoutsOf(name);
      expect(tasks.length, name).toBeGreaterThan(0);
      for (const seconds of tasks) expect(seconds, name).toBeLessThan(timeout);
      expect(timeout - Math.max(...tasks), name).toBe(FUNCTION_TIMEOUT_MARGIN_SECONDS);
    }
  });

  it('all receive every variable the service config reads, in aws mode, with source maps on', () => {
    for (const [name, fn] of [...apiFunctions(), ...stageFunctions()]) {
      const env = resources[fnId(fn)].Properties.Environment.Variables;
      for (const variable of ALL_CONFIG_VARIABLES)
        expect(env, `${name} ${variable}`).toHaveProperty(variable);
      expect(env.CTP_MODE).toBe('aws');
      expect(env.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(env.CTP_RESULTS_BUCKET).toEqual({
        Ref: logicalId(stack.storage.bucket.node.defaultChild as CfnElement),
      });
      for (const kind of Object.keys(TABLES) as TableKind[]) {
        expect(Object.values(env)).toContainEqual({
          Ref: logicalId(stack.storage.tables[kind].node.defaultChild as CfnElement),
        });
      }
    }
  });

  it('all have an environment that the runtime config accepts', () => {
    // Intrinsics stand in for names only known at deploy time; give them plausible values.
    const deployTime = (key: string) =>
      key.endsWith('_ARN')
        ? `arn:aws:deployed:eu-west-1:123456789012:${key.toLowerCase()}`
        : key === 'CTP_RESULTS_BUCKET'
          ? 'companytargetpeople-dev-results-1a2b3c'
          : `${key.toLowerCase().replaceAll('_', '-')}-deployed`;
    for (const [name, fn] of [...apiFunctions(), ...stageFunctions()]) {
      const env = resources[fnId(fn)].Properties.Environment.Variables as Record<string, unknown>;
      const literal = Object.fromEntries(
        Object.entries(env).map(([key, value]) => [key, typeof value === 'string' ? value : deployTime(key)]),
      );
      expect(() => loadConfig(literal), name).not.toThrow();
    }
  });

  it('give the stage functions the bundled network file, and each function the ARNs of its granted secrets only', () => {
    for (const [name, fn] of stageFunctions()) {
      expect(resources[fnId(fn)].Properties.Environment.Variables.CTP_NETWORK_FILE, name).toBe(
        NETWORK_FILE_AT_RUNTIME,
      );
    }
    for (const [name, fn] of allFunctions()) {
      const env = resources[fnId(fn)].Properties.Environment.Variables;
      const named = (Object.keys(SECRET_ENV) as SecretKind[]).filter((kind) => SECRET_ENV[kind] in env);
      expect(named.sort(), name).toEqual(readableSecrets(fn).sort());
    }
  });

  it('give the API functions the state machine, and the stage functions none (they start no execution)', () => {
    for (const [name, fn] of stageFunctions()) {
      expect(resources[fnId(fn)].Properties.Environment.Variables, name).not.toHaveProperty(
        'CTP_STATE_MACHINE_ARN',
      );
    }
    for (const [name, fn] of apiFunctions()) {
      expect(resources[fnId(fn)].Properties.Environment.Variables.CTP_STATE_MACHINE_ARN, name).toEqual({
        Ref: logicalId(stack.pipeline.stateMachine.node.defaultChild as CfnElement),
      });
    }
  });
});

describe('the tables', () => {
  const tableOf = (kind: TableKind) =>
    resources[logicalId(stack.storage.tables[kind].node.defaultChild as CfnElement)];

  it.each(Object.keys(TABLES) as TableKind[])('%s has the keys and indexes of TABLES', (kind) => {
    const definition: Json = TABLES[kind];
    const table = tableOf(kind).Properties;
    const keySchema = (partition: string, sort?: string) => [
      { AttributeName: partition, KeyType: 'HASH' },
      ...(sort ? [{ AttributeName: sort, KeyType: 'RANGE' }] : []),
    ];
    expect(table.KeySchema).toEqual(keySchema(definition.partitionKey, definition.sortKey));
    expect(table.GlobalSecondaryIndexes ?? []).toEqual(
      definition.indexes.map((index: Json) => ({
        IndexName: index.name,
        KeySchema: keySchema(index.partitionKey, index.sortKey),
        Projection: !index.projection
          ? { ProjectionType: 'ALL' }
          : index.projection.type === 'INCLUDE'
            ? { ProjectionType: 'INCLUDE', NonKeyAttributes: index.projection.attributes }
            : { ProjectionType: index.projection.type },
      })),
    );
    const attributes = new Set<string>(
      [definition.partitionKey, definition.sortKey]
        .concat(definition.indexes.flatMap((i: Json) => [i.partitionKey, i.sortKey]))
        .filter(Boolean),
    );
    expect(table.AttributeDefinitions).toHaveLength(attributes.size);
    for (const attribute of table.AttributeDefinitions) {
      expect(attributes.has(attribute.AttributeName)).toBe(true);
      expect(attribute.AttributeType).toBe('S');
    }
  });

  it.each(Object.keys(TABLES) as TableKind[])(
    '%s is on demand, with PITR, AWS-managed encryption and TTL where declared',
    (kind) => {
      const definition: Json = TABLES[kind];
      const table = tableOf(kind);
      expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
      expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(table.Properties.SSESpecification).toEqual({ SSEEnabled: true });
      if (definition.ttlAttribute) {
        expect(table.Properties.TimeToLiveSpecification).toEqual({
          AttributeName: definition.ttlAttribute,
          Enabled: true,
        });
      } else {
        expect(table.Properties.TimeToLiveSpecification).toBeUndefined();
      }
      // Default (cdk.json): data is retained and protected.
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    },
  );

  it('expires idempotency records by expires_at', () => {
    expect(tableOf('idempotency').Properties.TimeToLiveSpecification).toEqual({
      AttributeName: 'expires_at',
      Enabled: true,
    });
  });

  it('keep the rate budgets as one item per dependency (partition) and window (sort key), expired by expires_at', () => {
    const budgets = tableOf('budgets');
    expect(budgets.Properties.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(budgets.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: 'expires_at',
      Enabled: true,
    });
    // The key change from one item per dependency replaces the table: the old one is kept, not deleted.
    expect(budgets.UpdateReplacePolicy).toBe('Retain');
  });

  it('are deletable when ctp:retainData is false', () => {
    const tables = Object.values(customStack().template.findResources('AWS::DynamoDB::Table')) as Json[];
    expect(tables).toHaveLength(5);
    for (const table of tables) {
      expect(table.DeletionPolicy).toBe('Delete');
      expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    }
  });
});

describe('the results bucket', () => {
  const bucketId = () => logicalId(stack.storage.bucket.node.defaultChild as CfnElement);

  it('blocks public access, encrypts with S3-managed keys and logs access to the log bucket', () => {
    const bucket = resources[bucketId()].Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
    ]);
    expect(bucket.LoggingConfiguration.DestinationBucketName).toEqual({
      Ref: logicalId(stack.storage.accessLogs.node.defaultChild as CfnElement),
    });
    expect(bucket.VersioningConfiguration).toBeUndefined();
  });

  it('refuses every request without TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId() },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('refuses a PutObject under results/ without If-None-Match, from anyone: results are written once', () => {
    const bucketArn = { 'Fn::GetAtt': [bucketId(), 'Arn'] };
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId() },
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Sid: 'ResultsAreWrittenOnce',
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: 's3:PutObject',
            Resource: { 'Fn::Join': ['', [bucketArn, '/results/*']] },
            Condition: { Null: { 's3:if-none-match': 'true' } },
          },
        ]),
      },
    });
  });

  it('expires work/ after a week and cache/ a day past the freshness window, and keeps results/ by default', () => {
    const rules = resources[bucketId()].Properties.LifecycleConfiguration.Rules as Json[];
    expect(rules).toContainEqual(
      expect.objectContaining({
        Prefix: BucketPrefix.work,
        ExpirationInDays: WORK_EXPIRY_DAYS,
        Status: 'Enabled',
      }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({
        Prefix: BucketPrefix.cache,
        ExpirationInDays: Number(CDK_CONTEXT['ctp:providerCacheDays']) + 1,
        Status: 'Enabled',
      }),
    );
    const expiring = rules.filter((rule) => rule.ExpirationInDays !== undefined);
    expect(expiring.every((rule) => rule.Prefix !== BucketPrefix.results)).toBe(true);
  });

  it('expires results/ and cache/ after the days the privacy settings give', () => {
    const rules = customStack().resources[
      logicalId(customStack().stack.storage.bucket.node.defaultChild as CfnElement)
    ].Properties.LifecycleConfiguration.Rules as Json[];
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: BucketPrefix.results, ExpirationInDays: 90, Status: 'Enabled' }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: BucketPrefix.cache, ExpirationInDays: 45, Status: 'Enabled' }),
    );
  });
});

describe('concurrency isolation', () => {
  it('reserves no concurrency by default (a reservation is also a cap)', () => {
    const reserved = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn: Json) => fn.Properties.ReservedConcurrentExecutions !== undefined,
    );
    expect(reserved).toEqual([]);
  });

  it('reserves ctp:controlReservedConcurrency for the control path (publish_settle, fail_job, record_delay, the reconciler) and nothing else', () => {
    const { stack: custom, resources: customResources } = customStack();
    const control = new Set(
      [
        custom.pipeline.stageFunctions.PublishSettleFunctionArn,
        custom.pipeline.stageFunctions.FailJobFunctionArn,
        custom.pipeline.stageFunctions.RecordDelayFunctionArn,
        custom.reconciler.executionEnded,
        custom.reconciler.sweep,
      ].map(fnId),
    );
    const functions = Object.entries(customResources).filter(
      ([, r]: [string, Json]) => r.Type === 'AWS::Lambda::Function',
    ) as [string, Json][];
    expect(functions.length).toBeGreaterThan(control.size);
    for (const [id, fn] of functions) {
      expect(fn.Properties.ReservedConcurrentExecutions, id).toBe(control.has(id) ? 50 : undefined);
    }
  });

  it('throttles every route of the HTTP API stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
  });
});

describe('the state machine', () => {
  const machineId = () => logicalId(stack.pipeline.stateMachine.node.defaultChild as CfnElement);
  const placeholdersIn = (text: string) => new Set([...text.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));

  it('is a Standard workflow, logging ALL without execution data, with X-Ray', () => {
    const machine = resources[machineId()].Properties;
    expect(machine.StateMachineType).toBe('STANDARD');
    expect(machine.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
    expect(machine.TracingConfiguration).toEqual({ Enabled: true });
  });

  it('logs to a group under /aws/vendedlogs/ (CloudWatch Logs resource policy size limit)', () => {
    const groups = Object.values(template.findResources('AWS::Logs::LogGroup')) as Json[];
    expect(groups.map((g) => g.Properties.LogGroupName)).toContain(
      `/aws/vendedlogs/states/${stack.stackName}-pipeline`,
    );
  });

  it('is the ASL file with every placeholder substituted by its stage function’s ARN', () => {
    const machine = resources[machineId()].Properties;
    const asl = readFileSync(ASL_FILE, 'utf8');
    // The definition is uploaded as a file asset: it must be the ASL file, unchanged.
    const key = machine.DefinitionS3Location.Key as string;
    expect(readFileSync(join(assemblyDir, `asset.${key}`), 'utf8')).toBe(asl);

    const substitutions = machine.DefinitionSubstitutions as Record<string, Json>;
    const used = placeholdersIn(asl);
    expect(new Set(Object.keys(substitutions))).toEqual(used);
    expect(new Set(Object.keys(STAGE_FUNCTIONS))).toEqual(used);
    for (const [placeholder, value] of Object.entries(substitutions)) {
      const [target, attribute] = value['Fn::GetAtt'];
      expect(attribute).toBe('Arn');
      expect(resources[target].Type, placeholder).toBe('AWS::Lambda::Function');
      expect(target).toBe(fnId(stack.pipeline.stageFunctions[placeholder as keyof typeof STAGE_FUNCTIONS]));
    }
    // What Step Functions will see: valid JSON, no placeholder left.
    let resolved = asl;
    for (const placeholder of used) {
      resolved = resolved.replaceAll(
        `\${${placeholder}}`,
        `arn:aws:lambda:eu-west-1:123456789012:function:${placeholder}`,
      );
    }
    expect(placeholdersIn(resolved).size).toBe(0);
    expect(() => JSON.parse(resolved)).not.toThrow();
  });

  it('may invoke every stage function, by its unqualified ARN', () => {
    const roleIdOfMachine = logicalId(stack.pipeline.stateMachine.role.node.defaultChild as CfnElement);
    const statements = Object.values(resources)
      .filter(
        (r: Json) =>
          r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((x: Json) => x.Ref === roleIdOfMachine),
      )
      .flatMap((r: Json) => r.Properties.PolicyDocument.Statement)
      .filter((s: Json) => actionsOf(s).includes('lambda:InvokeFunction'));
    const invocable = statements.flatMap(resourcesOf);
    for (const [name, fn] of stageFunctions()) {
      expect(invocable, name).toContainEqual({ 'Fn::GetAtt': [fnId(fn), 'Arn'] });
    }
    expect(invocable).toHaveLength(Object.keys(STAGE_FUNCTIONS).length);
  });
});

describe('the grants', () => {
  it('let the submitting function start executions, and the cancelling function stop them', () => {
    const machineRef = { Ref: logicalId(stack.pipeline.stateMachine.node.defaultChild as CfnElement) };
    const [creator] = Object.entries(PIPELINE_ACCESS).find(([, a]) => a === 'start') ?? [];
    const [canceller] = Object.entries(PIPELINE_ACCESS).find(([, a]) => a === 'stop') ?? [];
    const start = allows(stack.api.functions[creator as string] as ServiceFunction, 'states:StartExecution');
    expect(start.flatMap(resourcesOf)).toEqual([machineRef]);
    const stop = allows(stack.api.functions[canceller as string] as ServiceFunction, 'states:StopExecution');
    const executionArn = JSON.stringify(stop.flatMap(resourcesOf));
    expect(executionArn).toContain(':execution:');
    expect(executionArn).toContain(
      `"${logicalId(stack.pipeline.stateMachine.node.defaultChild as CfnElement)}","Name"`,
    );
  });

  it('give no other function any Step Functions action', () => {
    for (const [name, fn] of [...apiFunctions(), ...stageFunctions()]) {
      const states = statementsOf(fn)
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('states:'));
      const expected =
        PIPELINE_ACCESS[name] === 'start'
          ? ['states:StartExecution']
          : PIPELINE_ACCESS[name] === 'stop'
            ? ['states:StopExecution']
            : [];
      expect(states, name).toEqual(expected);
    }
  });

  it('let each function read exactly the secrets of its grants (a provider stage its provider’s only)', () => {
    for (const [name, fn] of allFunctions()) {
      const grants = expectedGrants(name);
      // The judge's Anthropic key comes with the judge grant when CTP_JUDGE is anthropic or auto.
      const judgeKey = grants.judge && ['anthropic', 'auto'].includes(judgeSetting());
      const expected = new Set<string>([...grants.secrets, ...(judgeKey ? ['anthropic'] : [])]);
      expect(new Set(readableSecrets(fn)), name).toEqual(expected);
    }
  });

  it('give record_delay and fail_job no S3 action and no secret', () => {
    for (const name of ['RecordDelayFunctionArn', 'FailJobFunctionArn'] as const) {
      const actions = statementsOf(stack.pipeline.stageFunctions[name]).flatMap(actionsOf);
      expect(
        actions.filter((a) => a.startsWith('s3:') || a.startsWith('secretsmanager:')),
        name,
      ).toEqual([]);
    }
  });

  it('limit each function to the tables of its grants, writes only where it writes, no Scan, no wildcard index', () => {
    const tableArn = (kind: TableKind) =>
      JSON.stringify({
        'Fn::GetAtt': [logicalId(stack.storage.tables[kind].node.defaultChild as CfnElement), 'Arn'],
      });
    const tablesOf = (statements: Json[]) =>
      new Set(
        statements
          .flatMap(resourcesOf)
          .filter((r: Json) => r['Fn::GetAtt'])
          .map((t: Json) => JSON.stringify(t)),
      );
    for (const [name, fn] of allFunctions()) {
      const grants = expectedGrants(name);
      const statements = statementsOf(fn).filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
      const writing = statements.filter((s) => actionsOf(s).includes('dynamodb:PutItem'));
      const reading = statements.filter((s) => !actionsOf(s).includes('dynamodb:PutItem'));
      expect(tablesOf(writing), `${name} writes`).toEqual(new Set(grants.writeTables.map(tableArn)));
      expect(tablesOf(reading), `${name} reads`).toEqual(new Set(grants.readTables.map(tableArn)));
      for (const s of reading)
        expect(actionsOf(s).sort(), name).toEqual([
          'dynamodb:BatchGetItem',
          'dynamodb:GetItem',
          'dynamodb:Query',
        ]);
      for (const s of writing) expect(actionsOf(s), name).toContain('dynamodb:ConditionCheckItem');
      expect(JSON.stringify(statements), name).not.toContain('/index/*');
      expect(statements.flatMap(actionsOf), name).not.toContain('dynamodb:Scan');
    }
    // No API route writes the keys; the read routes write nothing.
    for (const [name, fn] of apiFunctions()) {
      const keysWritten = statementsOf(fn)
        .filter((s) => actionsOf(s).includes('dynamodb:PutItem'))
        .flatMap(resourcesOf)
        .map((r: Json) => JSON.stringify(r));
      expect(keysWritten, name).not.toContain(tableArn('apiKeys'));
    }
    for (const name of ['JobsList', 'JobsGet', 'JobsPreview', 'AccountGet', 'PersonasList', 'OpenApiGet']) {
      expect(allows(stack.api.functions[name] as ServiceFunction, 'dynamodb:PutItem'), name).toEqual([]);
    }
  });

  it('let each function read, write and delete in the bucket only under the prefixes of its grants', () => {
    const bucket = logicalId(stack.storage.bucket.node.defaultChild as CfnElement);
    const objects = (prefix: string) => ({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket, 'Arn'] }, `/${prefix}*`]],
    });
    const under = (prefixes: readonly string[]) => [...new Set(prefixes)].map(objects).sort(byJson);
    for (const [name, fn] of allFunctions()) {
      const grants = expectedGrants(name);
      const of = (action: string) => allows(fn, action).flatMap(resourcesOf).sort(byJson);
      expect(of('s3:PutObject'), name).toEqual(under(grants.writePrefixes));
      expect(of('s3:GetObject'), name).toEqual(under([...grants.readPrefixes, ...grants.writePrefixes]));
      expect(of('s3:DeleteObject'), name).toEqual(under(grants.deletePrefixes));
    }
    const writers = allFunctions()
      .filter(([, fn]) => JSON.stringify(allows(fn, 's3:PutObject')).includes('/results/*'))
      .map(([name]) => name);
    expect(writers).toEqual(['PublishSettleFunctionArn']);
    const deleters = allFunctions()
      .filter(([, fn]) => allows(fn, 's3:DeleteObject').length > 0)
      .map(([name]) => name)
      .sort();
    expect(deleters).toEqual(['JobsCancel', 'PublishSettleFunctionArn']);
  });
});

const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

describe('the alarms', () => {
  const alarms = () => Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Json[];

  it('watch failed executions, API 5xx and every function’s throttles', () => {
    const metric = (namespace: string, name: string) =>
      alarms().filter((a) => a.Properties.Namespace === namespace && a.Properties.MetricName === name);
    expect(metric('AWS/States', 'ExecutionsFailed')).toHaveLength(1);
    expect(metric('AWS/ApiGateway', '5xx')).toHaveLength(1);
    const throttled = metric('AWS/Lambda', 'Throttles').map((a) => a.Properties.Dimensions[0].Value.Ref);
    expect(new Set(throttled)).toEqual(
      new Set(
        [...apiFunctions(), ...stageFunctions()]
          .map(([, fn]) => fnId(fn))
          .concat(
            [stack.reconciler.executionEnded, stack.reconciler.sweep, stack.reconciler.webhookOutbox].map(
              fnId,
            ),
          ),
      ),
    );
  });

  it('notify the topic named in context', () => {
    const all = Object.values(customStack().template.findResources('AWS::CloudWatch::Alarm')) as Json[];
    expect(all.length).toBeGreaterThan(0);
    for (const alarm of all) expect(alarm.Properties.AlarmActions).toEqual([ALARM_TOPIC]);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('finds nothing that is not acknowledged', () => {
    // app.synth() in beforeAll already ran the plugin; this states the result directly.
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((v) => `${v.severity} ${v.ruleName}`)).toEqual([]);
  });

  it('acknowledges only findings that exist, each with its reason', () => {
    const acknowledged = new Map<string, string>();
    for (const construct of app.node.findAll()) {
      for (const entry of construct.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          acknowledged.set(id.replace(/^annotation::/i, ''), reason);
        }
      }
    }
    for (const [id, reason] of acknowledged) expect(reason.length, id).toBeGreaterThan(30);

    // The same app with acknowledgements ignored: exactly the acknowledged findings appear.
    const spy = vi.spyOn(Validations.prototype, 'acknowledge').mockImplementation(() => undefined);
    try {
      const { app: bare } = buildApp({ context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
      const findings = new AwsSolutionsChecks().validateScope(bare).violations.map((v) => v.ruleName);
      expect(new Set(findings)).toEqual(new Set(acknowledged.keys()));
    } finally {
      spy.mockRestore();
    }
  });
});
