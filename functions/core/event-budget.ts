/**
 * How many execution-history events a job's execution uses, as a function of the number of Map items
 * (groups of roster batches) and of retries. Step Functions ends an execution that reaches 25,000
 * events, so the pipeline chooses how many groups to fan out over from this arithmetic
 * (docs/pipeline.md, "Event budget", shows it; test/unit/event-budget.test.ts ties the constants to
 * the ASL, and test/integration/event-budget.test.ts counts a real run on the local runner).
 */

/** Step Functions' hard quota on one Standard execution's history. */
export const HISTORY_EVENT_LIMIT = 25_000;

/** What the pipeline plans for: the quota less a margin for anything the count below does not model. */
export const HISTORY_EVENT_BUDGET = 24_000;

/** AWS history events per piece of an execution (docs/pipeline.md lists the event types behind each). */
export const EVENTS = {
  /** ExecutionStarted, ExecutionSucceeded. */
  execution: 2,
  /** TaskStateEntered, LambdaFunctionScheduled, LambdaFunctionStarted, LambdaFunctionSucceeded, TaskStateExited. */
  task: 5,
  /** A task whose Lambda failed and whose Catch took over: counted as a task plus its LambdaFunctionFailed. */
  caughtTask: 6,
  /** One `Retry` of a task: LambdaFunctionFailed, LambdaFunctionScheduled, LambdaFunctionStarted. */
  retry: 3,
  /** Choice, Wait, Pass and Succeed states: entered and exited. */
  simple: 2,
  /** MapStateEntered, MapStateStarted, MapStateSucceeded, MapStateExited. */
  map: 4,
  /** A Map that failed and was caught: entered, started, MapStateFailed, exited. */
  failedMap: 5,
  /** MapIterationStarted, MapIterationSucceeded, around the iteration's one task. */
  iteration: 2 + 5,
} as const;

/**
 * The shape of `statemachine/pipeline.asl.json` that the count depends on (the unit test reads each
 * number back from the ASL, so the two cannot drift apart).
 */
export const PIPELINE_SHAPE = {
  /** enrich_profiles, find_candidates, verify_candidates, match_target. */
  mapStages: 4,
  /** Map stages followed by a Pass that resets the attempt count (enrich_profiles, find_candidates). */
  mapStagesWithPass: 2,
  /** Map stages followed by a task and its route Choice (verify_candidates, match_target). */
  mapStagesWithTask: 2,
  /** Stages of one task and a route Choice (match_company, scan_team). */
  taskStages: 2,
  /** MaxAttempts of the Lambda service-error Retry of each Map iteration's task. */
  iterationRetries: 2,
  /** MaxAttempts of the Retry of each `<stage>_delay` task. */
  delayRetries: 3,
  /** MaxAttempts of publish_settle's Retry. */
  publishRetries: 6,
  /** MaxAttempts of deliver_webhook's Retry, per delivery attempt. */
  webhookRetries: 3,
  /** MaxAttempts of the Retry of each `<stage>_deferred` task (the same block as the delay tasks'). */
  deferredRetries: 3,
  /** MaxConcurrency of every Map: a pass that continues deferred work has at most this many items. */
  mapConcurrency: 4,
} as const;

/** Map iterations running at once (every Map's MaxConcurrency). */
export const MAP_CONCURRENCY = PIPELINE_SHAPE.mapConcurrency;

export interface BudgetSettings {
  /** CTP_RETRY_MAX_ATTEMPTS: attempts of each stage, the first included. */
  attempts: number;
  /** Delivery attempts of the webhook schedule (CTP_WEBHOOK_SCHEDULE_SECONDS). */
  webhookAttempts: number;
  /**
   * Invocations of scan_team (1 + each `next: 'more'` loop back to itself); 1 unless said. Each one is
   * a task and its route Choice, and may fail A − 1 times, since a continuation starts at attempt 0.
   */
  scanInvocations?: number;
  /**
   * Failed Map passes reserved for delayed retries that a shared rate budget caused: they do not count
   * as attempts (functions/core/pipeline/record-delay.ts), so the plan makes room for this many of
   * them on top of every stage's A − 1 failures. `BUDGET_WAIT_PASSES` unless said.
   */
  budgetWaitPasses?: number;
}

/**
 * How many deferral passes (`deferralPassEvents` of a full Map, the most one can cost) the plan reserves
 * for a job that waits for shared budgets beyond its attempts. Fewer, larger Map items pay for it; at
 * run time a job has all the room its own fan-out leaves (docs/pipeline.md, "Waiting for a shared budget").
 */
export const BUDGET_WAIT_PASSES = 90;

const { task, caughtTask, retry, simple, map, iteration } = EVENTS;
const shape = PIPELINE_SHAPE;

/** Events of one failed attempt's detour: `<stage>_delay` (with its retries), its route Choice, the Wait. */
const delayDetour = task + shape.delayRetries * retry + simple + simple;

/** One Map item's events in one pass, its task's quick retries included. */
const perItem = iteration + shape.iterationRetries * retry;

/** After every Map pass that did not fail: `<stage>_deferred` (with its retries) and its route Choice. */
const deferralStep = task + shape.deferredRetries * retry + simple;

/** A failed attempt of a stage and its delay detour: a full Map pass and a failing task, or a task. */
export function failedAttemptEvents(items: number | null): number {
  return items === null
    ? caughtTask + delayDetour
    : map + items * perItem + deferralStep + caughtTask + delayDetour;
}

/**
 * The events one more pass of a fan-out stage adds when its last pass deferred batches: the `Wait`, the
 * Map over `items` groups (their quick retries included), and `<stage>_deferred` with its route.
 */
export function deferralPassEvents(items: number): number {
  return simple + map + items * perItem + deferralStep;
}

/** The terms of the worst case, each a number, so that docs and tests can show the sum. */
export function worstCaseTerms(items: number, settings: BudgetSettings) {
  const failures = settings.attempts - 1;
  // A failed Map attempt is bounded by a full pass and a failing follow-up task (which costs more than
  // a failing Map: every iteration ran, then the task failed).
  const mapPass = map + items * perItem + deferralStep;
  const failedMapAttempt = failedAttemptEvents(items);
  return {
    execution: EVENTS.execution,
    taskStages:
      (shape.taskStages - 1 + (settings.scanInvocations ?? 1)) *
      (task + simple + failures * (caughtTask + delayDetour)),
    mapStagesWithPass: shape.mapStagesWithPass * (mapPass + simple + failures * failedMapAttempt),
    mapStagesWithTask: shape.mapStagesWithTask * (mapPass + task + simple + failures * failedMapAttempt),
    publish: task + shape.publishRetries * retry + simple,
    webhook:
      settings.webhookAttempts * (task + shape.webhookRetries * retry + simple) +
      (settings.webhookAttempts - 1) * simple,
    done: simple,
    budgetWaits: (settings.budgetWaitPasses ?? BUDGET_WAIT_PASSES) * deferralPassEvents(MAP_CONCURRENCY),
  };
}

/** Every stage retried to its limit, every retry on the way used, the webhook delivered on its last try. */
export function worstCaseEvents(items: number, settings: BudgetSettings): number {
  return Object.values(worstCaseTerms(items, settings)).reduce((sum, n) => sum + n, 0);
}

/** A job that runs through to `done` with no retry at all and no webhook to send. */
export function cleanRunEvents(items: number, scanInvocations = 1): number {
  return (
    EVENTS.execution +
    (shape.taskStages - 1 + scanInvocations) * (task + simple) +
    shape.mapStagesWithPass * (map + items * iteration + task + simple + simple) +
    shape.mapStagesWithTask * (map + items * iteration + task + simple + task + simple) +
    (task + simple) + // publish_settle and its route
    (task + simple) + // deliver_webhook (nothing to send) and its route
    simple // done
  );
}

/**
 * Whether a delayed retry that a shared budget caused may skip counting as an attempt: the events such
 * retries spent so far (`spent`, this one's included) on top of the worst case of every counted attempt
 * still fit the budget. `items` is the job's fan-out, or before the scan has chosen it the most it may be.
 */
export function roomForBudgetWait(items: number, settings: BudgetSettings, spent: number): boolean {
  return worstCaseEvents(items, { ...settings, budgetWaitPasses: 0 }) + spent <= HISTORY_EVENT_BUDGET;
}

/** The most Map items a fan-out may have so that the worst case stays within the budget (at least 1). */
export function maxMapItems(settings: BudgetSettings, budget = HISTORY_EVENT_BUDGET): number {
  const fixed = worstCaseEvents(0, settings);
  const each = worstCaseEvents(1, settings) - fixed;
  return Math.max(1, Math.floor((budget - fixed) / each));
}

/**
 * Cuts roster batches 0..count-1 into at most `maxItems` groups of consecutive batches, as equal as
 * possible: each group is one Map item, whose task works through its batches one by one.
 */
export function groupBatches(count: number, maxItems: number): number[][] {
  const size = Math.max(1, Math.ceil(count / Math.max(1, maxItems)));
  const groups: number[][] = [];
  for (let first = 0; first < count; first += size) {
    groups.push(Array.from({ length: Math.min(size, count - first) }, (_, i) => first + i));
  }
  return groups;
}
