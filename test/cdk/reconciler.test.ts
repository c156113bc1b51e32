import { type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SweepMetric } from '../../functions/events/metrics.js';
import { RECONCILED_STATUSES, STUCK_JOB_NO_PROGRESS } from '../../lib/constructs/reconciler.js';
import type { ServiceFunction } from '../../lib/constructs/service-function.js';
import type { CompanyTargetPeopleStack } from '../../lib/stack.js';
import { defaultSynth } from './synth.js';

type Json = any;

let stack: CompanyTargetPeopleStack;
let template: Template;

const logicalId = (element: CfnElement) => Stack.of(element).getLogicalId(element);
const fnId = (fn: ServiceFunction) => logicalId(fn.function.node.defaultChild as CfnElement);
const roleId = (fn: ServiceFunction) => logicalId(fn.role.node.defaultChild as CfnElement);

/** Every statement of the policies attached to a function's role. */
function statementsOf(fn: ServiceFunction): Json[] {
  const policies = template.findResources('AWS::IAM::Policy');
  return Object.values(policies)
    .filter((p: Json) => p.Properties.Roles.some((r: Json) => r.Ref === roleId(fn)))
    .flatMap((p: Json) => p.Properties.PolicyDocument.Statement);
}
const actionsOf = (statement: Json): string[] => [statement.Action].flat();

beforeAll(() => {
  // The app as cdk.json builds it, synthesized once and shared with the other cdk files of this
  // worker (synth.ts). Synthesizing runs cdk-nag: an unacknowledged finding of the new resources fails.
  ({ stack, template } = defaultSynth());
});

describe('the reconciler', () => {
  it('receives every pipeline execution that failed, timed out or was aborted, through an EventBridge rule', () => {
    const machine = logicalId(stack.pipeline.stateMachine.node.defaultChild as CfnElement);
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.states'],
        'detail-type': ['Step Functions Execution Status Change'],
        detail: { stateMachineArn: [{ Ref: machine }], status: [...RECONCILED_STATUSES] },
      },
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId(stack.reconciler.executionEnded), 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId(stack.reconciler.executionEnded), 'Arn'] },
    });
  });

  it('runs the sweep on a schedule of EventBridge Scheduler', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId(stack.reconciler.sweep), 'Arn'] } }),
    });
  });

  it('lets both functions end jobs (jobs and accounts tables, the sweep’s index), and nothing in the bucket or secrets', () => {
    const jobsTable = logicalId(stack.storage.tables.jobs.node.defaultChild as CfnElement);
    for (const fn of [stack.reconciler.executionEnded, stack.reconciler.sweep]) {
      const statements = statementsOf(fn);
      const table = statements.find((s) => actionsOf(s).includes('dynamodb:UpdateItem'));
      expect(table).toBeDefined();
      expect(JSON.stringify(table.Resource)).toContain(jobsTable);
      expect(JSON.stringify(table.Resource)).toContain('/index/by_processing');
      const actions = statements.flatMap(actionsOf);
      expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('secretsmanager:'))).toEqual([]);
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });

  it('lets only the sweep describe executions, of this state machine only, and neither start nor stop one', () => {
    const describe = statementsOf(stack.reconciler.sweep).filter((s) =>
      actionsOf(s).includes('states:DescribeExecution'),
    );
    expect(describe).toHaveLength(1);
    expect(JSON.stringify(describe[0].Resource)).toMatch(/:execution:.*:\*/);
    for (const fn of [stack.reconciler.executionEnded, stack.reconciler.sweep]) {
      const actions = statementsOf(fn).flatMap(actionsOf);
      expect(actions).not.toContain('states:StartExecution');
      expect(actions).not.toContain('states:StopExecution');
    }
    expect(statementsOf(stack.reconciler.executionEnded).flatMap(actionsOf)).not.toContain(
      'states:DescribeExecution',
    );
  });

  it('alarms on a job making no progress for an hour, and on the sweep falling silent, never on a job’s age', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: SweepMetric.longestNoProgressSeconds,
      Namespace: 'CompanyTargetPeople',
      Dimensions: [{ Name: 'service', Value: 'company-target-people' }],
      Statistic: 'Maximum',
      Threshold: 3600,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'breaching',
    });
    expect(STUCK_JOB_NO_PROGRESS.toSeconds()).toBe(3600);
    // A large job at real rate limits runs 4 to 14 hours: no alarm may watch the age.
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    for (const alarm of alarms)
      expect(alarm.Properties.MetricName).not.toBe(SweepMetric.oldestProcessingSeconds);
  });

  it('projects into each index of the jobs table only what its queries read, and nothing at all into three', () => {
    const jobsTable = Object.values(template.findResources('AWS::DynamoDB::Table')).find((table) =>
      (table.Properties.GlobalSecondaryIndexes ?? []).some(
        (index: { IndexName: string }) => index.IndexName === 'by_processing',
      ),
    );
    const declared = (jobsTable?.Properties.GlobalSecondaryIndexes ?? []) as {
      IndexName: string;
      Projection: unknown;
    }[];
    const indexes = Object.fromEntries(declared.map((index) => [index.IndexName, index.Projection]));
    expect(indexes).toEqual({
      by_account: { ProjectionType: 'KEYS_ONLY' },
      by_key: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['input_search'] },
      by_replay: { ProjectionType: 'KEYS_ONLY' },
      by_processing: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['last_progress_at', 'next_retry_at'] },
      // The webhook outbox reads only the ids and due times (pending-webhooks.ts).
      by_webhook: { ProjectionType: 'KEYS_ONLY' },
    });
  });

  it('indexes processing jobs in a sparse index of the jobs table', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({
          IndexName: 'by_processing',
          KeySchema: [
            { AttributeName: 'processing_pk', KeyType: 'HASH' },
            { AttributeName: 'created_at', KeyType: 'RANGE' },
          ],
        }),
      ]),
    });
  });
});

describe('the webhook outbox', () => {
  it('is a function of its own, run on a schedule, over a sparse index of owed webhooks', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(5 minutes)',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId(stack.reconciler.webhookOutbox), 'Arn'] } }),
    });
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({
          IndexName: 'by_webhook',
          KeySchema: [
            { AttributeName: 'webhook_pk', KeyType: 'HASH' },
            { AttributeName: 'webhook_due_at', KeyType: 'RANGE' },
          ],
        }),
      ]),
    });
  });

  it('reads results and writes no object, reads no secret, and starts or stops no execution', () => {
    const actions = statementsOf(stack.reconciler.webhookOutbox).flatMap(actionsOf);
    expect(actions).toContain('s3:GetObject');
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((a) => /^s3:(Put|Delete)/.test(a))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('secretsmanager:') || a.startsWith('states:'))).toEqual([]);
  });
});
