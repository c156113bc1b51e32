import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SweepMetric } from '../../functions/events/metrics.js';
import { buildApp } from '../../lib/app.js';
import { RECONCILED_STATUSES, STUCK_JOB_AGE } from '../../lib/constructs/reconciler.js';
import type { ServiceFunction } from '../../lib/constructs/service-function.js';
import type { CompanyTargetPeopleStack } from '../../lib/stack.js';

const REPO_ROOT = join(import.meta.dirname, '../..');
const CDK_CONTEXT = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<
  string,
  unknown
>;

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
  const built = buildApp({ context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
  stack = built.stack;
  // Synthesizing runs cdk-nag: an unacknowledged finding of the new resources fails here.
  const assembly = built.app.synth();
  template = Template.fromJSON(assembly.getStackByName(stack.stackName).template);
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

  it('alarms on a job processing longer than the threshold, and on the sweep falling silent', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: SweepMetric.oldestProcessingSeconds,
      Namespace: 'CompanyTargetPeople',
      Dimensions: [{ Name: 'service', Value: 'company-target-people' }],
      Statistic: 'Maximum',
      Threshold: STUCK_JOB_AGE.toSeconds(),
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'breaching',
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
