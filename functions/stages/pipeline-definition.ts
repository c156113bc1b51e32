import { PIPELINE_SHAPE } from '../core/event-budget.js';
import { Stage } from '../core/model.js';
import { DELAYED_RETRY_ERRORS, LAMBDA_SERVICE_ERRORS } from '../core/retry.js';
import { type PipelineTask, taskNames } from './tasks.js';

/**
 * The source of statemachine/pipeline.asl.json: `npm run asl` writes the file from this definition, and
 * test/unit/asl-drift.test.ts fails when the committed file differs. The file stays what the CDK stack
 * deploys and the local runner executes; what is repeated in it (the Retry and Catch blocks of every
 * stage, its delay, wait and routes) is written here once. Names come from functions/stages/tasks.ts.
 */

// biome-ignore lint/suspicious/noExplicitAny: an ASL state is free-form JSON.
type State = Record<string, any>;

/** The last state of every execution: the job has already been ended (or settled) by then. */
export const END_STATE = 'end';

const resource = (task: PipelineTask) => `\${${taskNames(task).placeholder}}`;

/** Every transient error: caught into the stage's delayed retry, retried on the spot by the control steps. */
const delayed = () => [...DELAYED_RETRY_ERRORS];

/** Anything else fails the job, free, through fail_job; `$.error` is where failJob and recordDelay read it. */
const FAIL_CATCH = { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'fail_job' };

const stageCatch = (stage: Stage) => [
  { ErrorEquals: delayed(), ResultPath: '$.error', Next: `${stage}_delay` },
  FAIL_CATCH,
];

const controlRetry = (maxAttempts: number, maxDelaySeconds: number) => [
  {
    ErrorEquals: delayed(),
    IntervalSeconds: 2,
    MaxAttempts: maxAttempts,
    BackoffRate: 2,
    MaxDelaySeconds: maxDelaySeconds,
    JitterStrategy: 'FULL',
  },
];

/** How long each task may run (the CDK gives its function this plus a margin: lib/constructs/pipeline.ts). */
const TIMEOUT_SECONDS: Record<PipelineTask, number> = {
  match_company: 120,
  scan_team: 870,
  enrich_batch: 870,
  shortlist_batch: 870,
  verify_batch: 870,
  verify_candidates_collect: 270,
  email_batch: 870,
  match_target_assemble: 270,
  publish_settle: 120,
  deliver_webhook: 120,
  record_delay: 60,
  fail_job: 60,
};

const task = (name: PipelineTask, fields: State) => ({
  Type: 'Task',
  ...(fields.Comment ? { Comment: fields.Comment } : {}),
  Resource: resource(name),
  ...(fields.Parameters ? { Parameters: fields.Parameters } : {}),
  TimeoutSeconds: TIMEOUT_SECONDS[name],
  ...Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'Comment' && key !== 'Parameters')),
});

const choice = (choices: State[], otherwise: string) => ({
  Type: 'Choice',
  Choices: choices,
  Default: otherwise,
});
const on = (value: string, next: string) => ({ Variable: '$.next', StringEquals: value, Next: next });
const stopsAtEnd = on('stop', END_STATE);

/** `<stage>_delay` (or `<stage>_deferred`): the one RecordDelay handler, told the stage. */
const recordDelay = (stage: Stage, deferred: boolean, next: string) =>
  task('record_delay', {
    Comment: deferred
      ? 'The pass is over: the stage is finished, or another pass over the batches deferred for a shared budget follows after a Wait (processing_state: delayed, next_retry_at)'
      : 'Record processing_state: delayed and next_retry_at, or end the job failed once retries are exhausted',
    Parameters: deferred ? { 'state.$': '$', stage, deferred: true } : { 'state.$': '$', stage },
    Retry: controlRetry(PIPELINE_SHAPE.delayRetries, 30),
    Catch: [FAIL_CATCH],
    Next: next,
  });

/** A stage's delayed retry: `<stage>_delay`, then `<stage>_retry_route` and `<stage>_wait` back to the stage. */
const delayedRetry = (stage: Stage): Record<string, State> => ({
  [`${stage}_delay`]: recordDelay(stage, false, `${stage}_retry_route`),
  [`${stage}_retry_route`]: choice(
    [{ Variable: '$.retry.exhausted', BooleanEquals: true, Next: END_STATE }],
    `${stage}_wait`,
  ),
  [`${stage}_wait`]: { Type: 'Wait', TimestampPath: '$.retry.next_retry_at', Next: stage },
});

/** A stage of one task: the task, its delayed retry, and its route (`stop` ends, `routes` go elsewhere). */
const taskStage = (stage: Stage, routes: State[], next: string): Record<string, State> => ({
  [stage]: task(stage as PipelineTask, { Catch: stageCatch(stage), Next: `${stage}_route` }),
  ...delayedRetry(stage),
  [`${stage}_route`]: choice([stopsAtEnd, ...routes], next),
});

const MAP_COMMENT_TAIL =
  ' (over $.pending: every group at first, then what a pass deferred; each iteration answers what it deferred)';

/**
 * A fan-out stage: a Map of `inner` over the groups still pending, then `<stage>_deferred` after every
 * pass, which goes round another pass after `<stage>_wait` or on to `after`.
 */
function mapStage(stage: Stage, inner: PipelineTask, comment: string, after: Record<string, State>) {
  const [afterName] = Object.keys(after) as [string];
  return {
    [stage]: {
      Type: 'Map',
      Comment: comment + MAP_COMMENT_TAIL,
      ItemsPath: '$.pending',
      ItemSelector: { 'job_id.$': '$.job_id', 'attempt.$': '$.attempt', 'batches.$': '$$.Map.Item.Value' },
      MaxConcurrency: PIPELINE_SHAPE.mapConcurrency,
      ItemProcessor: {
        ProcessorConfig: { Mode: 'INLINE' },
        StartAt: inner,
        States: {
          // Lambda's own service errors, retried on the spot: the rest fail the Map into its delayed retry.
          [inner]: task(inner, {
            Retry: [
              {
                ErrorEquals: [...LAMBDA_SERVICE_ERRORS],
                IntervalSeconds: 2,
                MaxAttempts: PIPELINE_SHAPE.iterationRetries,
                BackoffRate: 2,
                JitterStrategy: 'FULL',
              },
            ],
            End: true,
          }),
        },
      },
      ResultPath: '$.pass',
      Catch: stageCatch(stage),
      Next: `${stage}_deferred`,
    },
    [`${stage}_deferred`]: recordDelay(stage, true, `${stage}_deferred_route`),
    [`${stage}_deferred_route`]: choice([stopsAtEnd, on('wait', `${stage}_wait`)], afterName),
    ...after,
    ...delayedRetry(stage),
  };
}

/** After a Map stage that hands over to the next stage: the attempt count starts again from zero. */
const resetAttempt = (stage: Stage, next: Stage) => ({
  [`${stage}_next`]: {
    Type: 'Pass',
    Comment:
      "The fan-out finished: the next stage counts its own attempts from zero. The execution's input is initialState ({ job_id, attempt: 0 }), so merging it resets the attempt (a Pass with Result 0 is read as no Result by the local runner)",
    Parameters: { 'state.$': 'States.JsonMerge($, $$.Execution.Input, false)' },
    OutputPath: '$.state',
    Next: next,
  },
});

/** A Map stage's tail: one task that finishes the stage, caught into the stage's own delayed retry. */
const stageTail = (stage: Stage, name: PipelineTask, comment: string) => ({
  [name]: task(name, { Comment: comment, Catch: stageCatch(stage), Next: `${stage}_route` }),
});

const DEFINITION_COMMENT = `Company Target-People pipeline: six stages (four of them fanned out over groups of batches), delayed retries, publish-and-settle, webhook. Resources are \${...} placeholders: the CDK stack substitutes Lambda ARNs, local mode runs the same handlers in-process. Every Task has TimeoutSeconds; the CDK gives each function a timeout just above its longest task (lib/constructs/pipeline.ts). Generated from functions/stages/pipeline-definition.ts by \`npm run asl\`: edit that, not this file.`;

/** The whole state machine definition, as statemachine/pipeline.asl.json holds it. */
export function buildPipelineDefinition() {
  // Each Map stage's states, with its tail's route placed after its delayed retry, as the file reads.
  const mapWithPass = (stage: Stage, inner: PipelineTask, comment: string, next: Stage) => {
    const states = mapStage(stage, inner, comment, resetAttempt(stage, next));
    const { [`${stage}_next`]: pass, ...rest } = states;
    return { ...rest, [`${stage}_next`]: pass };
  };
  const mapWithTail = (
    stage: Stage,
    inner: PipelineTask,
    comment: string,
    tail: PipelineTask,
    tailComment: string,
    next: string,
  ) => ({
    ...mapStage(stage, inner, comment, stageTail(stage, tail, tailComment)),
    [`${stage}_route`]: choice([stopsAtEnd], next),
  });
  return {
    Comment: DEFINITION_COMMENT,
    StartAt: Stage.match_company,
    States: {
      ...taskStage(Stage.match_company, [on('publish', 'publish_settle')], Stage.scan_team),
      ...taskStage(Stage.scan_team, [on('more', Stage.scan_team)], Stage.enrich_profiles),
      ...mapWithPass(
        Stage.enrich_profiles,
        'enrich_batch',
        'Fan-out over groups of roster batches held in S3 (the state carries batch numbers, never people); a batch already enriched is skipped',
        Stage.find_candidates,
      ),
      ...mapWithPass(
        Stage.find_candidates,
        'shortlist_batch',
        "The judge's cheap first pass, over the same groups; a batch already judged is skipped",
        Stage.verify_candidates,
      ),
      ...mapWithTail(
        Stage.verify_candidates,
        'verify_batch',
        "The judge's careful pass over each batch's shortlist; a batch already verified is skipped",
        'verify_candidates_collect',
        'Nobody kept in any batch: no_people_found; else the preview says verification is complete',
        Stage.match_target,
      ),
      ...mapWithTail(
        Stage.match_target,
        'email_batch',
        "Each batch's email lookups, a few at a time; a batch already looked up is skipped",
        'match_target_assemble',
        'Ranks every verified person and assembles the result from the batches',
        'publish_settle',
      ),
      publish_settle: task('publish_settle', {
        Comment:
          'Write the result once to S3 (IfNoneMatch), then mark the job done and charge its hold in one transaction',
        Retry: controlRetry(PIPELINE_SHAPE.publishRetries, 60),
        Catch: [FAIL_CATCH],
        Next: 'publish_settle_route',
      }),
      publish_settle_route: choice([stopsAtEnd], 'deliver_webhook'),
      deliver_webhook: task('deliver_webhook', {
        Comment: 'One signed delivery attempt; a failing webhook never changes the job',
        Retry: controlRetry(PIPELINE_SHAPE.webhookRetries, 30),
        Catch: [{ ...FAIL_CATCH, Next: END_STATE }],
        Next: 'deliver_webhook_route',
      }),
      deliver_webhook_route: choice([on('retry', 'deliver_webhook_wait')], END_STATE),
      deliver_webhook_wait: {
        Type: 'Wait',
        TimestampPath: '$.webhook.next_attempt_at',
        Next: 'deliver_webhook',
      },
      fail_job: task('fail_job', {
        Comment: 'An unexpected error: end the job failed and release its hold and slot',
        Retry: [
          {
            ErrorEquals: ['States.ALL'],
            IntervalSeconds: 2,
            MaxAttempts: 10,
            BackoffRate: 2,
            MaxDelaySeconds: 60,
            JitterStrategy: 'FULL',
          },
        ],
        Next: END_STATE,
      }),
      [END_STATE]: { Type: 'Succeed' },
    },
  };
}

/** The file's text: `npm run asl` writes it, and the drift test compares the committed file with it. */
export const renderPipelineAsl = (): string => `${JSON.stringify(buildPipelineDefinition(), null, 2)}\n`;
