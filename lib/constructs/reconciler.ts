import { ArnFormat, type CfnElement, Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { CfnStateMachine, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { SweepMetric } from '../../functions/events/metrics.js';
import { NO_GRANTS } from '../../functions/shared/grants.js';
import { acknowledge, nagArn } from '../nag.js';
import {
  METRICS_NAMESPACE,
  SERVICE_NAME,
  type ServiceAccess,
  ServiceFunction,
  type ServiceResources,
} from './service-function.js';

/** The reconciler reads and ends jobs (the job and its account in one transaction); no bucket, no secrets. */
export const RECONCILER_ACCESS: ServiceAccess = { ...NO_GRANTS, writeTables: ['jobs', 'accounts'] };

export const RECONCILER_ENTRIES = {
  executionEnded: 'functions/events/execution-ended.ts',
  sweep: 'functions/events/sweep.ts',
  webhookOutbox: 'functions/events/webhook-outbox.ts',
} as const;

/**
 * The webhook outbox sweep reads the jobs (and ends none), the account's signing secret, the published
 * result it sends; it writes only the job's webhook fields. No secrets, no writes to the bucket.
 */
export const WEBHOOK_OUTBOX_ACCESS: ServiceAccess = {
  ...NO_GRANTS,
  writeTables: ['jobs'],
  readTables: ['accounts'],
  readPrefixes: ['results/'],
};

/** How often the outbox sweep runs; a webhook is its after five minutes overdue (OUTBOX_SETTINGS). */
export const WEBHOOK_OUTBOX_EVERY = Duration.minutes(5);

/** The execution statuses whose job the reconciler must look at: every end but SUCCEEDED. */
export const RECONCILED_STATUSES = ['FAILED', 'TIMED_OUT', 'ABORTED'] as const;

export const SWEEP_EVERY = Duration.minutes(5);

/**
 * A job that has made no progress for this long is stuck, whatever its age. A healthy job writes
 * progress at every stage entry, delay and counted batch, and a delayed one is not counted until its
 * promised retry is due (a Retry-After may be 24 hours): the longest legitimate silence is one stage
 * attempt between two batches, bounded by the stage's task timeout (15 minutes at most), plus the
 * sweep's period. An age bound cannot do this: a large job at real rate limits runs 4 to 14 hours.
 */
export const STUCK_JOB_NO_PROGRESS = Duration.hours(1);

export interface ReconcilerProps {
  resources: ServiceResources;
  stateMachine: StateMachine;
}

/**
 * No job outlives its execution (docs/pipeline.md, "The reconciler"): an EventBridge rule sends every
 * FAILED, TIMED_OUT and ABORTED execution of the pipeline to a function that ends its job `failed`; a
 * schedule runs the sweep, which repairs what the rule missed (its events are best-effort) and jobs
 * whose execution never started, and publishes the age of the oldest processing job, which an alarm
 * watches.
 */
export class Reconciler extends Construct {
  readonly executionEnded: ServiceFunction;
  readonly sweep: ServiceFunction;
  readonly rule: Rule;
  readonly schedule: Schedule;
  readonly webhookOutbox: ServiceFunction;
  readonly webhookOutboxSchedule: Schedule;
  readonly stuckJobsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ReconcilerProps) {
    super(scope, id);
    const { resources, stateMachine } = props;
    const common = {
      resources,
      access: RECONCILER_ACCESS,
      stateMachineArn: stateMachine.stateMachineArn,
      memorySize: 256,
    };

    this.executionEnded = new ServiceFunction(this, 'ExecutionEnded', {
      ...common,
      entry: RECONCILER_ENTRIES.executionEnded,
      description: 'Reconciler: ends the job of a pipeline execution that failed, timed out or was stopped',
      timeout: Duration.seconds(30),
    });
    this.rule = new Rule(this, 'ExecutionEndedRule', {
      description: 'Pipeline executions that ended without succeeding, to the reconciler',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: { stateMachineArn: [stateMachine.stateMachineArn], status: [...RECONCILED_STATUSES] },
      },
      targets: [
        new LambdaFunction(this.executionEnded.function, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(2),
        }),
      ],
    });

    this.sweep = new ServiceFunction(this, 'Sweep', {
      ...common,
      entry: RECONCILER_ENTRIES.sweep,
      description: 'Reconciler sweep: processing jobs whose execution never started or no longer runs',
      timeout: Duration.minutes(2),
    });
    // DescribeExecution of this state machine's executions only (named after jobs, known at run time).
    this.sweep.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['states:DescribeExecution'],
        resources: [
          Stack.of(this).formatArn({
            service: 'states',
            resource: 'execution',
            resourceName: `${stateMachine.stateMachineName}:*`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    const machineResource = stateMachine.node.defaultChild as CfnStateMachine;
    acknowledge(
      this.sweep,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:${nagArn(machineResource, 'Name')}:*]`,
      'Executions are named after jobs, which exist only at run time; the grant covers this state machine’s executions only.',
    );
    const schedulerRole = new Role(this, 'SweepSchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invokes the reconciler sweep',
    });
    this.schedule = new Schedule(this, 'SweepSchedule', {
      description: 'Runs the reconciler sweep',
      schedule: ScheduleExpression.rate(SWEEP_EVERY),
      // A missed run is made up by the next one, five minutes later.
      target: new LambdaInvoke(this.sweep.function, { role: schedulerRole, retryAttempts: 0 }),
    });
    acknowledge(
      schedulerRole,
      `AwsSolutions-IAM5[Resource::${nagArn(this.sweep.function.node.defaultChild as CfnElement)}:*]`,
      'grantInvoke adds the function’s versions (`:*`); the role may invoke this one function only.',
    );

    // Webhooks owed by done jobs that no execution will deliver any more (docs/reliability.md).
    this.webhookOutbox = new ServiceFunction(this, 'WebhookOutbox', {
      resources,
      access: WEBHOOK_OUTBOX_ACCESS,
      entry: RECONCILER_ENTRIES.webhookOutbox,
      description: 'Webhook outbox: delivers the webhooks of done jobs that their execution did not deliver',
      // Eight attempts at a time, each within CTP_WEBHOOK_TIMEOUT_MS (at most 60 s), over up to 500 webhooks.
      timeout: Duration.minutes(10),
      memorySize: 256,
    });
    const outboxSchedulerRole = new Role(this, 'WebhookOutboxSchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invokes the webhook outbox sweep',
    });
    this.webhookOutboxSchedule = new Schedule(this, 'WebhookOutboxSchedule', {
      description: 'Runs the webhook outbox sweep',
      schedule: ScheduleExpression.rate(WEBHOOK_OUTBOX_EVERY),
      target: new LambdaInvoke(this.webhookOutbox.function, { role: outboxSchedulerRole, retryAttempts: 0 }),
    });
    acknowledge(
      outboxSchedulerRole,
      `AwsSolutions-IAM5[Resource::${nagArn(this.webhookOutbox.function.node.defaultChild as CfnElement)}:*]`,
      'grantInvoke adds the function’s versions (`:*`); the role may invoke this one function only.',
    );

    this.stuckJobsAlarm = new Alarm(this, 'StuckJobs', {
      alarmDescription: `A processing job has made no progress for more than ${STUCK_JOB_NO_PROGRESS.toMinutes()} minutes past any retry it was promised, or the reconciler sweep stopped reporting. See docs/operations.md, "Stuck jobs".`,
      metric: new Metric({
        namespace: METRICS_NAMESPACE,
        metricName: SweepMetric.longestNoProgressSeconds,
        // Powertools adds the service dimension to every metric it publishes.
        dimensionsMap: { service: SERVICE_NAME },
        statistic: 'Maximum',
        period: SWEEP_EVERY,
      }),
      threshold: STUCK_JOB_NO_PROGRESS.toSeconds(),
      evaluationPeriods: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      // The sweep publishes on every run (0 when nothing is processing): silence means it broke.
      treatMissingData: TreatMissingData.BREACHING,
    });
    if (resources.alarmAction) this.stuckJobsAlarm.addAlarmAction(resources.alarmAction);
  }
}
