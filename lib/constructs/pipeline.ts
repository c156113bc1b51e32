import { join } from 'node:path';
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { STAGE_FUNCTIONS, type StagePlaceholder } from '../../functions/stages/registry.js';
import { acknowledge } from '../nag.js';
import { REPO_ROOT, type ServiceAccess, ServiceFunction, type ServiceResources } from './service-function.js';

export const ASL_FILE = join(REPO_ROOT, 'statemachine/pipeline.asl.json');

/** Stage functions keep the job and its account in step and move data through the bucket. */
export const STAGE_ACCESS: ServiceAccess = {
  tables: ['jobs', 'accounts'],
  readPrefixes: ['work/', 'results/'],
  writePrefixes: ['work/', 'results/'],
  secrets: true,
};

export interface PipelineProps {
  stateMachineName: string;
  resources: ServiceResources;
  networkFile: string;
}

/** The ARN a state machine of this name will have, without referring to the resource itself. */
export function stateMachineArnFor(scope: Construct, name: string): string {
  return Stack.of(scope).formatArn({
    service: 'states',
    resource: 'stateMachine',
    resourceName: name,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

/**
 * The Standard workflow of `statemachine/pipeline.asl.json`, with one function per `${Placeholder}` of
 * `STAGE_FUNCTIONS` substituted in. The same file runs locally, so what is tested is what is deployed.
 */
/**
 * Tasks whose work grows with the shortlist rather than with one batch: the judge's verify pass over
 * the whole shortlist, and the per-person email lookups. They get Lambda's maximum so that a large
 * shortlist on a slow model does not time out; the other tasks work on one bounded batch.
 */
const LONG_TASKS: ReadonlySet<StagePlaceholder> = new Set([
  'VerifyCandidatesFunctionArn',
  'MatchTargetFunctionArn',
]);

/** The tasks that call the persona judge (and only they may invoke Bedrock models). */
export const JUDGE_STAGES: ReadonlySet<StagePlaceholder> = new Set([
  'ShortlistBatchFunctionArn',
  'VerifyCandidatesFunctionArn',
]);

export class Pipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly stageFunctions: Record<StagePlaceholder, ServiceFunction>;
  readonly failedExecutionsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: PipelineProps) {
    super(scope, id);
    const { resources } = props;

    // The stage functions' config demands the state machine's ARN too, but the state machine refers to
    // them: a Ref would be circular, so they get the ARN built from the name the state machine is given.
    const predictedArn = stateMachineArnFor(this, props.stateMachineName);
    const stageFunctions = {} as Record<StagePlaceholder, ServiceFunction>;
    for (const [placeholder, stage] of Object.entries(STAGE_FUNCTIONS) as [
      StagePlaceholder,
      (typeof STAGE_FUNCTIONS)[StagePlaceholder],
    ][]) {
      stageFunctions[placeholder] = new ServiceFunction(this, placeholder.replace(/Arn$/, ''), {
        entry: stage.entry,
        description: `Pipeline task ${placeholder.replace(/FunctionArn$/, '')}`,
        resources,
        access: JUDGE_STAGES.has(placeholder) ? { ...STAGE_ACCESS, judge: true } : STAGE_ACCESS,
        stateMachineArn: predictedArn,
        networkFile: props.networkFile,
        timeout: Duration.minutes(LONG_TASKS.has(placeholder) ? 15 : 5),
        memorySize: 1024,
      });
    }
    this.stageFunctions = stageFunctions;

    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: resources.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName: props.stateMachineName,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromFile(ASL_FILE),
      definitionSubstitutions: Object.fromEntries(
        Object.entries(stageFunctions).map(([placeholder, fn]) => [placeholder, fn.function.functionArn]),
      ),
      // Execution data holds job input and candidate pointers: kept out of the logs.
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
    });
    // Only the unqualified ARNs that the definition names; `grantInvoke` would add `:*` for every version.
    this.stateMachine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: Object.values(stageFunctions).map((fn) => fn.function.functionArn),
      }),
    );
    acknowledge(
      this.stateMachine,
      'AwsSolutions-IAM5[Resource::*]',
      'CloudWatch Logs delivery (logs:CreateLogDelivery and friends) and X-Ray (xray:PutTraceSegments) support no resource-level permissions.',
    );

    this.failedExecutionsAlarm = new Alarm(this, 'FailedExecutions', {
      alarmDescription:
        'A pipeline execution failed. Jobs end through fail_job and a Succeed state, so this means the pipeline itself broke and a job may be stuck.',
      metric: this.stateMachine.metricFailed({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    if (resources.alarmAction) this.failedExecutionsAlarm.addAlarmAction(resources.alarmAction);
  }
}
