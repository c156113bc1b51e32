import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { stageGrants } from '../../functions/shared/grants.js';
import { STAGE_FUNCTIONS, type StagePlaceholder } from '../../functions/stages/registry.js';
import { acknowledge } from '../nag.js';
import { REPO_ROOT, ServiceFunction, type ServiceResources } from './service-function.js';

export const ASL_FILE = join(REPO_ROOT, 'statemachine/pipeline.asl.json');

export interface PipelineProps {
  stateMachineName: string;
  resources: ServiceResources;
  networkFile: string;
}

/**
 * Seconds a function may run beyond its task's `TimeoutSeconds`. The task gives up first, so a hung
 * invocation becomes `States.Timeout` (a delayed retry) instead of waiting for the function's own
 * timeout; the margin is short so that the abandoned invocation ends before the retry starts.
 */
export const FUNCTION_TIMEOUT_MARGIN_SECONDS = 10;

/** Lambda's maximum function timeout. */
const LAMBDA_MAX_TIMEOUT_SECONDS = 900;

/**
 * Each function's timeout, from the one place that says how long each task may take: the
 * `TimeoutSeconds` of the ASL's Task states (Map iterations included), the same file the local runner
 * executes. A function serving several tasks gets the longest of them, plus the margin.
 */
export function functionTimeoutsFromAsl(aslText: string): Record<StagePlaceholder, number> {
  const longest = new Map<string, number>();
  const visit = (states: Record<string, Record<string, unknown>>) => {
    for (const [name, state] of Object.entries(states)) {
      const placeholder = /^\$\{(\w+)\}$/.exec(String(state.Resource ?? ''))?.[1];
      if (state.Type === 'Task' && placeholder) {
        const seconds = state.TimeoutSeconds;
        if (typeof seconds !== 'number') throw new Error(`ASL task ${name} has no TimeoutSeconds`);
        longest.set(placeholder, Math.max(longest.get(placeholder) ?? 0, seconds));
      }
      const nested = state.ItemProcessor as { States?: Record<string, Record<string, unknown>> } | undefined;
      if (nested?.States) visit(nested.States);
    }
  };
  visit((JSON.parse(aslText) as { States: Record<string, Record<string, unknown>> }).States);
  const timeouts = {} as Record<StagePlaceholder, number>;
  for (const placeholder of Object.keys(STAGE_FUNCTIONS) as StagePlaceholder[]) {
    const task = longest.get(placeholder);
    if (task === undefined) throw new Error(`No ASL task runs ${placeholder}`);
    const timeout = task + FUNCTION_TIMEOUT_MARGIN_SECONDS;
    if (timeout > LAMBDA_MAX_TIMEOUT_SECONDS) {
      throw new Error(
        `${placeholder}: TimeoutSeconds ${task} leaves no room under Lambda's ${LAMBDA_MAX_TIMEOUT_SECONDS}-second maximum`,
      );
    }
    timeouts[placeholder] = timeout;
  }
  return timeouts;
}

/**
 * The Standard workflow of `statemachine/pipeline.asl.json`, with one function per `${Placeholder}` of
 * `STAGE_FUNCTIONS` substituted in. The same file runs locally, so what is tested is what is deployed.
 */

export class Pipeline extends Construct {
  readonly stateMachine: StateMachine;
  readonly stageFunctions: Record<StagePlaceholder, ServiceFunction>;
  readonly failedExecutionsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: PipelineProps) {
    super(scope, id);
    const { resources } = props;

    // No CTP_STATE_MACHINE_ARN for the stages: they start no execution (functions/shared/entry.ts builds
    // each stage only the ports it uses), so the state machine can refer to them without a cycle.
    const timeouts = functionTimeoutsFromAsl(readFileSync(ASL_FILE, 'utf8'));
    const stageFunctions = {} as Record<StagePlaceholder, ServiceFunction>;
    for (const [placeholder, stage] of Object.entries(STAGE_FUNCTIONS) as [
      StagePlaceholder,
      (typeof STAGE_FUNCTIONS)[StagePlaceholder],
    ][]) {
      stageFunctions[placeholder] = new ServiceFunction(this, placeholder.replace(/Arn$/, ''), {
        entry: stage.entry,
        description: `Pipeline task ${placeholder.replace(/FunctionArn$/, '')}`,
        resources,
        // Its step's grants and its ports' (functions/shared/grants.ts), nothing shared across stages.
        access: stageGrants(placeholder),
        networkFile: props.networkFile,
        timeout: Duration.seconds(timeouts[placeholder]),
        memorySize: 1024,
      });
    }
    this.stageFunctions = stageFunctions;

    // Under /aws/vendedlogs/: Step Functions delivers logs as a vended log source, and a resource policy
    // for log groups under that prefix stays within CloudWatch Logs' size limit however many there are.
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/vendedlogs/states/${props.stateMachineName}`,
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
